import Testing
@testable import DiaryVault

/// The keys with meaning: names, aliases, lookup in any case, the lists derived from them, the
/// meaning comparison and the value kinds' order.
@Suite struct SemanticKeyTests {
    /// Each key's name and aliases, in reading order.
    @Test(arguments: [
        (SemanticKey.uuid, "uuid", ["id", "uuidString"]),
        (.date, "date", ["created"]),
        (.starred, "starred", ["isStar", "favorite"]),
        (.mood, "mood", []),
        (.tags, "tags", []),
        (.title, "title", []),
        (.anniversary, "anniversary", []),
        (.private, "private", []),
    ])
    func knowsItsNameAndAliases(key: SemanticKey, name: String, aliases: [String]) {
        #expect(key.name == name)
        #expect(key.aliases == aliases)
        #expect(key.names == [name] + aliases)
        #expect(SemanticKey(rawValue: name) == key)
    }

    @Test func listsTheKeysInReadingOrder() {
        #expect(SemanticKey.allCases == [.uuid, .date, .starred, .mood, .tags, .title, .anniversary, .private])
    }

    /// A name or alias names its key in any ASCII case.
    @Test(arguments: [
        ("uuid", SemanticKey.uuid), ("UUID", .uuid), ("id", .uuid), ("ID", .uuid), ("uuidString", .uuid), ("UUIDSTRING", .uuid),
        ("date", .date), ("Date", .date), ("created", .date), ("CREATED", .date),
        ("starred", .starred), ("Starred", .starred), ("isStar", .starred), ("isstar", .starred), ("favorite", .starred),
        ("FAVORITE", .starred), ("mood", .mood), ("MoOd", .mood), ("tags", .tags), ("TAGS", .tags),
        ("title", .title), ("Title", .title), ("anniversary", .anniversary), ("Anniversary", .anniversary),
        ("private", .private), ("PRIVATE", .private),
    ])
    func namesAKeyInAnyCase(text: String, key: SemanticKey) {
        #expect(SemanticKey(naming: text) == key)
        #expect(EntrySemantics.meaning(of: text) == key.name)
    }

    /// Other keys, and names with other characters (not only ASCII case), name no key.
    @Test(arguments: ["weather", "", "uuid ", " mood", "moods", "tag", "ｍood", "is_star", "favourite", "titre"])
    func namesNoOtherKey(text: String) {
        #expect(SemanticKey(naming: text) == nil)
        #expect(EntrySemantics.meaning(of: text) == nil)
    }

