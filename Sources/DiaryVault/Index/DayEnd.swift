/// The time of day at which a day ends for streaks, stats and the heatmap: `day-end` in
/// `.vault/config` (docs/STATS.md).
///
/// An entry written before this time counts for the day before: with `day-end = 04:00`, an
/// entry at `2026-11-29T01:30` counts for November 28. Only for streaks, stats and the heatmap:
/// the file, its folder and the calendar keep the day as written. The time is the one written in
/// the entry's `date`, in its own offset, never converted (an entry at `01:30+09:00` and one at
/// `01:30-08:00` both fall before 04:00). A date without a time counts for its own day.
public struct DayEnd: Hashable, Sendable, CustomStringConvertible {
    /// Minutes after midnight, 0 (midnight: days end when the calendar's do) to 1439.
    public let minutes: Int

    /// Days end at midnight, the default.
    public static let midnight = DayEnd(minutes: 0)!

    /// Creates a day end.
    ///
    /// - Parameter minutes: Minutes after midnight, 0 to 1439; `nil` outside.
    public init?(minutes: Int) {
        guard (0..<1440).contains(minutes) else { return nil }
        self.minutes = minutes
    }

    /// Reads `HH:MM` with two digits each, `00:00` to `23:59`, or returns `nil`.
    ///
    /// - Parameter text: The value as written, such as `04:00`.
    public init?(parsing text: String) {
        let bytes = Array(text.utf8)
        func digit(_ index: Int) -> Int? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) ? Int(bytes[index] - UInt8(ascii: "0")) : nil
        }
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":"),
              let h1 = digit(0), let h2 = digit(1), let m1 = digit(3), let m2 = digit(4),
              h1 * 10 + h2 < 24, m1 * 10 + m2 < 60 else { return nil }
        self.init(minutes: (h1 * 10 + h2) * 60 + m1 * 10 + m2)
    }

    /// `HH:MM`, such as `04:00`.
    public var description: String {
        CivilDate.pad(minutes / 60, 2) + ":" + CivilDate.pad(minutes % 60, 2)
    }

    /// The day an entry counts for in streaks and stats.
    ///
    /// - Parameter date: The entry's date as written.
    /// - Returns: Its day, or the day before when its time is before the day end.
    public func statsDay(of date: EntryDate) -> CivilDate {
        statsDay(orderKey: date.orderKey, day: date.day)
    }

    /// The day a summarized entry counts for in streaks and stats (``statsDay(of:)``), from the
    /// numbers the summary keeps, without reading its date text.
    ///
    /// - Parameter entry: The entry.
    public func statsDay(of entry: EntrySummary) -> CivilDate {
        statsDay(orderKey: entry.orderKey, day: entry.day)
    }

    /// The day for an order key (``EntryDate/orderKey``: microseconds of the day plus one for a
    /// time, 0 for a date alone) and its calendar day.
    private func statsDay(orderKey: Int64, day: CivilDate) -> CivilDate {
        guard minutes > 0, day != CivilDate(year: 0, month: 1, day: 1) else { return day }
        let microseconds = orderKey - Int64(day.daysSinceEpoch) * 86_400_000_000
        guard microseconds > 0 else { return day }
        let minute = Int((microseconds - 1) / 60_000_000)
        return minute < minutes ? CivilDate(daysSinceEpoch: day.daysSinceEpoch - 1) : day
    }
}
