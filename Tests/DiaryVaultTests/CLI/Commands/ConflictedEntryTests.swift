import Foundation
import Testing
@testable import DiaryVault

/// An entry with unresolved git conflict markers is never read as data: `list`, `index` and
/// `show` mark it (the title never a marker line, the front matter of a file with markers in it
/// never read), `index --write` refuses, `index --check` says INDEX.md holds markers, and the
/// writing commands refuse it with the lines and `vault resolve`.
@Suite struct ConflictedEntryTests {
    /// Git's line merge without vault's driver: markers in the front matter.
    static let frontMatterConflict = """
        ---
        uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        <<<<<<< HEAD
        date: 2026-11-29
        starred: true
        =======
        date: 2026-11-30
        >>>>>>> laptop
        ---
        # Front conflict

        Text.

        """

    /// vault's driver: the front matter keeps ours, the body starts with the key's block.
    static let driverConflict = """
        ---
        uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2026-11-28T21:14:00+09:00
        mood: good
        starred: true
        ---
        <<<<<<< ours (front matter key mood)
        mood: good
        ||||||| base
        mood: okay
        =======
        mood: bad
        >>>>>>> theirs (front matter key mood)
        # By the river

        Walked.

        """

    /// Eight-character markers (a rename/rename conflict) in the body, diff3 style.
    static let eightCharacterConflict = """
        ---
        uuid: 3C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2026-11-26
        ---
        <<<<<<<< HEAD
        # Ours
        |||||||| base
        # Base
        ========
        # Theirs
        >>>>>>>> other
        After.

        """

    static let plain = """
        ---
        uuid: 2C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2026-11-27
        ---
        # Plain

        """

