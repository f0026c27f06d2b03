/// What the calendar shows about one day: how many entries it has, how many are starred, their moods.
///
/// The index builds these from the entries of a day (the calendar date as written in each entry's
/// `date`, never shifted by time zone); ``CalendarRenderer`` draws them as marks.
public struct DaySummary: Hashable, Sendable {
    /// The day.
    public var date: CivilDate
    /// The number of entries on the day, 0 or more.
    public var entryCount: Int
    /// The number of those entries with `starred: true`, 0 to ``entryCount``.
    public var starredCount: Int
    /// The moods of the day's entries in time order, earliest first; entries without a known mood
    /// are left out, so there may be fewer moods than entries.
    public var moods: [Mood]

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - date: The day.
    ///   - entryCount: The number of entries on the day.
    ///   - starredCount: The number of starred entries on the day.
    ///   - moods: The known moods of the day's entries in time order.
    public init(date: CivilDate, entryCount: Int, starredCount: Int = 0, moods: [Mood] = []) {
        self.date = date
        self.entryCount = entryCount
        self.starredCount = starredCount
        self.moods = moods
    }

    /// The one mood that stands for the day: the mood of its latest entry that has one.
    ///
    /// The latest, because it is how the day ended and what the writer felt last; the mood diary
    /// this comes from let a later check-in replace an earlier one. Not the mean: moods are an
    /// ordinal scale, and the mean of `bad` and `great` is an `okay` nobody felt. Not the lowest:
    /// one bad hour would paint a good day. ``moods`` keeps them all for other rules (`--json`).
    /// `nil` when no entry of the day has a known mood.
    public var mood: Mood? { moods.last }

    /// Whether at least one entry of the day is starred.
    public var isStarred: Bool { starredCount > 0 }
}
