/// Writes JSON text (RFC 8259) with keys in the order they are written, straight into a string.
///
/// vault's JSON shapes are documented with a fixed key order, and `vault index --json` writes
/// hundreds of thousands of values: building `[String: Any]` trees for `JSONSerialization` would
/// lose the order and cost more than reading the files. Strings are escaped per RFC 8259 section 7
/// (`"`, `\`, and U+0000...U+001F; everything else is written as UTF-8).
struct JSONWriter {
    /// The text written so far.
    private(set) var text = ""
    /// Whether the next value in the current container needs a comma before it.
    private var needsComma = false

    /// Creates an empty writer.
    init() {}

    /// Opens an object; close it with ``endObject()``.
    mutating func beginObject() {
        separator()
        text += "{"
        needsComma = false
    }

    /// Closes an object.
    mutating func endObject() {
        text += "}"
        needsComma = true
    }

    /// Opens an array; close it with ``endArray()``.
    mutating func beginArray() {
        separator()
        text += "["
        needsComma = false
    }

    /// Closes an array.
    mutating func endArray() {
        text += "]"
        needsComma = true
    }

    /// Writes an object key; the next call writes its value.
    mutating func key(_ name: String) {
        separator()
        Self.appendString(name, to: &text)
        text += ":"
        needsComma = false
    }

    /// Writes a string value, or `null` for `nil`.
    mutating func value(_ string: String?) {
        separator()
        if let string { Self.appendString(string, to: &text) } else { text += "null" }
        needsComma = true
    }

    /// Writes an integer value, or `null` for `nil`.
    mutating func value(_ number: Int?) {
        separator()
        text += number.map(String.init) ?? "null"
        needsComma = true
    }

    /// Writes a boolean value.
    mutating func value(_ flag: Bool) {
        separator()
        text += flag ? "true" : "false"
        needsComma = true
    }

    /// Writes a float value; NaN and infinities, which JSON cannot hold, become strings.
    mutating func value(_ number: Double) {
        separator()
        if number.isFinite {
            text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) + ".0" : String(number)
        } else {
            Self.appendString(number.isNaN ? ".nan" : (number < 0 ? "-.inf" : ".inf"), to: &text)
        }
        needsComma = true
    }

    /// Writes `null`.
    mutating func null() {
        separator()
        text += "null"
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

    /// Writes a front-matter value as JSON: sequences as arrays, raw YAML as its text.
    mutating func value(_ frontMatterValue: FrontMatterValue) {
        switch frontMatterValue {
        case .null: null()
        case .bool(let flag): value(flag)
        case .integer(let number): value(number)
        case .float(let number): value(number)
        case .string(let string), .raw(let string): value(string)
        case .sequence(let items):
            beginArray()
            for item in items { value(item) }
            endArray()
        }
    }

    private mutating func separator() {
        if needsComma { text += "," }
    }

    /// Appends a JSON string literal.
    static func appendString(_ string: String, to text: inout String) {
        text += "\""
        var plainStart = string.utf8.startIndex
        let utf8 = string.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C {
                text += String(string[plainStart..<index])
                switch byte {
                case 0x22: text += "\\\""
                case 0x5C: text += "\\\\"
                case 0x0A: text += "\\n"
                case 0x0D: text += "\\r"
                case 0x09: text += "\\t"
                case 0x08: text += "\\b"
                case 0x0C: text += "\\f"
                default:
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                plainStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        text += String(string[plainStart..<utf8.endIndex])
        text += "\""
    }
}
