import Foundation
import Testing
@testable import DiaryVault

/// `vault index` on the `SmallVault` fixture: ten entries over December 2025, January and March
/// 2026, with a CRLF file, Korean titles, starred days, a day with two entries, a date-only entry,
/// an entry at 23:50+09:00 on New Year's Eve and one at 22:00-10:00 on the last day of January.
@Suite struct IndexEndToEndTests {
    static let englishIndex = """
        Favorites (3)
          2026-03-01 Sun 10:00 * okay      삼일절 산책
          2026-01-10 Sat 19:45 * great     Dinner with Mina
          2025-12-24 Wed 19:30 * great     Christmas Eve

        March 2026 (2)
          14 Sat 18:20   bad       Lost my umbrella
          01 Sun 10:00 * okay      삼일절 산책

        January 2026 (5)
          31 Sat 22:00   not-great Call from Honolulu
          15 Thu         okay      Quiet day at home, nothing to report.
          10 Sat 19:45 * great     Dinner with Mina
          10 Sat 07:00   good      Morning run
          01 Thu 00:30             New year

        December 2025 (3)
          31 Wed 23:50   good      한 해의 끝
          24 Wed 19:30 * great     Christmas Eve
          07 Sun 08:10   okay      First snow

        """

    static let koreanIndex = """
        즐겨찾기 (3)
          2026-03-01 일 10:00 * 보통 삼일절 산책
          2026-01-10 토 19:45 * 최고 Dinner with Mina
          2025-12-24 수 19:30 * 최고 Christmas Eve

        2026년 3월 (2)
          14 토 18:20   나쁨 Lost my umbrella
          01 일 10:00 * 보통 삼일절 산책

        2026년 1월 (5)
          31 토 22:00   별로 Call from Honolulu
          15 목         보통 Quiet day at home, nothing to report.
          10 토 19:45 * 최고 Dinner with Mina
          10 토 07:00   좋음 Morning run
          01 목 00:30        New year

        2025년 12월 (3)
          31 수 23:50   좋음 한 해의 끝
          24 수 19:30 * 최고 Christmas Eve
          07 일 08:10   보통 First snow

        """

    static let germanIndex = """
        Favoriten (3)
          2026-03-01 So. 10:00 * okay     삼일절 산책
          2026-01-10 Sa. 19:45 * sehr gut Dinner with Mina
          2025-12-24 Mi. 19:30 * sehr gut Christmas Eve

        März 2026 (2)
          14 Sa. 18:20   schlecht Lost my umbrella
          01 So. 10:00 * okay     삼일절 산책

        Januar 2026 (5)
          31 Sa. 22:00   mäßig    Call from Honolulu
          15 Do.         okay     Quiet day at home, nothing to report.
          10 Sa. 19:45 * sehr gut Dinner with Mina
          10 Sa. 07:00   gut      Morning run
          01 Do. 00:30            New year

        Dezember 2025 (3)
          31 Mi. 23:50   gut      한 해의 끝
          24 Mi. 19:30 * sehr gut Christmas Eve
          07 So. 08:10   okay     First snow

        """

    /// The `INDEX.md` that `vault index --write` writes for the fixture (also committed in it).
    static let indexMarkdown = """
        # Diary index

        <!-- Written by `vault index --write`; edits here are replaced on the next run. -->

        10 entries, 3 starred.

        ## Favorites

        - 2026-03-01 Sun [삼일절 산책](2026/03/2026-03-01-삼일절-산책.md) · okay ★
        - 2026-01-10 Sat [Dinner with Mina](2026/01/2026-01-10-dinner-with-mina.md) · great ★
        - 2025-12-24 Wed [Christmas Eve](2025/12/2025-12-24-christmas-eve.md) · great ★

        ## March 2026 (2)

        - 14 Sat [Lost my umbrella](2026/03/2026-03-14-lost-umbrella.md) · bad
        - 01 Sun [삼일절 산책](2026/03/2026-03-01-삼일절-산책.md) · okay ★

        ## January 2026 (5)

        - 31 Sat [Call from Honolulu](2026/01/2026-01-31-call-from-honolulu.md) · not-great
        - 15 Thu [Quiet day at home, nothing to report.](2026/01/2026-01-15-quiet-day.md) · okay
        - 10 Sat [Dinner with Mina](2026/01/2026-01-10-dinner-with-mina.md) · great ★
        - 10 Sat [Morning run](2026/01/2026-01-10-morning-run.md) · good
        - 01 Thu [New year](2026/01/2026-01-01-new-year.md)

        ## December 2025 (3)

        - 31 Wed [한 해의 끝](2025/12/2025-12-31-한-해의-끝.md) · good
        - 24 Wed [Christmas Eve](2025/12/2025-12-24-christmas-eve.md) · great ★
        - 07 Sun [First snow](2025/12/2025-12-07-first-snow.md) · okay

        """

    @Test func listsFavoritesThenEachMonthNewestFirst() {
        let run = EndToEnd.run(["--vault", "SmallVault", "index"])
        #expect(run == CLIRun(status: 0, stdout: Self.englishIndex, stderr: Self.notesWarning("SmallVault")))
    }

