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
        // A Hangul syllable's key is exact, in NFC or NFD: 0x80 + its index from U+AC00.
        #expect(SearchGrams.key("한") == 0x80 + 0xD55C - 0xAC00)
        #expect(SearchGrams.key("é") & SearchGrams.hashedBit != 0)
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
        #expect(other.filter { !SearchGrams.isToken($0) } == [0x71 << 14 | 0x71 << 7 | 0x71])
        #expect(other.filter(SearchGrams.isToken) == [SearchGrams.tokenTerm(Array("qqq".utf8))])
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

    /// What the collector finds in a text: its grams, whether it is plain, its tokens' texts.
    static func collected(_ text: String) -> SearchGrams.Collected {
        var collector = SearchGrams.Collector()
        return Array(text.utf8).withUnsafeBufferPointer { collector.collect($0) }
    }

    @Test func onlyTheTextAMatchMayStartInIsCollected() {
        let found = Set(Self.collected("---\ntitle: xyz\n# qqq: no\n---\nbody\n").grams)
        #expect(found.contains(0x78 << 14 | 0x79 << 7 | 0x7A))  // xyz, a value
        #expect(found.contains(0x62 << 14 | 0x6F << 7 | 0x64))  // bod
        #expect(!found.contains(0x74 << 14 | 0x69 << 7 | 0x74))  // tit: a key name
        #expect(!found.contains(0x71 << 14 | 0x71 << 7 | 0x71))  // qqq: a comment
        #expect(!found.contains(0x2D << 14 | 0x2D << 7 | 0x2D))  // ---: a fence
        #expect(!found.contains(SearchGrams.tokenTerm(Array("title".utf8))))
        #expect(found.contains(SearchGrams.tokenTerm(Array("xyz".utf8))))
    }

    /// A file is plain when every character a match may run over is one ASCII scalar, one
    /// precomposed Hangul syllable, or a character whose key is hashed and whose matcher fold is
    /// its key's text.
    @Test func plainFilesAreThoseWhoseMatchesTheIndexCanProve() {
        #expect(Self.collected("Kitchen 김치가 café 東京 🍜 ß\n").isPlain)
        #expect(!Self.collected("\u{1100}\u{1161}\n").isPlain)  // Hangul in NFD
        #expect(!Self.collected("\u{AC00}\u{11A8}\n").isPlain)  // a syllable and a trailing jamo
        #expect(!Self.collected("\u{212A}elvin\n").isPlain)  // the Kelvin sign: its key is k's
        #expect(Self.collected("---\ntitle: \u{1100}\u{1161}:\n---\nplain\n").isPlain == false)
        // Key names are never searched, so what they hold does not matter.
        #expect(Self.collected("---\n\u{212A}: plain\n---\n").isPlain)
        // A file that is not plain keeps no token.
        #expect(!Self.collected("word \u{1100}\u{1161}\n").grams.contains(where: SearchGrams.isToken))
        let tokens = Self.collected("Kitchen, 김치가! a_b9\n").newTokens.map { String(decoding: $0.text, as: UTF8.self) }
        #expect(Set(tokens) == ["kitchen", "김치가", "a", "b9"])
    }

    @Test func provablePatternsIgnoreCaseAndAreMadeOfASCIIAndHangul() {
        func proof(_ pattern: String, ignoresCase: Bool = true) -> SearchGrams.Proof? {
            SearchGrams.proof(ofPattern: Array(pattern), ignoresCase: ignoresCase)
        }
        #expect(proof("Kitchen") == .token(Array("kitchen".utf8)))
        #expect(proof("kitchen", ignoresCase: false) == nil)
        #expect(proof("김치가") == .token(Array("김치가".utf8)))
        #expect(proof("김치가".decomposedStringWithCanonicalMapping) == .token(Array("김치가".utf8)))
        #expect(proof("n k") == .gram(0x6E << 14 | 0x20 << 7 | 0x6B))
        #expect(proof("치 ")  == .gram(SearchGrams.bigram(SearchGrams.key("치"), 0x20)))
        #expect(proof("n ki") == nil)  // two grams, not inside one token
        #expect(proof("a:b") == nil)
        #expect(proof("café") == nil)
        #expect(proof("\u{212A}it") == nil)
        #expect(proof("東京") == nil)
    }

    /// The walk's files, the search index and the index cache of a vault, both dated an hour
    /// ahead so that they trust the files.
    static func indexes(_ temporary: TemporaryVault) throws -> (VaultWalker.Listing, SearchIndex, VaultCache) {
        let vault = try temporary.vault
        _ = temporary.run(["index"])
        var listing = VaultWalker(vault: vault).list(.all, takesStatuses: true)
        _ = EntrySearcher(vault: vault, search: try TextSearch("abc"), contextLines: 0)
            .indexedCandidates(files: listing.entryFiles, statuses: listing.entryStatuses)
        for path in [SearchIndex.relativePath, VaultCache.relativePath] {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: temporary.path(path))
        }
        listing = VaultWalker(vault: vault).list(.all, takesStatuses: true)
        return (listing, try #require(SearchIndex.load(vault)), try #require(VaultCache.load(vault)))
    }

    /// The paths whose match the index proves for a pattern.
    static func proven(_ pattern: String, in temporary: TemporaryVault, caseMode: TextSearch.CaseMode = .smart) throws -> [String] {
        let (listing, index, cache) = try indexes(temporary)
        let searcher = EntrySearcher(vault: try temporary.vault, search: try TextSearch(pattern, caseMode: caseMode), contextLines: 0)
        let proven = searcher.provenSummaries(in: index, ids: index.freshIDs(listing.entryFiles, statuses: listing.entryStatuses),
                                              files: listing.entryFiles, statuses: listing.entryStatuses) { cache }
        return proven.map { $0.compactMap { $0?.path } } ?? []
    }

    @Test func theIndexProvesMatchesOfPlainFilesWithoutReadingThem() throws {
        let temporary = try Self.vault()
        #expect(try Self.proven("kimchi", in: temporary) == ["2026/11/2026-11-29-walk.md"])
        #expect(try Self.proven("IMCH", in: temporary, caseMode: .insensitive) == ["2026/11/2026-11-29-walk.md"])
        #expect(try Self.proven("김치", in: temporary) == ["2026/11/2026-11-20-korea.md"])
        #expect(try Self.proven("w b", in: temporary) == ["2026/11/2026-11-29-walk.md"])  // one trigram
        #expect(try Self.proven("Kimchi", in: temporary) == [])  // case counts
        #expect(try Self.proven("köln", in: temporary) == [])  // not ASCII or Hangul
        #expect(try Self.proven("date", in: temporary) == [])  // a key name only
        // --paths and --count print the same with the proofs as without the index.
        for arguments in [["search", "kimchi", "--paths"], ["search", "김치", "--count"], ["search", "e", "--paths"],
                          ["search", "stew by", "--paths"], ["search", "in", "--count", "--starred"]] {
            #expect(temporary.run(arguments) == temporary.run(arguments + ["--no-cache"]), "\(arguments)")
        }
    }

    /// A file changed after the index was written, or within the index's clock tick (racy), is
    /// never proven: it is read.
    @Test func aRacyOrChangedFileIsNeverProven() throws {
        let temporary = try Self.vault()
        let (listing, index, cache) = try Self.indexes(temporary)
        let searcher = EntrySearcher(vault: try temporary.vault, search: try TextSearch("kimchi"), contextLines: 0)
        let path = temporary.path("2026/11/2026-11-29-walk.md")
        // The index file dated at the file's own modification: the record is racy.
        let modified = try #require(FileSystem.status(path)).modified
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(modified) / 1e9)],
                                              ofItemAtPath: temporary.path(SearchIndex.relativePath))
        let racy = try #require(SearchIndex.load(try temporary.vault))
        let racyIDs = racy.freshIDs(listing.entryFiles, statuses: listing.entryStatuses)
        #expect(racyIDs.allSatisfy { $0 < 0 })
        #expect(searcher.provenSummaries(in: racy, ids: racyIDs, files: listing.entryFiles, statuses: listing.entryStatuses) { cache } == nil)
        // Rewritten with the same size: its status differs from the record, so it is not proven.
        try temporary.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\nKimchX stew by the river.\n")
        let after = VaultWalker(vault: try temporary.vault).list(.all, takesStatuses: true)
        let ids = index.freshIDs(after.entryFiles, statuses: after.entryStatuses)
        let proven = searcher.provenSummaries(in: index, ids: ids, files: after.entryFiles, statuses: after.entryStatuses) { cache }
        #expect(proven?.compactMap { $0?.path } ?? [] == [])
        #expect(temporary.run(["search", "kimchi", "--paths"]) == temporary.run(["search", "kimchi", "--paths", "--no-cache"]))
    }

    /// An index of format 1 (a whole, checksummed file of the old version) is rebuilt, never read.
    @Test func anIndexOfAnOlderFormatIsRebuilt() throws {
        let temporary = try Self.vault()
        #expect(try Self.candidates("kimchi", in: temporary) == ["2026/11/2026-11-29-walk.md"])
        var bytes = try temporary.bytes(SearchIndex.relativePath)
        bytes[8] = 1
        bytes.removeLast(8)
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: temporary.path(SearchIndex.relativePath)))
        #expect(SearchIndex.load(try temporary.vault) == nil)
        #expect(try Self.candidates("kimchi", in: temporary) == ["2026/11/2026-11-29-walk.md"])
        #expect(SearchIndex.load(try temporary.vault)?.fileCount == 3)
    }

    /// A term most files hold keeps its files, as the complement (the files without it) or a
    /// bitmap, so it still narrows and proves.
    @Test func aCommonTermKeepsItsFiles() throws {
        let temporary = try TemporaryVault()
        for day in 1...28 {
            for hour in 0..<3 {
                let word = day == 5 && hour == 1 ? "cellar" : "kitchen"
                let path = "2026/10/2026-10-\(CivilDate.pad(day, 2))-\(hour).md"
                try temporary.write(path, "---\ndate: 2026-10-\(CivilDate.pad(day, 2))\n---\nThe \(word).\n")
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: temporary.path(path))
            }
        }
        let (_, index, _) = try Self.indexes(temporary)
        let term = try #require(index.term(SearchGrams.tokenTerm(Array("kitchen".utf8))))
        #expect(term.encoding == .complement)
        #expect(term.count == 83)
        #expect(try Self.candidates("kitchen", in: temporary)?.count == 83)
        #expect(try Self.proven("kitchen", in: temporary).count == 83)
        #expect(try Self.proven("cella", in: temporary) == ["2026/10/2026-10-05-1.md"])
    }
}
