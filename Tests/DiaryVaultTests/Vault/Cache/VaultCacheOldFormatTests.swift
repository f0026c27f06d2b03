import Foundation
import Testing
@testable import DiaryVault

/// A cache written by an earlier format is rebuilt, never read: format 13 stored each path twice
/// (before the record and in the summary's texts); format 15 stores it once.
@Suite struct VaultCacheOldFormatTests {
    /// This test's own temporary vault, removed when the test ends.
    let temporary: TemporaryVault

    init() throws { temporary = try TemporaryVault() }

    /// `.vault/cache/index.bin` as vault 0.x wrote it in format 13 for the two entries below
    /// (written by the release build of 2026-12-07 before format 14).
    static let format13 = """
        VkFVTFRJRFgNAAAAAgAAACAAAAAAAAAAzwAAAAAAAAAaAAAAMjAyNi8xMS8yMDI2LTExLTI4LXJhaW4ubWQyAAAAAAAAAJIWcCL6\
        Be8YkhZwIvoF7xgBAAAAAAAAAAAAAAAAAAAAAAAEAABgmdtKYQYAMVEAAAMAAAALAAAASQAAABoAAAAyMDI2LzExLzIwMjYtMTEt\
        MjgtcmFpbi5tZAoAAAAyMDI2LTExLTI4DQAAAFJhaW4gYWxsIGRheS4EAAAAZ29vZAAAAAAAAAAAGgAAADIwMjYvMTEvMjAyNi0x\
        MS0yOS13YWxrLm1kNQAAAAAAAACSFnAi+gXvGJIWcCL6Be8YAQAAAAAAAAAAAAAAAAAAAAAAAAAAwHD5XmEGADJRAAADAAAACwAA\
        AEQAAAAaAAAAMjAyNi8xMS8yMDI2LTExLTI5LXdhbGsubWQKAAAAMjAyNi0xMS0yOQQAAABXYWxr/////wEAAAAEAAAAd2FsawAA\
        AACpyw7HJw/3fg==
        """

    @Test func rebuildsACacheOfFormat13() throws {
        try temporary.write("2026/11/2026-11-28-rain.md", "---\ndate: 2026-11-28\nmood: good\n---\nRain all day.\n")
        try temporary.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\ntags: [walk]\n---\n# Walk\nA walk.\n")
        let vault = try temporary.vault
        let reader = VaultReader(vault: vault)
        let expected = reader.scan()
        _ = reader.scan(useCache: true)
        let old = try #require(Data(base64Encoded: Self.format13))
        #expect(old.count == 385)
        #expect(Array(old[8..<12]) == [13, 0, 0, 0])
        let path = vault.absolutePath(VaultCache.relativePath)
        try old.write(to: URL(fileURLWithPath: path))
        // Refused whole (the version comes first), so every file is read again.
        #expect(VaultCache.decode([UInt8](old)) == nil)
        #expect(VaultCache.load(vault) == nil)
        let rebuilt = reader.scan(useCache: true)
        #expect(rebuilt.filesRead == 2)
        #expect(rebuilt.entries == expected.entries)
        #expect(rebuilt.problems == expected.problems)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(written[8..<12]) == [15, 0, 0, 0])
        // Each path once: in format 13 the two paths took 26 bytes twice each.
        let pathBytes = Array("2026/11/2026-11-28-rain.md".utf8)
        #expect(written.indices.filter { written[$0...].starts(with: pathBytes) }.count == 1)
        #expect(old.indices.filter { old[$0...].starts(with: pathBytes) }.count == 2)
        let warm = reader.scan(useCache: true)
        #expect(warm.filesRead == 0)
        #expect(warm.entries == expected.entries)
    }
}
