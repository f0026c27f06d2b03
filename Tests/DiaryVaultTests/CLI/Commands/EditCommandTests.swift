import Testing
@testable import DiaryVault

/// `vault edit` with scripts standing in for the editor.
@Suite struct EditCommandTests {
    static let entry = """
        ---
        uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
        date: 2026-11-29
        ---
        # Walk

        """
    static let path = "2026/11/2026-11-29-walk.md"

    /// An editor script that replaces the file with `text`.
    static func replacing(with text: String, in vault: TemporaryVault) throws -> String {
        try vault.script("replace", "cat > \"$1\" <<'END'\n" + text + "END")
    }

    @Test func reportsTheEditedEntry() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let editor = try vault.script("append", #"echo "More text." >> "$1""#)
            let run = vault.run(["edit", "2026-11-29"], environment: ["EDITOR": editor])
            #expect(run == CLIRun(status: 0, stdout: "edited \(Self.path) \"Walk\"\n", stderr: ""))
            #expect(try vault.text(Self.path) == Self.entry + "More text.\n")
            let unchanged = vault.run(["edit", "6F1C"], environment: ["EDITOR": try vault.script("none", "exit 0")])
            #expect(unchanged == CLIRun(status: 0, stdout: "unchanged \(Self.path) \"Walk\"\n", stderr: ""))
        }
    }

    @Test func reportsProblemsAndKeepsTheEdit() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let broken = "---\ndate: 2026-11-29\nmood: [good\n---\n# Walk\n"
            let run = vault.run(["edit", Self.path], environment: ["EDITOR": try Self.replacing(with: broken, in: vault)])
            #expect(run.status == 1)
            #expect(run.stdout == "")
            #expect(run.stderr.hasPrefix("\(Self.path):3:"))
            #expect(run.stderr.hasSuffix("hint: your edit is kept; run 'vault edit \(Self.path)' to fix it\n"))
            #expect(try vault.text(Self.path) == broken)
        }
    }

    @Test func reportsAMissingDate() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["edit", Self.path], environment: ["EDITOR": try Self.replacing(with: "---\ndate: soon\n---\n# Walk\n", in: vault)])
            // As `vault check` says it: the line and column of the bad value.
            #expect(run == CLIRun(status: 1, stdout: "edited \(Self.path) \"Walk\"\n", stderr: """
                \(Self.path):2:7: error: 'soon' is not a date
                date: soon
                      ^
                expected: YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00 (RFC 3339)
                hint: your edit is kept; run 'vault edit \(Self.path)' to fix it

                """))
        }
    }

    @Test func saysWhenTheDateMovedToAnotherMonth() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let moved = Self.entry.replacing("date: 2026-11-29", with: "date: 2026-10-05T08:00:00+09:00")
            let editor = try Self.replacing(with: moved, in: vault)
            let run = vault.run(["edit", Self.path], environment: ["EDITOR": editor])
            #expect(run == CLIRun(status: 0, stdout: "edited \(Self.path) \"Walk\"\n", stderr: """
                note: the entry is dated 2026-10-05T08:00:00+09:00, which belongs in 2026/10/, but the file is in 2026/11/
                hint: run 'vault edit \(Self.path) --move' to move it there

                """))
            #expect(vault.files() == [Self.path])

            let again = vault.run(["edit", Self.path, "--move"], environment: ["EDITOR": editor])
            #expect(again == CLIRun(status: 0, stdout: """
                unchanged \(Self.path) "Walk"
                moved \(Self.path) -> 2026/10/2026-10-05-walk.md

                """, stderr: ""))
            #expect(vault.files() == ["2026/10/2026-10-05-walk.md"])
            #expect(try vault.text("2026/10/2026-10-05-walk.md") == moved)
        }
    }

    /// An Obsidian-style daily note `2026-11-29.md` is renamed to its new day when moved, as
    /// `vault check --fix` names it (not kept as `2026-11-29.md` in 2026/10/).
    @Test func renamesADailyNoteNamedOnlyByItsDate() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-29.md", Self.entry)
            let moved = Self.entry.replacing("date: 2026-11-29", with: "date: 2026-10-05")
            let editor = try Self.replacing(with: moved, in: vault)
            let run = vault.run(["edit", "2026/11/2026-11-29.md", "--move"], environment: ["EDITOR": editor])
            #expect(run.stdout.hasSuffix("moved 2026/11/2026-11-29.md -> 2026/10/2026-10-05.md\n"))
            #expect(vault.files() == ["2026/10/2026-10-05.md"])
        }
    }

    /// After `vault edit 2026-11-28` moves the date to another month, the hint names the entry by
    /// its path: `vault edit 2026-11-28 --move` would no longer find it.
    @Test func suggestsThePathAfterTheDateChangedMonth() throws {
        try TemporaryVault.with { vault in
            let path = "2026/11/2026-11-28-walk.md"
            try vault.write(path, Self.entry.replacing("2026-11-29", with: "2026-11-28"))
            let moved = Self.entry.replacing("date: 2026-11-29", with: "date: 2026-12-01")
            let editor = try Self.replacing(with: moved, in: vault)
            let run = vault.run(["edit", "2026-11-28"], environment: ["EDITOR": editor])
            #expect(run.stderr == """
                note: the entry is dated 2026-12-01, which belongs in 2026/12/, but the file is in 2026/11/
                hint: run 'vault edit \(path) --move' to move it there

                """)
            let again = vault.run(["edit", path, "--move"], environment: ["EDITOR": try vault.script("none", "exit 0")])
            #expect(again.stdout == "unchanged \(path) \"Walk\"\nmoved \(path) -> 2026/12/2026-12-01-walk.md\n")
        }
    }

    @Test func quotesAPathWithBlanksInTheHint() throws {
        try TemporaryVault.with { vault in
            let path = "2026/11/it's a walk.md"
            try vault.write(path, Self.entry)
            let editor = try Self.replacing(with: Self.entry.replacing("date: 2026-11-29", with: "date: 2026-12-01"), in: vault)
            let run = vault.run(["edit", "6F1C"], environment: ["EDITOR": editor])
            #expect(run.stderr.hasSuffix("hint: run 'vault edit '2026/11/it'\\''s a walk.md' --move' to move it there\n"))
        }
    }

    /// `EDITOR='"unclosed' vault edit REF` is refused, never a silent run of vi instead.
    @Test func refusesAMalformedEditor() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let marker = try vault.script("vi", "touch \"$0.ran\"")
            let run = vault.run(["edit", Self.path], environment: ["EDITOR": "\"unclosed", "PATH": vault.base + "/tools"])
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: the editor '"unclosed' from $EDITOR cannot be split into words: the " quote is never closed
                hint: set the editor with 'editor = ...' in .vault/config, or $VISUAL or $EDITOR

                """))
            #expect(FileSystem.status(marker + ".ran") == nil)
            try vault.write(".vault/config", "editor = vim 'x\n")
            #expect(vault.run(["edit", Self.path]).stderr.hasPrefix(
                "error: the editor 'vim 'x' from 'editor' in .vault/config cannot be split into words: the ' quote is never closed\n"))
        }
    }

    @Test func keepsTheEditWhenTheEditorFails() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let editor = try vault.script("crash", #"echo "Half" >> "$1"; exit 2"#)
            let run = vault.run(["edit", Self.path], environment: ["EDITOR": editor])
            #expect(run == CLIRun(status: 1, stdout: "edited \(Self.path) \"Walk\"\n", stderr: "error: the editor '\(editor)' exited with status 2\n"))
            #expect(try vault.text(Self.path) == Self.entry + "Half\n")
        }
    }
}
