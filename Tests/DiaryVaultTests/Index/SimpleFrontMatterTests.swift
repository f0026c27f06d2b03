import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// The index's fast path (``EntrySummary/readSimple(_:path:countsText:)``) against the full
/// reading (``EntrySummary/readFull(_:path:countsText:)``), which defines it: whenever the fast
/// path gives a summary, the full reading must give the same one, field for field, with and
/// without counting the text. Checked on the test fixtures, the import samples' markdown,
/// generated front matter (``FrontMatterGenerator``), gen_vault-style files (``VaultGenerator``),
/// hand-written edge cases, and every one-byte edit of simple files; set
/// `VAULT_DIFFERENTIAL_DIRS` (folders separated by `:`) to add every file under more folders
/// (the shared cases, the fuzz corpus, a generated vault).
@Suite struct SimpleFrontMatterTests {
    /// What comparing the two readings of a set of inputs found: the shared harness
    /// (``Differential``), each input read with and without counting the text.
    struct Tally {
        var differential = Differential()
        var inputs = 0
        var fast = 0
        var mismatches: [String] { differential.mismatches }

        /// Compares the readings of one input.
        mutating func check(_ bytes: [UInt8], path: String = "2026/11/2026-11-29-entry.md", label: String) {
            inputs += 1
            let answered = differential.answered
            for countsText in [false, true] {
                bytes.withUnsafeBufferPointer { buffer in
                    differential.check(label, fast: { EntrySummary.readSimple(buffer, path: path, countsText: countsText) }, oracle: { () -> EntrySummary? in
                        guard case .summary(let full) = EntrySummary.readFull(buffer, path: path, countsText: countsText) else { return nil }
                        return full
                    }) { (fast: EntrySummary, full: EntrySummary?) -> String? in
                        guard let full else { return "the fast path gave a summary, the full reading none" }
                        return SimpleFrontMatterTests.difference(fast, full)
                    }
                }
            }
            if differential.answered > answered { fast += 1 }
        }
    }

    /// The first field in which two summaries differ, or `nil` when they are equal.
    static func difference(_ fast: EntrySummary, _ full: EntrySummary) -> String? {
        let fields: [(String, String, String)] = [
            ("path", fast.path, full.path), ("date", fast.date.text, full.date.text), ("title", fast.title, full.title),
            ("moodText", "\(fast.moodText.debugDescription)", "\(full.moodText.debugDescription)"),
            ("mood", "\(fast.mood.debugDescription)", "\(full.mood.debugDescription)"),
            ("tags", "\(fast.tags)", "\(full.tags)"), ("uuid", "\(fast.uuid.debugDescription)", "\(full.uuid.debugDescription)"),
            ("starred", "\(fast.isStarred)", "\(full.isStarred)"), ("anniversary", "\(fast.isAnniversary)", "\(full.isAnniversary)"),
            ("counts", "\(fast.counts)", "\(full.counts)"), ("order", "\(fast.orderKey)", "\(full.orderKey)"),
            ("day", "\(fast.day)", "\(full.day)"),
        ]
        for (name, left, right) in fields where left != right { return "\(name): fast \(left), full \(right)" }
        return fast == full ? nil : "the summaries differ"
    }

    /// Every regular file under a folder, with its path relative to the folder.
    static func files(under root: URL) -> [(String, [UInt8])] {
        let paths = (FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []).sorted()
        return paths.compactMap { path in
            let url = root.appendingPathComponent(path)
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true,
                  let data = try? Data(contentsOf: url) else { return nil }
            return (path, [UInt8](data))
        }
    }

    @Test func fixturesAndImportSamplesReadAlike() {
        var tally = Tally()
        let fixtures = Bundle.module.resourceURL!.appendingPathComponent("Fixtures")
        for (path, bytes) in Self.files(under: fixtures) { tally.check(bytes, label: "Fixtures/" + path) }
        let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("ImportSamples")
        for (path, bytes) in Self.files(under: samples) where path.hasSuffix(".md") { tally.check(bytes, label: "ImportSamples/" + path) }
        print("differential fixtures and import samples: \(tally.inputs) inputs, \(tally.fast) on the fast path")
        #expect(tally.mismatches == [])
        #expect(tally.inputs > 200)
        #expect(tally.fast > 20, "the fast path should read the fixtures' simple entries")
    }

    @Test func generatedFrontMatterReadsAlike() {
        var tally = Tally()
        var generator = FrontMatterGenerator(seed: 16)
        for index in 0..<3000 {
            let bytes = generator.file().bytes
            tally.check(bytes, label: "generated #\(index)")
            // The generator writes no `date`: the same file with one after its opening line.
            guard let opening = bytes.firstIndex(of: 0x0A) else { continue }
            tally.check(Array(bytes[...opening]) + Array("date: 2026-11-29\n".utf8) + Array(bytes[(opening + 1)...]),
                        label: "generated #\(index) with a date")
        }
        print("differential generated front matter: \(tally.inputs) inputs, \(tally.fast) on the fast path")
        #expect(tally.mismatches == [])
        #expect(tally.inputs > 5000)
    }

    @Test func extraFoldersReadAlike() {
        let folders = ProcessInfo.processInfo.environment["VAULT_DIFFERENTIAL_DIRS"]?.split(separator: ":").map(String.init) ?? []
        for folder in folders {
            var tally = Tally()
            for (path, bytes) in Self.files(under: URL(fileURLWithPath: folder)) {
                tally.check(bytes, path: path.hasSuffix(".md") ? path : "2026/11/2026-11-29-entry.md", label: folder + "/" + path)
            }
            print("differential \(folder): \(tally.inputs) inputs, \(tally.fast) on the fast path, \(tally.mismatches.count) mismatches")
            #expect(tally.mismatches == [], "\(folder)")
        }
    }
}
