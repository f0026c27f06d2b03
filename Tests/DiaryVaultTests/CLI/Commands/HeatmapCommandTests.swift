import Foundation
import Testing
@testable import DiaryVault

@Suite struct HeatmapCommandTests {
    /// Runs `vault heatmap ...` on a copy of SmallVault, as on a terminal of `width` columns
    /// without colour.
    static func run(_ arguments: [String], width: Int? = nil, environment: [String: String] = [:]) throws -> CLIRun {
        let vault = try TemporaryVault(copying: "SmallVault")
        return TemporaryVault.run(["heatmap", "--color", "never"] + arguments, in: URL(fileURLWithPath: vault.root),
                                  environment: environment, isOutputTerminal: width != nil, terminalWidth: width ?? 80)
    }

    @Test func aYearFitsInOneBlockAt200Columns() throws {
        let result = try Self.run(["2026"], width: 200)
        #expect(result.status == 0)
        #expect(result.stdout == """
               Jan       Feb     Mar     Apr     May       Jun     Jul     Aug       Sep     Oct       Nov     Dec
            Su   · · · · · · · · ░ · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·<
            Mo   · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Tu   · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
            We   · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Th ░ · ░ · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Sa · ▒ · · ░ · · · · · ░ · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · · ·

            entries: · 0  ░ 1  ▒ 2  ▓ 3  █ 4+  < today

            """)
    }

    @Test func aYearIsCutIntoTwoHalvesAt80Columns() throws {
        let result = try Self.run(["2026"], width: 80)
        #expect(result.status == 0)
        #expect(result.stdout == """
               Jan       Feb     Mar     Apr     May       Jun     Jul
            Su   · · · · · · · · ░ · · · · · · · · · · · · · · · · ·
            Mo   · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Tu   · · · · · · · · · · · · · · · · · · · · · · · · · ·
            We   · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Th ░ · ░ · · · · · · · · · · · · · · · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · · · · · · · · · · · ·
            Sa · ▒ · · ░ · · · · · ░ · · · · · · · · · · · · · · · ·

               Jul   Aug       Sep     Oct       Nov     Dec
            Su · · · · · · · · · · · · · · · · · · · · · ·<
            Mo · · · · · · · · · · · · · · · · · · · · ·
            Tu · · · · · · · · · · · · · · · · · · · · ·
            We · · · · · · · · · · · · · · · · · · · · ·
            Th · · · · · · · · · · · · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · · · · · ·
            Sa · · · · · · · · · · · · · · · · · · · · ·

            entries: · 0  ░ 1  ▒ 2  ▓ 3  █ 4+  < today

            """)
    }

    @Test func aYearIsCutIntoThreeBlocksAt40Columns() throws {
        let result = try Self.run(["2026"], width: 40)
        #expect(result.status == 0)
        #expect(result.stdout == """
               Jan       Feb     Mar     Apr     May
            Su   · · · · · · · · ░ · · · · · · · ·
            Mo   · · · · · · · · · · · · · · · · ·
            Tu   · · · · · · · · · · · · · · · · ·
            We   · · · · · · · · · · · · · · · · ·
            Th ░ · ░ · · · · · · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · · ·
            Sa · ▒ · · ░ · · · · · ░ · · · · · · ·

               May     Jun     Jul     Aug       Sep
            Su · · · · · · · · · · · · · · · · · ·
            Mo · · · · · · · · · · · · · · · · · ·
            Tu · · · · · · · · · · · · · · · · · ·
            We · · · · · · · · · · · · · · · · · ·
            Th · · · · · · · · · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · · ·
            Sa · · · · · · · · · · · · · · · · · ·

               Sep   Oct       Nov     Dec
            Su · · · · · · · · · · · · ·<
            Mo · · · · · · · · · · · ·
            Tu · · · · · · · · · · · ·
            We · · · · · · · · · · · ·
            Th · · · · · · · · · · · ·
            Fr · · · · · · · · · · · ·
            Sa · · · · · · · · · · · ·

            entries: · 0  ░ 1  ▒ 2  ▓ 3  █ 4+  < today

            """)
    }

    @Test func koreanNamesTheMonthsAndWeekdays() throws {
        let result = try Self.run(["--from", "2025-12-01", "--to", "2026-03-31", "--locale", "ko_KR"], width: 80)
        #expect(result.status == 0)
        #expect(result.stdout == """
               12월    1월       2월     3월
            일   ░ · · · · · · · · · · · ░ · · · ·
            월 · · · · · · · · · · · · · · · · · ·
            화 · · · · · · · · · · · · · · · · · ·
            수 · · · ░ ░ · · · · · · · · · · · ·
            목 · · · · ░ · ░ · · · · · · · · · ·
            금 · · · · · · · · · · · · · · · · ·
            토 · · · · · ▒ · · ░ · · · · · ░ · ·

            일기: · 0  ░ 1  ▒ 2  ▓ 3  █ 4+

            """)
    }

    @Test func germanStartsOnMondayAndShowsMoods() throws {
        let result = try Self.run(["--from", "2025-12-01", "--to", "2026-03-31", "--locale", "de_DE", "--by", "mood"], width: 80)
        #expect(result.status == 0)
        #expect(result.stdout == """
               Dez     Jan     Feb     Mär
            Mo · · · · · · · · · · · · · · · · · ·
            Di · · · · · · · · · · · · · · · · · ·
            Mi · · · G g · · · · · · · · · · · ·
            Do · · · · ? · o · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · ·
            Sa · · · · · G · · n · · · · · b · ·
            So o · · · · · · · · · · · o · · · ·

            Stimmung: · keine Einträge  b schlecht  n mäßig  o okay  g gut  G sehr gut  ? keine Stimmung

            """)
    }

    @Test func wordsUseTheConfiguredSteps() throws {
        let result = try Self.run(["--from", "2025-12-01", "--to", "2026-03-31", "--by", "words"], width: 80)
        #expect(result.status == 0)
        #expect(result.stdout == """
               Dec     Jan       Feb     Mar
            Su   ░ · · · · · · · · · · · ░ · · · ·
            Mo · · · · · · · · · · · · · · · · · ·
            Tu · · · · · · · · · · · · · · · · · ·
            We · · · ░ ░ · · · · · · · · · · · ·
            Th · · · · ░ · ░ · · · · · · · · · ·
            Fr · · · · · · · · · · · · · · · · ·
            Sa · · · · · ░ · · ░ · · · · · ░ · ·

            words: · 0  ░ <100  ▒ 100+  ▓ 300+  █ 600+

            """)
    }

    @Test func jsonGivesEveryDaysValue() throws {
        let result = try Self.run(["--from", "2026-01-09", "--to", "2026-01-11", "--by", "words", "--json"])
        #expect(result.status == 0)
        // Keys in their documented order (not sorted), `entryCount` for a number of entries,
        // `count` after the days and `problems` last, as every command's JSON.
        let days = #"{"date":"2026-01-09","entryCount":0,"words":0,"mood":null,"level":0},"#
            + #"{"date":"2026-01-10","entryCount":2,"words":19,"mood":"great","level":1},"#
            + #"{"date":"2026-01-11","entryCount":0,"words":0,"mood":null,"level":0}"#
        #expect(result.stdout == #"{"by":"words","from":"2026-01-09","to":"2026-01-11","thresholds":[100,300,600],"days":["# + days + #"],"count":3,"problems":[]}"# + "\n")
    }

    /// The count view has the four shades the help lists: 1, 2, 3 and 4+ entries are '░ ▒ ▓ █',
    /// as the legend says.
    @Test func countsHaveFourShades() throws {
        let vault = try TemporaryVault()
        for (day, count) in [(1, 1), (2, 2), (3, 3), (4, 5)] {
            for index in 0..<count {
                try vault.write("2026/11/2026-11-0\(day)-\(index).md", "---\ndate: 2026-11-0\(day)T1\(index):00:00+09:00\n---\n# x\n")
            }
        }
        let run = vault.run(["heatmap", "--from", "2026-11-01", "--to", "2026-11-07", "--color", "never"])
        #expect(run.stdout == """
               Nov
            Su ░
            Mo ▒
            Tu ▓
            We █
            Th ·
            Fr ·
            Sa ·

            entries: · 0  ░ 1  ▒ 2  ▓ 3  █ 4+

            """)
        #expect(vault.run(["heatmap", "--from", "2026-11-01", "--to", "2026-11-04", "--json"]).stdout.contains(#""thresholds":[1,2,3,4],"days":[{"date":"2026-11-01","entryCount":1,"words":"#))
    }

    /// A range after today says why its grid is empty.
    @Test func aFutureRangeSaysWhyItIsEmpty() throws {
        let run = try Self.run(["--from", "2027-01-01", "--to", "2027-01-14"])
        #expect(run.stdout.hasSuffix("entries: · 0  ░ 1  ▒ 2  ▓ 3  █ 4+\nEvery day of this range is after today (2026-11-29), so none is drawn yet.\n"))
        #expect(try Self.run(["--from", "2027-01-01", "--to", "2027-01-14", "--locale", "ko_KR"]).stdout.hasSuffix(
            "이 기간의 모든 날이 오늘(2026-11-29) 이후라서 아직 표시할 날이 없습니다.\n"))
    }

    /// `--explain` is the shared option: the rules of time from TimeRules, then the levels.
    @Test func explainStatesTheDayRulesOnce() throws {
        let run = try Self.run(["--explain"])
        #expect(run.stdout.hasPrefix("Day: an entry belongs to the date written in its front matter"))
        #expect(run.stdout.hasSuffix("""
            for streaks and stats only).

