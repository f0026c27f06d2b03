/// The index of a vault: entries in order, monthly groups, favorites and a summary per day.
///
/// Pure: built from entry summaries only, never touching files, the clock or the environment.
public struct VaultIndex: Sendable {
    /// The entries of one month, newest first.
    public struct MonthGroup: Hashable, Sendable {
        /// The year.
        public var year: Int
        /// The month, 1 to 12.
        public var month: Int
        /// The month's entries, newest first: a slice of ``VaultIndex/entries``.
        public var entries: ArraySlice<EntrySummary>
    }

    /// Every entry, newest first (the reverse of the vault order of ``EntrySummary/chronological(_:_:)``).
    public let entries: [EntrySummary]
    /// The months that have entries, newest first.
    public let months: [MonthGroup]
    /// The starred entries, newest first.
    public let favorites: [EntrySummary]
    /// A summary of each day that has entries: count, starred count, moods in time order.
    ///
    /// Computed when asked (the calendar asks; the index does not), in O(entries).
    public var days: [CivilDate: DaySummary] { Self.days(of: entries) }

    /// ``days`` of some of the entries, newest first (such as a ``MonthGroup``'s), in
    /// O(entries given).
    ///
    /// - Parameter entries: Entries newest first.
    public static func days(of entries: some BidirectionalCollection<EntrySummary>) -> [CivilDate: DaySummary] {
        var days: [CivilDate: DaySummary] = [:]
        for entry in entries.reversed() {
            let day = entry.day
            var summary = days[day] ?? DaySummary(date: day, entryCount: 0)
            summary.entryCount += 1
            if entry.isStarred { summary.starredCount += 1 }
            if let mood = entry.mood { summary.moods.append(mood) }
            days[day] = summary
        }
        return days
    }
    /// The number of entries in each year.
    public let countsByYear: [Int: Int]

    /// Builds the index.
    ///
    /// Entries already in vault order (a scan's) are reversed in place: given an array no one
    /// else holds (`consume`), the index makes no copy of a million summaries.
    ///
    /// - Parameter entries: The entries, in any order (already in vault order is fastest).
    public init(entries: consuming [EntrySummary]) {
        var newestFirst = consume entries
        if EntrySummary.isInVaultOrder(newestFirst) {
            newestFirst.reverse()
        } else {
            let order = EntrySummary.chronologicalOrder(newestFirst)
            newestFirst = order.reversed().map { [newestFirst] in newestFirst[$0] }
        }
        self.entries = newestFirst
        var months: [MonthGroup] = []
        var countsByYear: [Int: Int] = [:]
        // A month's entries are consecutive: its first entry's day gives the month's range of day
        // numbers, and the rest are tested against that range, so a day is made from its number
        // once per month rather than once per entry (the same groups as comparing each entry's
        // year and month with the next one's).
        newestFirst.withUnsafeBufferPointer { entries in
            var groupStart = 0
            while groupStart < entries.count {
                let first = entries[groupStart].day
                let monthStart = Int(entries[groupStart].dayNumber) - (first.day - 1)
                let monthEnd = monthStart + CivilDate.daysIn(month: first.month, year: first.year)
                var next = groupStart + 1
                while next < entries.count, monthStart <= Int(entries[next].dayNumber), Int(entries[next].dayNumber) < monthEnd {
                    next += 1
                }
                months.append(MonthGroup(year: first.year, month: first.month, entries: newestFirst[groupStart..<next]))
                countsByYear[first.year, default: 0] += next - groupStart
                groupStart = next
            }
        }
        self.months = months
        self.favorites = newestFirst.filter(\.isStarred)
        self.countsByYear = countsByYear
    }

    /// The number of entries in a month.
    ///
    /// - Parameters:
    ///   - year: The year.
    ///   - month: The month, 1 to 12.
    public func count(year: Int, month: Int) -> Int {
        months.first { $0.year == year && $0.month == month }?.entries.count ?? 0
    }
}