    /// The warning of `index` about SmallVault's `notes/ideas.md`, a note outside the month
    /// folders, with the vault root as shown.
    static func notesWarning(_ root: String) -> String {
        "\(root.isEmpty ? "" : root + "/")notes: warning: 1 markdown file in notes/ is outside the YYYY/MM/ folders, so vault does not read it: ideas.md\n"
            + "hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date\n"
    }

    /// The same index whether the vault comes from `--vault` (before or after the command),
    /// `VAULT_DIR`, or the nearest `.vault/` above the working directory.
    @Test(arguments: [
        (["--vault", "SmallVault", "index"], "", [:]),
        (["index", "--vault", "SmallVault"], "", [:]),
        (["index"], "", ["VAULT_DIR": "SmallVault"]),
        (["index"], "SmallVault", [:]),
        (["index"], "SmallVault/2026/01", [:]),
    ] as [([String], String, [String: String])])
    func findsTheVaultTheUserMeans(arguments: [String], directory: String, environment: [String: String]) {
        let run = EndToEnd.run(arguments, in: EndToEnd.fixtures.appendingPathComponent(directory), environment: environment)
        let root = ["": "SmallVault", "SmallVault": "", "SmallVault/2026/01": "../.."][directory] ?? ""
        #expect(run == CLIRun(status: 0, stdout: Self.englishIndex, stderr: Self.notesWarning(root)))
    }

