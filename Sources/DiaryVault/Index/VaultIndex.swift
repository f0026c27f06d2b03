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
        /// The month's entries, newest first.
        public var entries: [EntrySummary]
    }

    /// Every entry, newest first (the reverse of the vault order of ``EntrySummary/chronological(_:_:)``).
    public let entries: [EntrySummary]
    /// The months that have entries, newest first.
    public let months: [MonthGroup]
    /// The starred entries, newest first.
    public let favorites: [EntrySummary]
    /// A summary of each day that has entries: count, starred count, moods in time order.
    public let days: [CivilDate: DaySummary]
    /// The number of entries in each year.
    public let countsByYear: [Int: Int]

    /// Builds the index.
    ///
    /// - Parameter entries: The entries, in any order.
    public init(entries: [EntrySummary]) {
        let ordered = entries.sorted(by: EntrySummary.chronological)
        self.entries = ordered.reversed()
        var months: [MonthGroup] = []
        var days: [CivilDate: DaySummary] = [:]
        var countsByYear: [Int: Int] = [:]
        for entry in self.entries {
            let day = entry.date.day
            if let last = months.last, last.year == day.year, last.month == day.month {
                months[months.count - 1].entries.append(entry)
            } else {
                months.append(MonthGroup(year: day.year, month: day.month, entries: [entry]))
            }
            countsByYear[day.year, default: 0] += 1
        }
        for entry in ordered {
            let day = entry.date.day
            var summary = days[day] ?? DaySummary(date: day, entryCount: 0)
            summary.entryCount += 1
            if entry.isStarred { summary.starredCount += 1 }
            if let mood = entry.mood { summary.moods.append(mood) }
            days[day] = summary
        }
        self.months = months
        self.favorites = self.entries.filter(\.isStarred)
        self.days = days
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
