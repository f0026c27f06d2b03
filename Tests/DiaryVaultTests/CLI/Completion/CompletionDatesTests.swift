import Foundation
import Testing
@testable import DiaryVault

/// `vault __complete dates` writes its lines from the cache's bytes; they must be the lines of
/// the `String` way they stand for: every value through `hasPrefix` and
/// ``TerminalText/safe(_:)``, over the days of ``VaultCache/records`` in a `Set`, newest first.
@Suite struct CompletionDatesTests {
    /// The prefixes compared: none, digits, a whole date and longer, words, and text that only
    /// the `String` way can take (non-ASCII digits, a combining mark, a line break, NFD).
    static let prefixes = [
        "", "t", "to", "yesterday", "tomorrowx", "0", "00", "0001", "1", "19", "1969-12", "1970-01-01",
        "2", "20", "2026", "2026-", "2026-1", "2026-11", "2026-11-0", "2026-11-01", "2026-11-01 ", "2026-11-01x",
        "9999-12-31", "-", "x", "\u{0662}", "\u{FF12}", "2026-1\u{0301}", "2\r", "\r\n", "é".decomposedStringWithCanonicalMapping,
        String(repeating: "2", count: 300),
    ]

    /// The lines as the `String` way made them.
    static func expected(_ cache: VaultCache, prefix: String) -> [UInt8] {
        let days = Set(cache.records.compactMap(\.result.summary).map(\.dayNumber)).sorted(by: >)
        let values = ["today", "yesterday", "tomorrow"] + days.map { CivilDate(daysSinceEpoch: Int($0)).description }
        return Array(values.filter { $0.hasPrefix(prefix) }.map { TerminalText.safe($0) + "\n" }.joined().utf8)
    }

    /// Compares both ways for every prefix, and the bit set of days with the sort.
    static func compareBothWays(in vault: TemporaryVault) throws {
        _ = vault.run(["index"])
        let cache = try #require(VaultCache.load(vault.vault))
        #expect(CompletionQuery.days(in: cache) == CompletionQuery.days(in: cache, maximumSpan: 0))
        for typed in prefixes {
            let prefix = typed.precomposedStringWithCanonicalMapping
            #expect(CompletionQuery.dateLines(in: cache, prefix: prefix) == expected(cache, prefix: prefix), "prefix \(typed.debugDescription)")
        }
    }

    @Test(arguments: ["SmallVault", "BrokenVault", "CheckVault", "FixVault"])
    func givesTheLinesOfTheStringWayOnEachFixture(fixture: String) throws {
        let vault = try TemporaryVault(copying: fixture)
        try Self.compareBothWays(in: vault)
    }

    /// Days from the first year to the last, on both sides of 1970, with several entries a day.
    @Test func givesTheLinesOfTheStringWayFromYear1To9999() throws {
        try TemporaryVault.with { vault in
            var days = ["0001-01-01", "0999-12-31", "1582-10-10", "1969-12-31", "1970-01-01", "2000-02-29",
                        "2026-11-01", "2026-11-10", "2026-10-31", "9999-12-31"]
            var seed: UInt64 = 16
            for _ in 0..<60 {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let date = CivilDate(daysSinceEpoch: Int(seed >> 33) % 2_900_000 - 700_000)
                days.append(date.description)
            }
            for (number, day) in days.enumerated() {
                let folder = String(day.prefix(4)) + "/" + String(day.dropFirst(5).prefix(2))
                try vault.write("\(folder)/\(day)-e\(number % 3).md", "---\ndate: \(day)\n---\nEntry \(number)\n")
            }
            try Self.compareBothWays(in: vault)
            #expect(vault.run(["__complete", "dates", "9"]).stdout == "9999-12-31\n")
        }
    }
}
