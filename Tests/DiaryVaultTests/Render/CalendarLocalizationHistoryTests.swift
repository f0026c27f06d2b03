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
        #expect(localization.monthTitle(month: 3) == "March \(year)")
    }
}
