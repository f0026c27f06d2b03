import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// The search index never changes `vault search`'s answer: on random small vaults (Hangul in NFC
/// and NFD, accented Latin, Greek, emoji, CJK, CRLF) and random patterns (pieces of the text,
/// case changed, in NFC or NFD, absent words), the searcher with the index's candidates finds
/// exactly what the scan finds, also after random edits, renames, deletions and additions
/// brought in incrementally (by the next search, or by a cached read of the whole vault); and
/// the entries whose match the index proves without reading them (`--paths`, `--count`) are
/// exactly those the scan finds matching.
///
/// Seeded and reproducible: `VAULT_PROPERTY_SEED=N` replays a run; a failure names its seed,
/// round, phase and pattern.
@Suite struct SearchIndexPropertyTests {
    /// The pieces lines are made of.
    static let pieces: [String] = [
        "일기", "두부", "김치를", "먹었다", "한국", "오늘은", "일기를", "한강을",
        "café", "Köln", "ÄPFEL", "naïve", "Ångström", "straße", "STRASSE", "Σίσυφος", "σοφός", "ΣΑΣ",
        "İstanbul", "ﬁne", "\u{212A}elvin", "kelvin", "e\u{301}te", "🍜", "👩‍👩‍👧", "🇰🇷", "👍🏽", "☕️",
        "walk", "Walk", "WALK", "river", "kimchi", "Kimchi", "money", "mon", "Mon", "日本語", "中文", "東京",
        "ひらがな", "カタカナ", "a", "ab", "abc", "ß", "#", ":", "-", "_", "—", "…", "ﬀ", "Ǆ", "ǅ", "ǆ",
        "kitchen", "Kitchen", "kitchens", "저녁에", "저녁", "김치가", "김치찌개를", "a\u{301}", "\u{AC00}\u{11A8}", "ᾳ", "ΑΙ",
        "the kitchen", "in the", "k:", "x:y", "\t\u{301}", "9", "2026",
    ]

    /// The seed of this run: `VAULT_PROPERTY_SEED`, else a fixed one.
    static let seed: UInt64 = ProcessInfo.processInfo.environment["VAULT_PROPERTY_SEED"].flatMap { UInt64($0) } ?? 30_004

    /// A random line: pieces, some in NFD, some upper-cased, joined by spaces or nothing.
    static func line(_ random: inout SplitMix64, plain: Bool = false) -> String {
        var words: [String] = []
        for _ in 0..<random.int(0...7) {
            var word = pieces[random.int(0...(pieces.count - 1))]
            // In a round of plain files, mostly ASCII and Hangul in NFC: the index proves their matches.
            if plain, !word.unicodeScalars.allSatisfy({ $0.isASCII || (0xAC00...0xD7A3).contains($0.value) }) || word.contains(":") {
                word = ["kitchen", "저녁에", "walk", "김치가", "money", "the kitchen"][random.int(0...5)]
            }
            switch random.int(0...5) {
            case 0 where !plain: word = word.decomposedStringWithCanonicalMapping
            case 1: word = word.uppercased()
            default: break
            }
            words.append(word)
        }
        return words.joined(separator: random.int(0...3) == 0 ? "" : " ")
    }

    /// A random entry file of a month folder.
    static func file(_ random: inout SplitMix64, year: Int, month: Int, plain: Bool = false) -> String {
        let ending = random.int(0...3) == 0 ? "\r\n" : "\n"
        var lines = ["---", "date: \(year)-\(CivilDate.pad(month, 2))-\(CivilDate.pad(random.int(1...28), 2))"]
        if random.int(0...1) == 0 { lines.append("title: " + line(&random, plain: plain)) }
        if random.int(0...3) == 0 { lines.append("tags: [\(line(&random, plain: plain))]") }
        lines.append("---")
        for _ in 0..<random.int(0...6) { lines.append(line(&random, plain: plain)) }
        return lines.joined(separator: ending) + (random.int(0...4) == 0 ? "" : ending)
    }

