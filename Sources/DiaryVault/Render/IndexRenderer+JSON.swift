extension IndexRenderer {
    /// Renders the index as one JSON object (shape documented in README.md, "vault index --json").
    ///
    /// ```
    /// {"entryCount": 51,
    ///  "months": [{"year": 2026, "month": 11, "count": 14, "entries": [ENTRY, ...]}, ...],
    ///  "favorites": [ENTRY, ...],
    ///  "problems": [PROBLEM, ...]}
    /// ENTRY:   {"uuid", "date" (as written), "day" (YYYY-MM-DD), "time" (HH:MM[:SS[.f]] or null),
    ///           "title", "mood" (one of the five or null), "moodText" (as written or null),
    ///           "starred", "tags", "path" (relative to the vault root)}
    /// PROBLEM: {"kind", "severity", "path", "line", "column" (null when not at one place),
    ///           "message", "hint", "fixable"}
    /// ```
    /// Months and entries are newest first, as in the text view. Keys keep this order.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text, ending with a newline.
    public static func renderJSON(_ index: VaultIndex, problems: [VaultProblem]) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("entryCount", index.entries.count)
        json.key("months")
        json.beginArray()
        for group in index.months {
            json.beginObject()
            json.field("year", group.year)
            json.field("month", group.month)
            json.field("count", group.entries.count)
            json.key("entries")
            json.beginArray()
            for entry in group.entries { writeEntry(entry, to: &json) }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.key("favorites")
        json.beginArray()
        for entry in index.favorites { writeEntry(entry, to: &json) }
        json.endArray()
        json.key("problems")
        writeProblems(problems, to: &json)
        json.endObject()
        return json.text + "\n"
    }

    /// Writes one entry object.
    static func writeEntry(_ entry: EntrySummary, to json: inout JSONWriter) {
        json.beginObject()
        json.field("uuid", entry.uuid?.canonical)
        json.field("date", entry.date.text)
        json.field("day", entry.date.day.description)
        json.field("time", entry.date.timeDescription)
        json.field("title", entry.title)
        json.field("mood", entry.mood?.rawValue)
        json.field("moodText", entry.moodText)
        json.field("starred", entry.isStarred)
        json.field("tags", entry.tags)
        json.field("path", entry.path)
        json.endObject()
    }

    /// Writes an array of problem objects.
    static func writeProblems(_ problems: [VaultProblem], to json: inout JSONWriter) {
        json.beginArray()
        for problem in problems {
            json.beginObject()
            json.field("kind", problem.kind)
            json.field("severity", problem.severity.rawValue)
            json.field("path", problem.path)
            json.field("line", problem.location?.line)
            json.field("column", problem.location?.column)
            json.field("message", problem.message)
            json.field("hint", problem.hint)
            json.field("fixable", problem.isFixable)
            json.endObject()
        }
        json.endArray()
    }
}
