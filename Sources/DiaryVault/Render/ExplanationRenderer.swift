/// The text of `--explain`: the rules of time a command applies, with the settings in force, then
/// the rules of its figures, in the view's language (``Catalogue``).
///
/// The rules of time are those of ``TimeRules`` (docs/TIME.md), one paragraph each, wrapped at
/// 80 columns; the rules of the figures (docs/STATS.md) follow after a blank line, one paragraph
/// each with its later lines indented two spaces, wrapped at 88 columns. Pure: the rules, the
/// locale and the width are values.
///
/// ```
/// Day: an entry belongs to the date written in its front matter, never converted
/// to another time zone.
///
/// 29 February (leap-day = feb28): in common years it falls on 28 February (set
/// leap-day = mar1 for 1 March).
/// ```
enum ExplanationRenderer {
    /// The figures whose rules a command states after the rules of time.
    enum Figures: Hashable, Sendable {
        /// `vault stats`: days written, streaks, weekdays, words, characters, moods.
        case stats
        /// `vault heatmap`: the levels of a day.
        case heatmap

        /// The catalogue's paragraphs of these rules, in order.
        var keys: [Catalogue.Key] {
            switch self {
            case .stats: [.explainDaysWritten, .explainStreaks, .explainWeekdays, .explainWords, .explainCharacters, .explainMoods]
            case .heatmap: [.explainHeatmapLevels]
            }
        }
    }

    /// The width the rules of the figures are wrapped at, in display columns.
    static let figuresWidth = 88

    /// The rules a command applies, ending with a newline: for example `vault on-this-day
    /// --explain` states ``TimeRules/Rule/writtenDate`` and ``TimeRules/Rule/leapDay``.
    ///
    /// - Parameters:
    ///   - stated: The rules of time to state, in order.
    ///   - rules: The rules in force (the settings each paragraph names).
    ///   - figures: The figures whose rules follow, or `nil`.
    ///   - localeIdentifier: The locale, normalised; its language chooses the words
    ///     (``Catalogue/Language/init(localeIdentifier:)``).
    ///   - width: The columns to wrap the rules of time at (wide characters count two), default 80.
    /// - Returns: The paragraphs of time separated by blank lines, then, with `figures`, a blank
    ///   line and one paragraph per rule of the figures.
    static func render(_ stated: [TimeRules.Rule], of rules: TimeRules, figures: Figures? = nil,
                       localeIdentifier: String, width: Int = 80) -> String {
        let words = Catalogue(localeIdentifier: localeIdentifier)
        var text = stated.map { wrap(sentence($0, of: rules, words: words), width: width) }.joined(separator: "\n\n") + "\n"
        if let figures {
            text += "\n" + figures.keys.map { wrap(words[$0], width: figuresWidth, indent: 2) + "\n" }.joined()
        }
        return text
    }

    /// One rule's paragraph, with the setting in force.
    ///
    /// - Parameters:
    ///   - rule: The rule.
    ///   - rules: The rules in force.
    ///   - words: The catalogue of the language.
    static func sentence(_ rule: TimeRules.Rule, of rules: TimeRules, words: Catalogue) -> String {
        switch rule {
        case .writtenDate:
            return words[.explainWrittenDate]
        case .dayEnd:
            guard let end = rules.dayEnd else { return words[.explainDayEndMidnight] }
            return words(.explainDayEnd, ["x": CivilDate.pad(end.minutes / 60, 2) + ":" + CivilDate.pad(end.minutes % 60, 2)])
        case .leapDay:
            switch rules.leapDay {
            case .feb28: return words[.explainLeapDayFeb28]
            case .mar1: return words[.explainLeapDayMar1]
            }
        case .counting:
            switch rules.counting {
            case .fromOne: return words[.explainCountingFromOne]
            case .fromZero: return words[.explainCountingFromZero]
            }
        }
    }
}
