@testable import DiaryVault
import Foundation
import Testing

@Suite struct CalendarRendererJSONTests {
    @Test func writesAMonthAsWeeksOfDaysInTheDocumentedOrder() {
        let days = CalendarSamples.summaries([
            DaySummary(
                date: CalendarSamples.date(2027, 2, 1), entryCount: 2, starredCount: 1, moods: [.good, .okay]
            ),
        ])
        // February 2027 starts on a Monday: exactly four weeks with Monday first.
        let options = CalendarOptions(firstWeekday: 2)
        let output = CalendarRenderer.renderMonthJSON(year: 2027, month: 2, days: days, options: options)
        let empty = { (day: Int) in
            "{\"date\":\"2027-02-\(day < 10 ? "0" : "")\(day)\",\"day\":\(day),\"entries\":[],\"entryCount\":0,"
                + "\"mood\":null,\"moods\":[],\"starred\":false,\"starredCount\":0}"
        }
        let first = "{\"date\":\"2027-02-01\",\"day\":1,\"entries\":[],\"entryCount\":2,\"mood\":\"okay\","
            + "\"moods\":[\"good\",\"okay\"],\"starred\":true,\"starredCount\":1}"
        let weeks = (0..<4).map { week in
            let cells = (1...7).map { week * 7 + $0 }.map { $0 == 1 ? first : empty($0) }
            return "[" + cells.joined(separator: ",") + "]"
        }
        let expected = "{\"year\":2027,\"month\":2,\"firstWeekday\":2,\"weeks\":[" + weeks.joined(separator: ",")
            + "],\"anniversaries\":[],\"problems\":[]}"
        #expect(output == expected)
    }

    @Test func padsWeeksWithNullAndTakesTheFirstWeekdayFromTheLocale() throws {
        let output = CalendarRenderer.renderMonthJSON(
            year: 2026, month: 11, days: CalendarSamples.november2026,
            options: CalendarOptions(localeIdentifier: "de_DE")
        )
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(object["firstWeekday"] as? Int == 2)
        let weeks = try #require(object["weeks"] as? [[Any]])
        #expect(weeks.count == 6)
        #expect(weeks.allSatisfy { $0.count == 7 })
        #expect(weeks[0].prefix(6).allSatisfy { $0 is NSNull })
        #expect(weeks[5].dropFirst().allSatisfy { $0 is NSNull })
        let last = try #require(weeks[5][0] as? [String: Any])
        #expect(last["date"] as? String == "2026-11-30")
        #expect(last["mood"] as? String == "not-great")
        let sunday = try #require(weeks[4][6] as? [String: Any])
        #expect(sunday["day"] as? Int == 29)
        #expect(sunday["starredCount"] as? Int == 2)
        #expect(sunday["moods"] as? [String] == ["great"])
    }

    @Test func writesAYearAsTwelveMonths() throws {
        let options = CalendarOptions(localeIdentifier: "ko_KR")
        let output = CalendarRenderer.renderYearJSON(
            year: 2026, days: CalendarSamples.november2026, options: options
        )
        #expect(output.hasPrefix(
            "{\"year\":2026,\"firstWeekday\":1,\"months\":[{\"year\":2026,\"month\":1,\"firstWeekday\":1,\"weeks\":[[null,null,null,null,"
        ))
        #expect(output.hasSuffix("null,null]],\"anniversaries\":[]}],\"problems\":[]}"))
        let november = CalendarRenderer.renderMonthJSON(
            year: 2026, month: 11, days: CalendarSamples.november2026, options: options
        )
        // The year's months are the month objects without their problems.
        #expect(output.contains(String(november.dropLast(#","problems":[]}"#.count)) + "}"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let months = try #require(object["months"] as? [[String: Any]])
        #expect(months.compactMap { $0["month"] as? Int } == Array(1...12))
    }

    /// Each day of the month an anniversary marks is listed, with the entry that marks it (or
    /// null for a line of .vault/config).
    @Test func listsTheAnniversaryMarksOfTheMonth() {
        var options = CalendarOptions(firstWeekday: 1)
        let config = Anniversary(date: CivilDate(year: 2021, month: 11, day: 5)!, name: "We met")
        let entry = Anniversary(date: CivilDate(year: 2026, month: 8, day: 5)!, name: "Moved", path: "2026/08/2026-08-05-moved.md")
        options.anniversaryMarks = AnniversaryMark.marks(of: [config, entry], from: CivilDate(year: 2026, month: 11, day: 1)!,
                                                         through: CivilDate(year: 2026, month: 11, day: 30)!,
                                                         rules: TimeRules(counting: .fromZero))
        let output = CalendarRenderer.renderMonthJSON(year: 2026, month: 11, days: [:], options: options)
        #expect(output.hasSuffix(#""anniversaries":[{"date":"2026-11-05","name":"We met","path":null,"kind":"years","count":5},"#
            + #"{"date":"2026-11-13","name":"Moved","path":"2026/08/2026-08-05-moved.md","kind":"days","count":100}],"problems":[]}"#))
    }

    @Test func ignoresStyleAndMoodOptions() {
        let plain = CalendarRenderer.renderMonthJSON(
            year: 2026, month: 11, days: CalendarSamples.november2026, options: CalendarOptions()
        )
        let coloured = CalendarRenderer.renderMonthJSON(
            year: 2026, month: 11, days: CalendarSamples.november2026,
            options: CalendarOptions(
                showMood: true, today: CalendarSamples.date(2026, 11, 29), style: TextStyle(isColorEnabled: true)
            )
        )
        #expect(plain == coloured)
        #expect(!plain.contains("\u{1B}") && !plain.contains("\n"))
    }
}
