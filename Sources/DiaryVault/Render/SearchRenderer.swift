/// Renders the results of `vault search` for one entry: a heading, then its lines with the
/// matches highlighted, as text; or the entry's JSON with its matches.
///
/// Text, per entry:
/// ```
/// 2026-01-11 Sun 07:40  Cold snap  (2026/01/2026-01-11-cold-snap.md)
/// 9: The [kimchi] jar froze on the balcony.
/// ```
/// A match is bold red on a terminal, and between `[` and `]` without colour (so the match is
/// still visible in a pipe or a file). A context line (`-C`) is `NUMBER- text`, as grep writes it;
/// `--` stands between lines that are not next to each other. Text is made safe for a terminal
/// (``TerminalText/safe(_:)``).
enum SearchRenderer {
    /// What marks a match when colour is off: before and after it.
    static let markers = (open: "[", close: "]")

    /// The text of one entry's results, ending with a newline.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - lines: Its matching and context lines, in file order, not empty.
    ///   - weekdays: The locale's short weekday names, Sunday first (``IndexRenderer/shortWeekdays(localeIdentifier:)``).
    ///   - style: Colour or none.
    ///   - separatesGroups: Whether `--` stands between lines that are not next to each other
    ///     (with context lines, as grep does it).
    ///   - words: The words of the locale, for `(untitled)`; English by default.
    static func render(_ entry: EntrySummary, lines: [TextSearch.Line], weekdays: [String], style: TextStyle,
                       separatesGroups: Bool = false, words: Catalogue = Catalogue(language: .en)) -> String {
        var text = heading(entry, weekdays: weekdays, style: style, words: words) + "\n"
        var previous: Int?
        for line in lines {
            if separatesGroups, let previous, line.number > previous + 1 { text += style.apply("--", .cyan) + "\n" }
            previous = line.number
            let number = String(line.number)
            if line.matches.isEmpty {
                text += style.apply(number, .green) + "-" + (line.text.isEmpty ? "" : " " + TerminalText.safe(line.text)) + "\n"
            } else {
                text += style.apply(number, .green) + ": " + highlighted(line, style: style) + "\n"
            }
        }
        return text
    }

    /// The heading of an entry: `2026-01-11 Sun 07:40  Cold snap  (path)`.
    static func heading(_ entry: EntrySummary, weekdays: [String], style: TextStyle,
                        words: Catalogue = Catalogue(language: .en)) -> String {
        let day = entry.day
        let weekday = weekdays[day.weekday - 1].trimmingTrailingSpaces
        let time = entry.date.time.map { " " + CivilDate.pad($0.hour, 2) + ":" + CivilDate.pad($0.minute, 2) } ?? ""
        let title = TerminalText.safe(entry.title.isEmpty ? words[.untitled] : entry.title)
        return style.apply("\(day.description) \(weekday)\(time)", .bold) + "  " + style.apply(title, .bold)
            + "  " + style.apply("(" + TerminalText.safe(entry.path) + ")", .dim)
    }

    /// A matching line with each match highlighted.
    static func highlighted(_ line: TextSearch.Line, style: TextStyle) -> String {
        let utf8 = line.text.utf8
        var result = ""
        var cursor = line.text.startIndex
        for match in line.matches {
            let start = utf8.index(utf8.startIndex, offsetBy: match.byteColumn - 1)
            let end = utf8.index(start, offsetBy: match.text.utf8.count)
            result += TerminalText.safe(String(line.text[cursor..<start]))
            let shown = TerminalText.safe(String(line.text[start..<end]))
            result += style.isColorEnabled ? style.apply(shown, .bold, .red) : markers.open + shown + markers.close
            cursor = end
        }
        return result + TerminalText.safe(String(line.text[cursor...]))
    }

    /// Writes one entry as its ``EntryJSON`` fields plus `"matches"`: one object per match,
    /// `{"line", "byteColumn", "column", "text" (the whole line), "match" (the matched text)}`.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - lines: Its lines; context lines are left out.
    ///   - json: The writer, where a value may come.
    static func writeJSON(_ entry: EntrySummary, lines: [TextSearch.Line], to json: inout JSONWriter) {
        json.beginObject()
        EntryJSON(entry).writeFields(to: &json)
        json.key("matches")
        json.beginArray()
        for line in lines {
            for match in line.matches {
                json.beginObject()
                json.field("line", line.number)
                json.field("byteColumn", match.byteColumn)
                json.field("column", match.column)
                json.field("text", line.text)
                json.field("match", match.text)
                json.endObject()
            }
        }
        json.endArray()
        json.endObject()
    }
}
