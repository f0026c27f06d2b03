/// Draws `vault on-this-day`: the entries of the same day in earlier years, grouped by how many
/// years ago, newest first.
///
/// Pure: the locale, colour and width come in as ``RenderSettings``.
enum OnThisDayRenderer {
    /// The text: a title line, then each year's group ("1 year ago (2025)") with one line per
    /// entry as `vault index` draws it, the full date instead of the day; within a window an
    /// entry off the day itself says how far ("2 days before"). No match: one line saying so.
    ///
    /// ```
    /// November 29 in earlier years
    ///
    /// 1 year ago (2025)
    ///   2025-11-29 Sa 22:40   okay      늦가을 밤
    /// ```
    ///
    /// - Parameters:
    ///   - search: The date, window and rules.
    ///   - matches: The matches, newest first (``OnThisDay/matches(in:)``).
    ///   - settings: Locale, colour, width.
    /// - Returns: The text, ending with a newline.
    static func render(_ search: OnThisDay, matches: [OnThisDay.Match], settings: RenderSettings) -> String {
        let words = TimeWords(localeIdentifier: settings.localeIdentifier)
        let monthDay = words.monthDay(search.date)
        guard !matches.isEmpty else { return emptyLine(monthDay, window: search.window, words) + "\n" }
        let renderer = EntryLineRenderer(localeIdentifier: settings.localeIdentifier, style: settings.style, width: settings.width)
        if let note = renderer.narrowNote(dayWidth: 10, indent: 2) { return note + "\n" }
        var lines = [settings.style.apply(title(monthDay, window: search.window, words), .bold)]
        var group: Int?
        for match in matches {
            if match.yearsAgo != group {
                group = match.yearsAgo
                lines += ["", settings.style.apply(words.yearsAgo(match.yearsAgo), .bold) + " (\(search.date.year - match.yearsAgo))"]
            }
            let day = match.entry.day
            var line = renderer.line(match.entry, dayText: day.description)
            if match.daysFromDate != 0 { line += " (\(words.offset(match.daysFromDate)))" }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The title: "November 29 in earlier years", "November 29 ± 3 days in earlier years".
    static func title(_ monthDay: String, window: Int, _ words: TimeWords) -> String {
        window == 0 ? words.words(.onThisDayTitle, ["x": monthDay])
            : words.words(.onThisDayTitleWindow, ["x": monthDay, "w": words.days(window)])
    }

    /// The line when nothing matched.
    static func emptyLine(_ monthDay: String, window: Int, _ words: TimeWords) -> String {
        window == 0 ? words.words(.onThisDayEmpty, ["x": monthDay])
            : words.words(.onThisDayEmptyWindow, ["x": monthDay, "w": words.days(window)])
    }

    /// The JSON, a listing by the rule of ``JSONEnvelope``: `{"date", "window", "leapDay",
    /// "entries": [ENTRY + "yearsAgo", "daysFromDate"], "count", "problems"}`, each ENTRY as
    /// ``EntryJSON``.
    ///
    /// - Parameters:
    ///   - search: The date, window and rules.
    ///   - matches: The matches, newest first.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text, ending with a newline.
    static func renderJSON(_ search: OnThisDay, matches: [OnThisDay.Match], problems: [VaultProblem] = []) -> String {
        JSONEnvelope.listing("entries", matches, problems: problems, request: { json in
            json.field("date", search.date.description)
            json.field("window", search.window)
            json.field("leapDay", search.rules.leapDay.rawValue)
        }) { match, json in
            json.beginObject()
            EntryJSON(match.entry).writeFields(to: &json)
            json.field("yearsAgo", match.yearsAgo)
            json.field("daysFromDate", match.daysFromDate)
            json.endObject()
        }
    }
}
