/// Writes JSON text (RFC 8259) with keys in the order they are written, straight into UTF-8 bytes.
///
/// vault's JSON shapes are documented with a fixed key order, and `vault index --json` writes
/// hundreds of thousands of values: building `[String: Any]` trees for `JSONSerialization` would
/// lose the order and cost more than reading the files. Strings are escaped per RFC 8259 section 7
/// (`"`, `\`, and U+0000...U+001F), and also U+007F...U+009F and the bidi controls as `\uXXXX`,
/// so that printed JSON cannot drive a terminal; everything else is written as UTF-8.
struct JSONWriter {
    /// The UTF-8 bytes written since the last ``takeBytes()``.
    var bytes: [UInt8] = []
    /// Whether the next value in the current container needs a comma before it.
    private var needsComma = false

    /// Creates an empty writer.
    init() {
        bytes.reserveCapacity(1 << 16)
    }

    /// The text written so far (since the last ``takeBytes()``).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Returns the bytes written so far and starts an empty buffer, for writing output in chunks.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes.removeAll(keepingCapacity: true) }
        return bytes
    }

    /// Opens an object; close it with ``endObject()``.
    mutating func beginObject() {
        separator()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes an object.
    mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Opens an array; close it with ``endArray()``.
    mutating func beginArray() {
        separator()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    /// Closes an array.
    mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an object key; the next call writes its value.
    mutating func key(_ name: String) {
        separator()
        Self.appendString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    /// Writes a string value, or `null` for `nil`.
    mutating func value(_ string: String?) {
        separator()
        if let string { Self.appendString(string, to: &bytes) } else { bytes += "null".utf8 }
        needsComma = true
    }

    /// Writes a string value given as UTF-8 bytes (escaped like ``value(_:)-(String?)``).
    mutating func value(utf8: UnsafeBufferPointer<UInt8>) {
        separator()
        Self.appendString(utf8: utf8, to: &bytes)
        needsComma = true
    }

    /// Writes an integer value, or `null` for `nil`.
    mutating func value(_ number: Int?) {
        separator()
        bytes += (number.map(String.init) ?? "null").utf8
        needsComma = true
    }

    /// Writes a boolean value.
    mutating func value(_ flag: Bool) {
        separator()
        bytes += (flag ? "true" : "false").utf8
        needsComma = true
    }

    /// Writes a float value; NaN and infinities, which JSON cannot hold, become strings.
    mutating func value(_ number: Double) {
        separator()
        if number.isFinite {
            bytes += (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) + ".0" : String(number)).utf8
        } else {
            Self.appendString(number.isNaN ? ".nan" : (number < 0 ? "-.inf" : ".inf"), to: &bytes)
        }
        needsComma = true
    }

    /// Writes a string value whose bytes `body` appends directly: only for ASCII text that needs
    /// no escaping (hex digits, dates), which it skips checking.
    mutating func asciiString(_ body: (inout [UInt8]) -> Void) {
        separator()
        bytes.append(UInt8(ascii: "\""))
        body(&bytes)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Starts a value that the caller appends to ``bytes`` itself (a comma first when needed):
    /// for renderers that write one fixed shape many times, such as the index's entry objects.
    /// End it with ``endRawValue()``.
    mutating func beginRawValue() {
        separator()
    }

    /// Appends prepared JSON text as it is (inside a value begun with ``beginRawValue()``).
    mutating func append(_ prepared: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: prepared.utf8Start, count: prepared.utf8CodeUnitCount))
    }

    /// Ends a value begun with ``beginRawValue()``.
    mutating func endRawValue() {
        needsComma = true
    }

    /// Writes `null`.
    mutating func null() {
        separator()
        bytes += "null".utf8
        needsComma = true
    }

    /// Writes a key and a string value.
    mutating func field(_ name: String, _ string: String?) {
        key(name)
        value(string)
    }

    /// Writes a key and an integer value.
    mutating func field(_ name: String, _ number: Int?) {
        key(name)
        value(number)
    }

    /// Writes a key and a boolean value.
    mutating func field(_ name: String, _ flag: Bool) {
        key(name)
        value(flag)
    }

    /// Writes a key and an array of strings.
    mutating func field(_ name: String, _ strings: [String]) {
        key(name)
        beginArray()
        for string in strings { value(string) }
        endArray()
    }

    /// Writes a front-matter value as JSON: sequences as arrays, mappings as objects (keys in the
    /// order written), raw YAML as its text, an unknown
    /// value (``FrontMatterValue/unknown(_:)``) as `null`.
    mutating func value(_ frontMatterValue: FrontMatterValue) {
        switch frontMatterValue {
        case .null: null()
        case .bool(let flag): value(flag)
        case .integer(let number): value(number)
        case .float(let number): value(number)
        case .string(let string), .raw(let string): value(string)
        // A value vault cannot read is unknown, never its source text as a string.
        case .unknown: null()
        case .sequence(let items):
            beginArray()
            for item in items { value(item) }
            endArray()
        case .mapping(let pairs):
            beginObject()
            for pair in pairs {
                key(pair.key)
                value(pair.value)
            }
            endObject()
        }
    }

    private mutating func separator() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Appends a JSON string literal.
    static func appendString(_ string: String, to bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { appendString(utf8: $0, to: &bytes) }
    }

    /// Whether eight bytes are all ASCII that JSON writes as they are (no byte >= 0x80, < 0x20,
    /// `"`, `\\` or 0x7F), by the word-at-a-time tests of "Bit Twiddling Hacks" (haszero, hasless).
    @inline(__always)
    static func isPlainASCII(_ word: UInt64) -> Bool {
        let high: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & high != 0 }
        if word & high != 0 { return false }
        if (word &- 0x2020_2020_2020_2020) & ~word & high != 0 { return false }
        return !hasZeroByte(word ^ 0x2222_2222_2222_2222) && !hasZeroByte(word ^ 0x5C5C_5C5C_5C5C_5C5C)
            && !hasZeroByte(word ^ 0x7F7F_7F7F_7F7F_7F7F)
    }

    /// How many bytes at `index` JSON text writes escaped: 1 for a control character, `"`, `\\`
    /// or DEL, 2 for a C1 control (U+0080-U+009F), 3 for the bidirectional controls U+202A-U+202E
    /// and U+2066-U+2069 (so that no text reorders the terminal's line), else 0.
    @inline(__always)
    static func escapeLength(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = utf8[index]
        let count = utf8.count
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
            return 1
        } else if byte == 0xC2, index + 1 < count, utf8[index + 1] >= 0x80, utf8[index + 1] <= 0x9F {
            return 2
        } else if byte == 0xE2, index + 2 < count, utf8[index + 1] == 0x80 || utf8[index + 1] == 0x81 {
            let third = utf8[index + 2]
            if (utf8[index + 1] == 0x80 && third >= 0xAA && third <= 0xAE) || (utf8[index + 1] == 0x81 && third >= 0xA6 && third <= 0xA9) {
                return 3
            }
        }
        return 0
    }

    /// Appends a JSON string literal of UTF-8 bytes.
    static func appendString(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        do {
            bytes.append(UInt8(ascii: "\""))
            var plainStart = 0
            var index = 0
            let count = utf8.count
            while index < count {
                // Skip eight plain ASCII bytes at a time: none >= 0x80, < 0x20, '"', '\\' or DEL.
                if index + 8 <= count, let base = utf8.baseAddress {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if Self.isPlainASCII(word) {
                        index += 8
                        continue
                    }
                }
                let byte = utf8[index]
                let escapeLength = escapeLength(utf8, at: index)
                guard escapeLength > 0 else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index]))
                switch byte {
                case 0x22: bytes += #"\""#.utf8
                case 0x5C: bytes += #"\\"#.utf8
                case 0x0A: bytes += #"\n"#.utf8
                case 0x0D: bytes += #"\r"#.utf8
                case 0x09: bytes += #"\t"#.utf8
                case 0x08: bytes += #"\b"#.utf8
                case 0x0C: bytes += #"\f"#.utf8
                default:
                    let scalar: UInt32
                    switch escapeLength {
                    case 1: scalar = UInt32(byte)
                    case 2: scalar = UInt32(utf8[index + 1])
                    default: scalar = 0x2000 | UInt32(utf8[index + 1] & 0x3F) << 6 | UInt32(utf8[index + 2] & 0x3F)
                    }
                    let hex = String(scalar, radix: 16, uppercase: true)
                    bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
                }
                index += escapeLength
                plainStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<count]))
            bytes.append(UInt8(ascii: "\""))
        }
    }
}
