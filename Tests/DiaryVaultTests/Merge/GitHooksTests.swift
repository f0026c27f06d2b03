import Foundation
import Testing
@testable import DiaryVault

/// The hooks `vault git setup` installs: a new hook, vault's block after a user's shell hook,
/// a hook in another language left alone, and writing twice changing nothing.
@Suite struct GitHooksTests {
    static let block = """
        # vault: keep INDEX.md fresh after a merge or rebase (written by 'vault git setup')
        if command -v vault >/dev/null 2>&1; then
          (unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE; cd '.' && vault git hook post-merge "$1" </dev/null) || true
        else
          echo "vault: 'vault' is not on PATH, so INDEX.md was not refreshed" >&2
        fi
        # end of vault's lines

        """

    @Test func aNewHookIsAShellScriptWithVaultsBlock() {
        #expect(GitHooks.script(updating: nil, hook: "post-merge", prefix: "") == "#!/bin/sh\n" + Self.block)
        #expect(GitHooks.script(updating: "", hook: "post-merge", prefix: "") == "#!/bin/sh\n" + Self.block)
    }

    @Test func aUsersShellHookKeepsItsLinesAndGetsTheBlockAfterThem() throws {
        let user = "#!/usr/bin/env bash\nset -e\necho merged"
        let written = try #require(GitHooks.script(updating: user, hook: "post-merge", prefix: ""))
        #expect(written == user + "\n" + Self.block)
        // Again: nothing changes.
        #expect(GitHooks.script(updating: written, hook: "post-merge", prefix: "") == written)
    }

    @Test func theVaultsFolderIsQuotedForTheShell() throws {
        let written = try #require(GitHooks.script(updating: nil, hook: "post-rewrite", prefix: "my diary/it's/"))
        #expect(written.contains("cd 'my diary/it'\\''s/' && vault git hook post-rewrite \"$1\""))
    }

    @Test func aHookInAnotherLanguageIsLeftAlone() {
        #expect(GitHooks.script(updating: "#!/usr/bin/env python3\nprint('hi')\n", hook: "post-merge", prefix: "") == nil)
        #expect(GitHooks.script(updating: "\u{7F}ELF binary", hook: "post-merge", prefix: "") == nil)
        #expect(GitHooks.isShellScript("#!/bin/bash\n"))
        #expect(GitHooks.isShellScript("#!/usr/bin/env sh\n"))
        #expect(!GitHooks.isShellScript("#!/usr/bin/env node\n"))
    }

    /// `vault git setup` in a repository with a user's hook: both run after a merge, and the
    /// second setup changes nothing.
    @Test func setupChainsToAUsersHookAndIsIdempotent() throws {
        guard ExternalTool.find("git") != nil else { return }
        try TemporaryVault.withFolder { url in
            let root = url.path
            let environment = ["HOME": root, "GIT_CONFIG_NOSYSTEM": "1", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
            _ = try ExternalTool.run("git", ["-C", root, "init", "--quiet"], environment: environment)
            try FileManager.default.createDirectory(atPath: root + "/.git/hooks", withIntermediateDirectories: true)
            try Data("#!/bin/sh\necho mine\n".utf8).write(to: URL(fileURLWithPath: root + "/.git/hooks/post-merge"))
            try Data("#!/usr/bin/env python3\nprint('mine')\n".utf8).write(to: URL(fileURLWithPath: root + "/.git/hooks/post-rewrite"))
            let git = try #require(Git(environment: environment, currentDirectory: root))
            var warnings: [String] = []
            let changed = try GitSetup.apply(root: root, git: git) { warnings.append($0) }
            #expect(changed.contains(".git/hooks/post-merge"))
            #expect(!changed.contains(".git/hooks/post-rewrite"))
            #expect(warnings == ["the hook .git/hooks/post-rewrite is not a shell script, so vault left it as it is; to keep INDEX.md fresh "
                                 + "after merges, make it run: (unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE; cd '.' && vault git hook post-rewrite \"$1\" </dev/null) || true"])
            let hook = try String(contentsOfFile: root + "/.git/hooks/post-merge", encoding: .utf8)
            #expect(hook == "#!/bin/sh\necho mine\n" + Self.block)
            #expect(FileSystem.status(root + "/.git/hooks/post-merge")!.permissions & 0o111 == 0o111)
            #expect(try String(contentsOfFile: root + "/.git/hooks/post-rewrite", encoding: .utf8) == "#!/usr/bin/env python3\nprint('mine')\n")
            #expect(try GitSetup.apply(root: root, git: git) { warnings.append($0) } == [])
        }
    }
}
