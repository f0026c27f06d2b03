import Testing
@testable import DiaryVault

/// Edits in memory and the read-back check that guards every write.
@Suite struct EntryEditTests {
    static let text = "---\r\nisStar: no\r\ncreated: 2026-11-29\r\nmood: okay\r\n---\r\nBody.\r\n"

    @Test func editsTheKeysTheFileAlreadyUses() throws {
        var entry = try Entry(parsing: Array(Self.text.utf8))
        let star = try EntryEdit.star(true).apply(to: &entry, path: "e.md")
        let date = try EntryEdit.set(key: "date", value: .string("2026-11-30")).apply(to: &entry, path: "e.md")
        #expect(star == EntryEdit.Change(key: "isStar", value: .bool(true)))
        #expect(date == EntryEdit.Change(key: "created", value: .string("2026-11-30")))
        #expect(entry.document.serializedText() == "---\r\nisStar: true\r\ncreated: 2026-11-30\r\nmood: okay\r\n---\r\nBody.\r\n")
    }

    @Test func reportsNoChangeForAStateAlreadyThere() throws {
        var entry = try Entry(parsing: Array(Self.text.utf8))
        #expect(try EntryEdit.star(false).apply(to: &entry, path: "e.md") == nil)
        #expect(try EntryEdit.unset(key: "weather").apply(to: &entry, path: "e.md") == nil)
        #expect(try EntryEdit.set(key: "mood", value: .string("okay")).apply(to: &entry, path: "e.md") == nil)
    }

    static let typedTexts: [(text: String, current: FrontMatterValue?, value: FrontMatterValue)] = [
        ("31", .integer(31), .integer(31)),
        ("0x1F", .integer(12), .integer(31)),
        ("2.5", .integer(3), .float(2.5)),
        ("5", .float(4.5), .integer(5)),
        // A float whose shortest form is not the text typed keeps the text (30 digits must not
        // become 1.2345678901234568e+29, nor 1e400 .inf).
        ("-1e3", .float(4.5), .string("-1e3")),
        ("123456789012345678901234567890", .integer(5), .string("123456789012345678901234567890")),
        ("1e400", .float(4.5), .string("1e400")),
        ("-2.5", .float(4.5), .float(-2.5)),
        ("FALSE", .bool(true), .bool(false)),
        ("yes", .bool(true), .string("yes")),
        ("many", .integer(3), .string("many")),
        ("7", .string("plain"), .string("7")),
        ("7", .null, .string("7")),
        ("true", nil, .string("true")),
        ("1", .sequence([.integer(1)]), .string("1")),
    ]

    @Test(arguments: typedTexts)
    func typedTextKeepsTheKindOfTheValueItReplaces(text: String, current: FrontMatterValue?, value: FrontMatterValue) {
        #expect(EntryEdit.value(of: text, replacing: current) == value)
    }

    static let tampered: [(bytes: String, detail: String)] = [
        ("---\nstarred: true\nmood: okay\n---\nBody changed.\n", "the body changed"),
        ("---\nstarred: true\nmood: bad\n---\nBody.\n", "the value of 'mood' changed"),
        ("---\nmood: okay\nstarred: true\nweather: sun\n---\nBody.\n", "the other keys or their order changed"),
        ("---\nstarred: yes\nmood: okay\n---\nBody.\n", "'starred' does not read back as the value set"),
        ("---\nstarred: [\nmood: okay\n---\nBody.\n", "the edited file does not parse"),
    ]

    @Test(arguments: tampered)
    func verificationNamesWhatDiffers(bytes: String, detail: String) throws {
        let original = try Entry(parsing: Array("---\nmood: okay\n---\nBody.\n".utf8))
        let change = EntryEdit.Change(key: "starred", value: .bool(true))
        let error = #expect(throws: VaultError.self) {
            try EntryEdit.verify(Array(bytes.utf8), original: original, changes: [change], path: "e.md")
        }
        #expect(error == .editNotVerified(path: "e.md", detail: detail))
    }

    @Test func verificationAcceptsTheRealEdit() throws {
        var entry = try Entry(parsing: Array("---\nmood: okay\n---\nBody.\n".utf8))
        let original = entry
        let change = try #require(try EntryEdit.star(true).apply(to: &entry, path: "e.md"))
        try EntryEdit.verify(entry.document.serialized(), original: original, changes: [change], path: "e.md")
    }
}
