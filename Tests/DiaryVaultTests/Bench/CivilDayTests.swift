import Testing
@testable import vault_bench

@Suite struct CivilDayTests {
    @Test(arguments: [
        ("1970-01-01", 0),
        ("2000-03-01", 11017),
        ("2026-11-30", 20787),
        ("1843-07-19", -46187),
        ("0001-01-01", -719_162),
    ])
    func convertsToDaysSinceEpoch(text: String, days: Int) throws {
        let day = try #require(CivilDay(text))
        #expect(day.daysSinceEpoch == days)
        #expect(CivilDay(daysSinceEpoch: days) == day)
        #expect(day.description == text)
    }

    @Test func walksAcrossLeapDays() {
        let day = CivilDay(year: 2024, month: 2, day: 28)
        #expect(day.adding(days: 1).description == "2024-02-29")
        #expect(day.adding(days: 2).description == "2024-03-01")
        #expect(CivilDay(year: 1900, month: 3, day: 1).adding(days: -1).description == "1900-02-28")
    }

    @Test func roundTripsEveryDayOfFourCenturies() {
        for days in stride(from: -150_000, through: 150_000, by: 1) {
            let day = CivilDay(daysSinceEpoch: days)
            #expect(day.daysSinceEpoch == days)
            if day.daysSinceEpoch != days { break }
        }
    }

    @Test(arguments: ["2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-11-30", "2026-11-31", "day"])
    func rejectsInvalidText(text: String) {
        #expect(CivilDay(text) == nil)
    }

    @Test func formatsTheMonthKey() {
        #expect(CivilDay(year: 987, month: 3, day: 4).monthKey == "0987-03")
    }
}
