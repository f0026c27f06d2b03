import Foundation
import Testing
@testable import DiaryVault

/// YAML node properties (YAML 1.2 section 6.9): core-schema tags applied, anchors and aliases
/// resolved within a budget, merge keys and other tags unknown (never their text as a string),
/// an undefined alias an error; the file kept byte for byte.
@Suite struct NodePropertiesTests {
    static func read(_ front: String) throws -> EntryDocument {
        let text = "---\n" + front + "---\nBody\n"
        let document = try EntryDocument(parsing: text)
        #expect(document.serializedText() == text)
        return document
    }

    /// The issue's example: `"!!str 02700"` where every YAML reader gives `"02700"`.
    @Test func appliesTheCoreSchemaTags() throws {
        let document = try Self.read("""
            zip: !!str 02700
            count: !!int "12"
            ratio: !!float 3
            flag: !!bool true
            none: !!null ~
            text: !!str true
            list: !!seq [a, b]
            verbatim: !<tag:yaml.org,2002:str> 42
            bare: ! 12

            """)
        #expect(document["zip"] == .string("02700"))
        #expect(document["count"] == .integer(12))
        #expect(document["ratio"] == .float(3))
        #expect(document["flag"] == .bool(true))
        #expect(document["none"] == .null)
        #expect(document["text"] == .string("true"))
        #expect(document["list"] == .sequence([.string("a"), .string("b")]))
        #expect(document["verbatim"] == .string("42"))
        #expect(document["bare"] == .string("12"))
    }

    @Test func resolvesAnchorsAndAliases() throws {
        let document = try Self.read("""
            date: &d 2026-11-29
            created: *d
            tags: &t [walk, "han river"]
            again: *t
            nested: [*d, &x one, *x]
            block:
              - &y two
              - *y

            """)
        #expect(document["date"] == .string("2026-11-29"))
        #expect(document["created"] == .string("2026-11-29"))
        #expect(document["tags"] == .sequence([.string("walk"), .string("han river")]))
        #expect(document["again"] == .sequence([.string("walk"), .string("han river")]))
        #expect(document["nested"] == .sequence([.string("2026-11-29"), .string("one"), .string("one")]))
        #expect(document["block"] == .sequence([.string("two"), .string("two")]))
        let entry = Entry(document: document)
        #expect(entry.date?.text == "2026-11-29")
        #expect(entry.tags == ["walk", "han river"])
    }

    @Test func mergeKeysAndOtherTagsAreUnknownNotStrings() throws {
        let document = try Self.read("""
            base: &b
              mood: good
            <<: *b
            color: !rgb ff0000

            """)
        #expect(document["<<"] == .unknown("*b"))
        #expect(document["color"] == .unknown("!rgb"))
        #expect(document["base"] == .mapping([FrontMatterPair(key: "mood", value: .string("good"))]))
        var json = JSONWriter()
        if let color = document["color"] { json.value(color) }
        #expect(json.text == "null")
    }

    @Test func checkWarnsAboutWhatItCannotRead() {
        let bytes = Array("---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\ncolor: !rgb ff0000\n---\nBody\n".utf8)
        let target = EntryChecker.Target(path: "2026/11/2026-11-29.md", folderYear: 2026, folderMonth: 11)
        let problems = EntryChecker().check(bytes, target: target).problems
        #expect(problems.map(\.kind) == [.unsupportedYAML])
        #expect(problems.first?.location?.line == 4)
    }

    /// Editing the key that holds an anchor would change (or break) the aliases after it: refused.
    /// Fuzz finding alias-after-quote-in-plain-key: a quote in a plain key hid the alias.
    @Test func refusesEditingAnAnchorThatLaterAliasesUse() throws {
        for text in ["---\ntags: &t [walk]\nagain: *t\n---\n", "---\ntags: &t [walk]\nagain': *t\n---\n"] {
            var document = try EntryDocument(parsing: text)
            #expect(document.editRefusal(forKey: "tags", value: .float(83.75))?.contains("holds the anchor '&t'") == true)
            let set = document.setValue(.float(83.75), forKey: "tags")
            let removed = document.removeValue(forKey: "tags")
            #expect(!set && !removed)
            #expect(document.serializedText() == text)
            #expect(document.editRefusal(forKey: "again", value: .string("x")) == nil)
        }
        // An anchor nothing uses may change.
        var unused = try EntryDocument(parsing: "---\ntags: &t [walk]\n---\n")
        let changed = unused.setValue(.string("x"), forKey: "tags")
        #expect(changed)
    }

    /// Fuzz finding twin-key-holding-a-used-anchor: a twin key whose removal is refused is not
    /// called fixable, and `--fix` reports no fix it did not make.
    @Test func aTwinKeyHoldingAUsedAnchorIsNotFixable() throws {
        let text = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\nDate: &d 2026-11-29\ncreated: *d\n---\nBody\n"
        let target = EntryChecker.Target(path: "2026/11/2026-11-29.md", folderYear: 2026, folderMonth: 11)
        let problems = EntryChecker().check(Array(text.utf8), target: target).problems
        #expect(problems.map(\.kind) == [.legacyKey, .miscasedKey])
        #expect(problems.map(\.isFixable) == [true, false])
        let (fixed, fixes) = EntryFixer(path: target.path, contents: Array(text.utf8), duplicateOf: nil)
            .fix(try EntryDocument(parsing: text))
        // 'created' belongs to other tools (Obsidian): it stays, and 'date' gets its value.
        #expect(fixes.map(\.description) == ["added 'date' with the value of 'created', which stays for the tool that owns it"])
        #expect(fixed.serializedText() == text.replacing("created: *d\n", with: "created: *d\ndate: 2026-11-29\n"))
    }

    /// Fuzz finding backslash-last-in-quoted-tagged-value: no trap, a value kept raw.
    @Test func aTaggedQuoteEndingInABackslashDoesNotTrap() throws {
        let document = try EntryDocument(parsing: "---\ncount: !!int \"1\\\n---\n")
        #expect(document["count"] == .raw("!!int \"1\\"))
    }

    @Test func anUndefinedAliasIsAnErrorWithLineAndColumn() throws {
        do {
            _ = try EntryDocument(parsing: "---\ndate: 2026-11-29\ntags: [walk, *missing]\n---\n", path: "a.md")
            Issue.record("parsed")
        } catch let error as FrontMatterError {
            #expect(error.kind == "undefined-alias")
            #expect(error.location == SourceLocation(line: 3, column: 14))
            #expect(error.message == "alias '*missing' has no anchor before it")
        }
        // An alias must come after its anchor.
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: "---\na: *x\nb: &x 1\n---\n") }
    }

    /// ../shared/cases/28: the alias bomb fails at once, with its line.
    @Test func theAliasBombFailsAtOnce() throws {
        let (bytes, _) = try SharedCasesTests.load(SharedCasesTests.aliasBomb)
        let start = Date()
        do {
            _ = try EntryDocument(parsing: bytes, path: "28.md")
            Issue.record("parsed")
        } catch let error as FrontMatterError {
            #expect(error.kind == "alias-expansion-limit")
            #expect(error.location.line == 7)
        }
        #expect(Date().timeIntervalSince(start) < 1)
    }
}
