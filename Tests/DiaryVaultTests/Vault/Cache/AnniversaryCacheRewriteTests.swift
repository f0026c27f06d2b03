import Foundation
import Testing
@testable import DiaryVault
@testable import vault_bench

/// Writing the anniversary files again after a change: the days whose paths and files are as the
/// last head recorded keep their files (``AnniversaryCache/keepsPart(_:paths:stats:group:)``), and
/// whatever was kept, the head and its files say exactly what files built from nothing say.
@Suite struct AnniversaryCacheRewriteTests {
    /// An hour from now, in nanoseconds since 1970: as `readStart`, every file counts as settled.
    static var later: Int64 { AnniversaryCache.now() + 3_600_000_000_000 }

    /// Reads the whole vault through the cache, as `vault index` does.
    static func read(_ vault: TemporaryVault) throws -> VaultReader.Scan {
        VaultReader(vault: try vault.vault).scan(.all, useCache: true)
    }

    /// The summaries' records of each slot, by the index cache as it is now.
    static func groups(_ vault: TemporaryVault) throws -> [[VaultCache.Record]] {
        AnniversaryCache.monthDayGroups(try #require(VaultCache.load(try vault.vault)).records)
    }

    /// A slot's file after its tag (its paths and summaries), or `[]` when it has none.
    static func partBytes(_ file: AnniversaryCache, _ slot: Int) -> [UInt8] {
        file.part(slot)?.withBytes { Array($0[8...]) } ?? []
    }

    /// Every slot's ``partBytes(_:_:)``.
    static func allParts(_ file: AnniversaryCache) -> [[UInt8]] {
        (0..<366).map { partBytes(file, $0) }
    }

    /// Whether two heads and their files (``allParts(_:)``) remember the same entries, summaries
    /// and anniversaries (folders, tags and when their reads began aside).
    static func sameContents(_ left: AnniversaryCache, _ leftParts: [[UInt8]], _ right: AnniversaryCache, _ rightParts: [[UInt8]]) -> Bool {
        left.anniversaryPaths == right.anniversaryPaths && left.foundProblems == right.foundProblems
            && (0..<366).allSatisfy { slot in
                let (one, other) = (left.slots[slot], right.slots[slot])
                return one.count == other.count && one.pathsLength == other.pathsLength && one.pathsChecksum == other.pathsChecksum
                    && one.summariesLength == other.summariesLength && one.statsChecksum == other.statsChecksum
                    && leftParts[slot] == rightParts[slot]
            }
    }

    @Test func keepsOnlyTheFilesOfSettledUnchangedDays() throws {
        let vault = try AnniversaryCacheTests.settledVault()
        let file = try #require(AnniversaryCache.mapFile(try vault.vault))
        let june10 = OnThisDay.monthDaySlot(month: 6, day: 10)
        let group = try Self.groups(vault)[june10]
        #expect(group.map(\.path) == ["2025/06/2025-06-10-y.md"])
        let listed = file.slots[june10]
        let stats = AnniversaryCache.statsChecksum(group)
        #expect(listed.statsChecksum == stats)
        // The files were written just before the read: they may have changed while it read them.
        #expect(file.readStart != .min)
        #expect(!file.keepsPart(june10, paths: listed, stats: stats, group: group))
        var settled = file
        settled.readStart = Self.later
        #expect(settled.keepsPart(june10, paths: listed, stats: stats, group: group))
        // Another size or time, other paths, no summaries: not kept.
        var resized = group
        resized[0].size += 1
        var touched = group
        touched[0].changed += 1
        for other in [resized, touched] {
            #expect(!settled.keepsPart(june10, paths: listed, stats: AnniversaryCache.statsChecksum(other), group: other))
        }
        var otherPaths = listed
        otherPaths.pathsChecksum ^= 1
        #expect(!settled.keepsPart(june10, paths: otherPaths, stats: stats, group: group))
        #expect(!settled.keepsPart(june10, paths: listed, stats: 0, group: []))
        // A file that is not this head's (another tag) is not kept.
        let name = AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(june10)
        var bytes = try vault.bytes(name)
        bytes[0] ^= 1
        try vault.write(name, bytes)
        #expect(!settled.keepsPart(june10, paths: listed, stats: stats, group: group))
    }

    /// One edit writes the head and the files of the days it touches: the other days' files
    /// stay as they were (the same file, not a copy).
    @Test func oneEditWritesOneDay() throws {
        let vault = try DateViewsFromTheCacheTests.settledVault()
        var head = try #require(AnniversaryCache.mapFile(try vault.vault))
        head.readStart = Self.later
        try vault.write(AnniversaryCache.relativePath, head.encoded())
        let days = head.slots.indices.filter { head.slots[$0].count > 0 }
        func identities() throws -> [Int: Int] {
            var found: [Int: Int] = [:]
            for slot in days {
                let attributes = try FileManager.default.attributesOfItem(atPath: vault.path(AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(slot)))
                found[slot] = try #require(attributes[.systemFileNumber] as? Int)
            }
            return found
        }
        let before = try identities()
        try vault.write("2023/06/2023-06-14-e10.md", "---\ndate: 2023-06-14T10:00:00+09:00\n---\n# Day ten, longer\n")
        _ = try Self.read(vault)
        let after = try identities()
        let june14 = OnThisDay.monthDaySlot(month: 6, day: 14)
        #expect(days.filter { before[$0] != after[$0] } == [june14])
        let file = try #require(AnniversaryCache.load(try vault.vault))
        #expect(file.summaries(ofSlot: june14)?.records.first?.result.summary?.title == "Day ten, longer")
    }

    /// Random edits (new titles, other days), renames, deletions and new files, a few at a
    /// time: each head written after them, keeping what it can of the one before, says with its
    /// files what a head built from nothing says.
    @Test(arguments: [UInt64(1), 2, 3])
    func afterRandomChangesSaysWhatARebuildSays(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let vault = try TemporaryVault()
        var paths: [String] = []
        var serial = 0
        func newEntry(_ random: inout SplitMix64) throws -> String {
            serial += 1
            let (month, day) = (Int.random(in: 1...3, using: &random), Int.random(in: 1...4, using: &random))
            let year = Int.random(in: 2024...2026, using: &random)
            let date = "\(year)-\(CivilDate.pad(month, 2))-\(CivilDate.pad(day, 2))"
            let path = "\(year)/\(CivilDate.pad(month, 2))/\(date)-n\(serial).md"
            let mark = Bool.random(using: &random) ? "anniversary: true\n" : ""
            try vault.write(path, "---\ndate: \(date)\n\(mark)---\n# Entry \(serial)\n")
            return path
        }
        for _ in 0..<24 { paths.append(try newEntry(&random)) }
        _ = try Self.read(vault)
        var kept = 0
        for round in 0..<8 {
            // The last head, as if its read had begun long after its files settled.
            var previous = try #require(AnniversaryCache.mapFile(try vault.vault))
            previous.readStart = Self.later
            try vault.write(AnniversaryCache.relativePath, previous.encoded())
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: paths.indices, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0:  // A new title, of a new length (so the file's size changes too).
                    let text = try vault.text(paths[index])
                    try vault.write(paths[index], text.replacingOccurrences(of: "# Entry", with: "# Edited \(String(repeating: "x", count: round + 1))"))
                case 1:  // Another day of the same month.
                    let text = try vault.text(paths[index])
                    let day = Int.random(in: 5...9, using: &random)
                    let updated = text.replacingOccurrences(of: #"date: (\d{4}-\d{2})-\d{2}"#, with: "date: $1-0\(day)", options: .regularExpression)
                    try vault.write(paths[index], updated + String(repeating: " ", count: round + 1))
                case 2:  // Renamed.
                    let renamed = paths[index].replacingOccurrences(of: ".md", with: "r.md")
                    try FileManager.default.moveItem(atPath: vault.path(paths[index]), toPath: vault.path(renamed))
                    paths[index] = renamed
                default:  // Deleted, and a new one.
                    try FileManager.default.removeItem(atPath: vault.path(paths[index]))
                    paths[index] = try newEntry(&random)
                }
            }
            let scan = try Self.read(vault)
            #expect(scan.problems.isEmpty, "\(scan.problems)")
            let incremental = try #require(AnniversaryCache.mapFile(try vault.vault))
            let incrementalParts = Self.allParts(incremental)
            kept += (0..<366).filter { incremental.slots[$0].count > 0 && incremental.slots[$0].tag == previous.slots[$0].tag }.count
            #expect(incremental.slotCounts.reduce(0, +) == paths.count)
            // The head and files built from nothing.
            let records = try #require(VaultCache.load(try vault.vault)).records
            try FileManager.default.removeItem(atPath: vault.path(AnniversaryCache.relativePath))
            try FileManager.default.removeItem(atPath: vault.path(AnniversaryCache.partsPath))
            AnniversaryCache.refresh(try vault.vault, entries: scan.entries, foundProblems: false, scanStart: AnniversaryCache.now(),
                                     records: { records })
            let rebuilt = try #require(AnniversaryCache.mapFile(try vault.vault))
            #expect(Self.sameContents(incremental, incrementalParts, rebuilt, Self.allParts(rebuilt)), "round \(round)")
            #expect(incrementalParts.enumerated().allSatisfy { $0.element.isEmpty == (incremental.slots[$0.offset].count == 0) })
        }
        // Most rounds change two or three days of the dozens there are: the others were kept.
        #expect(kept > 8)
    }
}