    /// A random pattern: a piece of a file's text, changed; pieces of the pool; or an absent word.
    static func pattern(_ random: inout SplitMix64, texts: [String]) -> String {
        var pattern: String
        switch random.int(0...9) {
        case 0...5 where !texts.isEmpty:
            let characters = Array(texts[random.int(0...(texts.count - 1))])
            let start = random.int(0...max(0, characters.count - 1))
            let length = random.int(1...6)
            pattern = String(characters[start..<min(characters.count, start + length)])
        case 6, 7:
            pattern = pieces[random.int(0...(pieces.count - 1))] + (random.int(0...1) == 0 ? "" : " " + pieces[random.int(0...(pieces.count - 1))])
        default:
            pattern = ["zqxv", "없는말", "nowhere", "ÆØÅ", "🦄"][random.int(0...4)]
        }
        switch random.int(0...5) {
        case 0: pattern = pattern.uppercased()
        case 1: pattern = pattern.lowercased()
        case 2: pattern = pattern.decomposedStringWithCanonicalMapping
        case 3: pattern = pattern.precomposedStringWithCanonicalMapping
        default: break
        }
        return pattern
    }

    /// What a search found, as text to compare: each hit's path, problems and lines.
    static func answer(_ searcher: EntrySearcher, files: [VaultWalker.File]) -> [String] {
        var found: [String] = []
        searcher.searchInBatches(files) { hits in
            found += hits.map { "\($0.summary?.path ?? "-") \($0.problems.map(\.message)) \($0.lines)" }
            return true
        }
        return found.sorted()
    }

    /// The paths a search prints with `--paths` (its matching entries) and its problems.
    static func matching(_ searcher: EntrySearcher, files: [VaultWalker.File]) -> [String] {
        var found: [String] = []
        searcher.searchInBatches(files) { hits in
            found += hits.filter(\.matches).compactMap { $0.summary?.path } + hits.flatMap(\.problems).map(\.message)
            return true
        }
        return found.sorted()
    }

    /// The files' modification times are set to distinct times in the past, so that the index
    /// trusts them and two versions of one file never share a status.
    final class Clock {
        var next = Date(timeIntervalSinceNow: -100_000)
        func stamp(_ path: String) throws {
            next = next.addingTimeInterval(1)
            try FileManager.default.setAttributes([.modificationDate: next], ofItemAtPath: path)
        }
    }

