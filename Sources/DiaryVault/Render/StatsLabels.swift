import Foundation

/// The words of `vault stats` and `vault heatmap` (from the ``Catalogue``) and the locale's
/// short month names.
///
/// Month names come from Foundation's CLDR data (pattern `LLL`, without a final `.`), so every
/// locale gets its own.
struct StatsLabels: Hashable, Sendable {
    /// The words of the locale's language.
    let words: Catalogue
    /// Twelve short stand-alone month names, January first: `Jan`, `1월`, `Jan`.
    let monthNames: [String]

    /// The labels of a locale.
    ///
    /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
    init(localeIdentifier: String) {
        words = Catalogue(localeIdentifier: localeIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: localeIdentifier)
        calendar.timeZone = .gmt
        let formatter = ProlepticDateFormatter(locale: Locale(identifier: localeIdentifier), calendar: calendar)
        monthNames = (1...12).map { month in
            var name = formatter.string("LLL", year: 2023, month: month, day: 1)
            if name.hasSuffix(".") { name.removeLast() }
            return name
        }
    }

    /// The text of a key in the language (``Catalogue/subscript(_:)``).
    func callAsFunction(_ key: Catalogue.Key) -> String {
        words[key]
    }

    /// A number of days: `1 day`, `5 days`; `5일`; `1 Tag`, `5 Tage`.
    func days(_ count: Int) -> String {
        words(.countDays, count: count)
    }
}
