import Foundation

/// Draws one entry for reading (`vault show`), as text or as JSON.
///
/// Pure: the locale and colour come in as inputs; the labels (`mood`, `tags`, `starred`) and mood
/// names are the locale's (``Catalogue``), other keys are shown as written. Dates are shown as
/// written (never converted to another time zone); the day name comes from the locale's full date
/// format (CLDR skeleton `yMMMMEEEEd`). Every piece of file text is escaped before it reaches a terminal.
public enum EntryRenderer {
    /// The keys shown in the header line rather than among the other keys: every
    /// ``SemanticKey`` but `anniversary` and `private`, which are shown among the other keys as written.
    static let headerKeys = Set(SemanticKey.allCases.filter { $0 != .anniversary && $0 != .private }.map(\.name))

    /// Renders an entry as text: title, date, mood/star/tags, other keys, a blank line, the body.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - localeIdentifier: The locale for the date, such as `en_US` or `ko_KR`.
    ///   - style: Colour on or off.
    /// - Returns: The text, ending with a newline.
    public static func render(_ entry: Entry, localeIdentifier: String, style: TextStyle) -> String {
        var lines: [String] = []
        let words = Catalogue(localeIdentifier: localeIdentifier)
        let title = style.apply(TerminalText.safe(entry.title.isEmpty ? words[.untitled] : entry.title), .bold)
        lines.append(ConflictedMark.prefix(entry.isConflicted, words, style: style) + title)
        if let date = entry.date {
            var when = longDate(date.day, localeIdentifier: localeIdentifier)
            if let time = date.timeDescription { when += "  " + time }
            if let offset = date.offsetDescription { when += " " + offset }
            if entry.isDateFromFileName { when += " " + words[.fromFileName] }
            lines.append(style.apply(when, .dim))
        } else if let written = entry.document[entry.storedKey(for: .date) ?? SemanticKey.date.name]?.stringValue {
            lines.append(style.apply(words[.labelDate] + ": " + TerminalText.safe(written) + " " + words[.invalidDate], .dim))
        }
        var facts: [String] = []
        if let mood = entry.mood {
            facts.append(words[.labelMood] + ": " + style.apply(words.mood(mood), IndexRenderer.moodColor(mood)))
        } else if let text = entry.moodText, !text.isEmpty {
            facts.append(words[.labelMood] + ": " + TerminalText.safe(text) + " " + words[.unknownMood])
        }
        if entry.isStarred { facts.append(style.apply("* " + words[.starred], .bold, .yellow)) }
        if !entry.tags.isEmpty { facts.append(words[.labelTags] + ": " + entry.tags.map(TerminalText.safe).joined(separator: ", ")) }
        if !facts.isEmpty { lines.append(facts.joined(separator: "   ")) }
        for field in entry.document.frontMatter?.fields ?? [] where !isShownInHeader(field.key, of: entry) {
            lines.append(style.apply(TerminalText.safe(field.key) + ":", .dim) + " " + TerminalText.safe(displayValue(field)))
        }
        let body = bodyWithoutTitleHeading(entry)
        var text = lines.joined(separator: "\n") + "\n"
        if !body.isEmpty {
            text += "\n" + TerminalText.safeMultiline(body)
            if !text.hasSuffix("\n") { text += "\n" }
        }
        return text
    }

    /// A front-matter value on one line, as `vault show` and the pages of `vault site` show the
    /// keys without a meaning (`weather`, `location`): a sequence's items joined by `, `, a
    /// number or boolean as written (`version: 1.10` is not `1.1`, `0x1F` not `31`), a raw value
    /// as its text, null as nothing, without a block scalar's final line break.
    static func displayValue(_ field: FrontMatterField) -> String {
        var value: String
        switch field.value {
        case .sequence(let items): value = items.map { $0.stringValue ?? "" }.joined(separator: ", ")
        case .raw(let text): value = text
        case .null: value = ""
        case .integer, .float, .bool: value = field.writtenText ?? field.value.stringValue ?? ""
        default: value = field.value.stringValue ?? ""
        }
        // A block scalar (`>` or `|`) ends with its line break: on a one-line display it is noise.
        while value.last?.isNewline == true { value.removeLast() }
        return value
    }

    /// Whether a key's value is shown in the header lines: a header key, or one written in
    /// another case (`Mood`) when the entry reads it as that key.
    static func isShownInHeader(_ key: String, of entry: Entry) -> Bool {
        if headerKeys.contains(key) { return true }
        guard let name = EntrySemantics.semanticName(differingInCase: key), headerKeys.contains(name) else { return false }
        return entry.storedKey(for: name) == key
    }

