/// A day as a person types it for `vault on-this-day` and `vault dday --on`: `MM-DD` (a day of
/// every year), `YYYY-MM-DD`, or a day named relative to today (``RelativeDay``: `yesterday`,
/// `last friday`, `어제`).
///
/// `MM-DD` may be any day that exists in some year, so `02-29` too: where it falls in a common
/// year is the leap-day rule's (``TimeRules/occurrence(month:day:in:)``).
struct DayArgument: Hashable, Sendable {
    /// The year, 0 to 9999, or `nil` for `MM-DD`.
    var year: Int?
    /// The month, 1 to 12.
    var month: Int
    /// The day of the month, 1 to 31 (valid in some year).
    var day: Int

    /// The day itself, or `nil` for `MM-DD` (no year).
    var date: CivilDate? {
        year.flatMap { CivilDate(year: $0, month: month, day: day) }
    }

    /// Reads a day argument: a relative day, else what `--in` reads as one day
    /// (``EntryQuery/periodSelection(parsing:)``: `YYYY-MM-DD`, or `MM-DD` of every year).
    ///
    /// - Parameters:
    ///   - text: The argument as typed.
    ///   - today: Today in the local time zone, for relative days.
    /// - Returns: The day, or `nil` when the text is none of the forms: `MM-DD` and `YYYY-MM-DD`
    ///   take exactly two, and four, two and two ASCII digits, and must name a day of the calendar.
    static func parse(_ text: String, today: CivilDate) -> DayArgument? {
        if let day = RelativeDay.parse(text, today: today) { return DayArgument(year: day.year, month: day.month, day: day.day) }
        switch EntryQuery.periodSelection(parsing: text) {
        case .within(.day(let date))?: return DayArgument(year: date.year, month: date.month, day: date.day)
        case .everyYear(let month, let day)?: return DayArgument(year: nil, month: month, day: day)
        case .within(.year)?, .within(.month)?, nil: return nil
        }
    }
}
