import Foundation
import Testing
@testable import DiaryVault

/// The search index's grams, its file (written, read back, damage refused and rebuilt) and its
/// use by `vault search` (the same bytes out as `--no-cache`).
@Suite struct SearchIndexTests {
    /// The rule the keys rest on: folding a character gives the same text (canonically) as
    /// folding its NFC form, for every character that is not in NFC (each scalar's canonical
    /// decomposition and each scalar that NFC changes), so equal-when-folded characters share a key.
    @Test func foldingRespectsCanonicalEquivalence() {
        var checked = 0
        for value in 0x80..<0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let nfc = text.precomposedStringWithCanonicalMapping, nfd = text.decomposedStringWithCanonicalMapping
            for form in [text, nfd] where form != nfc || !form.unicodeScalars.elementsEqual(nfc.unicodeScalars) {
                guard form.count == 1, nfc.count == 1 else { continue }
                let folded = TextSearch.fold(Character(form)), foldedNFC = TextSearch.fold(Character(nfc))
                #expect(folded == foldedNFC, "U+\(String(value, radix: 16))")
                #expect(SearchGrams.key(Character(form)) == SearchGrams.key(Character(nfc)), "U+\(String(value, radix: 16))")
                checked += 1
            }
        }
        #expect(checked > 2000)
    }

    @Test func keysFoldCaseAndNormalization() {
        #expect(SearchGrams.key("A") == SearchGrams.key("a"))
        #expect(SearchGrams.key("A") == 0x61)
        #expect(SearchGrams.key("É") == SearchGrams.key("e\u{301}"))
        #expect(SearchGrams.key("\u{212A}") == SearchGrams.key("k"))
        #expect(SearchGrams.key("Σ") == SearchGrams.key("ς"))
        #expect(SearchGrams.key("한") == SearchGrams.key("\u{1112}\u{1161}\u{11AB}"))
        #expect(SearchGrams.key("한") & SearchGrams.hashedBit != 0)
    }

    @Test func patternsNarrowFromTwoCharactersBeyondASCIIOrThree() {
        #expect(SearchGrams.grams(ofPattern: Array("a")) == nil)
        #expect(SearchGrams.grams(ofPattern: Array("ab")) == nil)
        #expect(SearchGrams.grams(ofPattern: Array("두부"))?.count == 1)
        #expect(SearchGrams.grams(ofPattern: Array("Abc")) == [0x61 << 14 | 0x62 << 7 | 0x63])
        #expect(SearchGrams.grams(ofPattern: Array("aaaa")) == [0x61 << 14 | 0x61 << 7 | 0x61])
    }

    @Test func aFileHoldsTheGramsOfItsLines() {
        var collector = SearchGrams.Collector()
        let text = Array("ab\r\nXyZ 김치를\n".utf8)
        let grams = Set(text.withUnsafeBufferPointer { collector.grams(of: $0) })
        #expect(grams.contains(0x78 << 14 | 0x79 << 7 | 0x7A))  // xyz, folded
        #expect(!grams.contains(0x62 << 14 | 0x0D << 7 | 0x0A))  // never across a line end
        #expect(grams.isSuperset(of: SearchGrams.grams(ofPattern: Array("치를"))!))
        #expect(grams.isSuperset(of: SearchGrams.grams(ofPattern: Array("Z 김치"))!))
        // The collector starts afresh for the next file.
        let other = Array("qqq".utf8).withUnsafeBufferPointer { collector.grams(of: $0) }
        #expect(other == [0x71 << 14 | 0x71 << 7 | 0x71])
    }

    /// A vault of three entries whose files are an hour old (trusted by the racy-file rule).
    static func vault() throws -> TemporaryVault {
        let temporary = try TemporaryVault()
        let files = [
            "2026/11/2026-11-29-walk.md": "---\ndate: 2026-11-29\n---\nKimchi stew by the river.\n",
            "2026/11/2026-11-20-korea.md": "---\ndate: 2026-11-20\n---\n오늘은 김치를 먹었다.\n",
            "2025/12/2025-12-24-koeln.md": "---\ndate: 2025-12-24\n---\nHeiligabend in Köln.\n",
        ]
        for (path, text) in files {
            try temporary.write(path, text)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: temporary.path(path))
        }
        return temporary
    }

    /// The candidates of a pattern, after the index file is dated an hour ahead (so it trusts the files).
    static func candidates(_ pattern: String, in temporary: TemporaryVault) throws -> [String]? {
        let vault = try temporary.vault
        let listing = VaultWalker(vault: vault).list(.all, takesStatuses: true)
        let searcher = EntrySearcher(vault: vault, search: try TextSearch(pattern), contextLines: 0)
        _ = searcher.indexedCandidates(files: listing.entryFiles, statuses: listing.entryStatuses)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)],
                                              ofItemAtPath: temporary.path(SearchIndex.relativePath))
        return searcher.indexedCandidates(files: listing.entryFiles, statuses: listing.entryStatuses).map { flags in
            listing.entryFiles.indices.filter { flags[$0] }.map { listing.entryFiles[$0].path }
        }
    }

    @Test func onlyTheFilesHoldingEveryGramAreCandidates() throws {
        let temporary = try Self.vault()
        #expect(try Self.candidates("kimchi", in: temporary) == ["2026/11/2026-11-29-walk.md"])
        #expect(try Self.candidates("김치", in: temporary) == ["2026/11/2026-11-20-korea.md"])
        #expect(try Self.candidates("KÖLN", in: temporary) == ["2025/12/2025-12-24-koeln.md"])
        #expect(try Self.candidates("absent", in: temporary) == [])
        #expect(try Self.candidates("ab", in: temporary) == nil)
        let index = try #require(SearchIndex.load(try temporary.vault))
        #expect(index.fileCount == 3)
    }

    /// Damage done to a good index file.
    static func damage(_ name: String, _ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        switch name {
        case "truncated": bytes.removeLast(9)
        case "other version": bytes[8] = 99
        case "damaged": bytes[bytes.count / 2] ^= 0x40
        default: bytes = []
        }
        return bytes
    }

    @Test(arguments: ["truncated", "other version", "damaged", "empty"])
    func aDamagedOrForeignIndexIsRebuiltNeverRead(name: String) throws {
        let temporary = try Self.vault()
        #expect(try Self.candidates("kimchi", in: temporary) == ["2026/11/2026-11-29-walk.md"])
        let path = temporary.path(SearchIndex.relativePath)
        let good = try temporary.bytes(SearchIndex.relativePath)
        try Data(Self.damage(name, good)).write(to: URL(fileURLWithPath: path))
        #expect(SearchIndex.load(try temporary.vault) == nil, "\(name)")
        #expect(try Self.candidates("kimchi", in: temporary) == ["2026/11/2026-11-29-walk.md"], "\(name)")
        #expect(SearchIndex.load(try temporary.vault) != nil, "\(name)")
    }

    @Test func aSearchGivesTheSameBytesWithAndWithoutTheIndex() throws {
        let temporary = try Self.vault()
        let runs: [[String]] = [["search", "kimchi"], ["search", "김치를", "--json"], ["search", "KÖLN", "--paths"],
                                ["search", "absent"], ["search", "in", "--count"], ["search", "stew", "-w", "-C", "1"]]
        let scans = runs.map { temporary.run($0 + ["--no-cache"]) }
        #expect(!temporary.exists(SearchIndex.relativePath))
        for (arguments, scan) in zip(runs, scans) {
            #expect(temporary.run(arguments) == scan, "\(arguments)")
            #expect(temporary.run(arguments) == scan, "\(arguments)")
        }
        #expect(temporary.exists(SearchIndex.relativePath))
    }

    @Test func aCachedReadKeepsAnIndexUpToDateAndMakesNone() throws {
        let temporary = try Self.vault()
        _ = temporary.run(["index"])
        #expect(!temporary.exists(SearchIndex.relativePath))
        #expect(try Self.candidates("river", in: temporary) == ["2026/11/2026-11-29-walk.md"])
        try temporary.write("2026/11/2026-11-20-korea.md", "---\ndate: 2026-11-20\n---\nA river too.\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)],
                                              ofItemAtPath: temporary.path("2026/11/2026-11-20-korea.md"))
        _ = temporary.run(["index"])
        // Brought up to date by the cached read: the changed file was read again under its path.
        let index = try #require(SearchIndex.load(try temporary.vault))
        #expect(index.fileCount == 3)
        #expect(index.status(1).modified == (try #require(FileSystem.status(temporary.path("2026/11/2026-11-20-korea.md")))).modified)
        #expect(try Self.candidates("river", in: temporary) == ["2026/11/2026-11-20-korea.md", "2026/11/2026-11-29-walk.md"])
    }
}
