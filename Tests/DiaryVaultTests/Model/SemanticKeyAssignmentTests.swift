import Testing
@testable import DiaryVault

/// How a value typed for a key is read (`readAssignment`) and which keys an edit may not change
/// (`protection`, `protected(_:stored:)`).
@Suite struct SemanticKeyAssignmentTests {
    /// Each kind reads its value: dates as written, booleans `true`/`false` only, moods by name,
    /// tags split at commas, identity and text as typed.
    @Test(arguments: [
        (SemanticKey.date, "2026-11-29T21:14:00+09:00", SemanticKey.Assignment.value(.string("2026-11-29T21:14:00+09:00"))),
        (.date, "2026-11-29", .value(.string("2026-11-29"))),
        (.starred, "true", .value(.bool(true))), (.starred, "false", .value(.bool(false))),
        (.anniversary, "true", .value(.bool(true))), (.private, "false", .value(.bool(false))),
        (.mood, "ok", .value(.string("okay"))), (.mood, "notGreat", .value(.string("not-great"))), (.mood, "5", .value(.string("great"))),
        (.tags, " walk, family ,,", .value(.sequence([.string("walk"), .string("family")]))), (.tags, "", .value(.sequence([]))),
        (.title, "Evening walk", .text("Evening walk")), (.title, "4", .text("4")),
        (.uuid, "not a uuid", .text("not a uuid")),
    ])
    func readsAValueByItsKind(key: SemanticKey, typed: String, expected: SemanticKey.Assignment) throws {
        #expect(try key.readAssignment(typed) == expected)
    }

    /// A value that is not of the key's kind is refused, saying what the key takes.
    @Test(arguments: [
        (SemanticKey.anniversary, "yes", "true or false"), (.anniversary, "maybe", "true or false"),
        (.starred, "yes", "true or false"), (.private, "1", "true or false"), (.starred, "True", "true or false"),
        (.mood, "happy", "'bad', 'not-great', 'okay', 'good' or 'great'"),
        (.date, "2026-02-29", "a day of the calendar; 2026-02-29 is not a day (2026 is not a leap year)"),
        (.date, "soon", "a date YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00"),
    ])
    func refusesAValueOfAnotherKind(key: SemanticKey, typed: String, expected: String) {
        #expect(throws: SemanticKey.AssignmentError(value: typed, expected: expected)) { try key.readAssignment(typed) }
    }

    /// The uuid is never changed, the date never removed, the others are free.
    @Test func protectsTheIdentityAndTheDate() {
        #expect(SemanticKey.allCases.map(\.protection) == [.identity, .required, .none, .none, .none, .none, .none, .none])
    }

    /// A protected key's name in any ASCII case is protected; an alias only where the file keeps
    /// the value in it.
    @Test(arguments: [
        ("uuid", SemanticKey.uuid as SemanticKey?), ("UUID", .uuid), ("Uuid", .uuid), ("date", .date), ("Date", .date),
        ("DATE", .date), ("id", nil), ("created", nil), ("mood", nil), ("private", nil), ("uuid ", nil),
    ])
    func protectsANameInAnyCase(key: String, expected: SemanticKey?) {
        #expect(SemanticKey.protected(key)?.key == expected)
        #expect(SemanticKey.protected(key)?.protection == expected?.protection)
    }

    @Test func protectsTheAliasHoldingTheValue() {
        let stored: (SemanticKey) -> String? = { ["uuid": "id", "date": "created"][$0.name] }
        #expect(SemanticKey.protected("id", stored: stored)?.key == .uuid)
        #expect(SemanticKey.protected("created", stored: stored)?.key == .date)
        #expect(SemanticKey.protected("uuidString", stored: stored) == nil)
        #expect(SemanticKey.protected("mood", stored: stored) == nil)
    }

    /// `private` is a key with meaning: read in any case and as `starred` reads a boolean, so a
    /// lenient spelling makes the entry private.
    @Test(arguments: [
        ("private: true", true), ("private: false", false), ("Private: yes", true), ("PRIVATE: \"true\"", true),
        ("private: on", true), ("private: no", false), ("weather: private", false), ("", false),
    ])
    func readsPrivateThroughItsKey(line: String, isPrivate: Bool) throws {
        let entry = try Entry(parsing: Array("---\ndate: 2026-11-29\n\(line)\n---\nBody\n".utf8))
        #expect(entry.isPrivate == isPrivate)
        #expect(EntrySemantics(entry.document.frontMatter).isPrivate == isPrivate)
    }

    /// A query on `private` reads the front matter: the summary does not keep it.
    @Test func answersAQueryOnPrivateFromTheFrontMatter() throws {
        let predicate = EntryQuery.Predicate(key: "private", test: .exists)
        #expect(predicate.field == nil && predicate.needsFrontMatter)
        #expect(SemanticKey.allCases.filter { !$0.isInSummary } == [.private])
        #expect(SemanticKey.allCases.filter(\.isKeptOnImport) == [.private])
        #expect(ExtraFields.writtenKey("private", source: "obsidian") == "private")
        #expect(ExtraFields.writtenKey("anniversary", source: "obsidian") == "obsidian-anniversary")
    }
}
