import Foundation

/// The locale's words and week for one year's calendar: titles, month and weekday names, first weekday.
///
/// Built once per render from Foundation's CLDR data, then a plain value: every string a calendar
/// of `year` needs is formatted up front, so drawing a day never touches a formatter. Dates are
/// formatted by ``ProlepticDateFormatter``: proleptic Gregorian in every year 0 to 9999, at UTC
/// noon, so neither the Julian calendar before 1582 nor the host's time zone changes a name.
struct CalendarLocalization: Hashable, Sendable {
    /// The locale identifier the strings came from, as given.
    let localeIdentifier: String
    /// The year the titles are for.
    let year: Int
    /// The locale's first day of the week, 1 (Sunday) to 7 (Saturday), from `Calendar.firstWeekday`.
    let firstWeekday: Int
    /// The year's title for the year view: `"2026"`, `"2026년"` in ko_KR (CLDR skeleton `y`).
    let yearTitle: String
    /// Twelve month titles, January first: `"November 2026"`, `"2026년 11월"` (skeleton `yMMMM`).
    let monthTitles: [String]
    /// Twelve stand-alone month names, January first: `"November"`, `"11월"` (pattern `LLLL`).
    let monthNames: [String]
    /// Seven weekday names for a calendar header, Sunday first, each 1 or 2 terminal columns.
    ///
    /// The CLDR short stand-alone form (pattern `cccccc`: `Su`, `일`), without a final `.` (de_DE
    /// writes `So.`); where that is wider than 2 columns, the narrow form (`ccccc`: zh_CN `日`
    /// for `周日`); where that is too, its first 2 columns. This matches `cal`'s two-column header.
    let weekdaySymbols: [String]

    /// Formats the calendar strings of a locale for one year.
    ///
    /// - Parameters:
    ///   - localeIdentifier: A locale identifier already normalised by ``LocaleResolver`` (no
    ///     codeset or modifier, `C` as `en_US`): `en_US`, `de_DE`, `ko-KR`.
    ///   - year: The year to title, 0 to 9999.
    ///   - writtenNames: Whether the names of ``CalendarNames`` serve its locales (the default);
    ///     `false` asks Foundation for every locale, as the tests that check those names do.
    init(localeIdentifier: String, year: Int, writtenNames: Bool = true) {
        precondition((0...9999).contains(year), "year \(year) is outside 0...9999")
        if writtenNames, let names = CalendarNames.of(localeIdentifier) {
            let yearText = CalendarNames.yearText(year)
            self.localeIdentifier = localeIdentifier
            self.year = year
            self.firstWeekday = names.firstWeekday
            self.yearTitle = names.yearAffixes.prefix + yearText + names.yearAffixes.suffix
            self.monthTitles = names.monthNames.enumerated().map { names.monthTitle($1, $0 + 1, yearText) }
            self.monthNames = names.monthNames
            self.weekdaySymbols = names.weekdaySymbols
            return
        }
        let calendar = CalendarLocalization.calendar(localeIdentifier: localeIdentifier)
        let locale = Locale(identifier: localeIdentifier)
        let formatter = ProlepticDateFormatter(locale: locale, calendar: calendar)
        // Every name through one pattern, so that ICU builds one formatter (building one is most of
        // the time a short command such as `vault calendar 2026-11` spends here): the year title,
        // the month title, the stand-alone month name, the short and the narrow weekday name,
        // separated by U+001F (not a pattern letter, so literal; never in a name).
        let fields = [Self.pattern("y", locale: locale), Self.pattern("yMMMM", locale: locale), "LLLL", "cccccc", "ccccc"]
        let combined = fields.joined(separator: "\u{1F}")
        func names(year: Int, month: Int, day: Int) -> [String] {
            let parts = formatter.string(combined, year: year, month: month, day: day)
                .split(separator: "\u{1F}", omittingEmptySubsequences: false)
            guard parts.count == fields.count else {
                return fields.map { formatter.string($0, year: year, month: month, day: day) }
            }
            return parts.map(String.init)
        }

        self.localeIdentifier = localeIdentifier
        self.year = year
        self.firstWeekday = calendar.firstWeekday
        // 2023-01-01 was a Sunday: the next seven days are Sunday to Saturday. (Formatted before
        // the year's months: a year before 1583 changes the pattern, see ProlepticDateFormatter.)
        let weekdays = (1...7).map { names(year: 2023, month: 1, day: $0) }
        let months = (1...12).map { names(year: year, month: $0, day: 1) }
        self.yearTitle = months[0][0]
        self.monthTitles = months.map { $0[1] }
        self.monthNames = months.map { $0[2] }
        let short = weekdays.map { names -> String in
            var symbol = names[3]
            if symbol.hasSuffix(".") { symbol.removeLast() }
            return symbol
        }
        let narrow = short.contains { $0.displayWidth > 2 } ? weekdays.map { $0[4] } : short
        self.weekdaySymbols = zip(short, narrow).map { ($0.displayWidth > 2 ? $1 : $0).truncated(toWidth: 2) }
    }

