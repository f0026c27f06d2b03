/// "On this day": the entries written on the same month and day as a date, in earlier years.
///
/// Pure. An entry of year Y matches when its month and day, placed in year Y + k
/// (``TimeRules/occurrence(month:day:in:)``: 29 February falls on 28 February or 1 March in a
/// common year), lies within ``window`` days of ``date``; it is then k years ago (k ≥ 1). Entries
/// of the date's own year, and of later years, are never shown: that day is today's, not a
/// memory. Entries come newest first.
struct OnThisDay: Hashable, Sendable {
    /// One entry found, with how long ago it was.
    struct Match: Hashable, Sendable {
        /// The entry.
        var entry: EntrySummary
        /// How many years before ``OnThisDay/date``: 1 or more.
        var yearsAgo: Int
        /// The days from the date to the entry's day placed in the date's year (negative before,
        /// 0 on the day itself; always 0 without a window).
        var daysFromDate: Int
    }

    /// The day remembered.
    var date: CivilDate
    /// How many days on either side also count, 0 or more.
    var window: Int
    /// The leap-day rule.
    var rules: TimeRules

    /// The matches among `entries`, newest first.
    ///
    /// - Parameter entries: Entries in any order.
    func matches(in entries: [EntrySummary]) -> [Match] {
        var found: [(Int64, Match)] = []
        for entry in entries {
            if let match = match(entry) { found.append((entry.orderKey, match)) }
        }
        return found.sorted { $0.0 > $1.0 }.map(\.1)
    }

    /// The match of one entry, or `nil`.
    ///
    /// - Parameter entry: The entry.
    func match(_ entry: EntrySummary) -> Match? {
        let day = entry.day
        // The entry's day placed in the year k years later, for the k that puts it nearest the date
        // (a window that spans 1 January reaches back into December).
        for yearsAgo in [date.year - day.year, date.year - day.year - 1, date.year - day.year + 1] where yearsAgo >= 1 {
            let placed = rules.occurrence(month: day.month, day: day.day, in: day.year + yearsAgo)
            let distance = placed.daysSinceEpoch - date.daysSinceEpoch
            if abs(distance) <= window { return Match(entry: entry, yearsAgo: yearsAgo, daysFromDate: distance) }
        }
        return nil
    }
}
