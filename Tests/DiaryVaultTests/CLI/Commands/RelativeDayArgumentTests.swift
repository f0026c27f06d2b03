import Testing
@testable import DiaryVault

/// A day argument may be a relative day (``RelativeDay``: `yesterday`, `3 days ago`, `어제`)
/// wherever a command takes a day: the day of `on-this-day`, `dday --on`, a reference (`show`,
/// `star`, `unstar --day`) and a date in `--where`. The test clock says 2026-11-29 in Seoul.
@Suite struct RelativeDayArgumentTests {
    @Test func onThisDayTakesARelativeDay() throws {
        let run = try TemporaryVault.recentDays().run(["on-this-day", "yesterday"])
        #expect(run == CLIRun(status: 0, stdout: """
            November 28 in earlier years

            1 year ago (2025)
              2025-11-28 Fri 08:00             Last year

            """, stderr: ""))
    }

    @Test func ddayCountsToARelativeDay() throws {
        let vault = try TemporaryVault.recentDays()
        try vault.write(".vault/config", "anniversary = 2026-11-01 Started\n")
        #expect(vault.run(["dday", "--on", "tomorrow"]).stdout.hasPrefix("Started (2026-11-01): D+29\n"))
        #expect(vault.run(["dday", "--on", "3 days ago"]).stdout.hasPrefix("Started (2026-11-01): D+25\n"))
    }

    @Test func aReferenceMayBeARelativeDay() throws {
        let vault = try TemporaryVault.recentDays()
        #expect(vault.run(["show", "yesterday"]).stdout.hasPrefix("Yesterday\nSaturday, November 28, 2026"))
        #expect(vault.run(["star", "yesterday"]) == CLIRun(status: 0, stdout: "starred 2026/11/2026-11-28-yesterday.md \"Yesterday\"\n", stderr: ""))
        #expect(vault.run(["list", "--starred", "--paths"]).stdout == "2026/11/2026-11-28-yesterday.md\n")
        #expect(vault.run(["unstar", "--day", "yesterday"]).status == 0)
    }

    @Test func whereTakesARelativeDay() throws {
        #expect(try TemporaryVault.recentDays().run(["list", "--where", "date > yesterday", "--paths"]).stdout == "2026/11/2026-11-29-today.md\n")
    }
}
