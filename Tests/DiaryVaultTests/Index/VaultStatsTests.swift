import Foundation
import Testing
@testable import DiaryVault

/// Streaks and stats at their edges: midnight, day-end, a writer changing time zones, year ends
/// and weekends (docs/STATS.md).
@Suite struct VaultStatsTests {
    /// A summary of an entry written at `date`, with `words` words.
    static func entry(_ date: String, mood: Mood? = nil, tags: [String] = [], words: Int = 0) -> EntrySummary {
        EntrySummary(path: "\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(date).md", uuid: nil,
                     date: EntryDate(parsing: date)!, mood: mood, moodText: mood?.rawValue, isStarred: false,
                     title: date, tags: tags, counts: TextCounts(words: words, characters: words * 5))
    }

    static func day(_ text: String) -> CivilDate { EntryDate(parsing: text)!.day }

    static func stats(_ dates: [String], dayEnd: String = "00:00", today: String) -> VaultStats {
        VaultStats(entries: dates.map { entry($0) }, dayEnd: DayEnd(parsing: dayEnd)!, today: day(today))
    }

    @Test(arguments: [
        ("2026-11-29T01:30", "04:00", "2026-11-28"),
        ("2026-11-29T03:59:59.999", "04:00", "2026-11-28"),
        ("2026-11-29T04:00", "04:00", "2026-11-29"),
        ("2026-11-29T00:00", "00:00", "2026-11-29"),
        ("2026-11-29", "04:00", "2026-11-29"),
        ("2026-11-29T01:30+09:00", "04:00", "2026-11-28"),
        ("2026-11-29T01:30-08:00", "04:00", "2026-11-28"),
        ("2026-01-01T02:00Z", "04:00", "2025-12-31"),
    ])
    func anEntryBeforeDayEndCountsForTheDayBefore(_ date: String, _ dayEnd: String, _ expected: String) {
        #expect(DayEnd(parsing: dayEnd)!.statsDay(of: EntryDate(parsing: date)!) == Self.day(expected))
        #expect(DayEnd(parsing: dayEnd)!.statsDay(of: Self.entry(date)) == Self.day(expected))
    }

    @Test(arguments: ["4:00", "24:00", "12:60", "04:00:00", "", "ab:cd", "04-00"])
    func aDayEndIsHHMM(_ text: String) {
        #expect(DayEnd(parsing: text) == nil)
    }

    @Test func aStreakCrossesMidnightAndDayEndJoinsTheNightToTheEvening() {
        let dates = ["2026-11-27T21:00", "2026-11-28T23:50", "2026-11-29T00:10"]
        let plain = Self.stats(dates, today: "2026-11-29")
        #expect(plain.everyDay.current == Streak(start: Self.day("2026-11-27"), end: Self.day("2026-11-29"), length: 3))
        #expect(plain.total.days == 3)
        let late = Self.stats(dates, dayEnd: "04:00", today: "2026-11-29")
        // 00:10 belongs to the 28th: two days, still current (today is not written yet).
        #expect(late.everyDay.current == Streak(start: Self.day("2026-11-27"), end: Self.day("2026-11-28"), length: 2))
        #expect(late.total.days == 2)
        #expect(late.months[.init(year: 2026, month: 11)]?.entries == 3)
    }

    @Test func theWrittenDayCountsAcrossATimeZoneChange() {
        // Written in Seoul, then in San Francisco: in UTC these are 2026-11-28T23:00Z and
        // 2026-11-30T04:00Z, two days apart; as written, both are the 29th.
        let stats = Self.stats(["2026-11-28T21:00+09:00", "2026-11-29T08:00+09:00", "2026-11-29T20:00-08:00",
                                "2026-11-30T07:00-08:00"], today: "2026-11-30")
        #expect(stats.total.days == 3)
        #expect(stats.everyDay.current == Streak(start: Self.day("2026-11-28"), end: Self.day("2026-11-30"), length: 3))
    }

    @Test func aStreakRunsAcrossAYearEnd() {
        let stats = Self.stats(["2025-12-30", "2025-12-31T23:59", "2026-01-01T00:01", "2026-01-05"], today: "2026-03-01")
        #expect(stats.everyDay.current == nil)
        #expect(stats.everyDay.longest == Streak(start: Self.day("2025-12-30"), end: Self.day("2026-01-01"), length: 3))
        #expect(stats.years[2025]?.entries == 2)
        #expect(stats.years[2026]?.days == 2)
    }

    @Test func weekendsNeitherBreakNorExtendAStreakWithoutWeekends() {
        // Thu 2027-12-30, Fri 31, (Sat 1 written, Sun 2 not), Mon 2028-01-03, Tue 4.
        let stats = Self.stats(["2027-12-30", "2027-12-31", "2028-01-01", "2028-01-03", "2028-01-04"], today: "2028-01-05")
        #expect(stats.weekdays.current == Streak(start: Self.day("2027-12-30"), end: Self.day("2028-01-04"), length: 4))
        #expect(stats.everyDay.current == Streak(start: Self.day("2028-01-03"), end: Self.day("2028-01-04"), length: 2))
        #expect(stats.everyDay.longest == Streak(start: Self.day("2027-12-30"), end: Self.day("2028-01-01"), length: 3))
        // On the Sunday after, the weekday streak ending on Friday is current.
        let sunday = Self.stats(["2026-11-26", "2026-11-27"], today: "2026-11-29")
        #expect(sunday.weekdays.current == Streak(start: Self.day("2026-11-26"), end: Self.day("2026-11-27"), length: 2))
        #expect(sunday.everyDay.current == nil)
        // An entry on a weekend alone is no weekday streak.
        let weekend = Self.stats(["2026-11-28", "2026-11-29"], today: "2026-11-29")
        #expect(weekend.weekdays.longest == nil)
        #expect(weekend.everyDay.current?.length == 2)
    }

