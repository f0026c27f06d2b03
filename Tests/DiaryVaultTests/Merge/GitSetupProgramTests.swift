import Foundation
import Testing
@testable import DiaryVault

/// The program `vault git setup` registers (an absolute path, so merges work without `PATH`),
/// the warning when it is gone, and git's unmerged files read by vault.
@Suite struct GitSetupProgramTests {
    @Test func programIsTheInvokedPathMadeAbsoluteWithLinksKept() throws {
        try TemporaryVault.withFolder { url in
            let bin = url.path + "/bin"
            try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
            try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: bin + "/vault"))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/vault")
            try FileManager.default.createSymbolicLink(atPath: url.path + "/link", withDestinationPath: bin + "/vault")
            let environment = ["PATH": "/nowhere:" + bin]
            #expect(GitSetup.program(invokedAs: "vault", environment: environment, currentDirectory: "/") == bin + "/vault")
            #expect(GitSetup.program(invokedAs: "./bin/../bin/vault", environment: [:], currentDirectory: url.path) == bin + "/vault")
            // A link is kept as it is (a package manager's link survives an upgrade).
            #expect(GitSetup.program(invokedAs: url.path + "/link", environment: [:], currentDirectory: "/") == url.path + "/link")
            #expect(GitSetup.program(invokedAs: "vault", environment: ["PATH": "/nowhere"], currentDirectory: "/") == "vault")
            #expect(GitSetup.program(invokedAs: nil, environment: environment, currentDirectory: "/") == "vault")
        }
    }

    @Test func configurationQuotesAPathWithSpacesForTheShell() {
        let values = GitSetup.configuration(program: "/Users/me/My Tools/vault")
        #expect(values[1].value == "'/Users/me/My Tools/vault' merge-driver %O %A %B %L %P")
        #expect(GitSetup.firstWord(of: values[1].value) == "/Users/me/My Tools/vault")
        #expect(GitSetup.firstWord(of: "vault merge-driver %O") == "vault")
        #expect(GitSetup.firstWord(of: "  \"/a b/vault\" x") == "/a b/vault")
        #expect(GitSetup.firstWord(of: "   ") == nil)
        let hook = GitHooks.blockLines(hook: "post-merge", prefix: "", program: "/opt/v$x/vault")
        #expect(hook[1] == "if command -v '/opt/v$x/vault' >/dev/null 2>&1; then")
        #expect(hook[4] == "  echo \"vault: '/opt/v\\$x/vault' does not exist, so INDEX.md was not refreshed; run 'vault git setup' again\" >&2")
    }

    @Test func setupRegistersTheRunningVaultAndRerunningUpdatesAMovedOne() throws {
        guard TemporaryVault.hasGit else { return }
        try TemporaryVault.with { vault in
            try vault.git(["init", "--quiet"])
            func install(_ folder: String) throws -> [String: String] {
                let bin = vault.path(folder)
                try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
                try Data("#!/bin/sh\n".utf8).write(to: URL(fileURLWithPath: bin + "/vault"))
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/vault")
                return ["PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
            }
            let first = try install("old")
            #expect(vault.run(["git", "setup"], environment: first).status == 0)
            let old = vault.path("old") + "/vault"
            #expect(try vault.git(["config", "merge.vault.driver"]) == "\(old) merge-driver %O %A %B %L %P\n")
            #expect(try vault.git(["config", "merge.vault-index.driver"]) == "\(old) merge-driver --index %O %A %B %L %P\n")
            #expect(try vault.text(".git/hooks/post-merge").contains("if command -v \(old) >/dev/null 2>&1; then"))
            #expect(vault.run(["check"], environment: first).stderr == "")
            // The program moves: check says so, and setup again registers the new place.
            try FileManager.default.removeItem(atPath: old)
            let second = try install("new")
            let warned = vault.run(["check"], environment: second)
            #expect(warned.stderr == """
                warning: the merge driver 'vault' runs '\(old)', which does not exist, so git leaves those files conflicted without markers; run 'vault git setup' again in this clone to register this vault
                warning: the merge driver 'vault-index' runs '\(old)', which does not exist, so git leaves those files conflicted without markers; run 'vault git setup' again in this clone to register this vault

                """)
            let again = vault.run(["git", "setup"], environment: second)
            #expect(again.stdout == """
                set up git to merge entries with vault
                  wrote merge.vault.driver
                  wrote merge.vault-index.driver
                  wrote .git/hooks/post-merge
                  wrote .git/hooks/post-rewrite

                """)
            #expect(try vault.git(["config", "merge.vault.driver"]) == "\(vault.path("new"))/vault merge-driver %O %A %B %L %P\n")
            #expect(vault.run(["check"], environment: second).stderr == "")
            #expect(vault.run(["git", "setup"], environment: second).stdout == "git is already set up to merge entries with vault; nothing to do\n")
        }
    }

    @Test func unmergedListingIsReadByStage() {
        let listing = "100644 aaaa 1\t2026/11/a.md\0100644 bbbb 2\t2026/11/a.md\0100644 cccc 3\t2026/11/a.md\0"
            + "100644 dddd 1\t2026/11/b c.md\0100644 eeee 2\t2026/11/b c.md\0"
        let unmerged = UnmergedFiles(listing: listing)
        #expect(unmerged.stages == ["2026/11/a.md": [1, 2, 3], "2026/11/b c.md": [1, 2]])
        #expect(unmerged.paths == ["2026/11/a.md", "2026/11/b c.md"])
        let problems = unmerged.adding(to: [VaultProblem(.gitConflictMarker, path: "2026/11/a.md", message: "m")])
        #expect(problems.map(\.kind) == [.gitConflictMarker, .gitUnmerged])
        #expect(problems[1].message == "git has not finished merging this file: one side (theirs) removed it and the other changed it")
        #expect(problems[1].hint == "keep it with 'git add '2026/11/b c.md'' or remove it with 'git rm '2026/11/b c.md'', then finish the merge")
        #expect(unmerged.adding(to: [], scope: ["2026/12"]).isEmpty)
        #expect(unmerged.adding(to: [], scope: ["2026/11/a.md"]).map(\.path) == ["2026/11/a.md"])
        #expect(UnmergedFiles(listing: "").isEmpty)
    }
}
