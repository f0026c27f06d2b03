import Foundation
import Testing
@testable import vault_bench

@Suite struct VaultGeneratorTests {
    @Test func sameSeedAndCountGiveTheSameBytes() {
        let first = VaultGenerator(entries: 300, seed: 5).files()
        let second = VaultGenerator(entries: 300, seed: 5).files()
        #expect(first.files.map(\.path) == second.files.map(\.path))
        #expect(first.files.map(\.bytes) == second.files.map(\.bytes))
        #expect(first.truth == second.truth)
    }

    @Test func anotherSeedGivesAnotherVault() {
        let first = VaultGenerator(entries: 100, seed: 1).files().files
        let second = VaultGenerator(entries: 100, seed: 2).files().files
        #expect(first.map(\.bytes) != second.map(\.bytes))
    }

    @Test(arguments: [0, 1, 2, 3, 1000])
    func makesExactlyTheAskedNumberOfEntries(count: Int) {
        let (files, truth) = VaultGenerator(entries: count, seed: 42).files()
        #expect(files.count == count)
        #expect(truth.total == count)
        #expect(truth.perMonth.values.reduce(0, +) == count)
        #expect(truth.perDay.values.reduce(0, +) == count)
    }

    @Test func truthMatchesTheFiles() throws {
        let (files, truth) = VaultGenerator(entries: 2000, seed: 42).files()
        var perDay: [String: Int] = [:]
        var starred = 0
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self)
            let date = try #require(text.firstMatch(of: /date: (\d{4}-\d\d-\d\d)T/)?.1)
            perDay[String(date), default: 0] += 1
            starred += text.contains("\nstarred: true") || text.contains("\r\nstarred: true") ? 1 : 0
            #expect(file.path.hasPrefix("\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(date)-"))
            #expect(file.path.hasSuffix(".md"))
        }
        #expect(perDay == truth.perDay)
        #expect(starred == truth.favorites)
        #expect((300...500).contains(starred), "about 20 % starred")
    }

    @Test func spreadsEntriesOverManyDaysBackFromTheEndDay() {
        let truth = VaultGenerator(entries: 3000, seed: 42).files().truth
        #expect(truth.newestDay == "2026-11-30")
        #expect(truth.perDay.values.allSatisfy { (1...3).contains($0) })
        let days = truth.perDay.count
        #expect((1500...2500).contains(days))
        #expect(truth.perMonth.count >= 60)
    }

    @Test func writesCanonicalFrontMatterWithUniqueUUIDs() throws {
        let (files, _) = VaultGenerator(entries: 1000, seed: 42).files()
        var uuids: Set<String> = []
        for file in files where !file.quirks.contains("comment") {
            var text = String(decoding: file.bytes, as: UTF8.self)
            if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
            let lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0] == "---")
            let uuid = try #require(lines[1].firstMatch(of: /^uuid: ([0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12})$/)?.1)
            #expect(uuids.insert(String(uuid)).inserted)
            #expect(lines[2].hasPrefix("date: "))
            let end = try #require(lines.dropFirst().firstIndex(of: "---"))
            let keys = lines[1..<end].compactMap { $0.hasPrefix(" ") ? nil : $0.split(separator: ":").first.map(String.init) }
            let order = ["uuid", "date", "mood", "starred", "tags"]
            #expect(keys == order.filter(keys.contains), "canonical key order in \(file.path)")
            #expect(lines[end + 1].hasPrefix("# "), "the title heading follows the front matter")
        }
    }

    @Test func bodiesHaveOneHundredToEightHundredWords() {
        let (files, _) = VaultGenerator(entries: 500, seed: 42).files()
        for file in files {
            let text = String(decoding: file.bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
            let body = text.components(separatedBy: "\n---\n").dropFirst().joined()
            let words = body.split(whereSeparator: \.isWhitespace).count
            #expect(words >= 100, "\(file.path) has \(words) words")
            #expect(words <= 1200, "\(file.path) has \(words) words")
        }
    }

    @Test func hasTheQuirksAndLanguagesOfRealDiaries() {
        let (files, truth) = VaultGenerator(entries: 5000, seed: 42).files()
        for quirk in ["crlf", "bom", "comment", "korean_slug", "block_tags", "no_mood", "body_rule"] {
            #expect((truth.quirks[quirk] ?? 0) > 0, "no file with \(quirk)")
        }
        let texts = files.map { String(decoding: $0.bytes, as: UTF8.self) }
        #expect(texts.contains { $0.contains("오늘") || $0.contains("한강") })
        #expect(texts.contains { $0.contains("🌸") })
        #expect(texts.contains { $0.contains("tags: [") })
        #expect(texts.contains { $0.contains("+09:00") } && texts.contains { $0.contains("-08:00") })
        for file in files where file.quirks.contains("crlf") {
            #expect(!file.bytes.indices.contains { file.bytes[$0] == 0x0A && ($0 == 0 || file.bytes[$0 - 1] != 0x0D) })
        }
        for file in files {
            #expect(file.bytes.last == 0x0A)
            #expect(file.bytes.suffix(2) != [0x0A, 0x0A], "one final newline in \(file.path)")
        }
    }

    @Test func writesTheVaultToDisk() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        let generator = VaultGenerator(entries: 200, seed: 8)
        let truth = try generator.write(to: directory.path)
        #expect(FileIO.isDirectory(directory.path + "/.vault"))
        let enumerator = try #require(FileManager.default.enumerator(atPath: directory.path))
        let written = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".md") }
        #expect(written.count == truth.total)
        let (files, _) = generator.files()
        for file in files.prefix(20) {
            #expect(try FileIO.read(directory.path + "/" + file.path) == file.bytes)
        }
    }

    @Test(arguments: [
        ("Evening walk by the river", "evening-walk-by-the-river"),
        ("Thoughts on the new job", "thoughts-on-the-new-job"),
        ("한강 산책", "한강-산책"),
        ("Busy day 🎂", "busy-day"),
        ("🎂", "entry"),
        ("Re: Lunch, downtown!", "re-lunch-downtown"),
    ])
    func slugsTitles(title: String, slug: String) {
        #expect(EntryFactory.slug(title) == slug)
    }

    @Test func slugsAreAtMostSixtyBytesWithoutATrailingDash() {
        let slug = EntryFactory.slug(String(repeating: "가나 ", count: 40))
        #expect(slug.utf8.count <= 60)
        #expect(!slug.hasSuffix("-"))
        #expect(EntryFactory.slug(String(repeating: "ab ", count: 40)).utf8.count <= 60)
    }

    @Test func manifestRoundTripsInGenVaultFormat() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        let truth = VaultGenerator(entries: 400, seed: 4).files().truth
        let path = directory.path + "/manifest.json"
        try FileIO.write(try truth.manifest(seed: 4), to: path)
        let read = try VaultTruth(manifestAt: path)
        #expect(read == truth)
    }

    @Test func readsAGenVaultManifest() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/manifest.json"
        try FileIO.write(Array("""
            {"generator": "gen_vault.py", "seed": 42, "n": 3, "starred": 1, "newest_day": "2026-11-30",
             "per_month": {"2026-11": 2, "2026-10": 1}, "per_day": {"2026-11-30": 2, "2026-10-01": 1},
             "quirk_counts": {"crlf": 1}, "quirk_files": {"crlf": ["2026/11/x.md"]}}
            """.utf8), to: path)
        let truth = try VaultTruth(manifestAt: path)
        #expect(truth.total == 3)
        #expect(truth.favorites == 1)
        #expect(truth.perMonth == ["2026-11": 2, "2026-10": 1])
        #expect(truth.perDay["2026-11-30"] == 2)
    }

    @Test func rejectsAFileThatIsNotAManifest() throws {
        let directory = try BenchTemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/manifest.json"
        try FileIO.write(Array("{\"entries\": 3}".utf8), to: path)
        #expect(throws: BenchError.self) { try VaultTruth(manifestAt: path) }
    }
}
