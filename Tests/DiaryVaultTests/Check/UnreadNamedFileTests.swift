import Foundation
import Testing
@testable import DiaryVault

/// `vault check --fix FILE` of a file outside the month folders, copies of entries, links and
/// `.markdown` posts: `check --fix` of a Logseq journal, a Jekyll post or an Obsidian daily note
/// adds no front matter to it; a byte-identical copy of an entry is not moved beside it as `-2`;
/// a symbolic link to a file that would move is named; Jekyll's `.markdown` post counts as named
/// by date.
@Suite struct UnreadNamedFileTests {
    static let uuid = "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F"

    @Test func aNamedLogseqJournalIsReportedAndNeverEdited() throws {
        let vault = try TemporaryVault()
        try vault.write("logseq/config.edn", "{}\n")
        try vault.write("journals/2026_11_23.md", "- Walked to the market.\n")
        let before = try vault.snapshot()
        let fix = vault.run(["check", "--fix", "journals/2026_11_23.md"])
        #expect(fix == CLIRun(status: 1, stdout: """
            journals: warning: 1 markdown file in journals/ is outside the YYYY/MM/ folders, so vault does not read it: 2026_11_23.md [unread-markdown]
            hint: this looks like a Logseq graph: bring its entries in with 'vault import logseq .'; it is named by date but Logseq's, so --fix leaves it
            checked 0 entries, made 0 fixes: 1 problem (0 errors, 1 warning)

            """, stderr: ""))
        #expect(try vault.snapshot() == before)
    }

    @Test func aNamedJekyllPostIsNeverEdited() throws {
        let vault = try TemporaryVault()
        try vault.write("jekyll/_config.yml", "title: Notes\n")
        try vault.write("jekyll/_posts/2026-11-18-quiet-week.md", "---\nlayout: post\ntitle: Quiet week\n---\nQuiet.\n")
        let before = try vault.snapshot()
        let fix = vault.run(["check", "--fix", "jekyll/_posts/2026-11-18-quiet-week.md"])
        #expect(fix.stdout.hasPrefix("jekyll: warning: 1 markdown file in jekyll/ is outside the YYYY/MM/ folders"), "\(fix.stdout)")
        #expect(!fix.stdout.contains("fixed"), "\(fix.stdout)")
        #expect(try vault.snapshot() == before)
    }

    @Test func aNamedRootNoteInAnObsidianVaultIsNeverEdited() throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(atPath: vault.path(".obsidian"), withIntermediateDirectories: true)
        try vault.write("2026-11-06.md", "Day six.\n")
        let before = try vault.snapshot()
        let fix = vault.run(["check", "--fix", "2026-11-06.md"])
        #expect(fix.stdout == """
            .: warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: 2026-11-06.md [unread-markdown]
            hint: this looks like an Obsidian vault: bring its entries in with 'vault import obsidian .'; it is named by date but Obsidian's, so --fix leaves it
            checked 0 entries, made 0 fixes: 1 problem (0 errors, 1 warning)

            """)
        #expect(try vault.snapshot() == before)
    }

    /// A named dated file of no other tool is moved by the whole vault's rule, unchanged.
    @Test func aNamedDatedFileIsMovedUnchanged() throws {
        let vault = try TemporaryVault()
        try vault.write("2026-11-06.md", "Day six.\n")
        let fix = vault.run(["check", "--fix", "2026-11-06.md"])
        #expect(fix.stdout.hasPrefix("fixed 2026-11-06.md: moved to 2026/11/2026-11-06.md [unread-markdown]\n"), "\(fix.stdout)")
        #expect(try vault.text("2026/11/2026-11-06.md") == "Day six.\n")
    }

    @Test func anIdenticalCopyOfAnEntryIsReportedAndLeft() throws {
        let vault = try TemporaryVault()
        let text = "---\nuuid: \(Self.uuid)\ndate: 2026-11-29\n---\nEvening walk.\n"
        try vault.write("2026/11/2026-11-29.md", text)
        try vault.write("2026-11-29.md", text)
        let before = try vault.snapshot()
        let reason = "it is a copy of 2026/11/2026-11-29.md (the same bytes); remove it if you do not need it"
        #expect(vault.run(["check"]).stdout == """
            .: warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: 2026-11-29.md [unread-markdown]
            hint: 2026-11-29.md cannot be moved by --fix: \(reason)
            checked 1 entry: 1 problem (0 errors, 1 warning)

            """)
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stderr == "2026-11-29.md: error: not fixed: not moved: \(reason)\n")
        #expect(try vault.snapshot() == before)
        // The copy named alone is compared with the whole vault too.
        #expect(vault.run(["check", "--fix", "2026-11-29.md"]).stderr == "2026-11-29.md: error: not fixed: not moved: \(reason)\n")
        #expect(try vault.snapshot() == before)
    }

    @Test func aFileWithTheUUIDOfAnEntryIsReportedAndLeft() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", "---\nuuid: \(Self.uuid)\ndate: 2026-11-29\n---\nEvening walk.\n")
        try vault.write("2026-11-28.md", "---\nuuid: \(Self.uuid)\ndate: 2026-11-28\n---\nEdited copy.\n")
        let before = try vault.snapshot()
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stderr == "2026-11-28.md: error: not fixed: not moved: it has the uuid of 2026/11/2026-11-29.md, which is already an entry; "
            + "if it is a copy, remove it; if it is another entry, delete its uuid line, then run 'vault check --fix' again (it moves the file and gives it a uuid)\n")
        #expect(try vault.snapshot() == before)
    }

    /// Two unread files with one uuid: the first moves, the second is reported.
    @Test func twoUnreadFilesWithOneUUIDMoveOnce() throws {
        let vault = try TemporaryVault()
        try vault.write("2026-11-27.md", "---\nuuid: \(Self.uuid)\ndate: 2026-11-27\n---\nOne.\n")
        try vault.write("2026-11-28.md", "---\nuuid: \(Self.uuid)\ndate: 2026-11-28\n---\nTwo.\n")
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stdout.hasPrefix("fixed 2026-11-27.md: moved to 2026/11/2026-11-27.md [unread-markdown]\n"), "\(fix.stdout)")
        #expect(fix.stderr == "2026-11-28.md: error: not fixed: not moved: it shares its uuid with 2026-11-27.md, which --fix moves first; "
            + "if it is a copy, remove it; if it is another entry, delete its uuid line, then run 'vault check --fix' again (it moves the file and gives it a uuid)\n", "\(fix.stderr)")
        #expect(try vault.text("2026-11-28.md") == "---\nuuid: \(Self.uuid)\ndate: 2026-11-28\n---\nTwo.\n")
    }

    @Test func theTargetOfALinkIsNotMoved() throws {
        let vault = try TemporaryVault()
        try vault.write("2026-11-29.md", "Walk.\n")
        #expect(symlink("2026-11-29.md", vault.path("2026-11-23.md")) == 0)
        let before = try vault.snapshot()
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stderr == "2026-11-29.md: error: not fixed: not moved: the symbolic link 2026-11-23.md leads to it, and moving it would break the link; "
            + "move both yourself, or make it a file\n")
        #expect(try vault.snapshot() == before)
        #expect(FileManager.default.fileExists(atPath: vault.path("2026-11-23.md")))
    }

    @Test func aJekyllMarkdownPostCountsAsNamedByDate() throws {
        let vault = try TemporaryVault()
        try vault.write("jekyll/_config.yml", "title: Notes\n")
        try vault.write("jekyll/_posts/2026-11-18-quiet-week.md", "Quiet.\n")
        try vault.write("jekyll/_posts/2026-11-22-salt-orchard.markdown", "Salt.\n")
        try vault.write("jekyll/about.md", "About.\n")
        #expect(vault.run(["check"]).stdout == """
            jekyll: warning: 3 markdown files in jekyll/ are outside the YYYY/MM/ folders, so vault does not read them: _posts/2026-11-18-quiet-week.md, _posts/2026-11-22-salt-orchard.markdown, about.md [unread-markdown]
            hint: this looks like a Jekyll or Hugo site: bring its entries in with 'vault import posts jekyll'; 2 of them are named by date but the site's, so --fix leaves them
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """)
    }

    /// An entry whose fix writes, then moves, removed between the plan and the write: said to be
    /// gone, whichever step finds it (not "cannot write: No such file or directory").
    @Test func aFileGoneBeforeItsFixIsSaidToBeGone() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/10/2026-11-05.md", "---\ndate: 2026-11-05\n---\nMisfiled.\n")
        let fixer = VaultFixer(vault: try vault.vault)
        let (plans, failures) = fixer.plan(VaultChecker(vault: try vault.vault).check())
        #expect(failures.isEmpty)
        #expect(plans.map(\.path) == ["2026/10/2026-11-05.md"])
        try FileManager.default.removeItem(atPath: vault.path("2026/10/2026-11-05.md"))
        let (done, applyFailures) = fixer.apply(plans)
        #expect(done.isEmpty)
        #expect(applyFailures == [VaultFixer.Failure(path: "2026/10/2026-11-05.md",
                                                     reason: "the file is gone: it was removed or renamed since vault read it; nothing was moved")])
    }
}
