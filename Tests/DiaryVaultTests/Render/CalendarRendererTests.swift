@testable import DiaryVault
import Testing

@Suite struct CalendarRendererTests {
    let november = CalendarSamples.november2026

    @Test func drawsNovemberWithSundayFirstInEnglish() {
        let options = CalendarOptions()
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        #expect(output == """
                  November 2026
            Su  Mo  Tu  We  Th  Fr  Sa
             1*  2   3+  4   5   6   7
             8   9  10  11  12  13  14+
            15  16  17  18  19  20+ 21
            22  23  24  25  26  27  28
            29* 30+

            + entries  * starred
            """)
    }

    @Test func drawsNovemberWithMondayFirstWhenAsked() {
        let options = CalendarOptions(localeIdentifier: "en_US", firstWeekday: 2)
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        #expect(output == """
                  November 2026
            Mo  Tu  We  Th  Fr  Sa  Su
                                     1*
             2   3+  4   5   6   7   8
             9  10  11  12  13  14+ 15
            16  17  18  19  20+ 21  22
            23  24  25  26  27  28  29*
            30+

            + entries  * starred
            """)
    }

    @Test func drawsNovemberInGermanWithTheLocalesMondayFirst() {
        let options = CalendarOptions(localeIdentifier: "de_DE")
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        #expect(output == """
                  November 2026
            Mo  Di  Mi  Do  Fr  Sa  So
                                     1*
             2   3+  4   5   6   7   8
             9  10  11  12  13  14+ 15
            16  17  18  19  20+ 21  22
            23  24  25  26  27  28  29*
            30+

            + Einträge  * Favorit
            """)
    }

    @Test(arguments: ["ko_KR", "ko_KR.UTF-8"])
    func drawsNovemberInKorean(localeIdentifier: String) {
        let options = CalendarOptions(localeIdentifier: localeIdentifier)
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        #expect(output == """
                   2026년 11월
            일  월  화  수  목  금  토
             1*  2   3+  4   5   6   7
             8   9  10  11  12  13  14+
            15  16  17  18  19  20+ 21
            22  23  24  25  26  27  28
            29* 30+

            + 쓴 날  * 즐겨찾기
            """)
    }

    @Test func marksTheLatestMoodInMoodView() {
        let options = CalendarOptions(showMood: true)
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        #expect(output == """
                  November 2026
            Su  Mo  Tu  We  Th  Fr  Sa
             1o  2   3b  4   5   6   7
             8   9  10  11  12  13  14?
            15  16  17  18  19  20g 21
            22  23  24  25  26  27  28
            29G 30n

            b bad  n not-great  o okay  g good  G great  ? no mood
            """)
    }

    @Test func highlightsTodayAndColoursStarsWhenColourIsOn() {
        let options = CalendarOptions(
            today: CalendarSamples.date(2026, 11, 29), style: TextStyle(isColorEnabled: true)
        )
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == " 1\u{1B}[1;33m*\u{1B}[0m  2   3+  4   5   6   7")
        #expect(lines[6] == "\u{1B}[7m29\u{1B}[0m\u{1B}[1;33m*\u{1B}[0m 30+")
        #expect(lines[8] == "+ entries  \u{1B}[1;33m*\u{1B}[0m starred")
        let plain = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: .init())
        #expect(CalendarSamples.strippingEscapes(output) == plain)
    }

    @Test func highlightsBothColumnsOfASingleDigitToday() {
        let today = CalendarSamples.date(2026, 11, 5)
        let options = CalendarOptions(today: today, style: TextStyle(isColorEnabled: true))
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: [:], options: options)
        #expect(output.contains(" 4  \u{1B}[7m 5\u{1B}[0m   6"))
    }

    @Test func coloursMoodMarks() {
        let options = CalendarOptions(showMood: true, style: TextStyle(isColorEnabled: true))
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        #expect(output.contains(" 1\u{1B}[33mo\u{1B}[0m  2   3\u{1B}[31mb\u{1B}[0m"))
        #expect(output.contains("29\u{1B}[32mG\u{1B}[0m 30\u{1B}[35mn\u{1B}[0m"))
        #expect(output.contains("14?"))
    }

    @Test func writesNoEscapeCodesWhenColourIsOff() {
        for showMood in [false, true] {
            let today = CalendarSamples.date(2026, 11, 29)
            let options = CalendarOptions(showMood: showMood, today: today, style: .plain)
            let month = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
            let year = CalendarRenderer.renderYear(year: 2026, days: november, options: options)
            #expect(!month.contains("\u{1B}"))
            #expect(!year.contains("\u{1B}"))
        }
    }

    @Test func drawsALeapFebruaryThatStartsOnSundayInFiveWeeks() {
        let output = CalendarRenderer.renderMonth(year: 2032, month: 2, days: [:], options: CalendarOptions())
        #expect(output == """
                  February 2032
            Su  Mo  Tu  We  Th  Fr  Sa
             1   2   3   4   5   6   7
             8   9  10  11  12  13  14
            15  16  17  18  19  20  21
            22  23  24  25  26  27  28
            29

            + entries  * starred
            """)
    }

    @Test func drawsACommonFebruaryThatStartsOnSundayInFourWeeks() {
        let output = CalendarRenderer.renderMonth(year: 2026, month: 2, days: [:], options: CalendarOptions())
        #expect(output == """
                  February 2026
            Su  Mo  Tu  We  Th  Fr  Sa
             1   2   3   4   5   6   7
             8   9  10  11  12  13  14
            15  16  17  18  19  20  21
            22  23  24  25  26  27  28

            + entries  * starred
            """)
    }

    @Test(arguments: [
        (2026, 2, 1, 4), (2026, 2, 2, 5), (2032, 2, 1, 5), (2032, 2, 2, 5), (2027, 2, 2, 4),
        (2026, 8, 1, 6), (2026, 8, 2, 6), (2026, 11, 1, 5), (2026, 11, 2, 6), (2026, 11, 7, 5),
    ])
    func gridHasOnlyTheMonthsWeeks(year: Int, month: Int, firstWeekday: Int, weeks: Int) {
        let grid = CalendarRenderer.monthGrid(year: year, month: month, firstWeekday: firstWeekday)
        #expect(grid.count == weeks)
        #expect(grid.allSatisfy { $0.count == 7 })
        let dates = grid.flatMap { $0 }.compactMap { $0 }
        #expect(dates.map(\.day) == Array(1...CivilDate.daysIn(month: month, year: year)))
        #expect(dates.allSatisfy { $0.year == year && $0.month == month })
        for week in grid {
            for (column, date) in week.enumerated() {
                if let date { #expect(date.weekday == (firstWeekday - 1 + column) % 7 + 1) }
            }
        }
    }

    @Test func ignoresDaysWithoutEntriesAndDaysOfOtherMonths() {
        let days = CalendarSamples.summaries([
            DaySummary(date: CalendarSamples.date(2026, 11, 2), entryCount: 0),
            DaySummary(date: CalendarSamples.date(2026, 10, 31), entryCount: 4, starredCount: 1),
        ])
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: days, options: .init())
        #expect(output.split(separator: "\n")[2] == " 1   2   3   4   5   6   7")
    }

    /// Measures every line by display width and reads each column back by terminal position, so a
    /// header or title padded by `count` instead of display width would put Hangul one column off.
    @Test func keepsKoreanColumnsAlignedByDisplayWidth() {
        let options = CalendarOptions(localeIdentifier: "ko_KR")
        let output = CalendarRenderer.renderMonth(year: 2026, month: 11, days: november, options: options)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let grid = CalendarRenderer.monthGrid(year: 2026, month: 11, firstWeekday: 1)
        for line in lines.dropLast(2) {
            #expect(line.displayWidth <= 27, "\(line)")
        }
        #expect(lines[0] == String(repeating: " ", count: 7) + "2026년 11월")
        #expect(CalendarSamples.text(of: lines[0], columns: 7..<18) == "2026년 11월")
        let names = ["일", "월", "화", "수", "목", "금", "토"]
        for (column, name) in names.enumerated() {
            #expect(CalendarSamples.text(of: lines[1], columns: 4 * column..<4 * column + 2) == name)
        }
        for (week, line) in zip(grid, lines[2...]) {
            for (column, date) in week.enumerated() {
                let number = CalendarSamples.text(of: line, columns: 4 * column..<4 * column + 2)
                #expect(number == (date.map { String($0.day) } ?? ""), "\(line)")
                let mark = CalendarSamples.text(of: line, columns: 4 * column + 2..<4 * column + 3)
                let expected = date.flatMap { CalendarRenderer.Mark(summary: november[$0], showMood: false) }
                #expect(mark == (expected?.symbol ?? ""), "\(line)")
            }
        }
    }

    @Test func explainsTheMarksInTheLegend() {
        #expect(CalendarRenderer.legend(options: CalendarOptions()) == "+ entries  * starred")
        #expect(CalendarRenderer.legend(options: CalendarOptions(showMood: true))
            == "b bad  n not-great  o okay  g good  G great  ? no mood")
    }

    @Test func marksStarsOverEntriesAndMoodsOverStars() {
        let date = CalendarSamples.date(2026, 1, 1)
        let starred = DaySummary(date: date, entryCount: 3, starredCount: 1, moods: [.bad])
        #expect(CalendarRenderer.Mark(summary: starred, showMood: false) == .starred)
        #expect(CalendarRenderer.Mark(summary: starred, showMood: true) == .mood(.bad))
        let plain = DaySummary(date: date, entryCount: 1)
        #expect(CalendarRenderer.Mark(summary: plain, showMood: false) == .entries)
        #expect(CalendarRenderer.Mark(summary: plain, showMood: true) == .unknownMood)
        #expect(CalendarRenderer.Mark(summary: nil, showMood: true) == nil)
        let all = Mood.allCases.map(CalendarRenderer.Mark.mood) + [.entries, .starred, .unknownMood]
        let marks = all.map(\.symbol)
        #expect(Set(marks).count == marks.count)
        #expect(marks.allSatisfy { $0.displayWidth == 1 && $0.allSatisfy(\.isASCII) })
        #expect(!marks.contains { $0.allSatisfy(\.isNumber) })
    }
}
