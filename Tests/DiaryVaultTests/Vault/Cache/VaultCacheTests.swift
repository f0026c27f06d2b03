import Foundation
import Testing
@testable import DiaryVault

/// The index cache: same results with and without it, only changed files re-read, damage ignored.
@Suite struct VaultCacheTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    /// Fills a temporary vault with a few entries, one broken file and one misplaced entry, every
    /// file dated an hour ago so that the cache can trust them (see the racy-file rule).
    static func makeVault(in temporary: TemporaryVault) throws -> Vault {
        let files = [
            "2026/11/2026-11-29-walk.md": "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29T21:14:00+09:00\nmood: good\nstarred: true\ntags: [walk]\n---\n# Evening walk\n\nRiver.\n",
            "2026/11/2026-11-28-rain.md": "---\nuuid: 0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42\ndate: 2026-11-28\nmood: okay\n---\nRain all day.\n",
            "2026/11/2026-11-27-broken.md": "---\ndate: 2026-11-27\ntitle: Seoul: day two\n---\nBody\n",
            "2026/10/2026-11-02-misplaced.md": "---\nuuid: 9C4E2A71-5D3B-4F08-8E6A-1B2C3D4E5F60\ndate: 2026-11-02\n---\n# Misplaced\n",
        ]
        for (path, text) in files {
            try temporary.write(path, text)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: temporary.path(path))
        }
        return try temporary.vault
    }

    @Test func givesTheSameResultsWithAndWithoutTheCache() throws {
        let vault = try Self.makeVault(in: temporary)
        let reader = VaultReader(vault: vault)
        let uncached = reader.scan()
        let filling = reader.scan(useCache: true)
        let warm = reader.scan(useCache: true)
        #expect(filling.filesRead == 4)
        #expect(warm.filesRead == 0)
        #expect(warm.fileCount == 4)
        #expect(warm.entries == uncached.entries)
        #expect(warm.problems == uncached.problems)
        #expect(filling.entries == uncached.entries)
        #expect(uncached.problems.map(\.kind) == ["misplaced-entry", "colon-in-plain-value"])
    }

    @Test func rereadsOnlyChangedFiles() throws {
        let vault = try Self.makeVault(in: temporary)
        let reader = VaultReader(vault: vault)
        _ = reader.scan(useCache: true)
        let path = vault.absolutePath("2026/11/2026-11-28-rain.md")
        try Data("---\ndate: 2026-11-28\nmood: bad\nstarred: true\n---\nRain and wind.\n".utf8).write(to: URL(fileURLWithPath: path))
        let warm = reader.scan(useCache: true)
        #expect(warm.filesRead == 1)
        #expect(warm.entries.first { $0.path == "2026/11/2026-11-28-rain.md" }?.mood == .bad)
        #expect(warm.entries == reader.scan().entries)
    }

    @Test func forgetsDeletedFiles() throws {
        let vault = try Self.makeVault(in: temporary)
        let reader = VaultReader(vault: vault)
        _ = reader.scan(useCache: true)
        try FileManager.default.removeItem(atPath: vault.absolutePath("2026/11/2026-11-27-broken.md"))
        let warm = reader.scan(useCache: true)
        #expect(warm.fileCount == 3)
        #expect(warm.problems.map(\.kind) == ["misplaced-entry"])
        #expect(VaultCache.load(vault)?.records.map(\.path) == [
            "2026/10/2026-11-02-misplaced.md", "2026/11/2026-11-28-rain.md", "2026/11/2026-11-29-walk.md",
        ])
    }

    /// Damaged caches of every kind are ignored and replaced.
    @Test(arguments: ["truncated", "flipped", "foreign", "old-version", "empty", "folder"])
    func ignoresADamagedCache(damage: String) throws {
        let vault = try Self.makeVault(in: temporary)
        let reader = VaultReader(vault: vault)
        let expected = reader.scan()
        _ = reader.scan(useCache: true)
        let path = vault.absolutePath(VaultCache.relativePath)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        switch damage {
        case "truncated": bytes.removeLast(bytes.count / 2)
        case "flipped": bytes[bytes.count / 2] ^= 0xFF
        case "foreign": bytes = Array("PK\u{3}\u{4} not a vault cache at all, a zip file perhaps".utf8)
        case "old-version": bytes[8] = 0
        case "empty": bytes = []
        default: break
        }
        if damage == "folder" {
            try FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } else {
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        }
        #expect(VaultCache.load(vault) == nil)
        let scan = reader.scan(useCache: true)
        #expect(scan.filesRead == 4)
        #expect(scan.entries == expected.entries)
        #expect(scan.problems == expected.problems)
    }

    @Test func roundTripsRecordsThroughItsEncoding() throws {
        let vault = try Self.makeVault(in: temporary)
        _ = VaultReader(vault: vault).scan(useCache: true)
        let cache = try #require(VaultCache.load(vault))
        let again = try #require(cache.encoded().withUnsafeBufferPointer { VaultCache.decode($0) })
        #expect(again.records.map(\.path) == cache.records.map(\.path))
        #expect(again.records.map(\.result.summary) == cache.records.map(\.result.summary))
        #expect(again.records.map(\.result.problems) == cache.records.map(\.result.problems))
    }

    @Test func leavesNoCacheWithoutBeingAskedTo() throws {
        let vault = try Self.makeVault(in: temporary)
        _ = VaultReader(vault: vault).scan()
        #expect(FileSystem.status(vault.absolutePath(VaultCache.relativePath)) == nil)
    }
}

/// The cache is not fooled by a modification time set back, and is never written into a folder
/// that is not marked as a vault.
@Suite struct VaultCacheSafetyTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    @Test func rereadsAFileWhoseTimeWasSetBack() throws {
        let vault = try VaultCacheTests.makeVault(in: temporary)
        let reader = VaultReader(vault: vault)
        _ = reader.scan(useCache: true)
        let path = vault.absolutePath("2026/11/2026-11-28-rain.md")
        let before = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        // Same size, same modification time: only the change time tells.
        try Data("---\nuuid: 0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42\ndate: 2026-11-28\nmood: good\n---\nRain all day.\n".utf8)
            .write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.modificationDate: try #require(before)], ofItemAtPath: path)
        let warm = reader.scan(useCache: true)
        #expect(warm.filesRead == 1)
        #expect(warm.entries.first { $0.path == "2026/11/2026-11-28-rain.md" }?.mood == .good)
    }

    @Test func writesNoCacheIntoAFolderWithoutVaultMark() throws {
        let vault = try VaultCacheTests.makeVault(in: temporary)
        try FileManager.default.removeItem(atPath: vault.absolutePath(".vault"))
        _ = VaultReader(vault: vault).scan(useCache: true)
        #expect(FileSystem.status(vault.absolutePath(".vault")) == nil)
    }
}

/// Word counts cost a pass over every body: only scans that use (and so fill) the cache, or ask,
/// count them.
@Suite struct TextCountScanTests {
    @Test func countsWordsWithTheCacheOrWhenAskedOnly() throws {
        let vault = try TemporaryVault(copying: "SmallVault")
        let reader = VaultReader(vault: try vault.vault)
        let skipped = reader.scan(countsText: false).entries
        #expect(!skipped.isEmpty && skipped.allSatisfy { $0.wordCount == 0 && $0.characterCount == 0 })
        let counted = reader.scan().entries
        #expect(counted.contains { $0.wordCount > 0 })
        // With the cache the counts are always there, to be kept for `vault stats`.
        #expect(reader.scan(useCache: true, countsText: false).entries == counted)
        #expect(reader.scan(useCache: true, countsText: false).entries == counted)
    }
}
