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
        // Entries come grouped by month (a vault's order), so the month's figures are summed
        // over each run of entries of one month and added to the maps once per run; the days
        // are counted from the sorted day numbers, and tags by their bytes (``TagTally``), so
        // no string is made per entry.
        var dayNumbers: [Int] = []
        dayNumbers.reserveCapacity(entries.count)
        var tags = TagTally()
        var month: Month?
        var monthTotals = Totals()
        var monthMoods = [Int](repeating: 0, count: Mood.allCases.count)
        var total = Totals(), years: [Int: Totals] = [:], months: [Month: Totals] = [:]
        var moods: [Mood: Int] = [:], moodsByMonth: [Month: [Mood: Int]] = [:], withoutMood = 0
        func flush() {
            guard let month else { return }
            total.entries += monthTotals.entries
            total.words += monthTotals.words
            total.characters += monthTotals.characters
            func add(_ totals: inout Totals) {
                totals.entries += monthTotals.entries
                totals.words += monthTotals.words
                totals.characters += monthTotals.characters
            }
            add(&years[month.year, default: Totals()])
            add(&months[month, default: Totals()])
            for (index, count) in monthMoods.enumerated() where count > 0 {
                let mood = Mood.allCases[index]
                moods[mood, default: 0] += count
                moodsByMonth[month, default: [:]][mood, default: 0] += count
            }
            monthTotals = Totals()
            for index in monthMoods.indices { monthMoods[index] = 0 }
        }
        var monthRange = 0..<0
        for (position, entry) in entries.enumerated() {
            // The texts read are let go every 8,192 entries (a large mapped cache's:
            // ``EntrySummary/releasePages(of:)``).
            defer { if position & 8191 == 8191 { EntrySummary.releasePages(of: entries[(position - 8191)...position]) } }
            let number = dayEnd.statsDay(of: entry).daysSinceEpoch
            if !monthRange.contains(number) {
                flush()
                let day = CivilDate(daysSinceEpoch: number)
                month = Month(year: day.year, month: day.month)
                monthRange = (number - day.day + 1)..<(number - day.day + 1 + CivilDate.daysIn(month: day.month, year: day.year))
            }
            dayNumbers.append(number)
            let counts = entry.counts
            monthTotals.entries += 1
            monthTotals.words += counts.words
            monthTotals.characters += counts.characters
            if let mood = entry.mood {
                monthMoods[Self.moodIndex(mood)] += 1
            } else {
                withoutMood += 1
            }
            entry.withTexts { texts in
                for tag in texts.tags { tags.add(tag) }
            }
        }
        flush()
        dayNumbers.sort()
        var days: [CivilDate] = []
        days.reserveCapacity(dayNumbers.count)
        var previous: Int?
        for number in dayNumbers where number != previous {
            previous = number
            let day = CivilDate(daysSinceEpoch: number)
            days.append(day)
            years[day.year]?.days += 1
            months[Month(year: day.year, month: day.month)]?.days += 1
        }
        total.days = days.count
        self.total = total
        self.years = years
        self.months = months
        self.moods = moods
        self.moodsByMonth = moodsByMonth
        self.withoutMood = withoutMood
        everyDay = StreakSummary(days: days, today: today, skippingWeekends: false)
        weekdays = StreakSummary(days: days, today: today, skippingWeekends: true)
        topTags = tags.counts().sorted { $0.value == $1.value ? $0.key < $1.key : $0.value > $1.value }
            .prefix(Self.topTagLimit).map { TagCount(tag: $0.key, count: $0.value) }
    }

    /// A mood's place in ``Mood/allCases``.
    private static func moodIndex(_ mood: Mood) -> Int {
        Mood.allCases.firstIndex(of: mood) ?? 0
    }

    /// Tag counts kept by the tags' UTF-8 bytes: a string is made once per distinct spelling,
    /// then spellings that are the same string (canonically equivalent, as a `String` key
    /// compares) are added together, as a map by string would have counted them.
    private struct TagTally {
        /// Each spelling's place in ``names``, by its 64-bit FNV-1a hash.
        var places: [UInt64: Int] = [:]
        /// The spellings, in the order first met.
        var names: [[UInt8]] = []
        /// Each spelling's count.
        var tallies: [Int] = []
        /// The tags whose hash an other spelling has (by string).
        var others: [String: Int] = [:]

        /// Counts one tag.
        mutating func add(_ tag: UnsafeBufferPointer<UInt8>) {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in tag {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            if let place = places[hash] {
                if names[place].elementsEqual(tag) {
                    tallies[place] += 1
                } else {
                    others[String(decoding: tag, as: UTF8.self), default: 0] += 1
                }
            } else {
                places[hash] = names.count
                names.append(Array(tag))
                tallies.append(1)
            }
        }

        /// The count of each tag by string.
        func counts() -> [String: Int] {
            var counts: [String: Int] = [:]
            for (name, tally) in zip(names, tallies) { counts[String(decoding: name, as: UTF8.self), default: 0] += tally }
            for (name, tally) in others { counts[name, default: 0] += tally }
            return counts
        }
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