    /// The first day of the week of a locale, without formatting any names.
    ///
    /// - Parameter localeIdentifier: The locale identifier, normalised by ``LocaleResolver``.
    /// - Returns: 1 (Sunday) to 7 (Saturday): 1 for en_US and ko_KR, 2 for de_DE.
    static func firstWeekday(localeIdentifier: String) -> Int {
        CalendarNames.of(localeIdentifier)?.firstWeekday ?? calendar(localeIdentifier: localeIdentifier).firstWeekday
    }

    /// The locale's date pattern for a CLDR skeleton, such as `MMMM y` for `yMMMM` in en_US;
    /// the skeleton itself when the locale has none.
    static func pattern(_ skeleton: String, locale: Locale) -> String {
        DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) ?? skeleton
    }

    /// The Gregorian calendar of a locale, at UTC.
    static func calendar(localeIdentifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: localeIdentifier)
        calendar.timeZone = .gmt
        return calendar
    }

    /// The title of a month of ``year``, for the month view.
    ///
    /// - Parameter month: The month, 1 to 12.
    func monthTitle(month: Int) -> String { monthTitles[month - 1] }

    /// The stand-alone name of a month, for the year view.
    ///
    /// - Parameter month: The month, 1 to 12.
    func monthName(month: Int) -> String { monthNames[month - 1] }

    /// The seven header symbols in the order of a week that starts on `firstWeekday`.
    ///
    /// - Parameter firstWeekday: The first column's weekday, 1 (Sunday) to 7 (Saturday).
    /// - Returns: Seven symbols, such as `Mo Tu We Th Fr Sa Su` for 2.
    func weekdayHeader(firstWeekday: Int) -> [String] {
        (0..<7).map { weekdaySymbols[(firstWeekday - 1 + $0) % 7] }
    }
}

/// The month titles of a locale for any year (`November 2026`, `2026년 11월`, CLDR skeleton
/// `yMMMM`), from one formatter: what ``CalendarLocalization/monthTitles`` holds for one year,
/// for the views that title months of many years (`vault index`, whose months can span
/// centuries), without making a localization per year.
final class MonthTitleFormatter {
    /// The formatter, for the locale's Gregorian calendar at UTC; `nil` for a locale of ``CalendarNames``.
    private let formatter: ProlepticDateFormatter?
    /// The written-out names of the locale, if it has them.
    private let names: CalendarNames?
    /// The locale's pattern for the skeleton `yMMMM`.
    private let pattern: String

    /// Makes the formatter of a locale.
    ///
    /// - Parameters:
    ///   - localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
    ///   - writtenNames: Whether ``CalendarNames`` serves its locales (see ``CalendarLocalization``).
    init(localeIdentifier: String, writtenNames: Bool = true) {
        if writtenNames, let names = CalendarNames.of(localeIdentifier) {
            (self.names, formatter, pattern) = (names, nil, "")
            return
        }
        let locale = Locale(identifier: localeIdentifier)
        names = nil
        formatter = ProlepticDateFormatter(locale: locale, calendar: CalendarLocalization.calendar(localeIdentifier: localeIdentifier))
        pattern = CalendarLocalization.pattern("yMMMM", locale: locale)
    }

    /// The title of a month: `November 2026`.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    func title(year: Int, month: Int) -> String {
        if let names { return names.monthTitle(names.monthNames[month - 1], month, CalendarNames.yearText(year)) }
        return formatter?.string(pattern, year: year, month: month, day: 1) ?? ""
    }
}
