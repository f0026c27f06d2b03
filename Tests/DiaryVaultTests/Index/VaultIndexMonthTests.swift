import Testing
@testable import DiaryVault

/// The index's months, found by day-number ranges, against grouping each entry by its own year
/// and month (the rule the ranges stand for): month ends, February 29th, the turn of
/// a year, a lone entry, and random lists.
@Suite struct VaultIndexMonthTests {
    /// The months by that rule: consecutive entries (newest first) with the same
    /// year and month, with each year's count.
    private func expectedMonths(_ index: VaultIndex) -> ([(year: Int, month: Int, count: Int)], [Int: Int]) {
        var months: [(year: Int, month: Int, count: Int)] = []
        var years: [Int: Int] = [:]
        for entry in index.entries {
            let day = entry.day
            if let last = months.last, last.year == day.year, last.month == day.month {
                months[months.count - 1].count += 1
            } else {
                months.append((day.year, day.month, 1))
            }
            years[day.year, default: 0] += 1
        }
        return (months, years)
    }

    /// Checks one list of days.
    private func check(_ days: [String]) {
        let index = VaultIndex(entries: days.map { VaultIndexTests.entry($0) })
        let (months, years) = expectedMonths(index)
        #expect(index.months.map { [$0.year, $0.month, $0.entries.count] } == months.map { [$0.year, $0.month, $0.count] }, "\(days)")
        #expect(index.countsByYear == years, "\(days)")
        #expect(index.months.flatMap(\.entries) == index.entries)
    }

    /// The edges of months and years, one by one and together.
    @Test func monthsBreakWhereTheCalendarDoes() {
        check([])
        check(["2026-11-29"])
        check(["2024-02-28", "2024-02-29", "2024-03-01", "2023-02-28", "2023-03-01", "2023-12-31", "2024-01-01"])
        check(["1999-12-31T23:59", "2000-01-01", "2000-02-29", "2000-03-01", "1900-02-28", "1900-03-01"])
        check(["2026-01-31", "2026-02-01", "2026-04-30", "2026-05-01", "2026-11-30", "2026-12-01", "2026-12-31"])
    }

    /// Random days over five years, many to a month.
    @Test func randomDaysGroupAsTheOldRuleDid() {
        // A 64-bit linear congruential generator (Knuth's MMIX constants), so a failure repeats.
        var state: UInt64 = 42
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        for _ in 0..<40 {
            let count = 1 + next() % 80
            check((0..<count).map { _ in CivilDate(daysSinceEpoch: 19_000 + next() % 1_900).description })
        }
    }
}
