/// A day of the proleptic Gregorian calendar, with the arithmetic the generator needs.
///
/// Conversions use Howard Hinnant's `days_from_civil` / `civil_from_days` algorithms, so no
/// `Calendar` or formatter is involved and the result never depends on the time zone.
struct CivilDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999 for the `YYYY-MM-DD` text form.
    var year: Int
    /// The month, 1 to 12.
    var month: Int
    /// The day of the month, 1 to 31.
    var day: Int

    /// Creates a day from its fields (not validated).
    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`, or returns `nil` when the text is not a valid day.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), day >= 1 else { return nil }
        self.init(year: year, month: month, day: day)
        guard CivilDay(daysSinceEpoch: daysSinceEpoch) == self else { return nil }
    }

    /// The day that is `days` days after 1970-01-01 (negative: before).
    init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (negative before it).
    var daysSinceEpoch: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `days` days later (earlier when negative).
    func adding(days: Int) -> CivilDay {
        CivilDay(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// `YYYY-MM-DD`.
    var description: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))-\(Self.pad(day, 2))"
    }

    /// `YYYY-MM`, the key of the day's month.
    var monthKey: String {
        "\(Self.pad(year, 4))-\(Self.pad(month, 2))"
    }

    static func < (lhs: CivilDay, rhs: CivilDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// A non-negative number in decimal, zero-padded on the left to `width` digits.
    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
