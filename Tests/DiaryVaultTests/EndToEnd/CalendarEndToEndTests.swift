import Foundation
import Testing
@testable import DiaryVault

/// `vault calendar` on the `SmallVault` fixture (and `SampleVault` for today's highlight).
///
/// The fixture's edge entries keep their day as written: 2025-12-31T23:50+09:00 on December 31
/// (January 1 in UTC+14), 2026-01-31T22:00-10:00 on January 31 (February 1 in UTC and Seoul), and
/// the date-only 2026-01-15 on the 15th (the 14th if read as UTC midnight west of Greenwich).
@Suite struct CalendarEndToEndTests {
    static let january = """
               January 2026
        Su  Mo  Tu  We  Th  Fr  Sa
                         1+  2   3
         4   5   6   7   8   9  10*
        11  12  13  14  15+ 16  17
        18  19  20  21  22  23  24
        25  26  27  28  29  30  31+

        + entries  * starred

        """

    @Test func marksDaysWithEntriesAndStarredDays() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-01"])
        #expect(run == CLIRun(status: 0, stdout: Self.january, stderr: ""))
    }

    @Test func startsWeeksOnMondayWhenAsked() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-01", "--monday"])
        #expect(run == CLIRun(status: 0, stdout: """
                   January 2026
            Mo  Tu  We  Th  Fr  Sa  Su
                         1+  2   3   4
             5   6   7   8   9  10* 11
            12  13  14  15+ 16  17  18
            19  20  21  22  23  24  25
            26  27  28  29  30  31+

            + entries  * starred

            """, stderr: ""))
    }

    @Test func marksEachDayWithItsLatestMood() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2025-12", "--mood"])
        #expect(run == CLIRun(status: 0, stdout: """
                  December 2025
            Su  Mo  Tu  We  Th  Fr  Sa
                 1   2   3   4   5   6
             7o  8   9  10  11  12  13
            14  15  16  17  18  19  20
            21  22  23  24G 25  26  27
            28  29  30  31g

            b bad  n not-great  o okay  g good  G great  ? no mood

            """, stderr: ""))
    }

    /// German names and the locale's Monday start; `--sunday` overrides the locale.
    @Test func namesMonthsAndWeekdaysInGerman() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-03", "--locale", "de_DE"])
        #expect(run == CLIRun(status: 0, stdout: """
                    März 2026
            Mo  Di  Mi  Do  Fr  Sa  So
                                     1*
             2   3   4   5   6   7   8
             9  10  11  12  13  14+ 15
            16  17  18  19  20  21  22
            23  24  25  26  27  28  29
            30  31

            + Einträge  * Favorit

            """, stderr: ""))
        let sunday = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-03", "--sunday"], environment: ["LANG": "de_DE.UTF-8"])
        #expect(sunday == CLIRun(status: 0, stdout: """
                    März 2026
            So  Mo  Di  Mi  Do  Fr  Sa
             1*  2   3   4   5   6   7
             8   9  10  11  12  13  14+
            15  16  17  18  19  20  21
            22  23  24  25  26  27  28
            29  30  31

            + Einträge  * Favorit

            """, stderr: ""))
    }

    /// A locale variable `--locale` would refuse falls back to en_US as `C` does (not "2026 M11"
    /// over "M T W T F S S"), without a message (the environment is not vault's setting).
    @Test(arguments: [["LANG": "xx_YY.UTF-8"], ["LC_ALL": "garbage", "LANG": "de_DE.UTF-8"], ["LANG": "C"]])
    func fallsBackToEnglishForABrokenLocaleVariable(environment: [String: String]) {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-11"], environment: environment)
        #expect(run == CLIRun(status: 0, stdout: """
                  November 2026
            Su  Mo  Tu  We  Th  Fr  Sa
             1   2   3   4   5   6   7
             8   9  10  11  12  13  14
            15  16  17  18  19  20  21
            22  23  24  25  26  27  28
            29  30

            + entries  * starred

            """, stderr: ""))
    }

    /// January 1 has an entry without a mood (`?`); the 10th ends great after a good morning.
    @Test func drawsKoreanMonthWithMoods() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-01", "--mood", "--locale", "ko_KR"])
        #expect(run == CLIRun(status: 0, stdout: """
                    2026년 1월
            일  월  화  수  목  금  토
                             1?  2   3
             4   5   6   7   8   9  10G
            11  12  13  14  15o 16  17
            18  19  20  21  22  23  24
            25  26  27  28  29  30  31n

            b 나쁨  n 별로  o 보통  g 좋음  G 최고  ? 기분 없음

            """, stderr: ""))
    }

    /// Three months across on a terminal of 120 columns; at 80, two (`drawsTheKoreanYearWithMoods`).
    @Test func drawsTheYearThreeMonthsAcrossAt120Columns() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026"], terminalWidth: 120)
        #expect(run == CLIRun(status: 0, stdout: """
                                                     2026

                     January                       February                       March
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
                             1+  2   3     1   2   3   4   5   6   7     1*  2   3   4   5   6   7
             4   5   6   7   8   9  10*    8   9  10  11  12  13  14     8   9  10  11  12  13  14+
            11  12  13  14  15+ 16  17    15  16  17  18  19  20  21    15  16  17  18  19  20  21
            18  19  20  21  22  23  24    22  23  24  25  26  27  28    22  23  24  25  26  27  28
            25  26  27  28  29  30  31+                                 29  30  31

                      April                          May                           June
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
                         1   2   3   4                         1   2         1   2   3   4   5   6
             5   6   7   8   9  10  11     3   4   5   6   7   8   9     7   8   9  10  11  12  13
            12  13  14  15  16  17  18    10  11  12  13  14  15  16    14  15  16  17  18  19  20
            19  20  21  22  23  24  25    17  18  19  20  21  22  23    21  22  23  24  25  26  27
            26  27  28  29  30            24  25  26  27  28  29  30    28  29  30
                                          31

                       July                         August                      September
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
                         1   2   3   4                             1             1   2   3   4   5
             5   6   7   8   9  10  11     2   3   4   5   6   7   8     6   7   8   9  10  11  12
            12  13  14  15  16  17  18     9  10  11  12  13  14  15    13  14  15  16  17  18  19
            19  20  21  22  23  24  25    16  17  18  19  20  21  22    20  21  22  23  24  25  26
            26  27  28  29  30  31        23  24  25  26  27  28  29    27  28  29  30
                                          30  31

                     October                       November                      December
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
                             1   2   3     1   2   3   4   5   6   7             1   2   3   4   5
             4   5   6   7   8   9  10     8   9  10  11  12  13  14     6   7   8   9  10  11  12
            11  12  13  14  15  16  17    15  16  17  18  19  20  21    13  14  15  16  17  18  19
            18  19  20  21  22  23  24    22  23  24  25  26  27  28    20  21  22  23  24  25  26
            25  26  27  28  29  30  31    29  30                        27  28  29  30  31

            + entries  * starred

            """, stderr: ""))
    }

    @Test func drawsTheKoreanYearWithMoods() {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2025", "--mood", "--locale", "ko_KR"])
        #expect(run == CLIRun(status: 0, stdout: """
                                     2025년

                       1월                           2월
            일  월  화  수  목  금  토    일  월  화  수  목  금  토
                         1   2   3   4                             1
             5   6   7   8   9  10  11     2   3   4   5   6   7   8
            12  13  14  15  16  17  18     9  10  11  12  13  14  15
            19  20  21  22  23  24  25    16  17  18  19  20  21  22
            26  27  28  29  30  31        23  24  25  26  27  28

                       3월                           4월
            일  월  화  수  목  금  토    일  월  화  수  목  금  토
                                     1             1   2   3   4   5
             2   3   4   5   6   7   8     6   7   8   9  10  11  12
             9  10  11  12  13  14  15    13  14  15  16  17  18  19
            16  17  18  19  20  21  22    20  21  22  23  24  25  26
            23  24  25  26  27  28  29    27  28  29  30
            30  31

                       5월                           6월
            일  월  화  수  목  금  토    일  월  화  수  목  금  토
                             1   2   3     1   2   3   4   5   6   7
             4   5   6   7   8   9  10     8   9  10  11  12  13  14
            11  12  13  14  15  16  17    15  16  17  18  19  20  21
            18  19  20  21  22  23  24    22  23  24  25  26  27  28
            25  26  27  28  29  30  31    29  30

                       7월                           8월
            일  월  화  수  목  금  토    일  월  화  수  목  금  토
                     1   2   3   4   5                         1   2
             6   7   8   9  10  11  12     3   4   5   6   7   8   9
            13  14  15  16  17  18  19    10  11  12  13  14  15  16
            20  21  22  23  24  25  26    17  18  19  20  21  22  23
            27  28  29  30  31            24  25  26  27  28  29  30
                                          31

                       9월                           10월
            일  월  화  수  목  금  토    일  월  화  수  목  금  토
                 1   2   3   4   5   6                 1   2   3   4
             7   8   9  10  11  12  13     5   6   7   8   9  10  11
            14  15  16  17  18  19  20    12  13  14  15  16  17  18
            21  22  23  24  25  26  27    19  20  21  22  23  24  25
            28  29  30                    26  27  28  29  30  31

                       11월                          12월
            일  월  화  수  목  금  토    일  월  화  수  목  금  토
                                     1         1   2   3   4   5   6
             2   3   4   5   6   7   8     7o  8   9  10  11  12  13
             9  10  11  12  13  14  15    14  15  16  17  18  19  20
            16  17  18  19  20  21  22    21  22  23  24G 25  26  27
            23  24  25  26  27  28  29    28  29  30  31g
            30

            b 나쁨  n 별로  o 보통  g 좋음  G 최고  ? 기분 없음

            """, stderr: ""))
    }

    @Test(arguments: [
        (["2026-01"], "SmallVault/calendar-2026-01.json"),
        (["2026", "--monday"], "SmallVault/calendar-2026-monday.json"),
    ])
    func printsTheGridAsJSON(period: [String], snapshot: String) throws {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "--json"] + period)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        try EndToEnd.expectSnapshot(run.stdout, named: snapshot)
    }

    /// Without a period the calendar shows the month of the context's clock: 2026-11-29 in Seoul.
    @Test func showsThisMonthByDefault() {
        let byDefault = EndToEnd.run(["--vault", "SmallVault", "calendar"])
        let november = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-11"])
        #expect(byDefault.status == 0)
        #expect(byDefault == november)
        #expect(byDefault.stdout.hasPrefix("      November 2026\n"))
    }

    /// Today (the 29th, itself starred in SampleVault) in reverse video, stars in bold yellow.
    @Test func highlightsTodayWhenColourIsOn() {
        let run = EndToEnd.run(["--vault", "SampleVault", "calendar", "--color", "always"],
                               in: EndToEnd.sampleVault.deletingLastPathComponent())
        let star = "\u{1B}[1;33m*\u{1B}[0m"
        // The entry 'Starting again' (2025-11-08) has 'anniversary: true': its first year is marked.
        let mark = "\u{1B}[1;35m^\u{1B}[0m"
        #expect(run == CLIRun(status: 0, stdout: """
                  November 2026
            Su  Mo  Tu  We  Th  Fr  Sa
             1+  2   3+  4+  5+  6   7+
             8\(mark)  9  10  11+ 12  13  14\(star)
            15  16  17  18+ 19  20  21+
            22  23  24+ 25  26\(star) 27  28
            \u{1B}[7m29\u{1B}[0m\(star) 30

            ^ Nov 8: Starting again, 1 year
            + entries  \(star) starred  \(mark) anniversary

            """, stderr: ""))
    }

    /// Colour follows `--color`, the terminal, `NO_COLOR` and `TERM=dumb`; without it every mark is
    /// still there and no escape sequence is written.
    @Test(arguments: [
        ([], false, [:], false),
        ([], true, [:], true),
        ([], true, ["NO_COLOR": "1"], false),
        ([], true, ["TERM": "dumb"], false),
        (["--color", "never"], true, [:], false),
        (["--color", "always"], false, ["NO_COLOR": "1"], true),
    ] as [([String], Bool, [String: String], Bool)])
    func coloursOnlyWhenAskedOrOnATerminal(options: [String], isTerminal: Bool, environment: [String: String], coloured: Bool) {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar", "2026-01"] + options,
                               environment: environment, isOutputTerminal: isTerminal)
        #expect(run.status == 0)
        #expect(run.stdout.contains("\u{1B}[") == coloured)
        #expect(CalendarSamples.strippingEscapes(run.stdout) == Self.january)
    }

    @Test(arguments: [
        (["2026-13"], "error: the value '2026-13' is invalid for '<month>': expected a month YYYY-MM or a year YYYY, such as 2026-11 or 2026"),
        (["2026-1"], "error: the value '2026-1' is invalid for '<month>': expected a month YYYY-MM or a year YYYY, such as 2026-11 or 2026"),
        (["--monday", "--sunday"], "error: the options '--monday' and '--sunday' cannot be used together"),
    ])
    func rejectsBadPeriodsAndConflictingWeekStarts(options: [String], message: String) {
        let run = EndToEnd.run(["--vault", "SmallVault", "calendar"] + options)
        #expect(run == CLIRun(status: 64, stdout: "", stderr: message + "\nhint: see 'vault help calendar'\n"))
    }

    /// An entry with `anniversary: true` is marked on the calendar (`^` and its line under the grid)
    /// and listed under `anniversaries` in its JSON.
    @Test func theCalendarMarksEntryAnniversariesAndListsThemInJSON() throws {
        let vault = try TemporaryVault.recentDays()
        try vault.write("2025/11/2025-11-08-met.md", "---\ndate: 2025-11-08\nanniversary: true\n---\n# We met\n")
        let text = vault.run(["calendar", "2026-11"])
        #expect(text.stdout.contains(" 8^ "))
        #expect(text.stdout.contains("^ Nov 8: We met, 1 year\n"))
        #expect(vault.run(["calendar", "2026-11", "--json"]).stdout.hasSuffix(
            #""anniversaries":[{"date":"2026-11-08","name":"We met","path":"2025/11/2025-11-08-met.md","kind":"years","count":1}],"problems":[]}"# + "\n"))
    }
}
