/// The bytes that end a line: LF, CRLF, or nothing on the last line of a file.
///
/// Line endings are data (STYLE item 6): every line of a front matter remembers its own, so an
/// untouched line is written back with the ending it had, and an edited one gets the file's.
public enum LineEnding: String, Hashable, Sendable {
    /// `"\n"`, U+000A.
    case lf = "\n"
    /// `"\r\n"`, U+000D U+000A.
    case crlf = "\r\n"
    /// No line ending: the last line of a file without a final newline.
    case none = ""

    /// The ending's bytes as a string: `"\n"`, `"\r\n"` or `""`.
    public var text: String { rawValue }
}

/// One line of a byte buffer: where its content starts and ends, and how it ends.
///
/// Offsets are byte indices into the buffer the line was split from; `contentEnd` excludes the
/// line ending, `end` includes it.
struct SourceLine: Hashable, Sendable {
    /// The 1-based line number in the file.
    var number: Int
    /// The byte offset of the line's first byte.
    var start: Int
    /// The byte offset just past the content (before `\r\n` or `\n`).
    var contentEnd: Int
    /// The byte offset just past the line ending.
    var end: Int

    /// How the line ends.
    var ending: LineEnding {
        switch end - contentEnd {
        case 2: .crlf
        case 1: .lf
        default: .none
        }
    }

    /// The number of content bytes.
    var length: Int { contentEnd - start }
}

extension SourceLine {
    /// Finds the line starting at `start` in `bytes`, numbered `number`.
    ///
    /// A line ends after `\n`; a `\r` right before that `\n` belongs to the ending. A lone `\r`
    /// is content (the front-matter parser rejects it as a control character).
    ///
    /// - Parameters:
    ///   - bytes: The buffer.
    ///   - start: The offset of the line's first byte, at most `bytes.count`.
    ///   - number: The 1-based line number to record.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, number: Int) -> SourceLine {
        var index = start
        let count = bytes.count
        while index < count, bytes[index] != 0x0A { index += 1 }
        if index == count {
            return SourceLine(number: number, start: start, contentEnd: count, end: count)
        }
        let contentEnd = index > start && bytes[index - 1] == 0x0D ? index - 1 : index
        return SourceLine(number: number, start: start, contentEnd: contentEnd, end: index + 1)
    }
}
