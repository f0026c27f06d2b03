import Testing
@testable import DiaryVault

/// The gaps a fresh-user test found in issues 11 and 12, each with its input: relative days
/// everywhere a day is taken, the messages of `set` and `unset` without a key or with a
/// reference beside a selection, `new` merging NFC/NFD tags, a lone combining mark in `search`,
/// an operator written backwards in `--where`. The test clock says 2026-11-29 in Seoul.
@Suite struct FreshUserGapsTests {
    /// A vault with one entry today, one yesterday and one a year ago.
    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-today.md", "---\ndate: 2026-11-29T09:00:00+09:00\nmood: good\ntags: [walk]\n---\n# Today\n")
        try vault.write("2026/11/2026-11-28-yesterday.md", "---\ndate: 2026-11-28T21:00:00+09:00\nmood: okay\ntags: [walk]\n---\n# Yesterday\n")
        try vault.write("2025/11/2025-11-28-last-year.md", "---\ndate: 2025-11-28T08:00:00+09:00\n---\n# Last year\n")
        return vault
    }

    // MARK: Issue 12, 13: relative days

    @Test func onThisDayTakesARelativeDay() throws {
        let run = try Self.vault().run(["on-this-day", "yesterday"])
        #expect(run == CLIRun(status: 0, stdout: """
            November 28 in earlier years

            1 year ago (2025)
              2025-11-28 Fri 08:00             Last year

            """, stderr: ""))
    }

    @Test func ddayCountsToARelativeDay() throws {
        let vault = try Self.vault()
        try vault.write(".vault/config", "anniversary = 2026-11-01 Started\n")
        #expect(vault.run(["dday", "--on", "tomorrow"]).stdout.hasPrefix("Started (2026-11-01): D+29\n"))
        #expect(vault.run(["dday", "--on", "3 days ago"]).stdout.hasPrefix("Started (2026-11-01): D+25\n"))
    }

    @Test func aReferenceMayBeARelativeDay() throws {
        let vault = try Self.vault()
        #expect(vault.run(["show", "yesterday"]).stdout.hasPrefix("Yesterday\nSaturday, November 28, 2026"))
        #expect(vault.run(["star", "yesterday"]) == CLIRun(status: 0, stdout: "starred 2026/11/2026-11-28-yesterday.md \"Yesterday\"\n", stderr: ""))
        #expect(vault.run(["list", "--starred", "--paths"]).stdout == "2026/11/2026-11-28-yesterday.md\n")
        #expect(vault.run(["unstar", "--day", "yesterday"]).status == 0)
    }

    @Test func whereTakesARelativeDay() throws {
        #expect(try Self.vault().run(["list", "--where", "date > yesterday", "--paths"]).stdout == "2026/11/2026-11-29-today.md\n")
    }

    // MARK: Issue 11, 4: set and unset

    @Test func setWithASelectionAndNoKeyAsksForAKey() throws {
        let vault = try Self.vault()
        #expect(vault.run(["set", "--tag", "walk", "--yes"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: missing expected argument '<key>=<value>'
            hint: see 'vault help set'

            """))
        #expect(vault.run(["unset", "--day", "today"]).stderr.hasPrefix("error: missing expected argument '<key>'\n"))
        #expect(vault.run(["set"]).stderr.hasPrefix("error: missing expected argument '<ref>'\n"))
        #expect(vault.run(["set", "2026-11-29"]).stderr.hasPrefix("error: missing expected argument '<key>=<value>'\n"))
    }

    @Test func setRefusesAReferenceBesideASelection() throws {
        let vault = try Self.vault()
        let before = try vault.snapshot()
        #expect(vault.run(["set", "2026-11-29", "--tag", "walk", "mood=great"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value '2026-11-29' is invalid for '<key>=<value>': expected a <key>=<value>: with --tag <tag> the entries are the ones it selects and every argument is a <key>=<value>; give either an entry (<ref>) or --day and selection options, not both
            hint: see 'vault help set'

            """))
        #expect(vault.run(["unset", "2026-11-29", "--day", "today", "mood"]).stderr.hasPrefix(
            "error: the value '2026-11-29' is invalid for '<key>': expected a <key>: with --day <date> the entries are the ones it selects"))
        #expect(try vault.snapshot() == before)
    }

    // MARK: Issue 11, 8: new merges tags

    @Test func newKeepsATagGivenTwiceOnce() throws {
        try TemporaryVault.with { vault in
            let nfc = "\u{D55C}\u{AE00}", nfd = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}"
            let run = vault.run(["new", "Tags", "--tag", nfd, "--tag", "walk,\(nfc)", "--tag", "walk"])
            #expect(run.status == 0)
            let text = try vault.text(String(run.stdout.dropLast()))
            #expect(text.contains("tags: [\(nfd), walk]\n"))
            #expect(!text.unicodeScalars.contains("\u{D55C}"))  // no NFC spelling: compared by scalars, not as Swift strings
        }
    }

    // MARK: Issue 11, 7 and 9: search and --where messages

    @Test func aLoneCombiningMarkIsAUsageError() throws {
        #expect(try Self.vault().run(["search", "\u{301}"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value '\u{301}' is invalid for '<pattern>': expected text that starts with a character, not with a combining mark alone (U+0301): a match never splits a character, so the mark would only match where it stands alone; search for the whole character (such as é), or use --regex
            hint: see 'vault help search'

            """))
    }

    @Test func anOperatorWrittenBackwardsSuggestsTheRightOne() throws {
        #expect(try Self.vault().run(["list", "--where", "mood =< good"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value of '--where <expression>' is invalid at column 6: expected an operator (=, !=, <, <=, >, >= or ~), not '=<' (did you mean '<='?); a value that starts with '<' goes in quotes, as in mood = '<...'
              mood =< good
                   ^
            hint: see 'vault help list'

            """))
        #expect(try Self.vault().run(["list", "--where", "title = '<3'", "--count"]).stdout == "0\n")
    }

    @Test func whereKeysFollowSetAndUnset() throws {
        let vault = try Self.vault()
        #expect(vault.run(["list", "--where", "Mood >= good", "--paths"]).stdout == "2026/11/2026-11-29-today.md\n")
        #expect(vault.run(["list", "--where", "TAGS = walk", "--count"]).stdout == "2\n")
    }

    @Test func anEmptyTagIsAUsageError() throws {
        #expect(try Self.vault().run(["list", "--tag", ""]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value '' is invalid for '--tag <tag>': expected a tag, not an empty text
            hint: see 'vault help list'

            """))
    }

    // MARK: Issue 12, 12 and 20: calendar anniversaries, exit status

    /// Fresh-user test: an entry with `anniversary: true` was not marked on the calendar, and
    /// the calendar's JSON had no anniversary data.
    @Test func theCalendarMarksEntryAnniversariesAndListsThemInJSON() throws {
        let vault = try Self.vault()
        try vault.write("2025/11/2025-11-08-met.md", "---\ndate: 2025-11-08\nanniversary: true\n---\n# We met\n")
        let text = vault.run(["calendar", "2026-11"])
        #expect(text.stdout.contains(" 8^ "))
        #expect(text.stdout.contains("^ Nov 8: We met, 1 year\n"))
        #expect(vault.run(["calendar", "2026-11", "--json"]).stdout.hasSuffix(
            #""anniversaries":[{"date":"2026-11-08","name":"We met","path":"2025/11/2025-11-08-met.md","kind":"years","count":1}],"problems":[]}"# + "\n"))
    }

    /// Fresh-user test: one broken file made on-this-day exit 1 while its help said only that
    /// nothing found exits 0; the help of every read command now states both, as list does it.
    @Test(arguments: ["on-this-day", "dday", "stats", "heatmap", "calendar", "list", "tags", "index"])
    func aBrokenFileIsReportedAndExitsOneAsTheHelpSays(command: String) throws {
        let vault = try Self.vault()
        try vault.write("2026/11/2026-11-27-broken.md", "---\ndate: [\n---\n# Broken\n")
        let run = vault.run([command, "--json"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("2026-11-27-broken.md"))
        #expect(run.stdout.contains(#""problems":[{"kind":"#))
        let help = vault.run(["help", command]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("Exit status: 0, also when nothing is found; 1 when a file of the vault has an error"))
    }
}
