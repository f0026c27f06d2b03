/// Small reading verbs shared by the parts of the front-matter parser.
extension FrontMatterParser {
    /// Decodes a byte range of the (already validated) buffer.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// Source text kept for serializing: the bytes of `range`, or empty when ``keepsSource`` is off.
    func sourceText(_ range: Range<Int>) -> String {
        keepsSource ? text(range) : ""
    }

    /// The text of a line range with CRLF turned into LF and no final line ending: the form in
    /// which raw (uninterpreted) values are reported.
    func normalizedText(from start: Int, to end: Int) -> String {
        var result = text(start..<end)
        if result.utf8.contains(0x0D) {
            result = result.replacing("\r\n", with: "\n")
        }
        return result
    }

    /// Whether a byte is a YAML blank: space or tab (YAML 1.2.2 section 5.5, `s-white`).
    func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    /// Whether the byte at `index` is a blank or the end of the line's content.
    func isBlankOrEnd(_ index: Int, _ line: SourceLine) -> Bool {
        index >= line.contentEnd || isBlank(bytes[index])
    }

    /// Measures the leading whitespace of a line.
    func leading(_ line: SourceLine) -> Leading {
        var index = line.start
        while index < line.contentEnd, bytes[index] == 0x20 { index += 1 }
        let spaces = index - line.start
        var tab: Int?
        while index < line.contentEnd, isBlank(bytes[index]) {
            if bytes[index] == 0x09, tab == nil { tab = index }
            index += 1
        }
        return Leading(spaces: spaces, firstContent: index < line.contentEnd ? index : nil, tab: tab)
    }

    /// Whether a line is blank or holds only a comment.
    func isBlankOrComment(_ line: SourceLine) -> Bool {
        guard let first = leading(line).firstContent else { return true }
        return bytes[first] == UInt8(ascii: "#")
    }

    /// The offset just past the last non-blank byte before `end`, but not before `start`.
    func trimEnd(_ start: Int, _ end: Int) -> Int {
        var end = end
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// An error context at a byte offset of a line.
    func context(_ line: SourceLine, at offset: Int, found: String) -> FrontMatterError.Context {
        FrontMatterError.Context(
            path: path,
            location: SourceLocation(line: line.number, column: offset - line.start + 1),
            sourceLine: text(line.start..<line.contentEnd),
            found: found
        )
    }

    /// Checks that only blanks and a comment follow a value on its line.
    ///
    /// - Parameters:
    ///   - offset: The offset just past the value.
    ///   - line: The value's last line.
    /// - Throws: ``FrontMatterError/unexpectedText(_:)`` naming what follows.
    func expectLineEnd(after offset: Int, on line: SourceLine) throws {
        var index = offset
        while index < line.contentEnd, isBlank(bytes[index]) { index += 1 }
        guard index < line.contentEnd else { return }
        if bytes[index] == UInt8(ascii: "#"), index > offset { return }
        let end = trimEnd(index, line.contentEnd)
        throw FrontMatterError.unexpectedText(context(line, at: index, found: text(index..<end)))
    }

    /// Whether the text from `start` reads as a `key: value` pair: a YAML mapping indicator (`:`
    /// followed by a blank or the end of the line) before any comment.
    func hasMappingIndicator(_ line: SourceLine, from start: Int) -> Bool {
        var index = start
        let quote = bytes[index]
        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            index += 1
            while index < line.contentEnd {
                if bytes[index] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                    index += 2
                    continue
                }
                if bytes[index] == quote {
                    index += 1
                    while index < line.contentEnd, isBlank(bytes[index]) { index += 1 }
                    return index < line.contentEnd && bytes[index] == UInt8(ascii: ":") && isBlankOrEnd(index + 1, line)
                }
                index += 1
            }
            return false
        }
        while index < line.contentEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), isBlankOrEnd(index + 1, line) { return true }
            if byte == UInt8(ascii: "#"), index > start, isBlank(bytes[index - 1]) { return false }
            index += 1
        }
        return false
    }

    /// The error for an invalid UTF-8 byte, with its line and column.
    static func invalidUTF8Error(_ buffer: UnsafeBufferPointer<UInt8>, offset: Int, path: String?) -> FrontMatterError {
        let hasBOM = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        var lineStart = hasBOM && offset >= 3 ? 3 : 0
        var lineNumber = 1
        for index in lineStart..<offset where buffer[index] == 0x0A {
            lineNumber += 1
            lineStart = index + 1
        }
        var lineEnd = offset
        while lineEnd < buffer.count, buffer[lineEnd] != 0x0A, buffer[lineEnd] != 0x0D { lineEnd += 1 }
        let hex = String(buffer[offset], radix: 16, uppercase: true)
        // Show every bad byte of the line as an escape, `\xFF` each time (not U+FFFD after the first).
        var sourceLine = String(decoding: UnsafeBufferPointer(rebasing: buffer[lineStart..<offset]), as: UTF8.self)
        var rest = UnsafeBufferPointer(rebasing: buffer[offset..<lineEnd])
        while let bad = UTF8Validation.firstInvalidOffset(in: rest) {
            let byteHex = String(rest[bad], radix: 16, uppercase: true)
            sourceLine += String(decoding: UnsafeBufferPointer(rebasing: rest[..<bad]), as: UTF8.self)
                + "\\x" + (byteHex.count < 2 ? "0" + byteHex : byteHex)
            rest = UnsafeBufferPointer(rebasing: rest[(bad + 1)...])
        }
        sourceLine += String(decoding: rest, as: UTF8.self)
        let context = FrontMatterError.Context(
            path: path,
            location: SourceLocation(line: lineNumber, column: offset - lineStart + 1),
            sourceLine: sourceLine,
            found: "0x" + (hex.count < 2 ? "0" + hex : hex)
        )
        return .invalidUTF8(context, byteOffset: offset)
    }
}
