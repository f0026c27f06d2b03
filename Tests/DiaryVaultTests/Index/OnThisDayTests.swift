import Testing
@testable import DiaryVault

/// "On this day" at its edges: earlier years only, 29 February in leap and common years under
/// both leap-day rules, a window across the turn of the year.
@Suite struct OnThisDayTests {
    static func entry(_ date: String, _ title: String? = nil) -> EntrySummary {
        EntrySummary(path: "\(date).md", uuid: nil, date: EntryDate(parsing: date)!, mood: nil, moodText: nil,
                     isStarred: false, title: title ?? date, tags: [])
    }

    static let entries = ["2020-02-29", "2021-02-28", "2021-03-01", "2024-02-28", "2024-02-29", "2025-02-28",
                          "2025-12-30", "2026-01-02", "2026-02-28", "2027-02-28"].map { entry($0) }

    static func titles(_ date: String, window: Int = 0, leapDay: TimeRules.LeapDay = .feb28) -> [String] {
        let day = EntryDate(parsing: date)!.day
        let search = OnThisDay(date: day, window: window, rules: TimeRules(leapDay: leapDay))
        return search.matches(in: entries).map { "\($0.entry.title) \($0.yearsAgo) \($0.daysFromDate)" }
    }

    /// On 28 February of a common year, 29 February of leap years shows (feb28); the day itself
    /// (2026) and later years do not.
    @Test func showsTwentyNinthFebruaryOnTheTwentyEighthOfACommonYear() {
        #expect(Self.titles("2026-02-28") == ["2025-02-28 1 0", "2024-02-29 2 0", "2024-02-28 2 0", "2021-02-28 5 0", "2020-02-29 6 0"])
    }

    /// With mar1 they show on 1 March instead.
    @Test func showsTwentyNinthFebruaryOnTheFirstOfMarchWithMar1() {
        #expect(Self.titles("2026-02-28", leapDay: .mar1) == ["2025-02-28 1 0", "2024-02-28 2 0", "2021-02-28 5 0"])
        #expect(Self.titles("2026-03-01", leapDay: .mar1) == ["2024-02-29 2 0", "2021-03-01 5 0", "2020-02-29 6 0"])
    }

    /// On 29 February of a leap year only 29 February shows; 28 February keeps its own day.
    @Test func showsOnlyTwentyNinthFebruaryOnALeapDay() {
        #expect(Self.titles("2028-02-29") == ["2024-02-29 4 0", "2020-02-29 8 0"])
        #expect(Self.titles("2028-02-28").contains("2024-02-29 4 0") == false)
    }

    /// A window that spans 1 January reaches back into December, a year later than the entry's.
    @Test func reachesAcrossTheTurnOfTheYear() {
        #expect(Self.titles("2027-01-01", window: 2) == ["2026-01-02 1 1", "2025-12-30 1 -2"])
    }
}
