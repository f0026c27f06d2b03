import Testing
@testable import DiaryVault

/// The calendar's anniversary marks: `^` on the day, its name under the grid in the locale's
/// words, `^ anniversary` in the legend only when a day is marked.
@Suite struct CalendarRendererAnniversaryTests {
    static let moved = Anniversary(date: CivilDate(year: 2024, month: 2, day: 29)!, name: "Moved in")

    static func options(_ locale: String, counting: TimeRules.Counting = .fromZero, leapDay: TimeRules.LeapDay = .feb28,
                        year: Int, month: Int) -> CalendarOptions {
        var options = CalendarOptions(localeIdentifier: locale)
        let first = CivilDate(year: year, month: month, day: 1)!
        let last = CivilDate(year: year, month: month, day: CivilDate.daysIn(month: month, year: year))!
        options.anniversaryMarks = AnniversaryMark.marks(of: [moved], from: first, through: last,
                                                         rules: TimeRules(leapDay: leapDay, counting: counting))
        return options
    }

    /// February 2025, a common year: the first anniversary falls on the 28th.
    @Test func marksTheFirstAnniversaryOfALeapDayOnTheTwentyEighth() {
        let days = [CivilDate(year: 2025, month: 2, day: 28)!: DaySummary(date: CivilDate(year: 2025, month: 2, day: 28)!, entryCount: 1, starredCount: 1)]
        #expect(CalendarRenderer.renderMonth(year: 2025, month: 2, days: days, options: Self.options("en_US", year: 2025, month: 2)) == """
                  February 2025
            Su  Mo  Tu  We  Th  Fr  Sa
                                     1
             2   3   4   5   6   7   8
             9  10  11  12  13  14  15
            16  17  18  19  20  21  22
            23  24  25  26  27  28^

            ^ Feb 28: Moved in, 1 year
            + entries  * starred  ^ anniversary
            """)
    }

    /// With leap-day = mar1 it falls on 1 March instead, and February has no mark and no legend entry.
    @Test func marksTheFirstOfMarchWithMar1() {
        let february = Self.options("en_US", leapDay: .mar1, year: 2025, month: 2)
        #expect(february.anniversaryMarks.isEmpty)
        #expect(CalendarRenderer.legend(options: february) == "+ entries  * starred")
        #expect(Self.options("en_US", leapDay: .mar1, year: 2025, month: 3).anniversaryMarks.map(\.date.description) == ["2025-03-01"])
    }

    /// The date itself, and the 100th day: 7 June under from-one (ko_KR), 8 June under from-zero (de_DE).
    @Test func namesTheHundredthDayInKoreanAndGerman() {
        #expect(CalendarRenderer.renderMonth(year: 2024, month: 6, days: [:], options: Self.options("ko_KR", counting: .fromOne, year: 2024, month: 6)) == """
                    2024년 6월
            일  월  화  수  목  금  토
                                     1
             2   3   4   5   6   7^  8
             9  10  11  12  13  14  15
            16  17  18  19  20  21  22
            23  24  25  26  27  28  29
            30

            ^ 6월 7일: Moved in, 100일
            + 쓴 날  * 즐겨찾기  ^ 기념일
            """)
        #expect(CalendarRenderer.renderMonth(year: 2024, month: 6, days: [:], options: Self.options("de_DE", year: 2024, month: 6)) == """
                    Juni 2024
            Mo  Di  Mi  Do  Fr  Sa  So
                                 1   2
             3   4   5   6   7   8^  9
            10  11  12  13  14  15  16
            17  18  19  20  21  22  23
            24  25  26  27  28  29  30

            ^ 8. Juni: Moved in, 100 Tage
            + Einträge  * Favorit  ^ Jahrestag
            """)
        let february = Self.options("en_US", year: 2024, month: 2)
        #expect(CalendarRenderer.anniversaryNames(options: february) == ["^ Feb 29: Moved in"])
    }
}
