@testable import DiaryVault
import Testing

@Suite struct CalendarRendererYearTests {
    let november = CalendarSamples.november2026

    /// At 80 columns two months go across, in the month view's 4-column cells: a mark never
    /// touches the next number (`14+ 15`, `29* 30+`).
    @Test func drawsTheYearTwoMonthsAcrossAt80Columns() {
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: CalendarOptions(width: 80))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == 53)
        #expect(lines.prefix(9).joined(separator: "\n") == """
                                      2026

                     January                       February
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
                             1   2   3     1   2   3   4   5   6   7
             4   5   6   7   8   9  10     8   9  10  11  12  13  14
            11  12  13  14  15  16  17    15  16  17  18  19  20  21
            18  19  20  21  22  23  24    22  23  24  25  26  27  28
            25  26  27  28  29  30  31
            """)
        #expect(lines.suffix(9).joined(separator: "\n") == """
                     November                      December
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
             1*  2   3+  4   5   6   7             1   2   3   4   5
             8   9  10  11  12  13  14+    6   7   8   9  10  11  12
            15  16  17  18  19  20+ 21    13  14  15  16  17  18  19
            22  23  24  25  26  27  28    20  21  22  23  24  25  26
            29* 30+                       27  28  29  30  31

            + entries  * starred
            """)
        #expect(lines.allSatisfy { $0.displayWidth <= 57 })
    }

    /// Three months across from 87 columns, as `cal -y` does at any width.
    @Test func drawsThreeMonthsAcrossAt120Columns() {
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: CalendarOptions(width: 120))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.suffix(9).joined(separator: "\n") == """
                     October                       November                      December
            Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa    Su  Mo  Tu  We  Th  Fr  Sa
                             1   2   3     1*  2   3+  4   5   6   7             1   2   3   4   5
             4   5   6   7   8   9  10     8   9  10  11  12  13  14+    6   7   8   9  10  11  12
            11  12  13  14  15  16  17    15  16  17  18  19  20+ 21    13  14  15  16  17  18  19
            18  19  20  21  22  23  24    22  23  24  25  26  27  28    20  21  22  23  24  25  26
            25  26  27  28  29  30  31    29* 30+                       27  28  29  30  31

            + entries  * starred
            """)
        #expect(lines[0] == String(repeating: " ", count: 41) + "2026")
        #expect(lines.map(\.displayWidth).max() == 86)
    }

    /// How many months fit: one month is 27 columns, two 57, three 87.
    @Test(arguments: [(26, 1), (27, 1), (56, 1), (57, 2), (60, 2), (80, 2), (86, 2), (87, 3), (120, 3)])
    func putsAsManyMonthsAcrossAsFit(width: Int, across: Int) {
        #expect(CalendarRenderer.monthsAcross(width: width) == across)
    }

    @Test func drawsMoodMarksAndTodayInTheYearView() {
        let options = CalendarOptions(
            showMood: true, today: CalendarSamples.date(2026, 11, 30), style: TextStyle(isColorEnabled: true), width: 120
        )
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let novemberLast = "29\u{1B}[32mG\u{1B}[0m \u{1B}[7m30\u{1B}[0m\u{1B}[35mn\u{1B}[0m"
        #expect(lines[34] == "25  26  27  28  29  30  31    " + novemberLast + "                       27  28  29  30  31")
        let legend = "\u{1B}[31mb\u{1B}[0m bad  \u{1B}[35mn\u{1B}[0m not-great  \u{1B}[33mo\u{1B}[0m okay  "
            + "\u{1B}[36mg\u{1B}[0m good  \u{1B}[32mG\u{1B}[0m great  ? no mood"
        #expect(lines.last.map(String.init) == legend)
    }

    /// Reads every month back by terminal column at 60, 80 and 120 columns: month blocks start 30
    /// columns apart, weekday names and day numbers 4 apart inside them; Korean names are 2
    /// columns, so padding by `count` fails. Every line fits the width.
    @Test(arguments: [60, 80, 120])
    func keepsKoreanMonthsAlignedByDisplayWidth(width: Int) {
        let options = CalendarOptions(localeIdentifier: "ko_KR", width: width)
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines { #expect(line.displayWidth <= width, "\(line)") }
        let across = width >= 87 ? 3 : 2
        #expect(lines[0] == String(repeating: " ", count: across == 3 ? 40 : 25) + "2026년")
        let names = ["일", "월", "화", "수", "목", "금", "토"]
        var index = 2
        for firstMonth in stride(from: 1, through: 12, by: across) {
            let months = Array(firstMonth..<firstMonth + across)
            let grids = months.map { CalendarRenderer.monthGrid(year: 2026, month: $0, firstWeekday: 1) }
            for (block, month) in months.enumerated() {
                let start = 30 * block
                #expect(CalendarSamples.text(of: lines[index], columns: start..<start + 28) == "\(month)월")
                let titleColumn = CalendarSamples.columns(of: lines[index])
                    .first { $0.column >= start && $0.character != " " }?.column
                #expect(titleColumn == start + (26 - "\(month)월".displayWidth) / 2)
                for (column, name) in names.enumerated() {
                    let cell = start + 4 * column
                    #expect(CalendarSamples.text(of: lines[index + 1], columns: cell..<cell + 2) == name)
                }
                for (week, days) in grids[block].enumerated() {
                    for (column, date) in days.enumerated() {
                        let cell = start + 4 * column
                        let line = lines[index + 2 + week]
                        #expect(CalendarSamples.text(of: line, columns: cell..<cell + 2) == (date.map { String($0.day) } ?? ""), "\(line)")
                        // The mark's column, then a blank before the next number.
                        #expect(CalendarSamples.text(of: line, columns: cell + 3..<cell + 4) == "", "\(line)")
                    }
                }
            }
            index += 2 + (grids.map(\.count).max() ?? 0) + 1
        }
        #expect(lines[index - 1] == "")
        #expect(lines[index] == "+ 쓴 날  * 즐겨찾기")
    }

    /// One month across below 57 columns: each month under the other.
    @Test func drawsOneMonthAcrossBelow57Columns() {
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: CalendarOptions(width: 40))
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.prefix(10).joined(separator: "\n") == """
                       2026

                     January
            Su  Mo  Tu  We  Th  Fr  Sa
                             1   2   3
             4   5   6   7   8   9  10
            11  12  13  14  15  16  17
            18  19  20  21  22  23  24
            25  26  27  28  29  30  31

            """)
        #expect(lines.allSatisfy { $0.displayWidth <= 27 })
    }

    @Test func startsEveryMonthOnTheSameWeekday() {
        let options = CalendarOptions(localeIdentifier: "de_DE", width: 120)
        let output = CalendarRenderer.renderYear(year: 2026, days: [:], options: options)
        let headers = output.split(separator: "\n").filter { $0.hasPrefix("Mo") }
        #expect(headers.count == 4)
        let week = "Mo  Di  Mi  Do  Fr  Sa  So"
        #expect(headers.allSatisfy { $0 == "\(week)    \(week)    \(week)" })
    }
}
