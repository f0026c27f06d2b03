import Foundation
import Testing
@testable import DiaryVault

/// `vault on-this-day` and `vault dday` read only the entries the anniversary file remembers for
/// them (their month and day, or their mark) while no folder has changed, and print exactly what
/// a read of the whole vault prints.
@Suite struct DateViewsFromTheCacheTests {
    /// Month-days around the edges: the turn of the year, February's end in leap and common
    /// years, and an ordinary day, in several years each.
    static let days = [
        "2019-12-31", "2020-01-01", "2020-02-28", "2020-02-29", "2020-03-01", "2021-02-28", "2021-03-01",
        "2021-12-30", "2022-01-02", "2022-06-15", "2023-06-14", "2023-06-16", "2024-02-29", "2024-12-31",
        "2025-01-01", "2025-03-01", "2025-06-15", "2026-02-28", "2026-06-18",
    ]

    /// A vault with one entry on each of ``days`` (every third an anniversary), its folders
    /// settled an hour back and read once by `vault index`, so that the anniversary file is
    /// trusted.
    static func settledVault(config: String = "") throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", config)
        for (index, day) in days.enumerated() {
            let (year, month) = (day.prefix(4), day.dropFirst(5).prefix(2))
            let mark = index % 3 == 0 ? "anniversary: true\n" : ""
            try vault.write("\(year)/\(month)/\(day)-e\(index).md", "---\ndate: \(day)T10:00:00+09:00\n\(mark)---\n# Day \(index)\n")
        }
        try AnniversaryCacheTests.settle(vault)
        #expect(vault.run(["index"]).status == 0)
        return vault
    }

    /// Runs a command from the remembered entries (checked in `VAULT_STATS`), then again after
    /// the anniversary file is removed (the whole vault read, which writes it anew), and returns
    /// both runs' standard output and status.
    static func bothWays(_ vault: TemporaryVault, _ arguments: [String]) throws -> (remembered: String, whole: String, statuses: [Int32]) {
        let fast = vault.run(arguments, environment: ["VAULT_STATS": "1"])
        #expect(fast.stderr.contains("remembered files"), "\(arguments): \(fast.stderr)")
        try FileManager.default.removeItem(atPath: vault.path(AnniversaryCache.relativePath))
        let whole = vault.run(arguments, environment: ["VAULT_STATS": "1"])
        #expect(!whole.stderr.contains("remembered files"), "\(arguments)")
        #expect(vault.exists(AnniversaryCache.relativePath))
        return (fast.stdout, whole.stdout, [fast.status, whole.status])
    }

    @Test(arguments: ["", "leap-day = mar1\n"])
    func onThisDayPrintsWhatTheWholeReadPrints(config: String) throws {
        let vault = try Self.settledVault(config: config)
        for date in ["01-01", "12-31", "02-28", "02-29", "03-01", "06-15", "2025-02-28", "2024-02-29", "2027-03-01", "2026-12-31"] {
            for window in ["0", "1", "3", "60"] {
                for json in [false, true] {
                    let arguments = ["on-this-day", date, "--window", window] + (json ? ["--json"] : [])
                    let runs = try Self.bothWays(vault, arguments)
                    #expect(runs.remembered == runs.whole, "\(arguments)")
                    #expect(runs.statuses == [0, 0])
                }
            }
        }
    }

    @Test func ddayPrintsWhatTheWholeReadPrints() throws {
        let vault = try Self.settledVault()
        for arguments in [["dday", "--on", "2026-06-18"], ["dday", "--on", "2026-06-18", "--json"], ["dday", "Day 3", "--on", "2030-01-01"]] {
            let runs = try Self.bothWays(vault, arguments)
            #expect(runs.remembered == runs.whole, "\(arguments)")
            #expect(runs.remembered.contains("Day 3"))
        }
    }

    /// The remembered lists: 366 slots, each slot's paths in vault order.
    @Test func remembersEachMonthAndDaysEntries() throws {
        let vault = try Self.settledVault()
        let cache = try #require(AnniversaryCache.load(try vault.vault))
        #expect(cache.slotCounts.reduce(0, +) == Self.days.count)
        #expect(!cache.foundProblems)
        let leapDay = OnThisDay.monthDaySlot(month: 2, day: 29)
        #expect(leapDay == 59)
        #expect(OnThisDay.monthDaySlot(month: 12, day: 31) == 365)
        #expect(cache.paths(onMonthDaySlots: [leapDay]) == ["2020/02/2020-02-29-e3.md", "2024/02/2024-02-29-e12.md"])
        #expect(cache.paths(onMonthDaySlots: [0, 365]) == [
            "2020/01/2020-01-01-e1.md", "2025/01/2025-01-01-e14.md", "2019/12/2019-12-31-e0.md", "2024/12/2024-12-31-e13.md",
        ])
        // Damaged lists are refused, not misread: another length, checksum or count than the
        // head's, or a path that is not an entry's (with the head's checksum).
        for damage in [{ (slot: inout AnniversaryCache.Slot) in slot.pathsLength -= 1 }, { $0.pathsChecksum ^= 1 }, { $0.count += 1 }] {
            var damaged = cache
            damage(&damaged.slots[0])
            #expect(damaged.paths(onMonthDaySlots: [0]) == nil)
            #expect(damaged.paths(onMonthDaySlots: [100]) == [])
        }
        var strange = cache
        let name = AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(0)
        let tag = try vault.bytes(name).prefix(8)
        let paths: [UInt8] = [2, 0, 0, 0] + Array("..".utf8)
        try vault.write(name, Array(tag) + paths)
        strange.slots[0] = .init(count: 1, pathsLength: paths.count, pathsChecksum: paths.withUnsafeBufferPointer { VaultCache.checksum($0) },
                                 tag: cache.slots[0].tag)
        #expect(strange.part(0) != nil)
        #expect(strange.paths(onMonthDaySlots: [0]) == nil)
    }

    /// The slots a window asks for hold every entry that can match, whatever the year and rule.
    @Test func theSlotsHoldEveryDayThatCanMatch() {
        for rule in [TimeRules(leapDay: .feb28), TimeRules(leapDay: .mar1)] {
            for year in [2023, 2024] {
                for dayOfYear in stride(from: 0, to: 366, by: 5) + [58, 59, 60, 364, 365] {
                    let date = CivilDate(daysSinceEpoch: CivilDate(year: year, month: 1, day: 1)!.daysSinceEpoch + dayOfYear)
                    for window in [0, 1, 7, 60] {
                        let search = OnThisDay(date: date, window: window, rules: rule)
                        let slots = Set(search.monthDaySlots)
                        // Every day of a leap and a common year before the date's, as an entry.
                        for entryYear in [year - 1, year - 4, year - 3] {
                            for offset in 0..<366 {
                                let day = CivilDate(daysSinceEpoch: CivilDate(year: entryYear, month: 1, day: 1)!.daysSinceEpoch + offset)
                                guard day.year == entryYear else { continue }
                                let entry = EntrySummary(path: "x.md", uuid: nil, date: EntryDate(parsing: day.description)!, mood: nil,
                                                         moodText: nil, isStarred: false, title: "", tags: [])
                                if search.match(entry) != nil {
                                    #expect(slots.contains(OnThisDay.monthDaySlot(month: day.month, day: day.day)), "\(date) \(window) \(day)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// A vault whose last whole read found a problem is read whole again, so the problem is
    /// reported as before.
    @Test func aProblemAnywhereReadsTheWholeVault() throws {
        let vault = try Self.settledVault()
        try vault.write("2022/06/2022-06-20-bad.md", "---\ndate: someday\n---\n")
        try AnniversaryCacheTests.settle(vault)
        #expect(vault.run(["index"]).status == 1)
        #expect(AnniversaryCache.load(try vault.vault)?.foundProblems == true)
        let run = vault.run(["on-this-day", "06-15"], environment: ["VAULT_STATS": "1"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("2022/06/2022-06-20-bad.md"))
        #expect(!run.stderr.contains("remembered files"))
    }

    /// A remembered entry rewritten in place is read again: its new day is seen, and a problem
    /// it now has is reported.
    @Test func readsTheRememberedEntriesAgain() throws {
        let vault = try Self.settledVault()
        try AnniversaryCacheTests.rewriteInPlace(vault, "2022/06/2022-06-15-e9.md", "---\ndate: 2022-06-15T10:00:00+09:00\n---\n# Renamed\n")
        #expect(vault.run(["on-this-day", "06-15"]).stdout.contains("Renamed"))
        try AnniversaryCacheTests.rewriteInPlace(vault, "2022/06/2022-06-15-e9.md", "---\ndate: 2022-07-15\n---\n# Moved\n")
        let run = vault.run(["on-this-day", "06-15"], environment: ["VAULT_STATS": "1"])
        #expect(run.stderr.contains("remembered files"))
        #expect(!run.stdout.contains("Moved"))
        #expect(run.stderr.contains("is in the folder 2022/06"))
        #expect(run.status == 1)
    }

    /// A new file changes its folder's time: the whole vault is read at once.
    @Test func seesANewFile() throws {
        let vault = try Self.settledVault()
        try vault.write("2018/06/2018-06-15-new.md", "---\ndate: 2018-06-15\n---\n# New one\n")
        let run = vault.run(["on-this-day", "06-15"], environment: ["VAULT_STATS": "1"])
        #expect(run.stdout.contains("New one"))
        #expect(!run.stderr.contains("remembered files"))
    }

    /// A head of an older format (version 2, before the month-and-day lists; version 5, every
    /// day's paths in the head) is not trusted: the whole vault is read, which writes it anew.
    @Test(arguments: [UInt8(2), 5])
    func anOlderFormatIsNotTrusted(version: UInt8) throws {
        let vault = try Self.settledVault()
        var bytes = try vault.bytes(AnniversaryCache.relativePath)
        bytes[8] = version
        bytes.removeLast(8)
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        #expect(AnniversaryCache.decode(bytes) == nil)
        try vault.write(AnniversaryCache.relativePath, bytes)
        let run = vault.run(["on-this-day", "06-15"], environment: ["VAULT_STATS": "1"])
        #expect(!run.stderr.contains("remembered files"))
        #expect(AnniversaryCache.load(try vault.vault) != nil)
        let again = vault.run(["on-this-day", "06-15"], environment: ["VAULT_STATS": "1"])
        #expect(again.stderr.contains("remembered files"), "\(again.stderr)")
        #expect(again.stdout == run.stdout)
    }

    /// The files a view's days name are taken from the summaries the anniversary file keeps
    /// while their statuses are those recorded: none is read; a file rewritten in place is read
    /// again; damaged summaries are not used (their files are read), and the output stays the
    /// same each time.
    @Test func takesTheRememberedSummaries() throws {
        let vault = try Self.settledVault()
        let arguments = ["on-this-day", "06-15", "--window", "3", "--json"]
        let first = vault.run(arguments, environment: ["VAULT_STATS": "1"])
        #expect(first.status == 0)
        // Seven: 2022-06-15, 2023-06-14, 2023-06-16, 2025-06-15, 2026-06-18 (a year not shown) and
        // the two of 29 February, whose slot every date takes.
        #expect(first.stderr.contains("vault: files read: 0 of 7 (7 from the cache)"), "\(first.stderr)")
        #expect(first.stderr.contains("7 remembered summaries, read 0 remembered files"))
        #expect(first.stdout.contains("2023-06-14-e10.md"))
        // One rewritten in place, same length: its times differ, so it alone is read again.
        try AnniversaryCacheTests.rewriteInPlace(vault, "2023/06/2023-06-14-e10.md", "---\ndate: 2023-06-14T10:00:00+09:00\n---\n# Day 99\n")
        let second = vault.run(arguments, environment: ["VAULT_STATS": "1"])
        #expect(second.stderr.contains("vault: files read: 1 of 7 (6 from the cache)"), "\(second.stderr)")
        #expect(second.stdout.contains("Day 99"))
        #expect(second.stdout == first.stdout.replacingOccurrences(of: "Day 10", with: "Day 99"))
        // Damaged summaries: every byte of every day's summaries flipped; the files are read instead.
        let file = try #require(AnniversaryCache.load(try vault.vault))
        for slot in file.slots.indices where file.slots[slot].summariesLength > 0 {
            let name = AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(slot)
            var bytes = try vault.bytes(name)
            for index in (8 + file.slots[slot].pathsLength)..<bytes.count { bytes[index] ^= 0x20 }
            try vault.write(name, bytes)
        }
        let third = vault.run(arguments, environment: ["VAULT_STATS": "1"])
        #expect(third.stderr.contains("vault: files read: 7 of 7 (0 from the cache)"), "\(third.stderr)")
        #expect(third.stdout == second.stdout)
    }
}
