/// Greedy word wrapping for help text, counting one column per `Character`.
///
/// Words are never broken: a word wider than the line stands alone on an overlong line.
enum TextWrapper {
    /// The words of a text, split at runs of spaces and newlines.
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    /// Splits a usage line at spaces outside `[...]` and `<...>`, so `[--tag <tag> ...]` stays whole.
    static func unbreakableParts(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "[", "<": depth += 1
            case "]", ">": depth = max(depth - 1, 0)
            default: break
            }
            if character == " ", depth == 0 {
                if !current.isEmpty { parts.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// Joins words into lines, filling each up to column `width`.
    ///
    /// - Parameters:
    ///   - words: The words, in order.
    ///   - width: The last column a line may reach, counting from 1 at the left edge.
    ///   - firstIndent: How many columns precede the first line.
    ///   - indent: How many columns precede every later line.
    /// - Returns: The lines, without the columns that precede them.
    static func wrap(_ words: [String], width: Int, firstIndent: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = firstIndent
        for word in words {
            if line.isEmpty {
                line = word
                used += word.count
            } else if used + 1 + word.count <= width {
                line += " " + word
                used += 1 + word.count
            } else {
                lines.append(line)
                line = word
                used = indent + word.count
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Lines joined into text: the first after `prefix`, later ones after `indent` spaces, each
    /// ending in a newline.
    ///
    /// - Parameters:
    ///   - lines: Lines from ``wrap(_:width:firstIndent:indent:)``.
    ///   - prefix: The text before the first line, such as a heading or a padded label.
    ///   - indent: The number of spaces before later lines.
    static func join(_ lines: [String], after prefix: String, indent: Int) -> String {
        guard let first = lines.first else { return trimmingTrailingSpaces(prefix) + "\n" }
        var text = prefix + first + "\n"
        let margin = String(repeating: " ", count: indent)
        for line in lines.dropFirst() { text += margin + line + "\n" }
        return text
    }

    /// The text followed by spaces up to `width` columns; unchanged if already that wide.
    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(width - text.count, 0))
    }

    /// The text without trailing spaces.
    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = text
        while text.last == " " { text.removeLast() }
        return text
    }
}
