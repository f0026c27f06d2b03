import Foundation

/// How an entry's date becomes Day One's `creationDate` (a UTC instant) and `timeZone`.
extension DayOneExport {
    /// An entry's instant and zone, as Day One stores them.
    struct Moment: Hashable, Sendable {
        /// The instant, seconds since 1970-01-01T00:00:00Z.
        var seconds: Int
        /// The zone's name: IANA (`Asia/Seoul`) or a fixed offset as Foundation names it (`GMT+0900`).
        var zoneName: String
        /// Whether the entry has a date but no time (Day One's `isAllDay`).
        var isAllDay: Bool
    }

    /// The instant and zone of a date (docs/EXPORT.md, "dayone"):
    /// - with an offset, the instant is the local time minus the offset; the zone is the entry's
    ///   `timezone` key when that names an IANA zone with this offset at this instant, else the
    ///   fixed offset (`GMT+0900`, `GMT` for `Z`);
    /// - without an offset, the local time is read in the `timezone` key's zone when it names
    ///   one, else in `fallback` (the machine's zone), and that zone is named;
    /// - a date without a time is noon of that day in the same zone, with `isAllDay` (noon keeps
    ///   the day in readers that ignore the zone, for every offset from -12:00 to +12:00).
    ///
    /// - Parameters:
    ///   - date: The entry's date.
    ///   - zoneKey: The `timezone` key's text, if any.
    ///   - fallback: The zone for local times without an offset and without a `timezone` key.
    static func moment(of date: EntryDate, zoneKey: String?, fallback: TimeZone) -> Moment {
        let time = date.time
        let local = date.day.daysSinceEpoch * 86_400 + (time.map { $0.hour * 3600 + $0.minute * 60 + min($0.second ?? 0, 59) } ?? 12 * 3600)
        let named = zoneKey.flatMap { TimeZone(identifier: $0) }
        if let offsetMinutes = date.offsetMinutes, time != nil {
            let seconds = local - offsetMinutes * 60
            let instant = Date(timeIntervalSince1970: TimeInterval(seconds))
            if let named, let zoneKey, named.secondsFromGMT(for: instant) == offsetMinutes * 60 {
                return Moment(seconds: seconds, zoneName: zoneKey, isAllDay: false)
            }
            return Moment(seconds: seconds, zoneName: fixedZoneName(offsetMinutes: offsetMinutes), isAllDay: false)
        }
        let zone = named ?? fallback
        var offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        // Once more at the instant found, for a local time near a change of offset.
        offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local - offset)))
        return Moment(seconds: local - offset, zoneName: named != nil ? zoneKey ?? zone.identifier : zone.identifier,
                      isAllDay: time == nil)
    }

    /// A fixed offset as Foundation names its zone (`TimeZone(secondsFromGMT:)`): `GMT+0900`,
    /// `GMT-0530`, `GMT` for zero. Foundation reads these names back on Apple platforms and Linux.
    static func fixedZoneName(offsetMinutes: Int) -> String {
        guard offsetMinutes != 0 else { return "GMT" }
        let magnitude = abs(offsetMinutes)
        return "GMT" + (offsetMinutes < 0 ? "-" : "+") + CivilDate.pad(magnitude / 60, 2) + CivilDate.pad(magnitude % 60, 2)
    }

    /// An instant as Day One writes it: `yyyy-MM-ddTHH:mm:ssZ` in UTC.
    static func utcText(_ seconds: Int) -> String {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        return CivilDate(daysSinceEpoch: days).description + "T" + CivilDate.pad(rest / 3600, 2) + ":"
            + CivilDate.pad(rest / 60 % 60, 2) + ":" + CivilDate.pad(rest % 60, 2) + "Z"
    }
}
