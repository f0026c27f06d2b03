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
    public var days: [CivilDate: DaySummary] {
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
    /// - Parameter entries: The entries, in any order (already in vault order is fastest).
    public init(entries: [EntrySummary]) {
        let order = EntrySummary.chronologicalOrder(entries)
        let newestFirst = order.reversed().map { entries[$0] }
        self.entries = newestFirst
        var months: [MonthGroup] = []
        var countsByYear: [Int: Int] = [:]
        var groupStart = 0
        // Each entry's day once (a conversion from the day number), and the year's count once per
        // month rather than a dictionary update per entry.
        var day = newestFirst.first?.day
        for index in newestFirst.indices {
            guard let current = day else { break }
            let next = index + 1
            day = next < newestFirst.count ? newestFirst[next].day : nil
            if day?.year != current.year || day?.month != current.month {
                months.append(MonthGroup(year: current.year, month: current.month, entries: newestFirst[groupStart..<next]))
                countsByYear[current.year, default: 0] += next - groupStart
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
