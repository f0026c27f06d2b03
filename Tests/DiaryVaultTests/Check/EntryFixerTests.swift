import Testing
@testable import DiaryVault

/// Each fix of `vault check --fix` on one file: the exact text after it, the body untouched.
@Suite struct EntryFixerTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var before: String
        var after: String
        var fixes: [String]
        var duplicateOf: String? = nil
        var testDescription: String { name }
    }

    /// Stands for the name-based uuid a fix derives, in the expected texts.
    static let placeholder = "A1C4F1D6-3E2B-5B6A-9C8D-7E6F5A4B3C2D"
    static let uuidLine = "uuid: \(placeholder)"

    static let cases: [Case] = [
        Case(name: "renames a legacy key keeping spacing and comment",
             before: "---\nisStar:   true   # old app\ndate: 2026-11-29\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n---\nBody\n",
             after: "---\nstarred:   true   # old app\ndate: 2026-11-29\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n---\nBody\n",
             fixes: ["renamed 'isStar' to 'starred'"]),
        Case(name: "renames and normalizes a legacy starred in one line",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nfavorite: 'yes'\n---\n",
             after: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nstarred: true\n---\n",
             fixes: ["renamed 'favorite' to 'starred'", "wrote 'starred: true' (was 'yes')"]),
        Case(name: "removes a legacy key that repeats the modern one",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nid: 0c1e2a3b4d5e4f60817293a4b5c6d7e8\n---\n",
             after: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n---\n",
             fixes: ["removed 'id', which repeated 'uuid'"]),
        Case(name: "leaves a legacy key that disagrees",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nid: 42\nstarred: false\nisStar: true\n---\n",
             after: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nid: 42\nstarred: false\nisStar: true\n---\n",
             fixes: []),
        // `UUID:` is read, so --fix adds no second identity next to it.
        Case(name: "renames keys in another case and adds no uuid or date",
             before: "---\nUUID: 22222222-2222-4222-8222-222222222222\nDate: 2026-11-02  # day\nTags: [a]\n---\nx\n",
             after: "---\nuuid: 22222222-2222-4222-8222-222222222222\ndate: 2026-11-02  # day\ntags: [a]\n---\nx\n",
             fixes: ["renamed 'UUID' to 'uuid'", "renamed 'Date' to 'date'", "renamed 'Tags' to 'tags'"]),
        Case(name: "removes a key in another case that repeats the exact key, keeps one that differs",
             before: "---\nUUID: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nuuid: 0c1e2a3b4d5e4f60817293a4b5c6d7e8\nMood: bad\nmood: good\n---\n",
             after: "---\nuuid: 0c1e2a3b4d5e4f60817293a4b5c6d7e8\nMood: bad\nmood: good\n---\n",
             fixes: ["removed 'UUID', which repeated 'uuid'"]),
        Case(name: "renames a legacy key in another case to the modern key",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nIsStar: true\n---\n",
             after: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nstarred: true\n---\n",
             fixes: ["renamed 'IsStar' to 'starred'"]),
        Case(name: "adds a missing uuid after the last key, in CRLF",
             before: "---\r\ndate: 2026-11-29\r\n# comment\r\n---\r\nBody\r\n",
             after: "---\r\ndate: 2026-11-29\r\n\(uuidLine)\r\n# comment\r\n---\r\nBody\r\n",
             fixes: ["added uuid A1C4F1D6-3E2B-5B6A-9C8D-7E6F5A4B3C2D"]),
        Case(name: "fills an empty uuid in place",
             before: "---\nuuid:\ndate: 2026-11-29\n---\n",
             after: "---\n\(uuidLine)\ndate: 2026-11-29\n---\n",
             fixes: ["added uuid A1C4F1D6-3E2B-5B6A-9C8D-7E6F5A4B3C2D"]),
        Case(name: "replaces a duplicate uuid keeping the comment",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8  # copy\n---\n",
             after: "---\n\(uuidLine)  # copy\n---\n",
             fixes: ["gave the entry the new uuid A1C4F1D6-3E2B-5B6A-9C8D-7E6F5A4B3C2D (0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8 stays with 2026/10/a.md)"],
             duplicateOf: "2026/10/a.md"),
        Case(name: "normalizes starred spellings",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nstarred: \"False\"\n---\n",
             after: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nstarred: false\n---\n",
             fixes: ["wrote 'starred: false' (was 'False')"]),
        Case(name: "leaves a starred with no boolean reading",
             before: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nstarred: maybe\n---\n",
             after: "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\nstarred: maybe\n---\n",
             fixes: []),
        Case(name: "does nothing to a file without front matter",
             before: "Just text.\n", after: "Just text.\n", fixes: []),
    ]

    @Test(arguments: cases)
    func fixes(_ testCase: Case) throws {
        let document = try EntryDocument(parsing: testCase.before)
        let bytes = Array(testCase.before.utf8)
        let fixer = EntryFixer(path: "2026/11/a.md", contents: bytes, duplicateOf: testCase.duplicateOf)
        let (fixed, fixes) = fixer.fix(document)
        // The new uuid is derived from the path and the bytes: the same on every run.
        let uuid = EntryID.nameBased(path: "2026/11/a.md", contents: bytes).canonical
        #expect(fixed.serializedText() == testCase.after.replacing(Self.placeholder, with: uuid))
        #expect(fixes.map(\.description) == testCase.fixes.map { $0.replacing(Self.placeholder, with: uuid) })
        #expect(fixed.body == document.body)
    }

    /// Fuzz finding date-beside-miscased-twin.md, reduced: a blank `date:` beside `Date: 2026-11-29`
    /// in a file named by its date. One pass writes the file-name date into `date`, which makes `Date`
    /// a repeat that is fixable in turn; the fixer runs until nothing fixable is left.
    @Test func fixesUntilNothingFixableIsLeft() throws {
        let text = "---\nDate: 2026-11-29\ndate:\n---\nBody\n"
        let path = "2026/11/2026-11-29-x.md"
        let fixer = EntryFixer(path: path, contents: Array(text.utf8), duplicateOf: nil)
        let (fixed, fixes) = fixer.fix(try EntryDocument(parsing: text))
        let uuid = EntryID.nameBased(path: path, contents: Array(text.utf8)).canonical
        #expect(fixed.serializedText() == "---\ndate: 2026-11-29\nuuid: \(uuid)\n---\nBody\n")
        #expect(fixes.map(\.description) == ["wrote 'date: 2026-11-29' from the file name", "added uuid \(uuid)",
                                              "removed 'Date', which repeated 'date'"])
    }

    @Test func renameKeepsEverythingButTheKeyText() throws {
        var document = try EntryDocument(parsing: "---\n\"created\" :  2026-11-29 # when\nmood: good\n---\n")
        let renamed = document.renameKey("created", to: "date")
        #expect(renamed)
        #expect(document.serializedText() == "---\ndate:  2026-11-29 # when\nmood: good\n---\n")
        #expect(document["date"] == .string("2026-11-29"))
        let ontoExisting = document.renameKey("mood", to: "date")
        let absent = document.renameKey("absent", to: "other")
        #expect(!ontoExisting && !absent)
    }
}
