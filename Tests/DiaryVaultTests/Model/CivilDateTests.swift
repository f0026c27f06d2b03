import Testing
@testable import DiaryVault

/// Calendar days: Gregorian leap years, day counts and weekdays, with no time zone involved.
@Suite struct CivilDateTests {
    @Test(arguments: [(2024, true), (2026, false), (2000, true), (1900, false), (2100, false), (2400, true)])
    func knowsLeapYears(year: Int, isLeap: Bool) {
        #expect(CivilDate.isLeapYear(year) == isLeap)
    }

    @Test(arguments: [(2026, 2, 28), (2028, 2, 29), (2026, 4, 30), (2026, 12, 31)])
    func countsDaysInAMonth(year: Int, month: Int, days: Int) {
        #expect(CivilDate.daysIn(month: month, year: year) == days)
    }

    @Test func rejectsDaysThatDoNotExist() {
        #expect(CivilDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CivilDate(year: 2026, month: 13, day: 1) == nil)
        #expect(CivilDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CivilDate(year: 2028, month: 2, day: 29)?.description == "2028-02-29")
    }

    /// Weekdays are numbered as Foundation's `Calendar` numbers them: 1 is Sunday.
    @Test(arguments: [((1970, 1, 1), 5), ((2026, 11, 29), 1), ((2026, 11, 28), 7), ((2000, 2, 29), 3), ((1969, 12, 31), 4)])
    func knowsTheWeekday(date: (Int, Int, Int), weekday: Int) throws {
        #expect(try #require(CivilDate(year: date.0, month: date.1, day: date.2)).weekday == weekday)
    }

    @Test func countsDaysAcrossMonthsYearsAndTheEpoch() throws {
        let day = try #require(CivilDate(year: 2026, month: 11, day: 29))
        #expect(day.daysSinceEpoch == 20_786)
        #expect(CivilDate(daysSinceEpoch: 20_786) == day)
        #expect(day.adding(days: 33).description == "2027-01-01")
        #expect(day.adding(days: -20_787).description == "1969-12-31")
        #expect(try #require(CivilDate(year: 2028, month: 2, day: 28)).adding(days: 1).description == "2028-02-29")
    }
}
