import Testing
@testable import DiaryVault

/// The rules of docs/TIME.md at their edges: 29 February in leap and common years, D+N under
/// both countings, the 100th day and the first anniversary of a leap-day date, and the locale's
/// default (the `--explain` text: `ExplanationRendererTests`).
@Suite struct TimeRulesTests {
    static let leapDay = CivilDate(year: 2024, month: 2, day: 29)!

    static func rules(_ counting: TimeRules.Counting, _ leapDay: TimeRules.LeapDay = .feb28) -> TimeRules {
        TimeRules(leapDay: leapDay, counting: counting)
    }

    @Test(arguments: [
        (TimeRules.LeapDay.feb28, 2025, "2025-02-28"), (.mar1, 2025, "2025-03-01"),
        (.feb28, 2028, "2028-02-29"), (.mar1, 2028, "2028-02-29"), (.feb28, 2100, "2100-02-28"),
    ])
    func placesTwentyNinthFebruary(leapDay: TimeRules.LeapDay, year: Int, expected: String) {
        #expect(Self.rules(.fromZero, leapDay).occurrence(month: 2, day: 29, in: year).description == expected)
    }

    @Test func placesOtherDaysAsTheyAre() {
        #expect(Self.rules(.fromZero, .mar1).occurrence(month: 2, day: 28, in: 2025).description == "2025-02-28")
        #expect(Self.rules(.fromZero).occurrence(month: 12, day: 31, in: 2026).description == "2026-12-31")
    }

    /// The day before, the day itself and the day after, under both countings.
    @Test(arguments: [
        (TimeRules.Counting.fromOne, -1, -1), (.fromOne, 0, 1), (.fromOne, 1, 2), (.fromOne, 99, 100),
        (.fromZero, -1, -1), (.fromZero, 0, 0), (.fromZero, 1, 1), (.fromZero, 100, 100),
    ])
    func numbersDays(counting: TimeRules.Counting, offset: Int, number: Int) {
        #expect(Self.rules(counting).dayNumber(from: Self.leapDay, on: Self.leapDay.adding(days: offset)) == number)
    }

    /// The 100th day of 2024-02-29 and its first anniversary (the table of docs/TIME.md).
    @Test func countsTheHundredthDayAndFirstAnniversaryOfALeapDay() {
        #expect(Self.rules(.fromOne).day(numbered: 100, from: Self.leapDay).description == "2024-06-07")
        #expect(Self.rules(.fromZero).day(numbered: 100, from: Self.leapDay).description == "2024-06-08")
        for counting in TimeRules.Counting.allCases {
            let dday = DDay(Anniversary(date: Self.leapDay, name: "Moved"), today: Self.leapDay, rules: Self.rules(counting))
            #expect(dday.milestones.map(\.date.description)
                == (counting == .fromOne ? ["2024-06-07", "2024-09-15", "2025-02-28"] : ["2024-06-08", "2024-09-16", "2025-02-28"]))
            #expect(dday.milestones.map(\.kind) == [.days(100), .days(200), .years(1)])
        }
        let mar1 = DDay(Anniversary(date: Self.leapDay, name: "Moved"), today: CivilDate(year: 2025, month: 2, day: 28)!,
                        rules: Self.rules(.fromZero, .mar1))
        #expect(mar1.milestones.first == DDay.Milestone(kind: .years(1), date: CivilDate(year: 2025, month: 3, day: 1)!, daysAway: 1))
    }

    /// A milestone on the day asked is today's (0 days away); before the date, D-N.
    @Test func countsDownBeforeTheDate() {
        let rules = Self.rules(.fromOne)
        let before = DDay(Anniversary(date: Self.leapDay, name: "Moved"), today: CivilDate(year: 2024, month: 2, day: 17)!, rules: rules)
        #expect(before.number == -12)
        #expect(before.milestones.first?.kind == .days(100))
        let hundredth = DDay(Anniversary(date: Self.leapDay, name: "Moved"), today: CivilDate(year: 2024, month: 6, day: 7)!, rules: rules)
        #expect(hundredth.number == 100)
        #expect(hundredth.milestones.first == DDay.Milestone(kind: .days(100), date: CivilDate(year: 2024, month: 6, day: 7)!, daysAway: 0))
    }

    /// Without a `counting` setting the language counts (``Catalogue/Language/dayCounting``): from
    /// one under Korean, `kok_IN` (Konkani) is not Korean.
    @Test(arguments: [("ko_KR", TimeRules.Counting.fromOne), ("ko", .fromOne), ("ko-KR", .fromOne),
                      ("en_US", .fromZero), ("de_DE", .fromZero), ("ja_JP", .fromZero), ("kok_IN", .fromZero)])
    func takesTheCountingFromTheLocale(locale: String, counting: TimeRules.Counting) throws {
        #expect(try VaultConfig(parsing: "", path: "c").timeRules(localeIdentifier: locale).counting == counting)
        #expect(try VaultConfig(parsing: "counting = from-zero\n", path: "c").timeRules(localeIdentifier: locale).counting == .fromZero)
        #expect(try VaultConfig(parsing: "", path: "c").timeRules(localeIdentifier: locale).dayEnd == nil)
    }
}
