import Foundation
import Testing
@testable import DiaryVault

/// Days before the Gregorian reform and in year 0, named as written with their proleptic
/// Gregorian weekday (Foundation's own calendar is Julian before 15 October 1582).
@Suite struct ProlepticDateFormatterTests {
    /// Dates where Foundation's own calendar would print October 20 (a Wednesday) for 1582-10-10,
    /// a Julian Wednesday for 1500-01-01 and "November 2, 1" for year 0.
    @Test(arguments: [
        ("en_US", 1582, 10, 10, "Sunday, October 10, 1582"),
        ("en_US", 1500, 1, 1, "Monday, January 1, 1500"),
        ("en_US", 0, 11, 2, "Thursday, November 2, 0000"),
        ("ko_KR", 1582, 10, 10, "1582년 10월 10일 일요일"),
        ("ko_KR", 1500, 1, 1, "1500년 1월 1일 월요일"),
        ("ko_KR", 0, 11, 2, "0000년 11월 2일 목요일"),
        ("de_DE", 1582, 10, 10, "Sonntag, 10. Oktober 1582"),
        ("en_US", 1582, 10, 15, "Friday, October 15, 1582"),
        ("en_US", 1583, 1, 1, "Saturday, January 1, 1583"),
        ("en_US", 1, 1, 1, "Monday, January 1, 0001"),
        ("en_US", 0, 2, 29, "Tuesday, February 29, 0000"),
        ("en_US", 2026, 11, 29, "Sunday, November 29, 2026"),
    ])
    func namesTheDayAsWritten(locale: String, year: Int, month: Int, day: Int, expected: String) throws {
        let date = try #require(CivilDate(year: year, month: month, day: day))
        #expect(EntryRenderer.longDate(date, localeIdentifier: locale) == expected)
    }

    /// The weekday is the one `index` and `calendar` compute from the day count.
    @Test func agreesWithTheDayCountOnWeekdays() throws {
        let names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
        for (year, month, day) in [(0, 1, 1), (4, 3, 1), (100, 2, 28), (999, 12, 31), (1200, 6, 15), (1582, 10, 4)] {
            let date = try #require(CivilDate(year: year, month: month, day: day))
            let weekday = names[((date.daysSinceEpoch % 7) + 7) % 7]
            #expect(EntryRenderer.longDate(date, localeIdentifier: "en_US").hasPrefix(weekday + ","), "\(date)")
        }
    }

    /// 400 years later the text is the same but for the year, in every locale with ASCII digits.
    @Test(arguments: ["en_US", "en_GB", "de_DE", "fr_FR", "ko_KR", "ja_JP", "zh_CN", "ru_RU", "es_ES"])
    func matchesTheSameDay400YearsLater(locale: String) throws {
        let old = try #require(CivilDate(year: 1582, month: 10, day: 10))
        let modern = try #require(CivilDate(year: 1982, month: 10, day: 10))
        let expected = EntryRenderer.longDate(modern, localeIdentifier: locale).replacingOccurrences(of: "1982", with: "1582")
        #expect(EntryRenderer.longDate(old, localeIdentifier: locale) == expected)
    }

    /// A year field becomes its text; quoted text and `''` stay as they are, and a literal next
    /// to quoted text does not join it (`'1500''년'` would read `1500'년`).
    @Test(arguments: [
        ("EEEE, MMMM d, y", "EEEE, MMMM d, 1500"),
        ("y'년' M'월'", "1500'년' M'월'"),
        ("d.MM.yy", "d.MM.00"),
        ("yyyy-MM-dd", "1500-MM-dd"),
        ("'year' y, 'it''s y' u", "'year' 1500, 'it''s y' 1500"),
        ("G y", "G 1500"),
    ])
    func replacesOnlyUnquotedYearFields(pattern: String, expected: String) {
        let replaced = ProlepticDateFormatter.replacingYears(in: pattern) { _, width in width == 2 ? "00" : "1500" }
        #expect(replaced == expected)
    }

    @Test func quotesYearTextWithLetters() {
        #expect(ProlepticDateFormatter.replacingYears(in: "MMM y") { _, _ in "AD's" } == "MMM 'AD''s'")
    }

    @Test func padsYearFieldsToTheirWidth() {
        let formatter = ProlepticDateFormatter(locale: Locale(identifier: "en_US"), calendar: Calendar(identifier: .gregorian))
        #expect(formatter.string("yyyy-MM-dd EEE", year: 7, month: 3, day: 1) == "0007-03-01 Thu")
        #expect(formatter.string("yy/MM/dd", year: 1507, month: 3, day: 1) == "07/03/01")
        #expect(formatter.string("y", year: 0, month: 1, day: 1) == "0000")
    }
}
