import Testing
@testable import DiaryVault

/// `vault new` on a terminal with no text: the editor, with scripts standing in for it.
@Suite struct NewEditorTests {
    /// Standard input that is a terminal, so `vault new` opens the editor.
    static let terminal = StandardInput(text: "", isTerminal: true)

    /// The drafts in the vault.
    static func drafts(_ vault: TemporaryVault) -> [String] {
        vault.files(under: ".vault/drafts")
    }

    @Test func createsTheEntryFromWhatTheEditorWrote() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("write", #"printf '# From the editor\n\nWritten in a script.\n' >> "$1""#)
            let run = vault.run(["new", "--mood", "okay"], environment: ["EDITOR": editor], input: Self.terminal)
            let path = "2026/11/2026-11-29-from-the-editor.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.body == "# From the editor\n\nWritten in a script.\n")
            #expect(entry.mood == .okay)
            #expect(Self.drafts(vault).isEmpty)
        }
    }

    @Test func keepsTheDraftWhenTheEditorFails() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("fail", #"echo "half a thought" >> "$1"; exit 1"#)
            let run = vault.run(["new"], environment: ["EDITOR": editor], input: Self.terminal)
            let drafts = Self.drafts(vault)
            try #require(drafts.count == 1)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: the editor '\(editor)' exited with status 1
                hint: your draft is kept at \(drafts[0]); create the entry from it with: vault new < \(drafts[0])

                """))
            #expect(try vault.text(drafts[0]) == Draft.template + "half a thought\n")
            #expect(vault.files().filter { !$0.hasPrefix(".vault/") }.isEmpty)

            // The kept draft makes the entry, without its template comment.
            let again = vault.run(["new"], input: StandardInput(text: try vault.text(drafts[0])))
            #expect(again.stdout == "2026/11/2026-11-29-half-a-thought.md\n")
            #expect(try Entry(parsing: try vault.bytes("2026/11/2026-11-29-half-a-thought.md")).body == "half a thought\n")
        }
    }

    /// The hint for a kept draft repeats the options given (not just 'vault new < DRAFT').
    @Test func suggestsTheOptionsGivenWithTheKeptDraft() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("fail", #"echo "half a thought" >> "$1"; exit 1"#)
            let run = vault.run(["new", "--date", "yesterday", "--mood", "5", "--star", "--title", "Dad's walk",
                                 "--tag", "walk,family", "--tag", "서울", "--no-commit"],
                                environment: ["EDITOR": editor], input: Self.terminal)
            let drafts = Self.drafts(vault)
            try #require(drafts.count == 1)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: the editor '\(editor)' exited with status 1
                hint: your draft is kept at \(drafts[0]); create the entry from it with: vault new --date 2026-11-28 --mood great --star --title 'Dad'\\''s walk' --tag walk,family --tag '서울' --no-commit < \(drafts[0])

                """))

            // The suggested options make the entry the first run would have made.
            let again = vault.run(["new", "--date", "2026-11-28", "--mood", "great", "--star", "--title", "Dad's walk",
                                   "--tag", "walk,family", "--tag", "서울", "--no-commit"],
                                  input: StandardInput(text: try vault.text(drafts[0])))
            #expect(again == CLIRun(status: 0, stdout: "2026/11/2026-11-28-dads-walk.md\n", stderr: ""))
            let entry = try Entry(parsing: try vault.bytes("2026/11/2026-11-28-dads-walk.md"))
            #expect(entry.mood == .great)
            #expect(entry.isStarred)
            #expect(entry.tags == ["walk", "family", "서울"])
        }
    }

    /// A value that starts with '-' is attached with '=', which the option reads as its value.
    @Test func attachesAValueThatStartsWithADash() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("fail", "exit 3")
            let run = vault.run(["new", "--title=-5 degrees", "--tag=-cold"], environment: ["EDITOR": editor], input: Self.terminal)
            let drafts = Self.drafts(vault)
            try #require(drafts.count == 1)
            #expect(run.stderr.hasSuffix("create the entry from it with: vault new --title='-5 degrees' --tag='-cold' < \(drafts[0])\n"))
        }
    }

    @Test(arguments: ["exit 0", #": > "$1""#])
    func createsNothingFromAnEmptyDraft(script: String) throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("leave", script)
            let run = vault.run(["new"], environment: ["EDITOR": editor], input: Self.terminal)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "the entry is empty; nothing was created\n"))
            #expect(vault.files().isEmpty)
        }
    }

    @Test func keepsTheDraftWhenTheEditorIsMissing() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new"], environment: ["VISUAL": "no-such-editor-here --wait"], input: Self.terminal)
            let drafts = Self.drafts(vault)
            try #require(drafts.count == 1)
            #expect(run.status == 1)
            #expect(run.stderr == """
                error: the editor 'no-such-editor-here --wait' was not found
                hint: set the editor with 'editor = ...' in .vault/config, or $VISUAL or $EDITOR
                hint: your draft is kept at \(drafts[0]); create the entry from it with: vault new < \(drafts[0])

                """)
        }
    }

    /// A malformed `EDITOR` does not fall back to vi: nothing runs and no draft is made.
    @Test func refusesAMalformedEditorWithoutMakingADraft() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new"], environment: ["EDITOR": "\"unclosed"], input: Self.terminal)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: the editor '"unclosed' from $EDITOR cannot be split into words: the " quote is never closed
                hint: set the editor with 'editor = ...' in .vault/config, or $VISUAL or $EDITOR

                """))
            #expect(vault.files().isEmpty)
        }
    }

    @Test func runsTheConfiguredEditorWithItsArguments() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("args", #"printf 'Args: %s\n' "$1" >> "$2""#)
            let wrong = try vault.script("wrong", "exit 3")
            try vault.write(".vault/config", "editor = '\(editor)' --wait\n")
            let run = vault.run(["new"], environment: ["VISUAL": wrong, "EDITOR": wrong], input: Self.terminal)
            #expect(run.stdout == "2026/11/2026-11-29-args-wait.md\n")
            #expect(try Entry(parsing: try vault.bytes("2026/11/2026-11-29-args-wait.md")).title == "Args: --wait")
        }
    }
}

