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
        /// The 1-based line.
        var line: Int
        /// The 1-based column, in bytes.
        var column: Int
        /// What was expected ("expected ',' or ']'", "the file ends inside a string").
        var message: String

        /// `line L, column C: message`.
        var description: String { "line \(line), column \(column): \(message)" }
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
        return Failure(line: line, column: end - lineStart + 1, message: message)
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
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

    private mutating func number() throws(Failure) -> ImportValue {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let first = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - first
        }
        let integerStart = index
        guard digits() > 0 else { throw failure("expected a digit") }
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
            throw failure("a number may not start with 0", at: integerStart)
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw failure("the number is out of range", at: start) }
        return .number(value, text: text)
    }

    private mutating func string() throws(Failure) -> String {
        let open = index
        index += 1
        var scalars: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("the file ends inside a string that starts here", at: open) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                break
            }
            if byte < 0x20 { throw failure("a control character inside a string must be escaped") }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("the file ends inside a string that starts here", at: open) }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4()
                    if (0xDC00..<0xE000).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        scalars.append(contentsOf: Array(String(Unicode.Scalar(0xFFFD)!).utf8))
                        code = low
                    }
                }
                let scalar = Unicode.Scalar(code) ?? Unicode.Scalar(0xFFFD)!
                scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: index - 2)
            }
        }
        guard let text = String(validating: scalars, as: UTF8.self) else {
            throw failure("a string that is not valid UTF-8", at: open)
        }
        return text
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("the file ends inside a \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let nibble: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected 4 hex digits after \\u")
            }
            code = code << 4 | UInt32(nibble)
            index += 1
        }
        return code
    }
}
