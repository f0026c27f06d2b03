import Foundation
import Testing
@testable import DiaryVault

/// The index's entry writer (``IndexRenderer/writeEntry(_:to:)``, into memory sized for the
/// entry) against the shape's own writer (``EntryJSON/write(to:)``), over every markdown input the
/// tests hold: the fixtures (the vaults, the shared front-matter cases, the fuzz finds) and the
/// import samples. Each file is read as an entry dated by its front matter, at a path that needs
/// escaping too.
@Suite struct IndexEntryBytesDifferentialTests {
    /// Every `.md` file under the test fixtures and the import samples.
    static func markdownFiles() -> [String] {
        let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures").path
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ImportSamples").path
        return [fixtures, samples].flatMap { root -> [String] in
            let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
            return found.filter { $0.hasSuffix(".md") }.sorted().map { root + "/" + $0 }
        }
    }

    @Test func theIndexWriterWritesTheShapesBytesForEveryInput() throws {
        let files = Self.markdownFiles()
        #expect(files.count > 100)
        var tally = Differential()
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            for path in ["2026/11/2026-11-29-e.md", "2026/11/2026-11-29-\"\\\u{1}\u{85}\u{202E}.md"] {
                let reading = bytes.withUnsafeBufferPointer { EntrySummary.read($0, path: path) }
                guard case .summary(let summary) = reading else { continue }
                tally.check(file, fast: { EntryJSONTests.indexJSON(summary) }, oracle: { EntryJSONTests.shapeJSON(EntryJSON(summary)) })
            }
        }
        #expect(tally.mismatches == [])
        #expect(tally.answered > 50)
    }
}
