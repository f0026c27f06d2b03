import Testing
@testable import DiaryVault

/// `vault unset` end to end.
@Suite struct UnsetCommandTests {
    static let entry = """
        ---
        uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
        date: 2026-11-29
        # where I was
        location: Seoul
        summary: |
          Two lines
          of summary.
        isStar: true
        ---
        Walk

        """
    static let path = "2026/11/2026-11-29-walk.md"

    @Test func removesKeysWithAllTheirLines() throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["unset", "6F1C2B9E", "summary", "starred", "weather"])
            #expect(run == CLIRun(status: 0, stdout: "updated \(Self.path) \"Walk\": removed summary, removed isStar\n", stderr: ""))
            #expect(try vault.text(Self.path) == """
                ---
                uuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F
                date: 2026-11-29
                # where I was
                location: Seoul
                ---
                Walk

                """)
            #expect(vault.run(["unset", "--day", "2026-11-29", "summary"]).stdout == "unchanged \(Self.path) \"Walk\"\n")
        }
    }

    /// The protected keys are refused in every case spelling (`SemanticKey.protected`), as `set`
    /// refuses `UUID=`: `unset UUID` said "unchanged" and `unset Date` reached the file.
    @Test(arguments: ["uuid", "date", "UUID", "Uuid", "uUID", "Date", "DATE"])
    func refusesIdentityAndDate(key: String) throws {
        try TemporaryVault.with { vault in
            try vault.write(Self.path, Self.entry)
            let run = vault.run(["unset", Self.path, key])
            #expect(run == CLIRun(status: 64, stdout: "", stderr: """
                error: the value '\(key)' is invalid for '<key>': expected a key other than uuid and date
                hint: see 'vault help unset'

                """))
        }
    }

    @Test func refusesTheLegacyDateKey() throws {
        try TemporaryVault.with { vault in
            try vault.write("2026/11/old.md", "---\ncreated: 2026-11-29\n---\nOld\n")
            let run = vault.run(["unset", "2026/11/old.md", "created"])
            #expect(run.status == 1)
            #expect(run.stderr == "2026/11/old.md: error: refusing to change 'created': an entry needs its date to have a place in the diary; "
                    + "give it another with 'vault set <ref> date=YYYY-MM-DD'\n")
        }
    }
}