    @Test func theIndexedAnswerIsTheScansAnswer() throws {
        var random = SplitMix64(seed: Self.seed)
        var cases = 0, narrowed = 0, proofs = 0
        let clock = Clock()
        for round in 0..<24 {
            let temporary = try TemporaryVault()
            let vault = try temporary.vault
            var paths: [String] = []
            var made = 0
            func write(_ path: String) throws {
                let parts = path.split(separator: "/")
                // Half the rounds make mostly plain files (three in four of theirs).
                let plain = round % 2 == 1 && random.int(0...3) > 0
                try temporary.write(path, Self.file(&random, year: Int(parts[0])!, month: Int(parts[1])!, plain: plain))
                try clock.stamp(temporary.path(path))
            }
            func newPath() -> String {
                made += 1
                return "2026/\(CivilDate.pad(random.int(10...12), 2))/entry-\(made).md"
            }
            for _ in 0..<random.int(3...9) {
                let path = newPath()
                try write(path)
                paths.append(path)
            }
            for phase in 0..<4 {
                if phase > 0 {
                    // Random edits, renames, deletions and additions.
                    for _ in 0..<random.int(1...4) {
                        switch random.int(0...3) {
                        case 0 where !paths.isEmpty:
                            try write(paths[random.int(0...(paths.count - 1))])
                        case 1 where !paths.isEmpty:
                            let from = paths.remove(at: random.int(0...(paths.count - 1)))
                            let to = newPath()
                            try FileManager.default.createDirectory(atPath: temporary.path(String(to.prefix(7))), withIntermediateDirectories: true)
                            try FileManager.default.moveItem(atPath: temporary.path(from), toPath: temporary.path(to))
                            paths.append(to)
                        case 2 where !paths.isEmpty:
                            try FileManager.default.removeItem(atPath: temporary.path(paths.remove(at: random.int(0...(paths.count - 1)))))
                        default:
                            let path = newPath()
                            try write(path)
                            paths.append(path)
                        }
                    }
                    // Half the time a cached read of the whole vault brings the index up to date first.
                    if random.int(0...1) == 0 { _ = VaultReader(vault: vault).scan(useCache: true) }
                }
                let listing = VaultWalker(vault: vault).list(.all, takesStatuses: true)
                let texts = try paths.map { try temporary.text($0) }
                // The first search of the phase brings the index up to date (incrementally after
                // phase 0); the index file is then dated ahead, so that it trusts every file
                // (their times are in the past), and the phase's searches use it as loaded.
                let first = EntrySearcher(vault: vault, search: try TextSearch("abc"), contextLines: 0)
                _ = first.indexedCandidates(files: listing.entryFiles, statuses: listing.entryStatuses)
                // The index cache, whose summaries a proven match prints, likewise.
                _ = VaultReader(vault: vault).scan(useCache: true)
                for path in [SearchIndex.relativePath, VaultCache.relativePath] {
                    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: temporary.path(path))
                }
                let index = try #require(SearchIndex.load(vault))
                let cache = try #require(VaultCache.load(vault))
                let ids = index.freshIDs(listing.entryFiles, statuses: listing.entryStatuses)
                #expect(ids.allSatisfy { $0 >= 0 }, "seed \(Self.seed), round \(round), phase \(phase): every file has a fresh record")
                for _ in 0..<110 {
                    let pattern = Self.pattern(&random, texts: texts)
                    let caseMode: TextSearch.CaseMode = [.smart, .insensitive, .sensitive][random.int(0...2)]
                    let search = try TextSearch(pattern, caseMode: caseMode, wholeWord: random.int(0...4) == 0)
                    var searcher = EntrySearcher(vault: vault, search: search, contextLines: random.int(0...1))
                    let scan = Self.answer(searcher, files: listing.entryFiles)
                    searcher.candidates = searcher.candidates(in: index, ids: ids)
                    if let candidates = searcher.candidates, candidates.contains(false) { narrowed += 1 }
                    let indexed = Self.answer(searcher, files: listing.entryFiles)
                    #expect(indexed == scan, "seed \(Self.seed), round \(round), phase \(phase), pattern \(Array(pattern.unicodeScalars)) (\(caseMode))")
                    cases += 1
                    if indexed != scan { return }
                    // Whether each file matches, as --paths asks: the proven files unread. Case is
                    // ignored here (a search that respects case is never proven), so that most
                    // cases try a proof.
                    let folding = try TextSearch(pattern, caseMode: .insensitive)
                    var paths = EntrySearcher(vault: vault, search: folding, contextLines: 0, firstLineOnly: true)
                    let scanned = Self.matching(paths, files: listing.entryFiles)
                    paths.candidates = paths.candidates(in: index, ids: ids)
                    paths.proven = paths.provenSummaries(in: index, ids: ids, files: listing.entryFiles, statuses: listing.entryStatuses) { cache }
                    if let proven = paths.proven, proven.contains(where: { $0 != nil }) { proofs += 1 }
                    let answered = Self.matching(paths, files: listing.entryFiles)
                    #expect(answered == scanned, "seed \(Self.seed), round \(round), phase \(phase), pattern \(Array(pattern.unicodeScalars)) (\(caseMode)), paths; \(texts.map { Array($0.unicodeScalars) })")
                    if answered != scanned { return }
                }
            }
        }
        #expect(cases >= 10_000)
        // The index did narrow most searches (else the test would prove little).
        #expect(narrowed > cases / 3, "narrowed \(narrowed) of \(cases)")
        // And proved some files' matches in many of them.
        #expect(proofs > cases / 10, "proved \(proofs) of \(cases)")
        print("SearchIndexPropertyTests: \(cases) cases, \(narrowed) narrowed, \(proofs) with proven files")
    }
}
