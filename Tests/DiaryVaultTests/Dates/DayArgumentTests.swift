import Testing
@testable import DiaryVault

/// The day argument of `vault on-this-day` and `vault dday --on`: `MM-DD` of every year,
/// `YYYY-MM-DD`, a day relative to today, and what is none of them.
@Suite struct DayArgumentTests {
    /// Sunday 29 November 2026.
    static let today = CivilDate(year: 2026, month: 11, day: 29)!

    @Test(arguments: [
        ("11-29", nil, 11, 29), ("02-29", nil, 2, 29), ("01-01", nil, 1, 1),
        ("2026-11-29", 2026, 11, 29), ("2024-02-29", 2024, 2, 29), ("0000-01-01", 0, 1, 1),
        ("yesterday", 2026, 11, 28), ("어제", 2026, 11, 28), ("last friday", 2026, 11, 27), ("3일 전", 2026, 11, 26),
    ] as [(String, Int?, Int, Int)])
    func readsEachForm(_ text: String, _ year: Int?, _ month: Int, _ day: Int) {
        #expect(DayArgument.parse(text, today: Self.today) == DayArgument(year: year, month: month, day: day))
    }

    @Test(arguments: ["02-30", "13-01", "1-29", "11-9", "2026-02-29", "2026-11-31", "26-11-29", "2026-11", "11/29",
                      "11-29-", "-11-29", "١١-٢٩", "", "someday"])
    func refusesWhatIsNoDay(_ text: String) {
        #expect(DayArgument.parse(text, today: Self.today) == nil)
    }

    /// Only a day with its year is a date: `--on` needs one, `MM-DD` has none.
    @Test func isADateOnlyWithItsYear() {
        #expect(DayArgument.parse("2024-02-29", today: Self.today)?.date == CivilDate(year: 2024, month: 2, day: 29))
        #expect(DayArgument.parse("02-29", today: Self.today)?.date == nil)
        #expect(DayArgument.parse("yesterday", today: Self.today)?.date == CivilDate(year: 2026, month: 11, day: 28))
    }
}
