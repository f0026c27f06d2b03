import Foundation
import Testing
@testable import DiaryVault

/// `vault search` end to end on a small vault written here: exact output of every option.
@Suite struct SearchCommandTests {
    /// 한국 and 일기 in NFD (as macOS writes them).
    static let nfdKorea = "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"

    /// A vault of three entries: English with a title key, Korean in NFD with emoji, German.
    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", """
            ---
            date: 2026-11-29T21:14:00+09:00
            title: Evening walk
            tags: [walk, kimchi]
            ---
            We walked by the river.
            Then kimchi stew at Mom's.
            A cold wind.
            It got colder.

            Kimchi again tomorrow.

            """)
        try vault.write("2026/11/2026-11-20-korea.md", """
            ---
            date: 2026-11-20
            ---
            # \(nfdKorea) 음식 🍜

            오늘은 \(nfdKorea) 김치를 먹었다 🇰🇷

            """)
        try vault.write("2025/12/2025-12-24-tag.md", """
            ---
            date: 2025-12-24T18:00:00+01:00
            ---
            Heiligabend in Köln: ÄPFEL und Kimchi.

            """)
        return vault
    }

    @Test func printsEachEntryNewestFirstWithItsMatchingLines() throws {
        let run = try Self.vault().run(["search", "kimchi"])
        #expect(run == CLIRun(status: 0, stdout: """
            2026-11-29 Sun 21:14  Evening walk  (2026/11/2026-11-29-walk.md)
            4: tags: [walk, [kimchi]]
            7: Then [kimchi] stew at Mom's.
            11: [Kimchi] again tomorrow.

            2025-12-24 Wed 18:00  Heiligabend in Köln: ÄPFEL und Kimchi.  (2025/12/2025-12-24-tag.md)
            4: Heiligabend in Köln: ÄPFEL und [Kimchi].

            """, stderr: ""))
    }

    @Test(arguments: ["ko_KR", "de_DE"])
    func theHeadingIsLocalized(locale: String) throws {
        let run = try Self.vault().run(["search", "Köln", "--locale", locale])
        let weekday = locale == "ko_KR" ? "수" : "Mi."
        #expect(run.stdout == """
            2025-12-24 \(weekday) 18:00  Heiligabend in Köln: ÄPFEL und Kimchi.  (2025/12/2025-12-24-tag.md)
            4: Heiligabend in [Köln]: ÄPFEL und Kimchi.

            """)
    }

    @Test func nfcPatternFindsNFDTextAndTheReverse() throws {
        let vault = try Self.vault()
        let expected = """
            2026-11-20 Fri  \(Self.nfdKorea) 음식 🍜  (2026/11/2026-11-20-korea.md)
            4: # [\(Self.nfdKorea)] 음식 🍜
            6: 오늘은 [\(Self.nfdKorea)] 김치를 먹었다 🇰🇷

            """
        #expect(vault.run(["search", "한국"]) == CLIRun(status: 0, stdout: expected, stderr: ""))
        #expect(vault.run(["search", "김치를", "--count"]).stdout == "1\n")
        // An NFD pattern against NFC text (Köln is written in NFC).
        #expect(vault.run(["search", "Ko\u{308}ln", "--count"]).stdout == "1\n")
        #expect(vault.run(["search", "🇰🇷", "--paths"]).stdout == "2026/11/2026-11-20-korea.md\n")
    }

    @Test func caseOptions() throws {
        let vault = try Self.vault()
        #expect(vault.run(["search", "Kimchi", "--count"]).stdout == "2\n")
        #expect(vault.run(["search", "KIMCHI", "-i", "--count"]).stdout == "2\n")
        #expect(vault.run(["search", "äpfel", "--count"]).stdout == "1\n")
        #expect(vault.run(["search", "äpfel", "-s", "--count"]) == CLIRun(status: 1, stdout: "0\n", stderr: ""))
        let both = vault.run(["search", "x", "-i", "-s"])
        #expect(both.status == 64)
        #expect(both.stderr.hasPrefix("error: the options '--ignore-case' and '--case-sensitive' cannot be used together\n"))
    }

    @Test func wordAndContext() throws {
        let run = try Self.vault().run(["search", "cold", "-w", "-C", "1"])
        #expect(run.stdout == """
            2026-11-29 Sun 21:14  Evening walk  (2026/11/2026-11-29-walk.md)
            7- Then kimchi stew at Mom's.
            8: A [cold] wind.
            9- It got colder.

            """)
        let separated = try Self.vault().run(["search", "kimchi", "--on", "2026-11-29", "-C", "1"])
        #expect(separated.stdout == """
            2026-11-29 Sun 21:14  Evening walk  (2026/11/2026-11-29-walk.md)
            3- title: Evening walk
            4: tags: [walk, [kimchi]]
            5- ---
            6- We walked by the river.
            7: Then [kimchi] stew at Mom's.
            8- A cold wind.
            --
            10-
            11: [Kimchi] again tomorrow.

            """)
    }

    @Test func regexAndABadRegex() throws {
        let vault = try Self.vault()
        #expect(vault.run(["search", "--regex", "col(d|der)\\b", "--json"]).stdout.contains(#""match":"colder""#))
        #expect(vault.run(["search", "--regex", "^A .+ wind", "--count"]).stdout == "1\n")
        let bad = vault.run(["search", "--regex", "walk(ed"])
        #expect(bad == CLIRun(status: 64, stdout: "", stderr: """
            error: the value of '<pattern>' is invalid at column 5: a ')' to close the '(' here (write \\( for a parenthesis)
              walk(ed
                  ^
            hint: see 'vault help search'

            """))
    }

    @Test func jsonHasByteAndCharacterColumns() throws {
        let run = try Self.vault().run(["search", "김치", "--json"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            {"entries":[{"uuid":null,"date":"2026-11-20","day":"2026-11-20","time":null,"offset":null,"title":"\(Self.nfdKorea) 음식 🍜","mood":null,"moodText":null,"starred":false,"tags":[],"path":"2026/11/2026-11-20-korea.md","matches":[{"line":6,"byteColumn":30,"column":8,"text":"오늘은 \(Self.nfdKorea) 김치를 먹었다 🇰🇷","match":"김치"}]}],"count":1,"matchCount":1,"problems":[]}

            """)
    }