            Heatmap: a day's level has fixed thresholds, never scaled to the maximum: by count 0, 1,
              2, 3, 4+ entries; by words no entry, below the first step, then each step reached
              (heatmap-words in .vault/config, default 100,300,600); by mood the mood of the day's
              latest entry that has one, as in 'vault calendar --mood'.

            """))
        #expect(run.stdout.components(separatedBy: "day-end").count == 2)
    }

    @Test func colourIsA256ColourShadeAndNoColorTurnsItOff() throws {
        let vault = try TemporaryVault(copying: "SmallVault")
        let url = URL(fileURLWithPath: vault.root)
        let coloured = TemporaryVault.run(["heatmap", "--last", "7"], in: url, isOutputTerminal: true, terminalWidth: 80)
        #expect(coloured.stdout.contains("\u{1B}[38;5;240m·\u{1B}[0m"))
        #expect(coloured.stdout.contains("\u{1B}[7;38;5;240m·\u{1B}[0m<"))
        let plain = TemporaryVault.run(["heatmap", "--last", "7"], in: url, environment: ["NO_COLOR": "1"],
                                       isOutputTerminal: true, terminalWidth: 80)
        #expect(!plain.stdout.contains("\u{1B}"))
    }

    @Test(arguments: [
        (["2026-11"], "error: the value '2026-11' is invalid for '<year>': expected a year YYYY, such as 2026"),
        (["--last", "0"], "error: the value '0' is invalid for '--last <days>': expected a number of days from 1 to 3660"),
        (["2026", "--last", "7"], "error: the options '<year>' and '--last' cannot be used together"),
        (["--last", "7", "--from", "2026-01-01"], "error: the options '--last' and '--from' cannot be used together"),
        (["--monday", "--sunday"], "error: the options '--monday' and '--sunday' cannot be used together"),
    ])
    func badRangesAreUsageErrors(_ arguments: [String], _ message: String) throws {
        let result = try Self.run(arguments)
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix(message))
    }
}

/// Ranges at the edges of the calendar (year 0, year 9999), which `vault heatmap` must draw
/// without leaving it.
@Suite struct HeatmapRangeRegressionTests {
    @Test(arguments: [["--to", "0000-06-01"], ["--from", "9999-12-01"], ["--to", "0000-01-01", "--json"]])
    func rangesAtTheEdgesOfTheCalendarStayInsideIt(_ arguments: [String]) throws {
        let vault = try TemporaryVault(copying: "SmallVault")
        let run = vault.run(["heatmap"] + arguments)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("-0001") && !run.stdout.contains("10000-"))
    }
}
