import Foundation
import Testing
@testable import DiaryVault

/// Keys compared as YAML compares them, by code points, and strings that YAML 1.1 readers take
/// for something else written quoted.
@Suite struct KeyComparisonTests {
    static let composed = "\u{C77C}\u{AE30}"  // 일기, NFC
    static let decomposed = "\u{110B}\u{1175}\u{11AF}\u{1100}\u{1175}"  // 일기, NFD

    /// The same Hangul word composed and decomposed is two keys, not a duplicate key.
    @Test func nfcAndNfdKeysAreTwoKeys() throws {
        #expect(Self.composed == Self.decomposed)  // Swift's ==: canonical equivalence
        let text = "---\n\(Self.composed): one\n\(Self.decomposed): two\n---\nBody\n"
        let document = try EntryDocument(parsing: text)
        #expect(document.frontMatter?.keys.count == 2)
        #expect(document.frontMatter?.field(Self.composed)?.value == .string("one"))
        #expect(document.frontMatter?.field(Self.decomposed)?.value == .string("two"))
        #expect(document.frontMatter?.line(ofKey: Self.decomposed) == 3)
        #expect(document.serializedText() == text)
        var edited = document
        edited.setValue(.string("three"), forKey: Self.decomposed)
        #expect(edited.serializedText() == "---\n\(Self.composed): one\n\(Self.decomposed): three\n---\nBody\n")
        edited.removeValue(forKey: Self.composed)
        #expect(edited.serializedText() == "---\n\(Self.decomposed): three\n---\nBody\n")
    }

    @Test func theSameKeyTwiceIsStillADuplicate() {
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: "---\n\(Self.composed): a\n\(Self.composed): b\n---\n") }
        // Past the 32 keys where the duplicate check switches to a table.
        let many = (0..<40).map { "k\($0): x\n" }.joined()
        let document = try? EntryDocument(parsing: "---\n" + many + "\(Self.composed): a\n\(Self.decomposed): b\n---\n")
        #expect(document?.frontMatter?.keys.count == 42)
        #expect(throws: FrontMatterError.self) { try EntryDocument(parsing: "---\n" + many + "k3: again\n---\n") }
    }

    @Test func checkWarnsAboutCanonicallyEquivalentKeys() {
        let text = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\n\(Self.composed): one\n\(Self.decomposed): two\n---\nBody\n"
        let target = EntryChecker.Target(path: "2026/11/2026-11-29.md", folderYear: 2026, folderMonth: 11)
        let problems = EntryChecker().check(Array(text.utf8), target: target).problems
        #expect(problems.map(\.kind) == [.equivalentKeys])
        #expect(problems.first?.location?.line == 5)
        #expect(problems.first?.severity == .warning)
        #expect(problems.first?.message.contains("(NFD and NFC)") == true)
    }

    /// `title: 2026-11-29` and `tags: [2026-11-29]` are written quoted: PyYAML, ruamel.yaml,
    /// python-frontmatter and Jekyll would read them unquoted as dates.
    @Test func writesYAML11TimestampsSexagesimalsAndBooleansQuoted() throws {
        let quoted = ["2026-11-29", "2026-11-29T21:14:00+09:00", "2026-11-29 21:14:00", "2026-1-2", "1:20", "190:20:30",
                      "yes", "yEs", "N", "oFF", "0777", "08", "1,000", "1_000", "0b101", "Null", "~"]
        for text in quoted {
            #expect(ScalarWriter.needsQuotes(text, inFlow: false), "\(text)")
            var document = try EntryDocument(parsing: "---\ntitle: x\n---\n")
            document.setValue(.string(text), forKey: "title")
            document.setValue(.sequence([.string(text)]), forKey: "tags")
            #expect(document.serializedText() == "---\ntitle: \"\(text)\"\ntags: [\"\(text)\"]\n---\n")
        }
        for text in ["2026-11-29 walk", "1:2:3x", "yesterday", "on the river", "12", "1.5"] where !["12", "1.5"].contains(text) {
            #expect(!ScalarWriter.needsQuotes(text, inFlow: false), "\(text)")
        }
    }

    /// The date key stays a timestamp: Jekyll and PyYAML should read it as the date.
    @Test func theDateKeyStaysPlain() throws {
        var document = try EntryDocument(parsing: "---\ntitle: x\n---\n")
        document.setValue(.string("2026-11-29"), forKey: "date")
        document.setValue(.string("2026-11-29T21:14:00+09:00"), forKey: "created")
        #expect(document.serializedText() == "---\ntitle: x\ndate: 2026-11-29\ncreated: 2026-11-29T21:14:00+09:00\n---\n")
    }
}
