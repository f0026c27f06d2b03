import Testing
@testable import DiaryVault

/// Format-preserving edits: `setValue` and `removeValue` change only the lines of their key, keep
/// the file's spacing, comments, quoting and line endings, and write values that read back.
@Suite struct EntryDocumentEditingTests {
    /// One edit: the file before, the key and value set, the file after.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var before: String
        var key: String
        var value: FrontMatterValue
        var after: String
        /// The value read back when it differs from the one set (values outside the subset).
        var readBack: FrontMatterValue?

        init(_ name: String, _ before: String, set key: String, to value: FrontMatterValue, _ after: String,
             readBack: FrontMatterValue? = nil) {
            self.name = name
            self.before = before
            self.key = key
            self.value = value
            self.after = after
            self.readBack = readBack
        }

        var testDescription: String { name }
    }

    static let edits: [Edit] = [
        Edit("plain value", "---\nmood: good\nstarred: false\n---\nBody\n", set: "mood", to: .string("great"),
             "---\nmood: great\nstarred: false\n---\nBody\n"),
        Edit("single-quoted value keeps its quotes", "---\nweather: 'clear'\n---\n", set: "weather", to: .string("it's rain"),
             "---\nweather: 'it''s rain'\n---\n"),
        Edit("double-quoted value keeps its quotes", "---\ntitle: \"Seoul: day one\"\n---\n", set: "title",
             to: .string("Seoul: day two"), "---\ntitle: \"Seoul: day two\"\n---\n"),
        Edit("flow sequence keeps each item's quotes", "---\ntags: ['walk', \"family\"]\n---\n", set: "tags",
             to: .sequence([.string("river"), .string("night"), .string("a: b")]),
             "---\ntags: ['river', \"night\", \"a: b\"]\n---\n"),
        Edit("block sequence keeps its indentation", "---\ntags:\n  - walk\n  - family\nmood: good\n---\n", set: "tags",
             to: .sequence([.string("a"), .string("yes")]), "---\ntags:\n  - a\n  - \"yes\"\nmood: good\n---\n"),
        Edit("block sequence with a null item", "---\ntags:\n  - a\n---\n", set: "tags",
             to: .sequence([.string("a"), .null, .integer(2)]), "---\ntags:\n  - a\n  -\n  - 2\n---\n"),
        // The comment line after `a` stays with it (an edit that dropped `a` would be refused).
        Edit("block sequence at indent 0 with comments", "---\ntags: # list\n- a\n# between\n- b\nmood: good\n---\n",
             set: "tags", to: .sequence([.string("a"), .string("c")]), "---\ntags: # list\n- a\n# between\n- c\nmood: good\n---\n"),
        Edit("block sequence key comment keeps its spacing", "---\ntags:   # list\n  - a\n---\n", set: "tags",
             to: .sequence([.string("b")]), "---\ntags:   # list\n  - b\n---\n"),
        Edit("literal block scalar", "---\nnotes: |\n  one\n  two\nmood: good\n---\n", set: "notes",
             to: .string("three\nfour\n"), "---\nnotes: |\n  three\n  four\nmood: good\n---\n"),
        Edit("folded block scalar becomes literal, header comment kept", "---\nnotes: >-  # folded\n  a\n  b\n---\n",
             set: "notes", to: .string("x\ny"), "---\nnotes: |-  # folded\n  x\n  y\n---\n"),
        Edit("block scalar to one line keeps the header comment", "---\nnotes: |  # memo\n  old\nmood: good\n---\n",
             set: "notes", to: .string("short"), "---\nnotes: short  # memo\nmood: good\n---\n"),
        Edit("block scalar with a first line starting with spaces", "---\nnotes: |\n  old\n---\n", set: "notes",
             to: .string("  indented\nline"), "---\nnotes: |2-\n    indented\n  line\n---\n"),
        Edit("block scalar keeping final empty lines", "---\nnotes: |\n  old\nmood: good\n---\n", set: "notes",
             to: .string("a\n\n"), "---\nnotes: |+\n  a\n\nmood: good\n---\n"),
        Edit("multi-line quoted value keeps its comment", "---\ntitle: \"a\n  b\"  # c\n---\n", set: "title",
             to: .string("x"), "---\ntitle: \"x\"  # c\n---\n"),
        Edit("trailing comment and spacing kept", "---\nmood:    good   # how I felt\n---\n", set: "mood",
             to: .string("okay"), "---\nmood:    okay   # how I felt\n---\n"),
        Edit("CRLF kept", "---\r\nmood: good\r\n---\r\nBody\r\n", set: "mood", to: .string("great"),
             "---\r\nmood: great\r\n---\r\nBody\r\n"),
        Edit("CRLF block sequence", "---\r\ntags:\r\n  - a\r\n---\r\n", set: "tags", to: .sequence([.string("b"), .string("c")]),
             "---\r\ntags:\r\n  - b\r\n  - c\r\n---\r\n"),
        Edit("null value gets one", "---\nmood:\n---\n", set: "mood", to: .string("good"), "---\nmood: good\n---\n"),
        Edit("value set to null keeps the comment", "---\nmood: good # c\n---\n", set: "mood", to: .null, "---\nmood: # c\n---\n"),
        Edit("new key after the last key, before trailing comments", "---\nmood: good\n# trailing comment\n\n---\n",
             set: "starred", to: .bool(true), "---\nmood: good\nstarred: true\n# trailing comment\n\n---\n"),
        Edit("new key with the file's CRLF", "---\r\nmood: good\r\n---\r\n", set: "tags", to: .sequence([.string("a")]),
             "---\r\nmood: good\r\ntags: [a]\r\n---\r\n"),
        Edit("new key that needs quotes", "---\nmood: good\n---\n", set: "my: key", to: .integer(1),
             "---\nmood: good\n\"my: key\": 1\n---\n"),
        Edit("new key in comment-only front matter", "---\n# just a comment\n---\n", set: "mood", to: .string("good"),
             "---\n# just a comment\nmood: good\n---\n"),
        Edit("no front matter", "Just a body\n", set: "mood", to: .string("good"), "---\nmood: good\n---\nJust a body\n"),
        Edit("no front matter, CRLF body", "Body\r\nline\r\n", set: "mood", to: .string("good"),
             "---\r\nmood: good\r\n---\r\nBody\r\nline\r\n"),
        Edit("no front matter, byte order mark", "\u{FEFF}Body", set: "mood", to: .string("good"),
             "\u{FEFF}---\nmood: good\n---\nBody"),
        Edit("float and integer", "---\nscore: 1\n---\n", set: "score", to: .float(2.0), "---\nscore: 2.0\n---\n"),
        Edit("small float keeps a dot for YAML 1.1", "---\nscore: 1\n---\n", set: "score", to: .float(1e-5),
             "---\nscore: 1.0e-05\n---\n"),
        Edit("infinity", "---\nscore: 1\n---\n", set: "score", to: .float(-.infinity), "---\nscore: -.inf\n---\n"),
        // An empty sequence is written as a flow sequence, not recorded as the plain string "[]".
        Edit("empty sequence", "---\ntags:\n  - a\n---\n", set: "tags", to: .sequence([]), "---\ntags: []\n---\n"),
        // A nested sequence is written as flow YAML (not a plain string); it reads back raw.
        Edit("nested sequence is written in flow style", "---\ntags: [a]\n---\n", set: "tags",
             to: .sequence([.sequence([.string("a"), .string("b")]), .string("c")]), "---\ntags: [[a, b], c]\n---\n"),
        Edit("raw value on the key line", "---\nref: x\n---\n", set: "ref", to: .raw("{a: value}"), "---\nref: {a: value}\n---\n",
             readBack: .mapping([FrontMatterPair(key: "a", value: .string("value"))])),
        Edit("raw value below the key", "---\nplace: x # where\n---\n", set: "place", to: .raw("  city: Seoul\n  zip: 04524"),
             "---\nplace: # where\n  city: Seoul\n  zip: 04524\n---\n",
             readBack: .mapping([FrontMatterPair(key: "city", value: .string("Seoul")), FrontMatterPair(key: "zip", value: .integer(4524))])),
        Edit("a mapping is written as a block mapping", "---\nplace: x\nmood: good\n---\n", set: "place",
             to: .mapping([FrontMatterPair(key: "city", value: .string("서울")), FrontMatterPair(key: "lat", value: .float(37.5))]),
             "---\nplace:\n  city: 서울\n  lat: 37.5\nmood: good\n---\n"),
        // A literal block written at indent 2 would take the indented comment after it.
        Edit("block scalar that would take the comment after it is quoted", "---\nnotes: >\n    old\n  # note\nmood: good\n---\n",
             set: "notes", to: .string("new\ntext\n"), "---\nnotes: \"new\\ntext\\n\"\n  # note\nmood: good\n---\n"),
        // A `|+` block would take the blank line after it.
        Edit("block scalar that would take the blank line after it is quoted", "---\nnotes: |\n  old\n\nmood: good\n---\n",
             set: "notes", to: .string("a\n\n"), "---\nnotes: \"a\\n\\n\"\n\nmood: good\n---\n"),
    ]

    @Test(arguments: edits)
    func rewritesOnlyTheKeysLines(_ edit: Edit) throws {
        var document = try EntryDocument(parsing: edit.before)
        let changed = document.setValue(edit.value, forKey: edit.key)
        #expect(changed)
        #expect(document.serializedText() == edit.after)
        let reparsed = try EntryDocument(parsing: document.serializedText())
        #expect(reparsed == document)
        #expect(reparsed[edit.key] == (edit.readBack ?? edit.value))
    }

    /// Strings (and flow items) that YAML 1.2 or PyYAML would read as something else are quoted;
    /// the rest are written plain.
    static let quoting: [(FrontMatterValue, String)] = [
        (.string("yes"), "\"yes\""), (.string("no"), "\"no\""), (.string("on"), "\"on\""), (.string("Off"), "\"Off\""),
        (.string("y"), "\"y\""), (.string("1.0"), "\"1.0\""), (.string("0o7"), "\"0o7\""), (.string("0x1F"), "\"0x1F\""),
        (.string("~"), "\"~\""), (.string("null"), "\"null\""), (.string(""), "\"\""), (.string("a: b"), "\"a: b\""),
        (.string("x #y"), "\"x #y\""), (.string("- x"), "\"- x\""), (.string("-"), "\"-\""), (.string("@x"), "\"@x\""),
        (.string("`x"), "\"`x\""), (.string("[x]"), "\"[x]\""), (.string("{x}"), "\"{x}\""), (.string("#tag"), "\"#tag\""),
        (.string("&x"), "\"&x\""), (.string("*x"), "\"*x\""), (.string("!x"), "\"!x\""), (.string("|"), "\"|\""),
        (.string(">"), "\">\""), (.string("%x"), "\"%x\""), (.string("'q'"), "\"'q'\""), (.string("\"q\""), "\"\\\"q\\\"\""),
        (.string(" lead"), "\" lead\""), (.string("trail "), "\"trail \""), (.string("x:"), "\"x:\""),
        (.string("line1\nline2"), "\"line1\\nline2\""), (.string("tab\there"), "\"tab\\there\""), (.string("\u{7}"), "\"\\a\""),
        (.string("\u{85}"), "\"\\N\""), (.string("\u{2028}"), "\"\\L\""), (.string("\u{FEFF}x"), "\"\\uFEFFx\""),
        (.string("x\u{FFFF}"), "\"x\\uFFFF\""), (.string("\u{1F}"), "\"\\x1F\""), (.string("back\\slash"), "back\\slash"),
        (.string("="), "\"=\""), (.string("<<"), "\"<<\""), (.string("1_000"), "\"1_000\""), (.string("1:30"), "\"1:30\""),
        (.string("012"), "\"012\""), (.string("1e3"), "\"1e3\""), (.string(".5"), "\".5\""), (.string("-.5"), "\"-.5\""),
        (.string("true"), "\"true\""), (.string(".inf"), "\".inf\""), (.string("0b101"), "\"0b101\""),
        (.string("🌧 비"), "🌧 비"), (.string("한국어"), "한국어"), (.string("👩‍👩‍👧"), "👩‍👩‍👧"), (.string("C#"), "C#"),
        (.string("a:b"), "a:b"), (.string("x?"), "x?"), (.string("it's"), "it's"), (.string("50%"), "50%"),
        // YAML 1.1 readers (PyYAML, Jekyll) take these for timestamps.
        (.string("2026-11-29"), "\"2026-11-29\""), (.string("2026-11-29T21:14:00+09:00"), "\"2026-11-29T21:14:00+09:00\""),
        (.sequence([.string("a?"), .string("x,y"), .string("yes"), .string(""), .null, .integer(3), .string("?x"), .string("a:b")]),
         "[\"a?\", \"x,y\", \"yes\", \"\", null, 3, \"?x\", \"a:b\"]"),
    ]

    @Test(arguments: quoting)
    func quotesValuesYAMLWouldReadOtherwise(value: FrontMatterValue, written: String) throws {
        var document = try EntryDocument(parsing: "---\n---\n")
        document.setValue(value, forKey: "k")
        #expect(document.serializedText() == "---\nk: \(written)\n---\n")
        #expect(try EntryDocument(parsing: document.serializedText())["k"] == value)
    }

    /// Setting the value a key already has, however it is spelled, changes nothing.
    static let noOps: [(String, String, FrontMatterValue)] = [
        ("---\nmood: 'good'  # c\n---\n", "mood", .string("good")),
        ("---\ntags: [a, \"b\"]\n---\n", "tags", .sequence([.string("a"), .string("b")])),
        ("---\ntags:\n- a\n---\n", "tags", .sequence([.string("a")])),
        ("---\nn: 0x1F\n---\n", "n", .integer(31)),
        ("---\nx: ~\n---\n", "x", .null),
        ("---\nx: .NaN\n---\n", "x", .float(.nan)),
        ("---\nnotes: >\n  a\n  b\n---\n", "notes", .string("a b\n")),
    ]

    @Test(arguments: noOps)
    func settingTheSameValueKeepsTheBytes(text: String, key: String, value: FrontMatterValue) throws {
        var document = try EntryDocument(parsing: text)
        let changed = document.setValue(value, forKey: key)
        #expect(!changed)
        #expect(document.serializedText() == text)
    }

    @Test func removesTheKeyAndAllItsLines() throws {
        var document = try EntryDocument(parsing: "---\nuuid: X\nmood: good # c\ntags:\n  - a\n\n  - b\n# after\n---\nBody\n")
        let removed = document.removeValue(forKey: "tags")
        #expect(removed)
        #expect(document.serializedText() == "---\nuuid: X\nmood: good # c\n# after\n---\nBody\n")
        let removedTwice = document.removeValue(forKey: "tags")
        #expect(!removedTwice)
        let removedAbsent = document.removeValue(forKey: "absent")
        #expect(!removedAbsent)
    }

    @Test func removingFromAFileWithoutFrontMatterDoesNothing() throws {
        var document = try EntryDocument(parsing: "Body\n")
        let removed = document.removeValue(forKey: "mood")
        #expect(!removed)
        #expect(document.serializedText() == "Body\n")
    }

    /// Removing the key after a `|+` block scalar keeps the blank line after that key from
    /// joining the block scalar and changing its value.
    @Test func removingAKeyKeepsTheBlockScalarBeforeIt() throws {
        var document = try EntryDocument(parsing: "---\nnotes: |+\n  text\nmood: good\n\nstarred: true\n---\n")
        let removed = document.removeValue(forKey: "mood")
        #expect(removed)
        #expect(document.serializedText() == "---\nnotes: |+\n  text\nstarred: true\n---\n")
        let reparsed = try EntryDocument(parsing: document.serializedText())
        #expect(reparsed["notes"] == .string("text\n"))
        #expect(reparsed == document)
    }

    /// Removing the key after a block scalar keeps an indented comment after that key from
    /// becoming the block scalar's text.
    @Test func removingAKeyKeepsTheBlockScalarFromTakingAComment() throws {
        var document = try EntryDocument(parsing: "---\nnotes: |\n  text\nmood: good\n  # about mood\n# kept\n---\n")
        let removed = document.removeValue(forKey: "mood")
        #expect(removed)
        #expect(document.serializedText() == "---\nnotes: |\n  text\n# kept\n---\n")
        #expect(try EntryDocument(parsing: document.serializedText())["notes"] == .string("text\n"))
    }
}
