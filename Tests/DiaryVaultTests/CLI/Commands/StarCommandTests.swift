import Testing
@testable import DiaryVault

/// `vault star` and `vault unstar` end to end in a temporary vault.
@Suite struct StarCommandTests {
    static let walk = """
        ---
        uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
        date: 2026-11-29T21:14:00+09:00
        mood: good
        ---
        # Evening walk

        """
    static let thoughts = """
        ---
        uuid: 0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42
        date: 2026-11-29T23:40:00+09:00
        isStar: yes
        ---
        Late thoughts

        """
    static let snow = """
        ---
        uuid: 9C4E2A71-5D3B-4F08-8E6A-1B2C3D4E5F60
        date: 2026-11-26
        starred: false
        ---
        First snow

        """

    /// A vault with the three entries above.
    static func fill(_ vault: TemporaryVault) throws {
        try vault.write("2026/11/2026-11-29-evening-walk.md", walk)
        try vault.write("2026/11/2026-11-29-late-thoughts.md", thoughts)
        try vault.write("2026/11/2026-11-26-first-snow.md", snow)
    }

    @Test func starsByDateUUIDPrefixAndPath() throws {
        try TemporaryVault.with { vault in
            try Self.fill(vault)
            let run = vault.run(["star", "2026-11-26", "6f1c", "2026/11/2026-11-29-late-thoughts.md"])
            #expect(run == CLIRun(status: 0, stdout: """
                starred 2026/11/2026-11-26-first-snow.md "First snow"
                starred 2026/11/2026-11-29-evening-walk.md "Evening walk"
                already starred 2026/11/2026-11-29-late-thoughts.md "Late thoughts"

                """, stderr: ""))
            #expect(try vault.text("2026/11/2026-11-26-first-snow.md") == Self.snow.replacing("starred: false", with: "starred: true"))
            #expect(try vault.text("2026/11/2026-11-29-evening-walk.md") == Self.walk.replacing("mood: good\n", with: "mood: good\nstarred: true\n"))
            #expect(try vault.text("2026/11/2026-11-29-late-thoughts.md") == Self.thoughts)
        }
    }

    @Test func unstarsEveryEntryOfADay() throws {
        try TemporaryVault.with { vault in
            try Self.fill(vault)
            let run = vault.run(["unstar", "--day", "2026-11-29"], in: "2026")
            #expect(run == CLIRun(status: 0, stdout: """
                not starred ../2026/11/2026-11-29-evening-walk.md "Evening walk"
                unstarred ../2026/11/2026-11-29-late-thoughts.md "Late thoughts"

                """, stderr: ""))
            #expect(try vault.text("2026/11/2026-11-29-late-thoughts.md") == Self.thoughts.replacing("isStar: yes", with: "isStar: false"))
            #expect(try vault.text("2026/11/2026-11-29-evening-walk.md") == Self.walk)
        }
    }

    @Test func changesNothingWhenAReferenceIsUnknown() throws {
        try TemporaryVault.with { vault in
            try Self.fill(vault)
            let run = vault.run(["star", "2026-11-26", "2026-11-27"])
            #expect(run == CLIRun(status: 1, stdout: "", stderr: """
                error: no entry matches '2026-11-27'
                hint: give a uuid (or its first 4+ hex digits), a path to a .md file, or a date YYYY-MM-DD

                """))
            #expect(try vault.text("2026/11/2026-11-26-first-snow.md") == Self.snow)
        }
    }

    @Test func goesOnPastAFileThatDoesNotParse() throws {
        try TemporaryVault.with { vault in
            try Self.fill(vault)
            try vault.write("2026/11/2026-11-28-broken.md", "---\ndate: 2026-11-28\nmood: [\n---\nBroken\n")
            let run = vault.run(["star", "2026/11/2026-11-28-broken.md", "2026-11-26"])
            #expect(run.status == 1)
            #expect(run.stdout == "starred 2026/11/2026-11-26-first-snow.md \"First snow\"\n")
            #expect(run.stderr.hasPrefix("2026/11/2026-11-28-broken.md:3:"))
            #expect(try vault.text("2026/11/2026-11-28-broken.md") == "---\ndate: 2026-11-28\nmood: [\n---\nBroken\n")
        }
    }

    @Test func asksForAReference() throws {
        try TemporaryVault.with { vault in
            #expect(vault.run(["star"]) == CLIRun(status: 64, stdout: "", stderr: """
                error: missing expected argument '<ref>'
                hint: see 'vault help star'

                """))
            #expect(vault.run(["unstar", "--day", "29-11-2026"]).stderr.hasPrefix(
                "error: the value '29-11-2026' is invalid for '--day <date>': expected a day YYYY-MM-DD, such as 2026-11-29, or today, yesterday,"))
            // The same words as `list --on 2026-02-30`.
            #expect(vault.run(["star", "--day", "2026-02-30"]).stderr.hasPrefix(
                "error: the value '2026-02-30' is invalid for '--day <date>': expected a day of the calendar; 2026-02-30 is not a day (February 2026 has 28 days)\n"))
            #expect(vault.run(["list", "--on", "2026-02-30"]).stderr.hasPrefix(
                "error: the value '2026-02-30' is invalid for '--on <date>': expected a day of the calendar; 2026-02-30 is not a day (February 2026 has 28 days)\n"))
        }
    }

    /// A date needs a vault; a path outside every vault is refused (see ``WriteTargetTests``).
    @Test func needsAVaultForADate() throws {
        try TemporaryVault.with(marked: false) { vault in
            #expect(vault.run(["star", "2026-11-26"]).stderr.hasPrefix("error: no vault found in \(vault.root) or its parents\n"))
        }
    }

    /// What docs/WRITING.md promises: star then unstar gives back a file with `starred: false`
    /// byte for byte; a file without the key keeps a `starred: false` line, which
    /// `vault unset REF starred` removes.
    @Test func unstarAfterStarGivesBackTheFileOnlyWhenItHadTheKey() throws {
        try TemporaryVault.with { vault in
            let withKey = "---\r\ndate: 2026-11-05 # walk\r\nstarred: false\r\n---\r\n# s\r\n"
            let withoutKey = "---\ndate: 2026-11-06\n---\n# t\n"
            try vault.write("2026/11/s.md", withKey)
            try vault.write("2026/11/t.md", withoutKey)
            for command in ["star", "unstar"] {
                #expect(vault.run([command, "2026/11/s.md", "2026/11/t.md"]).status == 0)
            }
            #expect(try vault.text("2026/11/s.md") == withKey)
            #expect(try vault.text("2026/11/t.md") == "---\ndate: 2026-11-06\nstarred: false\n---\n# t\n")
            #expect(vault.run(["unset", "2026/11/t.md", "starred"]).status == 0)
            #expect(try vault.text("2026/11/t.md") == withoutKey)
        }
    }
}
