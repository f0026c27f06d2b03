/// Draws `vault dday`: each anniversary with its D-day and its next milestones.
///
/// Pure: the locale and colour come in as values.
enum DDayRenderer {
    /// The text, one block per anniversary, blank lines between:
    ///
    /// ```
    /// We met (2021-05-04): D+2036
    ///   2027-02-05  2100 days  in 64 days
    ///   2027-05-04  6 years    in 152 days
    /// ```
    ///
    /// Korean writes a later milestone as `D-64` and adds today's ordinal, `(2037일째)`, as Korean
    /// couple apps do. The name is escaped for the terminal. No anniversaries: one line saying how to add one.
    ///
    /// - Parameters:
    ///   - ddays: The D-days: the config's in file order, then the entries' oldest first.
    ///   - localeIdentifier: The locale, normalised.
    ///   - style: Colour on or off.
    /// - Returns: The text, ending with a newline.
    static func render(_ ddays: [DDay], localeIdentifier: String, style: TextStyle) -> String {
        let words = TimeWords(localeIdentifier: localeIdentifier)
        guard !ddays.isEmpty else { return emptyLine(words) + "\n" }
        var blocks: [String] = []
        for dday in ddays {
            var lines = [ConflictedMark.prefix(dday.anniversary.isConflicted, words.words, style: style)
                + style.apply(TerminalText.safe(dday.anniversary.name), .bold)
                + " (\(dday.anniversary.date)): " + style.apply(number(dday.number), .bold) + ordinal(dday, words)]
            let labels = dday.milestones.map { label($0.kind, words) }
            let width = labels.map(\.displayWidth).max() ?? 0
            for (milestone, label) in zip(dday.milestones, labels) {
                lines.append("  \(milestone.date)  \(label.padded(toWidth: width))  \(words.away(milestone.daysAway))")
            }
            blocks.append(lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// `D+2036`, `D-12`, `D+0`.
    static func number(_ number: Int) -> String {
        number < 0 ? "D\(number)" : "D+\(number)"
    }

    /// A milestone's label: "2100 days", "6 years" (localized).
    static func label(_ kind: DDay.Kind, _ words: TimeWords) -> String {
        switch kind {
        case .days(let days): words.days(days)
        case .years(let years): words.years(years)
        }
    }

    /// The line for a vault without anniversaries.
    static func emptyLine(_ words: TimeWords) -> String {
        words.words[.ddayEmpty]
    }

    /// After a past (or today's) anniversary's D-day, today's ordinal where the language writes
    /// one: ` (2469일째)` in Korean, counting the anniversary itself as day 1 whatever the
    /// `counting` rule (so under Korean counting it equals the D-day's number); empty in English
    /// and German, and for a day still to come.
    static func ordinal(_ dday: DDay, _ words: TimeWords) -> String {
        let days = dday.today.daysSinceEpoch - dday.anniversary.date.daysSinceEpoch
        let text = words.words(.ddayOrdinal, count: days + 1)
        return days < 0 || text.isEmpty ? "" : " (\(text))"
    }

    /// The JSON, a listing by the rule of ``JSONEnvelope``: `{"today", "counting", "leapDay",
    /// "anniversaries": [{"name", "date", "path", "dday", "milestones": [{"kind": "days" | "years",
    /// "count", "date", "daysAway"}]}], "count", "problems"}`; an entry whose file holds conflict
    /// markers also has `"conflicted": true` after `"dday"`, as ``EntryJSON`` writes it.
    ///
    /// - Parameters:
    ///   - ddays: The D-days.
    ///   - today: The day counted to.
    ///   - rules: The rules in force.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text, ending with a newline.
    static func renderJSON(_ ddays: [DDay], today: CivilDate, rules: TimeRules, problems: [VaultProblem] = []) -> String {
        JSONEnvelope.listing("anniversaries", ddays, problems: problems, request: { json in
            json.field("today", today.description)
            json.field("counting", rules.counting.rawValue)
            json.field("leapDay", rules.leapDay.rawValue)
        }) { dday, json in
            json.beginObject()
            json.field("name", dday.anniversary.name)
            json.field("date", dday.anniversary.date.description)
            json.field("path", dday.anniversary.path)
            json.field("dday", dday.number)
            if dday.anniversary.isConflicted { json.field("conflicted", true) }
            json.key("milestones")
            json.beginArray()
            for milestone in dday.milestones {
                json.beginObject()
                switch milestone.kind {
                case .days(let days): json.field("kind", "days"); json.field("count", days)
                case .years(let years): json.field("kind", "years"); json.field("count", years)
                }
                json.field("date", milestone.date.description)
                json.field("daysAway", milestone.daysAway)
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
    }
}
