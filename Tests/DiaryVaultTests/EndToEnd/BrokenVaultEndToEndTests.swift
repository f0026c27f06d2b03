import Foundation
import Testing
@testable import DiaryVault

/// A vault with broken files: the `BrokenVault` fixture (good entries, an entry filed in the wrong
/// month folder, a uuid copied into a later entry) plus every error case of `Fixtures/cases`, all
/// dated November 2026, placed in `2026/11/`. Reading goes on past each bad file.
@Suite struct BrokenVaultEndToEndTests {
    /// The cases of `Fixtures/cases` that do not parse (`SharedCasesTests.expectedErrors`).
    static let errorCases = [
        "09-unclosed-front-matter", "18-unquoted-colon-space", "20-flow-list-hash-tags", "23-tab-indentation",
        "24-jrnl-yaml-export-tab-body", "25-duplicate-keys", "28-alias-expansion-bomb", "34-non-utf8-bytes",
    ]

    /// Every problem, sorted by path then line, each `path[:line:column]: error: message`, then the
    /// source line and a caret where there is one, then what to do.
    static let problems = """
        vault/2026/10/2026-11-05-filed-in-october.md:3:7: error: the entry is dated 2026-11-05T12:00:00+09:00 but is in the folder 2026/10
        date: 2026-11-05T12:00:00+09:00
              ^
        hint: move it to 2026/11/ (vault check --fix does this)
        vault/2026/11/09-unclosed-front-matter.md:1:1: error: unterminated front matter: the '---' on line 1 has no closing '---' or '...' line
        ---
        ^
        expected: a line '---' (or '...') after the last key, before the body
        vault/2026/11/18-unquoted-colon-space.md:3:13: error: unquoted value contains ': ', which YAML reads as a nested mapping
        title: Seoul: day two
                    ^
        expected: a quoted value, such as title: "Seoul: day two"
        vault/2026/11/20-flow-list-hash-tags.md:3:7: error: flow sequence '[' is never closed (a '#' after a space or a '[' starts a comment, which hides the rest of the line)
        tags: [#diary, #seoul, walk]
              ^
        expected: ']' to close the list, on the same line or a later indented one; quote items that start with '#', such as ["#diary"]
        vault/2026/11/2026-11-20-copied-template.md:2:7: error: uuid C6D7E8F9-A0B1-4C2D-9E3F-4A5B6C7D8E03 is also the uuid of 2026/11/2026-11-02-good-start.md
        uuid: C6D7E8F9-A0B1-4C2D-9E3F-4A5B6C7D8E03
              ^
        hint: give this copy a new uuid (vault check --fix gives the newer entry one)
        vault/2026/11/23-tab-indentation.md:4:1: error: tab character used for indentation
        \ttemp: 3
        ^
        expected: spaces for indentation (YAML 1.2 section 6.1 forbids tabs)
        vault/2026/11/24-jrnl-yaml-export-tab-body.md:7:1: error: tab character used for indentation
        \tCold wind at the @harbour, warm soup after.
        ^
        expected: spaces for indentation (YAML 1.2 section 6.1 forbids tabs)
        vault/2026/11/25-duplicate-keys.md:4:1: error: duplicate key 'mood' (lines 3 and 4)
        mood: sad
        ^
        expected: each key at most once; remove or rename one of them
        vault/2026/11/28-alias-expansion-bomb.md:7:8: error: alias expansion limit exceeded: '*d' would make the front matter more than 10000 values
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d]
               ^
        expected: the values written out instead of aliases to aliases
        vault/2026/11/34-non-utf8-bytes.md:3:10: error: file is not valid UTF-8: invalid byte 0xE9 at byte offset 30
        mood: caf\\xE9
                 ^
        expected: UTF-8 text; convert the file, for example with iconv -f CP949 -t UTF-8

        """

