import Foundation
import Testing
@testable import DiaryVault

/// `vault check` end to end, in-process, on copies of the fixture vaults: `CheckVault` holds every
/// problem kind, `FixVault` only problems `--fix` can fix.
@Suite struct CheckCommandTests {
    /// A copy of `CheckVault` with the symbolic links a fixture cannot carry (one out of the
    /// vault, one dangling, one to another entry of the vault) and a folder named like an entry
    /// (empty, so git keeps no trace of it, and no `*.md` glob mistakes it for a seed file).
    static func checkVault() throws -> TemporaryVault {
        let vault = try TemporaryVault(copying: "CheckVault")
        try FileManager.default.createDirectory(at: vault.outside, withIntermediateDirectories: true)
        let secret = vault.outside.appendingPathComponent("entry.md")
        try Data("---\ndate: 2026-11-16\n---\nOutside.\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-16-linked.md"), withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-17-dangling.md"), withDestinationPath: "2026-11-99-gone.md")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-18-alias.md"), withDestinationPath: "2026-11-06-calm.md")
        try FileManager.default.createDirectory(atPath: vault.path("2026/11/2026-11-18-folder.md"), withIntermediateDirectories: false)
        return vault
    }

    /// The text of a snapshot file under `Fixtures/Snapshots/`.
    static func snapshot(_ name: String) throws -> String {
        try String(contentsOf: TemporaryVault.fixtures.appendingPathComponent("Snapshots/" + name), encoding: .utf8)
    }

    @Test func reportsEveryProblemOfTheCheckVault() throws {
        let vault = try Self.checkVault()
        let result = vault.run(["check"])
        try EndToEnd.expectSnapshot(result.stdout, named: "CheckVault-check.txt")
        #expect(result.stderr == "")
        #expect(result.status == 1)
    }

    @Test func reportsEveryProblemOfTheCheckVaultAsJSON() throws {
        let vault = try Self.checkVault()
        let result = vault.run(["check", "--json"])
        try EndToEnd.expectSnapshot(result.stdout, named: "CheckVault-check.json")
        #expect(result.status == 1)
    }

    @Test func theCheckVaultHoldsEveryKind() throws {
        let vault = try Self.checkVault()
        let kinds = Set(VaultChecker(vault: try vault.vault).check().problems.map(\.kind))
        // Made by HostileInputTests: permissions a fixture cannot keep, names git and APFS refuse.
        let unreadable: Set<ProblemKind> = [.unreadableFile, .unreadableFolder, .invalidFileName]
        // Reported only with `one-entry-a-day = true` in the config (SameDayEntriesTests).
        let configured: Set<ProblemKind> = [.sameDayEntries]
        // Read from git's index, not the files (TwoClonesMergeTests+MissingDriver).
        let git: Set<ProblemKind> = [.gitUnmerged]
        let expected = Set(ProblemKind.allCases).subtracting(unreadable).subtracting(configured).subtracting(git)
        #expect(kinds == expected)
    }

    @Test func fixesWhatIsSafeAndLeavesTheRest() throws {
        let vault = try Self.checkVault()
        let before = VaultChecker(vault: try vault.vault).check().problems
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed.stdout.hasPrefix("""
            fixed 2026/10/2026-11-03-misplaced.md: moved to 2026/11/2026-11-03-misplaced.md [misplaced-entry]
            fixed 2026/11/2026-11-01-walk-copy.md: gave the entry the new uuid 3B9B1FB9-9B3A-5A76-84B9-EF8254C9EF0E (D0D0D0D0-1111-4222-8333-444455556666 stays with 2026/10/2026-10-02-walk.md) [duplicate-uuid]
            fixed 2026/11/2026-11-02-no-uuid.md: added uuid 275D6DB9-35BB-56F4-A7BB-6D61CCF54FAB [missing-uuid]
            fixed 2026/11/2026-11-04-no-date.md: wrote 'date: 2026-11-04' from the file name [date-from-file-name]
            fixed 2026/11/2026-11-07-starred-yes.md: wrote 'starred: true' (was 'yes') [starred-not-boolean]
            fixed 2026/11/2026-11-09-legacy.md: renamed 'uuidString' to 'uuid' [legacy-key]
            fixed 2026/11/2026-11-09-legacy.md: added 'date' with the value of 'created', which stays for the tool that owns it [legacy-key]
            fixed 2026/11/2026-11-09-legacy.md: renamed 'isStar' to 'starred' [legacy-key]
            fixed 2026/11/2026-11-09-legacy.md: wrote 'starred: true' (was '1') [starred-not-boolean]
            fixed 2026/11/2026-11-10-legacy-twice.md: removed 'favorite', which repeated 'starred' [legacy-key]
            fixed 2026/11/2026-11-15-no-front-matter.md: added a front matter with uuid F8D7FF80-F390-5CB3-89CB-56941ED2EEF6 and 'date: 2026-11-15' from the file name [missing-front-matter]
            fixed 2026/11/2026-11-21-hugo.md: renamed 'UUID' to 'uuid' [miscased-key]
            fixed 2026/11/2026-11-21-hugo.md: renamed 'Date' to 'date' [miscased-key]

            """))
        #expect(fixed.stdout.hasSuffix("checked 42 entries, made 13 fixes: 40 problems (23 errors, 17 warnings)\n"))
        #expect(fixed.status == 1)
        let after = VaultChecker(vault: try vault.vault).check().problems
        #expect(after.allSatisfy { !$0.isFixable })
        #expect(after.map(\.kind) == before.filter { !$0.isFixable }.map(\.kind))
    }

    @Test func fixThenCheckIsClean() throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed.stdout == """
            fixed 2026/10/2026-11-03-misplaced.md: moved to 2026/11/2026-11-03-misplaced-2.md [misplaced-entry]
            fixed 2026/10/2026-11-20-late-import.md: added uuid A68E247D-6560-5643-A28B-BB896CD28581 [missing-uuid]
            fixed 2026/10/2026-11-20-late-import.md: moved to 2026/11/2026-11-20-late-import.md [misplaced-entry]
            fixed 2026/11/2026-11-01-walk-copy.md: gave the entry the new uuid 41271836-8CDA-5F12-8275-D0C91B2E9FC7 (D0D0D0D0-1111-4222-8333-444455556666 stays with 2026/10/2026-10-02-walk.md) [duplicate-uuid]
            fixed 2026/11/2026-11-02-no-uuid.md: added uuid 7F702958-2C89-5BE6-A860-7092A4881721 [missing-uuid]
            fixed 2026/11/2026-11-07-starred.md: wrote 'starred: true' (was 'true') [starred-not-boolean]
            fixed 2026/11/2026-11-09-legacy.md: renamed 'uuidString' to 'uuid' [legacy-key]
            fixed 2026/11/2026-11-09-legacy.md: added 'date' with the value of 'created', which stays for the tool that owns it [legacy-key]
            fixed 2026/11/2026-11-09-legacy.md: renamed 'isStar' to 'starred' [legacy-key]
            fixed 2026/11/2026-11-09-legacy.md: wrote 'starred: true' (was 'yes') [starred-not-boolean]
            fixed 2026/11/2026-11-10-favorite.md: removed 'favorite', which repeated 'starred' [legacy-key]
            fixed 2026/11/2026-11-10-favorite.md: removed 'id', which repeated 'uuid' [legacy-key]
            checked 9 entries, made 12 fixes: no problems

            """)
        #expect(fixed.status == 0)
        let again = vault.run(["check"])
        #expect(again.stdout == "checked 9 entries: no problems\n")
        #expect(again.status == 0)
        // The CRLF file stays CRLF; the byte order mark stays.
        #expect(try vault.bytes("2026/11/2026-11-07-starred.md") == Array("---\r\nuuid: 6F708192-A3B4-45C6-97D8-F90112233445\r\ndate: 2026-11-07\r\nstarred: true\r\nweather: rain\r\n---\r\n# Written on Windows\r\n\r\nThe quotes made starred a string.\r\n".utf8))
        #expect(try vault.bytes("2026/11/2026-11-09-legacy.md").starts(with: [0xEF, 0xBB, 0xBF]))
    }

    @Test func dryRunPrintsTheDiffAndWritesNothing() throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let before = try vault.snapshot()
        let result = vault.run(["check", "--dry-run"])
        try EndToEnd.expectSnapshot(result.stdout, named: "FixVault-dry-run.diff")
        #expect(result.stderr == "dry run: --fix would make 12 fixes in 7 files; nothing was written\n")
        #expect(result.status == 1)
        #expect(try vault.snapshot() == before)
        #expect(vault.run(["check", "--fix", "--dry-run"]).stdout == result.stdout)
    }

    @Test func gitDiffAfterFixTouchesOnlyTheFixedLines() throws {
        guard TemporaryVault.hasGit else { return }
        let vault = try TemporaryVault(copying: "FixVault")
        try vault.git(["init", "-q", "."])
        try vault.git(["add", "-A"])
        try vault.git(["commit", "-q", "-m", "diary"])
        #expect(vault.run(["check", "--fix"]).status == 0)
        try vault.git(["add", "-A"])
        let diff = try vault.git(["diff", "--cached", "-M", "--unified=0", "--no-color", "--no-ext-diff"])
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("index ") && !$0.hasPrefix("similarity index ") }.joined(separator: "\n")
        try EndToEnd.expectSnapshot(diff, named: "FixVault-git-diff.txt")
    }

    @Test func dryRunDiffAppliesWithGitAndGivesWhatFixWrites() throws {
        guard TemporaryVault.hasGit else { return }
        let applied = try TemporaryVault(copying: "FixVault")
        let fixed = try TemporaryVault(copying: "FixVault")
        let diff = applied.run(["check", "--dry-run"]).stdout
        try applied.git(["init", "-q", "."])
        try applied.git(["apply", "--whitespace=nowarn", "-"], input: diff)
        _ = fixed.run(["check", "--fix"])
        #expect(try applied.snapshot() == (try fixed.snapshot()))
    }

    @Test func checksOnlyTheNamedPathsButComparesUUIDsWithTheWholeVault() throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let result = vault.run(["check", "2026/11/2026-11-01-walk-copy.md", "2026/10"])
        #expect(result.stdout == """
            2026/10/2026-11-03-misplaced.md:3:7: error: the entry is dated 2026-11-03T08:30:00+09:00 but is in the folder 2026/10/ [misplaced-entry]
            date: 2026-11-03T08:30:00+09:00
                  ^
            hint: move it to 2026/11/ (vault check --fix does this)
            2026/10/2026-11-20-late-import.md: error: the entry has no uuid, so nothing identifies it if the file is renamed [missing-uuid]
            hint: vault check --fix adds a new uuid
            2026/10/2026-11-20-late-import.md:2:7: error: the entry is dated 2026-11-20 but is in the folder 2026/10/ [misplaced-entry]
            date: 2026-11-20
                  ^
            hint: move it to 2026/11/ (vault check --fix does this)
            2026/11/2026-11-01-walk-copy.md:2:7: error: uuid D0D0D0D0-1111-4222-8333-444455556666 is also the uuid of 2026/10/2026-10-02-walk.md, an older entry [duplicate-uuid]
            uuid: D0D0D0D0-1111-4222-8333-444455556666   # copied from October
                  ^
            hint: vault check --fix gives this entry a new uuid
            checked 4 entries: 4 problems (4 errors, 0 warnings), 4 fixable with 'vault check --fix'

            """)
        let copyOnly = vault.run(["check", "2026/11/2026-11-01-walk-copy.md", "--json"])
        #expect(copyOnly.stdout.contains("\"kind\":\"duplicate-uuid\""))
    }

    @Test func fixOfANamedFileRechecksItWhereItMoved() throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let result = vault.run(["check", "--fix", "2026/10/2026-11-20-late-import.md"])
        #expect(result.stdout == """
            fixed 2026/10/2026-11-20-late-import.md: added uuid A68E247D-6560-5643-A28B-BB896CD28581 [missing-uuid]
            fixed 2026/10/2026-11-20-late-import.md: moved to 2026/11/2026-11-20-late-import.md [misplaced-entry]
            checked 1 entry, made 2 fixes: no problems

            """)
        #expect(result.status == 0)
    }

    @Test func cleanVaultExitsZero() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-29\n---\nA walk.\n")
        try vault.write("2026/11/photo.JPG", [0xFF, 0xD8])
        try vault.write("README.md", "Not an entry: outside the month folders.\n")
        let result = vault.run(["check"])
        #expect(result == CLIRun(status: 0, stdout: "checked 1 entry: no problems\n", stderr: ""))
        #expect(vault.run(["check", "--json"]).stdout
            == "{\"entriesChecked\":1,\"dryRun\":false,\"problems\":[],\"fixes\":[],\"failures\":[]}\n")
    }

    @Test func printsFixesAndDiffsAsJSON() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-29\nisStar: yes\n---\nA walk.\n")
        let dryRun = vault.run(["check", "--dry-run", "--json"])
        #expect(dryRun.stdout == #"""
            {"entriesChecked":1,"dryRun":true,"problems":[{"kind":"legacy-key","severity":"warning","path":"2026/11/2026-11-29-walk.md","line":4,"column":1,"message":"'isStar' is a legacy key; vault reads it as 'starred'","hint":"vault check --fix renames it to 'starred'","fixable":true},{"kind":"starred-not-boolean","severity":"warning","path":"2026/11/2026-11-29-walk.md","line":4,"column":9,"message":"'isStar' is 'yes', which YAML 1.1 tools read as true but YAML 1.2 reads as a string","hint":"vault check --fix writes 'starred: true'","fixable":true}],"fixes":[{"path":"2026/11/2026-11-29-walk.md","newPath":"2026/11/2026-11-29-walk.md","fixes":[{"kind":"legacy-key","description":"renamed 'isStar' to 'starred'"},{"kind":"starred-not-boolean","description":"wrote 'starred: true' (was 'yes')"}],"diff":"diff --git a/2026/11/2026-11-29-walk.md b/2026/11/2026-11-29-walk.md\n--- a/2026/11/2026-11-29-walk.md\n+++ b/2026/11/2026-11-29-walk.md\n@@ -1,6 +1,6 @@\n ---\n uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n date: 2026-11-29\n-isStar: yes\n+starred: true\n ---\n A walk.\n"}],"failures":[]}

            """#)
        #expect(dryRun.stderr == "")
        #expect(dryRun.status == 1)
        let fixed = vault.run(["check", "--fix", "--json"])
        #expect(fixed.stdout.hasPrefix(#"{"entriesChecked":1,"dryRun":false,"problems":[],"fixes":[{"path":"2026/11/2026-11-29-walk.md","newPath":"2026/11/2026-11-29-walk.md","fixes":[{"kind":"legacy-key""#))
        #expect(fixed.status == 0)
    }

    @Test(arguments: [
        (["check", "--fxi"], "error: unknown option '--fxi'\nhint: did you mean '--fix'?\nhint: see 'vault help check'\n"),
        (["check", "--JSON"], "error: unknown option '--JSON'\nhint: did you mean '--json'?\nhint: see 'vault help check'\n"),
        (["check", "nosuch"], "error: the value 'nosuch' is invalid for '<path>': expected an existing file or folder of the vault\nhint: see 'vault help check'\n"),
        (["check", ".."], "error: the value '..' is invalid for '<path>': expected a file or folder inside the vault at VAULT\nhint: see 'vault help check'\n"),
        (["check", "2026/../.."], "error: the value '2026/../..' is invalid for '<path>': expected a file or folder inside the vault at VAULT\nhint: see 'vault help check'\n"),
        // The vault is named by its path, not as ".", when it is the working directory.
        (["check", "/etc/passwd"], "error: the value '/etc/passwd' is invalid for '<path>': expected a file or folder inside the vault at VAULT\nhint: see 'vault help check'\n"),
    ] as [([String], String)])
    func rejectsBadCommandLines(arguments: [String], stderr: String) throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let result = vault.run(arguments)
        #expect(result == CLIRun(status: 64, stdout: "", stderr: stderr.replacing("VAULT", with: try vault.vault.path)))
    }

    @Test func namesAFileOutsideTheMonthFoldersAsUnreadMarkdown() throws {
        let vault = try TemporaryVault()
        try vault.write("notes/idea.md", "Just an idea.\n")
        let result = vault.run(["check", "notes/idea.md"])
        // Reported as unread, as a check of the whole vault reports it, not checked as an entry.
        #expect(result.stdout == """
            notes: warning: 1 markdown file in notes/ is outside the YYYY/MM/ folders, so vault does not read it: idea.md [unread-markdown]
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """)
        #expect(vault.run(["check", "--fix", "notes/idea.md"]).stderr == "")
        #expect(try vault.text("notes/idea.md") == "Just an idea.\n")
    }

    /// A file the search does not count (README.md at the root) is checked as an entry when
    /// named, but --fix leaves it alone.
    @Test func fixLeavesANamedFileOutsideTheWalkUnchanged() throws {
        let vault = try TemporaryVault()
        try vault.write("README.md", "About this diary.\n")
        let fix = vault.run(["check", "--fix", "README.md"])
        #expect(fix.stdout == """
            README.md: error: the file has no front matter, so the entry has no uuid and no date [missing-front-matter]
            hint: start the file with a '---' line, 'uuid:' and 'date:' lines, and another '---' line
            checked 1 entry, made 0 fixes: 1 problem (1 error, 0 warnings)

            """)
        #expect(try vault.text("README.md") == "About this diary.\n")
    }

    @Test func refusesToFixAFileThatChangedAfterItWasRead() throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let fixer = VaultFixer(vault: try vault.vault)
        let report = VaultChecker(vault: try vault.vault).check(scope: ["2026/11/2026-11-02-no-uuid.md"])
        let (plans, _) = fixer.plan(report)
        let edited = Array("---\ndate: 2026-11-02\n---\nEdited in another window.\n".utf8)
        try vault.write("2026/11/2026-11-02-no-uuid.md", edited)
        let (done, failures) = fixer.apply(plans)
        #expect(done.isEmpty)
        #expect(failures == [VaultFixer.Failure(path: "2026/11/2026-11-02-no-uuid.md",
                                                reason: "the file changed on disk since vault read it; nothing was written")])
        #expect(try vault.bytes("2026/11/2026-11-02-no-uuid.md") == edited)
    }
}

/// `check`'s summary line in the locale's words; the diagnostics above it stay English.
@Suite struct CheckSummaryLocaleTests {
    @Test(arguments: [
        ("ko_KR", "일기 4편 검사: 문제 4개 (오류 4개, 경고 0개), 그중 4개는 'vault check --fix'로 고칠 수 있음"),
        ("de_DE", "4 Einträge geprüft: 4 Probleme (4 Fehler, 0 Warnungen), 4 davon mit 'vault check --fix' behebbar"),
        ("en_US", "checked 4 entries: 4 problems (4 errors, 0 warnings), 4 fixable with 'vault check --fix'"),
    ])
    func summarizesProblemsInTheLocale(locale: String, summary: String) throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let result = vault.run(["check", "2026/11/2026-11-01-walk-copy.md", "2026/10", "--locale", locale])
        #expect(result.stdout.hasPrefix("2026/10/2026-11-03-misplaced.md:3:7: error: the entry is dated"))
        #expect(result.stdout.hasSuffix("\n" + summary + "\n"))
    }

    @Test(arguments: [
        ("ko_KR", "일기 1편 검사, 2건 수정: 문제 없음"),
        ("de_DE", "1 Eintrag geprüft, 2 Korrekturen vorgenommen: keine Probleme"),
    ])
    func summarizesFixesInTheLocale(locale: String, summary: String) throws {
        let vault = try TemporaryVault(copying: "FixVault")
        let result = vault.run(["check", "--fix", "2026/10/2026-11-20-late-import.md", "--locale", locale])
        #expect(result.stdout.hasSuffix("[misplaced-entry]\n" + summary + "\n"))
        #expect(result.status == 0)
    }

    /// The locale of `.vault/config` counts as for every view.
    @Test func takesTheLocaleOfTheConfig() throws {
        let vault = try TemporaryVault(copying: "SmallVault")
        try vault.write(".vault/config", "locale = de_DE\n")
        #expect(vault.run(["check"]).stdout.hasSuffix("\n10 Einträge geprüft: 2 Probleme (0 Fehler, 2 Warnungen)\n"))
    }
}
