import Foundation
import Testing
@testable import DiaryVault

/// `vault resolve`: one side, both, two entries as two files, the editor; refusals write nothing.
@Suite struct ResolveCommandTests {
    static let driverConflict = """
        ---
        uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2026-11-28
        mood: good
        ---
        <<<<<<< ours (front matter key mood)
        mood: good
        ||||||| base
        mood: okay
        =======
        mood: bad
        >>>>>>> theirs (front matter key mood)
        # By the river

        """

    @Test func theirsSetsTheKeyAndTheEntryIsNoLongerConflicted() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-river.md", Self.driverConflict)
        let run = vault.run(["resolve", "2026/11/2026-11-28-river.md", "--theirs"])
        #expect(run == CLIRun(status: 0, stdout: "resolved 2026/11/2026-11-28-river.md \"By the river\" (theirs)\n", stderr: ""))
        #expect(try vault.text("2026/11/2026-11-28-river.md")
                == "---\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-28\nmood: bad\n---\n# By the river\n")
        #expect(vault.run(["check"]).status == 0)
        #expect(vault.run(["list"]).stdout == "2026-11-28 Sat         bad       By the river\n")
        // Again: nothing to resolve.
        #expect(vault.run(["resolve", "2026-11-28", "--ours"]).stdout == "2026/11/2026-11-28-river.md has no conflict markers; nothing to resolve\n")
    }

    @Test func refusalsWriteNothing() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-river.md", Self.driverConflict)
        let before = try vault.snapshot()
        let both = vault.run(["resolve", "2026/11/2026-11-28-river.md", "--both"])
        #expect(both.status == 1)
        #expect(both.stderr == """
            2026/11/2026-11-28-river.md: error: cannot resolve: --both cannot keep two values of the front-matter key 'mood'; choose --ours or --theirs; nothing was written
            hint: resolve it by hand: 'vault resolve 2026/11/2026-11-28-river.md --edit'

            """)
        #expect(vault.run(["resolve", "2026/11/2026-11-28-river.md"]).status == 64)
        #expect(vault.run(["resolve", "2026/11/2026-11-28-river.md", "--ours", "--theirs"]).status == 64)
        let edit = vault.run(["resolve", "2026/11/2026-11-28-river.md", "--edit"], environment: ["EDITOR": "true", "VISUAL": ""])
        #expect(edit.status == 1)
        #expect(edit.stderr.contains("still holds unresolved git conflict markers (lines 6, 12)"))
        #expect(try vault.snapshot() == before)
    }

    @Test func editFinishesWhenNoMarkerIsLeft() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-river.md", Self.driverConflict)
        let editor = try vault.script("fix", "printf -- '---\\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\\ndate: 2026-11-28\\nmood: okay\\n---\\n# By the river\\n' > \"$1\"\n")
        let run = vault.run(["resolve", "2026-11-28", "--edit"], environment: ["EDITOR": editor, "VISUAL": ""])
        #expect(run.status == 0)
        #expect(run.stdout == "resolved 2026/11/2026-11-28-river.md \"By the river\" (edited)\n")
    }

    @Test func bothWritesTwoDifferentEntriesAsTwoFiles() throws {
        let vault = try TemporaryVault()
        let ours = "---\nuuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-30T09:00\n---\n# Monday\n\nLaptop.\n"
        let theirs = "---\nuuid: 2C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-30T09:00\n---\n# Monday\n\nPhone.\n"
        let merged = EntryMerge.merge(base: [], ours: Array(ours.utf8), theirs: Array(theirs.utf8))
        try vault.write("2026/11/2026-11-30-monday.md", merged.bytes)
        #expect(vault.run(["list"]).stdout == "2026-11-30 Mon                   (conflicted) (untitled)\n")
        let one = vault.run(["resolve", "2026/11/2026-11-30-monday.md", "--ours"])
        #expect(one.status == 1)
        #expect(one.stderr.contains("the two sides are two different entries (different uuids), and --ours would drop the other one"))
        let run = vault.run(["resolve", "2026/11/2026-11-30-monday.md", "--both"])
        #expect(run.status == 0)
        #expect(run.stdout == """
            resolved 2026/11/2026-11-30-monday.md "Monday" (ours)
            wrote 2026/11/2026-11-30-monday-2.md "Monday" (theirs, a second entry)

            """)
        #expect(try vault.text("2026/11/2026-11-30-monday.md") == ours)
        #expect(try vault.text("2026/11/2026-11-30-monday-2.md") == theirs)
        #expect(vault.run(["check"]).status == 0)
    }
}

/// `file-names = unique`: new entries end their file name with the uuid's first 8 hex digits.
@Suite struct UniqueFileNameTests {
    @Test func newEntriesWithTheSameTitleGetDifferentNames() throws {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", "file-names = unique\n")
        #expect(vault.run(["new", "--date", "2026-11-30", "Monday"]).status == 0)
        #expect(vault.run(["new", "--date", "2026-11-30", "Monday"]).status == 0)
        let names = vault.files(under: "2026/11")
        #expect(names.count == 2)
        for name in names {
            let uuid = try #require(try Entry(parsing: vault.bytes(name)).uuid)
            #expect(name == "2026/11/2026-11-30-monday-\(uuid.shortForm).md")
        }
        #expect(EntrySlug.make(title: "", uuid: EntryID(parsing: "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F")!,
                               unique: true) == "6f1c2b9e")
    }

    @Test func importFollowsIt() throws {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", "file-names = unique\n")
        try vault.write("in/journal.txt", "[2026-11-30 09:00] Monday\nLaptop.\n\n[2026-11-30 10:00] Monday\nPhone.\n")
        let run = vault.run(["import", "jrnl", vault.path("in/journal.txt")])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let names = vault.files(under: "2026/11")
        #expect(names.count == 2)
        for name in names {
            let uuid = try #require(try Entry(parsing: vault.bytes(name)).uuid)
            #expect(name == "2026/11/2026-11-30-monday-\(uuid.shortForm).md")
        }
    }

    @Test func titleIsTheDefaultAndABadValueIsAnError() throws {
        let vault = try TemporaryVault()
        try vault.write(".vault/config", "file-names = title\n")
        #expect(vault.run(["new", "--date", "2026-11-30", "Monday"]).status == 0)
        #expect(vault.files(under: "2026/11") == ["2026/11/2026-11-30-monday.md"])
        try vault.write(".vault/config", "file-names = uuid\n")
        let bad = vault.run(["new", "--date", "2026-11-30", "Monday"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("title or unique"))
    }
}
