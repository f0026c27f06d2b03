/// The title rule of DESIGN section 3, applied to a markdown body.
public enum EntryTitle {
    /// The title of a body: its first level-1 ATX heading (`# Title`, CommonMark section 4.2),
    /// else its first non-empty line with any heading markers removed, and without leading `>`
    /// markers, a list marker and a task box (``lineText(_:_:)``; a line of only image embeds is
    /// passed over); trimmed; empty when the body has no such line. Lines inside fenced code blocks (CommonMark section 4.5) are skipped
    /// when looking for the heading; empty headings (`#`) are skipped altogether, as are headings
    /// and lines of only invisible blanks (``isBlank(_:)``: `# 　`, a line of U+3000). A byte order
    /// mark at the very start of the body (a file with one pasted after the front matter) is not
    /// part of its first line, as cmark skips a leading BOM.
    ///
    /// Works line by line on UTF-8 bytes and stops at the first level-1 heading, so a body whose
    /// heading comes first costs one line, whatever its length.
    ///
    /// - Parameter body: The markdown body.
    /// - Returns: The title, without a closing `#` sequence or surrounding blanks.
    public static func extract(fromBody body: String) -> String {
        var body = body
        return body.withUTF8 { extract(fromUTF8: $0) }
    }

    /// The title of a body given as UTF-8 bytes (see ``extract(fromBody:)``).
    ///
    /// - Parameter bytes: The body's bytes; ill-formed UTF-8 in the title is repaired with U+FFFD.
    public static func extract(fromUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        range(inUTF8: bytes).map { decode(bytes, $0) } ?? ""
    }

    /// The byte range of a body's title (see ``extract(fromBody:)``), or `nil` when it has none:
    /// for a reader that copies the bytes rather than building a string (the index's fast path).
    ///
    /// - Parameter bytes: The body's bytes.
    static func range(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var firstLine: Range<Int>?
        var fence: (byte: UInt8, count: Int)?
        let count = bytes.count
        var start = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while start < count {
            var end = start
            while end < count, bytes[end] != 0x0A { end += 1 }
            let next = end + 1
            var lineEnd = end
            if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            var indent = 0
            var contentStart = start
            while contentStart < lineEnd, bytes[contentStart] == 0x20 || bytes[contentStart] == 0x09 {
                if bytes[contentStart] == 0x20 { indent += 1 } else { indent += 4 }
                contentStart += 1
            }
            var contentEnd = lineEnd
            while contentEnd > contentStart, bytes[contentEnd - 1] == 0x20 || bytes[contentEnd - 1] == 0x09 { contentEnd -= 1 }
            defer { start = next }
            if contentStart == contentEnd { continue }
            let first = bytes[contentStart]
            if indent < 4, first == UInt8(ascii: "`") || first == UInt8(ascii: "~") {
                var run = 0
                while contentStart + run < contentEnd, bytes[contentStart + run] == first { run += 1 }
                if run >= 3 {
                    if let open = fence {
                        if first == open.byte, run >= open.count, contentStart + run == contentEnd { fence = nil }
                    } else {
                        fence = (first, run)
                    }
                    if firstLine == nil { firstLine = contentStart..<contentEnd }
                    continue
                }
            }
            if fence != nil { continue }
            // An empty heading (`#`, `# #`, `# 　`) has no text to be a title.
            let anyHeading = first == UInt8(ascii: "#") ? headingRange(bytes, contentStart..<contentEnd, level: nil) : nil
            if let anyHeading, isBlank(UnsafeBufferPointer(rebasing: bytes[anyHeading])) { continue }
            if firstLine == nil, anyHeading == nil { firstLine = lineText(bytes, contentStart..<contentEnd) }
            if firstLine == nil, let anyHeading { firstLine = anyHeading }
            if indent < 4, first == UInt8(ascii: "#"), let heading = headingRange(bytes, contentStart..<contentEnd, level: 1) {
                return heading
            }
        }
        return firstLine
    }

