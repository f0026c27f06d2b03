import Foundation
import Testing
@testable import DiaryVault

/// `vault show` on the `SmallVault` fixture and on files outside any vault.
@Suite struct ShowEndToEndTests {
    /// The entry at 22:00-10:00 on January 31: the date is shown as written, never moved to
    /// February 1 (its day in UTC and in Seoul).
    @Test func showsTheDateAsWrittenWithItsOffset() {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", "2026-01-31"])
        #expect(run == CLIRun(status: 0, stdout: """
            Call from Honolulu
            Saturday, January 31, 2026  22:00:00 -10:00
            mood: not-great   tags: family

            Uncle Min called at ten at night his time. The news about the shop was not good.

            """, stderr: ""))
    }

    /// The date in the locale's full form, and the labels and mood in its words.
    @Test(arguments: [
        ("en_US", "Sunday, March 1, 2026  10:00:00 +09:00", "mood: okay   * starred   tags: walk"),
        ("ko_KR", "2026년 3월 1일 일요일  10:00:00 +09:00", "기분: 보통   * 즐겨찾기   태그: walk"),
        ("de_DE", "Sonntag, 1. März 2026  10:00:00 +09:00", "Stimmung: okay   * Favorit   Schlagwörter: walk"),
    ])
    func formatsTheDateForTheLocale(locale: String, date: String, facts: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", "2026-03-01", "--locale", locale])
        #expect(run == CLIRun(status: 0, stdout: """
            삼일절 산책
            \(date)
            \(facts)

            태극기가 많이 걸려 있었다.

            """, stderr: ""))
    }

    /// A full uuid in either case, the 32-hex form, a short prefix with or without hyphens, a
    /// path from the working directory and a path inside the vault all name the same entry.
    @Test(arguments: [
        "0A6E3F0C-5B1D-4E2A-9C3B-1F2E3D4C5B01", "0a6e3f0c5b1d4e2a9c3b1f2e3d4c5b01", "0a6e", "0A6E3F0C-5B1D",
        "2025-12-07", "SmallVault/2025/12/2025-12-07-first-snow.md", "2025/12/2025-12-07-first-snow.md",
    ])
    func findsTheEntryByUUIDPathOrDate(reference: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", reference])
        #expect(run == CLIRun(status: 0, stdout: """
            First snow
            Sunday, December 7, 2025  08:10:00 +09:00
            mood: okay   tags: weather

            Not much of it, and gone by lunch. The cat watched it from the window all morning.

            """, stderr: ""))
    }

    /// The CRLF file: the text view prints plain LF lines, the JSON keeps the body's CRLF.
    @Test func showsACRLFEntry() {
        let text = EndToEnd.run(["--vault", "SmallVault", "show", "4EAC"])
        #expect(text == CLIRun(status: 0, stdout: """
            Morning run
            Saturday, January 10, 2026  07:00:00 +09:00
            mood: good   tags: run

            Five kilometres along the river, minus eight degrees.

            """, stderr: ""))
        let json = EndToEnd.run(["--vault", "SmallVault", "show", "4EAC", "--json"])
        #expect(json == CLIRun(status: 0, stdout: #"""
            {"uuid":"4EAC7D4A-9F5B-4C6E-B07F-5D6E7F8A9B05","date":"2026-01-10T07:00:00+09:00","day":"2026-01-10","time":"07:00:00","offset":"+09:00","title":"Morning run","mood":"good","moodText":"good","starred":false,"tags":["run"],"path":"2026/01/2026-01-10-morning-run.md","dateSource":"front-matter","frontMatter":{"uuid":"4EAC7D4A-9F5B-4C6E-B07F-5D6E7F8A9B05","date":"2026-01-10T07:00:00+09:00","mood":"good","starred":false,"tags":["run"]},"body":"# Morning run\r\n\r\nFive kilometres along the river, minus eight degrees.\r\n"}

            """#, stderr: ""))
    }

    /// Front matter with comments: values as YAML reads them, keys in file order, the `title` key
    /// (no heading) as the title.
    @Test(arguments: [
        ("2026-03-01", #"""
            {"uuid":"82E0B18E-D39F-4AA2-B4B3-9B0C1D2E3F09","date":"2026-03-01T10:00:00+09:00","day":"2026-03-01","time":"10:00:00","offset":"+09:00","title":"삼일절 산책","mood":"okay","moodText":"okay","starred":true,"tags":["walk"],"path":"2026/03/2026-03-01-삼일절-산책.md","dateSource":"front-matter","frontMatter":{"uuid":"82E0B18E-D39F-4AA2-B4B3-9B0C1D2E3F09","date":"2026-03-01T10:00:00+09:00","mood":"okay","starred":true,"tags":["walk"]},"body":"# 삼일절 산책\n\n태극기가 많이 걸려 있었다.\n"}

            """#),
        ("2026-01-31", #"""
            {"uuid":"71DFA07D-C28E-4F91-A3A2-8A9B0C1D2E08","date":"2026-01-31T22:00:00-10:00","day":"2026-01-31","time":"22:00:00","offset":"-10:00","title":"Call from Honolulu","mood":"not-great","moodText":"not-great","starred":false,"tags":["family"],"path":"2026/01/2026-01-31-call-from-honolulu.md","dateSource":"front-matter","frontMatter":{"uuid":"71DFA07D-C28E-4F91-A3A2-8A9B0C1D2E08","title":"Call from Honolulu","date":"2026-01-31T22:00:00-10:00","mood":"not-great","starred":false,"tags":["family"]},"body":"Uncle Min called at ten at night his time. The news about the shop was not good.\n"}

            """#),
        ("2026-01-15", #"""
            {"uuid":"60CE9F6C-B17D-4E80-9291-7F8A9B0C1D07","date":"2026-01-15","day":"2026-01-15","time":null,"offset":null,"title":"Quiet day at home, nothing to report.","mood":"okay","moodText":"okay","starred":false,"tags":[],"path":"2026/01/2026-01-15-quiet-day.md","dateSource":"front-matter","frontMatter":{"uuid":"60CE9F6C-B17D-4E80-9291-7F8A9B0C1D07","date":"2026-01-15","mood":"okay"},"body":"Quiet day at home, nothing to report.\n\nRead a little, slept a lot.\n"}

            """#),
    ])
    func printsTheEntryAsJSON(reference: String, expected: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", reference, "--json"])
        #expect(run == CLIRun(status: 0, stdout: expected, stderr: ""))
    }

    /// A file outside any vault (no `--vault`, no `VAULT_DIR`, no `.vault/` above) still shows;
    /// `mood: 4` reads as good, `starred: yes` as YAML 1.1 tools read it.
    @Test func showsAFileOutsideAnyVault() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("""
                ---
                date: 2024-02-29 23:59
                mood: 4
                weather: "비 ☔"
                starred: yes
                ---
                Leap day, found in Downloads.

                """, to: "Downloads/old-entry.md", in: directory)
            let text = EndToEnd.run(["show", "Downloads/old-entry.md"], in: directory)
            #expect(text == CLIRun(status: 0, stdout: """
                Leap day, found in Downloads.
                Thursday, February 29, 2024  23:59
                mood: good   * starred
                weather: 비 ☔

                Leap day, found in Downloads.

                """, stderr: ""))
            let json = EndToEnd.run(["show", "Downloads/old-entry.md", "--json"], in: directory)
            #expect(json == CLIRun(status: 0, stdout: #"""
                {"uuid":null,"date":"2024-02-29 23:59","day":"2024-02-29","time":"23:59","offset":null,"title":"Leap day, found in Downloads.","mood":"good","moodText":"4","starred":true,"tags":[],"path":"Downloads/old-entry.md","dateSource":"front-matter","frontMatter":{"date":"2024-02-29 23:59","mood":4,"weather":"비 ☔","starred":"yes"},"body":"Leap day, found in Downloads.\n"}

                """#, stderr: ""))
        }
    }

    /// JSON has no infinity or NaN: YAML's `.inf`, `-.Inf`, `.NaN` and a float too large for a
    /// double come out as strings, so the output stays valid JSON.
    @Test func writesNonFiniteFloatsAsStrings() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("""
                ---
                date: 2026-11-29
                a: .inf
                b: -.Inf
                c: .NaN
                d: 1e400
                e: 2.5
                ---
                Numbers.

                """, to: "floats.md", in: directory)
            let json = EndToEnd.run(["show", "floats.md", "--json"], in: directory)
            #expect(json.status == 0)
            #expect(json.stdout.contains(#""frontMatter":{"date":"2026-11-29","a":".inf","b":"-.inf","c":".nan","d":".inf","e":2.5}"#))
            let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
            #expect(decoded?["title"] as? String == "Numbers.")
        }
    }

    /// A block scalar's final line break is not shown as `\n` after the value;
    /// line breaks inside it still are, escaped, since the header has one line per key.
    @Test func showsBlockScalarsWithoutTheirFinalLineBreak() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("""
                ---
                date: 2026-11-29
                weather: >
                  sunny and
                  warm
                note: |
                  one
                  two
                ---
                Text.

                """, to: "blocks.md", in: directory)
            let run = EndToEnd.run(["show", "blocks.md"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: """
                Text.
                Sunday, November 29, 2026
                weather: sunny and warm
                note: one\\ntwo

                Text.

                """, stderr: ""))
        }
    }

    /// The reading view shows numbers and booleans as written: it showed `version: 1.1`,
    /// `hex: 31` and 30 digits as `1.2345678901234568e+29`.
    @Test func showsNumbersAsWritten() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("""
                ---
                date: 2026-11-13
                version: 1.10   # pinned
                hex: 0x1F
                big: 123456789012345678901234567890
                flag: True
                ---
                b

                """, to: "t.md", in: directory)
            let run = EndToEnd.run(["show", "t.md"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: """
                b
                Friday, November 13, 2026
                version: 1.10
                hex: 0x1F
                big: 123456789012345678901234567890
                flag: True

                b

                """, stderr: ""))
        }
    }

    /// With a vault given, a file outside it is still found from the working directory.
    @Test func showsAFileOutsideTheGivenVault() {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", "cases/22-korean-and-emoji.md"])
        #expect(run == CLIRun(status: 0, stdout: """
            오늘의 일기 🌧️
            mood: 😊 (unknown)
            location: 서울 마포구
            weather: 비 ☔

            오늘은 비가 왔다. 👨‍👩‍👧

            """, stderr: ""))
    }

    /// An ambiguous date lists its candidates in words (``VaultError`` is a `LocalizedError`; a
    /// plain `Error` would print `error: ambiguousReference(reference: "2026-01-10", ...)`).
    @Test func listsTheCandidatesOfAnAmbiguousDate() {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", "2026-01-10"])
        #expect(run == CLIRun(status: 1, stdout: "", stderr: """
            error: '2026-01-10' matches 2 entries:
              4eac  2026-01-10 07:00  Morning run  SmallVault/2026/01/2026-01-10-morning-run.md
              5fbd  2026-01-10 19:45  Dinner with Mina  SmallVault/2026/01/2026-01-10-dinner-with-mina.md
            hint: name one by its uuid prefix (the first column), such as '4eac', or its path
            hint: star, unstar, set, unset and delete take --day 2026-01-10 to change every entry of that day

            """))
    }

    @Test(arguments: ["2026-02-01", "abcd1234", "nothing-here"])
    func saysWhenNothingMatches(reference: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "show", reference])
        #expect(run == CLIRun(status: 1, stdout: "", stderr: """
            error: no entry matches '\(reference)'
            hint: give a uuid (or its first 4+ hex digits), a path to a .md file, or a date YYYY-MM-DD

            """))
    }

    /// A uuid or a date needs a vault; without one the error says how to name it.
    @Test func needsAVaultForADate() throws {
        try TemporaryVault.withFolder { directory in
            let run = EndToEnd.run(["show", "2026-01-10"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: no vault found in \(directory.path) or its parents
                hint: pass --vault DIR, set VAULT_DIR, or create one with 'vault init DIR'

                """))
        }
    }

    @Test(arguments: [[], ["--json"]])
    func printsTheParseErrorOfABrokenFile(options: [String]) {
        let run = EndToEnd.run(["show", "cases/25-duplicate-keys.md"] + options)
        #expect(run == CLIRun(status: 1, stdout: "", stderr: """
            cases/25-duplicate-keys.md:4:1: error: duplicate key 'mood' (lines 3 and 4)
            mood: sad
            ^
            expected: each key at most once; remove or rename one of them

            """))
    }
}
