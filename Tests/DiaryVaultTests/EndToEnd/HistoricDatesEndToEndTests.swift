import Foundation
import Testing
@testable import DiaryVault

/// Entries dated before the Gregorian reform and in year 0: `show`, `index` and `calendar` name
/// the day as written, with the same proleptic Gregorian weekday.
@Suite struct HistoricDatesEndToEndTests {
    /// A vault of 1582-10-10 (Foundation's calendar says October 20), 1500-01-01 (a Julian
    /// Wednesday to Foundation) and 0000-11-02 (year 1 to Foundation).
    static func withOldEntries(_ body: (URL) throws -> Void) throws {
        try TemporaryVault.withFolder { directory in
            try TemporaryVault.write("", to: "v/.vault/config", in: directory)
            for (uuid, date, title) in [("5C", "1582-10-10", "old"), ("6C", "1500-01-01", "older"), ("7C", "0000-11-02", "zero")] {
                let path = "v/\(date.prefix(4))/\(date.dropFirst(5).prefix(2))/\(date)-\(title).md"
                try TemporaryVault.write("---\nuuid: \(uuid)3E2C4B-0D33-4D4B-9C7E-1A2B3C4D5E6F\ndate: \(date)\n---\n# \(title)\n", to: path, in: directory)
            }
            try body(directory)
        }
    }

    @Test(arguments: [
        ("1582-10-10", "en_US", "old\nSunday, October 10, 1582\n"),
        ("1500-01-01", "en_US", "older\nMonday, January 1, 1500\n"),
        ("0000-11-02", "en_US", "zero\nThursday, November 2, 0000\n"),
        ("1582-10-10", "ko_KR", "old\n1582년 10월 10일 일요일\n"),
        ("1500-01-01", "ko_KR", "older\n1500년 1월 1일 월요일\n"),
        ("0000-11-02", "ko_KR", "zero\n0000년 11월 2일 목요일\n"),
    ])
    func showsTheDateAsWritten(date: String, locale: String, expected: String) throws {
        try Self.withOldEntries { directory in
            let run = EndToEnd.run(["--vault", "v", "show", date, "--locale", locale], in: directory)
            #expect(run == CLIRun(status: 0, stdout: expected, stderr: ""))
        }
    }

    @Test func indexesYearZeroAsYearZero() throws {
        try Self.withOldEntries { directory in
            let run = EndToEnd.run(["--vault", "v", "index", "--locale", "en_US"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: """
                October 1582 (1)
                  10 Sun                   old

                January 1500 (1)
                  01 Mon                   older

                November 0000 (1)
                  02 Thu                   zero

                """, stderr: ""))
        }
    }

    /// `vault calendar 0000-11` draws the month: year 0 is a year of the YYYY-MM format.
    @Test func drawsAMonthOfYearZero() throws {
        try Self.withOldEntries { directory in
            let run = EndToEnd.run(["--vault", "v", "calendar", "0000-11", "--locale", "en_US"], in: directory)
            #expect(run == CLIRun(status: 0, stdout: """
                      November 0000
                Su  Mo  Tu  We  Th  Fr  Sa
                             1   2+  3   4
                 5   6   7   8   9  10  11
                12  13  14  15  16  17  18
                19  20  21  22  23  24  25
                26  27  28  29  30

                + entries  * starred

                """, stderr: ""))
        }
    }

    @Test func titlesAMonthBeforeTheReform() throws {
        try Self.withOldEntries { directory in
            let run = EndToEnd.run(["--vault", "v", "calendar", "1582-10", "--locale", "ko_KR"], in: directory)
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("       1582년 10월\n일  월  화  수  목  금  토\n                     1   2\n"))
        }
    }
}
