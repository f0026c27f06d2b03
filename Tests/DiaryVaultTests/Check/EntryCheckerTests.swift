import Testing
@testable import DiaryVault

/// The checks of one entry file, by kind, with the place they name.
@Suite struct EntryCheckerTests {
    static let november = EntryChecker.Target(path: "2026/11/2026-11-29-walk.md", folderYear: 2026, folderMonth: 11)

    static func kinds(_ text: String, target: EntryChecker.Target = november) -> [String] {
        EntryChecker().check(Array(text.utf8), target: target).problems.map { problem in
            problem.kind.rawValue + (problem.location.map { "@\($0)" } ?? "") + (problem.isFixable ? " (fixable)" : "")
        }
    }

    static let uuid = "uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n"

    @Test(arguments: [
        ("---\n\(uuid)date: 2026-11-29\n---\nText.\n", []),
        ("---\ndate: 2026-11-29\n---\nText.\n", ["missing-uuid (fixable)"]),
        ("---\nuuid: ~\ndate: 2026-11-29\n---\nText.\n", ["missing-uuid@2:7 (fixable)"]),
        ("---\nuuid: [a, b]\ndate: 2026-11-29\n---\nText.\n", ["invalid-uuid@2:7"]),
        // The file name (2026-11-29-walk.md) gives the date; --fix writes it.
        ("---\n\(uuid)---\nText.\n", ["date-from-file-name (fixable)"]),
        ("---\n\(uuid)date: 29.11.2026\n---\nText.\n", ["invalid-date@3:7"]),
        ("---\n\(uuid)date: 2026-12-01\n---\nText.\n", ["file-name-date-mismatch", "misplaced-entry@3:7 (fixable)"]),
        ("---\n\(uuid)date: 2026-11-29\nmood: 7\n---\nText.\n", ["unknown-mood@4:7"]),
        ("---\n\(uuid)date: 2026-11-29\nmood: notGreat\n---\nText.\n", []),
        ("---\n\(uuid)date: 2026-11-29\nstarred: on\n---\nText.\n", ["starred-not-boolean@4:10 (fixable)"]),
        ("---\n\(uuid)date: 2026-11-29\nstarred:\n---\nText.\n", ["invalid-starred@4:10"]),
        ("---\n\(uuid)date: 2026-11-29\nstarred: True\n---\nText.\n", []),
        ("---\n\(uuid)created: 2026-11-29\n---\nText.\n", ["legacy-key@3:1 (fixable)"]),
        // A key in another case is read (not "has no uuid"/"has no date"), and reported.
        ("---\nUUID: 22222222-2222-4222-8222-222222222222\nDate: 2026-11-29\n---\nx\n",
         ["miscased-key@2:1 (fixable)", "miscased-key@3:1 (fixable)"]),
        ("---\n\(uuid)UUID: 0c1e2a3b-4d5e-4f60-8172-93a4b5c6d7e8\ndate: 2026-11-29\n---\nx\n", ["miscased-key@3:1 (fixable)"]),
        ("---\n\(uuid)UUID: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-29\n---\nx\n", ["miscased-key@3:1"]),
        ("---\n\(uuid)date: 2026-11-29\nMood: calm\n---\nx\n", ["miscased-key@4:1 (fixable)", "unknown-mood@4:7"]),
        ("---\n\(uuid)date: 2026-11-29\nIsStar: true\n---\nx\n", ["legacy-key@4:1 (fixable)"]),
        // A value vault keeps raw in `tags` is read when it can be, else reported.
        ("---\n\(uuid)date: 2026-11-29\ntags: [walk,\n  family]\n---\nx\n", []),
        ("---\n\(uuid)date: 2026-11-29\ntags: [walk, # outdoors\n  family]\n---\nx\n", []),
        ("---\n\(uuid)date: 2026-11-29\ntags: {a: 1}\n---\nx\n", ["unreadable-value@4:7"]),
        ("---\n\(uuid)date: 2026-11-29\ntags: [a, [b]]\n---\nx\n", ["unreadable-value@4:7"]),
        ("---\n\(uuid)date: 2026-11-29\ntags:\n  a: 1\n---\nx\n", ["unreadable-value@4:1"]),
        ("---\n\(uuid)date: 2026-11-29\ntags: [a]\ntitle: [a]\n---\nx\n", ["unreadable-value@5:8"]),
        ("---\n\(uuid)date: 2026-11-29\ntitle:\n  a: 1\n---\nx\n", ["unreadable-value@4:1"]),
        ("---\n\(uuid)date: 2026-11-29\ntags:\ntitle:\n---\nx\n", []),
        ("---\n\(uuid)date: 2026-11-29\nmood: [good,\n  bad]\n---\nx\n", ["unknown-mood@4:1"]),
        ("---\nuuid: {a: 1}\ndate: [2026-11-29,\n  x]\n---\nx\n", ["invalid-uuid@2:7", "invalid-date@3:1"]),
        ("---\n\(uuid)date: 2026-11-29\n---\n  \n\t\n", ["empty-body"]),
        ("---\n\(uuid)date: 2026-11-29\n---\n", ["empty-body"]),
        ("Only text.\n", ["missing-front-matter (fixable)"]),
        // The name gives the date, so --fix can add a front matter with it and a uuid.
        ("", ["empty-body", "missing-front-matter (fixable)"]),
        ("---\n\(uuid)<<<<<<< HEAD\ndate: 2026-11-29\n=======\ndate: 2026-11-30\n>>>>>>> b\n---\nText.\n",
         ["git-conflict-marker@3:1"]),
        ("---\n\(uuid)date: 2026-11-29\ntitle: \u{0}\n---\nText.\n", ["control-character@4:8"]),
    ] as [(String, [String])])
    func findsProblems(text: String, expected: [String]) {
        #expect(Self.kinds(text).sorted() == expected.sorted())
    }

