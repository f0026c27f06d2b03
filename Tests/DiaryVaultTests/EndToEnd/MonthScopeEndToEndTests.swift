import Foundation
import Testing
@testable import DiaryVault

/// A command about one month reads one folder (DESIGN section 7).
///
/// The vault is `SmallVault` plus, in every other month folder of 2024 to 2026, a file that does
/// not parse and a valid entry dated 2026-01-20. Had `vault calendar 2026-01` read any other
/// folder, it would report the broken file and exit 1, or mark January 20 with the stray entry.
@Suite struct MonthScopeEndToEndTests {
    static let years = [2024, 2025, 2026]

    /// Every month folder of 2024 to 2026 except January 2026, as `YYYY/MM`.
    static let otherMonths: [String] = years.flatMap { year in
        (1...12).compactMap { month in
            year == 2026 && month == 1 ? nil : "\(year)/" + (month < 10 ? "0\(month)" : "\(month)")
        }
    }

    func makeVault(in directory: URL) throws {
        try TemporaryVault.copyFixture("SmallVault", into: directory, as: "vault")
        for folder in Self.otherMonths {
            let stamp = folder.replacing("/", with: "-")
            try TemporaryVault.write("---\ndate: \(stamp)-01\nno closing line\n", to: "vault/\(folder)/\(stamp)-01-broken.md", in: directory)
            try TemporaryVault.write("---\ndate: 2026-01-20T12:00:00+09:00\n---\n# Stray from \(folder)\n",
                               to: "vault/\(folder)/2026-01-20-stray.md", in: directory)
        }
    }

    @Test func calendarOfAMonthReadsOnlyThatFolder() throws {
        try TemporaryVault.withFolder { directory in
            try makeVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "calendar", "2026-01"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: CalendarEndToEndTests.january, stderr: ""))
            let json = EndToEnd.run(["--vault", "vault", "calendar", "2026-01", "--json"], in: directory)
            #expect(json.status == 0)
            #expect(json.stderr == "")
            try EndToEnd.expectSnapshot(json.stdout, named: "SmallVault/calendar-2026-01.json")
        }
    }

    /// A date reference reads its month's folder only, too.
    @Test func showByDateReadsOnlyThatMonthsFolder() throws {
        try TemporaryVault.withFolder { directory in
            try makeVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "show", "2026-01-15"], in: directory)
            #expect(run.status == 0)
            #expect(run.stderr == "")
            #expect(run.stdout.hasPrefix("Quiet day at home, nothing to report.\n"))
        }
    }

    /// The year view reads that year's twelve folders and no other year's.
    @Test func calendarOfAYearReadsOnlyThatYearsFolders() throws {
        try TemporaryVault.withFolder { directory in
            try makeVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "calendar", "2026"], in: directory)
            #expect(run.status == 1)
            let reported = Self.reportedFolders(run.stderr)
            #expect(reported == Self.otherMonths.filter { $0.hasPrefix("2026/") })
            #expect(run.stdout.contains("\n18  19  20+ 21  22  23  24  "), "January 20 marked by the strays of 2026")
        }
    }

    /// The whole-vault index reads every folder and reports every broken and misplaced file.
    @Test func indexReadsEveryFolder() throws {
        try TemporaryVault.withFolder { directory in
            try makeVault(in: directory)
            let run = EndToEnd.run(["--vault", "vault", "index"], in: directory)
            #expect(run.status == 1)
            let errors = run.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
            #expect(errors.count == 2 * Self.otherMonths.count)
            #expect(Self.reportedFolders(run.stderr) == Self.otherMonths)
            #expect(run.stdout.contains("January 2026 (\(5 + Self.otherMonths.count))\n"))
        }
    }

    /// The `YYYY/MM` folders named in error lines, sorted, each once.
    static func reportedFolders(_ stderr: String) -> [String] {
        let folders = stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { line in
            String(line.dropFirst("vault/".count).prefix(7))
        }
        return Array(Set(folders)).sorted()
    }
}
