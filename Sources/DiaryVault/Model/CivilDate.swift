/// A calendar day in the proleptic Gregorian calendar, with no time and no time zone.
///
/// This is the day an entry belongs to: the date as written in its front matter, never shifted to
/// the viewer's or UTC's day (ISO 8601 "calendar date", RFC 3339 `full-date`).
public struct CivilDate: Hashable, Sendable, Comparable {
    /// The year, for example 2026.
    public var year: Int
    /// The month, 1 (January) to 12 (December).
    public var month: Int
    /// The day of the month, 1 to 31.
    public var day: Int

    /// Creates a date, or `nil` when the month or day is out of range for that year.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999 (the four-digit years of RFC 3339).
    ///   - month: The month, 1 to 12.
    ///   - day: The day, 1 to the number of days in that month.
    public init?(year: Int, month: Int, day: Int) {
        guard (0...9999).contains(year), (1...12).contains(month),
              day >= 1, day <= CivilDate.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The number of days in a month of the Gregorian calendar (leap years per RFC 3339 appendix C).
    ///
    /// - Parameters:
    ///   - month: The month, 1 to 12.
    ///   - year: The year.
    /// - Returns: 28 to 31.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Whether a year is a Gregorian leap year.
    ///
    /// - Parameter year: The year.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The weekday, 1 (Sunday) to 7 (Saturday), as Foundation's `Calendar` numbers them.
    public var weekday: Int {
        // Days since 1970-01-01 (a Thursday, weekday 5).
        let days = daysSinceEpoch
        return ((days % 7 + 7) % 7 + 4) % 7 + 1
    }

    /// The number of days from 1970-01-01 to this date, negative before it.
    ///
    /// Uses Howard Hinnant's `days_from_civil` algorithm.
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date a number of days after 1970-01-01 (Hinnant's `civil_from_days`).
    ///
    /// - Parameter daysSinceEpoch: Days after 1970-01-01, negative before it.
    public init(daysSinceEpoch: Int) {
        let z = daysSinceEpoch + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        self.month = month
        self.day = day
    }

    /// The date a number of days later (earlier when negative).
    ///
    /// - Parameter days: The number of days to add.
    public func adding(days: Int) -> CivilDate {
        CivilDate(daysSinceEpoch: daysSinceEpoch + days)
    }

    /// Orders dates chronologically.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}

extension CivilDate: CustomStringConvertible {
    /// The date as `YYYY-MM-DD` (RFC 3339 `full-date`).
    public var description: String {
        guard (0...9999).contains(year) else {
            return "\(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2))-\(CivilDate.pad(day, 2))"
        }
        var digits: [UInt8] = []
        digits.reserveCapacity(10)
        appendDescription(to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// Appends `YYYY-MM-DD` as ASCII bytes (years 0 to 9999).
    func appendDescription(to bytes: inout [UInt8]) {
        bytes += [
            UInt8(48 + year / 1000 % 10), UInt8(48 + year / 100 % 10), UInt8(48 + year / 10 % 10), UInt8(48 + year % 10), 45,
            UInt8(48 + month / 10), UInt8(48 + month % 10), 45, UInt8(48 + day / 10), UInt8(48 + day % 10),
        ]
    }

    /// The month as `YYYY-MM`.
    public var monthDescription: String { "\(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2))" }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
