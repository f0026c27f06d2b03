import Foundation

/// Formats days of the proleptic Gregorian calendar with CLDR date patterns, in every year 0 to 9999.
///
/// vault's days are proleptic Gregorian with a year 0 (RFC 3339 section 5.6 and ISO 8601, as
/// ``CivilDate`` counts them), but Foundation's Gregorian calendar is Julian before 15 October
/// 1582 and has no year 0 (the year before 1 is 1 BC). So a year before 1583 is formatted through
/// a stand-in: the same month and day 400·k years later, in 2000 to 2399. The proleptic Gregorian
/// calendar repeats every 400 years (146,097 days, a whole number of weeks), so the stand-in has
/// the same month, day and weekday; every year field of the pattern (`y`, `Y`, `u`, `r`, UTS #35
/// "Date Field Symbol Table") is replaced by the real year as literal text, in the locale's
/// digits. Years from 1583 on are formatted directly, so their text is Foundation's own.
/// An era field (`G`) is not rewritten: it names the stand-in's era.
///
/// Dates are formatted at noon UTC, so no time zone shifts a day. A pattern is given to the
/// underlying formatter only when it changes, since setting one rebuilds the ICU formatter.
final class ProlepticDateFormatter {
    /// The first year Foundation's Gregorian calendar names the same way as the proleptic one.
    static let firstDirectYear = 1583

    /// The formatter, set up for the locale, its Gregorian calendar and UTC.
    private let formatter = DateFormatter()
    /// Foundation's Gregorian calendar for the locale, at UTC.
    private let calendar: Calendar
    /// Writes a year in the locale's digits.
    private let numberFormatter = NumberFormatter()
    /// The pattern the formatter has now.
    private var currentPattern = ""

    /// Makes a formatter for a locale.
    ///
    /// - Parameters:
    ///   - locale: The locale of the names and digits.
    ///   - calendar: A Gregorian calendar with that locale, at UTC.
    init(locale: Locale, calendar: Calendar) {
        self.calendar = calendar
        formatter.locale = locale
        formatter.calendar = calendar
        formatter.timeZone = .gmt
        numberFormatter.locale = locale
        numberFormatter.numberStyle = .none
        numberFormatter.usesGroupingSeparator = false
    }

    /// Formats a day with a date pattern (not a skeleton).
    ///
    /// - Parameters:
    ///   - pattern: A pattern such as `EEEE, MMMM d, y` (from
    ///     `DateFormatter.dateFormat(fromTemplate:options:locale:)` or written out).
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - day: The day of the month, valid for that month.
    /// - Returns: The text, such as `Sunday, October 10, 1582`.
    func string(_ pattern: String, year: Int, month: Int, day: Int) -> String {
        if year >= Self.firstDirectYear {
            return format(pattern, at: noon(year: year, month: month, day: day))
        }
        let shift = (2399 - year) / 400 * 400
        let standIn = noon(year: year + shift, month: month, day: day)
        let weekYear = calendar.component(.yearForWeekOfYear, from: standIn) - shift
        return format(Self.replacingYears(in: pattern) { symbol, width in
            self.yearText(symbol == "Y" ? weekYear : year, width: width, isTruncated: width == 2 && "yY".contains(symbol))
        }, at: standIn)
    }

    /// The pattern with every unquoted run of a year symbol replaced by literal text.
    ///
    /// Text without ASCII letters and quotes (digits, a minus sign) goes in as it is, since only
    /// ASCII letters are pattern fields (UTS #35); other text is quoted.
    ///
    /// - Parameters:
    ///   - pattern: A UTS #35 date pattern; text in `'...'` is literal, `''` is a quote.
    ///   - text: The literal text for a symbol (`y`, `Y`, `u` or `r`) repeated `width` times.
    /// - Returns: The new pattern.
    static func replacingYears(in pattern: String, with text: (Character, Int) -> String) -> String {
        var result = ""
        var isQuoted = false
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let character = pattern[index]
            if character == "'" {
                isQuoted.toggle()
                result.append(character)
                index = pattern.index(after: index)
            } else if !isQuoted, "yYur".contains(character) {
                let run = pattern[index...].prefix { $0 == character }
                let literal = text(character, run.count)
                // Digits are literal as they are; quoting them could join a quoted text next to
                // them into one with an escaped quote (`'1500''년'` reads `1500'년`).
                let isPlain = !literal.contains { $0 == "'" || ($0.isASCII && $0.isLetter) }
                result += isPlain ? literal : "'" + literal.replacingOccurrences(of: "'", with: "''") + "'"
                index = run.endIndex
            } else {
                result.append(character)
                index = pattern.index(after: index)
            }
        }
        return result
    }

    /// A year as a year field of `width` letters shows it (UTS #35): `yy` and `YY` the last two
    /// digits (`isTruncated`), otherwise at least `width` digits, zero-padded, and at least four
    /// as the entry's date writes it (ISO 8601): year 1 reads `0001`, so "January 0001" is not
    /// taken for a day.
    private func yearText(_ year: Int, width: Int, isTruncated: Bool) -> String {
        numberFormatter.minimumIntegerDigits = isTruncated ? width : max(width, 4)
        let shown = isTruncated ? abs(year) % 100 : abs(year)
        let digits = numberFormatter.string(from: NSNumber(value: shown)) ?? String(shown)
        return year < 0 ? "-" + digits : digits
    }

    /// Formats an instant with a pattern.
    private func format(_ pattern: String, at date: Date) -> String {
        if pattern != currentPattern {
            formatter.dateFormat = pattern
            currentPattern = pattern
        }
        return formatter.string(from: date)
    }

    /// Noon UTC of a day of Foundation's calendar (which is proleptic Gregorian from 1583 on).
    private func noon(year: Int, month: Int, day: Int) -> Date {
        let components = DateComponents(year: year, month: month, day: day, hour: 12)
        if let date = calendar.date(from: components) { return date }
        let days = CivilDate(year: year, month: month, day: day)?.daysSinceEpoch ?? 0
        return Date(timeIntervalSince1970: TimeInterval(days) * 86_400 + 43_200)
    }
}
