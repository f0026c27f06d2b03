/// The days of `vault heatmap`: a range of days and, for each day with entries, its count, words
/// and mood, by the stats day of each entry (``DayEnd``).
public struct Heatmap: Hashable, Sendable {
    /// What a day's level measures.
    public enum Measure: Hashable, Sendable {
        /// The number of entries: levels 0, 1, 2, 3, 4+.
        case count
        /// The words of the day's entries, with 1 to 3 increasing steps: no entry, below the
        /// first step, then each step reached.
        case words(steps: [Int])
        /// The day's mood (``DaySummary/mood``: the latest entry's that has one).
        case mood
    }

    /// One day with entries.
    public struct Day: Hashable, Sendable {
        /// The entries.
        public var entryCount = 0
        /// The words of their bodies.
        public var words = 0
        /// The mood of the latest entry with a known mood, or `nil`.
        public var mood: Mood?
        /// The order key of that entry, to find the latest.
        var moodOrder = Int64.min
    }

    /// The first day shown.
    public var from: CivilDate
    /// The last day shown, on or after ``from``.
    public var to: CivilDate
    /// What the levels measure.
    public var measure: Measure
    /// The days with entries in the range.
    public var days: [CivilDate: Day] = [:]

    /// Builds the days from entries; entries outside the range are left out.
    ///
    /// - Parameters:
    ///   - entries: The selected entries, in any order.
    ///   - from: The first day.
    ///   - to: The last day.
    ///   - measure: What the levels measure.
    ///   - dayEnd: When a day ends.
    public init(entries: [EntrySummary], from: CivilDate, to: CivilDate, measure: Measure, dayEnd: DayEnd) {
        self.from = from
        self.to = to
        self.measure = measure
        for entry in entries {
            let day = dayEnd.statsDay(of: entry)
            guard day >= from, day <= to else { continue }
            var summary = days[day] ?? Day()
            summary.entryCount += 1
            summary.words += entry.counts.words
            if let mood = entry.mood, entry.orderKey >= summary.moodOrder {
                summary.mood = mood
                summary.moodOrder = entry.orderKey
            }
            days[day] = summary
        }
    }

    /// The lower bounds of the levels by count: 1, 2, 3 and 4 or more entries, one shade each.
    public static let countThresholds = [1, 2, 3, 4]

    /// The level of a day: 0 without entries; by count 1, 2, 3 or 4 (4 or more); by words 1 below
    /// the first step, then 2, 3, 4 for each step reached; by mood 1 to 5 (bad to great), or 0
    /// for a day without a known mood.
    ///
    /// - Parameter day: The day's figures, or `nil` without entries.
    public func level(of day: Day?) -> Int {
        guard let day, day.entryCount > 0 else { return 0 }
        switch measure {
        case .count: return min(day.entryCount, Self.countThresholds.count)
        case .words(let steps): return 1 + steps.filter { day.words >= $0 }.count
        case .mood: return day.mood?.level ?? 0
        }
    }
}
