/// The rules as sentences, for `--explain` (en, ko, de), with the settings in force.
extension TimeRules {
    /// The rules a command applies, one paragraph each, with the setting in force, ending with a
    /// newline: for example `vault on-this-day --explain` states ``Rule/writtenDate`` and
    /// ``Rule/leapDay``. The same text as docs/TIME.md, shorter.
    ///
    /// - Parameters:
    ///   - rules: The rules, in the order to state them.
    ///   - localeIdentifier: The locale, normalised; Korean and German have their own sentences,
    ///     every other language English.
    ///   - width: The columns to wrap at (wide characters count two), default 80.
    /// - Returns: The paragraphs, separated by blank lines.
    func explanation(of rules: [Rule], localeIdentifier: String, width: Int = 80) -> String {
        let language = TimeLanguage(localeIdentifier: localeIdentifier)
        return rules.map { Self.wrap(sentence($0, language), width: width) }.joined(separator: "\n\n") + "\n"
    }

    /// A paragraph wrapped at spaces to `width` display columns; a word wider stands alone, and a
    /// setting `key = value` is never broken.
    static func wrap(_ paragraph: String, width: Int) -> String {
        var words: [String] = []
        var glue = false
        for word in paragraph.split(separator: " ").map(String.init) {
            if word == "=", let last = words.popLast() {
                words.append(last + " =")
                glue = true
            } else if glue, let last = words.popLast() {
                words.append(last + " " + word)
                glue = false
            } else {
                words.append(word)
            }
        }
        var lines: [String] = [], line = "", used = 0
        for word in words {
            let wordWidth = String(word).displayWidth
            if !line.isEmpty, used + 1 + wordWidth > width {
                lines.append(line)
                (line, used) = ("", 0)
            }
            line += (line.isEmpty ? "" : " ") + word
            used += (used == 0 ? 0 : 1) + wordWidth
        }
        return (lines + [line]).joined(separator: "\n")
    }

    /// One rule's paragraph.
    private func sentence(_ rule: Rule, _ language: TimeLanguage) -> String {
        let end = dayEnd.map { CivilDate.pad($0.minutes / 60, 2) + ":" + CivilDate.pad($0.minutes % 60, 2) }
        switch (rule, language) {
        case (.writtenDate, .en):
            return "Day: an entry belongs to the date written in its front matter, never converted to another time zone."
        case (.writtenDate, .ko):
            return "날짜: 글은 머리말에 적힌 날짜에 속하며, 다른 시간대로 바꾸지 않습니다."
        case (.writtenDate, .de):
            return "Tag: Ein Eintrag gehört zu dem Datum, das in seinem Kopf steht; es wird nie in eine andere Zeitzone umgerechnet."
        case (.dayEnd, .en):
            return end.map { "Day end (day-end = \($0)): for streaks and stats only, an entry written before \($0) counts for the day before; its file and its calendar day do not move." }
                ?? "Day end: days end at midnight (set day-end = 04:00 to count an entry written before 04:00 for the day before, for streaks and stats only)."
        case (.dayEnd, .ko):
            return end.map { "하루의 끝 (day-end = \($0)): 연속 기록과 통계에서만, \($0) 전에 쓴 글을 전날로 셉니다. 파일과 달력의 날짜는 그대로입니다." }
                ?? "하루의 끝: 하루는 자정에 끝납니다 (day-end = 04:00 으로 정하면 연속 기록과 통계에서만 04:00 전에 쓴 글을 전날로 셉니다)."
        case (.dayEnd, .de):
            return end.map { "Tagesende (day-end = \($0)): Nur für Serien und Statistik zählt ein Eintrag vor \($0) zum Vortag; Datei und Kalendertag bleiben." }
                ?? "Tagesende: Tage enden um Mitternacht (day-end = 04:00 zählt Einträge vor 04:00 zum Vortag, nur für Serien und Statistik)."
        case (.leapDay, .en):
            return "29 February (leap-day = \(leapDay.rawValue)): in common years it falls on "
                + (leapDay == .feb28 ? "28 February (set leap-day = mar1 for 1 March)." : "1 March (set leap-day = feb28 for 28 February).")
        case (.leapDay, .ko):
            return "2월 29일 (leap-day = \(leapDay.rawValue)): 평년에는 "
                + (leapDay == .feb28 ? "2월 28일로 봅니다 (3월 1일로 하려면 leap-day = mar1)." : "3월 1일로 봅니다 (2월 28일로 하려면 leap-day = feb28).")
        case (.leapDay, .de):
            return "29. Februar (leap-day = \(leapDay.rawValue)): In Gemeinjahren fällt er auf den "
                + (leapDay == .feb28 ? "28. Februar (leap-day = mar1 für den 1. März)." : "1. März (leap-day = feb28 für den 28. Februar).")
        case (.counting, .en):
            return "Counting (counting = \(counting.rawValue)): "
                + (counting == .fromOne ? "the date itself is day 1 (D+1), as Korean D-days count." : "the date itself is D+0, the next day D+1.")
                + " Default: from-one under a Korean locale, from-zero otherwise. Yearly returns do not depend on it."
        case (.counting, .ko):
            return "세는 법 (counting = \(counting.rawValue)): "
                + (counting == .fromOne ? "그날을 1일(D+1)로 셉니다 (만난 지 1일)." : "그날을 D+0, 다음 날을 D+1로 셉니다.")
                + " 기본값은 한국어에서 from-one, 그 밖에는 from-zero입니다. 주년은 세는 법과 상관없이 같은 날짜입니다."
        case (.counting, .de):
            return "Zählung (counting = \(counting.rawValue)): "
                + (counting == .fromOne ? "der Tag selbst ist Tag 1 (D+1), wie koreanische D-Days zählen." : "der Tag selbst ist D+0, der nächste D+1.")
                + " Standard: from-one unter Koreanisch, sonst from-zero. Jahrestage hängen nicht davon ab."
        }
    }
}

/// The languages the day-based views have words for: English, Korean and German.
enum TimeLanguage: Hashable, Sendable {
    /// English, and every language without words of its own.
    case en
    /// Korean.
    case ko
    /// German.
    case de

    /// The language of a locale identifier (`ko_KR` and `ko-KR` are Korean, `de_AT` German).
    ///
    /// - Parameter localeIdentifier: The locale, normalised.
    init(localeIdentifier: String) {
        switch localeIdentifier.prefix(while: { $0 != "_" && $0 != "-" }).lowercased() {
        case "ko": self = .ko
        case "de": self = .de
        default: self = .en
        }
    }
}
