import Testing
@testable import DiaryVault

@Suite struct RelativeDayTests {
    /// Sunday 29 November 2026.
    static let sunday = CivilDate(year: 2026, month: 11, day: 29)!
    /// Friday 27 November 2026.
    static let friday = CivilDate(year: 2026, month: 11, day: 27)!

    @Test(arguments: [
        ("today", "2026-11-29"), ("Today", "2026-11-29"), ("오늘", "2026-11-29"), ("heute", "2026-11-29"),
        ("yesterday", "2026-11-28"), ("어제", "2026-11-28"), ("gestern", "2026-11-28"),
        ("그제", "2026-11-27"), ("그저께", "2026-11-27"), ("vorgestern", "2026-11-27"),
        ("tomorrow", "2026-11-30"), ("내일", "2026-11-30"), ("morgen", "2026-11-30"),
        ("0 days ago", "2026-11-29"), ("1 day ago", "2026-11-28"), ("3 days ago", "2026-11-26"),
        ("30 days ago", "2026-10-30"), ("3  days   ago", "2026-11-26"),
        ("1 week ago", "2026-11-22"), ("2 weeks ago", "2026-11-15"),
        ("3일 전", "2026-11-26"), ("2주 전", "2026-11-15"),
        // On a Sunday: a bare weekday is the latest one on or before today.
        ("sunday", "2026-11-29"), ("sun", "2026-11-29"), ("friday", "2026-11-27"), ("FRI", "2026-11-27"),
        ("saturday", "2026-11-28"), ("monday", "2026-11-23"),
        ("last sunday", "2026-11-22"), ("last friday", "2026-11-27"), ("last saturday", "2026-11-28"),
        ("next sunday", "2026-12-06"), ("next monday", "2026-11-30"), ("next saturday", "2026-12-05"),
    ])
    func readsEachFormFromASunday(_ text: String, _ expected: String) {
        #expect(RelativeDay.parse(text, today: Self.sunday)?.description == expected)
    }

    @Test(arguments: [
        ("friday", "2026-11-27"), ("last friday", "2026-11-20"), ("next friday", "2026-12-04"),
        ("thursday", "2026-11-26"), ("last thursday", "2026-11-26"), ("next thursday", "2026-12-03"),
        ("saturday", "2026-11-21"), ("next saturday", "2026-11-28"),
    ])
    func todaysWeekdayIsTodayBareAndAWeekAwayWithLastOrNext(_ text: String, _ expected: String) {
        #expect(RelativeDay.parse(text, today: Self.friday)?.description == expected)
    }

    @Test(arguments: [
        "", "soon", "last", "next", "ago", "days ago", "-3 days ago", "3 day", "three days ago", "1000000 days ago",
        "3 months ago", "last week", "friday next", "fr", "3일", "일 전", "3일전", "this friday", "yesterday 21:30",
    ])
    func refusesEverythingElse(_ text: String) {
        #expect(RelativeDay.parse(text, today: Self.sunday) == nil)
    }

    @Test func refusesADayBeforeYearZero() {
        let early = CivilDate(year: 0, month: 1, day: 2)!
        #expect(RelativeDay.parse("1 day ago", today: early)?.description == "0000-01-01")
        #expect(RelativeDay.parse("2 days ago", today: early) == nil)
    }

    @Test func dateArgumentsTakeRelativeDaysAsADateAlone() throws {
        // 2026-11-29T21:14:00+09:00 in Seoul.
        let text = DateArgument.parse("3 days ago", now: CLIContext.testNow, timeZone: TemporaryVault.seoul)?.text
        #expect(text == "2026-11-26")
        #expect(DateArgument.parse("그저께", now: CLIContext.testNow, timeZone: TemporaryVault.seoul)?.text == "2026-11-27")
    }
}
