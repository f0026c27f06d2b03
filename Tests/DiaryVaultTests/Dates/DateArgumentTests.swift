import Foundation
import Testing
@testable import DiaryVault

/// The `--date` forms of `vault new` and the default date.
@Suite struct DateArgumentTests {
    static let seoul = TimeZone(identifier: "Asia/Seoul")!
    static let newYork = TimeZone(identifier: "America/New_York")!
    /// 2026-11-29T21:14:05+09:00.
    static let now = CLIContext.testNow.addingTimeInterval(5)

    static let accepted: [(input: String, written: String)] = [
        ("today", "2026-11-29"),
        ("Yesterday", "2026-11-28"),
        ("2026-02-28", "2026-02-28"),
        ("2026-11-29T21:14", "2026-11-29T21:14:00+09:00"),
        ("2026-11-29 07:05:09", "2026-11-29T07:05:09+09:00"),
        ("2026-11-29T21:14Z", "2026-11-29T21:14:00Z"),
        ("2026-11-29T21:14:30-0330", "2026-11-29T21:14:30-03:30"),
        ("2026-11-29T21:14+05:45", "2026-11-29T21:14:00+05:45"),
        ("2026-11-29T21:14:05.5", "2026-11-29T21:14:05.5+09:00"),
        ("2026-11-29T21:14:05.123456Z", "2026-11-29T21:14:05.123456Z"),
        // Relative days; see RelativeDayTests for all forms.
        ("tomorrow", "2026-11-30"),
        ("3 days ago", "2026-11-26"),
    ]

    @Test(arguments: accepted)
    func readsAcceptedForms(input: String, written: String) {
        #expect(DateArgument.parse(input, now: Self.now, timeZone: Self.seoul)?.text == written)
    }

    @Test(arguments: ["", "now", "3 months ago", "2026-02-30", "2026-11-29T25:00", "29.11.2026", "2026-11-29T21:14:00.", "2026-11"])
    func rejectsOtherText(input: String) {
        #expect(DateArgument.parse(input, now: Self.now, timeZone: Self.seoul) == nil)
    }

    static let explained: [(input: String, expected: String)] = [
        ("2026-02-29", "a day of the calendar; 2026-02-29 is not a day (2026 is not a leap year)"),
        ("2026-04-31T10:00", "a day of the calendar; 2026-04-31 is not a day (April 2026 has 30 days)"),
        ("2026-00-10", "a day of the calendar; 2026-00-10 is not a day (there is no month 00)"),
        ("2026-11-29T24:00", "an hour 00 to 23, not 24"),
        ("2026-11-29T23:60", "a minute 00 to 59, not 60"),
        ("2026-11-29T23", DateArgument.forms),
        ("29.11.2026", DateArgument.forms),
    ]

    @Test(arguments: explained)
    func explainsADateThatDoesNotExist(input: String, expected: String) {
        #expect(DateArgument.parse(input, now: Self.now, timeZone: Self.seoul) == nil)
        #expect(DateArgument.expectation(for: input) == expected)
    }

    @Test func usesTheOffsetOfThatLocalTime() {
        // New York is at -04:00 in summer and -05:00 in winter.
        #expect(DateArgument.parse("2026-07-01T12:00", now: Self.now, timeZone: Self.newYork)?.text == "2026-07-01T12:00:00-04:00")
        #expect(DateArgument.parse("2026-12-01T12:00", now: Self.now, timeZone: Self.newYork)?.text == "2026-12-01T12:00:00-05:00")
    }

    @Test func takesTodayInTheLocalTimeZone() {
        // 21:14 in Seoul is 07:14 the same day in New York, and 12:14 UTC.
        #expect(DateArgument.parse("today", now: Self.now, timeZone: Self.newYork)?.text == "2026-11-29")
        let auckland = TimeZone(identifier: "Pacific/Auckland")!
        #expect(DateArgument.parse("today", now: Self.now, timeZone: auckland)?.text == "2026-11-30")
    }

    @Test func writesTheCurrentTimeWithItsOffset() {
        #expect(DateArgument.current(Self.now, timeZone: Self.seoul).text == "2026-11-29T21:14:05+09:00")
        #expect(DateArgument.current(Self.now, timeZone: Self.newYork).text == "2026-11-29T07:14:05-05:00")
        #expect(DateArgument.current(Self.now, timeZone: TimeZone(identifier: "UTC")!).text == "2026-11-29T12:14:05+00:00")
    }
}
