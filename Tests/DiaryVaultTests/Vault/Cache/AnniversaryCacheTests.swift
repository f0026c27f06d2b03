import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import DiaryVault

/// `.vault/cache/anniversaries.bin`: what `vault calendar` remembers of the whole vault's
/// anniversary entries, trusted only while no folder has changed.
@Suite struct AnniversaryCacheTests {
    /// A vault with an anniversary in 2025/11, an ordinary entry in 2025/06 and one in 2026/11,
    /// every folder's time an hour back (older than the racy window), read once by `vault index`.
    static func settledVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2025/11/2025-11-08-x.md", "---\ndate: 2025-11-08\nanniversary: true\n---\n# Starting again\n")
        try vault.write("2025/06/2025-06-10-y.md", "---\ndate: 2025-06-10\n---\n# Moving day\n")
        try vault.write("2026/11/2026-11-20-z.md", "---\ndate: 2026-11-20\n---\n# Today\n")
        try settle(vault)
        #expect(vault.run(["index"]).status == 0)
        return vault
    }

    /// Sets the time of the root, every year folder and every month folder an hour back.
    static func settle(_ vault: TemporaryVault) throws {
        let past = Date(timeIntervalSinceNow: -3600)
        var folders = [""]
        for year in try FileManager.default.contentsOfDirectory(atPath: vault.root) where VaultPath.year(fromFolderName: year) != nil {
            folders.append(year)
            for month in try FileManager.default.contentsOfDirectory(atPath: vault.path(year)) { folders.append(year + "/" + month) }
        }
        for folder in folders {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: vault.path(folder))
        }
    }

    /// Rewrites a file in place (truncate and write through one descriptor), as editors that do
    /// not save by renaming do: no folder's time changes.
    static func rewriteInPlace(_ vault: TemporaryVault, _ relative: String, _ text: String) throws {
        let handle = try #require(FileHandle(forWritingAtPath: vault.path(relative)))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    /// The names `vault calendar MONTH --json` gives its anniversary marks.
    static func marks(_ vault: TemporaryVault, _ month: String) throws -> [String] {
        let run = vault.run(["calendar", month, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let marks = try #require(object["anniversaries"] as? [[String: Any]])
        return marks.map { "\($0["date"] ?? "") \($0["name"] ?? "") \($0["kind"] ?? "")" }
    }

    @Test func remembersTheAnniversariesAndEveryFolder() throws {
        let vault = try Self.settledVault()
        let cache = try #require(AnniversaryCache.load(try vault.vault))
        #expect(cache.anniversaryPaths == ["2025/11/2025-11-08-x.md"])
        #expect(cache.folders.map(\.path) == ["", "2025", "2025/06", "2025/11", "2026", "2026/11"])
        #expect(!cache.folders.contains { $0.modified == AnniversaryCache.untrusted })
        #expect(try Self.marks(vault, "2026-11") == ["2026-11-08 Starting again years"])
    }

    /// A listed entry is read again each time: an edit in place that drops its mark is seen.
    @Test func readsTheRememberedEntriesAgain() throws {
        let vault = try Self.settledVault()
        try Self.rewriteInPlace(vault, "2025/11/2025-11-08-x.md", "---\ndate: 2025-11-08\nanniversary: true\n---\n# Started again\n")
        #expect(try Self.marks(vault, "2026-11") == ["2026-11-08 Started again years"])
        try Self.rewriteInPlace(vault, "2025/11/2025-11-08-x.md", "---\ndate: 2025-11-08\n---\n# Started again\n")
        #expect(try Self.marks(vault, "2026-11") == [])
    }

    /// A new file changes its folder's time: the whole vault is read, at once.
    @Test func seesANewFileInAnotherFolder() throws {
        let vault = try Self.settledVault()
        try vault.write("2024/06/2024-06-10-w.md", "---\ndate: 2024-06-10\nanniversary: true\n---\n# Wedding\n")
        #expect(try Self.marks(vault, "2026-06") == ["2026-06-10 Wedding years"])
        // Only a removed file too: its folder's time changes.
        try FileManager.default.removeItem(atPath: vault.path("2024/06/2024-06-10-w.md"))
        #expect(try Self.marks(vault, "2026-06") == [])
    }

    /// What it cannot see, as documented: another entry rewritten in place gains its mark only
    /// after the next command that reads the whole vault.
    @Test func anEntryRewrittenInPlaceIsMarkedAfterTheNextWholeRead() throws {
        let vault = try Self.settledVault()
        try Self.rewriteInPlace(vault, "2025/06/2025-06-10-y.md", "---\ndate: 2025-06-10\nanniversary: true\n---\n# Moving day\n")
        #expect(try Self.marks(vault, "2026-06") == [])
        #expect(vault.run(["index"]).status == 0)
        #expect(try Self.marks(vault, "2026-06") == ["2026-06-10 Moving day years"])
    }

    /// Folders changed within the racy window of the read are stored untrusted, so the next
    /// calendar reads the whole vault again (and is right).
    @Test func doesNotTrustFoldersChangedDuringTheRead() throws {
        let vault = try TemporaryVault()
        try vault.write("2025/11/2025-11-08-x.md", "---\ndate: 2025-11-08\nanniversary: true\n---\n# Starting again\n")
        #expect(vault.run(["index"]).status == 0)
        let stored = try AnniversaryCache.decode(vault.bytes(AnniversaryCache.relativePath))
        #expect(stored?.folders.allSatisfy { $0.modified == AnniversaryCache.untrusted } == true)
        #expect(AnniversaryCache.load(try vault.vault) == nil)
        #expect(try Self.marks(vault, "2026-11") == ["2026-11-08 Starting again years"])
    }

    /// `chmod` of a folder (made readable again after a read that could not read it) and a `touch`
    /// that sets a folder's time back exactly change only its status-change time, which is checked
    /// too.
    @Test func seesAFolderWhoseStatusChanged() throws {
        let vault = try Self.settledVault()
        #expect(AnniversaryCache.load(try vault.vault) != nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: vault.path("2025/06"))
        #expect(AnniversaryCache.load(try vault.vault) == nil)
        #expect(vault.run(["index"]).status == 0)
        #expect(AnniversaryCache.load(try vault.vault) != nil)
        // A new anniversary, then the folder's modification time put back exactly as it was.
        let before = try #require(FileManager.default.attributesOfItem(atPath: vault.path("2025/06"))[.modificationDate] as? Date)
        try vault.write("2025/06/2025-06-20-p.md", "---\ndate: 2025-06-20\nanniversary: true\n---\n# Prom\n")
        try FileManager.default.setAttributes([.modificationDate: before], ofItemAtPath: vault.path("2025/06"))
        #expect(try Self.marks(vault, "2026-06") == ["2026-06-20 Prom years"])
    }

    /// A read that could not read some file keeps nothing: the file may become readable later
    /// without any folder changing.
    @Test func anIncompleteReadRemembersNothing() throws {
        let vault = try Self.settledVault()
        #expect(vault.exists(AnniversaryCache.relativePath))
        AnniversaryCache.refresh(try vault.vault, entries: [], foundProblems: false, scanStart: AnniversaryCache.now(), isComplete: false)
        #expect(!vault.exists(AnniversaryCache.relativePath))
    }

    /// Only a regular file is read: a FIFO in the file's place would make every whole-vault
    /// command wait forever, and a link to a device would be read to the limit.
    @Test func readsOnlyARegularFile() throws {
        let vault = try Self.settledVault()
        let path = vault.path(AnniversaryCache.relativePath)
        try FileManager.default.removeItem(atPath: path)
        #expect(mkfifo(path, 0o644) == 0)
        #expect(AnniversaryCache.load(try vault.vault) == nil)
        #expect(try Self.marks(vault, "2026-11") == ["2026-11-08 Starting again years"])
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        #expect(AnniversaryCache.load(try vault.vault) == nil)
    }

    /// `vault edit` with an editor that saves in place (as nano does) changes no folder, so the
    /// edit drops the file; else the calendar would keep the old marks.
    @Test func anEditInPlaceDropsTheFile() throws {
        let vault = try Self.settledVault()
        let editor = try vault.script("in-place", "sed 's/^# Moving day/# Moving day/; s/^date: 2025-06-10$/date: 2025-06-10\\nanniversary: true/' \"$1\" > \"$1.new\" && cat \"$1.new\" > \"$1\" && rm \"$1.new\"")
        let run = vault.run(["edit", "2025/06/2025-06-10-y.md"], environment: ["EDITOR": editor])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try vault.text("2025/06/2025-06-10-y.md").contains("anniversary: true"))
        #expect(!vault.exists(AnniversaryCache.relativePath))
        #expect(try Self.marks(vault, "2026-06") == ["2026-06-10 Moving day years"])
    }

    @Test func namesFoldersWithoutStrings() {
        let names = [(Int32(-1), Int32(0)), (5, 0), (2026, 0), (2026, 11), (987, 3)].map { year, month in
            AnniversaryCache.Folder(year: year, month: month, modified: 0).withCPath { String(cString: $0) }
        }
        #expect(names == [".", "0005", "2026", "2026/11", "0987/03"])
    }

    @Test func refusesDamagedOrStrangeFiles() throws {
        let cache = AnniversaryCache(folders: [.init(year: -1, month: 0, modified: 5), .init(year: 2025, month: 0, modified: 6),
                                               .init(year: 2025, month: 11, modified: 7)],
                                     anniversaryPaths: ["2025/11/a.md"])
        let bytes = cache.encoded()
        #expect(AnniversaryCache.decode(bytes) == cache)
        #expect(AnniversaryCache.decode(Array(bytes.dropLast())) == nil)
        var flipped = bytes
        flipped[12] ^= 1
        #expect(AnniversaryCache.decode(flipped) == nil)
        for path in ["../a.md", "2025/11/../../x", "2025/13/a.md", "2025/11", "2025/11/sub/a.md", "/etc/passwd"] {
            let strange = AnniversaryCache(folders: cache.folders, anniversaryPaths: [path])
            #expect(AnniversaryCache.decode(strange.encoded()) == nil, "\(path)")
        }
        #expect(cache.folders.map(\.path) == ["", "2025", "2025/11"])
        for (year, month) in [(Int32(10_000), Int32(0)), (2025, 13), (-1, 3), (-2, 0), (2025, -1)] {
            let strangeFolder = AnniversaryCache(folders: [.init(year: year, month: month, modified: 1, changed: 1)], anniversaryPaths: [])
            #expect(AnniversaryCache.decode(strangeFolder.encoded()) == nil, "\(year) \(month)")
        }
    }

    /// Each month and day's paths and summaries (the bytes of an index cache of its files) are
    /// in a file of their own; a view maps only the days it asks for, and damaged summaries are
    /// not used.
    @Test func keepsEachMonthAndDaysSummaries() throws {
        let vault = try Self.settledVault()
        let cache = try #require(AnniversaryCache.load(try vault.vault))
        let june10 = OnThisDay.monthDaySlot(month: 6, day: 10), november8 = OnThisDay.monthDaySlot(month: 11, day: 8)
        let november20 = OnThisDay.monthDaySlot(month: 11, day: 20)
        #expect(cache.slots.count == 366)
        #expect(cache.slots.indices.filter { cache.slots[$0].summariesLength > 0 } == [june10, november8, november20].sorted())
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.path(AnniversaryCache.partsPath)).sorted()
            == [june10, november8, november20].sorted().map(AnniversaryCache.partName))
        let summaries = try #require(cache.summaries(ofSlot: june10))
        #expect(summaries.written == cache.written)
        #expect(summaries.records.map(\.path) == ["2025/06/2025-06-10-y.md"])
        #expect(summaries.records.first?.result.summary?.title == "Moving day")
        #expect(cache.summaries(ofSlot: november8)?.records.map(\.path) == ["2025/11/2025-11-08-x.md"])
        #expect(cache.summaries(ofSlot: 0) == nil)
        // The head decodes and encodes back to the same bytes.
        let bytes = try vault.bytes(AnniversaryCache.relativePath)
        var whole = try #require(AnniversaryCache.decode(bytes))
        #expect(whole.encoded() == bytes)
        whole.partsFolder = cache.partsFolder
        whole.written = cache.written
        #expect(whole == cache)
        // A damaged slot is refused by its own checksum; its paths stay readable.
        let part = vault.path(AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(june10))
        var partBytes = try vault.bytes(AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(june10))
        partBytes[partBytes.count - 20] ^= 1
        try Data(partBytes).write(to: URL(fileURLWithPath: part))
        #expect(cache.summaries(ofSlot: june10) == nil)
        #expect(cache.paths(onMonthDaySlots: [june10]) == ["2025/06/2025-06-10-y.md"])
        #expect(cache.summaries(ofSlot: november8) != nil)
        // A file of another length, tag or paths is not the head's.
        for change in [{ (bytes: inout [UInt8]) in bytes.removeLast() }, { $0[0] ^= 1 }, { $0[9] ^= 1 }] {
            var other = try vault.bytes(AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(november8))
            let original = other
            change(&other)
            let path = vault.path(AnniversaryCache.partsPath + "/" + AnniversaryCache.partName(november8))
            try Data(other).write(to: URL(fileURLWithPath: path))
            #expect(cache.part(november8) == nil)
            #expect(cache.paths(onMonthDaySlots: [november8]) == nil)
            try Data(original).write(to: URL(fileURLWithPath: path))
            #expect(cache.paths(onMonthDaySlots: [november8]) == ["2025/11/2025-11-08-x.md"])
        }
        #expect(AnniversaryCache.decode(Array(bytes.dropLast())) == nil)
    }
}