    @Test(arguments: [
        (["--locale", "ko_KR"], [:], koreanIndex),
        ([], ["LANG": "ko_KR.UTF-8"], koreanIndex),
        ([], ["LC_ALL": "de_DE.UTF-8", "LANG": "ko_KR.UTF-8"], germanIndex),
        (["--locale", "de_DE"], ["LC_TIME": "ko_KR"], germanIndex),
    ] as [([String], [String: String], String)])
    func namesMonthsAndWeekdaysInTheLocale(options: [String], environment: [String: String], expected: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "index"] + options, environment: environment)
        #expect(run == CLIRun(status: 0, stdout: expected, stderr: Self.notesWarning("SmallVault")))
    }

    @Test func printsTheIndexAsJSON() throws {
        let run = EndToEnd.run(["--vault", "SmallVault", "index", "--json"])
        #expect(run.status == 0)
        #expect(run.stderr == Self.notesWarning("SmallVault"))
        try EndToEnd.expectSnapshot(run.stdout, named: "SmallVault/index.json")
    }

    /// README.md, INDEX.md and notes/ideas.md lie outside the month folders (the note is
    /// reported as not read), receipt.txt is not markdown, and 2026/03/.draft.md is hidden (and
    /// would be an error if read).
    @Test func readsOnlyMarkdownInMonthFolders() throws {
        let vault = EndToEnd.fixtures.appendingPathComponent("SmallVault")
        for path in ["README.md", "INDEX.md", "notes/ideas.md", "2026/01/receipt.txt", "2026/03/.draft.md"] {
            #expect(FileManager.default.fileExists(atPath: vault.appendingPathComponent(path).path), "fixture lost \(path)")
        }
        let run = EndToEnd.run(["--vault", "SmallVault", "index", "--json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(#"{"months":[{"year":2026,"month":3,"entries":["#))
        #expect(run.stdout.hasSuffix(#""entryCount":10,"problems":[{"kind":"unread-markdown","severity":"warning","path":"notes","line":null,"column":null,"message":"1 markdown file in notes/ is outside the YYYY/MM/ folders, so vault does not read it: ideas.md","hint":"notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date","fixable":false}]}"# + "\n"))
    }

    @Test func saysSoWhenTheVaultHasNoEntries() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("", to: "empty/.vault/config", in: directory)
            let run = EndToEnd.run(["--vault", "empty", "index"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: "no entries in empty\n", stderr: ""))
        }
    }

    @Test func writesIndexMarkdownAtTheVaultRoot() throws {
        try TemporaryVault.withFolder { directory in
            let vault = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            let file = vault.appendingPathComponent("INDEX.md")
            try FileManager.default.removeItem(at: file)
            let run = EndToEnd.run(["--vault", "vault", "index", "--write"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: "wrote vault/INDEX.md (10 entries)\n", stderr: ""))
            #expect(try TemporaryVault.bytes(at: file) == Array(Self.indexMarkdown.utf8))
        }
    }

    @Test func keepsTheCommittedIndexFresh() throws {
        let committed = try TemporaryVault.bytes(at: EndToEnd.fixtures.appendingPathComponent("SmallVault/INDEX.md"))
        #expect(committed == Array(Self.indexMarkdown.utf8))
        let run = EndToEnd.run(["--vault", "SmallVault", "index", "--check"])
        #expect(run == CLIRun(status: 0, stdout: "SmallVault/INDEX.md is up to date (10 entries)\n", stderr: ""))
    }

    @Test func doesNotRewriteAnUnchangedIndex() throws {
        try TemporaryVault.withFolder { directory in
            let vault = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            let file = vault.appendingPathComponent("INDEX.md")
            let old = Date(timeIntervalSince1970: 1_600_000_000)
            try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: file.path)
            let before = try EndToEnd.modificationTime(file)

            let run = EndToEnd.run(["--vault", "vault", "index", "--write"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: "vault/INDEX.md is up to date (10 entries)\n", stderr: ""))
            #expect(try EndToEnd.modificationTime(file) == before)
            #expect(try TemporaryVault.bytes(at: file) == Array(Self.indexMarkdown.utf8))
        }
    }

    @Test func checkFailsWhenTheIndexIsStaleOrMissingAndNeverWrites() throws {
        try TemporaryVault.withFolder { directory in
            let vault = try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            let file = vault.appendingPathComponent("INDEX.md")
            try TemporaryVault.write("""
                ---
                date: 2026-03-20T09:00:00+09:00
                ---
                # Spring
                """, to: "vault/2026/03/2026-03-20-spring.md", in: directory)

            let stale = EndToEnd.run(["--vault", "vault", "index", "--check"], in: directory)
            #expect(stale == CLIRun(status: 1, stdout: "vault/INDEX.md is out of date; run 'vault index --write'\n", stderr: ""))
            #expect(try TemporaryVault.bytes(at: file) == Array(Self.indexMarkdown.utf8))

            let written = EndToEnd.run(["--vault", "vault", "index", "--write"], in: directory)
            #expect(written == CLIRun(status: 0, stdout: "wrote vault/INDEX.md (11 entries)\n", stderr: ""))
            #expect(try String(contentsOf: file, encoding: .utf8).contains("- 20 Fri [Spring](2026/03/2026-03-20-spring.md)\n"))
            let fresh = EndToEnd.run(["--vault", "vault", "index", "--check"], in: directory)
            #expect(fresh == CLIRun(status: 0, stdout: "vault/INDEX.md is up to date (11 entries)\n", stderr: ""))

            try FileManager.default.removeItem(at: file)
            let missing = EndToEnd.run(["--vault", "vault", "index", "--check"], in: directory)
            #expect(missing == CLIRun(status: 1, stdout: "vault/INDEX.md is missing; run 'vault index --write'\n", stderr: ""))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    /// An index written to `notes/INDEX.md` links `../2026/03/...`: GitHub resolves a link from the
    /// file's folder, so links must climb back to the vault root.
    @Test(arguments: [("notes/INDEX.md", "../"), ("notes/2026/INDEX.md", "../../"), ("./TOC.md", "")])
    func linksFromTheWrittenFileToTheEntries(file: String, prefix: String) throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("vault/notes/2026"), withIntermediateDirectories: true)
            let run = EndToEnd.run(["--vault", "vault", "index", "--write", file], in: directory)
            #expect(run == CLIRun(status: 0, stdout: "wrote vault/\(file) (10 entries)\n", stderr: ""))
            let written = try String(contentsOf: directory.appendingPathComponent("vault/" + file), encoding: .utf8)
            #expect(written == Self.indexMarkdown.replacing("](", with: "](" + prefix))
        }
    }

    /// A path outside the vault is a usage error (exit 64) like every other bad `<file>`, found
    /// before the vault is read (it was once exit 1, unlike the others).
    @Test(arguments: ["../outside.md", "/tmp/outside.md", "notes/../../outside.md"])
    func refusesToWriteOutsideTheVault(file: String) throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            let run = EndToEnd.run(["--vault", "vault", "index", "--write", file], in: directory)
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: the value '\(file)' is invalid for '<file>': expected a path inside the vault, relative to its root, such as INDEX.md
                hint: see 'vault help index'

                """))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("outside.md").path))
        }
    }

    /// A file whose `---` is not on the first line is reported as having no front matter, with
    /// the cause, not as "no date" with advice to add a date line.
    @Test func explainsAFileWithoutFrontMatter() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("\n---\ndate: 2026-11-02\n---\n# Late start\n", to: "vault/2026/11/2026-11-02-late.md", in: directory)
            try TemporaryVault.write("", to: "vault/.vault/config", in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "no entries in vault\n", stderr: """
                vault/2026/11/2026-11-02-late.md: error: the file has no front matter, so the entry has no date and no place in the index
                hint: the '---' must be the very first line; remove the blank lines above it

                """))
        }
    }

    /// A folder on the way that is a symbolic link out of the vault: `index --write link/x.md`
    /// is refused, never written outside the vault.
    @Test func refusesToWriteThroughALinkedFolder() throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("outside"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("vault/link").path,
                                                       withDestinationPath: directory.appendingPathComponent("outside").path)
            let run = EndToEnd.run(["--vault", "vault", "index", "--write", "link/x.md"], in: directory)
            #expect(run == CLIRun(status: 1, stdout: "", stderr: "vault/link/x.md: error: path leads outside the vault\n"))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("outside/x.md").path))
        }
    }

    @Test func reportsAMissingVaultFolder() {
        let run = EndToEnd.run(["--vault", "NoSuchVault", "index"])
        #expect(run == CLIRun(status: 64, stdout: "", stderr: """
            error: NoSuchVault: no such folder, or not a folder
            hint: give --vault (or VAULT_DIR) an existing vault folder; 'vault init DIR' creates one

            """))
    }
}
