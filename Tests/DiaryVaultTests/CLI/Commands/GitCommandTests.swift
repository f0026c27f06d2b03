import Foundation
import Testing
@testable import DiaryVault

/// `vault git setup` and `vault merge-driver` in-process.
@Suite struct GitCommandTests {
    @Test func setupWritesItsBlockOnceAndKeepsTheUsersLines() throws {
        guard TemporaryVault.hasGit else { return }
        try TemporaryVault.with { vault in
            try vault.git(["init", "--quiet"])
            try vault.write(".gitattributes", "*.png binary\n")
            let first = vault.run(["git", "setup"])
            #expect(first == CLIRun(status: 0, stdout: """
                set up git to merge entries with vault
                  wrote .gitattributes
                  wrote merge.vault.name
                  wrote merge.vault.driver
                  wrote merge.vault-index.name
                  wrote merge.vault-index.driver
                  wrote .git/hooks/post-merge
                  wrote .git/hooks/post-rewrite
                  wrote .git/hooks/post-commit

                """, stderr: ""))
            #expect(try vault.text(".gitattributes") == """
                *.png binary

                # vault: merge entries by meaning (written by 'vault git setup'; edit above or below)
                [0-9][0-9][0-9][0-9]/[0-9][0-9]/*.md merge=vault
                INDEX.md merge=vault-index linguist-generated
                # end of vault's lines

                """)
            #expect(try vault.git(["config", "merge.vault.driver"]) == "vault merge-driver %O %A %B %L %P\n")
            #expect(try vault.git(["config", "merge.vault-index.driver"]) == "vault merge-driver --index %O %A %B %L %P\n")
            let again = vault.run(["git", "setup"])
            #expect(again == CLIRun(status: 0, stdout: "git is already set up to merge entries with vault; nothing to do\n", stderr: ""))
            #expect(try vault.git(["check-attr", "merge", "--", "2026/11/2026-11-29.md", "INDEX.md", "notes/x.md"]) == """
                2026/11/2026-11-29.md: merge: vault
                INDEX.md: merge: vault-index
                notes/x.md: merge: unspecified

                """)
        }
    }

    @Test func setupOutsideARepositoryIsAnError() throws {
        guard TemporaryVault.hasGit else { return }
        try TemporaryVault.with { vault in
            let run = vault.run(["git", "setup"])
            #expect(run.status == 1)
            #expect(run.stderr.contains("not in a git repository"))
            #expect(vault.run(["git", "pull"]).status == 64)
        }
    }

    @Test func checkWarnsInACloneWithoutTheDrivers() throws {
        guard TemporaryVault.hasGit else { return }
        try TemporaryVault.with { vault in
            try vault.git(["init", "--quiet"])
            try vault.write(".gitattributes", GitSetup.attributes(updating: nil))
            let run = vault.run(["check"])
            #expect(run.stderr == "warning: .gitattributes names the merge drivers 'vault', 'vault-index', which this clone has not registered, so git merges those files as plain lines; run 'vault git setup' once in this clone\n")
        }
    }

    @Test func attributesBlockIsReplacedInPlaceAndKeepsCRLF() {
        let old = "a binary\r\n# vault: merge entries by meaning (written by 'vault git setup'; edit above or below)\r\nold line\r\n# end of vault's lines\r\nb text\r\n"
        #expect(GitSetup.attributes(updating: old) == "a binary\r\n# vault: merge entries by meaning (written by 'vault git setup'; edit above or below)\r\n"
            + "[0-9][0-9][0-9][0-9]/[0-9][0-9]/*.md merge=vault\r\nINDEX.md merge=vault-index linguist-generated\r\n# end of vault's lines\r\nb text\r\n")
        #expect(GitSetup.missingDrivers(attributes: "*.md merge=vault\n*.txt merge=union\n# x merge=y\n", registered: []) == ["vault"])
    }

    @Test func mergeDriverWritesOverOursAndExitsByConflicts() throws {
        try TemporaryVault.with { vault in
            let base = "---\nmood: calm\nstarred: false\n---\nBody.\n"
            try vault.write("base", base)
            try vault.write("ours", base.replacingOccurrences(of: "false", with: "true"))
            try vault.write("theirs", base.replacingOccurrences(of: "calm", with: "happy"))
            let clean = vault.run(["merge-driver", "base", "ours", "theirs", "7", "2026/11/x.md"])
            #expect(clean == CLIRun(status: 0, stdout: "", stderr: ""))
            #expect(try vault.text("ours") == "---\nmood: happy\nstarred: true\n---\nBody.\n")
            try vault.write("theirs", base.replacingOccurrences(of: "calm", with: "sad"))
            let conflicted = vault.run(["merge-driver", "base", "ours", "theirs", "7", "2026/11/x.md"])
            #expect(conflicted.status == 1)
            #expect(conflicted.stderr == "vault: 2026/11/x.md: 1 conflict (front matter: mood); finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or edit the file, then 'vault check' and 'git add'\n")
            #expect(try vault.text("ours").hasPrefix("---\nmood: happy\nstarred: true\n---\n<<<<<<< ours (front matter key mood)\n"))
            #expect(vault.run(["merge-driver", "base", "ours", "theirs", "zero"]).status == 64)
            #expect(vault.run(["merge-driver", "base", "missing", "theirs"]).status == 1)
        }
    }

    @Test func indexDriverKeepsBothSidesWithoutMarkers() throws {
        try TemporaryVault.with { vault in
            try vault.write("base", "# Index\n\n- a\n")
            try vault.write("ours", "# Index\n\n- a\n- b\n")
            try vault.write("theirs", "# Index\n\n- a\n- c\n")
            #expect(vault.run(["merge-driver", "--index", "base", "ours", "theirs", "7", "INDEX.md"]).status == 0)
            #expect(try vault.text("ours") == "# Index\n\n- a\n- b\n- c\n")
        }
    }
}