/// `vault new` when standard input is not a terminal: the controlling terminal, `--editor`,
/// `--no-editor`.
@Suite struct NewEditorWithoutTerminalTests {
    /// Empty standard input that is a pipe, as in an IDE task or `ssh host vault new`.
    static let emptyPipe = StandardInput(text: "")

    /// Runs `vault new` in the vault with the given controlling terminal.
    static func run(_ vault: TemporaryVault, _ arguments: [String], editor: String, input: StandardInput = emptyPipe,
                    terminal: String?) -> CLIRun {
        let stdout = CapturingWriter(isBuffered: true), stderr = CapturingWriter()
        var context = CLIContext.test(environment: vault.environment(["EDITOR": editor]), standardInput: input,
                                      standardOutput: stdout, standardError: stderr)
        context.currentDirectory = vault.url
        context.controllingTerminal = terminal
        let status = CLI.run(arguments: ["vault", "new"] + arguments, context: context)
        return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    @Test func emptyPipedInputOpensTheEditorOnTheTerminal() throws {
        try TemporaryVault.with { vault in
            // The script says where its standard input comes from: the terminal it was given.
            let editor = try vault.script("write", #"printf '# On the terminal\n\nStdin: %s\n' "$(readlink /proc/self/fd/0 || echo unknown)" >> "$1""#)
            let run = Self.run(vault, [], editor: editor, terminal: "/dev/null")
            let path = "2026/11/2026-11-29-on-the-terminal.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            #expect(try Entry(parsing: try vault.bytes(path)).body.hasPrefix("# On the terminal\n\nStdin: "))
            #expect(NewEditorTests.drafts(vault).isEmpty)
        }
    }

    @Test func emptyPipedInputWithoutATerminalStillSaysTheEntryIsEmpty() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("never", "exit 3")
            let run = Self.run(vault, [], editor: editor, terminal: nil)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "standard input was empty, so the entry is empty; nothing was created\n"))
        }
    }

    @Test func noEditorKeepsEmptyPipedInputAsText() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("never", "exit 3")
            let run = Self.run(vault, ["--no-editor"], editor: editor, terminal: "/dev/null")
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "standard input was empty, so the entry is empty; nothing was created\n"))
        }
    }

    @Test func noEditorOnATerminalWithoutTextIsAUsageError() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("never", "exit 3")
            let run = Self.run(vault, ["--no-editor"], editor: editor, input: NewEditorTests.terminal, terminal: nil)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix("error: missing expected argument '<text>'\n"))
        }
    }

    @Test func editorIgnoresPipedTextAndOpensTheEditor() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("write", #"printf '# From the editor\n' >> "$1""#)
            let run = Self.run(vault, ["--editor"], editor: editor, input: StandardInput(text: "# From the pipe\n"), terminal: "/dev/null")
            #expect(run == CLIRun(status: 0, stdout: "2026/11/2026-11-29-from-the-editor.md\n", stderr: ""))
        }
    }

    @Test func editorWithoutAnyTerminalRunsAGUIStyleEditor() throws {
        try TemporaryVault.with { vault in
            // A GUI editor (`code --wait`) needs no terminal: a script that edits the file.
            let editor = try vault.script("gui", #"printf '# From the window\n' >> "$1""#)
            let run = Self.run(vault, ["--editor", "--date", "2026-11-28", "--star"], editor: editor, terminal: nil)
            #expect(run == CLIRun(status: 0, stdout: "2026/11/2026-11-28-from-the-window.md\n", stderr: ""))
            #expect(try Entry(parsing: try vault.bytes("2026/11/2026-11-28-from-the-window.md")).isStarred)
            #expect(NewEditorTests.drafts(vault).isEmpty)
        }
    }

    @Test func anEditorThatSavesNothingDoesNotNameStandardInput() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("gui", "exit 0")
            let run = Self.run(vault, ["--editor"], editor: editor, input: StandardInput(text: "ignored\n"), terminal: nil)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "the entry is empty; nothing was created\n"))
            #expect(vault.files().filter { !$0.hasPrefix(".vault/") }.isEmpty)
        }
    }

    @Test func emptyStandardInputWithoutATerminalIsNamedInTheMessage() throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("never", "exit 3")
            let empty = Self.run(vault, ["--date", "yesterday", "--star"], editor: editor, terminal: nil)
            #expect(empty == CLIRun(status: 1, stdout: "", stderr: "standard input was empty, so the entry is empty; nothing was created\n"))
            // Blank lines are text, and blank: the entry is empty, standard input was not.
            let blank = Self.run(vault, ["--date", "yesterday"], editor: editor, input: StandardInput(text: "\n  \n"), terminal: nil)
            #expect(blank.stderr == "the entry is empty; nothing was created\n")
            // A pipe with text makes the entry.
            let piped = Self.run(vault, ["--date", "yesterday", "--star"], editor: editor, input: StandardInput(text: "# Piped\n"), terminal: nil)
            #expect(piped == CLIRun(status: 0, stdout: "2026/11/2026-11-28-piped.md\n", stderr: ""))
            // In the user's language.
            var context = vault.environment(["EDITOR": editor, "LANG": "ko_KR.UTF-8"])
            context["LC_ALL"] = nil
            let stdout = CapturingWriter(isBuffered: true), stderr = CapturingWriter()
            var korean = CLIContext.test(environment: context, standardInput: Self.emptyPipe, standardOutput: stdout, standardError: stderr)
            korean.currentDirectory = vault.url
            korean.controllingTerminal = nil
            #expect(CLI.run(arguments: ["vault", "new"], context: korean) == 1)
            #expect(stderr.text == "표준 입력이 비어 있어 일기가 비었습니다. 아무것도 만들지 않았습니다\n")
        }
    }

    /// With a `default-template`, empty standard input made an entry of the template alone.
    @Test func emptyStandardInputWithADefaultTemplateCreatesNothing() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/templates/daily.md", EntryTemplate.example)
            try vault.write(".vault/config", "default-template = daily\n")
            let editor = try vault.script("never", "exit 3")
            let empty = Self.run(vault, ["--date", "yesterday", "--star"], editor: editor, terminal: nil)
            #expect(empty == CLIRun(status: 1, stdout: "", stderr: "standard input was empty, so the entry is empty; nothing was created\n"))
            let blank = Self.run(vault, ["--date", "yesterday"], editor: editor, input: StandardInput(text: "\n  \n"), terminal: nil)
            #expect(blank == CLIRun(status: 1, stdout: "", stderr: "the entry is empty; nothing was created\n"))
            #expect(vault.files().allSatisfy { $0.hasPrefix(".vault/") })
            // Text is laid over the template as before.
            let piped = Self.run(vault, ["--date", "yesterday"], editor: editor, input: StandardInput(text: "A walk\n"), terminal: nil)
            #expect(piped == CLIRun(status: 0, stdout: "2026/11/2026-11-28-saturday-2026-11-28-2114.md\n", stderr: ""))
        }
    }

    @Test(arguments: [(["--editor", "--no-editor"], "error: the options '--editor' and '--no-editor' cannot be used together\n"),
                      (["--editor", "some", "text"], "error: the options '--editor' and '<text>' cannot be used together\n")])
    func refusesContradictions(_ arguments: [String], _ firstLine: String) throws {
        try TemporaryVault.with { vault in
            let editor = try vault.script("never", "exit 3")
            let run = Self.run(vault, arguments, editor: editor, terminal: nil)
            #expect(run.status == 64)
            #expect(run.stderr.hasPrefix(firstLine))
        }
    }
}
