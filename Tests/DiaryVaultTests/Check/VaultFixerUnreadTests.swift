import Foundation
import Testing
@testable import DiaryVault

/// `vault check --fix` moving dated markdown from outside the month folders into the month folder
/// of its date (docs/FORMAT.md, "Markdown outside the month folders"): what qualifies, the names, never a
/// replaced file, never another tool's file, never a link, the bytes kept, `--dry-run` and plain
/// `check` changing nothing.
@Suite struct VaultFixerUnreadTests {
    static let uuid = "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F"
    /// An entry of vault's that left its folder: a uuid and a date, under a name without a date.
    static let strayEntry = "---\nuuid: \(uuid)\ndate: 2024-03-06T08:00:00+09:00\n---\nTrain to Busan.\n"

    /// A vault with markdown outside the month folders: three named by date, one entry of vault's
    /// under another name, and notes that stay.
    static func looseVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("README.md", "# My diary\n")
        try vault.write("2024-03-05.md", "Trip.\n")
        try vault.write("notes/2024_03_07.md", "- Logseq-style name, no Logseq here.\n")
        try vault.write("notes/trip.md", strayEntry)
        try vault.write("notes/meeting.md", "---\ndate: 2024-03-08\n---\nA note with a date is still a note.\n")
        try vault.write("notes/2024-03-09-walk.md", "---\ndate: 2024-04-01\n---\nThe front matter's date wins.\n")
        try vault.write("notes/idea.md", "An idea.\n")
        return vault
    }

    /// The SHA-256 of a file, by the system's `sha256sum` (or `shasum -a 256`), or `nil` without one.
    static func sha256(_ path: String) throws -> String? {
        let outcome = try ExternalTool.run("sha256sum", [path]) ?? ExternalTool.run("shasum", ["-a", "256", path])
        return outcome.map { String($0.stdout.prefix { $0 != " " }) }
    }

    @Test func dryRunShowsTheMovesAndPlainCheckChangesNothing() throws {
        let vault = try Self.looseVault()
        let before = try vault.snapshot()
        let check = vault.run(["check"])
        #expect(check.stdout == """
            .: warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: 2024-03-05.md [unread-markdown]
            hint: it is named by date: vault check --fix moves it to its YYYY/MM/ folder (try --dry-run)
            notes: warning: 5 markdown files in notes/ are outside the YYYY/MM/ folders, so vault does not read them: 2024-03-09-walk.md, 2024_03_07.md, idea.md, and 2 more [unread-markdown]
            hint: 3 of them are dated (by their name, or by a uuid and a date): vault check --fix moves them to their YYYY/MM/ folder (try --dry-run)
            checked 0 entries: 2 problems (0 errors, 2 warnings), 1 fixable with 'vault check --fix'

            """)
        #expect(check.status == 1)
        let dryRun = vault.run(["check", "--fix", "--dry-run"])
        #expect(dryRun == CLIRun(status: 1, stdout: """
            diff --git a/2024-03-05.md b/2024/03/2024-03-05.md
            rename from 2024-03-05.md
            rename to 2024/03/2024-03-05.md
            diff --git a/notes/2024-03-09-walk.md b/2024/04/2024-04-01-walk.md
            rename from notes/2024-03-09-walk.md
            rename to 2024/04/2024-04-01-walk.md
            diff --git a/notes/2024_03_07.md b/2024/03/2024_03_07.md
            rename from notes/2024_03_07.md
            rename to 2024/03/2024_03_07.md
            diff --git a/notes/trip.md b/2024/03/trip.md
            rename from notes/trip.md
            rename to 2024/03/trip.md

            """, stderr: """
            dry run: --fix would make 4 fixes in 4 files; nothing was written; 1 problem needs a person (run vault check)

            """))
        #expect(try vault.snapshot() == before)
    }

    @Test func fixMovesTheDatedFilesUnchanged() throws {
        let vault = try Self.looseVault()
        let before = try vault.snapshot()
        let moved = ["2024-03-05.md": "2024/03/2024-03-05.md", "notes/2024_03_07.md": "2024/03/2024_03_07.md",
                     "notes/trip.md": "2024/03/trip.md", "notes/2024-03-09-walk.md": "2024/04/2024-04-01-walk.md"]
        let hashes = try moved.keys.sorted().map { try Self.sha256(vault.path($0)) }
        let inode = try FileManager.default.attributesOfItem(atPath: vault.path("notes/trip.md"))[.systemFileNumber] as? Int
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed == CLIRun(status: 1, stdout: """
            fixed 2024-03-05.md: moved to 2024/03/2024-03-05.md [unread-markdown]
            fixed notes/2024-03-09-walk.md: moved to 2024/04/2024-04-01-walk.md [unread-markdown]
            fixed notes/2024_03_07.md: moved to 2024/03/2024_03_07.md [unread-markdown]
            fixed notes/trip.md: moved to 2024/03/trip.md [unread-markdown]
            2024/03/2024-03-05.md: error: the file has no front matter, so the entry has no uuid; vault takes its date, 2024-03-05, from the file name [missing-front-matter]
            hint: vault check --fix adds a front matter with a new uuid and 'date: 2024-03-05'
            2024/03/2024_03_07.md: error: the file has no front matter, so the entry has no uuid; vault takes its date, 2024-03-07, from the file name [missing-front-matter]
            hint: vault check --fix adds a front matter with a new uuid and 'date: 2024-03-07'
            2024/04/2024-04-01-walk.md: error: the entry has no uuid, so nothing identifies it if the file is renamed [missing-uuid]
            hint: vault check --fix adds a new uuid
            notes: warning: 2 markdown files in notes/ are outside the YYYY/MM/ folders, so vault does not read them: idea.md, meeting.md [unread-markdown]
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date
            checked 4 entries, made 4 fixes: 4 problems (3 errors, 1 warning), 3 fixable with 'vault check --fix'

            """, stderr: ""))
        var expected = before
        for (old, new) in moved { expected[new] = expected.removeValue(forKey: old) }
        #expect(try vault.snapshot() == expected)
        #expect(try moved.keys.sorted().map { try Self.sha256(vault.path(moved[$0] ?? "")) } == hashes)
        #expect(hashes.allSatisfy { $0 == nil || $0?.count == 64 })
        // One rename, not a copy: the same inode.
        #expect(try FileManager.default.attributesOfItem(atPath: vault.path("2024/03/trip.md"))[.systemFileNumber] as? Int == inode)
        // The next --fix makes them whole entries.
        let again = vault.run(["check", "--fix"])
        #expect(again.stdout.contains("fixed 2024/03/2024-03-05.md: added a front matter"))
        #expect(vault.run(["index"]).stdout.contains("Trip."))
    }

    @Test func aTakenNameGetsTheNextNumberAndNothingIsReplaced() throws {
        let vault = try TemporaryVault()
        let kept = "---\nuuid: \(Self.uuid)\ndate: 2024-03-05\n---\nAlready here.\n"
        try vault.write("2024/03/2024-03-05.md", kept)
        try vault.write("2024-03-05.md", "Root.\n")
        try vault.write("a/2024-03-05.md", "In a.\n")
        let fixed = vault.run(["check", "--fix", "--json"])
        #expect(fixed.stdout.contains(#""fixes":[{"path":"2024-03-05.md","newPath":"2024/03/2024-03-05-2.md","fixes":[{"kind":"unread-markdown","description":"moved to 2024/03/2024-03-05-2.md"}],"diff":"diff --git a/2024-03-05.md b/2024/03/2024-03-05-2.md\nrename from 2024-03-05.md\nrename to 2024/03/2024-03-05-2.md\n"},{"path":"a/2024-03-05.md","newPath":"2024/03/2024-03-05-3.md""#))
        #expect(try vault.text("2024/03/2024-03-05.md") == kept)
        #expect(try vault.text("2024/03/2024-03-05-2.md") == "Root.\n")
        #expect(try vault.text("2024/03/2024-03-05-3.md") == "In a.\n")
    }

    @Test func hostileFilesAreNeitherMovedNorFollowed() throws {
        let vault = try TemporaryVault()
        try FileManager.default.createDirectory(at: vault.outside, withIntermediateDirectories: true)
        let secret = vault.outside.appendingPathComponent("2024-03-05.md")
        try Data("---\nuuid: \(Self.uuid)\ndate: 2024-03-05\n---\nOutside.\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2024-03-05.md"), withDestinationPath: secret.path)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2024-03-11.md"), withDestinationPath: "notes/gone.md")
        try FileManager.default.createDirectory(atPath: vault.path("2024-03-06.md"), withIntermediateDirectories: true)
        try vault.write("2024-03-06.md/inside.md", "A note in a folder named like an entry.\n")
        try vault.write("2024-03-07.md", "---\ndate: [2024-03-07\n---\nBroken.\n")
        try vault.write("2024-03-08.md", "---\ndate: 2024-02-30\n---\nNo such day.\n")
        try vault.write("notes/.hidden/2024-03-09.md", "Hidden.\n")
        try vault.write("web/node_modules/pkg/2024-03-10.md", "A package's changelog.\n")
        try vault.write("notes/trip.markdown", Self.strayEntry)
        let before = try vault.snapshot()
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed == CLIRun(status: 1, stdout: """
            .: warning: 2 markdown files at the vault root are outside the YYYY/MM/ folders, so vault does not read them: 2024-03-07.md, 2024-03-08.md [unread-markdown]
            hint: they cannot be moved by --fix (vault check --fix --dry-run says why)
            2024-03-06.md: warning: 1 markdown file in 2024-03-06.md/ is outside the YYYY/MM/ folders, so vault does not read it: inside.md [unread-markdown]
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date
            notes: warning: 1 markdown file in notes/ is outside the YYYY/MM/ folders, so vault does not read it: trip.markdown [unread-markdown]
            hint: trip.markdown cannot be moved by --fix: it holds an entry, but vault reads only names ending in .md (lowercase); rename it, then run 'vault check --fix' again
            web: warning: 1 markdown file in web/ is outside the YYYY/MM/ folders, so vault does not read it: node_modules/pkg/2024-03-10.md [unread-markdown]
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date
            checked 0 entries, made 0 fixes: 4 problems (0 errors, 4 warnings)

            """, stderr: """
            2024-03-07.md: error: not fixed: not moved: it does not parse as an entry (line 2, column 7: flow sequence '[' is never closed); correct it, then run 'vault check --fix' again
            2024-03-08.md: error: not fixed: not moved: it is named by date, but vault reads no valid date from it (an invalid date in its front matter, or a front matter that does not start the file); run 'vault check 2024-03-08.md' to see why
            notes/trip.markdown: error: not fixed: not moved: it holds an entry, but vault reads only names ending in .md (lowercase); rename it, then run 'vault check --fix' again

            """))
        #expect(try vault.snapshot() == before)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: vault.path("2024-03-05.md")) == secret.path)
        #expect(!vault.exists("2024/03"))
    }

    /// Hugo sites configured by `config.json` or `config/_default/`, and a diary kept inside an
    /// Obsidian vault, keep their dated files where they are.
    @Test func hugoConfigFormsAndAnEnclosingObsidianVaultKeepTheirFiles() throws {
        let vault = try TemporaryVault()
        try vault.write("blog2/config.json", "{}\n")
        try vault.write("blog2/content/posts/2024-03-06-p.md", "---\ndate: 2024-03-06\n---\np\n")
        try vault.write("blog/config/_default/hugo.toml", "")
        try vault.write("blog/content/posts/2024-03-05-post.md", "p\n")
        let before = try vault.snapshot()
        let dryRun = vault.run(["check", "--dry-run"])
        #expect(dryRun.stdout == "")
        _ = vault.run(["check", "--fix"])
        #expect(try vault.snapshot() == before)

        let inside = try TemporaryVault()
        try FileManager.default.createDirectory(atPath: inside.base + "/.obsidian", withIntermediateDirectories: true)
        try inside.write("2024-03-05.md", "x\n")
        let kept = try inside.snapshot()
        let run = inside.run(["check", "--fix"])
        #expect(run.stdout.contains("Obsidian"), "\(run.stdout)")
        #expect(!run.stdout.contains("moved"), "\(run.stdout)")
        #expect(try inside.snapshot() == kept)
    }

    /// For `node_modules/` at the vault root the hint promises no move: `--fix` leaves it alone.
    @Test func aRootNodeModulesFolderIsNotPromisedAMove() throws {
        let vault = try TemporaryVault()
        try vault.write("node_modules/pkg/2024-03-08.md", "x\n")
        let run = vault.run(["check", "--json"])
        #expect(!run.stdout.contains("vault check --fix moves"), "\(run.stdout)")
        #expect(run.stdout.contains("\"hint\":\"notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date\",\"fixable\":false"),
                "\(run.stdout)")
    }

    /// Markdown in a folder of a year folder that is not a month (`2024/March/`) is reported,
    /// by `check` and by `index`, and moved by `--fix`.
    @Test func markdownInAYearFoldersOtherFoldersIsReportedAndMoved() throws {
        let vault = try TemporaryVault()
        try vault.write("2024/March/2024-03-07.md", "Seventh.\n")
        try vault.write("2024/notes/ideas.md", "Ideas.\n")
        let index = vault.run(["index"])
        #expect(index.stderr.hasPrefix("2024: warning: 2 markdown files in 2024/ are outside the YYYY/MM/ folders, so vault does not read them: March/2024-03-07.md, notes/ideas.md\n"),
                "\(index.stderr)")
        let fix = vault.run(["check", "--fix"])
        #expect(fix.stdout.contains("fixed 2024/March/2024-03-07.md: moved to 2024/03/2024-03-07.md"), "\(fix.stdout)")
        #expect(try vault.text("2024/03/2024-03-07.md").hasSuffix("Seventh.\n"))
        #expect(try vault.text("2024/notes/ideas.md") == "Ideas.\n")
    }

    @Test func anotherToolsFilesStayWhereItFindsThem() throws {
        let vault = try TemporaryVault()
        try vault.write("notes/Work/.obsidian/daily-notes.json", "{\"folder\": \"Daily\", \"format\": \"YYYY-MM-DD\"}\n")
        try vault.write("notes/Work/Daily/2024-03-05.md", "Standup.\n")
        try vault.write("notes/2024-03-06.md", "Mine.\n")
        try vault.write("blog/_posts/2024-03-07-hello.md", "---\ntitle: Hello\n---\nPost.\n")
        let before = try vault.snapshot()
        let dryRun = vault.run(["check", "--dry-run"])
        #expect(dryRun.stdout == """
            diff --git a/notes/2024-03-06.md b/2024/03/2024-03-06.md
            rename from notes/2024-03-06.md
            rename to 2024/03/2024-03-06.md

            """)
        #expect(try vault.snapshot() == before)
        let index = vault.run(["index"])
        #expect(index.stderr == """
            blog: warning: 1 markdown file in blog/ is outside the YYYY/MM/ folders, so vault does not read it: _posts/2024-03-07-hello.md
            hint: this looks like a Jekyll or Hugo site: bring its entries in with 'vault import posts blog'; it is named by date but the site's, so --fix leaves it
            notes: warning: 2 markdown files in notes/ are outside the YYYY/MM/ folders, so vault does not read them: 2024-03-06.md, Work/Daily/2024-03-05.md
            hint: notes/Work/ looks like an Obsidian vault: bring its entries in with 'vault import obsidian notes/Work'; 1 of them is named by date: vault check --fix moves it to its YYYY/MM/ folder (try --dry-run); 1 of them is named by date but Obsidian's, so --fix leaves it

            """)
        _ = vault.run(["check", "--fix"])
        var expected = before
        expected["2024/03/2024-03-06.md"] = expected.removeValue(forKey: "notes/2024-03-06.md")
        #expect(try vault.snapshot() == expected)
    }

    @Test func aNamedPathMovesNothingOutsideTheMonthFolders() throws {
        let vault = try Self.looseVault()
        try vault.write("2024/03/2024-03-01.md", "---\nuuid: \(Self.uuid)\ndate: 2024-03-01\n---\nIn place.\n")
        let before = try vault.snapshot()
        _ = vault.run(["check", "--fix", "2024/03"])
        #expect(try vault.snapshot() == before)
    }
}