    /// The lists every layer uses are exactly the literal lists they replaced.
    @Test func derivesTheListsOfKeys() {
        #expect(EntrySemantics.semanticKeys == ["uuid", "date", "starred", "mood", "tags", "title", "anniversary", "private"])
        #expect(EntrySemantics.semanticNames
            == ["uuid", "id", "uuidString", "date", "created", "starred", "isStar", "favorite", "mood", "tags", "title", "anniversary", "private"])
        #expect(EntrySemantics.foldedLengths == [2, 4, 5, 6, 7, 8, 10, 11])
        #expect(Entry.legacyKeys == ["uuid": ["id", "uuidString"], "date": ["created"], "starred": ["isStar", "favorite"]])
        #expect(SemanticKey.canonicalOrder == [.uuid, .date, .mood, .starred, .tags])
        #expect(EntryRenderer.headerKeys == ["uuid", "date", "mood", "starred", "tags", "title"])
        #expect(EntrySemantics.spellings.map(\.name) == EntrySemantics.semanticNames)
        #expect(EntrySemantics.spellings.map(\.rank) == [0, 1, 2, 0, 1, 0, 1, 2, 0, 0, 0, 0, 0])
    }

    /// The spelling a key in another case stands for; exact spellings and other keys have none.
    @Test(arguments: [("UUID", "uuid"), ("Id", "id"), ("ISSTAR", "isStar"), ("Tags", "tags"), ("uuid", nil),
                      ("isStar", nil), ("Weather", nil)] as [(String, String?)])
    func findsTheSpellingInAnotherCase(key: String, name: String?) {
        #expect(EntrySemantics.semanticName(differingInCase: key) == name)
    }

    /// Two entries that differ in one key's value differ for that key's reading only: the meaning
    /// check compares every key (no key falls through to another's comparison).
    @Test(arguments: SemanticKey.allCases)
    func comparesEachKeysReading(key: SemanticKey) throws {
        let base = [
            "uuid": "uuid: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "date": "date: 2026-11-29", "starred": "starred: false",
            "mood": "mood: good", "tags": "tags: [walk]", "title": "title: Walk", "anniversary": "anniversary: false",
            "private": "private: false",
        ]
        let other = [
            "uuid": "uuid: 0A1B2C3D-4E5F-4061-8273-8495A6B7C8D9", "date": "date: 2026-11-30", "starred": "starred: true",
            "mood": "mood: meh", "tags": "tags: [walk, family]", "title": "title: Run", "anniversary": "anniversary: true",
            "private": "private: true",
        ]
        func entry(_ lines: [String: String]) throws -> Entry {
            let front = SemanticKey.allCases.map { lines[$0.name] ?? "" }.joined(separator: "\n")
            return try Entry(parsing: Array("---\n\(front)\n---\nBody\n".utf8))
        }
        let a = try entry(base)
        var changed = base
        changed[key.name] = other[key.name]
        let b = try entry(changed)
        for each in SemanticKey.allCases {
            #expect(each.sameReading(a, b) == (each != key), "\(each) after changing \(key)")
            #expect(each.sameReading(a, a))
        }
    }

    /// The kind each key's value is read as.
    @Test(arguments: [(SemanticKey.uuid, SemanticKey.ValueKind.identity), (.date, .date), (.starred, .boolean),
                      (.mood, .mood), (.tags, .tagList), (.title, .text), (.anniversary, .boolean),
                      (.private, .boolean)])
    func readsItsValueAsAKind(key: SemanticKey, kind: SemanticKey.ValueKind) {
        #expect(key.valueKind == kind)
        #expect(kind.isOrdered == ![.identity, .tagList].contains(kind))
    }

    /// Values compare in their kind's order: moods bad to great, dates as dates, false before true.
    @Test(arguments: [
        (SemanticKey.ValueKind.mood, "bad", "not-great", SemanticKey.Comparison.less),
        (.mood, "not-great", "okay", .less), (.mood, "okay", "good", .less), (.mood, "good", "great", .less),
        (.mood, "great", "bad", .greater), (.mood, "notGreat", "2", .equal), (.mood, "Good", "good", .equal),
        (.date, "2026-11-29", "2026-11-30", .less), (.date, "2026-11-29T21:14", "2026-11-29", .greater),
        (.date, "2026-11-29T21:14:00+09:00", "2026-11-29T21:14:00Z", .equal), (.date, "2025-12-31T23:59", "2026-01-01", .less),
        (.boolean, "false", "true", .less), (.boolean, "yes", "true", .equal), (.boolean, "true", "0", .greater),
        (.text, "Run", "Walk", .less), (.text, "walk", "Walk", .greater), (.text, "Walk", "Walk", .equal),
        (.identity, "6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3F", .equal),
        (.identity, "6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "0A1B2C3D-4E5F-4061-8273-8495A6B7C8D9", .different),
        (.tagList, "walk", "walk", .equal), (.tagList, "walk", "family", .different),
    ])
    func comparesValuesInTheKindsOrder(kind: SemanticKey.ValueKind, lhs: String, rhs: String, expected: SemanticKey.Comparison) {
        #expect(kind.compare(lhs, rhs) == expected)
    }

    /// A value that does not read as the kind compares with nothing.
    @Test(arguments: [(SemanticKey.ValueKind.mood, "meh"), (.date, "2026-13-01"), (.boolean, "maybe"), (.identity, "42")])
    func comparesNothingWithAnUnreadableValue(kind: SemanticKey.ValueKind, text: String) {
        #expect(kind.compare(text, text) == nil)
    }

    /// Of a key's spellings the name is read, then each alias in order, then one in another case.
    @Test(arguments: [
        ("uuidString: 0A1B2C3D-4E5F-4061-8273-8495A6B7C8D9\nid: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "id"),
        ("UUID: 0A1B2C3D-4E5F-4061-8273-8495A6B7C8D9\nuuidString: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "uuidString"),
        ("Id: 0A1B2C3D-4E5F-4061-8273-8495A6B7C8D9\nUUID: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "UUID"),
        ("UUID: 6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f\nUuid: 0A1B2C3D-4E5F-4061-8273-8495A6B7C8D9", "UUID"),
    ])
    func readsTheSpellingsInOrder(frontMatter: String, storedKey: String) throws {
        let entry = try Entry(parsing: Array("---\n\(frontMatter)\n---\n".utf8))
        #expect(entry.storedKey(for: .uuid) == storedKey)
        #expect(entry.storedKey(for: "uuid") == storedKey)
        #expect(entry.uuid?.canonical == "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F")
    }

    /// `created` belongs to other tools (Obsidian, Logseq): `check --fix` keeps it; the diary
    /// apps' legacy keys are renamed.
    @Test func knowsWhichAliasesOtherToolsOwn() {
        #expect(SemanticKey.allCases.flatMap(\.sharedAliases) == ["created"])
        #expect(SemanticKey.isSharedAlias("created"))
        #expect(SemanticKey.isSharedAlias("Created"))
        #expect(!SemanticKey.isSharedAlias("isStar"))
        #expect(!SemanticKey.isSharedAlias("id"))
        #expect(SemanticKey.allCases.allSatisfy { key in key.sharedAliases.allSatisfy(key.aliases.contains) })
    }
}
