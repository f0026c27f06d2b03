/// Reads one TOML 1.0 value (https://toml.io/en/v1.0.0) from the lines of a front matter: strings
/// (basic, literal, and their multi-line forms), integers, floats, booleans, date-times, arrays and
/// inline tables. A value may continue on later lines (multi-line strings and arrays).
///
/// Values map to ``FrontMatterValue``: strings to `.string`, integers to `.integer`, floats to
/// `.float`, booleans to `.bool`, date-times to `.string` exactly as written (vault reads dates
/// from text), arrays to `.sequence`, inline tables to `.mapping` (dotted keys inside them as
/// nested mappings, TOML 1.0 "Inline Table").
struct TOMLReader {
    /// The parser holding the buffer and its lines.
    let parser: FrontMatterParser
    /// The offset of the next byte to read.
    var position: Int
    /// The index in the parser's lines of the line holding ``position``.
    var lineIndex: Int

    /// How deeply arrays and inline tables may nest before the value is refused (the reader
    /// recurses once per level).
    static let maximumDepth = 64

    private var line: SourceLine { parser.lines[lineIndex] }
    private var bytes: UnsafeBufferPointer<UInt8> { parser.bytes }

    /// The byte at ``position``, or `nil` at the end of the line's content.
    private var current: UInt8? { position < line.contentEnd ? bytes[position] : nil }

    private func error(_ detail: String) -> FrontMatterError {
        parser.tomlError(line, at: position, detail)
    }

