import Foundation
import Testing
@testable import DiaryVault

/// `vault init` end to end.
@Suite struct InitCommandTests {
    @Test func createsTheVaultFilesOnce() throws {
        try TemporaryVault.with(marked: false) { vault in
            try vault.write("diary/2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\nWalk\n")
            let run = vault.run(["init", "diary/"])
            #expect(run == CLIRun(status: 0, stdout: """
                initialized a vault in diary/
                  created .vault/
                  created .vault/config
                  created .vault/.gitignore
                  created .vault/templates/daily.md

                """, stderr: ""))
            #expect(try vault.text("diary/.vault/config") == VaultConfig.defaultText)
            #expect(try vault.text("diary/.vault/.gitignore") == "# vault's own files, not part of the diary\ncache/\ndrafts/\n")
            #expect(try vault.text("diary/.vault/templates/daily.md") == EntryTemplate.example)
            #expect(try vault.text("diary/2026/11/2026-11-29-walk.md") == "---\ndate: 2026-11-29\n---\nWalk\n")

            try vault.write("diary/.vault/config", "commit = true\n")
            let again = vault.run(["init"], in: "diary")
            #expect(again == CLIRun(status: 0, stdout: "the working directory is already a vault; nothing to do\n", stderr: ""))
            #expect(try vault.text("diary/.vault/config") == "commit = true\n")
        }
    }

    @Test func createsMissingFoldersAndAGitRepository() throws {
        try TemporaryVault.with(marked: false) { vault in
            let run = vault.run(["init", "a/b/diary", "--git"])
            #expect(run == CLIRun(status: 0, stdout: """
                initialized a vault in a/b/diary
                  created folder a/b/diary
                  created .vault/
                  created .vault/config
                  created .vault/.gitignore
                  created .vault/templates/daily.md
                  created git repository
                  created .gitattributes (entries and INDEX.md merged by vault)
                  created merge drivers vault and vault-index in .git/config
                  created hooks post-merge, post-rewrite and post-commit (INDEX.md fresh after merges)
                  created first commit (.vault/config, .vault/.gitignore, .vault/templates/daily.md, .gitattributes)

                """, stderr: ""))
            #expect(vault.exists("a/b/diary/.git"))
            #expect(vault.run(["new", "First", "--commit"], in: "a/b/diary").status == 0)
            let log = try vault.git(["log", "--format=%s"], in: "a/b/diary")
            #expect(log == "vault: new 2026-11-29 \"First\"\nStart the vault\n")
        }
    }

    @Test func leavesAnEnclosingRepositoryAlone() throws {
        try TemporaryVault.with(marked: false) { vault in
            try vault.git(["init", "--quiet"])
            let run = vault.run(["init", "--git", "--vault", "diary"])
            #expect(run == CLIRun(status: 0, stdout: """
                already in the git repository \(vault.root)
                initialized a vault in diary
                  created folder diary
                  created .vault/
                  created .vault/config
                  created .vault/.gitignore
                  created .vault/templates/daily.md
                  created .gitattributes (entries and INDEX.md merged by vault)
                  created merge drivers vault and vault-index in .git/config
                  created hooks post-merge, post-rewrite and post-commit (INDEX.md fresh after merges)
                  created first commit (.vault/config, .vault/.gitignore, .vault/templates/daily.md, .gitattributes)

                """, stderr: ""))
            #expect(!vault.exists("diary/.git"))
            // The repository had no commit: the vault's files are its first.
            #expect(try vault.git(["ls-files"]) == "diary/.gitattributes\ndiary/.vault/.gitignore\ndiary/.vault/config\ndiary/.vault/templates/daily.md\n")
        }
    }

    /// In a repository that has commits, `init --git` sets up and commits nothing.
    @Test func commitsNothingInARepositoryWithCommits() throws {
        try TemporaryVault.with(marked: false) { vault in
            try vault.git(["init", "--quiet"])
            try vault.write("README.md", "notes\n")
            try vault.commitAll()
            let run = vault.run(["init", "--git", "--vault", "diary"])
            #expect(run.status == 0)
            #expect(!run.stdout.contains("first commit"))
            #expect(try vault.git(["log", "--format=%s"]).split(separator: "\n").count == 1)
            #expect(try vault.git(["status", "--porcelain"]) == "?? diary/\n")
        }
    }

    /// A file where the vault would go is refused with a hint that does not repeat the command.
    @Test func refusesAFile() throws {
        try TemporaryVault.with(marked: false) { vault in
            try vault.write("afile", "x\n")
            #expect(vault.run(["init", "afile"]) == CLIRun(status: 1, stdout: "", stderr: """
                error: cannot make a vault in afile: it is a file, and a vault is a folder
                hint: give the path of a folder, new or existing

                """))
            #expect(try vault.text("afile") == "x\n")
        }
    }

    /// `vault init V/2026` makes no vault inside the vault V, and says so.
    @Test(arguments: ["2026", "2026/11/new", "."])
    func refusesAFolderInsideAnotherVault(folder: String) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29\n---\nWalk\n")
            let inside = vault.run(["init", folder], in: "2026")
            #expect(inside == CLIRun(status: 1, stdout: "", stderr: """
                error: cannot make a vault in \(folder): it is inside the vault \(vault.root), and a vault inside another splits the diary
                hint: entries of that vault go in its YYYY/MM/ folders, which 'vault new' creates; for a separate vault, choose a folder outside it

                """))
            #expect(vault.files() == ["2026/11/2026-11-29-walk.md"])
            // The vault's own root is not inside another: running init there again is fine.
            #expect(vault.run(["init"]).status == 0)
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
              created .gitattributes (entries and INDEX.md merged by vault)
              created merge drivers vault and vault-index in .git/config
              created hooks post-merge, post-rewrite and post-commit (INDEX.md fresh after merges)
              created first commit (.vault/config, .vault/.gitignore, .vault/templates/daily.md, .gitattributes)

            """, stderr: ""))
        #expect(try vault.git(["log", "--format=%an <%ae> %s"]) == "vault <vault@localhost> Start the vault\n")
        #expect(try vault.git(["ls-files"]) == ".gitattributes\n.vault/.gitignore\n.vault/config\n.vault/templates/daily.md\n")
    }
}
