/// An open text document of the Language Server Protocol: its URI, version and text as UTF-8
/// bytes, with the conversion between byte offsets and LSP positions.
///
/// A position is a 0-based line and a 0-based character offset in that line, counted in the
/// negotiated encoding: UTF-16 code units (LSP's default) or UTF-8 bytes (`positionEncoding`
/// `utf-8`, LSP 3.17 "Position"). Lines end at LF, CRLF or CR, as the specification says. A
/// character past the end of its line means the end of the line (the specification's rule);
/// a line past the last one is out of range (``offset(of:)`` returns `nil`).
struct TextDocument: Sendable {
    /// How positions count characters.
    enum Encoding: String, Sendable {
        /// UTF-16 code units (the default of LSP).
        case utf16 = "utf-16"
        /// UTF-8 bytes.
        case utf8 = "utf-8"
    }

    /// A 0-based line and character.
    struct Position: Hashable, Sendable, Comparable {
        /// The 0-based line.
        var line: Int
        /// The 0-based offset in the line, in the encoding's units.
        var character: Int

        /// Orders positions by line, then character.
        static func < (lhs: Position, rhs: Position) -> Bool {
            (lhs.line, lhs.character) < (rhs.line, rhs.character)
        }
    }

    /// The document's URI, as the client sent it.
    var uri: String
    /// The version the client gave with the last change.
    var version: Int
    /// The text, in UTF-8.
    private(set) var bytes: [UInt8]
    /// How positions count characters.
    let encoding: Encoding
    /// The byte offset of each line's start.
    private(set) var lineStarts: [Int]

    /// Creates a document.
    ///
    /// - Parameters:
    ///   - uri: The URI.
    ///   - version: The version.
    ///   - text: The text.
    ///   - encoding: How positions count characters.
    init(uri: String, version: Int, text: String, encoding: Encoding) {
        self.uri = uri
        self.version = version
        self.bytes = Array(text.utf8)
        self.encoding = encoding
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    /// The text as a string.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The offsets of the starts of lines: after each LF, after each CR not followed by LF.
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The byte range of a line's text, without its line ending.
    ///
    /// - Parameter line: A 0-based line, less than the line count.
    func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The number of lines (a text ending in a line break has an empty last line).
    var lineCount: Int { lineStarts.count }

    /// The byte offset of a position, or `nil` when its line is past the last line or either
    /// number is negative. A character past the line's end is the line's end; one inside a
    /// UTF-16 surrogate pair or a UTF-8 sequence is the start of its character.
    func offset(of position: Position) -> Int? {
        guard position.line >= 0, position.character >= 0, position.line < lineStarts.count else { return nil }
        let range = lineRange(position.line)
        switch encoding {
        case .utf8:
            var offset = min(range.lowerBound + position.character, range.upperBound)
            while offset > range.lowerBound, offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16:
            var units = 0
            var offset = range.lowerBound
            while offset < range.upperBound {
                let length = Self.sequenceLength(bytes[offset])
                let width = length == 4 ? 2 : 1
                if units + width > position.character { break }
                units += width
                offset = min(offset + length, range.upperBound)
            }
            return offset
        }
    }

    /// The position of a byte offset (clamped to the text), in the document's encoding.
    func position(ofByte offset: Int) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        switch encoding {
        case .utf8: return Position(line: low, character: offset - start)
        case .utf16:
            var units = 0
            var index = start
            while index < offset {
                let length = Self.sequenceLength(bytes[index])
                units += length == 4 ? 2 : 1
                index += length
            }
            return Position(line: low, character: units)
        }
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte,
    /// which Swift's decoding replaces with one U+FFFD).
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: 4
        case 0xE0...0xEF: 3
        case 0xC0...0xDF: 2
        default: 1
        }
    }

    /// Why a change could not be applied.
    struct ChangeError: Error, Equatable {
        /// What was wrong, in one sentence.
        var message: String
    }

    /// Applies one content change of `textDocument/didChange`: the whole text when `range` is
    /// `nil`, else the replacement of the range (its end not before its start).
    ///
    /// - Throws: ``ChangeError`` when the range is out of the document or reversed; the text is
    ///   then unchanged.
    mutating func apply(range: (start: Position, end: Position)?, text: String) throws(ChangeError) {
        guard let range else {
            bytes = Array(text.utf8)
            lineStarts = Self.lineStarts(of: bytes)
            return
        }
        guard let start = offset(of: range.start), let end = offset(of: range.end) else {
            throw ChangeError(message: "the change's range \(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character) is outside the document (\(lineCount) lines)")
        }
        guard start <= end else { throw ChangeError(message: "the change's range ends before it starts") }
        bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        lineStarts = Self.lineStarts(of: bytes)
    }
}