    /// Reads the value at ``position``.
    ///
    /// - Parameter depth: How many arrays or inline tables enclose it.
    /// - Throws: ``FrontMatterError/invalidTOML(_:detail:)``.
    mutating func readValue(depth: Int) throws -> FrontMatterValue {
        guard depth < Self.maximumDepth else { throw error("arrays nested more than \(Self.maximumDepth) deep") }
        guard let byte = current else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if hasPrefix(byte == UInt8(ascii: "\"") ? "\"\"\"" : "'''") { return .string(try readMultiLineString()) }
            return .string(try readSingleLineString())
        case UInt8(ascii: "["):
            return try readArray(depth: depth)
        case UInt8(ascii: "{"):
            return try readInlineTable(depth: depth)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            if hasPrefix("true"), isValueEnd(position + 4) { position += 4; return .bool(true) }
            if hasPrefix("false"), isValueEnd(position + 5) { position += 5; return .bool(false) }
            throw error("expected a value (strings are quoted in TOML), found '\(token())'")
        default:
            return try readNumberOrDate()
        }
    }

    /// Whether the bytes at ``position`` start with `prefix` on this line.
    private func hasPrefix(_ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard position + count <= line.contentEnd else { return false }
        return prefix.withUTF8Buffer { $0.elementsEqual(bytes[position..<position + count]) }
    }

    /// Whether a value may end before `offset`: the end of the line, a blank, `,`, `]`, `}` or `#`.
    private func isValueEnd(_ offset: Int) -> Bool {
        guard offset < line.contentEnd else { return true }
        let byte = bytes[offset]
        return parser.isBlank(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "#")
    }

    /// The text from ``position`` to the next value end, for messages.
    private func token() -> String {
        var end = position
        while end < line.contentEnd, !isValueEnd(end) { end += 1 }
        return parser.text(position..<max(end, min(position + 1, line.contentEnd)))
    }

    /// Reads an integer, a float or a date-time.
    private mutating func readNumberOrDate() throws -> FrontMatterValue {
        let start = position
        var end = position
        while end < line.contentEnd, !isValueEnd(end) { end += 1 }
        // A date and a time may be separated by one space (RFC 3339 section 5.6, as TOML allows).
        if end - start == 10, end + 3 < line.contentEnd, bytes[end] == 0x20,
           TOMLScalars.isDigit(bytes[end + 1]), TOMLScalars.isDigit(bytes[end + 2]), bytes[end + 3] == UInt8(ascii: ":") {
            end += 1
            while end < line.contentEnd, !isValueEnd(end) { end += 1 }
        }
        let text = parser.text(start..<end)
        guard let value = TOMLScalars.resolve(text) else {
            throw error(text.isEmpty ? "expected a value" : "'\(text)' is not a TOML value (strings are quoted in TOML)")
        }
        position = end
        return value
    }

    /// Reads a basic (`"..."`) or literal (`'...'`) string that closes on its line.
    mutating func readSingleLineString() throws -> String {
        let quote = bytes[position]
        let isBasic = quote == UInt8(ascii: "\"")
        let opening = position
        position += 1
        var result: [UInt8] = []
        while let byte = current {
            if byte == quote {
                position += 1
                return String(decoding: result, as: UTF8.self)
            }
            if isBasic, byte == UInt8(ascii: "\\") {
                try appendEscape(to: &result)
                continue
            }
            result.append(byte)
            position += 1
        }
        position = opening
        throw error("the string is not closed on its line")
    }

    /// Reads a multi-line basic (`"""`) or literal (`'''`) string; a line break right after the
    /// opening delimiter is not part of it, and in a basic one a `\` at the end of a line removes
    /// the line break and the blanks after it.
    private mutating func readMultiLineString() throws -> String {
        let quote = bytes[position]
        let isBasic = quote == UInt8(ascii: "\"")
        let (openLine, openPosition) = (lineIndex, position)
        position += 3
        var result: [UInt8] = []
        var trimming = false
        if current == nil, lineIndex + 1 < parser.lines.count {
            // The line break right after the opening delimiter is trimmed.
            lineIndex += 1
            position = line.start
        }
        while true {
            while let byte = current {
                if trimming {
                    guard parser.isBlank(byte) else { trimming = false; continue }
                    position += 1
                    continue
                }
                if byte == quote, hasPrefix(isBasic ? "\"\"\"" : "'''") {
                    // Up to two more quotes belong to the content: `""""` ends with one `"`.
                    var extra = 0
                    while extra < 2, position + 3 + extra < line.contentEnd, bytes[position + 3 + extra] == quote { extra += 1 }
                    result.append(contentsOf: repeatElement(quote, count: extra))
                    position += 3 + extra
                    return String(decoding: result, as: UTF8.self)
                }
                if isBasic, byte == UInt8(ascii: "\\") {
                    var after = position + 1
                    while after < line.contentEnd, parser.isBlank(bytes[after]) { after += 1 }
                    if after == line.contentEnd {
                        trimming = true
                        position = after
                        continue
                    }
                    try appendEscape(to: &result)
                    continue
                }
                result.append(byte)
                position += 1
            }
            guard lineIndex + 1 < parser.lines.count else {
                (lineIndex, position) = (openLine, openPosition)
                throw error("the multi-line string is never closed")
            }
            // Line breaks are read as `\n` (TOML 1.0 lets a reader normalize them).
            if !trimming { result.append(0x0A) }
            lineIndex += 1
            position = line.start
        }
    }

    /// Decodes one escape of a basic string at ``position`` (TOML 1.0: `\b \t \n \f \r \" \\
    /// \uXXXX \UXXXXXXXX`).
    private mutating func appendEscape(to result: inout [UInt8]) throws {
        guard position + 1 < line.contentEnd else { throw error("a '\\' must start an escape") }
        let code = bytes[position + 1]
        var digits = 0
        switch code {
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): result.append(code)
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw error("invalid escape '\\\(code < 0x80 ? String(UnicodeScalar(code)) : "")'")
        }
        guard digits > 0 else { position += 2; return }
        var value: UInt32 = 0
        for offset in 0..<digits {
            let index = position + 2 + offset
            guard index < line.contentEnd, let digit = TOMLScalars.hexValue(bytes[index]) else {
                throw error("'\\\(String(UnicodeScalar(code)))' needs \(digits) hexadecimal digits")
            }
            value = value << 4 | digit
        }
        guard let scalar = Unicode.Scalar(value) else { throw error("escape is not a Unicode scalar value") }
        result.append(contentsOf: String(scalar).utf8)
        position += 2 + digits
    }

    /// Moves past blanks, line breaks and comments inside an array.
    ///
    /// - Parameter opening: The line and offset of the array's `[`, named when it is never closed.
    private mutating func skipArraySpace(opening: (Int, Int)) throws {
        while true {
            while let byte = current, parser.isBlank(byte) { position += 1 }
            if current == nil || current == UInt8(ascii: "#") {
                guard lineIndex + 1 < parser.lines.count else {
                    (lineIndex, position) = opening
                    throw error("the array is never closed with ']'")
                }
                lineIndex += 1
                position = line.start
                continue
            }
            return
        }
    }

    /// Reads an array, which may span lines and end with a comma.
    private mutating func readArray(depth: Int) throws -> FrontMatterValue {
        let opening = (lineIndex, position)
        position += 1
        var items: [FrontMatterValue] = []
        while true {
            try skipArraySpace(opening: opening)
            if current == UInt8(ascii: "]") {
                position += 1
                return .sequence(items)
            }
            items.append(try readValue(depth: depth + 1))
            try skipArraySpace(opening: opening)
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' in the array") }
        }
    }

    /// Reads an inline table `{ key = value, ... }`, which TOML 1.0 keeps on one line, as a
    /// mapping in the order written; a dotted key (`a.b = 1`) makes nested mappings.
    ///
    /// - Throws: ``FrontMatterError/invalidTOML(_:detail:)`` for a table not closed on its line, a
    ///   missing `=`, `,` or `}`, or a key defined twice.
    private mutating func readInlineTable(depth: Int) throws -> FrontMatterValue {
        let startLine = lineIndex
        position += 1
        var pairs: [FrontMatterPair] = []
        while true {
            while let byte = current, parser.isBlank(byte) { position += 1 }
            guard let byte = current, lineIndex == startLine else { throw error("the inline table is not closed on its line") }
            if byte == UInt8(ascii: "}") {
                position += 1
                return .mapping(pairs)
            }
            let keyStart = position
            var (part, end) = try parser.tomlKeyPart(lineIndex, at: position)
            var parts = [part]
            position = end
            while true {
                while let byte = current, parser.isBlank(byte) { position += 1 }
                guard current == UInt8(ascii: ".") else { break }
                position += 1
                while let byte = current, parser.isBlank(byte) { position += 1 }
                (part, end) = try parser.tomlKeyPart(lineIndex, at: position)
                parts.append(part)
                position = end
            }
            guard current == UInt8(ascii: "=") else { throw error("expected '=' in the inline table") }
            position += 1
            while let byte = current, parser.isBlank(byte) { position += 1 }
            let value = try readValue(depth: depth + 1)
            guard Self.insert(value, at: parts[...], into: &pairs) else {
                position = keyStart
                throw error("the key '\(parts.joined(separator: "."))' is defined twice in the inline table")
            }
            guard lineIndex == startLine else { throw error("the inline table is not closed on its line") }
            while let byte = current, parser.isBlank(byte) { position += 1 }
            if current == UInt8(ascii: ",") {
                position += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { throw error("expected ',' or '}' in the inline table") }
            position += 1
            return .mapping(pairs)
        }
    }

    /// Adds a value under a dotted key path to a mapping's pairs, making the mappings between
    /// (TOML 1.0 "Keys": `a.b = 1` defines the table `a`).
    ///
    /// - Returns: `false` when the path is already defined, or passes through a value that is
    ///   not a mapping.
    static func insert(_ value: FrontMatterValue, at path: ArraySlice<String>, into pairs: inout [FrontMatterPair]) -> Bool {
        guard let key = path.first else { return false }
        let index = pairs.firstIndex { $0.key == key }
        if path.count == 1 {
            guard index == nil else { return false }
            pairs.append(FrontMatterPair(key: key, value: value))
            return true
        }
        var inner: [FrontMatterPair] = []
        if let index {
            guard case .mapping(let existing) = pairs[index].value else { return false }
            inner = existing
        }
        guard insert(value, at: path.dropFirst(), into: &inner) else { return false }
        if let index { pairs[index].value = .mapping(inner) } else { pairs.append(FrontMatterPair(key: key, value: .mapping(inner))) }
        return true
    }
}
