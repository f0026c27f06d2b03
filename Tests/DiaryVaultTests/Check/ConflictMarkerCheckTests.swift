import Foundation
import Testing
@testable import DiaryVault

/// Git conflict markers left by a merge, in the front matter or in the body only: `vault check`
/// reports each conflict once, as an error, the same way in its text and its JSON, and `--fix`
/// leaves the file alone (only a person knows which side to keep).
@Suite struct ConflictMarkerCheckTests {
    static let frontMatterConflict = """
        ---
        uuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        <<<<<<< HEAD
        date: 2026-11-29
        =======
        date: 2026-11-30
        >>>>>>> laptop
        ---
        Text.

        """

    static let bodyConflict = """
        ---
        uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8
        date: 2026-11-28
        ---
        Before
        <<<<<<< HEAD
        mine
        =======
        theirs
        >>>>>>> b

        """

    func makeVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-front.md", Self.frontMatterConflict)
        try vault.write("2026/11/2026-11-28-body.md", Self.bodyConflict)
        return vault
    }

    /// In the front matter the conflict is the cause of the parse error, so only the conflict is
    /// reported; in the body only, the entry parses and the conflict is still an error.
    @Test func reportsEachConflictOnceAsAnError() throws {
        let vault = try makeVault()
        let result = vault.run(["check"])
        #expect(result.stdout == """
            2026/11/2026-11-28-body.md:6:1: error: unresolved git merge conflict (lines 6-10) [git-conflict-marker]
            <<<<<<< HEAD
            ^
            hint: finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep the text you want, delete the marker lines, and run vault check again
            2026/11/2026-11-29-front.md:3:1: error: unresolved git merge conflict (lines 3-7) [git-conflict-marker]
            <<<<<<< HEAD
            ^
            hint: finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep the text you want, delete the marker lines, and run vault check again
            checked 2 entries: 2 problems (2 errors, 0 warnings)

            """)
        #expect(result.status == 1)
    }

    @Test func saysTheSameInJSON() throws {
        let vault = try makeVault()
        let result = vault.run(["check", "--json"])
        #expect(result.stdout == #"""
            {"entriesChecked":2,"dryRun":false,"problems":[{"kind":"git-conflict-marker","severity":"error","path":"2026/11/2026-11-28-body.md","line":6,"column":1,"message":"unresolved git merge conflict (lines 6-10)","hint":"finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep the text you want, delete the marker lines, and run vault check again","fixable":false},{"kind":"git-conflict-marker","severity":"error","path":"2026/11/2026-11-29-front.md","line":3,"column":1,"message":"unresolved git merge conflict (lines 3-7)","hint":"finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep the text you want, delete the marker lines, and run vault check again","fixable":false}],"fixes":[],"failures":[]}

            """#)
        #expect(result.status == 1)
        // The text and the JSON come from one list of problems.
        let text = vault.run(["check"]).stdout
        let problems = VaultChecker(vault: try vault.vault).check().problems
        for problem in problems {
            #expect(text.contains("\(problem.path):\(problem.location!.line):\(problem.location!.column): \(problem.severity.rawValue): \(problem.message) [\(problem.kind)]"))
        }
    }

    @Test func fixLeavesBothFilesAlone() throws {
        let vault = try makeVault()
        let before = try vault.snapshot()
        let result = vault.run(["check", "--fix"])
        #expect(result.stdout.hasSuffix("checked 2 entries, made 0 fixes: 2 problems (2 errors, 0 warnings)\n"))
        #expect(try vault.snapshot() == before)
    }

    /// A body conflict does not hide the entry's other problems, and their fixes do not touch it.
    @Test func fixesTheFrontMatterOfAnEntryWithABodyConflict() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-body.md", Self.bodyConflict.replacing("uuid: 1C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\n", with: ""))
        let result = vault.run(["check", "--fix"])
        #expect(result.stdout == """
            fixed 2026/11/2026-11-28-body.md: added uuid E6FEDEAA-2090-534A-8545-A777055860C7 [missing-uuid]
            2026/11/2026-11-28-body.md:6:1: error: unresolved git merge conflict (lines 6-10) [git-conflict-marker]
            <<<<<<< HEAD
            ^
            hint: finish it with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep the text you want, delete the marker lines, and run vault check again
            checked 1 entry, made 1 fix: 1 problem (1 error, 0 warnings)

            """)
        #expect(try vault.bytes("2026/11/2026-11-28-body.md") == Array("""
            ---
            date: 2026-11-28
            uuid: E6FEDEAA-2090-534A-8545-A777055860C7
            ---
            Before
            <<<<<<< HEAD
            mine
            =======
            theirs
            >>>>>>> b

            """.utf8))
    }
}
