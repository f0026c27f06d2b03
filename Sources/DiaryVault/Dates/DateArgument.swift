import Foundation

/// The `--date` value of `vault new`, and the date a new entry gets when none is given.
///
/// Accepted forms (a small set, listed in `vault help new`):
/// - a day relative to today (``RelativeDay``: `today`, `yesterday`, `3 days ago`, `last friday`,
///   `어제`...): that day in the local time zone, written as a date alone (`2026-11-29`);
/// - `YYYY-MM-DD`: a date alone;
/// - `YYYY-MM-DDTHH:MM`, `YYYY-MM-DDTHH:MM:SS` or `YYYY-MM-DDTHH:MM:SS.fff` (a space may replace
///   the `T`): a local time, written with seconds (and the fraction as typed) and the local offset
///   that time has (`2026-11-29T21:14:00+09:00`);
/// - either of those followed by an offset `Z`, `+09:00` or `+0900` (RFC 3339 section 5.6):
///   written with seconds and that offset.
///
/// Without `--date` a new entry gets the current time to the second with the local offset. The
/// offset is the one the time zone has at that moment (summer time included).
enum DateArgument {
    /// Reads a `--date` value, or returns `nil` when it is not one of the accepted forms or names a
    /// day or time that does not exist.
    ///
    /// - Parameters:
    ///   - text: The value as typed.
    ///   - now: The current instant, for the days relative to today.
    ///   - timeZone: The local time zone, for those words and for times without an offset.
    /// - Returns: The date as it will be written in the entry.
    static func parse(_ text: String, now: Date, timeZone: TimeZone) -> EntryDate? {
        let today = localParts(of: now, in: timeZone).day
        if let day = RelativeDay.parse(text, today: today) { return EntryDate(parsing: day.description) }
        guard let written = EntryDate(parsing: text) else { return nil }
        guard let time = written.time else { return EntryDate(parsing: written.day.description) }
        let offset = written.offsetMinutes ?? offsetMinutes(at: written.day, time, in: timeZone)
        let clock = CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2) + ":" + CivilDate.pad(time.second ?? 0, 2)
            + (time.fraction.map { "." + $0 } ?? "")
        let zone = written.offsetMinutes == 0 && written.offsetDescription == "Z" ? "Z" : offsetText(minutes: offset)
        return EntryDate(parsing: written.day.description + "T" + clock + zone)
    }

    /// The forms ``parse(_:now:timeZone:)`` reads, for messages.
    static let forms = "YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.fraction]] (optionally followed by Z or +HH:MM), or "
        + RelativeDay.forms

    /// What a date that is not accepted should have been, for the error: why a date-shaped text
    /// names no day or time (`2026-02-29`: 2026 is not a leap year), else the accepted forms.
    ///
    /// - Parameters:
    ///   - text: The rejected text.
    ///   - forms: The forms to list when the text is not shaped like a date.
    /// - Returns: A phrase to follow "expected".
    static func expectation(for text: String, forms: String = DateArgument.forms) -> String {
        let utf8 = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= utf8.count, utf8[range].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
            return utf8[range].reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard utf8.count >= 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return forms }
        let shown = String(decoding: utf8[0..<10], as: UTF8.self)
        guard (1...12).contains(month) else {
            return "a day of the calendar; \(shown) is not a day (there is no month \(CivilDate.pad(month, 2)))"
        }
        let days = CivilDate.daysIn(month: month, year: year)
        guard (1...days).contains(day) else {
            let why = month == 2 && day == 29 ? "\(year) is not a leap year" : "\(monthNames[month - 1]) \(year) has \(days) days"
            return "a day of the calendar; \(shown) is not a day (\(why))"
        }
        if utf8.count > 10, let hour = number(11..<13), hour > 23 {
            return "an hour 00 to 23, not \(CivilDate.pad(hour, 2))"
        }
        if utf8.count > 13, utf8[13] == UInt8(ascii: ":"), let minute = number(14..<16), minute > 59 {
            return "a minute 00 to 59, not \(CivilDate.pad(minute, 2))"
        }
        return forms
    }

    /// The English month names, for messages.
    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August",
                                     "September", "October", "November", "December"]

    /// The current time with the local offset, to the second: `2026-11-29T21:14:00+09:00`.
    ///
    /// - Parameters:
    ///   - now: The current instant.
    ///   - timeZone: The local time zone.
    static func current(_ now: Date, timeZone: TimeZone) -> EntryDate {
        let parts = localParts(of: now, in: timeZone)
        let clock = CivilDate.pad(parts.hour, 2) + ":" + CivilDate.pad(parts.minute, 2) + ":" + CivilDate.pad(parts.second, 2)
        let text = parts.day.description + "T" + clock + offsetText(minutes: timeZone.secondsFromGMT(for: now) / 60)
        guard let date = EntryDate(parsing: text) else { preconditionFailure("unreadable current date '\(text)'") }
        return date
    }

    /// An offset in RFC 3339 form: `+09:00`, `-05:00`, `+00:00`.
    ///
    /// - Parameter minutes: Minutes east of UTC.
    static func offsetText(minutes: Int) -> String {
        let magnitude = abs(minutes)
        return (minutes < 0 ? "-" : "+") + CivilDate.pad(magnitude / 60, 2) + ":" + CivilDate.pad(magnitude % 60, 2)
    }

    /// The offset a time zone has at a local date and time, in minutes east of UTC.
    private static func offsetMinutes(at day: CivilDate, _ time: EntryDate.Time, in timeZone: TimeZone) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let components = DateComponents(year: day.year, month: day.month, day: day.day, hour: time.hour, minute: time.minute)
        guard let instant = calendar.date(from: components) else { return timeZone.secondsFromGMT() / 60 }
        return timeZone.secondsFromGMT(for: instant) / 60
    }

    /// The local day and clock time of an instant in a time zone, on the Gregorian calendar.
    private static func localParts(of instant: Date, in timeZone: TimeZone) -> (day: CivilDate, hour: Int, minute: Int, second: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        guard let year = parts.year, let month = parts.month, let dayNumber = parts.day,
              let day = CivilDate(year: year, month: month, day: dayNumber) else {
            preconditionFailure("no Gregorian date for \(instant) in \(timeZone.identifier)")
        }
        return (day, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}
