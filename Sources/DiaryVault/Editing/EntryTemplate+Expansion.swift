import Foundation

/// What a template's placeholders stand for: the new entry's date and time, its title, the locale.
struct TemplateValues: Sendable {
    /// The entry's day and time: its `--date` (the time of writing when that has no time), else now.
    var moment: MomentFormatter.Moment
    /// The `--title`, if given.
    var title: String?
    /// The vault's locale (`--locale`, config, environment), for names such as `{{weekday}}`.
    var localeIdentifier: String
}

extension EntryTemplate {
    /// A template with its placeholders filled in.
    struct Expansion: Hashable, Sendable {
        /// The text, placeholders replaced (unknown ones left as written).
        var text: String
        /// Each unknown placeholder once, as written (`{{mood}}`), in the order they appear.
        var unknown: [String] = []
        /// Whether the text used `{{title}}` (then `--title` is not also written as a heading).
        var usesTitle = false

        /// The text as the editor's draft (and a new entry's snippet in `vault lsp`) shows it:
        /// its YAML front matter without the comment lines (the template's notes to its author,
        /// which entries never keep; dropped whole when only comments and blank lines are left),
        /// and no `{{text}}` (the draft is where the text is written). A text whose front matter
        /// does not parse is shown as it is, so the error names its line when it is read back.
        var draftText: String {
            let text = self.text.replacingOccurrences(of: EntryTemplate.textPlaceholder, with: "")
            guard let document = try? EntryDocument(parsing: Array(text.utf8), path: ""),
                  var frontMatter = document.frontMatter, frontMatter.format == .yaml else { return text }
            frontMatter.items.removeAll { item in
                guard case .trivia(let line) = item else { return false }
                return line.drop { $0 == " " || $0 == "\t" }.first == "#"
            }
            return (frontMatter.fields.isEmpty ? "" : frontMatter.source) + document.body
        }
    }

    /// The placeholders, as help and the warning list them.
    static let placeholders = ["{{date}}", "{{time}}", "{{weekday}}", "{{title}}", "{{text}}", "{{date:FORMAT}}",
                               "{{time:FORMAT}}", "{{prompt:QUESTION}}"]

    /// Where the text given on the command line or standard input goes in the body; the
    /// expansion keeps it as written (``GivenText/over(_:)`` replaces it, a draft drops it).
    static let textPlaceholder = "{{text}}"

    /// Fills in the placeholders: `{{date}}` (`YYYY-MM-DD`), `{{time}}` (`HH:mm`), `{{weekday}}`
    /// (`dddd`, the weekday's name in the locale), `{{title}}` (`--title`, else empty),
    /// `{{date:FORMAT}}` and `{{time:FORMAT}}` (``MomentFormatter``; both format the same moment), and
    /// `{{prompt:QUESTION}}`: `ask(QUESTION)`'s answer, or empty (a line left to fill) when it
    /// returns `nil`; each question is asked once, in order. A placeholder is `{{` and `}}` on one
    /// line; names are lowercase, blanks around them allowed. Anything else in braces is left as
    /// written and listed in ``Expansion/unknown``.
    ///
    /// - Parameters:
    ///   - values: The date, title and locale.
    ///   - ask: Asks a question on the terminal and returns the answer, or `nil` without one.
    /// - Returns: The text and what it used.
    func expand(_ values: TemplateValues, ask: (String) -> String?) -> Expansion {
        let formatter = MomentFormatter(localeIdentifier: values.localeIdentifier)
        var expansion = Expansion(text: "")
        var answers: [String: String] = [:]
        let text = Self.datingWeekdayHeadings(self.text)
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            expansion.text += rest[..<open.lowerBound]
            let after = rest[open.upperBound...]
            guard let close = after.range(of: "}}"), !after[..<close.lowerBound].contains(where: \.isNewline) else {
                expansion.text += "{{"
                rest = after
                continue
            }
            let inner = String(after[..<close.lowerBound])
            rest = after[close.upperBound...]
            let (name, argument) = Self.split(inner)
            switch (name, argument) {
            case ("date", nil): expansion.text += formatter.format(values.moment, "YYYY-MM-DD")
            case ("time", nil): expansion.text += formatter.format(values.moment, "HH:mm")
            case ("weekday", nil): expansion.text += formatter.format(values.moment, "dddd")
            case ("title", nil):
                expansion.text += values.title ?? ""
                expansion.usesTitle = true
            case ("text", nil):
                expansion.text += Self.textPlaceholder
            case ("date", let format?), ("time", let format?):
                expansion.text += formatter.format(values.moment, format)
            case ("prompt", let question?) where !question.isEmpty:
                if answers[question] == nil { answers[question] = ask(question) ?? "" }
                expansion.text += answers[question] ?? ""
            default:
                let written = "{{" + inner + "}}"
                expansion.text += written
                if !expansion.unknown.contains(written) { expansion.unknown.append(written) }
            }
        }
        expansion.text += rest
        return expansion
    }

    /// The text with each heading that is only `{{weekday}}` (`# {{weekday}}`, the title of the
    /// example `vault init` wrote) made `# {{weekday}} {{date}} {{time}}`: a weekday alone would
    /// give every Monday's entry the same title and the same file name; with the date and time
    /// the title says the day and is one entry's own.
    ///
    /// - Parameter text: A template's text.
    static func datingWeekdayHeadings(_ text: String) -> String {
        guard text.contains("weekday") else { return text }
        var result = ""
        var start = text.startIndex
        while start < text.endIndex {
            // A line ends at LF, CR or CRLF (one Character in Swift).
            let end = text[start...].firstIndex(where: \.isNewline) ?? text.endIndex
            let line = text[start..<end]
            let hashes = line.prefix { $0 == "#" }
            let inner = line.dropFirst(hashes.count)
            let name = inner.trimmingCharacters(in: [" ", "\t"])
            if (1...6).contains(hashes.count), inner.first == " ", name.hasPrefix("{{"), name.hasSuffix("}}"),
               String(name.dropFirst(2).dropLast(2)).trimmingBlanks == "weekday" {
                result += hashes + " {{weekday}} {{date}} {{time}}"
            } else {
                result += line
            }
            if end < text.endIndex {
                result.append(text[end])
                start = text.index(after: end)
            } else {
                start = end
            }
        }
        return result
    }

    /// The name and argument of a placeholder's inside: `date:YYYY` is (`date`, `YYYY`), ` title `
    /// is (`title`, `nil`); the argument keeps its blanks except those after the colon for prompts.
    private static func split(_ inner: String) -> (name: String, argument: String?) {
        guard let colon = inner.firstIndex(of: ":") else { return (inner.trimmingBlanks, nil) }
        let name = String(inner[..<colon]).trimmingBlanks
        let argument = String(inner[inner.index(after: colon)...])
        return (name, name == "prompt" ? argument.trimmingBlanks : argument)
    }

    /// The warning for unknown placeholders: one line, without its line feed.
    ///
    /// - Parameters:
    ///   - unknown: The placeholders as written.
    ///   - path: The template's path as the user sees it.
    static func unknownWarning(_ unknown: [String], path: String) -> String {
        let list = unknown.map { "'\($0)'" }.joined(separator: ", ")
        return "warning: \(path): unknown placeholder\(unknown.count == 1 ? "" : "s") \(list) left as written; "
            + "known: " + placeholders.joined(separator: ", ")
    }
}

extension String {
    /// The text without leading and trailing spaces and tabs.
    fileprivate var trimmingBlanks: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
