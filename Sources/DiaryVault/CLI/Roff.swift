import Foundation

/// A roff document being written with the man(7) macros, and the escaping of text for it.
struct Roff {
    /// The document so far, each line ending with a line feed.
    private(set) var text = ""

    /// Appends a line as written: a macro or text already escaped.
    mutating func line(_ line: String) {
        text += line + "\n"
    }

    /// Appends text to be filled, escaped, in lines of at most ``lineWidth`` bytes where the words
    /// allow it.
    mutating func text(_ words: String) {
        for line in Roff.filled(Roff.escaped(words)) { self.line(line) }
    }

    /// The longest source line written, in bytes, when its words allow (mandoc's style check
    /// asks for at most 80).
    static let lineWidth = 79

    /// Escaped text cut into source lines at blanks; in a word longer than 40 bytes (a URL) a
    /// break point `\:` follows each `/`, so the page can be filled without overlong lines.
    static func filled(_ text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for piece in text.split(separator: " ") {
            let word = piece.utf8.count > 40 ? piece.replacingOccurrences(of: "/", with: "/\\:") : String(piece)
            if current.isEmpty {
                current = word
            } else if current.utf8.count + 1 + word.utf8.count <= lineWidth {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines.map(safeLineStart)
    }

    /// Starts a section: `.SH NAME`.
    mutating func section(_ title: String) {
        line(".SH " + Roff.quoted(title))
    }

    /// A tagged paragraph: the label on its own line, then the text indented under it.
    ///
    /// - Parameters:
    ///   - label: The label; escaped unless `escapedLabel`.
    ///   - escapedLabel: Whether the label is roff already (with font changes).
    ///   - help: The text, escaped.
    mutating func item(label: String, escapedLabel: Bool = false, _ help: String) {
        line(".TP")
        line(escapedLabel ? Roff.safeLineStart(label) : Roff.escaped(label))
        text(help)
    }

    /// An option's tagged paragraph: `-n, --limit count` in bold and italics, then its help.
    mutating func option(_ option: OptionSpec) {
        var label = "\\fB\\-\\-\(Roff.escaped(option.name))\\fR"
        if case .value(let valueName) = option.kind { label += " \\fI\(Roff.escaped(valueName))\\fR" }
        if let short = option.shortName { label = "\\fB\\-\(short)\\fR, " + label }
        if !option.allowedValues.isEmpty {
            label += " (" + option.allowedValues.map(Roff.escaped).joined(separator: ", ") + ")"
        }
        item(label: label, escapedLabel: true, option.help + (option.isRepeatable ? " May be repeated." : ""))
    }

    /// Lines kept as written, indented (examples), their common indentation removed.
    mutating func example(_ lines: [String]) {
        let indent = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        line(".RS 4")
        line(".nf")
        for example in lines { line(Roff.escaped(String(example.dropFirst(indent)))) }
        line(".fi")
        line(".RE")
    }

    /// Text made safe as a roff text line: `\` as `\e`, `-` as `\-` (a hyphen to type, so copying
    /// from the page works), non-ASCII characters as `\[uXXXX]`, and a `.` or `'` at the start
    /// (which would make the line a request) behind `\&`.
    ///
    /// - Parameter text: One line of text.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\n", "\r", "\t": result += " "
            default:
                if scalar.isASCII {
                    result.unicodeScalars.append(scalar)
                } else {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
                }
            }
        }
        return safeLineStart(result)
    }

    /// A line that starts with `.` or `'` behind `\&`, so it stays text.
    static func safeLineStart(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// A macro argument in double quotes, escaped, with `"` written `\(dq`.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }
}