    func makeVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-front.md", Self.frontMatterConflict)
        try vault.write("2026/11/2026-11-28-river.md", Self.driverConflict)
        try vault.write("2026/11/2026-11-27-plain.md", Self.plain)
        try vault.write("2026/11/2026-11-26-eight.md", Self.eightCharacterConflict)
        return vault
    }

    @Test func listMarksConflictedEntriesAndNeverShowsAMarkerAsTitle() throws {
        let vault = try makeVault()
        let expected = """
            2026-11-29 Sun                   (conflicted) Front conflict
            2026-11-28 Sat 21:14 * good      (conflicted) By the river
            2026-11-27 Fri                   Plain
            2026-11-26 Thu                   (conflicted) After.

            """
        let first = vault.run(["list"])
        #expect(first.stdout == expected)
        // The front matter's parse error stays a problem (exit 1).
        #expect(first.status == 1)
        #expect(first.stderr.contains("2026/11/2026-11-29-front.md:3:1: error: unresolved git merge conflict"))
        // The same from the cache, which keeps the mark.
        #expect(vault.run(["list"]).stdout == expected)
        #expect(vault.run(["list", "--no-cache"]).stdout == expected)
    }

    @Test func jsonHasConflictedOnlyOnConflictedEntries() throws {
        let vault = try makeVault()
        let json = vault.run(["list", "--json"]).stdout
        #expect(json.contains(#""title":"Front conflict","mood":null,"moodText":null,"starred":false,"tags":[],"path":"2026/11/2026-11-29-front.md","conflicted":true}"#))
        #expect(json.contains(#""uuid":null,"date":"2026-11-29""#))
        #expect(json.contains(#""title":"By the river","mood":"good","moodText":"good","starred":true,"tags":[],"path":"2026/11/2026-11-28-river.md","conflicted":true}"#))
        #expect(json.contains(#""path":"2026/11/2026-11-27-plain.md"}"#))
        #expect(json.components(separatedBy: #""conflicted":true"#).count == 4)
        // The index's byte writer gives the same entries.
        let index = vault.run(["index", "--json"]).stdout
        #expect(index.components(separatedBy: #""conflicted":true"#).count == 4 + 1)  // the starred one again in favorites
        #expect(index.contains(#""path":"2026/11/2026-11-27-plain.md"}"#))
    }

    @Test func indexAndShowMarkIt() throws {
        let vault = try makeVault()
        #expect(vault.run(["index"]).stdout == """
            Favorites (1)
              2026-11-28 Sat 21:14 * good      (conflicted) By the river

            November 2026 (4)
              29 Sun                   (conflicted) Front conflict
              28 Sat 21:14 * good      (conflicted) By the river
              27 Fri                   Plain
              26 Thu                   (conflicted) After.

            """)
        #expect(vault.run(["index", "--locale", "ko_KR"]).stdout.contains("(충돌) By the river"))
        #expect(vault.run(["index", "--locale", "de_DE"]).stdout.contains("(Konflikt) By the river"))
        let show = vault.run(["show", "2026/11/2026-11-28-river.md"])
        #expect(show.stdout.hasPrefix("(conflicted) By the river\n"))
        #expect(vault.run(["show", "--json", "2026/11/2026-11-28-river.md"]).stdout.contains(#""path":"2026/11/2026-11-28-river.md","conflicted":true,"#))
        #expect(!vault.run(["show", "--json", "2026/11/2026-11-27-plain.md"]).stdout.contains("conflicted"))
    }

    @Test func markdownIndexMarksIt() throws {
        let summary = EntrySummary(path: "2026/11/a.md", uuid: nil, date: EntryDate(parsing: "2026-11-28")!, mood: nil,
                                   moodText: nil, isStarred: false, title: "A", tags: [], isConflicted: true)
        #expect(IndexRenderer.markdownLine(summary, weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
                == "Sat [A](2026/11/a.md) (conflicted)")
    }

    @Test func indexWriteRefusesWhileEntriesAreConflicted() throws {
        let vault = try makeVault()
        let result = vault.run(["index", "--write"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            error: refusing to write INDEX.md: 3 entries hold unresolved git conflict markers, and the index would leave them out or show them half-merged:
              2026/11/2026-11-26-eight.md
              2026/11/2026-11-28-river.md
              2026/11/2026-11-29-front.md
            hint: finish each with 'vault resolve <path> --ours' (or --theirs, --both, --edit), then run 'vault index --write' again

            """)
        #expect(!vault.exists("INDEX.md"))
    }

    @Test func indexCheckSaysTheIndexHoldsMarkers() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-27-plain.md", Self.plain)
        #expect(vault.run(["index", "--write"]).status == 0)
        var index = try vault.text("INDEX.md")
        index += "<<<<<<< HEAD\n- 28 Sat [A](2026/11/a.md)\n=======\n- 28 Sat [B](2026/11/b.md)\n>>>>>>> other\n"
        try vault.write("INDEX.md", index)
        let lines = index.split(separator: "\n", omittingEmptySubsequences: false)
        let opening = (lines.firstIndex { $0.hasPrefix("<<<<<<<") } ?? 0) + 1
        let check = vault.run(["index", "--check"])
        #expect(check.status == 1)
        #expect(check.stdout == "INDEX.md holds unresolved git conflict markers (lines \(opening), \(opening + 4)); run 'vault index --write'\n")
        // Writing it afresh clears them.
        #expect(vault.run(["index", "--write"]).status == 0)
        #expect(vault.run(["index", "--check"]).status == 0)
    }

    @Test func writingCommandsRefuseAConflictedEntry() throws {
        let vault = try makeVault()
        let before = try vault.snapshot()
        let star = vault.run(["star", "2026/11/2026-11-28-river.md"])
        #expect(star.status == 1)
        #expect(star.stderr.contains("""
            2026/11/2026-11-28-river.md: error: refusing to edit: the entry holds unresolved git conflict markers (lines 7, 13); nothing was written
            hint: finish it first: 'vault resolve 2026/11/2026-11-28-river.md --ours' (or --theirs, --both, --edit)
            """))
        let set = vault.run(["set", "2026/11/2026-11-29-front.md", "mood=good"])
        #expect(set.status == 1)
        #expect(set.stderr.contains("2026/11/2026-11-29-front.md: error: refusing to edit: the entry holds unresolved git conflict markers (lines 3, 8)"))
        #expect(vault.run(["unset", "2026/11/2026-11-26-eight.md", "mood"]).status == 1)
        #expect(try vault.snapshot() == before)
    }

    @Test func editKeepsTheTextButNeitherMovesNorCommits() throws {
        let vault = try makeVault()
        let edit = vault.run(["edit", "2026/11/2026-11-28-river.md"], environment: ["EDITOR": "true", "VISUAL": ""])
        #expect(edit.status == 1)
        #expect(edit.stderr == """
            2026/11/2026-11-28-river.md: error: the entry still holds unresolved git conflict markers (lines 7, 13); your edit is kept, nothing was moved or committed
            hint: finish it with 'vault resolve 2026/11/2026-11-28-river.md --edit' (or --ours, --theirs, --both)

            """)
    }

    @Test func checkFixLeavesAFrontMatterConflictAlone() throws {
        let vault = try TemporaryVault()
        // No uuid, but the front matter is conflicted: --fix reads nothing of it (a body conflict
        // keeps its front matter fixable: ConflictMarkerCheckTests).
        let text = "---\n<<<<<<< HEAD\ndate: 2026-11-28\n=======\ndate: 2026-11-29\n>>>>>>> x\n---\nText.\n"
        try vault.write("2026/11/2026-11-28-a.md", text)
        let fix = vault.run(["check", "--fix"])
        #expect(fix.status == 1)
        #expect(try vault.text("2026/11/2026-11-28-a.md") == text)
    }
}
