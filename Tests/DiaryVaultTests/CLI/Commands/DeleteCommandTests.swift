import Testing
@testable import DiaryVault

/// `vault delete` end to end.
@Suite struct DeleteCommandTests {
    /// Two entries on 2026-11-29 and one on 2026-11-26.
    static func fill(_ vault: TemporaryVault) throws {
        try vault.write("2026/11/2026-11-29-walk.md", "---\ndate: 2026-11-29T21:00\n---\n# Walk\n")
        try vault.write("2026/11/2026-11-29-late.md", "---\ndate: 2026-11-29T23:00\n---\n# Late\n")
        try vault.write("2026/11/2026-11-26-snow.md", "---\ndate: 2026-11-26\n---\n# Snow\n")
    }

    @Test func asksOnATerminal() throws {
        try TemporaryVault.with { vault in
            try Self.fill(vault)
            let no = vault.run(["delete", "--day", "2026-11-29"], input: StandardInput(text: "n\n", isTerminal: true))
            #expect(no == CLIRun(status: 1, stdout: "", stderr: """
                  2026/11/2026-11-29-walk.md "Walk"
                  2026/11/2026-11-29-late.md "Late"
                Delete these 2 entries? [y/N] nothing was deleted

                """))
            #expect(vault.files().count == 3)
            let yes = vault.run(["delete", "2026-11-26"], input: StandardInput(text: "yes\n", isTerminal: true))
            #expect(yes == CLIRun(status: 0, stdout: "deleted 2026/11/2026-11-26-snow.md \"Snow\"\n", stderr: """
                  2026/11/2026-11-26-snow.md "Snow"
                Delete this entry? [y/N] 
                """))
            #expect(vault.files() == ["2026/11/2026-11-29-late.md", "2026/11/2026-11-29-walk.md"])
        }
    }

    @Test func needsYesWithoutATerminal() throws {
        try TemporaryVault.with { vault in
            try Self.fill(vault)
            let refused = vault.run(["delete", "2026-11-26"])
            #expect(refused == CLIRun(status: 1, stdout: "", stderr: "error: nothing was deleted: confirm with --yes when standard input is not a terminal\n"))
            let run = vault.run(["delete", "--day", "2026-11-29", "2026-11-26", "-y"])
            #expect(run == CLIRun(status: 0, stdout: """
                deleted 2026/11/2026-11-26-snow.md "Snow"
                deleted 2026/11/2026-11-29-walk.md "Walk"
                deleted 2026/11/2026-11-29-late.md "Late"

                """, stderr: ""))
            #expect(vault.files().isEmpty)
        }
    }

    @Test func deletesABrokenFileByPath() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/broken.md", "---\ndate: [\n")
            let run = vault.run(["delete", "2026/11/broken.md", "--yes"])
            #expect(run == CLIRun(status: 0, stdout: "deleted 2026/11/broken.md\n", stderr: ""))
        }
    }
}
