import Foundation
import Testing
@testable import DiaryVault

/// Every input the fuzzer (`scripts/fuzz.sh`) ever failed on, kept in `Fixtures/fuzz/` exactly as
/// it was found, must now satisfy ``FormatProperties``; and each finding, reduced by hand to the
/// edit that broke, is a readable case of its own.
@Suite struct FuzzRegressionTests {
    static let directory = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/fuzz")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".md") }.sorted()
    }()

    /// The fuzzer's seeds: the shared cases and the check fixtures, every one a real file.
    static let seeds: [String] = ["cases", "CheckVault", "FixVault"].flatMap { folder -> [String] in
        let root = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/" + folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        return paths.filter { $0.hasSuffix(".md") }.map { folder + "/" + $0 }.sorted()
    }

    @Test(arguments: seeds)
    func seedSatisfiesFormatProperties(path: String) throws {
        let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/" + path)
        #expect(FormatProperties.check(try [UInt8](Data(contentsOf: url))) == nil, "\(path)")
    }

    @Test func keepsTheFoundInputs() {
        #expect(!Self.names.isEmpty)
    }

    @Test(arguments: names)
    func satisfiesFormatProperties(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.directory.appendingPathComponent(name)))
        #expect(FormatProperties.check(bytes) == nil, "\(name)")
    }

    /// quote-in-tag-hides-alias.md, reduced: the quote of the tag `!"wo` hid the `*y` after it
    /// from the edit check, so changing the field that defines `&y` was allowed and broke it.
    @Test func refusesToEditAnAnchorThatAnAliasBehindAQuoteUses() throws {
        let file = "---\ndate: &y 2026-11-29\n<<: !\"wo\n  - *y\n---\nBody\n"
        var document = try EntryDocument(parsing: file)
        #expect(document.editRefusal(forKey: "date", value: nil)?.contains("'&y'") == true)
        let set = document.setValue(.null, forKey: "date")
        let removed = document.removeValue(forKey: "date")
        #expect(!set)
        #expect(!removed)
        #expect(document.serializedText() == file)
    }

    /// anchor-before-carriage-return.md, reduced: a CR right after an anchor's name hid it from
    /// the edit check, so removing the field that defines `&d` broke the alias after it.
    @Test func refusesToEditAnAnchorFollowedByACarriageReturn() throws {
        let file = "---\ndate: &d\r\n 2026-11-29\nnote: *d\n---\nBody\n"
        var document = try EntryDocument(parsing: file)
        #expect(document.editRefusal(forKey: "date", value: nil)?.contains("'&d'") == true)
        let removed = document.removeValue(forKey: "date")
        #expect(!removed)
        #expect(document.serializedText() == file)
    }

    /// A set value that the fuzzer showed did not read back, reduced to the key and the value.
    struct SetCase: CustomTestStringConvertible, Sendable {
        var finding: String
        var file: String
        var key: String
        var value: FrontMatterValue
        var testDescription: String { finding }
    }

    static let setCases: [SetCase] = [
        // ": " before a combining mark is one Character ": \u{59E}"... in Swift's String, so a
        // Character-based search missed the indicator and wrote the value unquoted.
        SetCase(finding: "colon-space-before-combining-mark", file: "---\nmood: good\n---\n",
                key: "note", value: .string("tags: \u{59E}x")),
        SetCase(finding: "space-hash-before-combining-mark", file: "---\nmood: good\n---\n",
                key: "note", value: .string("a #\u{301}b")),
        SetCase(finding: "single-quote-before-combining-mark", file: "---\nnote: 'x'\n---\n",
                key: "note", value: .string("it'\u{301}s")),
    ]

    @Test(arguments: setCases)
    func readsBackTheSetValue(_ testCase: SetCase) throws {
        var document = try EntryDocument(parsing: testCase.file)
        document.setValue(testCase.value, forKey: testCase.key)
        let reread = try EntryDocument(parsing: document.serialized())
        #expect(reread[testCase.key] == testCase.value)
        #expect(FormatProperties.checkSet(testCase.value, forKey: testCase.key,
                                          in: try EntryDocument(parsing: testCase.file)) == nil)
    }
}
