import Testing
@testable import DiaryVault

/// Duplicate uuids are found with a table in one pass, without a sort: each
/// later copy is reported against the first entry of its uuid in vault order, in vault order.
@Suite struct DuplicateUUIDTableTests {
    static func entry(_ uuid: String?, _ date: String) -> String {
        "---\n" + (uuid.map { "uuid: \($0)\n" } ?? "") + "date: \(date)\n---\nx\n"
    }

    @Test func reportsEachLaterCopyAgainstTheFirst() throws {
        let a = "33DB10CB-169C-4E2F-829E-6FA95374EDE7", b = "0123ABCD-4567-89EF-FEDC-BA9876543210"
        let c = "33DB10CB-169C-4E2F-829E-6FA95374EDE8"
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-a.md", Self.entry(a, "2026-11-01"))
        try vault.write("2026/11/2026-11-02-b.md", Self.entry(b, "2026-11-02"))
        try vault.write("2026/11/2026-11-03-none.md", Self.entry(nil, "2026-11-03"))
        try vault.write("2026/11/2026-11-04-a2.md", Self.entry(a, "2026-11-04"))
        try vault.write("2026/11/2026-11-05-c.md", Self.entry(c, "2026-11-05"))
        try vault.write("2026/11/2026-11-06-a3.md", Self.entry(a, "2026-11-06"))
        try vault.write("2026/11/2026-11-07-b2.md", Self.entry(b, "2026-11-07"))
        try vault.write("2026/11/2026-11-08-none.md", Self.entry(nil, "2026-11-08"))
        for useCache in [false, true, true] {
            let scan = VaultReader(vault: try vault.vault).scan(useCache: useCache)
            let duplicates = scan.problems.filter { $0.kind == .duplicateUUID }
            #expect(duplicates.map(\.path) == ["2026/11/2026-11-04-a2.md", "2026/11/2026-11-06-a3.md", "2026/11/2026-11-07-b2.md"])
            #expect(duplicates.map(\.message) == [
                "uuid \(a) is also the uuid of 2026/11/2026-11-01-a.md", "uuid \(a) is also the uuid of 2026/11/2026-11-01-a.md",
                "uuid \(b) is also the uuid of 2026/11/2026-11-02-b.md",
            ])
            #expect(duplicates.map { $0.location?.line } == [2, 2, 2])
        }
    }
}