    /// A blank line above `---`, and old Mac line endings (CR alone), look like
    /// front matter in an editor; the hint names the cause instead of asking for a `---` line.
    @Test(arguments: [
        ("\n\n---\ndate: 2026-11-29\n---\nText.\n", "the '---' must be the very first line; remove the blank lines above it"),
        ("\u{FEFF} \n---\ndate: 2026-11-29\n---\nText.\n", "the '---' must be the very first line; remove the blank lines above it"),
        ("---\rdate: 2026-11-29\r---\rText.\r", "the file uses CR alone as its line ending (old Mac OS), so its '---' is not a line of its own; convert it to LF or CRLF line endings"),
        ("Only text.\n", "vault check --fix adds a front matter with a new uuid and 'date: 2026-11-29'"),
    ] as [(String, String)])
    func explainsAMissingFrontMatter(text: String, hint: String) {
        let problems = EntryChecker().check(Array(text.utf8), target: Self.november).problems
        #expect(problems.first { $0.kind == "missing-front-matter" }?.hint == hint)
    }

    /// Without a date in the name, a file of text is asked for a whole front matter.
    @Test func asksForAFrontMatterWhenTheNameHasNoDate() {
        let target = EntryChecker.Target(path: "2026/11/walk.md", folderYear: 2026, folderMonth: 11)
        let problems = EntryChecker().check(Array("Only text.\n".utf8), target: target).problems
        #expect(problems.map(\.hint) == ["start the file with a '---' line, 'uuid:' and 'date:' lines, and another '---' line"])
        #expect(problems.map(\.isFixable) == [false])
        #expect(Self.kinds("---\n\(Self.uuid)---\nText.\n", target: target) == ["missing-date"])
    }

    /// Values that are not scalars are described in YAML's terms (`starred: []` is "an empty
    /// list", never a Swift value such as 'sequence([])').
    @Test(arguments: [
        ("starred: []", "'starred' is an empty list, which is not true or false; the entry counts as not starred"),
        ("starred: [yes]", "'starred' is a list, which is not true or false; the entry counts as not starred"),
        ("starred:\n  - yes", "'starred' is a list, which is not true or false; the entry counts as not starred"),
        ("starred: {a: 1}", "'starred' is a mapping, which is not true or false; the entry counts as not starred"),
        ("starred:\n  a: 1", "'starred' is a mapping, which is not true or false; the entry counts as not starred"),
        ("starred:", "'starred' is empty, which is not true or false; the entry counts as not starred"),
        ("starred: ''", "'starred' is empty, which is not true or false; the entry counts as not starred"),
        ("starred: maybe", "'starred' is 'maybe', which is not true or false; the entry counts as not starred"),
        ("starred: 2", "'starred' is '2', which is not true or false; the entry counts as not starred"),
        ("mood: [good]", "'mood' is a list, not one of bad, not-great, okay, good, great"),
        ("mood: calm", "mood 'calm' is not one of bad, not-great, okay, good, great"),
        ("tags: [walk,\n  [family]]", "vault keeps the value of 'tags' as written but cannot read it as a list of tags, so the entry has no tags"),
        ("title: [a]", "vault keeps the value of 'title' as written but cannot read it as text, so the title comes from the body"),
        ("Tags: [a]", "'Tags' is 'tags' in another case; vault reads it as 'tags', but YAML keys are case-sensitive and other tools may not"),
        ("Tags: [a]\ntags: [a]", "'Tags' is 'tags' in another case, with the same value as 'tags'"),
        ("Tags: [a]\ntags: [b]", "'Tags' is 'tags' in another case, and its value differs from 'tags'; vault ignores it"),
    ] as [(String, String)])
    func describesValuesInYAMLTerms(line: String, message: String) {
        let text = "---\n\(Self.uuid)date: 2026-11-29\n\(line)\n---\nText.\n"
        #expect(EntryChecker().check(Array(text.utf8), target: Self.november).problems.map(\.message) == [message])
    }

    @Test(arguments: [
        ("uuid: [a, b]\ndate: 2026-11-29", "'uuid' is a list, not a uuid"),
        ("uuid: {a: 1}\ndate: 2026-11-29", "'uuid' is a mapping, not a uuid"),
        ("uuid: entry-42\ndate: 2026-11-29", "'entry-42' is not a uuid"),
        ("\(uuid)date: []", "'date' is an empty list, not a date"),
        ("\(uuid)date: 29.11.2026", "'29.11.2026' is not a date"),
    ] as [(String, String)])
    func describesInvalidUUIDsAndDates(lines: String, message: String) {
        let text = "---\n\(lines)\n---\nText.\n"
        #expect(EntryChecker().check(Array(text.utf8), target: Self.november).problems.map(\.message) == [message])
    }

    @Test func skipsPlacementOutsideMonthFolders() {
        let target = EntryChecker.Target(path: "notes/2026-01-01-idea.md")
        #expect(Self.kinds("---\n\(Self.uuid)date: 2026-11-29\n---\nText.\n", target: target) == ["file-name-date-mismatch"])
    }

    @Test(arguments: [
        ("2026-11-29-walk.md", "2026-11-29"), ("2026-11-29.md", "2026-11-29"), ("2026-02-30-x.md", nil),
        ("2026-11-290.md", nil), ("walk.md", nil), ("2026-11-2.md", nil),
    ] as [(String, String?)])
    func readsTheDateAFileNameStartsWith(name: String, day: String?) {
        #expect(EntryChecker.leadingDate(of: name)?.description == day)
    }
}
