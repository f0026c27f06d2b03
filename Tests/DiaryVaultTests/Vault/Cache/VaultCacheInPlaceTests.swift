import Foundation
import Testing
@testable import DiaryVault

/// The cache read in place: summaries are slices of the cache file's bytes, damage the
/// checksum cannot see is still refused, and after ten changed files the output is the same as
/// without the cache.
@Suite struct VaultCacheInPlaceTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    /// Writes `count` entries, one a day from 2026-10-01 (some starred, tagged, with a mood, one
    /// with a problem), every file dated an hour ago so that the cache trusts them.
    func writeEntries(_ count: Int) throws -> [String] {
        var paths: [String] = []
        for number in 0..<count {
            let day = CivilDate(daysSinceEpoch: CivilDate(year: 2026, month: 10, day: 1)!.daysSinceEpoch + number)
            let path = "\(CivilDate.pad(day.year, 4))/\(CivilDate.pad(day.month, 2))/\(day.description)-day-\(number).md"
            let mood = ["good", "bad", "okay", "rad"][number % 4]
            let extra = number == 7 ? "title: Seoul: day two\n" : ""
            try temporary.write(path, """
                ---
                uuid: 6F1C2B9E-2D4A-4C1B-9E0F-\(String(format: "%012X", number))
                date: \(day.description)T0\(number % 10):15:00+09:00
                mood: \(mood)
                starred: \(number % 3 == 0)
                tags: [walk, "t\(number % 5)"]
                \(extra)---
                # Day \(number) "quoted" \\ é

                Body \(number).

                """)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)],
                                                  ofItemAtPath: temporary.path(path))
            paths.append(path)
        }
        return paths
    }

    @Test func tenChangedFilesGiveTheSameJSONAsNoCache() throws {
        let paths = try writeEntries(40)
        let fill = temporary.run(["index", "--json"])
        #expect(fill.stdout == temporary.run(["index", "--json", "--no-cache"]).stdout)
        for (number, path) in paths.enumerated() where number % 4 == 1 {
            // The date of the file name ("YYYY/MM/YYYY-MM-DD-..."), a new mood, starred, a new title.
            let date = path.dropFirst(8).prefix(10)
            try temporary.write(path, "---\ndate: \(date)\nmood: great\nstarred: true\n---\n# Changed \(number)\n")
        }
        let warm = temporary.run(["index", "--json"], environment: ["VAULT_STATS": "1"])
        let cold = temporary.run(["index", "--json", "--no-cache"])
        #expect(warm.stderr.contains("files read: 10 of 40 (30 from the cache)"))
        #expect(warm.stdout == cold.stdout)
        #expect(warm.status == cold.status)
        #expect(warm.stdout.contains("Changed 9"))
        #expect(cold.stderr.contains("day-7.md"))
        // And once more, all from the rewritten cache.
        #expect(temporary.run(["index", "--json"]) == cold)
    }

    @Test func cachedSummariesAreSlicesOfTheCacheBuffer() throws {
        _ = try writeEntries(5)
        let vault = try temporary.vault
        let uncached = VaultReader(vault: vault).scan()
        _ = VaultReader(vault: vault).scan(useCache: true)
        let cache = try #require(VaultCache.load(vault))
        #expect(cache.count == 5)
        var cursor = 0
        let path = uncached.entries[2].path
        let status = try #require(FileSystem.status(vault.absolutePath(path)))
        let result = try #require(cache.freshResult(for: path, status: status, cursor: &cursor))
        #expect(cursor == 2)
        let summary = try #require(result.summary)
        #expect(summary == uncached.entries[2])
        // The texts are read in place: the slice starts inside the cache file's bytes.
        let range = try #require(summary.storageRange(in: cache.bytes))
        #expect(range.lowerBound > VaultCache.tableOffset)
        #expect(summary.withStorage { Array($0) } == cache.bytes.withBytes { Array($0[range]) })
        // A path that is not in the cache, between two that are, moves the cursor to the next one.
        var between = 0
        #expect(cache.freshResult(for: uncached.entries[1].path + "x", status: status, cursor: &between) == nil)
        #expect(between == 2)
    }

    /// The loaded cache is the file itself, mapped: its bytes are the file's, and summaries read
    /// from it stay whole after the cache value is gone (they hold the mapping).
    @Test func theLoadedCacheIsTheFileMapped() throws {
        _ = try writeEntries(4)
        let vault = try temporary.vault
        let uncached = VaultReader(vault: vault).scan()
        _ = VaultReader(vault: vault).scan(useCache: true)
        let file = try FileSystem.read(vault.absolutePath(VaultCache.relativePath))
        let mapped = try #require(VaultCache.mapped(vault.absolutePath(VaultCache.relativePath)))
        #expect(mapped.withBytes { Array($0) } == file)
        var summaries: [EntrySummary] = []
        do {
            let cache = try #require(VaultCache.load(vault))
            #expect(cache.encoded() == file)
            summaries = cache.records.compactMap(\.result.summary)
        }
        #expect(Set(summaries) == Set(uncached.entries))
        #expect(VaultCache.mapped(vault.absolutePath(".vault/cache")) == nil)
        #expect(VaultCache.mapped(vault.absolutePath("nothing-here")) == nil)
    }

    /// A record damaged and the checksum made right again (as a bug or another tool might leave
    /// it) is still refused: every record is checked when the cache is loaded.
    @Test(arguments: ["bad-utf8-title", "long-path", "bad-summary-flag", "short-table"])
    func refusesARecordDamagedBehindAGoodChecksum(damage: String) throws {
        _ = try writeEntries(3)
        let vault = try temporary.vault
        let expected = VaultReader(vault: vault).scan()
        _ = VaultReader(vault: vault).scan(useCache: true)
        let path = vault.absolutePath(VaultCache.relativePath)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        bytes.removeLast(8)
        let first = bytes.withUnsafeBufferPointer { VaultCache.recordOffset($0, 0) }
        switch damage {
        case "bad-utf8-title":
            let title = try #require(bytes.indices.first { bytes[$0] == UInt8(ascii: "D") && bytes[$0 + 1] == UInt8(ascii: "a") })
            bytes[title] = 0xFF
        case "long-path": bytes[first + 3] = 0x7F
        case "bad-summary-flag":
            let pathLength = Int(bytes[first]) | Int(bytes[first + 1]) << 8
            bytes[first + 4 + pathLength + 24] = 2
        default: bytes[12] = 4
        }
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        #expect(VaultCache.load(vault) == nil)
        let scan = VaultReader(vault: vault).scan(useCache: true)
        #expect(scan.filesRead == 3)
        #expect(scan.entries == expected.entries)
        #expect(scan.problems == expected.problems)
    }
}
