import Testing
@testable import DiaryVault

/// What a command taking `<ref>` says when the reference cannot name one entry: every such
/// command reads references with `EntryTargets.reference(_:context:)` and resolves them with
/// `EntryReference.resolve(in:currentDirectory:)`, so `show`, `star`, `set` and `edit` say the same.
@Suite struct ReferenceErrorTests {
    static let uuid = "22222222-2222-4222-8222-222222222222"
    static let entry = "---\nuuid: \(uuid)\ndate: 2026-11-02\n---\n# Walk\n"

    /// `vault star b0`: a uuid prefix too short to name an entry says so, not "no entry matches".
    @Test(arguments: [["star", "b0"], ["show", "b0"], ["set", "b-0", "mood=good"], ["edit", "abc"]])
    func refusesAUUIDPrefixOfFewerThanFourDigits(arguments: [String]) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-walk.md", Self.entry)
            let run = vault.run(arguments)
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: the value '\(arguments[1])' is invalid for '<ref>': expected a uuid prefix of at least 4 hex digits, a path to a .md file, or a date YYYY-MM-DD
                hint: see 'vault help \(arguments[0])'

                """))
            #expect(try vault.text("2026/11/2026-11-02-walk.md") == Self.entry)
        }
    }

    /// `vault show ""` said ": error: cannot read: it is a folder" (the empty path is the
    /// working directory); an empty reference is a usage error.
    @Test(arguments: [["show", ""], ["star", ""], ["set", "", "mood=good"]])
    func refusesAnEmptyReference(arguments: [String]) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-walk.md", Self.entry)
            let run = vault.run(arguments)
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: the value '' is invalid for '<ref>': expected a uuid or its first 4 or more hex digits, a path to a .md file, or a date YYYY-MM-DD
                hint: see 'vault help \(arguments[0])'

                """))
        }
    }

    /// `vault init ""` made a vault in the working directory and `vault --vault "" index` and
    /// `vault check ""` quietly used it: an empty folder argument (an unset shell variable) is a
    /// usage error.
    @Test(arguments: [
        (["init", ""], "error: the value '' is invalid for '[dir]': expected a folder, such as ~/Diary or .\nhint: see 'vault help init'\n"),
        (["--vault", "", "index"], "error: the value '' is invalid for '--vault <dir>': expected a folder\nhint: see 'vault help'\n"),
        (["check", ""], "error: the value '' is invalid for '<path>': expected an existing file or folder of the vault\nhint: see 'vault help check'\n"),
    ] as [([String], String)])
    func refusesAnEmptyFolder(arguments: [String], stderr: String) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-walk.md", Self.entry)
            let run = vault.run(arguments)
            #expect(run == CLIRun(status: 64, stdout: "", stderr: stderr))
        }
    }

    /// A date that does not exist is a bad value (exit 64), with the words of `--day` and `--on`.
    @Test(arguments: [("2026-02-30", "February 2026 has 28 days"), ("2026-13-01", "there is no month 13")])
    func refusesADateThatDoesNotExist(text: String, why: String) throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["show", text])
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: the value '\(text)' is invalid for '<ref>': expected a day of the calendar; \(text) is not a day (\(why))
                hint: see 'vault help show'

                """))
        }
    }

    /// A file named like a short prefix is still a path.
    @Test func opensAFileNamedLikeAShortPrefix() throws {
        try TemporaryVault.with { vault in
            try vault.write("b0", Self.entry)
            #expect(vault.run(["show", "b0"]) == CLIRun(status: 0, stdout: "Walk\nMonday, November 2, 2026\n", stderr: ""))
        }
    }

    /// A full uuid that two files share points at the paths and `check --fix`, not at a longer
    /// uuid prefix, which cannot help.
    @Test(arguments: [uuid, "22222222222242228222222222222222"])
    func pointsAFullUUIDSharedByTwoFilesAtThePathAndCheckFix(reference: String) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-walk.md", Self.entry)
            try vault.write("2026/11/2026-11-02-walk-copy.md", Self.entry)
            for command in [["show", reference], ["star", reference]] {
                #expect(vault.run(command) == CLIRun(status: 1, stdout: "", stderr: """
                    error: '\(reference)' matches 2 entries:
                      2026/11/2026-11-02-walk.md
                      2026/11/2026-11-02-walk-copy.md
                    hint: these files share one uuid: give the path instead; 'vault check --fix' gives the newer copy a new uuid

                    """))
            }
        }
    }

    /// A prefix shorter than the uuid still asks for a longer one.
    @Test func asksForALongerPrefixWhenAPrefixMatchesSeveral() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-walk.md", Self.entry)
            try vault.write("2026/11/2026-11-03-run.md", "---\nuuid: 22223333-2222-4222-8222-222222222222\ndate: 2026-11-03\n---\n# Run\n")
            #expect(vault.run(["show", "2222"]) == CLIRun(status: 1, stdout: "", stderr: """
                error: '2222' matches 2 entries:
                  2026/11/2026-11-02-walk.md
                  2026/11/2026-11-03-run.md
                hint: give a longer uuid prefix or the path

                """))
        }
    }

    /// `vault show 2026/11/nope.md` says the path does not exist, not "no entry matches".
    @Test(arguments: [["show", "2026/11/nope.md"], ["star", "2026/11/nope.md"], ["show", "nope.md"]])
    func namesAPathThatDoesNotExist(arguments: [String]) throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-02-walk.md", Self.entry)
            #expect(vault.run(arguments) == CLIRun(status: 1, stdout: "", stderr: """
                \(arguments[1]): error: no such file
                hint: give the path of an existing .md file, a uuid (or its first 4+ hex digits), or a date YYYY-MM-DD

                """))
        }
    }
}
