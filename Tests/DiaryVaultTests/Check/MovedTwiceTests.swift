import Foundation
import Testing
@testable import DiaryVault

/// Two files with one uuid that are the same entry apart from the date and the path (both devices
/// moved it): `check` says so, and `check --fix` keeps the older and removes the other.
@Suite struct MovedTwiceTests {
    static func entry(_ date: String) -> String {
        "---\nuuid: 3F2A9C1E-5B7D-4E8F-9A0B-1C2D3E4F5A6B\ndate: \(date)\nmood: good\n---\n# By the river\n\nText.\n"
    }

    @Test func checkSaysSoAndFixKeepsTheOlder() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/12/2026-12-01-by-the-river.md", Self.entry("2026-12-01T21:14:00+09:00"))
        try vault.write("2026/12/2026-12-02-by-the-river.md", Self.entry("2026-12-02T21:14:00+09:00"))
        let check = vault.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout.contains("2026/12/2026-12-02-by-the-river.md:2:7: error: uuid 3F2A9C1E-5B7D-4E8F-9A0B-1C2D3E4F5A6B is also the uuid of 2026/12/2026-12-01-by-the-river.md, an older entry; the two files are the same entry apart from the date (both devices moved it) [duplicate-uuid]"))
        #expect(check.stdout.contains("hint: vault check --fix keeps 2026/12/2026-12-01-by-the-river.md (the older) and removes this copy"))
        let dry = vault.run(["check", "--fix", "--dry-run"])
        #expect(dry.stdout.contains("remove 2026/12/2026-12-02-by-the-river.md: the same entry as 2026/12/2026-12-01-by-the-river.md apart from its date"))
        #expect(vault.exists("2026/12/2026-12-02-by-the-river.md"))
        let fix = vault.run(["check", "--fix"])
        #expect(fix.status == 0, "\(fix.stdout)\(fix.stderr)")
        #expect(vault.files(under: "2026") == ["2026/12/2026-12-01-by-the-river.md"])
        #expect(try vault.text("2026/12/2026-12-01-by-the-river.md") == Self.entry("2026-12-01T21:14:00+09:00"))
    }

    @Test func anotherDifferenceIsStillANewUUID() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/12/2026-12-01-by-the-river.md", Self.entry("2026-12-01T21:14:00+09:00"))
        try vault.write("2026/12/2026-12-02-by-the-river.md", Self.entry("2026-12-02T21:14:00+09:00").replacingOccurrences(of: "Text.", with: "Other text."))
        let check = vault.run(["check"])
        #expect(check.stdout.contains("hint: vault check --fix gives this entry a new uuid"))
        #expect(vault.run(["check", "--fix"]).status == 0)
        #expect(vault.files(under: "2026").count == 2)
    }
}

/// `one-entry-a-day = true`: `check` points at a day's second entry.
@Suite struct SameDayEntriesTests {
    @Test func warnsOfASecondEntryOnlyWhenConfigured() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-30-monday.md", "---\nuuid: 11111111-2222-4333-8444-555555555555\ndate: 2026-11-30\n---\n# Monday\n\nLaptop.\n")
        try vault.write("2026/11/2026-11-30-monday-2.md", "---\nuuid: 66666666-7777-4888-9999-aaaaaaaaaaaa\ndate: 2026-11-30\n---\n# Monday\n\nPhone.\n")
        #expect(vault.run(["check"]).status == 0)
        try vault.write(".vault/config", "one-entry-a-day = true\n")
        let check = vault.run(["check"])
        #expect(check.status == 1)
        #expect(check.stdout == """
            2026/11/2026-11-30-monday.md: warning: another entry of 2026-11-30 is 2026/11/2026-11-30-monday-2.md, and the vault keeps one entry a day (one-entry-a-day in .vault/config) [same-day-entries]
            hint: if both devices wrote the day's entry, move this text into 2026/11/2026-11-30-monday-2.md and delete this file ('vault delete')
            checked 2 entries: 1 problem (0 errors, 1 warning)

            """)
    }
}
