import Testing
@testable import DiaryVault

/// The `date` key: the forms RFC 3339 and ISO 8601 allow, read exactly as written; the entry's
/// day is the calendar date as written, never shifted by the offset.
@Suite struct EntryDateTests {
    /// An accepted form and what it reads as: day, time as written, offset in minutes.
    struct Accepted: Sendable, CustomTestStringConvertible {
        var text: String
        var day: String
        var time: String?
        var offset: Int?
        var testDescription: String { text }
    }

    static let accepted: [Accepted] = [
        Accepted(text: "2026-11-29", day: "2026-11-29", time: nil, offset: nil),
        Accepted(text: "2026-11-29T21:14", day: "2026-11-29", time: "21:14", offset: nil),
        Accepted(text: "2026-11-29T21:14:00", day: "2026-11-29", time: "21:14:00", offset: nil),
        Accepted(text: "2026-11-29 21:14:00", day: "2026-11-29", time: "21:14:00", offset: nil),
        Accepted(text: "2026-11-29t21:14:00z", day: "2026-11-29", time: "21:14:00", offset: 0),
        Accepted(text: "2026-11-05 20:01:02.5 +09:00", day: "2026-11-05", time: "20:01:02.5", offset: 540),
        Accepted(text: "2026-11-29T21:14:00+0900", day: "2026-11-29", time: "21:14:00", offset: 540),
        Accepted(text: "2026-11-29T21:14:00+09:00", day: "2026-11-29", time: "21:14:00", offset: 540),
        Accepted(text: "2026-11-29T21:14:00Z", day: "2026-11-29", time: "21:14:00", offset: 0),
        Accepted(text: "2026-11-29T21:14:00-05:30", day: "2026-11-29", time: "21:14:00", offset: -330),
        Accepted(text: "2026-11-29T21:14+09", day: "2026-11-29", time: "21:14", offset: 540),
        Accepted(text: "2026-11-29T21:14 Z", day: "2026-11-29", time: "21:14", offset: 0),
        Accepted(text: "2026-11-29T21:14:00.123456789123+09:00", day: "2026-11-29", time: "21:14:00.123456789123", offset: 540),
        Accepted(text: "2026-11-29T23:59:60Z", day: "2026-11-29", time: "23:59:60", offset: 0),
        Accepted(text: "2028-02-29", day: "2028-02-29", time: nil, offset: nil),
        Accepted(text: "2000-02-29", day: "2000-02-29", time: nil, offset: nil),
        Accepted(text: "0000-01-01", day: "0000-01-01", time: nil, offset: nil),
    ]

    @Test(arguments: accepted)
    func readsAcceptedForms(_ form: Accepted) throws {
        let date = try #require(EntryDate(parsing: form.text))
        #expect(date.text == form.text)
        #expect(date.day.description == form.day)
        #expect(date.timeDescription == form.time)
        #expect(date.offsetMinutes == form.offset)
    }

    static let rejected = [
        "2026-02-29", "1900-02-29", "2026-11-31", "2026-13-01", "2026-00-10", "2026-11-00", "2026-11-29T24:00",
        "2026-11-29T21:60", "2026-11-29T21:14:61", "26-11-29", "2026/11/29", "2026-1-29", "2026-11-29T", "2026-11-29T21",
        "2026-11-29T21:14:00+24:00", "2026-11-29T21:14:00+09:60", "2026-11-29T21:14:00+9", "2026-11-29T21:14:00+09:0",
        "2026-11-29 ", " 2026-11-29", "2026-11-29T21:14:00.", "2026-11-29T21:14:00GMT", "2026-11-29T21:14:00+09:00 ",
        "２０２６-11-29", "", "today",
    ]

    @Test(arguments: rejected)
    func rejectsInvalidForms(_ text: String) {
        #expect(EntryDate(parsing: text) == nil)
    }

    /// The day is the calendar date as written, whatever the offset: never shifted to UTC or to
    /// the reader's time zone.
    @Test(arguments: [
        ("2026-11-29T23:50:00-12:00", "2026-11-29"), ("2026-11-30T00:10:00+14:00", "2026-11-30"),
        ("2026-11-29T23:30+09:00", "2026-11-29"), ("2026-12-31T23:59:59Z", "2026-12-31"), ("2026-11-29", "2026-11-29"),
    ])
    func neverShiftsTheDay(text: String, day: String) throws {
        #expect(try #require(EntryDate(parsing: text)).day.description == day)
    }

    @Test func writesTheOffsetInRFC3339Form() throws {
        #expect(try #require(EntryDate(parsing: "2026-11-29T21:14:00+0900")).offsetDescription == "+09:00")
        #expect(try #require(EntryDate(parsing: "2026-11-29T21:14:00-0530")).offsetDescription == "-05:30")
        #expect(try #require(EntryDate(parsing: "2026-11-29T21:14:00z")).offsetDescription == "Z")
        #expect(try #require(EntryDate(parsing: "2026-11-29T21:14:00+00:00")).offsetDescription == "+00:00")
        #expect(try #require(EntryDate(parsing: "2026-11-29T21:14")).offsetDescription == nil)
    }

    /// Order is by local date and time as written, never converted between offsets; a date alone
    /// comes first on its day.
    @Test func ordersByLocalDateAndTimeAsWritten() throws {
        let texts = ["2026-11-29T21:14:00.5-12:00", "2026-11-29", "2026-11-30T00:00Z", "2026-11-29T21:14:00+09:00",
                     "2026-11-29T08:00Z", "2026-11-28T23:59:59+14:00"]
        let dates = try texts.map { try #require(EntryDate(parsing: $0)) }
        #expect(dates.sorted { $0.precedes($1) }.map(\.text) == [
            "2026-11-28T23:59:59+14:00", "2026-11-29", "2026-11-29T08:00Z", "2026-11-29T21:14:00+09:00",
            "2026-11-29T21:14:00.5-12:00", "2026-11-30T00:00Z",
        ])
    }
}
