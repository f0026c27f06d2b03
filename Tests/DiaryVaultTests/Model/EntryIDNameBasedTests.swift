import Testing
@testable import DiaryVault

/// The one name-based UUID (RFC 4122 section 4.3) and the uuids `vault check --fix` and
/// `vault import` derive with it: known values, which must never change (a re-import or a fix
/// on another clone would otherwise give other uuids).
@Suite struct EntryIDNameBasedTests {
    /// RFC 4122's own example namespace (DNS) and Python's `uuid.uuid5(NAMESPACE_DNS, "www.example.com")`.
    @Test func matchesTheVersion5OfOtherImplementations() {
        let dns: [UInt8] = [0x6B, 0xA7, 0xB8, 0x10, 0x9D, 0xAD, 0x11, 0xD1, 0x80, 0xB4, 0x00, 0xC0, 0x4F, 0xD4, 0x30, 0xC8]
        #expect(EntryID.nameBased(namespace: dns, name: Array("www.example.com".utf8)).canonical == "2ED6657D-E927-568B-95E1-2665A8AEA6A2")
    }

    /// The uuids of `vault check --fix` (path, a zero byte, the file's bytes) as they were written
    /// before the two copies of the rule became one.
    @Test(arguments: [
        ("2026/11/a.md", "x", "A7CFF3BE-E73A-513E-BB24-D51BD629664C"),
        ("2026/11/a.md", "", "A695A947-13B1-5553-B1F2-6592294A9AA6"),
    ])
    func keepsTheUUIDsOfFixes(path: String, contents: String, canonical: String) {
        #expect(EntryID.nameBased(path: path, contents: Array(contents.utf8)).canonical == canonical)
    }

    /// The uuids of imported entries without one (source, a zero byte, the key), as before.
    @Test(arguments: [
        ("jrnl", "2026-11-29T21:14:00", "8BD9D27C-F28C-566D-B20A-16D3BADCB4A8"),
        ("obsidian", "Daily/2026-11-29.md", "3FF43329-3DD3-5840-A2E2-18B68BB4CF3E"),
    ])
    func keepsTheUUIDsOfImports(source: String, key: String, canonical: String) {
        #expect(ImportedEntry.nameBasedID(source: source, key: key).canonical == canonical)
    }
}
