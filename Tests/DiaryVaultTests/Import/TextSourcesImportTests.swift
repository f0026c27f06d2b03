import Foundation
import Testing
@testable import DiaryVault

/// `vault import jrnl|obsidian|logseq` end to end: each sample imports into an empty vault as its
/// `expected.json` says, and importing it again creates nothing.
@Suite struct TextSourcesImportTests {
    /// Imports `input` of a sample with the command, checks the vault, imports again and checks
    /// that nothing changed; returns the vault for more checks.
    @discardableResult
    static func importTwice(_ name: String, _ source: String, _ input: String, inVault adjust: (inout ImportSample) -> Void = { _ in },
                            read: (ImportOptions) throws -> ImportBatch) throws -> TemporaryVault {
        var sample = try ImportSample.load(name)
        let batch = try read(ImportOptions(displayPath: input, path: sample.path(input), timeZone: TemporaryVault.seoul))
        let entries = ImportSampleHarness.check(batch, against: sample)
        let vault = try TemporaryVault()
        let first = vault.run(["import", source, sample.path(input)])
        #expect(first.status == 0, "\(first.stderr)")
        adjust(&sample)
        try ImportSampleHarness.checkVault(entries, vault, sample: sample)
        let before = try vault.snapshot()
        let second = vault.run(["import", source, sample.path(input), "--json"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("\"counts\":{\"new\":0,\"present\":\(sample.entries.count),\"conflicts\":0,\"duplicates\":0,\"skipped\":\(sample.skipped.count),\"attachments\":0}"), "\(second.stdout)")
        #expect(try vault.snapshot() == before)
        return vault
    }

    @Test func jrnlImportsOnceAndTheTextFileFindsTheSameEntries() throws {
        let vault = try Self.importTwice("jrnl", "jrnl", "export.json") { try JrnlSource().read($0) }
        let sample = try ImportSample.load("jrnl")
        let before = try vault.snapshot()
        let text = vault.run(["import", "jrnl", sample.path("journal.txt")])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("0 new, 10 already present, 0 conflicts"), "\(text.stdout)")
        #expect(try vault.snapshot() == before)
    }

    @Test func obsidianImportsOnceAndOnlyOnce() throws {
        // The harness reads the vault's keys with a meaning apart, and `created` is an alias of
        // `date`: it is checked in the file below instead.
        let vault = try Self.importTwice("obsidian", "obsidian", "", inVault: { sample in
            for index in sample.entries.indices { sample.entries[index].extra.removeAll { $0.key == "created" } }
        }) { try ObsidianSource().read($0) }
        #expect(try vault.bytes("2026/11/attachments/canal lamps.png") == FileSystem.read(ImportSample.load("obsidian").path("attachments/canal lamps.png")))
        let texts = try vault.files().filter { $0.hasPrefix("2026/11/") && $0.hasSuffix(".md") }.map { String(decoding: try vault.bytes($0), as: UTF8.self) }
        let afterMidnight = try #require(texts.first { $0.contains("date: 2026-11-08\n") })
        // `created` belongs to Obsidian and stays beside `date` (SemanticKey.sharedAliases).
        #expect(afterMidnight.contains("created: 2026-11-09T00:20"))
    }

    @Test func logseqImportsOnceAndOnlyOnce() throws {
        let vault = try Self.importTwice("logseq", "logseq", "") { try LogseqSource().read($0) }
        #expect(vault.exists("2026/11/attachments/mug_1764154800000_0.png"))
    }
}
