import Foundation

/// Turning the instants and date texts of import sources into the `date` text vault writes.
///
/// The rules (docs/IMPORT.md, after the samples' README): an instant whose zone is known is
/// written as the local date-time of that zone with its offset (`2026-11-29T23:50:00+09:00`, the
/// day on the writer's clock, never the UTC day); times always carry seconds; a text written with
/// `Z` stays `Z`.
enum ImportDates {
    /// An instant as the local date-time in `zone` with the zone's offset at that instant:
    /// `YYYY-MM-DDTHH:MM:SS+HH:MM`, or `...Z` for the zones named `UTC` and `GMT` unless
    /// `utcAsZ` is false (a zone a Day One entry names: every offset numeric, RFC 3339).
    ///
    /// Whole seconds (a fraction is dropped); the proleptic Gregorian calendar.
    ///
    /// - Parameters:
    ///   - instant: The instant.
    ///   - zone: The writer's zone.
    ///   - utcAsZ: Whether a UTC or GMT zone is written `Z` rather than `+00:00`.
    /// - Returns: The text, or `nil` outside the years 0000 to 9999 (also for an instant too far
    ///   for a whole number of seconds, or not a number, as a property list's `<date>` can hold).
    static func local(_ instant: Date, in zone: TimeZone, utcAsZ: Bool = true) -> String? {
        // 1e12 seconds is about 31,700 years from 1970: outside 0000-9999 either way, and far
        // inside Int, whose conversion traps on a larger, infinite or NaN value.
        let interval = instant.timeIntervalSince1970
        guard interval.isFinite, abs(interval) < 1e12 else { return nil }
        let seconds = Int(interval.rounded(.down))
        let offset = zone.secondsFromGMT(for: instant)
        let local = seconds + offset
        let days = local >= 0 ? local / 86_400 : (local - 86_399) / 86_400
        let second = local - days * 86_400
        let day = CivilDate(daysSinceEpoch: days)
        guard (0...9999).contains(day.year) else { return nil }
        let time = CivilDate.pad(second / 3600, 2) + ":" + CivilDate.pad(second / 60 % 60, 2) + ":" + CivilDate.pad(second % 60, 2)
        return day.description + "T" + time + offsetText(offset, zone: utcAsZ ? zone : nil)
    }

    /// `+09:00`, `-08:00`, or `Z` for a zero offset in the zones named `UTC` and `GMT`.
    static func offsetText(_ seconds: Int, zone: TimeZone?) -> String {
        if seconds == 0, let zone, ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Z"].contains(zone.identifier) { return "Z" }
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + CivilDate.pad(minutes / 60, 2) + ":" + CivilDate.pad(minutes % 60, 2)
    }

    /// Parses an RFC 3339 instant with an offset or `Z` (`2026-11-29T14:50:00Z`,
    /// `2026-11-29T14:50:00.123+09:00`), as Day One writes `creationDate`.
    ///
    /// - Parameter text: The text.
    /// - Returns: The instant, or `nil` when the text is not such an instant.
    static func instant(_ text: String) -> Date? {
        guard let date = EntryDate(parsing: text), let offset = date.offsetMinutes, let time = date.time else { return nil }
        let days = date.day.daysSinceEpoch
        let seconds = days * 86_400 + time.hour * 3600 + time.minute * 60 + min(time.second ?? 0, 59) - offset * 60
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A date text as vault writes it: `T` between date and time, seconds added when missing
    /// (`2026-11-29 21:14` gives `2026-11-29T21:14:00`), the offset as written (`Z` stays `Z`,
    /// `+0900` becomes `+09:00`); a date alone stays a date alone.
    ///
    /// - Parameter text: A text ``EntryDate`` accepts.
    /// - Returns: The normalized text, or `nil` when ``EntryDate`` does not accept it.
    static func normalized(_ text: String) -> String? {
        guard let date = EntryDate(parsing: text) else { return nil }
        guard let time = date.time else { return date.day.description }
        var result = date.day.description + "T" + CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2)
            + ":" + CivilDate.pad(time.second ?? 0, 2)
        if let fraction = time.fraction { result += "." + fraction }
        if let offset = date.offsetDescription { result += offset }
        return result
    }
}
