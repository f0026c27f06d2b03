import Testing
@testable import DiaryVault

/// `AnniversaryCache.remembers(_:foundProblems:)`: the in-place comparison a warm read makes
/// agrees with comparing a freshly built head.
@Suite struct AnniversaryCacheRemembersTests {
    /// A summary at a path on a day, starred as an anniversary or not.
    static func entry(_ path: String, _ date: String, anniversary: Bool = false) -> EntrySummary {
        EntrySummary(path: path, uuid: nil, date: EntryDate(parsing: date)!, mood: nil, moodText: nil, isStarred: false,
                     title: "", tags: [], isAnniversary: anniversary)
    }

    /// The file a read of `entries` writes (folders aside).
    static func file(_ entries: [EntrySummary], foundProblems: Bool = false) -> AnniversaryCache {
        AnniversaryCache(folders: [], anniversaryPaths: entries.filter(\.isAnniversary).map(\.path), foundProblems: foundProblems,
                         slots: AnniversaryCache.listedSlots(AnniversaryCache.monthDayLists(entries)))
    }

    static let entries = [
        entry("2024/02/2024-02-29-leap.md", "2024-02-29"),
        entry("2025/11/2025-11-08-x.md", "2025-11-08", anniversary: true),
        entry("2025/11/2025-11-08-y.md", "2025-11-08T21:00:00"),
        entry("2026/11/2026-11-08-z.md", "2026-11-08"),
        entry("2026/11/2026-11-20-w.md", "2026-11-20", anniversary: true),
    ]

    @Test func remembersTheSameRead() {
        #expect(Self.file(Self.entries).remembers(Self.entries, foundProblems: false))
        #expect(Self.file([]).remembers([], foundProblems: false))
    }

    @Test func agreesWithTheBuiltListsOnEveryChange() {
        let remembered = Self.file(Self.entries)
        var changed: [[EntrySummary]] = [
            [],
            Array(Self.entries.dropLast()),
            Array(Self.entries.dropFirst()),
            Self.entries + [Self.entry("2026/11/2026-11-21-v.md", "2026-11-21")],
            // Two entries of one day in the other order.
            [Self.entries[0], Self.entries[2], Self.entries[1], Self.entries[3], Self.entries[4]],
        ]
        // One path longer, one shorter, one byte different; an anniversary gained and lost.
        for (index, path) in [(3, "2026/11/2026-11-08-zz.md"), (3, "2026/11/2026-11-08-.md"), (2, "2025/11/2025-11-08-Y.md")] {
            var copy = Self.entries
            copy[index] = Self.entry(path, index == 3 ? "2026-11-08" : "2025-11-08T21:00:00")
            changed.append(copy)
        }
        var gained = Self.entries
        gained[0] = Self.entry("2024/02/2024-02-29-leap.md", "2024-02-29", anniversary: true)
        changed.append(gained)
        var lost = Self.entries
        lost[4] = Self.entry("2026/11/2026-11-20-w.md", "2026-11-20")
        changed.append(lost)
        for entries in changed {
            #expect(!remembered.remembers(entries, foundProblems: false), "\(entries.map(\.path))")
            #expect(remembered.remembers(entries, foundProblems: false) == (remembered == Self.file(entries)))
        }
        #expect(!remembered.remembers(Self.entries, foundProblems: true))
        #expect(!Self.file(Self.entries, foundProblems: true).remembers(Self.entries, foundProblems: false))
    }
}