    /// Copies the fixture to `directory/vault` and the error cases into its `2026/11/`.
    func makeBrokenVault(in directory: URL) throws {
        let vault = try TemporaryVault.copyFixture("BrokenVault", into: directory, as: "vault")
        for name in Self.errorCases {
            try FileManager.default.copyItem(
                at: EndToEnd.fixtures.appendingPathComponent("cases/\(name).md"),
                to: vault.appendingPathComponent("2026/11/\(name).md"))
        }
    }

    @Test func usesEveryErrorCase() {
        #expect(Set(Self.errorCases) == Set(SharedCasesTests.expectedErrors.keys))
    }

    @Test func indexesTheRestAndReportsEveryProblem() throws {
        try TemporaryVault.withFolder { directory in
            try makeBrokenVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index"], in: directory)
            #expect(run.stdout == """
                Favorites (2)
                  2026-11-29 Sun 21:14 * great     Evening
                  2026-11-02 Mon 09:00 * good      Good start

                November 2026 (4)
                  29 Sun 21:14 * great     Evening
                  20 Fri 21:30   not-great Copied template
                  05 Thu 12:00   good      Filed in October
                  02 Mon 09:00 * good      Good start

                October 2026 (1)
                  31 Sat 20:00   okay      Halloween

                """)
            #expect(run.stderr == Self.problems)
            #expect(run.status == 1)
        }
    }

    /// The same problems as JSON objects, after the entries that were read.
    @Test func listsProblemsInTheJSON() throws {
        try TemporaryVault.withFolder { directory in
            try makeBrokenVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index", "--json"], in: directory)
            #expect(run.status == 1)
            #expect(run.stderr == Self.problems)
            try EndToEnd.expectSnapshot(run.stdout, named: "BrokenVault/index.json")
        }
    }

    /// `--write` still writes the index of what could be read, and still fails.
    @Test func writesTheIndexOfWhatCouldBeRead() throws {
        try TemporaryVault.withFolder { directory in
            try makeBrokenVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index", "--write"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "wrote vault/INDEX.md (5 entries)\n", stderr: Self.problems))
            let written = try String(contentsOf: directory.appendingPathComponent("vault/INDEX.md"), encoding: .utf8)
            #expect(written.contains("\n5 entries, 2 starred.\n"))
        }
    }

    /// A month's calendar reads one folder, so it reports that folder's problems only.
    @Test func reportsOnlyTheMonthsProblemsInItsCalendar() throws {
        try TemporaryVault.withFolder { directory in
            try makeBrokenVault(in: directory)
            let october = EndToEnd.run(["--vault", "vault", "calendar", "2026-10"], in: directory)
            #expect(october == CLIRun(status: 1, stdout: """
                       October 2026
                Su  Mo  Tu  We  Th  Fr  Sa
                                 1   2   3
                 4   5   6   7   8   9  10
                11  12  13  14  15  16  17
                18  19  20  21  22  23  24
                25  26  27  28  29  30  31+

                + entries  * starred

                """, stderr: """
                vault/2026/10/2026-11-05-filed-in-october.md:3:7: error: the entry is dated 2026-11-05T12:00:00+09:00 but is in the folder 2026/10
                date: 2026-11-05T12:00:00+09:00
                      ^
                hint: move it to 2026/11/ (vault check --fix does this)

                """))
            let november = EndToEnd.run(["--vault", "vault", "calendar", "2026-11"], in: directory)
            #expect(november.status == 1)
            let novemberProblems = Self.problems.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(4)
            #expect(november.stderr == novemberProblems.joined(separator: "\n"))
        }
    }

    @Test func listsBothEntriesThatShareAUUID() throws {
        try TemporaryVault.withFolder { directory in
            try makeBrokenVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "show", "c6d7e8f9"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: 'c6d7e8f9' matches 2 entries:
                  2026-11-02 09:00  Good start  vault/2026/11/2026-11-02-good-start.md
                  2026-11-20 21:30  Copied template  vault/2026/11/2026-11-20-copied-template.md
                hint: give the path

                """))
        }
    }
}
