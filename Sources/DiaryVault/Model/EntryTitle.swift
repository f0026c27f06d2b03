/// The title rule of DESIGN section 3, applied to a markdown body.
public enum EntryTitle {
    /// The title of a body: its first level-1 ATX heading (`# Title`, CommonMark section 4.2),
    /// else its first non-empty line with any heading markers removed; trimmed; empty when the
    /// body has no text. Lines inside fenced code blocks (CommonMark section 4.5) are skipped
    /// when looking for the heading; empty headings (`#`) are skipped altogether.
    ///
    /// - Parameter body: The markdown body.
    /// - Returns: The title, without a closing `#` sequence or surrounding blanks.
    public static func extract(fromBody body: Substring) -> String {
        var firstLine: Substring?
        var fence: Substring?
        for rawLine in body.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let trimmed = line.trimmingASCIISpaces
            if trimmed.isEmpty { continue }
            let indent = line.prefix { $0 == " " }.count
            if indent < 4, let marker = fenceMarker(trimmed) {
                if let open = fence {
                    if trimmed.hasPrefix(open), trimmed.allSatisfy({ $0 == open.first }) { fence = nil }
                } else {
                    fence = marker
                }
                if firstLine == nil { firstLine = trimmed }
                continue
            }
            if fence != nil { continue }
            // An empty heading (`#`, `# #`) has no text to be a title.
            let isEmptyHeading = headingText(trimmed, level: nil)?.isEmpty == true
            if firstLine == nil, !isEmptyHeading { firstLine = trimmed }
            if indent < 4, !isEmptyHeading, let heading = headingText(trimmed, level: 1) { return String(heading) }
        }
        guard let firstLine else { return "" }
        return String(headingText(firstLine, level: nil) ?? firstLine)
    }

    /// The title of a body (see ``extract(fromBody:)-(Substring)``).
    ///
    /// - Parameter body: The markdown body.
    public static func extract(fromBody body: String) -> String {
        extract(fromBody: Substring(body))
    }

    /// The text of an ATX heading line, or `nil` when the line is not one (of `level`, if given).
    static func headingText(_ line: Substring, level: Int?) -> Substring? {
        let hashes = line.prefix { $0 == "#" }.count
        guard hashes >= 1, hashes <= 6, level == nil || level == hashes else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = rest.trimmingASCIISpaces
        // A closing sequence of #s preceded by a blank is not part of the text.
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let beforeClosing = text.dropLast(closing)
            if beforeClosing.isEmpty || beforeClosing.last == " " || beforeClosing.last == "\t" {
                text = beforeClosing.trimmingASCIISpaces
            }
        }
        return text
    }

    /// The fence of a code block opening line (three or more backticks or tildes), or `nil`.
    private static func fenceMarker(_ line: Substring) -> Substring? {
        guard let first = line.first, first == "`" || first == "~" else { return nil }
        let run = line.prefix { $0 == first }
        return run.count >= 3 ? run : nil
    }
}
