import Testing
@testable import DiaryVault

/// The `mood` key: the five-level scale and the spellings older apps wrote.
@Suite struct MoodTests {
    @Test(arguments: [
        ("bad", Mood.bad), ("not-great", .notGreat), ("okay", .okay), ("good", .good), ("great", .great),
        ("notGreat", .notGreat), ("not_great", .notGreat), ("not great", .notGreat), ("NOT-GREAT", .notGreat),
        (" Good ", .good), ("ok", .okay), ("OK", .okay), ("1", .bad), ("2", .notGreat), ("3", .okay), ("4", .good), ("5", .great),
    ])
    func readsEverySpelling(text: String, mood: Mood) {
        #expect(Mood(parsing: text) == mood)
    }

    @Test(arguments: ["calm", "0", "6", "", "great!", "nötgreat", "not--great", "4.0"])
    func rejectsUnknownMoods(_ text: String) {
        #expect(Mood(parsing: text) == nil)
    }

    @Test func writesRawValuesAndOrdersByLevel() {
        #expect(Mood.allCases.map(\.rawValue) == ["bad", "not-great", "okay", "good", "great"])
        #expect(Mood.allCases.map(\.level) == [1, 2, 3, 4, 5])
        #expect(Mood.allCases.sorted(by: >) == [.great, .good, .okay, .notGreat, .bad])
        #expect(Mood(level: 2) == .notGreat)
        #expect(Mood(level: 0) == nil)
    }
}
