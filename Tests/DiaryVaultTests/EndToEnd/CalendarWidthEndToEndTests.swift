import Foundation
import Testing
@testable import DiaryVault

/// The Korean calendar through the CLI, measured in terminal columns (``Swift/String/displayWidth``):
/// Hangul month and weekday names are 2 columns each, so anything padded by `count` instead of
/// display width shows up here as a line of the wrong width or a day under the wrong weekday.
///
/// Runs on `SampleVault`, whose November 2026 has a mark on most days and whose year has marks in
/// eight months.
@Suite struct CalendarWidthEndToEndTests {
    static let korean = ["일", "월", "화", "수", "목", "금", "토"]

    func calendar(_ period: String, _ options: [String] = [], width: Int = 80) -> [String] {
        let run = EndToEnd.run(["--vault", "SampleVault", "calendar", period, "--locale", "ko_KR"] + options,
                               in: EndToEnd.sampleVault.deletingLastPathComponent(), terminalWidth: width)
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(run.stdout.hasSuffix("\n"))
        return run.stdout.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Title 7 + 11 columns, header and weeks at most 27 (`26* ` is the widest cell), a blank line
    /// and the legend; every day number sits in the 2 columns under its weekday's name.
    @Test(arguments: [[], ["--mood"]])
    func measuresEveryLineOfTheKoreanMonth(options: [String]) {
        let lines = calendar("2026-11", options)
        let widths = lines.map(\.displayWidth)
        let legend = options.isEmpty ? 29 : 61
        // The entry 'Starting again' (2025-11-08, 'anniversary: true') names its first year.
        #expect(widths == [18, 26, 27, 27, 27, 26, 6, 0, 33, legend], "\(lines)")
        #expect(lines[0] == String(repeating: " ", count: 7) + "2026년 11월")
        for (column, name) in Self.korean.enumerated() {
            #expect(CalendarSamples.text(of: lines[1], columns: 4 * column..<4 * column + 2) == name)
        }
        let grid = CalendarRenderer.monthGrid(year: 2026, month: 11, firstWeekday: 1)
        for (week, line) in zip(grid, lines[2...]) {
            for (column, date) in week.enumerated() {
                let number = CalendarSamples.text(of: line, columns: 4 * column..<4 * column + 2)
                #expect(number == (date.map { String($0.day) } ?? ""), "\(line)")
            }
        }
    }

    /// The year at 80 and 120 columns (two and three months across, blocks 30 columns apart, cells
    /// 4 apart inside them); every line fits the terminal.
    @Test(arguments: [[], ["--mood"]], [80, 120])
    func measuresEveryLineOfTheKoreanYear(options: [String], width: Int) {
        let lines = calendar("2026", options, width: width)
        let across = width >= 87 ? 3 : 2
        #expect(lines.allSatisfy { $0.displayWidth <= width }, "\(lines)")
        #expect(lines[0] == String(repeating: " ", count: across == 3 ? 40 : 25) + "2026년")
        // SampleVault's anniversary (2020-02-29, counted from one under ko_KR) names four days
        // under the grid ("^ 3월 8일: Moved to Mangwon, 2200일"), then the legend.
        // (and the entry 'Starting again' of 2025-11-08, marked 'anniversary: true', its days).
        #expect(lines.suffix(5).map(\.displayWidth) == [32, 36, 33, 34, options.isEmpty ? 29 : 61], "\(lines.suffix(5))")

        var index = 2
        for firstMonth in stride(from: 1, through: 12, by: across) {
            let months = Array(firstMonth..<firstMonth + across)
            let grids = months.map { CalendarRenderer.monthGrid(year: 2026, month: $0, firstWeekday: 1) }
            for (block, month) in months.enumerated() {
                let start = 30 * block
                #expect(CalendarSamples.text(of: lines[index], columns: start..<start + 28) == "\(month)월")
                for (column, name) in Self.korean.enumerated() {
                    let cell = start + 4 * column
                    #expect(CalendarSamples.text(of: lines[index + 1], columns: cell..<cell + 2) == name)
                }
                for (week, days) in grids[block].enumerated() {
                    let line = lines[index + 2 + week]
                    for (column, date) in days.enumerated() {
                        let cell = start + 4 * column
                        let number = CalendarSamples.text(of: line, columns: cell..<cell + 2)
                        #expect(number == (date.map { String($0.day) } ?? ""), "\(line)")
                    }
                }
            }
            index += 2 + (grids.map(\.count).max() ?? 0) + 1
        }
    }
}
