import Foundation
import Testing
@testable import DiaryVault

/// Nested front-matter values (YAML 1.2 sections 7.4 and 8.2): block and flow mappings and
/// sequences, lists of maps, nested lists, anchors, aliases and merge keys read into a value tree
/// (keys in the order written); the file kept byte for byte; what cannot be represented kept raw
/// and reported where the reading stopped; hostile input refused cheaply.
@Suite struct NestedValueReaderTests {
    static func read(_ front: String) throws -> EntryDocument {
        let text = "---\n" + front + "---\nBody\n"
        let document = try EntryDocument(parsing: text)
        #expect(document.serializedText() == text)
        return document
    }

    static func map(_ pairs: (String, FrontMatterValue)...) -> FrontMatterValue {
        .mapping(pairs.map { FrontMatterPair(key: $0.0, value: $0.1) })
    }

    /// The issue's example: a block map under `location` is an object, not its indented text.
    @Test func readsABlockMapping() throws {
        let document = try Self.read("""
            location:
              lat: 37.5665
              lng: 126.978
              name: 서울 시청
              visited: true
              note: ~

            """)
        #expect(document["location"] == Self.map(("lat", .float(37.5665)), ("lng", .float(126.978)),
                                                 ("name", .string("서울 시청")), ("visited", .bool(true)), ("note", .null)))
    }

    @Test func readsNestedMappingsListsOfMapsAndNestedLists() throws {
        let document = try Self.read("""
            trip:
              from: {city: Seoul, code: ICN}
              legs:
                - n: 1
                  mode: train
                - n: 2
                  mode: [bus, walk]
              grid:
              - [1, 2]
              - - 3
                - 4
            flow: [a, [b, c], {d: e}]
            multi: {a: 1,
              b: [x,
                y]}

            """)
        #expect(document["trip"] == Self.map(
            ("from", Self.map(("city", .string("Seoul")), ("code", .string("ICN")))),
            ("legs", .sequence([Self.map(("n", .integer(1)), ("mode", .string("train"))),
                                Self.map(("n", .integer(2)), ("mode", .sequence([.string("bus"), .string("walk")])))])),
            ("grid", .sequence([.sequence([.integer(1), .integer(2)]), .sequence([.integer(3), .integer(4)])]))))
        #expect(document["flow"] == .sequence([.string("a"), .sequence([.string("b"), .string("c")]), Self.map(("d", .string("e")))]))
        #expect(document["multi"] == Self.map(("a", .integer(1)), ("b", .sequence([.string("x"), .string("y")]))))
    }

    @Test func readsScalarsOfEveryStyleInsideMappings() throws {
        let document = try Self.read("""
            text:
              single: 'it''s'
              double: "tab\\there"
              literal: |
                line one
                  indented
              folded: >-
                a
                b
              plain: one
                two
              "quoted key": 1
              empty:
              # a comment between keys

              last: 0x1F

            """)
        #expect(document["text"] == Self.map(
            ("single", .string("it's")), ("double", .string("tab\there")),
            ("literal", .string("line one\n  indented\n")), ("folded", .string("a b")),
            ("plain", .string("one two")), ("quoted key", .integer(1)), ("empty", .null), ("last", .integer(31))))
    }

    @Test func resolvesAnchorsAliasesAndMergeKeysAsPyYAMLDoes() throws {
        let document = try Self.read("""
            base: &base {x: 1, y: 2}
            more: &more
              y: 20
              z: 30
            one:
              <<: *base
              y: 3
            two:
              w: 0
              <<: [*more, *base]
            copy: *more
            list:
              - &item {n: 1}
              - *item

            """)
        #expect(document["base"] == Self.map(("x", .integer(1)), ("y", .integer(2))))
        // Merged keys first, the mapping's own keys after; its own value wins.
        #expect(document["one"] == Self.map(("x", .integer(1)), ("y", .integer(3))))
        // Of a list of merges the earlier mapping wins; keys take their first place.
        #expect(document["two"] == Self.map(("x", .integer(1)), ("y", .integer(20)), ("z", .integer(30)), ("w", .integer(0))))
        #expect(document["copy"] == Self.map(("y", .integer(20)), ("z", .integer(30))))
        #expect(document["list"] == .sequence([Self.map(("n", .integer(1))), Self.map(("n", .integer(1)))]))
    }

    @Test func keepsWhatItCannotRepresentRawAndSaysWhere() throws {
        let document = try Self.read("""
            uuid: 0F1AE62B-02AC-4651-A418-092A7665E75F
            complex:
              ? a
              : b
            twice:
              a: 1
              a: 2
            odd: {[a]: 1}
            tagged:
              a: !color red

            """)
        #expect(document["complex"] == .raw("  ? a\n  : b"))
        #expect(document["twice"] == .raw("  a: 1\n  a: 2"))
        #expect(document["odd"] == .raw("{[a]: 1}"))
        #expect(document["tagged"] == .raw("  a: !color red"))
        let found = document.frontMatter?.unrepresentedValues() ?? []
        #expect(found.map(\.key) == ["complex", "twice", "odd", "tagged"])
        #expect(found.map(\.location) == [SourceLocation(line: 4, column: 3), SourceLocation(line: 8, column: 3),
                                          SourceLocation(line: 9, column: 7), SourceLocation(line: 11, column: 6)])
        #expect(found[0].reason == "a complex key ('? ')")
        #expect(found[1].reason == "the key 'a' written twice in one mapping")
        #expect(found[1].sourceLine == "  a: 2")
    }

    @Test func vaultCheckReportsARawValueAsAWarningWithItsPlace() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", "---\nuuid: 0F1AE62B-02AC-4651-A418-092A7665E75F\ndate: 2026-11-29\nplace:\n  ? a\n  : b\n---\nBody\n")
        let run = vault.run(["check"])
        #expect((run.stdout + run.stderr).contains("2026/11/2026-11-29-a.md:5:3: warning: 'place' holds a complex key ('? '), which vault cannot represent"))
    }

    /// "Billion laughs": aliases of aliases stop at the front matter's budget, nesting at 64.
    @Test func refusesHostileInputCheaply() throws {
        var bomb = "a: &a {x: [1, 2, 3, 4, 5, 6, 7, 8, 9]}\n"
        for level in 1...8 {
            let previous = level == 1 ? "a" : "l\(level - 1)"
            bomb += "l\(level): &l\(level) [" + Array(repeating: "*" + previous, count: 9).joined(separator: ", ") + "]\n"
        }
        #expect(throws: FrontMatterError.self) { try Self.read(bomb) }

        let deep = "deep:\n" + (1...200).map { String(repeating: "  ", count: $0) + "k\($0):" }.joined(separator: "\n") + " end\n"
        let document = try Self.read(deep)
        guard case .raw? = document["deep"] else {
            Issue.record("200 levels must stay raw")
            return
        }
        let flow = try Self.read("deep: " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000) + "\n")
        guard case .raw? = flow["deep"] else {
            Issue.record("5,000 nested '[' must stay raw")
            return
        }
        let nested = try Self.read("ok: " + String(repeating: "[", count: 60) + "1" + String(repeating: "]", count: 60) + "\n")
        var value = nested["ok"]
        for _ in 0..<60 {
            guard case .sequence(let items)? = value, items.count == 1 else {
                Issue.record("60 levels are read")
                return
            }
            value = items[0]
        }
        #expect(value == .integer(1))
    }

    @Test func showAndExportGiveObjects() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", "---\nuuid: 0F1AE62B-02AC-4651-A418-092A7665E75F\ndate: 2026-11-29\nlocation:\n  name: 서울\n  lat: 37.5\n---\nBody\n")
        let show = vault.run(["show", "--json", "2026/11/2026-11-29-a.md"])
        #expect(show.stdout.contains(#""location":{"name":"서울","lat":37.5}"#))
        let export = vault.run(["export", "json"])
        #expect(export.stdout.contains(#""location":{"name":"서울","lat":37.5}"#))
    }

    @Test func writesAMappingAsABlockMappingThatReadsBack() throws {
        let value = Self.map(("name", .string("서울: 시청")), ("lat", .float(37.5)),
                             ("inner", Self.map(("a", .sequence([.integer(1), .string("b c")])))), ("<<", .null), ("none", .null))
        let field = FieldWriter.field(key: "location", value: value, replacing: nil, lineEnding: .lf)
        #expect(field.source == "location:\n  name: \"서울: 시청\"\n  lat: 37.5\n  inner:\n    a: [1, b c]\n  \"<<\":\n  none:\n")
        let document = try Self.read(field.source)
        #expect(document["location"] == value)
    }
}
