import Foundation

/// The settings of a Logseq graph that say where journals are and how their files are named,
/// read from `logseq/config.edn`.
///
/// Only two keys are read, from the EDN map's text (comments after `;` ignored):
/// `:journals-directory` (default `journals`) and `:journal/file-name-format` (default
/// `yyyy_MM_dd`), a cljs-time pattern turned into a ``MomentFormat``: `yyyy`, `yy`, `MMMM`, `MMM`,
/// `MM`, `M`, `dd`, `d`, `do` (Logseq's ordinal day), `EEEE`, `EEE`/`E`, and `'quoted text'`.
struct LogseqConfig: Sendable {
    /// The journals folder relative to the graph, without `/` at either end.
    var journalsDirectory: String
    /// The configured file-name format.
    var fileNameFormat: MomentFormat
    /// The format as written in the configuration.
    var fileNameFormatText: String

    /// Logseq's default file-name format.
    static let defaultFormatText = "yyyy_MM_dd"

    /// Reads the settings from the text of `config.edn` (defaults when `text` is `nil`).
    ///
    /// - Throws: ``MomentFormat/UnsupportedToken`` when the file-name format has a letter vault
    ///   does not read.
    init(edn text: String?) throws(MomentFormat.UnsupportedToken) {
        let clean = text.map(Self.withoutComments) ?? ""
        journalsDirectory = ObsidianSource.trimSlashes(Self.string(after: ":journals-directory", in: clean) ?? "journals")
        fileNameFormatText = Self.string(after: ":journal/file-name-format", in: clean) ?? Self.defaultFormatText
        fileNameFormat = try Self.moment(fileNameFormatText)
    }

    /// The day a journal file's name (without `.md`) gives: by the configured format, else by the
    /// default one (the setting is not retroactive, logseq #9923).
    func day(of name: String) -> CivilDate? {
        if let day = fileNameFormat.day(of: name) { return day }
        return (try? Self.moment(Self.defaultFormatText))?.day(of: name)
    }

    /// A cljs-time pattern as a Moment.js format.
    static func moment(_ pattern: String) throws(MomentFormat.UnsupportedToken) -> MomentFormat {
        var moment = ""
        var rest = Substring(pattern)
        let tokens = [("yyyy", "YYYY"), ("yy", "YY"), ("MMMM", "MMMM"), ("MMM", "MMM"), ("MM", "MM"), ("M", "M"),
                      ("do", "Do"), ("dd", "DD"), ("d", "D"), ("EEEE", "dddd"), ("EEE", "ddd"), ("E", "ddd")]
        while let first = rest.first {
            if first == "'" {
                let text = rest.dropFirst().prefix { $0 != "'" }
                moment += "[" + text + "]"
                rest = rest.dropFirst(text.count + 2)
            } else if let (from, to) = tokens.first(where: { rest.hasPrefix($0.0) }) {
                moment += to
                rest = rest.dropFirst(from.count)
            } else if first.isLetter {
                throw MomentFormat.UnsupportedToken(token: String(first), message: "the date letter \(first) cannot name a journal's day")
            } else {
                moment += first == "[" || first == "]" ? "[" + String(first) + "]" : String(first)
                rest = rest.dropFirst()
            }
        }
        return try MomentFormat(moment)
    }

    /// The text without `;` comments (outside strings).
    static func withoutComments(_ text: String) -> String {
        var output = ""
        var inString = false
        var inComment = false
        var escaped = false
        for character in text {
            if inComment {
                if character == "\n" { inComment = false; output.append(character) }
                continue
            }
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == ";" {
                inComment = true
                continue
            }
            output.append(character)
        }
        return output
    }

    /// The string literal after a keyword, or `nil`.
    static func string(after keyword: String, in text: String) -> String? {
        var rest = Substring(text)
        while let found = rest.range(of: keyword) {
            let after = rest[found.upperBound...]
            rest = after
            guard after.first?.isWhitespace == true || after.first == "\"" else { continue }
            let value = after.drop { $0.isWhitespace || $0 == "," }
            guard value.first == "\"" else { continue }
            var literal = ""
            var escaped = false
            for character in value.dropFirst() {
                if escaped { literal.append(character); escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { return literal } else { literal.append(character) }
            }
            return nil
        }
        return nil
    }
}
