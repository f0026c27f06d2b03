/// The scalars of JSON text read from bytes (RFC 8259): whitespace (section 2), numbers
/// (section 6) and strings with their escapes and `\u` surrogate pairs (section 7).
///
/// The one reading of them: JSON front matter (`JSONScanner`) and `vault import`'s `JSONReader`
/// (and through it the language server's messages) each build their own values from these and
/// turn a ``Failure`` into their own error and words. They differ in one decision RFC 8259
/// section 8.2 leaves to the reader, what a lone surrogate escape becomes (``LoneSurrogates``).
enum JSONScalars {
    /// What a `\u` escape that is half of a surrogate pair without its other half becomes.
    enum LoneSurrogates: Sendable {
        /// It is an error (``Failure/Kind/highSurrogateWithoutLow``, ``Failure/Kind/loneSurrogate``):
        /// front matter, which vault may write back.
        case reject
        /// It becomes U+FFFD REPLACEMENT CHARACTER, as a high surrogate followed by an escape that
        /// is not a low one does (that escape is then read on its own): imports of files other
        /// programs wrote.
        case replace
    }

    /// Why the bytes at an offset are not a JSON number or string.
    struct Failure: Error, Equatable {
        /// What went wrong; ``offset`` says where.
        enum Kind: Equatable, Sendable {
            /// The text ends before the string's closing quote (``offset``: the end of the text).
            case endInString
            /// The text ends just after a backslash (``offset``: the backslash).
            case endInEscape
            /// A byte below U+0020 that is not escaped (``offset``: the byte).
            case controlCharacter
            /// A backslash followed by a byte that starts no escape (``offset``: the backslash).
            case unknownEscape(UInt8)
            /// The text ends within the 4 digits of a `\u` escape (``offset``: the first byte that
            /// is not a hexadecimal digit, or the end of the text; `digitsStart`: the first digit).
            case endInHexEscape(digitsStart: Int)
            /// A byte that is not a hexadecimal digit among the 4 of a `\u` escape (``offset``: the byte).
            case badHexDigit
            /// ``LoneSurrogates/reject``: a high surrogate followed by a `\u` escape that is not a
            /// low one (``offset``: just past the second escape).
            case highSurrogateWithoutLow
            /// ``LoneSurrogates/reject``: a surrogate escape alone (``offset``: just past it).
            case loneSurrogate
            /// The string's bytes are not UTF-8 (``offset``: the opening quote).
            case invalidUTF8
            /// A number without a digit where it starts or after its `-` (``offset``: that byte).
            case expectedDigit
            /// A number's `.` not followed by a digit (``offset``: the byte after the `.`).
            case expectedFractionDigit
            /// A number's exponent without a digit (``offset``: the byte where a digit was expected).
            case expectedExponentDigit
        }

        /// What went wrong.
        var kind: Kind
        /// The byte offset the failure is at (see each ``Kind``).
        var offset: Int
        /// The offset of the string's opening quote or the number's first byte.
        var tokenStart: Int

        /// The line and column of ``offset`` in `bytes` (``SourceLocation``: a byte order mark is
        /// not counted).
        func location(in bytes: some RandomAccessCollection<UInt8>) -> SourceLocation {
            JSONScalars.location(of: offset, in: Array(bytes))
        }
    }

    /// Whether a byte is JSON whitespace (RFC 8259 section 2): space, tab, line feed, carriage return.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The line and column of a byte offset: lines counted by line feeds, columns in bytes from
    /// the line's start, a UTF-8 byte order mark at the start of `bytes` not counted.
    ///
    /// - Parameters:
    ///   - offset: The offset, from 0 to `bytes.count`.
    ///   - bytes: The whole text.
    static func location(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? min(3, end) : 0
        for index in 0..<end where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return SourceLocation(line: line, column: end - lineStart + 1)
    }

