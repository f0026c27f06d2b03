@testable import DiaryVault
import Testing

@Suite struct CalendarOptionsTests {
    @Test func defaultsToPlainEnglishWithTheLocalesWeek() {
        let options = CalendarOptions()
        #expect(options.localeIdentifier == "en_US")
        #expect(options.firstWeekday == nil)
        #expect(!options.showMood)
        #expect(options.today == nil)
        #expect(options.style == .plain)
    }
}
