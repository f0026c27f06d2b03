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
    /// The name is escaped for the terminal. No anniversaries: one line saying how to add one.
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
            var lines = [style.apply(TerminalText.safe(dday.anniversary.name), .bold)
                + " (\(dday.anniversary.date)): " + style.apply(number(dday.number), .bold)]
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
        switch words.language {
        case .en: "No anniversaries: add a line such as 'anniversary = 2021-05-04 We met' to .vault/config."
        case .ko: "기념일이 없습니다: .vault/config 에 'anniversary = 2021-05-04 처음 만난 날' 같은 줄을 넣으세요."
        case .de: "Keine Jahrestage: Eine Zeile wie 'anniversary = 2021-05-04 Kennengelernt' in .vault/config fügt einen hinzu."
        }
    }

    /// The JSON, a listing by the rule of ``JSONEnvelope``: `{"today", "counting", "leapDay",
    /// "anniversaries": [{"name", "date", "path", "dday", "milestones": [{"kind": "days" | "years",
    /// "count", "date", "daysAway"}]}], "count", "problems"}`.
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
