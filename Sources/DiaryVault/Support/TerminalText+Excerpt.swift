extension TerminalText {
    /// The most terminal columns a source line takes under a diagnostic, `…` marks included.
    static let excerptWidth = 100

    /// A diagnostic's source line, escaped and cut to a window around a byte column, and a caret
    /// line that puts `^` under that column.
    ///
    /// A line that fits in `width` columns is shown whole, as ``escaped(_:keepTabs:)`` and
    /// ``caretLine(forByteColumn:in:)`` draw it. A longer one (a 2 MB value on one line) is cut
    /// between characters: a column near the start keeps the start, a column near the end keeps
    /// the end, any other column keeps about 40 columns before it; each cut end is marked `…`.
    /// Tabs count as 8 columns when deciding what fits, and both lines keep them, so the caret
    /// still lines up.
    ///
    /// - Parameters:
    ///   - line: The source line as read, without its line ending.
    ///   - column: The 1-based UTF-8 byte column to mark.
    ///   - width: The most terminal columns the shown line may take.
    /// - Returns: The line to show and the caret line, neither ending in a newline.
    static func excerpt(of line: String, caretAtByteColumn column: Int,
                        width: Int = excerptWidth) -> (source: String, caret: String) {
        let caretIndex = characterIndex(atByteColumn: column, in: line)
        let before = line[..<caretIndex]
        let after = line[caretIndex...]
        let left = prefixOrSuffix(of: before, fittingIn: width, fromEnd: true)
        let right = prefixOrSuffix(of: after, fittingIn: width, fromEnd: false)
        if left.isWhole, right.isWhole, left.width + right.width <= width {
            return (escaped(line).text, caretLine(forByteColumn: column, in: line))
        }
        let context = width * 2 / 5
        var shownBefore = before
        var cutStart = false
        if !left.isWhole || left.width > width * 3 / 5 {
            cutStart = true
            let room = right.isWhole && right.width <= width - 1 - context ? width - 1 - right.width : context
            shownBefore = prefixOrSuffix(of: before, fittingIn: room, fromEnd: true).text
        }
        let used = (cutStart ? 1 : 0) + prefixOrSuffix(of: shownBefore, fittingIn: width, fromEnd: true).width
        var shownAfter = after
        var cutEnd = false
        if !right.isWhole || right.width > width - used {
            cutEnd = true
            shownAfter = prefixOrSuffix(of: after, fittingIn: width - used - 1, fromEnd: false).text
        }
        let shown = String(shownBefore) + String(shownAfter)
        let source = (cutStart ? "…" : "") + escaped(shown).text + (cutEnd ? "…" : "")
        let caret = (cutStart ? " " : "") + caretLine(forByteColumn: shownBefore.utf8.count + 1, in: shown)
        return (source, caret)
    }

    /// The start of the character holding a 1-based byte column, or the end of the line for a
    /// column past it.
    private static func characterIndex(atByteColumn column: Int, in line: String) -> String.Index {
        let utf8 = line.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: min(max(column - 1, 0), utf8.count))
        while index > utf8.startIndex, index < utf8.endIndex, utf8[index] & 0xC0 == 0x80 {
            index = utf8.index(before: index)
        }
        while index > line.startIndex, index.samePosition(in: line) == nil {
            index = line.unicodeScalars.index(before: index)
        }
        return index
    }

    /// The longest run of whole characters at the start (or end) of `text` whose escaped form takes
    /// at most `limit` columns; stops early, so a 2 MB line costs no more than the window.
    private static func prefixOrSuffix(of text: Substring, fittingIn limit: Int,
                                       fromEnd: Bool) -> (text: Substring, width: Int, isWhole: Bool) {
        var width = 0
        var index = fromEnd ? text.endIndex : text.startIndex
        while fromEnd ? index > text.startIndex : index < text.endIndex {
            let next = fromEnd ? text.index(before: index) : text.index(after: index)
            let character = text[fromEnd ? next : index]
            let columns = character == "\t" ? 8 : escaped(String(character)).text.displayWidth
            if width + columns > limit {
                return (fromEnd ? text[index...] : text[..<index], width, false)
            }
            width += columns
            index = next
        }
        return (text, width, true)
    }
}
