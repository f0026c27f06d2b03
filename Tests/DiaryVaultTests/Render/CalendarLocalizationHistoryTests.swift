import Testing
@testable import DiaryVault

/// Month names before 1582, where Foundation's Gregorian calendar is Julian underneath.
@Suite struct CalendarLocalizationHistoryTests {
    @Test(arguments: [1000, 1582, 198])
    func namesEveryMonthOfAnOldYear(year: Int) {
        let localization = CalendarLocalization(localeIdentifier: "en_US", year: year)
        #expect(localization.monthNames == [
            "January", "February", "March", "April", "May", "June",
            "July", "August", "September", "October", "November", "December",
        ])
        #expect(localization.monthTitle(month: 3) == "March \(year < 1000 ? "0" : "")\(year)")
    }

    /// Year 0 is titled 0000, as written (ISO 8601), not 1 (Foundation's 1 BC).
    @Test func titlesYearZeroAsWritten() {
        let english = CalendarLocalization(localeIdentifier: "en_US", year: 0)
        #expect(english.yearTitle == "0000")
        #expect(english.monthTitle(month: 11) == "November 0000")
        let korean = CalendarLocalization(localeIdentifier: "ko_KR", year: 0)
        #expect(korean.yearTitle == "0000년")
        #expect(korean.monthTitle(month: 11) == "0000년 11월")
    }

    @Test func titlesAMonthBeforeTheReformInKorean() {
        let korean = CalendarLocalization(localeIdentifier: "ko_KR", year: 1582)
        #expect(korean.monthTitle(month: 10) == "1582년 10월")
        #expect(korean.monthName(month: 10) == "10월")
    }
}
