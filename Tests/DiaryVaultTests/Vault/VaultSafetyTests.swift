import Foundation
import Testing
@testable import DiaryVault

/// The vault's edges (issue 14 items 9-11): `--vault` and `VAULT_DIR` must name a vault, `init`
/// never nests vaults and its `--git` makes a first commit, read-only files stay as they are and
/// replaced files keep their owner.
@Suite struct VaultSafetyTests {
    static let entry = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\nstarred: true\n---\nWalk.\n"

    @Test func vaultOptionNeedsAVault() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", Self.entry)
        let run = vault.run(["--vault", "2026", "index"])
        #expect(run == CLIRun(status: 64, stdout: "", stderr: """
            error: 2026 (from --vault) is not a vault: it has no .vault/ folder
            hint: it lies inside the vault .; give --vault that folder
            hint: to make 2026 a vault, run 'vault init 2026'

            """))
        let star = vault.run(["--vault", "2026/11", "unstar", "2026-11-29"])
        #expect(star.status == 64)
        #expect(try vault.text("2026/11/2026-11-29-walk.md") == Self.entry)
    }

    @Test func vaultDirNeedsAVault() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("# notes\n", to: "notes/a.md", in: directory)
            let run = EndToEnd.run(["check"], in: directory, environment: ["VAULT_DIR": "notes"])
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: notes (from VAULT_DIR) is not a vault: it has no .vault/ folder
                hint: to make notes a vault, run 'vault init notes'

                """))
        }
    }

    @Test func initRefusesAFolderAroundAVault() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("", to: "diary/inner/.vault/config", in: directory)
            let run = EndToEnd.run(["init", "diary"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: cannot make a vault in diary: the folder diary/inner below it is already a vault, and a vault around another splits the diary
                hint: use that vault, or choose a folder that holds no vault

                """))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("diary/.vault").path))
        }
    }

    @Test func initGitMakesAFirstCommitEvenWithoutAGitIdentity() throws {
        let vault = try TemporaryVault(marked: false)
        var environment = vault.environment()
        for key in ["GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL"] { environment[key] = nil }
        let run = TemporaryVault.run(["init", "--git"], in: vault.url, environment: environment)
        #expect(run == CLIRun(status: 0, stdout: """
            initialized a vault in the working directory
              created .vault/
              created .vault/config
              created .vault/.gitignore
              created .vault/templates/daily.md
              created git repository
              created first commit (.vault/config, .vault/.gitignore, .vault/templates/daily.md)

            """, stderr: ""))
        #expect(try vault.git(["log", "--format=%an <%ae> %s"]) == "vault <vault@localhost> Start the vault\n")
        #expect(try vault.git(["ls-files"]) == ".vault/.gitignore\n.vault/config\n.vault/templates/daily.md\n")
    }

    @Test func aReadOnlyFileIsNotReplaced() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", Self.entry)
        chmod(vault.path("2026/11/2026-11-29-walk.md"), 0o444)
        let run = vault.run(["unstar", "2026/11/2026-11-29-walk.md"])
        #expect(run == CLIRun(status: 1, stdout: "", stderr: """
            2026/11/2026-11-29-walk.md: error: the file is read-only (no write permission for you); it was not changed
            hint: to change it, first allow writing, such as 'chmod u+w 2026/11/2026-11-29-walk.md'

            """))
        #expect(try vault.text("2026/11/2026-11-29-walk.md") == Self.entry)
        #expect(FileSystem.status(vault.path("2026/11/2026-11-29-walk.md"))?.permissions == 0o444)
    }

    @Test func aReplacedFileKeepsItsOwnerAndGroup() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", Self.entry)
        let path = vault.path("2026/11/2026-11-29-walk.md")
        // Only the superuser may give a file away; elsewhere the owner is already the user's.
        let owner: (uid_t, gid_t) = geteuid() == 0 ? (4321, 8765) : (geteuid(), getegid())
        #expect(chown(path, owner.0, owner.1) == 0)
        let run = vault.run(["unstar", "2026/11/2026-11-29-walk.md"])
        #expect(run.status == 0)
        let status = try #require(FileSystem.status(path))
        #expect(status.owner == UInt32(owner.0))
        #expect(status.group == UInt32(owner.1))
        #expect(try vault.text("2026/11/2026-11-29-walk.md").contains("starred: false"))
    }

    /// Every invalid byte of the source line is shown as `\xXX` (the second and later were shown
    /// as U+FFFD), by check and by index, with and without the cache.
    @Test func showsEveryInvalidByteAsAnEscape() throws {
        let vault = try TemporaryVault()
        let bytes = Array("---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\ntitle: caf".utf8)
            + [0xFF] + Array(" and ".utf8) + [0xFE] + Array(" more ".utf8) + [0xC3] + Array("\n---\nText\n".utf8)
        try vault.write("2026/11/2026-11-29-a.md", bytes)
        let line = "title: caf\\xFF and \\xFE more \\xC3\n          ^\n"
        #expect(vault.run(["check"]).stdout.contains("[invalid-utf8]\n" + line))
        for _ in 0..<2 { #expect(vault.run(["index"]).stderr.contains("offset 74\n" + line)) }
    }
}
