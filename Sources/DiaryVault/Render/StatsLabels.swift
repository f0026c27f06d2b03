import Foundation

/// The words of `vault stats` and `vault heatmap` in English, Korean or German, and the locale's
/// short month names.
///
/// The language is the locale identifier's language code (`ko_KR` is Korean, `de_AT` German);
/// any other is English. Month names come from Foundation's CLDR data (pattern `LLL`, without a
/// final `.`), so every locale gets its own.
struct StatsLabels: Hashable, Sendable {
    /// The languages with their own words.
    enum Language: Hashable, Sendable {
        /// English, for every locale without its own words.
        case english
        /// Korean.
        case korean
        /// German.
        case german
    }

    /// The language of the words.
    let language: Language
    /// Twelve short stand-alone month names, January first: `Jan`, `1월`, `Jan`.
    let monthNames: [String]

    /// The labels of a locale.
    ///
    /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
    init(localeIdentifier: String) {
        let code = localeIdentifier.prefix { $0 != "_" && $0 != "-" }.lowercased()
        language = code == "ko" ? .korean : code == "de" ? .german : .english
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

    /// The word for `key` in the language: keys are the English words.
    ///
    /// - Parameter key: One of the English labels below.
    /// - Returns: The label, or `key` itself in English or for a key without a translation.
    func callAsFunction(_ key: String) -> String {
        switch language {
        case .english: key
        case .korean: Self.korean[key] ?? key
        case .german: Self.german[key] ?? key
        }
    }

    /// A number of days: `1 day`, `5 days`; `5일`; `1 Tag`, `5 Tage`.
    func days(_ count: Int) -> String {
        switch language {
        case .english: count == 1 ? "1 day" : "\(count) days"
        case .korean: "\(count)일"
        case .german: count == 1 ? "1 Tag" : "\(count) Tage"
        }
    }

    private static let korean: [String: String] = [
        "Entries": "항목", "Days written": "쓴 날", "Words": "단어", "Characters": "글자",
        "Streaks": "연속 기록", "current": "현재", "longest": "최장", "every day": "매일",
        "weekdays": "평일만", "none": "없음", "Per month": "월별", "entries": "항목", "days": "일수",
        "words": "단어", "Moods": "기분", "no mood": "기분 없음", "Mood per month (median)": "월별 기분 (중앙값)",
        "Top tags": "많이 쓴 태그", "no entries": "항목 없음", "day ends at": "하루의 끝",
        "less": "적음", "more": "많음", "today": "오늘", "entry count": "항목 수", "mood": "기분",
    ]

    private static let german: [String: String] = [
        "Entries": "Einträge", "Days written": "Tage mit Eintrag", "Words": "Wörter", "Characters": "Zeichen",
        "Streaks": "Serien", "current": "aktuell", "longest": "längste", "every day": "jeden Tag",
        "weekdays": "nur werktags", "none": "keine", "Per month": "Pro Monat", "entries": "Einträge", "days": "Tage",
        "words": "Wörter", "Moods": "Stimmungen", "no mood": "keine Stimmung", "Mood per month (median)": "Stimmung pro Monat (Median)",
        "Top tags": "Häufigste Tags", "no entries": "keine Einträge", "day ends at": "Tagesende",
        "less": "weniger", "more": "mehr", "today": "heute", "entry count": "Anzahl", "mood": "Stimmung",
    ]
}
