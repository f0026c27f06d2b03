import Foundation
import Testing
@testable import DiaryVault

/// Symbolic links a vault may hold, made by hand or by a sync tool: loops, dangling links, links
/// out of the vault. None is ever followed out of the vault, none hangs the walk, and each is
/// reported for what it is.
@Suite struct SymlinkHostileTests {
    static let entry = "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-01\n---\nText.\n"

    @Test func reportsALinkLoopAsBrokenAndGoesOn() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-fine.md", Self.entry)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-02-loop.md"),
                                                   withDestinationPath: "2026-11-02-loop.md")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2027"), withDestinationPath: "2027")
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/2026-11-02-loop.md: warning: symbolic link is broken or loops; not followed [broken-symlink]
            hint: remove the link, or point it at a file inside the vault
            2027: warning: symbolic link is broken or loops; not followed [broken-symlink]
            hint: remove the link, or point it at a file inside the vault
            checked 1 entry: 2 problems (0 errors, 2 warnings)

            """)
        #expect(result.status == 1)
    }

    @Test func reportsADanglingLinkAsBroken() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-fine.md", Self.entry)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-03-gone.md"),
                                                   withDestinationPath: "2026-11-99-deleted.md")
        let problems = VaultWalker(vault: try vault.vault).list().problems
        #expect(problems.map(\.kind) == ["broken-symlink"])
        #expect(problems.map(\.path) == ["2026/11/2026-11-03-gone.md"])
    }

    @Test func neverFollowsALinkOutOfTheVault() throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(at: vault.outside, withIntermediateDirectories: true)
        try Data(Self.entry.utf8).write(to: vault.outside.appendingPathComponent("secret.md"))
        try vault.write("2026/11/2026-11-01-fine.md", Self.entry.replacing("0C1E", with: "1C1E"))
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-02-out.md"),
                                                   withDestinationPath: vault.outside.appendingPathComponent("secret.md").path)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/12"), withDestinationPath: vault.outside.path)
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/2026-11-02-out.md: error: symbolic link leads outside the vault; not followed [symlink-outside-vault]
            hint: move the file into the vault, or remove the link
            2026/12: error: symbolic link leads outside the vault; not followed [symlink-outside-vault]
            hint: move the file into the vault, or remove the link
            checked 1 entry: 2 problems (2 errors, 0 warnings)

            """)
    }

    /// `ln -s 2026-11-17-ok.md 2026/11/2026-11-17-alias.md`: the link is a warning, the entry is
    /// read once (not as its own duplicate, which `--fix` would give a new uuid on every run),
    /// `--fix` changes nothing, and a second run agrees.
    @Test func fixLeavesAnEntryLinkedUnderASecondNameAlone() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-17-ok.md", Self.entry.replacing("2026-11-01", with: "2026-11-17"))
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-17-alias.md"),
                                                   withDestinationPath: "2026-11-17-ok.md")
        let before = try vault.snapshot()
        for _ in 1...2 {
            let result = vault.run(["check", "--fix"])
            #expect(result.stdout == """
                2026/11/2026-11-17-alias.md: warning: symbolic link to another file of the vault; not read, so the entry is read once [symlink-in-vault]
                hint: remove the link: vault reads the file where it is
                checked 1 entry, made 0 fixes: 1 problem (0 errors, 1 warning)

                """)
            #expect(result.status == 1)
        }
        #expect(try vault.snapshot() == before)
        let index = vault.run(["index", "--json"]).stdout
        #expect(index.components(separatedBy: "\"uuid\":\"0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\"").count == 2)
        #expect(index.contains("\"entryCount\":1,"))
    }
}