    /// Reads a number (RFC 8259 section 6): `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    ///
    /// The integer part ends after a leading `0`, so `01` reads as `0` followed by `1`; a caller
    /// that names that mistake checks the byte after it.
    ///
    /// - Parameters:
    ///   - bytes: The text (indices from 0).
    ///   - start: The offset of the number's first byte.
    ///   - limit: The offset the number must end before.
    /// - Returns: The offset just past the number, and whether it has neither fraction nor exponent.
    /// - Throws: ``Failure`` with ``Failure/Kind/expectedDigit``, ``Failure/Kind/expectedFractionDigit``
    ///   or ``Failure/Kind/expectedExponentDigit``.
    static func scanNumber<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at start: Int, limit: Int
    ) throws(Failure) -> (end: Int, isInteger: Bool) where Bytes.Index == Int {
        var position = start
        func isDigit(at offset: Int) -> Bool {
            offset < limit && bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")
        }
        if position < limit, bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(at: position) else { throw Failure(kind: .expectedDigit, offset: position, tokenStart: start) }
        let first = bytes[position]
        position += 1
        if first != UInt8(ascii: "0") { while isDigit(at: position) { position += 1 } }
        var isInteger = true
        if position < limit, bytes[position] == UInt8(ascii: ".") {
            position += 1
            isInteger = false
            guard isDigit(at: position) else { throw Failure(kind: .expectedFractionDigit, offset: position, tokenStart: start) }
            while isDigit(at: position) { position += 1 }
        }
        if position < limit, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            isInteger = false
            if position < limit, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard isDigit(at: position) else { throw Failure(kind: .expectedExponentDigit, offset: position, tokenStart: start) }
            while isDigit(at: position) { position += 1 }
        }
        return (position, isInteger)
    }

    /// Reads a string (RFC 8259 section 7): its escapes, `\u` escapes with surrogate pairs joined
    /// into one scalar, and lone surrogates as `loneSurrogates` says.
    ///
    /// - Parameters:
    ///   - bytes: The text (indices from 0).
    ///   - open: The offset of the opening quote.
    ///   - limit: The offset the string must end before.
    ///   - loneSurrogates: What a lone surrogate escape becomes.
    /// - Returns: The string's value and the offset just past its closing quote.
    /// - Throws: ``Failure`` (its ``Failure/Kind`` says which rule the bytes break, and where).
    static func readString<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at open: Int, limit: Int, loneSurrogates: LoneSurrogates
    ) throws(Failure) -> (value: String, end: Int) where Bytes.Index == Int {
        var position = open + 1
        var result: [UInt8] = []
        func failure(_ kind: Failure.Kind, _ offset: Int) -> Failure { Failure(kind: kind, offset: offset, tokenStart: open) }
        while position < limit {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                guard let value = String(validating: result, as: UTF8.self) else { throw failure(.invalidUTF8, open) }
                return (value, position + 1)
            }
            if byte < 0x20 { throw failure(.controlCharacter, position) }
            if byte != UInt8(ascii: "\\") {
                result.append(byte)
                position += 1
                continue
            }
            guard position + 1 < limit else { throw failure(.endInEscape, position) }
            let code = bytes[position + 1]
            position += 2
            switch code {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(code)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "u"):
                var unit = try hexUnit(bytes, at: &position, limit: limit, open: open)
                if (0xD800...0xDBFF).contains(unit), position + 1 < limit, bytes[position] == UInt8(ascii: "\\"),
                   bytes[position + 1] == UInt8(ascii: "u") {
                    position += 2
                    let low = try hexUnit(bytes, at: &position, limit: limit, open: open)
                    if (0xDC00...0xDFFF).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else if loneSurrogates == .reject {
                        throw failure(.highSurrogateWithoutLow, position)
                    } else {
                        result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                        unit = low
                    }
                }
                if let scalar = Unicode.Scalar(unit) {
                    result.append(contentsOf: String(scalar).utf8)
                } else if loneSurrogates == .reject {
                    throw failure(.loneSurrogate, position)
                } else {
                    result.append(contentsOf: [0xEF, 0xBF, 0xBD])
                }
            default:
                throw failure(.unknownEscape(code), position - 2)
            }
        }
        throw failure(.endInString, limit)
    }

    /// Reads the 4 hexadecimal digits of a `\u` escape at `position` and moves past them.
    private static func hexUnit<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, at position: inout Int, limit: Int, open: Int
    ) throws(Failure) -> UInt32 where Bytes.Index == Int {
        let digitsStart = position
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < limit, let digit = TOMLScalars.hexValue(bytes[position]) else {
                let kind: Failure.Kind = digitsStart + 4 > limit ? .endInHexEscape(digitsStart: digitsStart) : .badHexDigit
                throw Failure(kind: kind, offset: position, tokenStart: open)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
