/// The figures of `vault stats`: totals, per year and month, streaks, moods and tags of a set of
/// entries (docs/STATS.md states every rule).
///
/// Every figure uses an entry's stats day (``DayEnd/statsDay(of:)-(EntrySummary)``): its written
/// day, or the day before when written before `day-end`. Words and characters are the cached
/// ``TextCounts`` of the bodies, so no body is read.
public struct VaultStats: Hashable, Sendable {
    /// Entries, days written, words and characters of a period.
    public struct Totals: Hashable, Sendable {
        /// The entries.
        public var entries = 0
        /// The distinct days with at least one entry.
        public var days = 0
        /// The words of their bodies.
        public var words = 0
        /// The characters of their bodies.
        public var characters = 0
    }

    /// A month of a year: the key of the per-month figures.
    public struct Month: Hashable, Sendable, Comparable {
        /// The year.
        public var year: Int
        /// The month, 1 to 12.
        public var month: Int

        /// Whether `lhs` comes before `rhs` on the calendar: by year, then month.
        public static func < (lhs: Month, rhs: Month) -> Bool { (lhs.year, lhs.month) < (rhs.year, rhs.month) }
    }

    /// A tag and the number of entries that have it.
    public struct TagCount: Hashable, Sendable {
        /// The tag as written.
        public var tag: String
        /// The entries with it.
        public var count: Int
    }

    /// The whole selection.
    public var total = Totals()
    /// Per year, for the years with entries.
    public var years: [Int: Totals] = [:]
    /// Per month, for the months with entries.
    public var months: [Month: Totals] = [:]
    /// Streaks counting every day.
    public var everyDay: StreakSummary
    /// Streaks where weekends neither break nor extend them.
    public var weekdays: StreakSummary
    /// Entries per known mood (each entry once, by its own mood).
    public var moods: [Mood: Int] = [:]
    /// Entries without a known mood.
    public var withoutMood = 0
    /// Entries per known mood, per month.
    public var moodsByMonth: [Month: [Mood: Int]] = [:]
    /// The most used tags with their entry counts, most first, then by tag; at most ``topTagLimit``.
    public var topTags: [TagCount] = []
    /// The day-end rule used.
    public var dayEnd: DayEnd

    /// How many tags ``topTags`` lists.
    public static let topTagLimit = 10

    /// Computes the figures.
    ///
    /// - Parameters:
    ///   - entries: The selected entries, in any order.
    ///   - dayEnd: When a day ends (`day-end` in `.vault/config`).
    ///   - today: Today in the viewer's time zone, for the current streak.
    public init(entries: [EntrySummary], dayEnd: DayEnd, today: CivilDate) {
        self.dayEnd = dayEnd
        var dayNumbers = Set<Int>()
        var tagCounts: [String: Int] = [:]
        for (number, entry) in entries.enumerated() {
            // The texts read are let go every 8,192 entries (a large mapped cache's:
            // ``EntrySummary/releasePages(of:)``).
            defer { if number & 8191 == 8191 { EntrySummary.releasePages(of: entries[(number - 8191)...number]) } }
            let day = dayEnd.statsDay(of: entry)
            let counts = entry.counts
            let month = Month(year: day.year, month: day.month)
            func add(_ totals: inout Totals) {
                totals.entries += 1
                totals.words += counts.words
                totals.characters += counts.characters
            }
            add(&total)
            add(&years[day.year, default: Totals()])
            add(&months[month, default: Totals()])
            dayNumbers.insert(day.daysSinceEpoch)
            if let mood = entry.mood {
                moods[mood, default: 0] += 1
                moodsByMonth[month, default: [:]][mood, default: 0] += 1
            } else {
                withoutMood += 1
            }
            entry.withTexts { texts in
                for tag in texts.tags { tagCounts[String(decoding: tag, as: UTF8.self), default: 0] += 1 }
            }
        }
        total.days = dayNumbers.count
        // Each year's and month's days counted from the days with entries (no set of days per
        // year and per month: 30 MB at a million entries).
        let days = dayNumbers.map { CivilDate(daysSinceEpoch: $0) }
        for day in days {
            years[day.year]?.days += 1
            months[Month(year: day.year, month: day.month)]?.days += 1
        }
        everyDay = StreakSummary(days: days, today: today, skippingWeekends: false)
        weekdays = StreakSummary(days: days, today: today, skippingWeekends: true)
        topTags = tagCounts.sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .prefix(Self.topTagLimit).map { TagCount(tag: $0.key, count: $0.value) }
    }

    /// The median mood of a month's entries (the lower of the two middle ones for an even count),
    /// or `nil` when none has a known mood. The median, because moods are an ordinal scale.
    ///
    /// - Parameter month: The month.
    public func medianMood(of month: Month) -> Mood? {
        guard let counts = moodsByMonth[month] else { return nil }
        let total = counts.values.reduce(0, +)
        guard total > 0 else { return nil }
        var seen = 0
        for mood in Mood.allCases {
            seen += counts[mood] ?? 0
            if seen * 2 >= total { return mood }
        }
        return nil
    }
}
