import Foundation
import Testing
@testable import DiaryVault

/// `vault new` from arguments and standard input (the editor is in ``NewEditorTests``).
@Suite struct NewCommandTests {
    /// The uuid of the entry at a path, to build the exact expected text around it.
    static func uuid(_ vault: TemporaryVault, _ path: String) throws -> String {
        try #require(try Entry(parsing: try vault.bytes(path)).uuid).canonical
    }

    @Test func writesTheCanonicalFormFromArguments() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new", "Evening", "walk", "by", "the", "river", "--mood", "Good", "--tag", "walk", "--tag", "family", "--star"])
            let path = "2026/11/2026-11-29-evening-walk-by-the-river.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let uuid = try Self.uuid(vault, path)
            #expect(try vault.text(path) == """
                ---
                uuid: \(uuid)
                date: 2026-11-29T21:14:00+09:00
                mood: good
                starred: true
                tags: [walk, family]
                ---
                Evening walk by the river

                """)
            #expect(vault.files() == [path])
        }
    }

    @Test func readsStandardInputWhenItIsNotATerminal() throws {
        try TemporaryVault.with { vault in
            let input = StandardInput(text: "\r\n# Late thoughts\r\n\r\nCouldn't sleep.\r\n\r\n\r\n")
            try vault.write("notes/ideas.md", "Ideas\n")
            let run = vault.run(["new", "--date", "2026-10-31T23:40"], in: "notes", input: input)
            let path = "2026/10/2026-10-31-late-thoughts.md"
            #expect(run == CLIRun(status: 0, stdout: "../" + path + "\n", stderr: ""))
            let uuid = try Self.uuid(vault, path)
            #expect(try vault.text(path) == """
                ---
                uuid: \(uuid)
                date: 2026-10-31T23:40:00+09:00
                starred: false
                ---
                # Late thoughts

                Couldn't sleep.

                """)
        }
    }

    /// Found by a new user: `echo body | vault new Title` dropped the piped text. The words are
    /// the first line (the title), the piped text the body; front matter piped in still counts.
    @Test func readsPipedTextAfterTheWords() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new", "Evening", "walk", "--date", "2026-10-31"], input: StandardInput(text: "---\nmood: good\n---\nBy the river.\n"))
            let path = "2026/10/2026-10-31-evening-walk.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let uuid = try Self.uuid(vault, path)
            #expect(try vault.text(path) == """
                ---
                uuid: \(uuid)
                date: 2026-10-31
                mood: good
                starred: false
                ---
                Evening walk

                By the river.