    @Test func pathsNullAndCount() throws {
        let vault = try Self.vault()
        #expect(vault.run(["search", "kimchi", "--paths", "-0"]).stdout == "2026/11/2026-11-29-walk.md\u{0}2025/12/2025-12-24-tag.md\u{0}")
        #expect(vault.run(["search", "kimchi", "--count"]) == CLIRun(status: 0, stdout: "2\n", stderr: ""))
        #expect(vault.run(["search", "kimchi", "2025", "--count"]).stdout == "1\n")
    }

    @Test func nothingMatchedIsExitOne() throws {
        #expect(try Self.vault().run(["search", "zebra"]) == CLIRun(status: 1, stdout: "", stderr: ""))
        #expect(try Self.vault().run(["search", "zebra", "--json"])
            == CLIRun(status: 1, stdout: "{\"entries\":[],\"count\":0,\"matchCount\":0,\"problems\":[]}\n", stderr: ""))
    }

    @Test func aBrokenEntryIsReportedAndTheRestSearched() throws {
        let vault = try Self.vault()
        try vault.write("2026/10/2026-10-01-broken.md", "---\ndate: 2026-10-01\nstew\n")
        // Only a file whose bytes may hold the pattern is looked into, so only then reported.
        #expect(vault.run(["search", "river", "--count"]) == CLIRun(status: 0, stdout: "1\n", stderr: ""))
        let run = vault.run(["search", "stew"])
        #expect(run == CLIRun(status: 1, stdout: """
            2026-11-29 Sun 21:14  Evening walk  (2026/11/2026-11-29-walk.md)
            7: Then kimchi [stew] at Mom's.

            """, stderr: """
            2026/10/2026-10-01-broken.md:1:1: error: unterminated front matter: the '---' on line 1 has no closing '---' or '...' line
            ---
            ^
            expected: a line '---' (or '...') after the last key, before the body

            """))
    }

    @Test func anEmptyPatternIsAUsageError() throws {
        let run = try Self.vault().run(["search", ""])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("error: the value '' is invalid for '<pattern>': expected some text to find\n"))
    }

    @Test func helpHasTheJSONShapeAndExamples() throws {
        let run = try Self.vault().run(["help", "search"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("Examples:\n    vault search kimchi\n"))
        #expect(run.stdout.contains("-C, --context <lines>"))
    }

    @Test func colourHighlightsTheMatchInsteadOfTheMarkers() throws {
        let run = try Self.vault().run(["--color", "always", "search", "stew"])
        #expect(run.stdout == """
            \u{1B}[1m2026-11-29 Sun 21:14\u{1B}[0m  \u{1B}[1mEvening walk\u{1B}[0m  \u{1B}[2m(2026/11/2026-11-29-walk.md)\u{1B}[0m
            \u{1B}[32m7\u{1B}[0m: Then kimchi \u{1B}[1;31mstew\u{1B}[0m at Mom's.

            """)
    }

    @Test func aLimitCountsMatchingEntriesAndOtherOrdersSortAtTheEnd() throws {
        let vault = try Self.vault()
        #expect(vault.run(["search", "kimchi", "-n", "1", "--paths"]).stdout == "2026/11/2026-11-29-walk.md\n")
        #expect(vault.run(["search", "kimchi", "--sort", "oldest", "--paths"]).stdout
            == "2025/12/2025-12-24-tag.md\n2026/11/2026-11-29-walk.md\n")
        #expect(vault.run(["search", "kimchi", "--where", "title~walk", "--paths"]).stdout == "2026/11/2026-11-29-walk.md\n")
    }

    /// A pattern that starts with a combining mark alone is a usage error that says why and what
    /// to search for.
    @Test func aLoneCombiningMarkIsAUsageError() throws {
        #expect(try TemporaryVault.recentDays().run(["search", "\u{301}"]) == CLIRun(status: 64, stdout: "", stderr: """
            error: the value '\u{301}' is invalid for '<pattern>': expected text that starts with a character, not with a combining mark alone (U+0301): a match never splits a character, so the mark would only match where it stands alone; search for the whole character (such as é), or use --regex
            hint: see 'vault help search'

            """))
    }
}

/// Inputs at the edges that `vault search` must survive with a right answer.
@Suite struct SearchCommandRegressionTests {
    @Test func contextNearIntMaxIsTheWholeFileNotACrash() throws {
        let vault = try SearchCommandTests.vault()
        let run = vault.run(["search", "colder", "-C", "9223372036854775807", "--paths"])
        #expect(run.status == 0)
        #expect(run.stdout == "2026/11/2026-11-29-walk.md\n")
        let text = vault.run(["search", "colder", "-C", "9223372036854775807"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("6- We walked by the river.\n"))
    }

    @Test(arguments: ["(?=colder)", "^It", "(?=.*cold)(?=.*wind)"])
    func emptyRegexMatchesStillMatchTheLine(_ pattern: String) throws {
        let vault = try SearchCommandTests.vault()
        let run = vault.run(["search", "--regex", pattern, "--paths"])
        #expect(run == CLIRun(status: 0, stdout: "2026/11/2026-11-29-walk.md\n", stderr: ""))
    }
}
