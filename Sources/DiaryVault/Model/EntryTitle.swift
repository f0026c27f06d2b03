/// The title rule of DESIGN section 3, applied to a markdown body.
public enum EntryTitle {
    /// The title of a body: its first level-1 ATX heading (`# Title`, CommonMark section 4.2),
    /// else its first non-empty line with any heading markers removed; trimmed; empty when the
    /// body has no text. Lines inside fenced code blocks (CommonMark section 4.5) are skipped
    /// when looking for the heading.
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
        var firstLine: Range<Int>?
        var fence: (byte: UInt8, count: Int)?
        var start = 0
        let count = bytes.count
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
            if firstLine == nil { firstLine = contentStart..<contentEnd }
            if indent < 4, first == UInt8(ascii: "#"), let heading = headingRange(bytes, contentStart..<contentEnd, level: 1) {
                return decode(bytes, heading)
            }
        }
        guard let firstLine else { return "" }
        return decode(bytes, headingRange(bytes, firstLine, level: nil) ?? firstLine)
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
