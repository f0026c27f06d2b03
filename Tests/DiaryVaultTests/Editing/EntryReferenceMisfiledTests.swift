import Testing
@testable import DiaryVault

/// The misfiled rule: an entry of the vault whose date belongs in another month's folder than the
/// one it is in (what `vault edit` and `vault set date=...` note, and `--move` fixes).
@Suite struct EntryReferenceMisfiledTests {
    static func match(_ vaultPath: String?) -> EntryReference.Match {
        EntryReference.Match(absolutePath: "/v/" + (vaultPath ?? "x.md"), displayPath: vaultPath ?? "x.md", vaultPath: vaultPath)
    }

    @Test(arguments: [
        ("2026/10/2026-11-03-walk.md", "2026-11-03T08:30:00+09:00", "2026/10"),
        ("2026/11/walk.md", "2025-11-03", "2026/11"),
        ("2026/11/2026-11-03-walk.md", "2026-11-03", nil),
        ("2026/11/2026-11-30.md", "2026-11-30T23:59:59-10:00", nil),
        ("notes/walk.md", "2026-11-03", nil),
        ("2026/11/sub/walk.md", "2026-12-01", nil),
    ] as [(String, String, String?)])
    func namesTheFolderOfAMisfiledEntry(path: String, date: String, folder: String?) throws {
        let date = try #require(EntryDate(parsing: date))
        #expect(Self.match(path).misfiledFolder(date: date) == folder)
    }

    /// A file outside the vault has no month folder to be wrong about.
    @Test func saysNothingOutsideTheVault() throws {
        #expect(Self.match(nil).misfiledFolder(date: try #require(EntryDate(parsing: "2026-11-03"))) == nil)
    }
}