    /// The body without its first line when that line is the `# ` heading the title came from.
    static func bodyWithoutTitleHeading(_ entry: Entry) -> String {
        var body = Substring(entry.body)
        while body.first == "\n" || body.first == "\r\n" { body.removeFirst() }
        let (firstLine, rest) = firstTextLine(of: body)
        guard let heading = EntryTitle.headingText(firstLine.trimmingASCIISpaces, level: 1),
              String(heading) == entry.title else { return String(body) }
        body = rest
        while body.first == "\n" || body.first == "\r\n" { body.removeFirst() }
        return String(body)
    }

    /// The first line of a body that the title rule reads (``EntryTitle``), without its line
    /// break, and what follows that line: lines of only blanks before it are passed over, and a
    /// byte order mark at the body's start is not part of it (as the title rule has it, so that
    /// the line the title came from is found: with a BOM before the first line, `export jrnl`
    /// would otherwise write the title twice).
    ///
    /// - Parameter body: The body, from its start.
    /// - Returns: The line (empty when the body has no text) and the rest after it.
    static func firstTextLine(of body: Substring) -> (line: Substring, rest: Substring) {
        var rest = body.first == "\u{FEFF}" ? body.dropFirst() : body
        while true {
            let line = rest.prefix { $0 != "\n" && $0 != "\r\n" }
            let after = rest.dropFirst(line.count)
            // A line of blanks with a line break after it is passed over.
            guard EntryTitle.isBlank(line), !after.isEmpty else { return (line, after) }
            rest = after.dropFirst()
        }
    }

    /// A day in the locale's full date format, such as "Sunday, November 29, 2026" or
    /// "2026년 11월 29일 일요일".
    ///
    /// The day is named as written, with its proleptic Gregorian weekday, in every year: "Sunday,
    /// October 10, 1582", "Thursday, November 2, 0" (see ``ProlepticDateFormatter``).
    static func longDate(_ day: CivilDate, localeIdentifier: String) -> String {
        LongDateFormatter(localeIdentifier: localeIdentifier).string(day)
    }

    /// ``longDate(_:localeIdentifier:)`` for many days: the locale's pattern and formatter made
    /// once (making them is most of the time one date takes; `vault site` writes one per entry).
    final class LongDateFormatter {
        /// The locale's pattern for the skeleton `yMMMMEEEEd`.
        private let pattern: String
        /// The formatter, proleptic Gregorian at UTC.
        private let formatter: ProlepticDateFormatter

        /// The formatter of a locale.
        init(localeIdentifier: String) {
            let locale = Locale(identifier: localeIdentifier)
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = .gmt
            pattern = DateFormatter.dateFormat(fromTemplate: "yMMMMEEEEd", options: 0, locale: locale) ?? "yyyy-MM-dd"
            formatter = ProlepticDateFormatter(locale: locale, calendar: calendar)
        }

        /// A day in the locale's full date format.
        func string(_ day: CivilDate) -> String {
            formatter.string(pattern, year: day.year, month: day.month, day: day.day)
        }
    }

    /// Renders an entry as JSON: the keys of ``EntryJSON`` (`uuid` ... `path`), then
    /// `"dateSource"` (`"front-matter"`, `"file-name"` when the front matter has no date and the
    /// file name gives one, or `null` without a valid date),
    /// `"frontMatter": {every key in file order: its YAML 1.2 core-schema value}` and `"body"`.
    ///
    /// An invalid date keeps its text in `date` (with `day`, `time` and `offset` null); raw YAML
    /// values in `frontMatter` appear as their text.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: The path to report.
    /// - Returns: The JSON text, ending with a newline.
    public static func renderJSON(_ entry: Entry, path: String) -> String {
        var json = JSONWriter()
        writeJSON(entry, path: path, to: &json)
        return json.text + "\n"
    }

    /// Writes an entry as ``renderJSON(_:path:)`` does, as one value of a larger document (the
    /// entries of `vault export json`).
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: The path to report.
    ///   - json: The writer, where a value may come.
    static func writeJSON(_ entry: Entry, path: String, to json: inout JSONWriter) {
        json.beginObject()
        writeJSONFields(entry, path: path, to: &json)
        json.endObject()
    }

    /// Writes the members of ``writeJSON(_:path:to:)`` into an object the caller opened (and may
    /// add members to: `vault export json`).
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: The path to report.
    ///   - json: The writer, inside an object.
    static func writeJSONFields(_ entry: Entry, path: String, to json: inout JSONWriter) {
        EntryJSON(entry, path: path).writeFields(to: &json)
        json.field("dateSource", entry.date == nil ? nil : entry.isDateFromFileName ? "file-name" : "front-matter")
        json.key("frontMatter")
        json.beginObject()
        for field in entry.document.frontMatter?.fields ?? [] {
            json.key(field.key)
            json.value(field.value)
        }
        json.endObject()
        json.field("body", entry.body)
    }
}
