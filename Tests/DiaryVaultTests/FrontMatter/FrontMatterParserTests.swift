import Testing
@testable import DiaryVault

/// The front-matter grammar: each supported value form reads as YAML 1.2 reads it, the body is
/// exactly the text after the closing line, and every input serializes back to its bytes.
@Suite struct FrontMatterParserTests {
    /// One input, the keys and values a correct reader finds, in order, and the body.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var input: String
        var fields: [(String, FrontMatterValue)]
        var body: String

        init(_ name: String, _ input: String, _ fields: [(String, FrontMatterValue)], body: String = "") {
            self.name = name
            self.input = input
            self.fields = fields
            self.body = body
        }

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case("plain scalars", "---\nmood: good\ncity: Seoul 서울 🌉\n---\nBody\n",
             [("mood", .string("good")), ("city", .string("Seoul 서울 🌉"))], body: "Body\n"),
        Case("plain scalars with colons and hashes inside", "---\ntime: 21:14\nurl: http://x.y/a#b\nnote: a:b c#d\n---\n",
             [("time", .string("21:14")), ("url", .string("http://x.y/a#b")), ("note", .string("a:b c#d"))]),
        Case("comment after a plain scalar", "---\nmood: good  # felt ok\nwords: two  words\n---\n",
             [("mood", .string("good")), ("words", .string("two  words"))]),
        Case("single-quoted scalars", "---\na: 'it''s'\nb: ''\nc: ' # not a comment: '\nd: '\\n stays'\n---\n",
             [("a", .string("it's")), ("b", .string("")), ("c", .string(" # not a comment: ")), ("d", .string("\\n stays"))]),
        Case("double-quoted scalar with every escape",
             "---\ne: \"\\0\\a\\b\\t\\\t\\n\\v\\f\\r\\e\\ \\\"\\/\\\\\\N\\_\\L\\P\\x41\\u00e9\\uAC00\\U0001F600\"\n---\n",
             [("e", .string("\u{0}\u{7}\u{8}\t\t\n\u{B}\u{C}\r\u{1B} \"/\\\u{85}\u{A0}\u{2028}\u{2029}Aé가😀"))]),
        Case("multi-line double-quoted scalar folds", "---\nt: \"one\n  two\n\n  three \\\n  four\"\n---\n",
             [("t", .string("one two\nthree four"))]),
        Case("multi-line single-quoted scalar folds", "---\nt: 'a\n  b  \n\n\n  c'\n---\n", [("t", .string("a b\n\nc"))]),
        Case("multi-line plain scalar folds", "---\np: one\n  two\n\n  three\nq: x\n---\n",
             [("p", .string("one two\nthree")), ("q", .string("x"))]),
        Case("plain scalar on the line below its key", "---\np:\n  below the key\n---\n", [("p", .string("below the key"))]),
        Case("literal block scalar", "---\nn: |\n  line 1\n    indented\n\n  line 3\n---\n",
             [("n", .string("line 1\n  indented\n\nline 3\n"))]),
        Case("folded block scalar", "---\nn: >\n  a\n  b\n\n  c\n    more\n  d\n---\n", [("n", .string("a b\nc\n  more\nd\n"))]),
        Case("strip chomping", "---\nn: |-\n  a\n\n---\n", [("n", .string("a"))]),
        Case("clip chomping leaves trailing blank lines out", "---\nn: |\n  a\n\n\nm: x\n---\n",
             [("n", .string("a\n")), ("m", .string("x"))]),
        Case("keep chomping", "---\nn: >+\n  a\n  b\n\n\nnext: x\n---\n", [("n", .string("a b\n\n\n")), ("next", .string("x"))]),
        Case("keep chomping at the end of the front matter", "---\nn: |+\n  a\n\n---\n", [("n", .string("a\n\n"))]),
        Case("indentation indicator keeps leading spaces", "---\nn: |2\n    two extra\n  base\n---\n",
             [("n", .string("  two extra\nbase\n"))]),
        Case("indicators in either order", "---\na: |-2\n    x\nb: >2+\n    y\n\n---\n", [("a", .string("  x")), ("b", .string("  y\n\n"))]),
        Case("comment after a block scalar header", "---\nn: | # c\n  # not a comment\n---\n", [("n", .string("# not a comment\n"))]),
        Case("empty block scalar", "---\nn: |\nm: >-\n---\n", [("n", .string("")), ("m", .string(""))]),
        Case("flow sequence of scalars",
             "---\nt: [a, 'b c', \"d, e\", 1, true, null, ~, 2026-11-29]\n---\n",
             [("t", .sequence([.string("a"), .string("b c"), .string("d, e"), .integer(1), .bool(true), .null, .null,
                               .string("2026-11-29")]))]),
        Case("flow sequences: trailing comma, spacing, empty, comment",
             "---\nu: [x, y,]\nv: [ a ,b ]\nw: []\nx: [ ]\ny: [a] # c\n---\n",
             [("u", .sequence([.string("x"), .string("y")])), ("v", .sequence([.string("a"), .string("b")])),
              ("w", .sequence([])), ("x", .sequence([])), ("y", .sequence([.string("a")]))]),
        Case("block sequences at indent 0 and 2 with comments between",
             "---\na:\n- x\n# c\n- 'y'\nb: # list\n  - 1\n\n  # c\n  - \"z\"\n  -\n---\n",
             [("a", .sequence([.string("x"), .string("y")])), ("b", .sequence([.integer(1), .string("z"), .null]))]),
        Case("block sequence item continued on the next line", "---\na:\n  - one\n    two\n---\n", [("a", .sequence([.string("one two")]))]),
        Case("null forms", "---\na:\nb: ~\nc: null\nd: Null\ne: NULL\nf:   # comment\ng: ''\n---\n",
             [("a", .null), ("b", .null), ("c", .null), ("d", .null), ("e", .null), ("f", .null), ("g", .string(""))]),
        Case("core schema integers", "---\ni: 12\nj: -7\nk: +3\no: 0o17\nh: 0x1F\nz: 012\nbig: 99999999999999999999\n---\n",
             [("i", .integer(12)), ("j", .integer(-7)), ("k", .integer(3)), ("o", .integer(15)), ("h", .integer(31)),
              ("z", .integer(12)), ("big", .float(1e20))]),
        Case("core schema floats", "---\nf: 1.5\ng: -.5\ne: 1e3\nE: 2.5E-2\np: 1.\ninf: .inf\nninf: -.Inf\nnan: .NaN\n---\n",
             [("f", .float(1.5)), ("g", .float(-0.5)), ("e", .float(1000)), ("E", .float(0.025)), ("p", .float(1)),
              ("inf", .float(.infinity)), ("ninf", .float(-.infinity)), ("nan", .float(.nan))]),
        Case("core schema booleans", "---\nt: true\nT: True\nF: FALSE\n---\n", [("t", .bool(true)), ("T", .bool(true)), ("F", .bool(false))]),
        Case("YAML 1.1 forms stay strings", "---\nyes: yes\nn: n\noff: Off\nv: 1.10.2\nu: 1_000\ns: 1:30\nx: 0x\no: 0o\nd: .\n---\n",
             [("yes", .string("yes")), ("n", .string("n")), ("off", .string("Off")), ("v", .string("1.10.2")),
              ("u", .string("1_000")), ("s", .string("1:30")), ("x", .string("0x")), ("o", .string("0o")), ("d", .string("."))]),
        Case("quoted numbers and booleans are strings", "---\na: '12'\nb: \"true\"\nc: '~'\n---\n",
             [("a", .string("12")), ("b", .string("true")), ("c", .string("~"))]),
        Case("dates and times stay strings as written", "---\ndate: 2026-11-29T21:14:00+09:00\nday: 2026-11-29\n---\n",
             [("date", .string("2026-11-29T21:14:00+09:00")), ("day", .string("2026-11-29"))]),
        Case("nested mappings and multi-line flow are read; anchors, aliases and tags are read",
             "---\nplace:\n  city: Seoul\n  zip: '04524'\nref: &a value # c\nalias: *a\ntag: !!str 12\nlist: [a,\n  b]\nmap: {a: 1}\nnested: [[a], b]\n---\n",
             [("place", .mapping([FrontMatterPair(key: "city", value: .string("Seoul")), FrontMatterPair(key: "zip", value: .string("04524"))])),
              ("ref", .string("value")), ("alias", .string("value")),
              ("tag", .string("12")), ("list", .sequence([.string("a"), .string("b")])),
              ("map", .mapping([FrontMatterPair(key: "a", value: .integer(1))])),
              ("nested", .sequence([.sequence([.string("a")]), .string("b")]))]),
        Case("a multi-line flow list may close at column 0, as PyYAML reads it; then the next key",
             "---\ntags: [\n  a,\n  b\n]\nmap: {\n  a: 1\n}\nnext: 1\n---\n",
             [("tags", .sequence([.string("a"), .string("b")])), ("map", .mapping([FrontMatterPair(key: "a", value: .integer(1))])),
              ("next", .integer(1))]),
        Case("block sequence of mappings is read", "---\nplaces:\n- name: a\n  v: 1\n---\n",
             [("places", .sequence([.mapping([FrontMatterPair(key: "name", value: .string("a")), FrontMatterPair(key: "v", value: .integer(1))])]))]),
        Case("a complex key stays raw", "---\nplaces:\n  ? a\n  : b\n---\n", [("places", .raw("  ? a\n  : b"))]),
        Case("delimiters with trailing blanks", "---   \nmood: good\n--- \t\nBody", [("mood", .string("good"))], body: "Body"),
        Case("dots close the front matter", "---\nmood: good\n...\nBody\n", [("mood", .string("good"))], body: "Body\n"),
        Case("no final newline after the closing line", "---\nmood: good\n---", [("mood", .string("good"))]),
        Case("no final newline in the body", "---\nmood: good\n---\nlast line", [("mood", .string("good"))], body: "last line"),
        Case("byte order mark", "\u{FEFF}---\nmood: good\n---\n", [("mood", .string("good"))]),
        Case("CRLF", "---\r\nmood: good\r\ntags:\r\n  - a\r\nn: |\r\n  x\r\n  y\r\nq: 'a\r\n  b'\r\n---\r\nBody\r\n",
             [("mood", .string("good")), ("tags", .sequence([.string("a")])), ("n", .string("x\ny\n")), ("q", .string("a b"))],
             body: "Body\r\n"),
        Case("empty front matter", "---\n---\n", []),
        Case("comments and blank lines only", "---\n# a comment\n\n  # indented\n---\nText\n", [], body: "Text\n"),
        Case("quoted keys", "---\n\"a: b\": 1\n'it''s': 2\n\"tab\\tkey\": 3\n---\n",
             [("a: b", .integer(1)), ("it's", .integer(2)), ("tab\tkey", .integer(3))]),
        Case("keys with spaces, Korean and emoji", "---\nmy key: x\n기분: 좋음\n🌧 weather: rain\nkey  : spaced\n---\n",
             [("my key", .string("x")), ("기분", .string("좋음")), ("🌧 weather", .string("rain")), ("key", .string("spaced"))]),
        Case("a thematic break in the body", "---\na: 1\n---\n---\nText\n", [("a", .integer(1))], body: "---\nText\n"),
    ]

    @Test(arguments: cases)
    func readsValuesAndBody(_ testCase: Case) throws {
        let document = try EntryDocument(parsing: testCase.input)
        let frontMatter = try #require(document.frontMatter)
        #expect(frontMatter.keys == testCase.fields.map(\.0))
        for (key, value) in testCase.fields {
            #expect(document[key] == value, "\(key)")
        }
        #expect(document.body == testCase.body)
        #expect(document.serialized() == Array(testCase.input.utf8))
    }

    /// Files that do not start with a `---` line have no front matter: all of it is body.
    static let withoutFrontMatter = [
        "Body only\n---\nx: y\n", "", "--- title\nx: y\n---\n", "\n---\nx: y\n---\n", "----\nx: y\n----\n", "\u{FEFF}Text",
        "  ---\nx: y\n---\n",
    ]

    @Test(arguments: withoutFrontMatter)
    func readsAFileWithoutFrontMatterAsBody(_ input: String) throws {
        let document = try EntryDocument(parsing: input)
        #expect(document.frontMatter == nil)
        #expect(document.hasByteOrderMark == input.hasPrefix("\u{FEFF}"))
        #expect(document.body == (input.hasPrefix("\u{FEFF}") ? String(input.dropFirst()) : input))
        #expect(document.serialized() == Array(input.utf8))
    }

    @Test func recordsTheByteOrderMark() throws {
        let document = try EntryDocument(parsing: Array("\u{FEFF}---\na: 1\n---\n".utf8))
        #expect(document.hasByteOrderMark)
        #expect(document.frontMatter?.opening == "---\n")
    }

    @Test func recordsScalarAndSequenceStyles() throws {
        let document = try EntryDocument(parsing: "---\na: x\nb: 'x'\nc: \"x\"\nd: |\n  x\ne: >\n  x\nf: [x]\ng:\n    - x\n---\n")
        let nodes = try #require(document.frontMatter?.fields.map(\.node))
        #expect(nodes == [
            .scalar(FrontMatterScalar(text: "x", style: .plain)), .scalar(FrontMatterScalar(text: "x", style: .singleQuoted)),
            .scalar(FrontMatterScalar(text: "x", style: .doubleQuoted)), .scalar(FrontMatterScalar(text: "x\n", style: .literal)),
            .scalar(FrontMatterScalar(text: "x\n", style: .folded)),
            .sequence([FrontMatterScalar(text: "x", style: .plain)], style: .flow),
            .sequence([FrontMatterScalar(text: "x", style: .plain)], style: .block(indent: 4)),
        ])
    }

    @Test func keepsCommentsAndBlankLinesAsTrivia() throws {
        let input = "---\r\n# top\r\nmood: good # c\r\n\r\n  # indented\r\ntags: [a]\r\n---\r\n"
        let frontMatter = try #require(try EntryDocument(parsing: input).frontMatter)
        #expect(frontMatter.opening == "---\r\n")
        #expect(frontMatter.closing == "---\r\n")
        #expect(frontMatter.lineEnding == .crlf)
        #expect(frontMatter.items.map(\.source) == ["# top\r\n", "mood: good # c\r\n", "\r\n", "  # indented\r\n", "tags: [a]\r\n"])
        #expect(frontMatter.line(ofKey: "mood") == 3)
        #expect(frontMatter.line(ofKey: "tags") == 6)
        #expect(frontMatter.line(ofKey: "absent") == nil)
    }

    @Test func keepsMixedLineEndingsPerLine() throws {
        let input = "---\nmood: good\r\ntags:\n  - a\r\n---\r\nBody\n"
        let document = try EntryDocument(parsing: input)
        #expect(document.frontMatter?.items.map(\.source) == ["mood: good\r\n", "tags:\n  - a\r\n"])
        #expect(document.serializedText() == input)
    }

    /// The alias expansion bomb of `shared/cases/28` stays small: aliases are never expanded.
    /// Aliases are copied within the budget of ``FrontMatterParser/aliasNodeBudget`` values: the
    /// alias bomb fails at the first alias past it, at once.
    @Test func neverExpandsAliasesPastTheBudget() throws {
        var input = "---\na: &a [x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            input += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 9).joined(separator: ", ") + "]\n"
            previous = name
        }
        input += "---\n"
        #expect(throws: FrontMatterError.aliasExpansionLimit(FrontMatterError.Context(
            location: SourceLocation(line: 6, column: 8), sourceLine: "e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]", found: "*d"))) {
            try EntryDocument(parsing: input)
        }
        // Within the budget, the copies are made.
        let small = try EntryDocument(parsing: "---\na: &a [x, y]\nb: [*a, *a]\n---\n")
        #expect(small["b"] == .sequence([.sequence([.string("x"), .string("y")]), .sequence([.string("x"), .string("y")])]))
    }

    /// Deep nesting is counted, not recursed into: no stack overflow.
    @Test func readsDeepFlowNestingWithoutRecursion() throws {
        let depth = 100_000
        let input = "---\nx: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n---\n"
        let document = try EntryDocument(parsing: input)
        #expect(document["x"] == .raw(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
    }
}
