/// The D-day of an anniversary on a day: the days since (D+N) or until (D-N) it, and its next
/// milestones.
///
/// Pure. Milestones are the 100-day multiples (the 100th day under ``TimeRules/counting``:
/// ``TimeRules/day(numbered:from:)``) and the yearly returns of the date
/// (``TimeRules/occurrence(month:day:in:)``, so a 29 February date comes back on 28 February or
/// 1 March in common years). The next ones are those on or after the day, soonest first.
struct DDay: Hashable, Sendable {
    /// What a milestone marks.
    enum Kind: Hashable, Sendable {
        /// The day numbered this multiple of 100 (D+100, D+200, ...).
        case days(Int)
        /// The date's return after this many years (1 or more).
        case years(Int)
    }

    /// A milestone: what it marks, its day, and how far it is from the day asked.
    struct Milestone: Hashable, Sendable {
        /// What it marks.
        var kind: Kind
        /// Its day.
        var date: CivilDate
        /// Days from the day asked to it, 0 or more.
        var daysAway: Int
        /// Whether it is a yearly return.
        var isYearly: Bool { if case .years = kind { true } else { false } }
    }

    /// The anniversary.
    var anniversary: Anniversary
    /// The day asked about (today).
    var today: CivilDate
    /// The D-day number (``TimeRules/dayNumber(from:on:)``): positive since, negative until.
    var number: Int
    /// The next milestones, soonest first.
    var milestones: [Milestone]

    /// The D-day of `anniversary` on `today`, with its next milestones: the next two 100-day
    /// multiples and the next yearly return, soonest first.
    ///
    /// - Parameters:
    ///   - anniversary: The anniversary.
    ///   - today: The day asked about.
    ///   - rules: The counting and leap-day rules.
    init(_ anniversary: Anniversary, today: CivilDate, rules: TimeRules) {
        self.anniversary = anniversary
        self.today = today
        number = rules.dayNumber(from: anniversary.date, on: today)
        let all = DDay.milestones(of: anniversary.date, from: today, rules: rules, count: 8)
        let hundreds = all.filter { !$0.isYearly }.prefix(2)
        let years = all.filter(\.isYearly).prefix(1)
        milestones = (hundreds + years).sorted { ($0.date, $0.isYearly ? 1 : 0) < ($1.date, $1.isYearly ? 1 : 0) }
    }

    /// Every milestone of a date on or after `today` up to the `count`th, soonest first (a
    /// hundred-day and a yearly milestone on one day: the hundred-day one first).
    ///
    /// - Parameters:
    ///   - start: The anniversary's date.
    ///   - today: The first day to include.
    ///   - rules: The rules.
    ///   - count: How many.
    static func milestones(of start: CivilDate, from today: CivilDate, rules: TimeRules, count: Int) -> [Milestone] {
        var result: [Milestone] = []
        // The first hundred-day multiple on or after today.
        var hundreds = max(1, (rules.dayNumber(from: start, on: today) + 99) / 100)
        var years = max(1, today.year - start.year - 1)
        while start.year + years <= 9999, rules.occurrence(month: start.month, day: start.day, in: start.year + years) < today { years += 1 }
        while result.count < count {
            let hundredDay = rules.day(numbered: hundreds * 100, from: start)
            let yearDay = rules.occurrence(month: start.month, day: start.day, in: start.year + years)
            guard hundredDay.year <= 9999, start.year + years <= 9999 else { break }
            if hundredDay <= yearDay {
                result.append(Milestone(kind: .days(hundreds * 100), date: hundredDay, daysAway: hundredDay.daysSinceEpoch - today.daysSinceEpoch))
                hundreds += 1
            } else {
                result.append(Milestone(kind: .years(years), date: yearDay, daysAway: yearDay.daysSinceEpoch - today.daysSinceEpoch))
                years += 1
            }
        }
        return result
    }
}
