import Testing
@testable import DiaryVault

/// An entry's semantic keys read from its front matter: modern keys, legacy aliases, the title
/// rule; starring edits; the canonical form of new entries.
@Suite struct EntryTests {
    static let uuid = "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F"

    func entry(_ text: String) throws -> Entry {
        try Entry(parsing: Array(text.utf8))
    }

    @Test func readsTheModernKeys() throws {
        let entry = try entry("""
            ---
            uuid: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f
            date: 2026-11-29T21:14:00+09:00
            mood: good
            starred: true
            tags: [walk, family]
            ---
            # Evening walk by the river

            Body in markdown...

            """)
        #expect(entry.uuid?.canonical == Self.uuid)
        #expect(entry.date?.text == "2026-11-29T21:14:00+09:00")
        #expect(entry.date?.day.description == "2026-11-29")
        #expect(entry.mood == .good)
        #expect(entry.moodText == "good")
        #expect(entry.isStarred)
        #expect(entry.tags == ["walk", "family"])
        #expect(entry.title == "Evening walk by the river")
        #expect(entry.body == "# Evening walk by the river\n\nBody in markdown...\n")
    }

    /// Legacy keys stand for their modern names when the modern key is absent.
    @Test(arguments: [
        ("id: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "uuid", "id"),
        ("uuidString: 6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3F", "uuid", "uuidString"),
        ("created: 2026-11-29 21:14", "date", "created"),
        ("isStar: true", "starred", "isStar"),
        ("favorite: yes", "starred", "favorite"),
    ])
    func readsLegacyAliases(line: String, key: String, storedKey: String) throws {
        let entry = try entry("---\n\(line)\n---\n")
        #expect(entry.storedKey(for: key) == storedKey)
        switch key {
        case "uuid": #expect(entry.uuid?.canonical == Self.uuid)
        case "date": #expect(entry.date?.text == "2026-11-29 21:14")
        default: #expect(entry.isStarred)
        }
    }

    /// `UUID:` and `Date:` are read as Hugo reads keys, without case (else `check --fix` would
    /// add a second uuid). A key in another ASCII case is read when no key or
    /// legacy alias is written exactly; `storedKey` names it as written.
    @Test(arguments: [
        ("UUID: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "uuid", "UUID"),
        ("Id: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "uuid", "Id"),
        ("UUIDSTRING: 6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3F", "uuid", "UUIDSTRING"),
        ("Date: 2026-11-29 21:14", "date", "Date"),
        ("CREATED: 2026-11-29 21:14", "date", "CREATED"),
        ("Starred: true", "starred", "Starred"),
        ("isstar: true", "starred", "isstar"),
        ("Mood: Good", "mood", "Mood"),
        ("TAGS: [walk, family]", "tags", "TAGS"),
        ("Title: Evening walk", "title", "Title"),
    ])
    func readsKeysInAnotherCase(line: String, key: String, storedKey: String) throws {
        let entry = try entry("---\n\(line)\n---\n")
        #expect(entry.storedKey(for: key) == storedKey)
        switch key {
        case "uuid": #expect(entry.uuid?.canonical == Self.uuid)
        case "date": #expect(entry.date?.text == "2026-11-29 21:14")
        case "mood": #expect(entry.mood == .good)
        case "tags": #expect(entry.tags == ["walk", "family"])
        case "title": #expect(entry.title == "Evening walk")
        default: #expect(entry.isStarred)
        }
    }

    /// The key written exactly wins over one in another case, and an exact legacy alias over a
    /// modern key in another case; the first of two case variants wins; other bytes must match.
    @Test func prefersExactKeysOverOtherCases() throws {
        let entry = try entry("""
            ---
            UUID: 22222222-2222-2222-2222-222222222222
            uuid: 11111111-1111-1111-1111-111111111111
            DATE: 2025-01-01
            created: 2026-11-29
            Mood: bad
            MOOD: good
            tag s: [no]
            Tagß: [no]
            ---

            """)
        #expect(entry.uuid?.canonical == "11111111-1111-1111-1111-111111111111")
        #expect(entry.storedKey(for: "uuid") == "uuid")
        #expect(entry.date?.text == "2026-11-29")
        #expect(entry.storedKey(for: "date") == "created")
        #expect(entry.mood == .bad)
        #expect(entry.storedKey(for: "mood") == "Mood")
        #expect(entry.tags == [])
        #expect(entry.storedKey(for: "tags") == nil)
        #expect(!"Tagß".equalsIgnoringASCIICase("tags") && "tAgS".equalsIgnoringASCIICase("TAGS"))
        #expect(!"[".equalsIgnoringASCIICase("{") && !"@".equalsIgnoringASCIICase("`"))
    }

    /// A flow list over several lines is read as tags when its line breaks are only spaces to
    /// YAML; with a comment, a quote, a blank line or a nested list it is not read.
    @Test(arguments: [
        ("tags: [walk,\n  family]", ["walk", "family"]),
        // The closing bracket alone at column 0, as PyYAML accepts it.
        ("tags: [\n  walk,\n  family\n]", ["walk", "family"]),
        ("tags: [walk\n  by the river, 2026,\n  ~]", ["walk by the river", "2026"]),
        // Read as YAML reads them (comments, quotes and blank lines inside the list).
        ("tags: [walk, # outdoors\n  family]", ["walk", "family"]),
        ("tags: [walk,\n  'family']", ["walk", "family"]),
        ("tags: [walk,\n\n  family]", ["walk", "family"]),
        ("tags: [walk,\n  [family]]", []),
        ("tags: {walk: 1,\n  family: 2}", []),
    ] as [(String, [String])])
    func readsFlowTagsOverSeveralLines(line: String, tags: [String]) throws {
        let entry = try entry("---\n\(line)\n---\n")
        #expect(entry.tags == tags)
    }

    @Test func prefersModernKeysOverLegacyOnes() throws {
        let entry = try entry("""
            ---
            id: 22222222-2222-2222-2222-222222222222
            uuid: 11111111-1111-1111-1111-111111111111
            created: 2025-01-01
            date: 2026-11-29
            isStar: true
            favorite: true
            starred: false
            ---

            """)
        #expect(entry.uuid?.canonical == "11111111-1111-1111-1111-111111111111")
        #expect(entry.date?.text == "2026-11-29")
        #expect(!entry.isStarred)
        #expect(entry.storedKey(for: "starred") == "starred")
        #expect(entry.storedKey(for: "mood") == nil)
    }

    @Test func keepsAnUnknownMoodAsWritten() throws {
        let entry = try entry("---\nmood: calm\n---\n")
        #expect(entry.mood == nil)
        #expect(entry.moodText == "calm")
    }

    @Test func readsTagsAsStrings() throws {
        #expect(try entry("---\ntags: [a, 1, true, null, '']\n---\n").tags == ["a", "1", "true", ""])
        #expect(try entry("---\ntags:\n  - walk\n  - 가족\n---\n").tags == ["walk", "가족"])
        #expect(try entry("---\ntags: single\n---\n").tags == ["single"])
        #expect(try entry("---\ntags:\n---\n").tags == [])
        #expect(try entry("---\ntags: {a: 1}\n---\n").tags == [])
    }

    @Test func takesTheTitleKeyOverTheBody() throws {
        #expect(try entry("---\ntitle: From the key\n---\n# From the body\n").title == "From the key")
        #expect(try entry("---\ntitle: '  padded  '\n---\n# From the body\n").title == "padded")
        #expect(try entry("---\ntitle: '  '\n---\n# From the body\n").title == "From the body")
        // A title of U+3000 IDEOGRAPHIC SPACE is no title: the body gives it.
        #expect(try entry("---\ntitle: \"\u{3000}\"\n---\n# \u{C9C4}\u{C9DC} \u{C81C}\u{BAA9}\n").title == "\u{C9C4}\u{C9DC} \u{C81C}\u{BAA9}")
        #expect(try entry("---\ntitle: \"\\u3000\\t\"\n---\n# From the body\n").title == "From the body")
        #expect(try entry("---\ntitle: \"\u{3000}x\"\n---\n# From the body\n").title == "\u{3000}x")
        #expect(try entry("---\ntitle:\n---\n\nFirst line\n").title == "First line")
        #expect(try entry("---\ntitle: x\n---\r\n# Heading\r\n").title == "x")
    }

    /// A title YAML resolves to a number or boolean is read as written.
    @Test(arguments: [("title: 1984", "1984"), ("title: true", "true"), ("title: 0x1F", "0x1F"), ("title: 2.5", "2.5")])
    func readsATitleAsWritten(line: String, title: String) throws {
        #expect(try entry("---\n\(line)\n---\n# Body heading\n").title == title)
    }

    /// A Day One uuid of 32 decimal digits is read as written, not as a float that loses it.
    @Test func readsAnAllDigitDayOneUUID() throws {
        let entry = try entry("---\nuuid: 12345678901234567890123456789012\nmood: 0x4\n---\n")
        #expect(entry.uuid?.canonical == "12345678-9012-3456-7890-123456789012")
        #expect(entry.moodText == "0x4")
        #expect(entry.mood == nil)
    }

    @Test func starsThroughTheKeyTheFileUses() throws {
        var legacy = try entry("---\nisStar: false # old app\n---\nBody\n")
        let starred = legacy.setStarred(true)
        #expect(starred)
        #expect(legacy.document.serializedText() == "---\nisStar: true # old app\n---\nBody\n")
        #expect(legacy.isStarred)
        let starredAgain = legacy.setStarred(true)
        #expect(!starredAgain)

        var modern = try entry("---\r\nmood: good\r\n---\r\nBody\r\n")
        modern.setStarred(true)
        #expect(modern.document.serializedText() == "---\r\nmood: good\r\nstarred: true\r\n---\r\nBody\r\n")

        var bare = try entry("Body\n")
        bare.setStarred(true)
        #expect(bare.document.serializedText() == "---\nstarred: true\n---\nBody\n")
    }

    @Test func rederivesAfterAnEdit() throws {
        var entry = try entry("---\nmood: bad\n---\n# Old\n")
        entry.setValue(.string("great"), forKey: "mood")
        #expect(entry.mood == .great)
        entry.setValue(.string("New"), forKey: "title")
        #expect(entry.title == "New")
        let removed = entry.removeValue(forKey: "title")
        #expect(removed)
        #expect(entry.title == "Old")
        let removedAgain = entry.removeValue(forKey: "title")
        #expect(!removedAgain)
    }

    @Test func writesNewEntriesInCanonicalForm() throws {
        let entry = Entry.canonical(
            uuid: try #require(EntryID(parsing: "6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f")),
            date: try #require(EntryDate(parsing: "2026-11-29T21:14:00+09:00")),
            mood: .notGreat, starred: true, tags: ["walk", "family", "yes"],
            extra: [("weather", .string("맑음 ☀️")), ("mood", .string("bad")), ("steps", .integer(8000))],
            title: "Evening walk", text: "Body in markdown...\r\n\r\n\r\n")
        #expect(entry.document.serializedText() == """
            ---
            uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
            date: 2026-11-29T21:14:00+09:00
            mood: not-great
            starred: true
            tags: [walk, family, "yes"]
            weather: 맑음 ☀️
            steps: 8000
            ---
            # Evening walk

            Body in markdown...

            """)
        #expect(try Entry(parsing: entry.document.serialized()) == entry)
        #expect(entry.title == "Evening walk")
        #expect(entry.mood == .notGreat)
        #expect(entry.tags == ["walk", "family", "yes"])
    }

    @Test func writesAMinimalCanonicalEntry() throws {
        let entry = Entry.canonical(uuid: try #require(EntryID(parsing: Self.uuid)),
                                    date: try #require(EntryDate(parsing: "2026-11-29")), text: "")
        #expect(entry.document.serializedText() == "---\nuuid: \(Self.uuid)\ndate: 2026-11-29\nstarred: false\n---\n")
        #expect(try Entry(parsing: entry.document.serialized()) == entry)
    }

    @Test func keepsABodyThatAlreadyStartsWithAHeading() throws {
        let entry = Entry.canonical(uuid: try #require(EntryID(parsing: Self.uuid)),
                                    date: try #require(EntryDate(parsing: "2026-11-29")), title: "Ignored",
                                    text: "\n\n# Already\ntext")
        #expect(entry.document.body == "# Already\ntext\n")
        #expect(entry.title == "Already")
        #expect(try Entry(parsing: entry.document.serialized()) == entry)
    }
}
