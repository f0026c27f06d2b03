/// A strict JSON parser (RFC 8259) into ``ImportValue``, keeping the order of object members and
/// reporting where a file stops being JSON.
///
/// Foundation's `JSONSerialization` loses the member order and tells a boolean from the numbers
/// 0 and 1 differently on each platform; an import needs both, and an error that names the line
/// and column of a truncated file. Nesting is limited to ``maximumDepth`` so a hostile file cannot
/// exhaust the stack.
struct JSONReader {
    /// Why the bytes are not JSON, and where.
    struct Failure: Error, Equatable {
        /// Where: the line, and the column in bytes (on the first line of a file with a byte
        /// order mark, the mark's 3 bytes are counted, unlike ``SourceLocation``'s rule).
        var location: SourceLocation
        /// What was expected ("expected ',' or ']'", "the file ends inside a string").
        var message: String

        /// `line L, column C: message`.
        var description: String { "line \(location.line), column \(location.column): \(message)" }
    }

    /// The deepest nesting of arrays and objects accepted.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    /// Parses a whole JSON text (a UTF-8 byte order mark is skipped).
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The value.
    /// - Throws: ``Failure`` naming the line and column of the first error.
    static func parse(_ bytes: [UInt8]) throws(Failure) -> ImportValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        reader.skipSpace()
        let value = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.failure("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func failure(_ message: String, at position: Int? = nil) -> Failure {
        let end = min(position ?? index, bytes.count)
        var line = 1, lineStart = 0
        for offset in 0..<end where bytes[offset] == 0x0A {
            line += 1
            lineStart = offset + 1
        }
        return Failure(location: SourceLocation(line: line, column: end - lineStart + 1), message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count, JSONScalars.isSpace(bytes[index]) { index += 1 }
    }

    private mutating func value() throws(Failure) -> ImportValue {
        guard index < bytes.count else { throw failure("the file ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("expected a value")
        }
    }

    private mutating func literal(_ word: String) throws(Failure) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure(index + expected.count > bytes.count ? "the file ends inside '\(word)'" : "expected a value")
        }
        index += expected.count
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("arrays and objects nested deeper than \(Self.maximumDepth)") }
    }

    private mutating func object() throws(Failure) -> ImportValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: ImportValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("the file ends inside an object") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a member name in double quotes") }
            let key = try string()
            skipSpace()
            guard index < bytes.count else { throw failure("the file ends inside an object") }
            guard bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':' after the member name") }
            index += 1
            skipSpace()
            members.append((key, try value()))
            skipSpace()
            guard index < bytes.count else { throw failure("the file ends inside an object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
            index += 1
            return .object(members)
        }
    }

    private mutating func array() throws(Failure) -> ImportValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [ImportValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value())
            skipSpace()
            guard index < bytes.count else { throw failure("the file ends inside an array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
            index += 1
            return .array(items)
        }
    }

    /// A number (``JSONScalars/scanNumber(_:at:limit:)``), kept with its text; a leading zero
    /// followed by a digit and a number no `Double` holds are errors.
    private mutating func number() throws(Failure) -> ImportValue {
        let start = index
        let end: Int
        do throws(JSONScalars.Failure) {
            end = try JSONScalars.scanNumber(bytes, at: start, limit: bytes.count).end
        } catch {
            throw failure(error)
        }
        let integerStart = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        if bytes[integerStart] == UInt8(ascii: "0"), integerStart + 1 < bytes.count,
           (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[integerStart + 1]) {
            throw failure("a number may not start with 0", at: integerStart)
        }
        index = end
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("the number is out of range", at: start) }
        return .number(value, text: text)
    }

    /// A string (``JSONScalars/readString(_:at:limit:loneSurrogates:)``); a lone surrogate escape
    /// becomes U+FFFD, as other programs' files may hold one.
    private mutating func string() throws(Failure) -> String {
        do throws(JSONScalars.Failure) {
            let (value, end) = try JSONScalars.readString(bytes, at: index, limit: bytes.count, loneSurrogates: .replace)
            index = end
            return value
        } catch {
            throw failure(error)
        }
    }

    /// The ``Failure`` of a failure of ``JSONScalars``: an import's words, and where they point.
    private func failure(_ scalar: JSONScalars.Failure) -> Failure {
        switch scalar.kind {
        case .endInString, .endInEscape:
            failure("the file ends inside a string that starts here", at: scalar.tokenStart)
        case .controlCharacter:
            failure("a control character inside a string must be escaped", at: scalar.offset)
        case .unknownEscape(let byte):
            failure("unknown escape '\\\(Character(Unicode.Scalar(byte)))' in a string", at: scalar.offset)
        case .endInHexEscape(let digitsStart):
            failure("the file ends inside a \\u escape", at: digitsStart)
        case .badHexDigit:
            failure("expected 4 hex digits after \\u", at: scalar.offset)
        case .highSurrogateWithoutLow, .loneSurrogate:
            failure("a lone surrogate escape", at: scalar.offset)
        case .invalidUTF8:
            failure("a string that is not valid UTF-8", at: scalar.tokenStart)
        case .expectedDigit:
            failure("expected a digit", at: scalar.offset)
        case .expectedFractionDigit:
            failure("expected a digit after '.'", at: scalar.offset)
        case .expectedExponentDigit:
            failure("expected a digit in the exponent", at: scalar.offset)
        }
    }
}