                """)
            // Blank input adds nothing to the words.
            let blank = vault.run(["new", "Short", "--date", "2026-10-30"], input: StandardInput(text: "\n \n"))
            #expect(blank.status == 0)
            #expect(try vault.text("2026/10/2026-10-30-short.md").hasSuffix("---\nShort\n"))
            // Piped bytes that are not UTF-8 create nothing, as without words.
            let broken = vault.run(["new", "Bad", "--date", "2026-10-29"], input: StandardInput(isTerminal: false, read: { Data([0x66, 0xFF]) }))
            #expect(broken.status == 1)
            #expect(broken.stderr.hasPrefix("<stdin>:1:"))
            #expect(broken.stderr.hasSuffix("nothing was created\n"))
            #expect(!vault.exists("2026/10/2026-10-29-bad.md"))
        }
    }

    @Test func createsNothingFromEmptyText() throws {
        try TemporaryVault.with { vault in
            let run = vault.run(["new", "--star"], input: StandardInput(text: " \n\t\n"))
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "the entry is empty; nothing was created\n"))
            #expect(vault.files().isEmpty)
        }
    }

    @Test func namesClashesAndUntitledEntries() throws {
        try TemporaryVault.with { vault in
            #expect(vault.run(["new", "늦가을 밤", "--date", "2025-11-29"]).stdout == "2025/11/2025-11-29-늦가을-밤.md\n")
            #expect(vault.run(["new", "늦가을 밤", "--date", "2025-11-29"]).stdout == "2025/11/2025-11-29-늦가을-밤-2.md\n")
            let untitled = vault.run(["new", "☔️ ☔️", "--date", "yesterday"]).stdout
            let uuid = try Self.uuid(vault, String(untitled.dropLast()))
            #expect(untitled == "2026/11/2026-11-28-\(uuid.prefix(8).lowercased()).md\n")
            let second = try vault.text("2025/11/2025-11-29-늦가을-밤-2.md")
            #expect(second.contains("date: 2025-11-29\n"))
        }
    }

    @Test func putsTheTitleFirstOrInATitleKey() throws {
        try TemporaryVault.with { vault in
            let plain = vault.run(["new", "Ate", "kimchi.", "--title", "Kimchi day"]).stdout.dropLast()
            let plainText = try vault.text(String(plain))
            #expect(plainText.hasSuffix("---\n# Kimchi day\n\nAte kimchi.\n"))
            #expect(plain == "2026/11/2026-11-29-kimchi-day.md")
            let heading = vault.run(["new", "--title", "Real title"], input: StandardInput(text: "# Heading\nText\n")).stdout.dropLast()
            #expect(heading == "2026/11/2026-11-29-real-title.md")
            let headingText = try vault.text(String(heading))
            #expect(headingText.hasSuffix("starred: false\ntitle: Real title\n---\n# Heading\nText\n"))
        }
    }

    @Test func usesTheDefaultMoodOfTheConfig() throws {
        try TemporaryVault.with { vault in
            try vault.write(".vault/config", "default-mood = 2\n")
            let path = String(vault.run(["new", "Meh"]).stdout.dropLast())
            #expect(try Entry(parsing: try vault.bytes(path)).mood == .notGreat)
            let chosen = String(vault.run(["new", "Fine", "--mood", "great"]).stdout.dropLast())
            #expect(try Entry(parsing: try vault.bytes(chosen)).mood == .great)
        }
    }

    @Test func writesTheLocalOffsetOfTheTimeZone() throws {
        try TemporaryVault.with { vault in
            let newYork = TimeZone(identifier: "America/New_York")!
            let path = String(vault.run(["new", "Morning"], timeZone: newYork).stdout.dropLast())
            #expect(path == "2026/11/2026-11-29-morning.md")
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.date?.text == "2026-11-29T07:14:00-05:00")
        }
    }

    static let refused: [(arguments: [String], message: String)] = [
        (["x", "--date", "2026-13-01"], "error: the value '2026-13-01' is invalid for '--date <date>': expected a day of the calendar; 2026-13-01 is not a day (there is no month 13)"),
        // A date of the right form that is not a day says why, not "expected ... YYYY-MM-DD".
        (["x", "--date", "2026-02-29"], "error: the value '2026-02-29' is invalid for '--date <date>': expected a day of the calendar; 2026-02-29 is not a day (2026 is not a leap year)"),
        (["x", "--date", "soon"], "error: the value 'soon' is invalid for '--date <date>': expected YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.fraction]] (optionally followed by Z or +HH:MM), or today, yesterday, tomorrow, N days ago, N weeks ago, a weekday (friday, last friday, next friday), 오늘, 어제, 그제, 내일, N일 전"),
        (["x", "--mood", "happy"], "error: the value 'happy' is invalid for '--mood <mood>': expected 'bad', 'not-great', 'okay', 'good' or 'great'"),
        (["x", "--commit", "--no-commit"], "error: the options '--commit' and '--no-commit' cannot be used together"),
    ]

    @Test(arguments: refused)
    func refusesBadOptions(arguments: [String], message: String) throws {
        try TemporaryVault.with { vault in
            #expect(vault.run(["new"] + arguments) == CLIRun(status: 64, stdout: "", stderr: message + "\nhint: see 'vault help new'\n"))
            #expect(vault.files().isEmpty)
        }
    }

    /// `--tag ''` writes no empty tag, and `--tag a,b` makes two tags, as `set tags=a,b` does.
    @Test func splitsTagsAtCommasAndDropsEmptyOnes() throws {
        try TemporaryVault.with { vault in
            let path = String(vault.run(["new", "Tags", "--tag", "", "--tag", "a, b", "--tag", "c,,"]).stdout.dropLast())
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.tags == ["a", "b", "c"])
            let none = String(vault.run(["new", "No tags", "--tag", ""]).stdout.dropLast())
            let text = try vault.text(none)
            #expect(!text.contains("tags:"))
        }
    }

    /// `--date` accepts fractional seconds, as files may hold them.
    @Test func acceptsFractionalSeconds() throws {
        try TemporaryVault.with { vault in
            let path = String(vault.run(["new", "Precise", "--date", "2026-11-29T21:14:05.5"]).stdout.dropLast())
            let entry = try Entry(parsing: try vault.bytes(path))
            #expect(entry.date?.text == "2026-11-29T21:14:05.5+09:00")
        }
    }

    /// A 1 MB single line on standard input. Only the result is asserted (speed is vault-bench's
    /// business, never a timed unit test); a reading quadratic in the line's length would make
    /// this test take 18 s, which the suite's time shows.
    @Test func writesAMegabyteLine() throws {
        try TemporaryVault.with { vault in
            let line = String(repeating: "word ", count: 200_000)
            let run = vault.run(["new", "--date", "2026-11-05"], input: StandardInput(text: line))
            let path = "2026/11/2026-11-05-word-word-word-word-word-word-word-word-word-word-word-word.md"
            #expect(run == CLIRun(status: 0, stdout: path + "\n", stderr: ""))
            let entry = try Entry(parsing: try vault.bytes(path))
            let keepsTheLine = entry.body == line + "\n"
            #expect(keepsTheLine)
        }
    }

    @Test func needsAVault() throws {
        try TemporaryVault.with(marked: false) { vault in
            let run = vault.run(["new", "Hello"])
            #expect(run.status == 1)
            #expect(run.stderr == "error: no vault found in \(vault.root) or its parents\n"
                    + "hint: pass --vault DIR, set VAULT_DIR, or create one with 'vault init DIR'\n")
        }
    }

    /// A tag given twice, once in NFC and once in NFD, is written once, in the spelling given first.
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
}
