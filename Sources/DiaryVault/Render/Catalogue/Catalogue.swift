/// The words of the views people read (index, calendar, show, list, search, stats, heatmap,
/// on-this-day, dday and `check`'s summary), and of what `vault sync`, `log`, `resolve`,
/// `git setup` and `git hook` report, in one language: the one place for every label, heading,
/// legend and relative phrase.
///
/// The strings themselves are in ``Key/row`` (`Catalogue+Rows.swift`): one row per key with its
/// English, Korean, German, Japanese and Simplified Chinese text, so a missing translation does
/// not compile. A Swift table rather than bundle resources: nothing is read or parsed at start-up
/// (docs/PERFORMANCE.md, "Localized views"). Error messages stay English and are not here.
///
/// Texts may hold placeholders: `{n}`, the count given to ``callAsFunction(_:count:_:)``, and
/// named ones such as `{x}`, replaced by the values given. A text with `|` has two plural forms,
/// `one|other`: the first when the count is 1 (CLDR plural rule of English and German); Korean,
/// Japanese and Chinese have one form.
///
/// Pure: the language comes from a locale identifier as a value.
struct Catalogue: Hashable, Sendable {
    /// The languages with their own words.
    enum Language: String, CaseIterable, Hashable, Sendable {
        /// English, and every locale without words of its own.
        case en
        /// Korean (`ko_KR`, first-class).
        case ko
        /// German.
        case de
        /// Japanese.
        case ja
        /// Simplified Chinese (`zh_CN`, `zh_SG`, `zh_Hans`); Traditional Chinese locales get English.
        case zh

        /// The language of a locale identifier: its language code, `ko_KR` and `ko-KR` alike;
        /// English for a locale without words of its own (``init(ownWordsOf:)`` is `nil`).
        ///
        /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
        init(localeIdentifier: String) {
            self = Language(ownWordsOf: localeIdentifier) ?? .en
        }

        /// The language of a locale identifier when the catalogue has words for it, or `nil` for
        /// a locale that gets English only because it has none (`fr_FR`, `zh_TW`): the one place
        /// that reads a language from a locale identifier.
        ///
        /// The language is the identifier's first subtag (`ko_KR`, `ko-KR` and `ko` are Korean;
        /// `kok_IN` is not). `zh` is Simplified Chinese unless the identifier names the Hant script
        /// or the regions TW, HK or MO, which write Traditional Chinese: those get `nil` (English)
        /// rather than the wrong script.
        ///
        /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
        init?(ownWordsOf localeIdentifier: String) {
            let parts = localeIdentifier.split { $0 == "_" || $0 == "-" }.map { $0.lowercased() }
            switch parts.first ?? "" {
            case "en": self = .en
            case "ko": self = .ko
            case "de": self = .de
            case "ja": self = .ja
            case "zh":
                let traditional: Set<String> = ["hant", "tw", "hk", "mo"]
                guard !parts.dropFirst().contains(where: traditional.contains) else { return nil }
                self = .zh
            default: return nil
            }
        }

        /// How D-days are counted in this language when `.vault/config` sets no `counting`
        /// (docs/TIME.md): Korean counts the date itself as day 1, as in `만난 지 1일`
        /// (``TimeRules/Counting/fromOne``); every other language as D+0.
        var dayCounting: TimeRules.Counting {
            self == .ko ? .fromOne : .fromZero
        }
    }

    /// One key's text in every language.
    struct Row: Hashable, Sendable {
        /// English.
        var en: String
        /// Korean.
        var ko: String
        /// German.
        var de: String
        /// Japanese.
        var ja: String
        /// Simplified Chinese.
        var zh: String

        /// The text of a language.
        subscript(language: Language) -> String {
            switch language {
            case .en: en
            case .ko: ko
            case .de: de
            case .ja: ja
            case .zh: zh
            }
        }
    }

    /// The language of the words.
    let language: Language

    /// The words of a language.
    init(language: Language) {
        self.language = language
    }

    /// The words of a locale (``Language/init(localeIdentifier:)``).
    ///
    /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
    init(localeIdentifier: String) {
        self.init(language: Language(localeIdentifier: localeIdentifier))
    }

    /// A key's text as written in the table, placeholders and plural forms untouched.
    subscript(key: Key) -> String {
        key.row[language]
    }

    /// A key's text with its plural form chosen by `count` and its placeholders filled in.
    ///
    /// - Parameters:
    ///   - key: The key.
    ///   - count: The number for `{n}` and the plural form, or `nil` for a text without one.
    ///   - values: The texts for named placeholders, such as `["x": "November 29"]`.
    /// - Returns: The text: `words(.countDays, count: 3)` is `3 days`, `3일`, `3 Tage`.
    func callAsFunction(_ key: Key, count: Int? = nil, _ values: [String: String] = [:]) -> String {
        var text = self[key]
        if let bar = text.firstIndex(of: "|") {
            text = count == 1 ? String(text[..<bar]) : String(text[text.index(after: bar)...])
        }
        if let count { text = text.replacing("{n}", with: String(count)) }
        for (name, value) in values { text = text.replacing("{\(name)}", with: value) }
        return text
    }

    /// A mood's name in the language: `good`, `좋음`, `gut`. English names are the values of the
    /// front matter (``Mood/rawValue``).
    func mood(_ mood: Mood) -> String {
        switch mood {
        case .great: self[.moodGreat]
        case .good: self[.moodGood]
        case .okay: self[.moodOkay]
        case .notGreat: self[.moodNotGreat]
        case .bad: self[.moodBad]
        }
    }

    /// The display width of the widest mood name, at least 1: 9 in English (`not-great`), 4 in Korean.
    var moodWidth: Int {
        max(1, Mood.allCases.map { mood($0).displayWidth }.max() ?? 1)
    }
}
