/// Makes untrusted text safe to print on a terminal, and aligns carets under it.
///
/// File names, titles and values come from files anyone may have written. Printed raw, an escape
/// sequence in a title could move the cursor, change colours, set the window title or hide text;
/// a bidirectional override could reorder what the user sees (CVE-2021-42574, "Trojan Source").
/// Every renderer passes such text through ``escaped(_:)`` before styling it.
enum TerminalText {
    /// The text with every control or bidi-override character replaced by a visible escape.
    ///
    /// C0 controls (except tab), DEL, C1 controls, the bidi embedding, override and isolate
    /// characters (U+202A...U+202E, U+2066...U+2069) and invisible characters (U+200B, U+200E,
    /// U+200F, U+2060...U+2064) become `\u{XX}`-style escapes; tabs become
    /// `\t` when `keepTabs` is false. Everything else, Hangul and emoji included, is unchanged.
    ///
    /// - Parameters:
    ///   - text: The untrusted text.
    ///   - keepTabs: Whether a tab stays a tab (for source lines under which a caret is aligned).
    /// - Returns: The printable text, and whether anything was escaped.
    static func escaped(_ text: String, keepTabs: Bool = true) -> (text: String, changed: Bool) {
        guard text.unicodeScalars.contains(where: { needsEscape($0, keepTabs: keepTabs) }) else {
            return (text, false)
        }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar, keepTabs: keepTabs) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return (result, true)
    }

    /// The text made safe to print, without the flag of ``escaped(_:keepTabs:)``.
    ///
    /// - Parameter text: The untrusted text.
    static func safe(_ text: String) -> String {
        escaped(text, keepTabs: false).text
    }

    /// Multi-line text made safe to print: line feeds and tabs stay, CRLF becomes LF, every other
    /// control or bidi-override character is escaped as in ``escaped(_:keepTabs:)``.
    ///
    /// - Parameter text: Untrusted text such as an entry body.
    static func safeMultiline(_ text: String) -> String {
        var normalized = text
        if normalized.utf8.contains(0x0D) { normalized = normalized.replacing("\r\n", with: "\n") }
        guard normalized.unicodeScalars.contains(where: { $0 != "\n" && needsEscape($0, keepTabs: true) }) else {
            return normalized
        }
        var result = ""
        for scalar in normalized.unicodeScalars {
            if scalar != "\n", needsEscape(scalar, keepTabs: true) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar must be escaped before printing.
    static func needsEscape(_ scalar: Unicode.Scalar, keepTabs: Bool) -> Bool {
        switch scalar.value {
        case 0x09: !keepTabs
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        // Invisible characters that hide or reorder text: zero width space, left-to-right and
        // right-to-left marks, word joiner and invisible operators. (The byte order mark, zero
        // width joiner and non-joiner stay: files start with one, and emoji and scripts need them.)
        case 0x200B, 0x200E, 0x200F, 0x2060...0x2064: true
        default: false
        }
    }

    /// The visible escape for one scalar: `\t`, `\n`, `\r`, `\e`, or `\u{XX}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: return "\\t"
        case 0x0A: return "\\n"
        case 0x0D: return "\\r"
        case 0x1B: return "\\e"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// A line of spaces (and the source's own tabs) that puts a `^` under a byte column.
    ///
    /// The prefix of `line` before the column is measured in terminal columns after escaping, so
    /// the caret lines up under wide characters (Hangul, emoji) and escaped controls alike.
    ///
    /// - Parameters:
    ///   - column: The 1-based UTF-8 byte column.
    ///   - line: The source line as read, without its line ending.
    /// - Returns: Padding followed by `^`.
    static func caretLine(forByteColumn column: Int, in line: String) -> String {
        let utf8 = line.utf8
        let limit = min(max(column - 1, 0), utf8.count)
        let end = utf8.index(utf8.startIndex, offsetBy: limit)
        let prefix = String(decoding: utf8[..<end], as: UTF8.self)
        var padding = ""
        for character in prefix {
            if character == "\t" {
                padding += "\t"
            } else {
                let shown = escaped(String(character)).text
                padding += String(repeating: " ", count: shown.displayWidth)
            }
        }
        return padding + "^"
    }
}