    /// The title text of a non-empty, non-heading line: the line without leading `>` markers,
    /// a list marker (`- `, `* `, `1. `) and a task box (`[ ] `, `[x] `), and without the
    /// marks of a heading after them (`- ## Plans` is `Plans`); `nil` when nothing is
    /// left or the line holds only image embeds (`![alt](file)`, `![[file]]`), which are no title
    /// (as the import samples' README states it).
    static func lineText(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Range<Int>? {
        var start = line.lowerBound
        let end = line.upperBound
        func skipBlanks() { while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 } }
        func followedByBlank(_ offset: Int) -> Bool { offset == end || bytes[offset] == 0x20 || bytes[offset] == 0x09 }
        while start < end, bytes[start] == UInt8(ascii: ">") {
            start += 1
            skipBlanks()
        }
        if start < end, bytes[start] == UInt8(ascii: "-") || bytes[start] == UInt8(ascii: "*"), followedByBlank(start + 1) {
            start += 1
            skipBlanks()
        } else {
            var digits = start
            while digits < end, digits - start < 9, bytes[digits] >= UInt8(ascii: "0"), bytes[digits] <= UInt8(ascii: "9") { digits += 1 }
            if digits > start, digits < end, bytes[digits] == UInt8(ascii: "."), followedByBlank(digits + 1) {
                start = digits + 1
                skipBlanks()
            }
        }
        if end - start >= 3, bytes[start] == UInt8(ascii: "["), bytes[start + 2] == UInt8(ascii: "]"),
           [0x20, UInt8(ascii: "x"), UInt8(ascii: "X")].contains(bytes[start + 1]), followedByBlank(start + 3) {
            start += 3
            skipBlanks()
        }
        // A heading inside the list item or quote (Logseq's `- ## Heading`): its text alone.
        if start > line.lowerBound, start < end, bytes[start] == UInt8(ascii: "#"),
           let heading = headingRange(bytes, start..<end, level: nil) {
            guard !isBlank(UnsafeBufferPointer(rebasing: bytes[heading])) else { return nil }
            return heading
        }
        guard start < end, !onlyImages(bytes, start..<end), !isBlank(UnsafeBufferPointer(rebasing: bytes[start..<end])) else { return nil }
        return start..<end
    }

    /// Whether a candidate title shows nothing: empty, or only characters with the Unicode
    /// `White_Space` property (Unicode Standard Annex #44, PropList.txt: spaces and tabs, and
    /// U+3000 IDEOGRAPHIC SPACE, U+00A0, the U+2000 range...), which no list or heading can show.
    /// Ill-formed UTF-8 is not blank (it shows as U+FFFD).
    ///
    /// - Parameter bytes: The candidate's UTF-8 bytes.
    static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // Visible ASCII settles it at the first byte, which is almost every title.
        for byte in bytes where byte < 0x80 {
            if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0B, byte != 0x0C, byte != 0x0D { return false }
        }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if !scalar.properties.isWhitespace { return false }
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Whether a title key's text shows nothing (``isBlank(_:)``), so that the body gives the title.
    ///
    /// - Parameter text: The key's text as written.
    static func isBlank(_ text: some StringProtocol) -> Bool {
        var text = String(text)
        return text.withUTF8 { isBlank($0) }
    }

    /// Whether a line holds only image embeds (`![alt](target)`, `![[name]]`) and blanks.
    private static func onlyImages(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Bool {
        var index = line.lowerBound
        var found = false
        while index < line.upperBound {
            if bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1; continue }
            guard index + 1 < line.upperBound, bytes[index] == UInt8(ascii: "!"), bytes[index + 1] == UInt8(ascii: "[") else { return false }
            if index + 2 < line.upperBound, bytes[index + 2] == UInt8(ascii: "[") {
                var close = index + 3
                while close + 1 < line.upperBound, !(bytes[close] == UInt8(ascii: "]") && bytes[close + 1] == UInt8(ascii: "]")) { close += 1 }
                guard close + 1 < line.upperBound else { return false }
                index = close + 2
            } else {
                var close = index + 2
                while close < line.upperBound, bytes[close] != UInt8(ascii: "]") { close += 1 }
                guard close + 1 < line.upperBound, bytes[close + 1] == UInt8(ascii: "(") else { return false }
                var paren = close + 2
                while paren < line.upperBound, bytes[paren] != UInt8(ascii: ")") { paren += 1 }
                guard paren < line.upperBound else { return false }
                index = paren + 1
            }
            found = true
        }
        return found
    }

    /// The title of a body (see ``extract(fromBody:)``).
    ///
    /// - Parameter body: The markdown body.
    public static func extract(fromBody body: Substring) -> String {
        extract(fromBody: String(body))
    }

    /// The text of an ATX heading line, or `nil` when the line is not one (of `level`, if given).
    static func headingText(_ line: Substring, level: Int?) -> Substring? {
        var copy = String(line)
        guard let range = copy.withUTF8({ headingRange($0, 0..<$0.count, level: level) }) else { return nil }
        let utf8 = line.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)])
    }

    /// The byte range of an ATX heading's text within a trimmed line, or `nil` when the line is
    /// not a heading (of `level`, if given).
    static func headingRange(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>, level: Int?) -> Range<Int>? {
        var hashes = 0
        while line.lowerBound + hashes < line.upperBound, bytes[line.lowerBound + hashes] == UInt8(ascii: "#") { hashes += 1 }
        guard hashes >= 1, hashes <= 6, level == nil || level == hashes else { return nil }
        var start = line.lowerBound + hashes
        guard start == line.upperBound || bytes[start] == 0x20 || bytes[start] == 0x09 else { return nil }
        while start < line.upperBound, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var end = line.upperBound
        // A closing sequence of #s preceded by a blank (or filling the line) is not part of the text.
        var closing = end
        while closing > start, bytes[closing - 1] == UInt8(ascii: "#") { closing -= 1 }
        if closing < end, closing == start || bytes[closing - 1] == 0x20 || bytes[closing - 1] == 0x09 {
            end = closing
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        }
        return start..<end
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
