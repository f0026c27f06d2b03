import Foundation

/// The words of the day-based views (`on-this-day`, `dday`, the calendar's anniversary names),
/// from the ``Catalogue``, with each language's plural rule: English "1 year" / "2 years", German
/// "vor 1 Jahr" / "vor 2 Jahren", Korean without plural ("1년", "2년"); and the locale's dates.
///
/// Pure: the locale comes in as an identifier; names of months come from Foundation's CLDR data.
struct TimeWords: Hashable, Sendable {
    /// The words of the language.
    var words: Catalogue
    /// The locale identifier, normalised, for month names.
    var localeIdentifier: String
    /// Whether the dates of ``CalendarNames`` serve its locales (the default); `false` asks
    /// Foundation, as the tests that check those dates do.
    var writtenNames = true

    /// The words of a locale.
    ///
    /// - Parameter localeIdentifier: The locale, normalised by ``LocaleResolver``.
    init(localeIdentifier: String) {
        self.localeIdentifier = localeIdentifier
        words = Catalogue(localeIdentifier: localeIdentifier)
    }

    /// "1 year ago", "5 years ago"; "1년 전"; "vor 1 Jahr", "vor 5 Jahren".
    func yearsAgo(_ years: Int) -> String {
        words(.yearsAgo, count: years)
    }

    /// A number of days: "1 day", "100 days"; "100일"; "1 Tag", "100 Tage".
    func days(_ days: Int) -> String {
        words(.countDays, count: days)
    }

    /// A yearly milestone: "1 year", "5 years"; "1주년"; "1 Jahr", "5 Jahre".
    func years(_ years: Int) -> String {
        words(.countYears, count: years)
    }

    /// How far away a day is: "today", "in 1 day", "in 64 days"; "오늘", "D-64"; "heute",
    /// "in 1 Tag", "in 64 Tagen".
    func away(_ days: Int) -> String {
        days == 0 ? words[.today] : words(.inDays, count: days)
    }

    /// A day before or after the remembered one, for a window: "2 days before", "1 day after";
    /// "2일 전", "1일 후"; "2 Tage davor", "1 Tag danach"; empty on the day itself.
    func offset(_ days: Int) -> String {
        switch days.signum() {
        case 0: ""
        case -1: words(.daysBefore, count: -days)
        default: words(.daysAfter, count: days)
        }
    }

    /// A month and day in the locale's words: "November 29", "11월 29일", "29. November"
    /// (CLDR skeleton `MMMMd`).
    func monthDay(_ date: CivilDate) -> String {
        format("MMMMd", date)
    }

    /// A short month and day, for names under a calendar: "May 5", "5월 5일", "5. Mai" (`MMMd`).
    func shortMonthDay(_ date: CivilDate) -> String {
        format("MMMd", date)
    }

    /// A date in the locale's medium form: "May 4, 2021", "2021. 5. 4.", "04.05.2021" (`yMMMd`
    /// in en, `yMd` otherwise).
    func date(_ date: CivilDate) -> String {
        format(words.language == .en ? "yMMMd" : "yMd", date)
    }

    /// Formats a date by a CLDR skeleton, proleptic Gregorian at UTC noon.
    private func format(_ skeleton: String, _ date: CivilDate) -> String {
        if writtenNames, let text = CalendarNames.of(localeIdentifier)?.format(skeleton, date) { return text }
        let locale = Locale(identifier: localeIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = .gmt
        let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) ?? "yyyy-MM-dd"
        return ProlepticDateFormatter(locale: locale, calendar: calendar).string(pattern, year: date.year, month: date.month, day: date.day)
    }
}
