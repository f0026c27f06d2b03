import Foundation
import Testing
@testable import DiaryVault

/// The date views with conflicted entries (issue 27, "conflict markers are caught everywhere"):
/// `on-this-day` marks them as `list` does, and neither it nor `dday` reads a marker line or a
/// side of a front-matter conflict as data.
@Suite struct ConflictedDateViewsTests {
    /// Git's line merge without vault's driver: `anniversary: true` is inside the markers.
    static let frontMatterConflict = """
        ---
        uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        <<<<<<< HEAD
        date: 2020-11-29
        anniversary: true
        =======
        date: 2020-11-30
        >>>>>>> laptop
        ---
        # We met

        Text.

        """

    /// vault's driver: the front matter is whole (ours), the key's block is in the body.
    static let driverConflict = """
        ---
        uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2021-11-29T21:14:00+09:00
        anniversary: true
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

        Walked.

        """

    static let plain = "---\nuuid: 2C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2022-11-29\n---\n# Plain\n"

    func makeVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2020/11/2020-11-29-we-met.md", Self.frontMatterConflict)
        try vault.write("2021/11/2021-11-29-river.md", Self.driverConflict)
        try vault.write("2022/11/2022-11-29-plain.md", Self.plain)
        return vault
    }

    @Test func onThisDayMarksConflictedEntriesAndReportsTheMarkers() throws {
        let vault = try makeVault()
        let expected = """
            November 29 in earlier years

            4 years ago (2022)
              2022-11-29 Tue                   Plain

            5 years ago (2021)
              2021-11-29 Mon 21:14   good      (conflicted) By the river

            6 years ago (2020)
              2020-11-29 Sun                   (conflicted) We met

            """
        let shown = vault.run(["on-this-day", "2026-11-29"])
        #expect(shown.stdout == expected)
        // The front-matter conflict stays an error (exit 1), named with its line.
        #expect(shown.status == 1)
        #expect(shown.stderr.contains("2020/11/2020-11-29-we-met.md:3:1: error: unresolved git merge conflict"))
        #expect(!shown.stdout.contains("<<<<<<<") && !shown.stdout.contains("mood: bad"))
        // The same from the cache, which keeps the mark.
        #expect(vault.run(["on-this-day", "2026-11-29"]).stdout == expected)
        let json = vault.run(["on-this-day", "2026-11-29", "--json"]).stdout
        #expect(json.components(separatedBy: #""conflicted":true"#).count == 3)
        // Nothing of a front matter with markers in it is read: no uuid, the file name's day.
        #expect(json.contains(#"{"uuid":null,"date":"2020-11-29","#))
        #expect(json.contains(#""kind":"git-conflict-marker""#))
    }

    @Test func ddayNeverReadsAnAnniversaryFromInsideMarkers() throws {
        let vault = try makeVault()
        let counted = vault.run(["dday", "--on", "2026-11-29"])
        // Only the entry whose front matter is whole counts, named by its title without the
        // key's block; `anniversary: true` between markers is not read. Its body's markers mark
        // it `(conflicted)`, as every view marks it.
        #expect(counted.stdout.hasPrefix("(conflicted) By the river (2021-11-29): D+1826\n"))
        #expect(!counted.stdout.contains("We met"))
        #expect(counted.status == 1)
        #expect(counted.stderr.contains("2020/11/2020-11-29-we-met.md:3:1: error: unresolved git merge conflict"))
        let json = vault.run(["dday", "--on", "2026-11-29", "--json"]).stdout
        #expect(json.contains(#""anniversaries":[{"name":"By the river","date":"2021-11-29","path":"2021/11/2021-11-29-river.md","dday":1826,"conflicted":true,"#))
        #expect(json.contains(#""count":1,"#))
    }
}
