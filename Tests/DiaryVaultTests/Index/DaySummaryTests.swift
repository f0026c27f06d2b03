@testable import DiaryVault
import Testing

@Suite struct DaySummaryTests {
    @Test(arguments: [
        ([Mood](), Mood?.none),
        ([.bad], .bad),
        ([.good, .okay], .okay),
        ([.great, .bad, .good], .good),
        ([.bad, .great], .great),
    ])
    func standsForTheDayWithTheLatestMood(moods: [Mood], expected: Mood?) {
        let date = CalendarSamples.date(2026, 11, 29)
        let summary = DaySummary(date: date, entryCount: moods.count + 1, moods: moods)
        #expect(summary.mood == expected)
    }

    @Test func isStarredWhenAnyEntryIs() {
        let date = CalendarSamples.date(2026, 11, 29)
        #expect(!DaySummary(date: date, entryCount: 2).isStarred)
        #expect(DaySummary(date: date, entryCount: 2, starredCount: 1).isStarred)
    }
}
