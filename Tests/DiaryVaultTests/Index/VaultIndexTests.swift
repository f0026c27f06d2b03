import Testing
@testable import DiaryVault

@Suite struct VaultIndexTests {
    /// A summary with a date as written; uuid from a short number, path from the date.
    static func entry(
        _ date: String, uuid: Int? = nil, mood: Mood? = nil, starred: Bool = false, title: String = "", path: String? = nil
    ) -> EntrySummary {
        guard let parsed = EntryDate(parsing: date) else { preconditionFailure("bad sample date \(date)") }
        let id = uuid.flatMap { EntryID(parsing: "00000000-0000-4000-8000-" + String(repeating: "0", count: 12 - String($0).count) + String($0)) }
        return EntrySummary(path: path ?? "\(date).md", uuid: id, date: parsed, mood: mood, moodText: mood?.rawValue,
                            isStarred: starred, title: title.isEmpty ? date : title, tags: [])
    }

    static func day(_ text: String) -> CivilDate {
        guard let date = EntryDate(parsing: text) else { preconditionFailure("bad sample day \(text)") }
        return date.day
    }

    /// Local date and time as written, never the instant: 23:50+09:00 (14:50 UTC) comes after
    /// 07:00-10:00 (17:00 UTC) on the same day. A date alone comes first in its day; equal times
    /// fall back to the uuid.
    @Test func ordersByLocalDateAndTimeThenUUID() {
        let entries = [
            Self.entry("2026-11-29T23:50:00+09:00", uuid: 1),
            Self.entry("2026-11-29T07:00:00-10:00", uuid: 3),
            Self.entry("2026-11-29", uuid: 4),
            Self.entry("2026-11-29T07:00:00+09:00", uuid: 2),
            Self.entry("2026-11-30T00:10:00+14:00", uuid: 5),
        ]
        let index = VaultIndex(entries: entries)
        #expect(index.entries.map(\.date.text) == [
            "2026-11-30T00:10:00+14:00", "2026-11-29T23:50:00+09:00", "2026-11-29T07:00:00-10:00",
            "2026-11-29T07:00:00+09:00", "2026-11-29",
        ])
    }

    @Test func groupsMonthsNewestFirstWithNewestEntryFirst() {
        let index = VaultIndex(entries: [
            Self.entry("2025-12-31T23:50:00+09:00"), Self.entry("2026-01-01T00:30:00+09:00"),
            Self.entry("2026-03-14"), Self.entry("2026-01-31T22:00:00-10:00"), Self.entry("2025-12-07"),
        ])
        #expect(index.months.map { "\($0.year)-\($0.month)" } == ["2026-3", "2026-1", "2025-12"])
        #expect(index.months.map { $0.entries.map(\.date.text) } == [
            ["2026-03-14"],
            ["2026-01-31T22:00:00-10:00", "2026-01-01T00:30:00+09:00"],
            ["2025-12-31T23:50:00+09:00", "2025-12-07"],
        ])
        #expect(index.count(year: 2026, month: 1) == 2)
        #expect(index.count(year: 2026, month: 2) == 0)
        #expect(index.countsByYear == [2025: 2, 2026: 3])
    }

    @Test func listsStarredEntriesNewestFirstAsFavorites() {
        let index = VaultIndex(entries: [
            Self.entry("2026-01-10T07:00:00+09:00", title: "run"),
            Self.entry("2025-12-24T19:30:00+09:00", starred: true, title: "eve"),
            Self.entry("2026-03-01T10:00:00+09:00", starred: true, title: "walk"),
        ])
        #expect(index.favorites.map(\.title) == ["walk", "eve"])
    }

    /// Moods in time order, entries without a mood left out; the day's mood is its latest.
    @Test func summarizesEachDay() {
        let index = VaultIndex(entries: [
            Self.entry("2026-01-10T19:45:00+09:00", mood: .great, starred: true),
            Self.entry("2026-01-10T07:00:00+09:00", mood: .good),
            Self.entry("2026-01-10T12:00:00+09:00"),
            Self.entry("2026-01-01T00:30:00+09:00"),
        ])
        #expect(index.days.count == 2)
        let tenth = index.days[Self.day("2026-01-10")]
        #expect(tenth == DaySummary(date: Self.day("2026-01-10"), entryCount: 3, starredCount: 1, moods: [.good, .great]))
        #expect(tenth?.mood == .great)
        #expect(index.days[Self.day("2026-01-01")] == DaySummary(date: Self.day("2026-01-01"), entryCount: 1))
        #expect(index.days[Self.day("2026-01-01")]?.mood == nil)
    }

    @Test func isEmptyWithoutEntries() {
        let index = VaultIndex(entries: [])
        #expect(index.entries.isEmpty && index.months.isEmpty && index.favorites.isEmpty && index.days.isEmpty)
        #expect(index.countsByYear.isEmpty)
    }

    /// An entry without a uuid sorts after those with one at the same time; then the path decides.
    @Test func breaksTiesWithoutUUIDByPath() {
        let index = VaultIndex(entries: [
            Self.entry("2026-01-10T07:00:00+09:00", path: "b.md"),
            Self.entry("2026-01-10T07:00:00+09:00", uuid: 9, path: "c.md"),
            Self.entry("2026-01-10T07:00:00+09:00", path: "a.md"),
        ])
        #expect(index.entries.map(\.path) == ["b.md", "a.md", "c.md"])
    }
}
