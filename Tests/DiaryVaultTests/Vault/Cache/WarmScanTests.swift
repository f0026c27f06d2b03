import Foundation
import Testing
@testable import DiaryVault

/// The warm index's path: statuses taken by the walk, the cache loaded meanwhile.
@Suite struct WarmScanTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    /// The walk takes one status per entry file, in the order of the files, only when asked; each
    /// is what `lstat` says of the file.
    @Test func theWalkTakesOneStatusPerEntryFileWhenAsked() throws {
        try temporary.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\nA walk.\n")
        try temporary.write("2026/11/2026-11-01-a.md", "---\ndate: 2026-11-01\n---\nLonger text here.\n")
        try temporary.write("2026/11/photo.jpg", "x")
        try temporary.write("2025/01/2025-01-02-b.md", "---\ndate: 2025-01-02\n---\n")
        let vault = try temporary.vault
        let listing = VaultWalker(vault: vault).list(.all, takesStatuses: true)
        #expect(listing.entryFiles.map(\.path) == ["2025/01/2025-01-02-b.md", "2026/11/2026-11-01-a.md", "2026/11/2026-11-29-walk.md"])
        #expect(listing.entryStatuses == listing.entryFiles.map { FileSystem.status(vault.absolutePath($0.path)) })
        #expect(listing.entryStatuses.map { $0?.size } == [25, 43, 33])
        #expect(VaultWalker(vault: vault).list(.all).entryStatuses.isEmpty)
        #expect(VaultWalker(vault: vault).list().entryFiles == listing.entryFiles)
    }

    /// A scan of the whole vault with the cache keeps each entry's status in the entries' order
    /// (cold and warm, a file without a date left out), and a selection in another order finds
    /// its entries' statuses by their summaries (`vault site` takes no second status).
    @Test func theScanKeepsEachEntrysStatusForTheSelection() throws {
        try temporary.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\nA walk.\n")
        try temporary.write("2026/11/2026-11-01-a.md", "---\ndate: 2026-11-01\n---\nLonger text here.\n")
        try temporary.write("2026/11/notes.md", "No date here.\n")
        try temporary.write("2025/01/2025-01-02-b.md", "---\ndate: 2025-01-02\n---\n")
        let vault = try temporary.vault
        for _ in 0..<2 {
            let scan = VaultReader(vault: vault).scan(.all, useCache: true)
            #expect(scan.entries.count == 3)
            #expect(scan.entryStatuses == scan.entries.map { FileSystem.status(vault.absolutePath($0.path)) })
            let newestFirst = Array(scan.entries.reversed())
            #expect(ReadPipeline.statuses(of: newestFirst, in: scan) == newestFirst.map { FileSystem.status(vault.absolutePath($0.path)) })
            #expect(ReadPipeline.statuses(of: [], in: scan) == [])
        }
        #expect(VaultReader(vault: vault).scan(.all).entryStatuses.isEmpty)
        let other = VaultReader(vault: vault).scan(.all, useCache: true)
        #expect(ReadPipeline.statuses(of: VaultReader(vault: vault).scan(.all).entries, in: other) == nil)
    }

    /// A scan of one month neither uses nor writes the cache (its statuses are not taken), and
    /// reads what a scan without the cache reads.
    @Test func aScopedScanLeavesTheCacheAlone() throws {
        try temporary.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\nA walk.\n")
        let vault = try temporary.vault
        let scoped = VaultReader(vault: vault).scan(.month(year: 2026, month: 11), useCache: true)
        #expect(scoped.filesRead == 1)
        #expect(scoped.entries == VaultReader(vault: vault).scan(.month(year: 2026, month: 11)).entries)
        #expect(VaultCache.load(vault) == nil)
    }

    /// In a warm vault where one month folder changed, the fresh folders come from the cache,
    /// the changed one is read (its fresh files from the cache too), and everything equals a scan
    /// without the cache, in the same order.
    @Test func aFolderWithAChangedFileIsReadWhileTheOthersComeFromTheCache() throws {
        var paths: [String] = []
        for month in 1...3 {
            for day in 1...4 {
                let path = "2026/0\(month)/2026-0\(month)-0\(day)-e.md"
                try temporary.write(path, "---\ndate: 2026-0\(month)-0\(day)\ntags: [m\(month)]\n---\n# Day \(day)\n")
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)],
                                                      ofItemAtPath: temporary.path(path))
                paths.append(path)
            }
        }
        let vault = try temporary.vault
        let reader = VaultReader(vault: vault)
        #expect(reader.scan(useCache: true).filesRead == 12)
        try temporary.write(paths[5], "---\ndate: 2026-02-02\nstarred: true\n---\n# Changed\n")
        let warm = reader.scan(useCache: true)
        #expect(warm.filesRead == 1)
        let uncached = reader.scan()
        #expect(warm.entries == uncached.entries)
        #expect(warm.entries.map(\.path) == paths)
        #expect(warm.entries[5].title == "Changed")
        #expect(warm.problems == uncached.problems)
    }
}
