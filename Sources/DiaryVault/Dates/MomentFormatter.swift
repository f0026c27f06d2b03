import Foundation

/// Formats a date and time with Moment.js tokens, the format language of Obsidian's daily-note
/// and template `{{date:FORMAT}}` placeholders, so templates written for Obsidian work unchanged.
///
/// Tokens (longest match first; see <https://momentjs.com/docs/#/displaying/format/>):
/// `YYYY` year, `YY` its last two digits; `Q` quarter; `MMMM` month name, `MMM` short name, `MM`
/// `M` month number; `DDDD` `DDD` day of the year; `Do` ordinal day (`29th`, `29일`, `29.`), `DD`
/// `D` day; `dddd` weekday name, `ddd` short, `dd` shortest; `d` weekday 0 (Sunday) to 6, `E` ISO
/// weekday 1 (Monday) to 7; `HH` `H` hour 0-23, `hh` `h` hour 1-12, `A` `a` AM/PM (the locale's
/// words, `a` lowercased); `mm` `m` minute, `ss` `s` second; `WW` `W` ISO week; `ZZ` `+0900`, `Z`
/// `+09:00`. Text in `[brackets]` is copied without the brackets; any other character is copied.
/// Names come from Foundation's Gregorian calendar in the given locale (`일요일`, `Sonntag`).
struct MomentFormatter: Sendable {
    /// The moment formatted: a civil date, a time of day and a UTC offset.
    struct Moment: Hashable, Sendable {
        /// The day.
        var day: CivilDate
        /// The hour, 0 to 23.
        var hour: Int
        /// The minute, 0 to 59.
        var minute: Int
        /// The second, 0 to 60.
        var second: Int
        /// The offset from UTC in minutes, east positive.
        var offsetMinutes: Int
    }

    /// The tokens, longest first where one is the prefix of another.
    static let tokens = ["YYYY", "YY", "Q", "MMMM", "MMM", "MM", "M", "DDDD", "DDD", "Do", "DD", "D",
                         "dddd", "ddd", "dd", "d", "E", "HH", "H", "hh", "h", "A", "a", "mm", "m",
                         "ss", "s", "WW", "W", "ZZ", "Z"]

    /// The locale identifier names come from, normalised (`ko_KR`).
    var localeIdentifier: String
    /// A Gregorian calendar in that locale, for the names.
    private let calendar: Calendar

    /// Creates a formatter for a locale.
    ///
    /// - Parameter localeIdentifier: A normalised identifier, such as ``RenderSettings`` holds.
    init(localeIdentifier: String) {
        self.localeIdentifier = localeIdentifier
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: localeIdentifier)
        self.calendar = calendar
    }

    /// The moment formatted by a Moment.js format string.
    ///
    /// - Parameters:
    ///   - moment: The date and time.
    ///   - format: The format, such as `YYYY-MM-DD dddd` or `[Week] W`.
    /// - Returns: The text, such as `2026-11-29 Sunday`.
    func format(_ moment: Moment, _ format: String) -> String {
        var output = ""
        var rest = Substring(format)
        while let first = rest.first {
            if first == "[", let close = rest.firstIndex(of: "]") {
                output += rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
            } else if let token = Self.tokens.first(where: { rest.hasPrefix($0) }) {
                output += value(of: token, moment)
                rest = rest.dropFirst(token.count)
            } else {
                output.append(first)
                rest = rest.dropFirst()
            }
        }
        return output
    }

    /// The text of one token.
    private func value(of token: String, _ moment: Moment) -> String {
        let day = moment.day
        let weekday = day.weekday - 1  // 0 Sunday ... 6 Saturday
        let hour12 = moment.hour % 12 == 0 ? 12 : moment.hour % 12
        switch token {
        case "YYYY": return CivilDate.pad(day.year, 4)
        case "YY": return CivilDate.pad(day.year % 100, 2)
        case "Q": return String((day.month - 1) / 3 + 1)
        case "MMMM": return calendar.monthSymbols[day.month - 1]
        case "MMM": return calendar.shortMonthSymbols[day.month - 1]
        case "MM": return CivilDate.pad(day.month, 2)
        case "M": return String(day.month)
        case "DDDD": return CivilDate.pad(dayOfYear(day), 3)
        case "DDD": return String(dayOfYear(day))
        case "Do": return ordinal(day.day)
        case "DD": return CivilDate.pad(day.day, 2)
        case "D": return String(day.day)
        case "dddd": return calendar.weekdaySymbols[weekday]
        case "ddd": return calendar.shortWeekdaySymbols[weekday]
        case "dd": return String(calendar.shortWeekdaySymbols[weekday].prefix(2))
        case "d": return String(weekday)
        case "E": return String(weekday == 0 ? 7 : weekday)
        case "HH": return CivilDate.pad(moment.hour, 2)
        case "H": return String(moment.hour)
        case "hh": return CivilDate.pad(hour12, 2)
        case "h": return String(hour12)
        case "A": return moment.hour < 12 ? calendar.amSymbol : calendar.pmSymbol
        case "a": return (moment.hour < 12 ? calendar.amSymbol : calendar.pmSymbol).lowercased()
        case "mm": return CivilDate.pad(moment.minute, 2)
        case "m": return String(moment.minute)
        case "ss": return CivilDate.pad(moment.second, 2)
        case "s": return String(moment.second)
        case "WW": return CivilDate.pad(Self.isoWeek(day), 2)
        case "W": return String(Self.isoWeek(day))
        case "ZZ", "Z":
            let sign = moment.offsetMinutes < 0 ? "-" : "+"
            let minutes = abs(moment.offsetMinutes)
            let hours = CivilDate.pad(minutes / 60, 2)
            return sign + hours + (token == "Z" ? ":" : "") + CivilDate.pad(minutes % 60, 2)
        default: preconditionFailure("no Moment.js token '\(token)'")
        }
    }

    /// The day of the year, 1 to 366.
    private func dayOfYear(_ day: CivilDate) -> Int {
        guard let first = CivilDate(year: day.year, month: 1, day: 1) else { return 1 }
        return day.daysSinceEpoch - first.daysSinceEpoch + 1
    }

    /// The day of the month as an ordinal, as Moment.js writes it: `1st`, `2nd`, `11th` in English,
    /// `1일` in Korean, `1.` in German; the number alone in other languages. The language is the
    /// catalogue's (``Catalogue/Language/init(ownWordsOf:)``), so a locale without words of its
    /// own gets the number, not English.
    private func ordinal(_ number: Int) -> String {
        switch Catalogue.Language(ownWordsOf: localeIdentifier) {
        case .ko?: return "\(number)일"
        case .de?: return "\(number)."
        case .en?:
            let suffix = (11...13).contains(number % 100) ? "th" : ["th", "st", "nd", "rd"][number % 10 < 4 ? number % 10 : 0]
            return "\(number)\(suffix)"
        case .ja?, .zh?, nil: return String(number)
        }
    }

    /// The ISO 8601 week of a day: week 1 holds the year's first Thursday.
    static func isoWeek(_ day: CivilDate) -> Int {
        let isoWeekday = (day.weekday + 5) % 7 + 1  // 1 Monday ... 7 Sunday
        let thursday = day.adding(days: 4 - isoWeekday)
        guard let first = CivilDate(year: thursday.year, month: 1, day: 1) else { return 1 }
        return (thursday.daysSinceEpoch - first.daysSinceEpoch) / 7 + 1
    }
}
