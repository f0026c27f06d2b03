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

    /// The month-and-day slots (``monthDaySlot(month:day:)``) of every entry that can match, and
    /// some more: the slots within `window + 1` days of the date's on either side (a common year
    /// lacks 29 February, so its days are one slot further apart at most), and 29 February's
    /// (placed on 28 February or 1 March in common years). Ascending, each once.
    var monthDaySlots: [Int] {
        let center = Self.monthDaySlot(month: date.month, day: date.day)
        var slots = Set([Self.monthDaySlot(month: 2, day: 29)])
        for offset in -(window + 1)...(window + 1) { slots.insert(((center + offset) % 366 + 366) % 366) }
        return slots.sorted()
    }

    /// The slot of a month and day among the 366 of a leap year: 0 for 1 January, 59 for
    /// 29 February, 365 for 31 December.
    ///
    /// - Parameters:
    ///   - month: 1 to 12.
    ///   - day: 1 to 31, in range of the month in a leap year.
    static func monthDaySlot(month: Int, day: Int) -> Int {
        // Days before each month in a leap year.
        let before = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335]
        return before[min(max(month, 1), 12) - 1] + min(max(day, 1), 31) - 1
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
