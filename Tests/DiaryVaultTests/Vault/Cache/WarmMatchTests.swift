import Foundation
import Testing
@testable import DiaryVault

/// The warm walk that matches each month folder's names and statuses against the loaded cache
/// in place (``VaultWalker/list(_:takesStatuses:matching:keepsStatuses:)``): a fresh file kept as
/// its record number, a file and status only for the files to read, and every scan equal to one
/// without the cache.
@Suite struct WarmMatchTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    /// Writes an entry dated by its path (`YYYY/MM/YYYY-MM-DD-...`), its times an hour back.
    private func writeOld(_ path: String, _ body: String = "Text.") throws {
        let name = path.split(separator: "/").last!
        try temporary.write(path, "---\ndate: \(name.prefix(10))\ntags: [t]\n---\n# \(body)\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: temporary.path(path))
    }

    /// Twelve entries in three month folders, cached.
    private func warmVault() throws -> (Vault, [String]) {
        var paths: [String] = []
        for month in 1...3 {
            for day in 1...4 {
                let path = "2026/0\(month)/2026-0\(month)-0\(day)-e.md"
                try writeOld(path, "Day \(day)")
                paths.append(path)
            }
        }
        let vault = try temporary.vault
        #expect(VaultReader(vault: vault).scan(useCache: true).filesRead == 12)
        return (vault, paths)
    }

    /// A warm scan and the scan without the cache give the same entries and problems.
    private func expectWarmEqualsCold(_ vault: Vault, filesRead: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let warm = VaultReader(vault: vault).scan(useCache: true)
        let cold = VaultReader(vault: vault).scan()
        #expect(warm.filesRead == filesRead, sourceLocation: sourceLocation)
        #expect(warm.fileCount == cold.fileCount, sourceLocation: sourceLocation)
        #expect(warm.entries == cold.entries, sourceLocation: sourceLocation)
        #expect(warm.problems == cold.problems, sourceLocation: sourceLocation)
        // And the cache then written is the one a cold read writes.
        let written = try? temporary.bytes(VaultCache.relativePath)
        try? FileManager.default.removeItem(atPath: temporary.path(VaultCache.relativePath))
        _ = VaultReader(vault: vault).scan(useCache: true)
        #expect(written == (try? temporary.bytes(VaultCache.relativePath)), sourceLocation: sourceLocation)
    }

    /// Warm, the walk keeps a record number per fresh file and makes a file and a status only
    /// for the one changed; the record numbers are the files' places in the cache.
    @Test func freshFilesAreKeptAsRecordNumbers() throws {
        let (vault, paths) = try warmVault()
        try temporary.write(paths[5], "---\ndate: 2026-02-02\nstarred: true\n---\n# Changed\n")
        let loading = VaultCache.Loading(vault)
        let listing = VaultWalker(vault: vault).list(.all, takesStatuses: true, matching: loading, keepsStatuses: false)
        #expect(listing.isMatched)
        #expect(listing.entryFiles.map(\.path) == [paths[5]])
        #expect(listing.entryStatuses == [FileSystem.status(vault.absolutePath(paths[5]))])
        #expect(listing.slots == [0, 1, 2, 3, 4, VaultWalker.toRead | 0, 6, 7, 8, 9, 10, 11])
        #expect(listing.slotStatuses.isEmpty)
        let kept = VaultWalker(vault: vault).list(.all, takesStatuses: true, matching: VaultCache.Loading(vault), keepsStatuses: true)
        #expect(kept.slotStatuses == paths.map { FileSystem.status(vault.absolutePath($0)) })
        // Without a cache to match, the listing is the plain one.
        try FileManager.default.removeItem(atPath: temporary.path(VaultCache.relativePath))
        let unmatched = VaultWalker(vault: vault).list(.all, takesStatuses: true, matching: VaultCache.Loading(vault), keepsStatuses: false)
        #expect(!unmatched.isMatched && unmatched.slots.isEmpty)
        #expect(unmatched.entryFiles.map(\.path) == paths)
    }

    /// Warm and unchanged: nothing read, nothing written, the entries those of a cold scan.
    @Test func anUnchangedVaultIsReadFromTheRecords() throws {
        let (vault, _) = try warmVault()
        let before = try temporary.bytes(VaultCache.relativePath)
        let warm = VaultReader(vault: vault).scan(useCache: true)
        #expect(warm.filesRead == 0)
        #expect(warm.entries == VaultReader(vault: vault).scan().entries)
        #expect(try temporary.bytes(VaultCache.relativePath) == before)
    }

    /// A renamed file is read at its new name and its old record is dropped.
    @Test func aRenamedFileIsReadAtItsNewName() throws {
        let (vault, paths) = try warmVault()
        try FileManager.default.moveItem(atPath: temporary.path(paths[2]), toPath: temporary.path("2026/01/2026-01-03-renamed.md"))
        expectWarmEqualsCold(vault, filesRead: 1)
        #expect(VaultCache.load(vault)?.records.map(\.path).contains("2026/01/2026-01-03-renamed.md") == true)
        #expect(VaultCache.load(vault)?.records.map(\.path).contains(paths[2]) == false)
    }

    /// A file rewritten in place with the same size and its modification time set back to the
    /// old one is read again (its status-change time moved).
    @Test func aFileEditedInPlaceWithTheSameSizeIsReadAgain() throws {
        let (vault, paths) = try warmVault()
        let path = temporary.path(paths[7])
        let old = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as! Date
        var bytes = try temporary.bytes(paths[7])
        let at = bytes.firstIndex(of: UInt8(ascii: "#"))! + 2
        bytes[at] = UInt8(ascii: "X")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: bytes)
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int == bytes.count)
        expectWarmEqualsCold(vault, filesRead: 1)
        #expect(VaultReader(vault: vault).scan(useCache: true).entries[7].title == "Xay 4")
    }

    /// A month folder added is read; the others come from the records.
    @Test func aFolderAddedIsRead() throws {
        let (vault, _) = try warmVault()
        try writeOld("2025/12/2025-12-31-a.md")
        try writeOld("2025/12/2025-12-30-b.md")
        try writeOld("2026/04/2026-04-01-c.md")
        expectWarmEqualsCold(vault, filesRead: 3)
        #expect(VaultReader(vault: vault).scan(useCache: true).filesRead == 0)
    }

    /// Deleted files, a file with a problem and a file without a date: warm equals cold, and
    /// the cached problem is given again.
    @Test func deletionsAndProblemsGiveWhatAColdScanGives() throws {
        let (vault, paths) = try warmVault()
        try FileManager.default.removeItem(atPath: temporary.path(paths[0]))
        try FileManager.default.removeItem(atPath: temporary.path(paths[11]))
        try temporary.write("2026/02/notes.md", "No date here.\n")
        try temporary.write("2026/03/2026-04-09-misplaced.md", "---\ndate: 2026-04-09\n---\n")
        expectWarmEqualsCold(vault, filesRead: 2)
        let warm = VaultReader(vault: vault).scan(useCache: true)
        #expect(warm.filesRead == 0)
        #expect(warm.problems.map(\.kind) == [.missingFrontMatter, .misplacedEntry])
        #expect(warm.fileCount == 12)
    }

    /// The reading pipeline keeps no status per entry unless its command asks for them.
    @Test func statusesAreKeptOnlyWhenAsked() throws {
        let (vault, _) = try warmVault()
        let reader = VaultReader(vault: vault)
        #expect(reader.scan(.all, useCache: true, countsText: false, keepsStatuses: false).entryStatuses.isEmpty)
        let kept = reader.scan(.all, useCache: true, countsText: false, keepsStatuses: true)
        #expect(kept.entryStatuses == kept.entries.map { FileSystem.status(vault.absolutePath($0.path)) })
    }
}