    @Test func ofTwoLongestStreaksTheLaterWins() {
        let stats = Self.stats(["2026-01-01", "2026-01-02", "2026-02-01", "2026-02-02"], today: "2026-12-01")
        #expect(stats.everyDay.longest == Streak(start: Self.day("2026-02-01"), end: Self.day("2026-02-02"), length: 2))
    }

    @Test func moodsTagsAndTheMedianOfAMonth() {
        let entries = [
            Self.entry("2026-11-01", mood: .bad, tags: ["walk"], words: 10),
            Self.entry("2026-11-02", mood: .good, tags: ["walk", "dubu"], words: 20),
            Self.entry("2026-11-03", mood: .great, tags: ["dubu"], words: 30),
            Self.entry("2026-11-04", mood: .great, tags: ["tea", "walk"]),
            Self.entry("2026-12-01", tags: ["tea"]),
        ]
        let stats = VaultStats(entries: entries, dayEnd: .midnight, today: Self.day("2026-12-01"))
        #expect(stats.moods == [.bad: 1, .good: 1, .great: 2])
        #expect(stats.withoutMood == 1)
        #expect(stats.medianMood(of: .init(year: 2026, month: 11)) == .good)
        #expect(stats.medianMood(of: .init(year: 2026, month: 12)) == nil)
        #expect(stats.topTags == [.init(tag: "walk", count: 3), .init(tag: "dubu", count: 2), .init(tag: "tea", count: 2)])
        #expect(stats.total == VaultStats.Totals(entries: 5, days: 5, words: 60, characters: 300))
    }

    /// The figures are summed over runs of one month's entries and the days counted from the
    /// sorted day numbers: entries in any order, months interleaved, give the figures of the
    /// entries in vault order, each counted once.
    @Test func theFiguresDoNotDependOnTheEntriesOrder() {
        let dates = ["2026-11-29T10:00", "2026-10-01T09:00", "2026-11-29T23:00", "2025-12-31T23:59", "2026-11-02T07:00",
                     "2026-10-31T12:00", "2026-01-01T00:30", "2026-11-29T01:00", "2025-12-30T08:00"]
        let moods: [Mood?] = [.good, nil, .bad, .great, .okay, .good, nil, .good, .bad]
        let entries = zip(dates, moods).enumerated().map { offset, pair in
            Self.entry(pair.0, mood: pair.1, tags: offset.isMultiple(of: 2) ? ["walk", "rain"] : ["walk"], words: offset * 3 + 1)
        }
        let today = Self.day("2026-11-30")
        let inOrder = VaultStats(entries: entries.sorted { $0.orderKey < $1.orderKey }, dayEnd: DayEnd(parsing: "04:00")!, today: today)
        let interleaved = VaultStats(entries: entries, dayEnd: DayEnd(parsing: "04:00")!, today: today)
        #expect(interleaved == inOrder)
        #expect(inOrder.total == VaultStats.Totals(entries: 9, days: 7, words: 117, characters: 585))
        #expect(inOrder.months[VaultStats.Month(year: 2026, month: 11)] == VaultStats.Totals(entries: 4, days: 3, words: 43, characters: 215))
        #expect(inOrder.years[2025]?.days == 2)
        #expect(inOrder.moodsByMonth[VaultStats.Month(year: 2026, month: 11)] == [.good: 2, .bad: 1, .okay: 1])
        #expect(inOrder.withoutMood == 2)
        #expect(inOrder.topTags.map(\.tag) == ["walk", "rain"] && inOrder.topTags.map(\.count) == [9, 5])
    }

    /// Tags are counted by their bytes, but a tag spelled in NFC and in NFD is one tag (as a
    /// map by string counts it), and a tag listed twice in an entry counts twice, as before.
    @Test func tagsInNFCAndNFDAreOneTag() {
        let nfc = "산책", nfd = "산책".decomposedStringWithCanonicalMapping
        #expect(Array(nfc.utf8) != Array(nfd.utf8))
        let entries = [Self.entry("2026-11-01T10:00", tags: [nfc]), Self.entry("2026-11-02T10:00", tags: [nfd, "x"]),
                       Self.entry("2026-11-03T10:00", tags: ["x", "x"])]
        let stats = VaultStats(entries: entries, dayEnd: DayEnd(parsing: "00:00")!, today: Self.day("2026-11-03"))
        #expect(stats.topTags.map(\.count) == [3, 2])
        #expect(stats.topTags.first?.tag == "x" && stats.topTags.last?.tag == nfc)
    }
}
