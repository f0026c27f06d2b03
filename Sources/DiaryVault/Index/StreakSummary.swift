/// A run of days written without a gap: its first and last day and its length.
public struct Streak: Hashable, Sendable {
    /// The first day of the run.
    public var start: CivilDate
    /// The last day of the run.
    public var end: CivilDate
    /// The days it counts: every day from start to end, or only the weekdays without weekends.
    public var length: Int
}

/// The current and the longest streak of a set of days, by one rule (docs/STATS.md).
///
/// Every day: a streak is a run of consecutive days with at least one entry. Without weekends:
/// Saturdays and Sundays neither break nor extend a streak (they are left out of the timeline,
/// so Friday and the next Monday are consecutive, and an entry on a Saturday adds nothing);
/// lengths count weekdays. The current streak is the one that ends today or on the day before
/// today (today may not be written yet); without weekends, on a weekday, today or the weekday
/// before it; on a weekend, the Friday before it. Days after today are ignored for it. The
/// longest is the longest run; of two as long, the later.
public struct StreakSummary: Hashable, Sendable {
    /// The streak that is still going, or `nil`.
    public var current: Streak?
    /// The longest streak, or `nil` without days.
    public var longest: Streak?

    /// Finds the streaks.
    ///
    /// - Parameters:
    ///   - days: The days with entries (their stats days, ``DayEnd``), in any order, repeats allowed.
    ///   - today: Today, in the viewer's time zone.
    ///   - skippingWeekends: Whether Saturdays and Sundays are left out of the timeline.
    public init(days: [CivilDate], today: CivilDate, skippingWeekends: Bool) {
        var ordinals = days.compactMap { Self.ordinal($0.daysSinceEpoch, skippingWeekends) }
        // Days given sorted and distinct (as ``VaultStats`` gives them) need no set and no sort:
        // the places of distinct days increase with them.
        if ordinals.indices.dropFirst().contains(where: { ordinals[$0 - 1].ordinal >= ordinals[$0].ordinal }) {
            ordinals = Set(ordinals).sorted { $0.ordinal < $1.ordinal }
        }
        let todayNumber = today.daysSinceEpoch
        // On a weekend without weekends, "today" is the Monday to come (not yet written).
        let todayOrdinal = skippingWeekends ? Self.weekdayOrdinal(ceiling: todayNumber) : todayNumber
        var runStart = 0
        for index in ordinals.indices {
            let isLast = index == ordinals.count - 1
            if !isLast, ordinals[index + 1].ordinal == ordinals[index].ordinal + 1 { continue }
            let run = Streak(start: CivilDate(daysSinceEpoch: ordinals[runStart].day),
                             end: CivilDate(daysSinceEpoch: ordinals[index].day),
                             length: ordinals[index].ordinal - ordinals[runStart].ordinal + 1)
            if longest.map({ run.length >= $0.length }) ?? true { longest = run }
            if ordinals[index].day <= todayNumber, ordinals[index].ordinal >= todayOrdinal - 1 {
                current = run
            }
            runStart = index + 1
        }
    }

    /// A day and its place in the timeline.
    private struct Place: Hashable { var day: Int; var ordinal: Int }

    /// The place of a day: the day number itself, or without weekends the number of weekdays
    /// since the Monday 1969-12-29 (`nil` for a Saturday or Sunday).
    private static func ordinal(_ day: Int, _ skippingWeekends: Bool) -> Place? {
        guard skippingWeekends else { return Place(day: day, ordinal: day) }
        let sinceMonday = day + 3
        let week = sinceMonday >= 0 ? sinceMonday / 7 : (sinceMonday - 6) / 7
        let weekday = sinceMonday - week * 7
        return weekday < 5 ? Place(day: day, ordinal: week * 5 + weekday) : nil
    }

    /// The weekday ordinal of a day, or of the Monday after it for a weekend day.
    private static func weekdayOrdinal(ceiling day: Int) -> Int {
        let sinceMonday = day + 3
        let week = sinceMonday >= 0 ? sinceMonday / 7 : (sinceMonday - 6) / 7
        return week * 5 + min(sinceMonday - week * 7, 5)
    }
}
