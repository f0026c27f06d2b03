@testable import DiaryVault
import Testing

@Suite struct CalendarRendererYearTests {
    let november = CalendarSamples.november2026

    @Test func drawsTheYearThreeMonthsAcrossLikeCal() {
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: CalendarOptions())
        #expect(output == """
                                           2026

                  January                February                March
            Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa
                         1  2  3    1  2  3  4  5  6  7    1  2  3  4  5  6  7
             4  5  6  7  8  9 10    8  9 10 11 12 13 14    8  9 10 11 12 13 14
            11 12 13 14 15 16 17   15 16 17 18 19 20 21   15 16 17 18 19 20 21
            18 19 20 21 22 23 24   22 23 24 25 26 27 28   22 23 24 25 26 27 28
            25 26 27 28 29 30 31                          29 30 31

                   April                   May                    June
            Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa
                      1  2  3  4                   1  2       1  2  3  4  5  6
             5  6  7  8  9 10 11    3  4  5  6  7  8  9    7  8  9 10 11 12 13
            12 13 14 15 16 17 18   10 11 12 13 14 15 16   14 15 16 17 18 19 20
            19 20 21 22 23 24 25   17 18 19 20 21 22 23   21 22 23 24 25 26 27
            26 27 28 29 30         24 25 26 27 28 29 30   28 29 30
                                   31

                    July                  August               September
            Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa
                      1  2  3  4                      1          1  2  3  4  5
             5  6  7  8  9 10 11    2  3  4  5  6  7  8    6  7  8  9 10 11 12
            12 13 14 15 16 17 18    9 10 11 12 13 14 15   13 14 15 16 17 18 19
            19 20 21 22 23 24 25   16 17 18 19 20 21 22   20 21 22 23 24 25 26
            26 27 28 29 30 31      23 24 25 26 27 28 29   27 28 29 30
                                   30 31

                  October                November               December
            Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa   Su Mo Tu We Th Fr Sa
                         1  2  3    1* 2  3+ 4  5  6  7          1  2  3  4  5
             4  5  6  7  8  9 10    8  9 10 11 12 13 14+   6  7  8  9 10 11 12
            11 12 13 14 15 16 17   15 16 17 18 19 20+21   13 14 15 16 17 18 19
            18 19 20 21 22 23 24   22 23 24 25 26 27 28   20 21 22 23 24 25 26
            25 26 27 28 29 30 31   29*30+                 27 28 29 30 31

            + entries  * starred
            """)
    }

    @Test func drawsMoodMarksAndTodayInTheYearView() {
        let options = CalendarOptions(
            showMood: true, today: CalendarSamples.date(2026, 11, 30), style: TextStyle(isColorEnabled: true)
        )
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let novemberLast = "29\u{1B}[32mG\u{1B}[0m\u{1B}[7m30\u{1B}[0m\u{1B}[35mn\u{1B}[0m"
        #expect(lines[34] == "25 26 27 28 29 30 31   " + novemberLast + "                 27 28 29 30 31")
        let legend = "\u{1B}[31mb\u{1B}[0m bad  \u{1B}[35mn\u{1B}[0m not-great  \u{1B}[33mo\u{1B}[0m okay  "
            + "\u{1B}[36mg\u{1B}[0m good  \u{1B}[32mG\u{1B}[0m great  ? no mood"
        #expect(lines.last.map(String.init) == legend)
    }

    /// Reads every month back by terminal column: month blocks start 23 columns apart, weekday names
    /// and day numbers 3 apart inside them; Korean names are 2 columns, so padding by `count` fails.
    @Test func keepsKoreanMonthsAlignedByDisplayWidth() {
        let options = CalendarOptions(localeIdentifier: "ko_KR")
        let output = CalendarRenderer.renderYear(year: 2026, days: november, options: options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines.dropLast(2) {
            #expect(line.displayWidth <= 67, "\(line)")
        }
        #expect(lines[0] == String(repeating: " ", count: 30) + "2026년")
        let names = ["일", "월", "화", "수", "목", "금", "토"]
        var index = 2
        for firstMonth in stride(from: 1, through: 12, by: 3) {
            let grids = (firstMonth..<firstMonth + 3).map {
                CalendarRenderer.monthGrid(year: 2026, month: $0, firstWeekday: 1)
            }
            for (block, month) in (firstMonth..<firstMonth + 3).enumerated() {
                let start = 23 * block
                let title = CalendarSamples.text(of: lines[index], columns: start..<start + 21)
                #expect(title == "\(month)월")
                let titleColumn = CalendarSamples.columns(of: lines[index])
                    .first { $0.column >= start && $0.character != " " }?.column
                #expect(titleColumn == start + (20 - "\(month)월".displayWidth) / 2)
                for (column, name) in names.enumerated() {
                    let cell = start + 3 * column
                    #expect(CalendarSamples.text(of: lines[index + 1], columns: cell..<cell + 2) == name)
                }
                for (week, days) in grids[block].enumerated() {
                    for (column, date) in days.enumerated() {
                        let cell = start + 3 * column
                        let line = lines[index + 2 + week]
                        let number = CalendarSamples.text(of: line, columns: cell..<cell + 2)
                        #expect(number == (date.map { String($0.day) } ?? ""), "\(line)")
                    }
                }
            }
            let height = grids.map(\.count).max() ?? 0
            index += 2 + height + 1
        }
        #expect(lines[index - 1] == "")
        #expect(lines[index] == "+ entries  * starred")
    }

    @Test func startsEveryMonthOnTheSameWeekday() {
        let options = CalendarOptions(localeIdentifier: "de_DE")
        let output = CalendarRenderer.renderYear(year: 2026, days: [:], options: options)
        let headers = output.split(separator: "\n").filter { $0.hasPrefix("Mo") }
        #expect(headers.count == 4)
        let week = "Mo Di Mi Do Fr Sa So"
        #expect(headers.allSatisfy { $0 == "\(week)   \(week)   \(week)" })
    }
}
