/// The rules of time that vault's day-based views apply, stated once (docs/TIME.md): which day an
/// entry belongs to, where a day ends for streaks and stats, where a 29 February anniversary
/// falls in a common year, and how D-days are counted.
///
/// A value, pure: the settings come from `.vault/config` (`leap-day`, `counting`, `day-end`),
/// the default counting from the language (``Catalogue/Language/dayCounting``);
/// ``ExplanationRenderer`` states the rules a command applies for its `--explain`, from the same
/// data the computations use.
struct TimeRules: Hashable, Sendable {
    /// Where a 29 February falls in a year without one (config key `leap-day`).
    enum LeapDay: String, CaseIterable, Hashable, Sendable {
        /// On 28 February, the last day of February (the default).
        case feb28
        /// On 1 March, the day after 28 February.
        case mar1
    }

    /// How the days since a date are numbered (config key `counting`).
    enum Counting: String, CaseIterable, Hashable, Sendable {
        /// The date itself is day 1, as Korean D-day counting does ("만난 지 1일").
        case fromOne = "from-one"
        /// The date itself is day 0, and the next day is D+1.
        case fromZero = "from-zero"
    }

    /// One rule that a command can state in its `--explain`.
    enum Rule: CaseIterable, Hashable, Sendable {
        /// An entry's day is its written date, never converted to another time zone.
        case writtenDate
        /// Where a day ends for streaks and stats (`day-end`).
        case dayEnd
        /// Where 29 February falls in common years (`leap-day`).
        case leapDay
        /// Whether the first day is day 1 or day 0 (`counting`).
        case counting
    }

    /// Where 29 February falls in common years.
    var leapDay: LeapDay = .feb28
    /// How days since a date are numbered.
    var counting: Counting = .fromZero
    /// Where a day ends for streaks and stats only, or `nil` for midnight. Filled in by the
    /// `day-end` setting (the stats and streaks of `vault stats`); nothing else reads it.
    var dayEnd: DayEnd?

    /// Creates the rules.
    ///
    /// - Parameters:
    ///   - leapDay: The `leap-day` setting, default ``LeapDay/feb28``.
    ///   - counting: The counting: the `counting` setting, else the language's
    ///     (``Catalogue/Language/dayCounting``, as ``VaultConfig/timeRules(localeIdentifier:)``
    ///     chooses it); default ``Counting/fromZero``.
    ///   - dayEnd: The `day-end` setting, or `nil`.
    init(leapDay: LeapDay = .feb28, counting: Counting = .fromZero, dayEnd: DayEnd? = nil) {
        self.leapDay = leapDay
        self.counting = counting
        self.dayEnd = dayEnd
    }

    /// The day a date that recurs every year (an anniversary, "on this day") falls on in `year`:
    /// the same month and day, except 29 February in a common year, which falls on 28 February
    /// or 1 March by ``leapDay``.
    ///
    /// - Parameters:
    ///   - month: The month, 1 to 12.
    ///   - day: The day, 1 to 31 (valid in some year).
    ///   - year: The year to place it in, 0 to 9999.
    func occurrence(month: Int, day: Int, in year: Int) -> CivilDate {
        if let date = CivilDate(year: year, month: month, day: day) { return date }
        // Only 29 February is missing from some years.
        switch leapDay {
        case .feb28: return CivilDate(year: year, month: 2, day: 28) ?? CivilDate(daysSinceEpoch: 0)
        case .mar1: return CivilDate(year: year, month: 3, day: 1) ?? CivilDate(daysSinceEpoch: 0)
        }
    }

    /// The D-day number of `day` counted from `start`: positive on and after the start (D+N),
    /// negative before it (D-N, N days to go).
    ///
    /// Under ``Counting/fromOne`` the start is D+1 and the day before it D-1; under
    /// ``Counting/fromZero`` the start is D+0.
    ///
    /// - Parameters:
    ///   - start: The date counted from.
    ///   - day: The day to number.
    func dayNumber(from start: CivilDate, on day: CivilDate) -> Int {
        let difference = day.daysSinceEpoch - start.daysSinceEpoch
        switch counting {
        case .fromOne: return difference >= 0 ? difference + 1 : difference
        case .fromZero: return difference
        }
    }

    /// The day numbered `number` (D+number, 1 or more) counted from `start`: the 100th day is
    /// `start` + 99 days under ``Counting/fromOne``, `start` + 100 days under ``Counting/fromZero``.
    ///
    /// - Parameters:
    ///   - number: The day's number, 1 or more.
    ///   - start: The date counted from.
    func day(numbered number: Int, from start: CivilDate) -> CivilDate {
        switch counting {
        case .fromOne: start.adding(days: number - 1)
        case .fromZero: start.adding(days: number)
        }
    }
}
