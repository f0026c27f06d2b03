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
                      2026-11-02  Walk  2026/11/2026-11-02-walk.md
                      2026-11-02  Walk  2026/11/2026-11-02-walk-copy.md
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
                  22222  2026-11-02  Walk  2026/11/2026-11-02-walk.md
                  22223  2026-11-03  Run  2026/11/2026-11-03-run.md
                hint: name one by its uuid prefix (the first column), such as '22222', or its path

                """))
        }
    }

    /// A day of several entries lists each with the shortest uuid prefix that names it alone in
    /// the whole vault (an entry of another month shares the first digits), its time and title,
    /// and says how to pick one or act on all.
    @Test func listsADaysEntriesWithTheirUUIDPrefixTimeAndTitle() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/2026-11-14-early.md", "---\nuuid: B00A1111-2222-4222-8222-222222222222\ndate: 2026-11-14T07:10:00+09:00\n---\n# Early light\n")
            try vault.write("2026/11/2026-11-14-lunch.md", "---\nuuid: C0FF1111-2222-4222-8222-222222222222\ndate: 2026-11-14T12:30:00+09:00\n---\n# 점심 😀\n")
            try vault.write("2026/11/2026-11-14-night.md", "---\nuuid: B00B1111-2222-4222-8222-222222222222\ndate: 2026-11-14\n---\nNo heading\n")
            try vault.write("2025/03/2025-03-01-old.md", "---\nuuid: B00A1234-2222-4222-8222-222222222222\ndate: 2025-03-01\n---\n# Old\n")
            let run = vault.run(["show", "2026-11-14"])
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: '2026-11-14' matches 3 entries:
                  b00b    2026-11-14        No heading  2026/11/2026-11-14-night.md
                  b00a11  2026-11-14 07:10  Early light  2026/11/2026-11-14-early.md
                  c0ff    2026-11-14 12:30  점심 😀  2026/11/2026-11-14-lunch.md
                hint: name one by its uuid prefix (the first column), such as 'b00b', or its path
                hint: star, unstar, set, unset and delete take --day 2026-11-14 to change every entry of that day

                """))
            // Each prefix names its entry alone.
            for prefix in ["b00a11", "c0ff", "b00b"] { #expect(vault.run(["show", prefix]).status == 0, "\(prefix)") }
        }
    }

    @Test func theShortestUniquePrefixIsAtLeastFourDigitsAndNoneForASharedUUID() throws {
        let a = try #require(EntryID(parsing: "22222222-2222-4222-8222-222222222222"))
        let b = try #require(EntryID(parsing: "22223333-2222-4222-8222-222222222222"))
        let c = try #require(EntryID(parsing: "ABCDEF00-2222-4222-8222-222222222222"))
        #expect(EntryReference.shortestUniquePrefix(of: a, among: [a, b, c]) == "22222")
        #expect(EntryReference.shortestUniquePrefix(of: c, among: [a, b, c]) == "abcd")
        #expect(EntryReference.shortestUniquePrefix(of: c, among: []) == "abcd")
        #expect(EntryReference.shortestUniquePrefix(of: a, among: [a, b, a]) == nil)
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
