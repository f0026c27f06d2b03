import Foundation
import Testing
@testable import DiaryVault

/// `--commit` and `commit = true`: one commit per command, of exactly the files it changed.
@Suite struct CommitTests {
    static let walk = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29T21:14:00+09:00\n---\n# Evening walk\n"
    static let path = "2026/11/2026-11-29-evening-walk.md"

    /// The subjects of the commits, newest first, and the files of the newest.
    static func history(_ vault: TemporaryVault, in folder: String = "") throws -> (subjects: [String], files: String) {
        let subjects = try vault.git(["log", "--format=%s"], in: folder).split(separator: "\n").map(String.init)
        let files = try vault.git(["show", "--name-status", "--format=", "HEAD"], in: folder)
        return (subjects, files)
    }

    @Test func commitsOnlyTheChangedFile() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            try vault.commitAll()
            try vault.write("notes.md", "staged, not mine\n")
            try vault.git(["add", "notes.md"])
            let run = vault.run(["star", "2026-11-29", "--commit"])
            #expect(run.stdout == "starred \(Self.path) \"Evening walk\"\n")
            let hash = try vault.git(["rev-parse", "--short", "HEAD"]).dropLast()
            #expect(run.stderr == "committed \(hash): vault: star 2026-11-29 \"Evening walk\"\n")
            let history = try Self.history(vault)
            #expect(history.subjects == ["vault: star 2026-11-29 \"Evening walk\"", "initial"])
            #expect(history.files == "M\t\(Self.path)\n")
            #expect(try vault.git(["status", "--porcelain"]) == "A  notes.md\n")
        }
    }

    /// A title holding ESC and U+202E is escaped in the commit message, which `git log` prints to
    /// the terminal as is.
    @Test func escapesControlAndBidiCharactersOfTitlesInTheMessage() throws {
        try TemporaryVault.with { vault in
            let title = "Evil \u{1B}[31mred\u{1B}[0m \u{202E}txt.exe"
            try vault.write(Self.path, "---\ndate: 2026-11-29\n---\n# \(title)\n")
            try vault.commitAll()
            let run = vault.run(["star", Self.path, "--commit"])
            let expected = "vault: star 2026-11-29 \"Evil \\e[31mred\\e[0m \\u{202E}txt.exe\""
            #expect(run.stdout == "starred \(Self.path) \"Evil \\e[31mred\\e[0m \\u{202E}txt.exe\"\n")
            let message = try vault.git(["log", "-1", "--format=%B"])
            #expect(message == expected + "\n\n")
            #expect(!message.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
        }
    }

    @Test func cutsALongTitleInTheMessage() {
        var changes = ChangeSet(action: "new")
        let title = String(repeating: "long ", count: 40_000)
        changes.record(Entry.canonical(uuid: .random(), date: EntryDate(parsing: "2026-11-29")!, text: title), fallback: "x", paths: ["x"])
        #expect(changes.subject == "vault: new 2026-11-29 \"" + String(repeating: "long ", count: 20) + "…\"")
    }

    @Test func commitsInAVaultInsideARepository() throws {
        try TemporaryVault.with(marked: false) { vault in
            try vault.write("diary/.vault/config", "commit = true\n")
            try vault.write("diary/" + Self.path, Self.walk)
            try vault.commitAll()
            #expect(vault.run(["set", "2026-11-29", "mood=good", "weather=rain"], in: "diary").status == 0)
            #expect(vault.run(["new", "Late", "--date", "2026-11-29T23:00"], in: "diary/2026").status == 0)
            #expect(vault.run(["unstar", "2026-11-29T", "--no-commit"], in: "diary").status == 1)
            let history = try Self.history(vault, in: "diary")
            #expect(history.subjects == ["vault: new 2026-11-29 \"Late\"", "vault: set mood=good weather=rain 2026-11-29 \"Evening walk\"", "initial"])
            #expect(history.files == "A\tdiary/2026/11/2026-11-29-late.md\n")
        }
    }

    @Test func commitsSeveralEntriesInOneCommit() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            try vault.write("2026/11/2026-11-26-snow.md", "---\ndate: 2026-11-26\n---\nFirst snow\n")
            try vault.commitAll()
            #expect(vault.run(["delete", "2026-11-26", "6f1c", "--yes", "--commit"]).status == 0)
            let message = try vault.git(["log", "-1", "--format=%B"])
            #expect(message == "vault: delete 2 entries\n\n- 2026-11-26 \"First snow\"\n- 2026-11-29 \"Evening walk\"\n\n")
            #expect(try vault.git(["status", "--porcelain"]) == "")
        }
    }

    @Test func commitsAMoveAsARename() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            try vault.commitAll()
            let editor = try vault.script("redate", "cat > \"$1\" <<'END'\n" + Self.walk.replacing("2026-11-29T", with: "2026-12-01T") + "END")
            let run = vault.run(["edit", "2026-11-29", "--move", "--commit"], environment: ["EDITOR": editor])
            #expect(run.status == 0)
            let files = try vault.git(["show", "--name-status", "--format=%s", "-M", "HEAD"])
            #expect(files == "vault: edit 2026-12-01 \"Evening walk\"\n\nR067\t\(Self.path)\t2026/12/2026-12-01-evening-walk.md\n")
        }
    }

    @Test func warnsAndWritesOutsideARepository() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            let run = vault.run(["star", Self.path, "--commit"])
            #expect(run == CLIRun(status: 0, stdout: "starred \(Self.path) \"Evening walk\"\n", stderr: """
                warning: the vault is not in a git repository; the change was written but not committed
                hint: run 'git init' in the vault, or 'vault init --git'

                """))
            #expect(try Entry(parsing: try vault.bytes(Self.path)).isStarred)
        }
    }

    @Test func reportsAFailingCommitAfterWriting() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            try vault.commitAll()
            try TemporaryVault.writeExecutable(vault.path(".git/hooks/pre-commit"), "#!/bin/sh\necho 'hook says no' >&2\nexit 1\n")
            let run = vault.run(["star", Self.path, "--commit"])
            #expect(run.status == 1)
            #expect(run.stdout == "starred \(Self.path) \"Evening walk\"\n")
            #expect(run.stderr.contains("hook says no"))
            #expect(run.stderr.hasSuffix("hint: the change was written; commit it with git yourself\n"))
            #expect(try Entry(parsing: try vault.bytes(Self.path)).isStarred)
        }
    }

    /// A vault that keeps INDEX.md: a writing command with `--commit` writes it afresh in the
    /// same commit; one that changes nothing the index shows leaves it out.
    @Test func aCommitHoldsIndexWrittenAfreshWhenTheVaultKeepsOne() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            #expect(vault.run(["index", "--write"]).status == 0)
            try vault.commitAll()
            #expect(vault.run(["star", "2026-11-29", "--commit"]).status == 0)
            #expect(try Self.history(vault).files == "M\t\(Self.path)\nM\tINDEX.md\n")
            #expect(vault.run(["index", "--check"]).status == 0)
            #expect(try vault.git(["status", "--porcelain"]) == "")
            // A key the index does not show: the entry alone.
            #expect(vault.run(["set", "2026-11-29", "weather=rain", "--commit"]).status == 0)
            #expect(try Self.history(vault).files == "M\t\(Self.path)\n")
            #expect(vault.run(["new", "Late", "--date", "2026-11-29T23:00", "--commit"]).status == 0)
            #expect(try Self.history(vault).files == "A\t2026/11/2026-11-29-late.md\nM\tINDEX.md\n")
            #expect(vault.run(["index", "--check"]).status == 0)
        }
    }

    @Test func indexWriteCommits() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.walk)
            try vault.commitAll()
            let run = vault.run(["index", "--write", "--commit"])
            #expect(run.stdout == "wrote INDEX.md (1 entries)\n")
            let hash = try vault.git(["rev-parse", "--short", "HEAD"]).dropLast()
            #expect(run.stderr == "committed \(hash): vault: write INDEX.md\n")
            #expect(try Self.history(vault).files == "A\tINDEX.md\n")
            // Up to date and committed: nothing more.
            let again = vault.run(["index", "--write", "--commit"])
            #expect(again.stdout == "INDEX.md is up to date (1 entries)\n")
            #expect(again.stderr == "")
            #expect(vault.run(["index", "--commit"]).status == 64)
        }
    }
}
