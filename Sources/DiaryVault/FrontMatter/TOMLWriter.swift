/// Writes values in TOML syntax, for format-preserving edits of TOML front matter.
enum TOMLWriter {
    /// A key as TOML writes it: bare when it is only `A-Za-z0-9_-`, else a basic string.
    static func key(_ key: String) -> String {
        !key.isEmpty && key.utf8.allSatisfy(FrontMatterParser.isBareKeyByte) ? key : basicString(key)
    }

    /// A value as TOML source text, or `nil` when TOML cannot hold it (null, raw or unknown YAML).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - previous: The source text of the value it replaces, whose style (a literal string, a
    ///     bare date-time) is kept when the new value allows it.
    static func value(_ value: FrontMatterValue, replacing previous: String?) -> String? {
        switch value {
        case .null, .mapping, .raw, .unknown: return nil
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .float(let number):
            if number.isNaN { return "nan" }
            if number.isInfinite { return number < 0 ? "-inf" : "inf" }
            let text = "\(number)"
            return text.contains(".") || text.contains("e") ? text : text + ".0"
        case .string(let text):
            let old = previous?.utf8.first
            if let old, old != UInt8(ascii: "\""), old != UInt8(ascii: "'"), old != UInt8(ascii: "["), isDateTime(text) {
                return text
            }
            if old == UInt8(ascii: "'"), !text.unicodeScalars.contains(where: { $0 == "'" || needsEscape($0) }) {
                return "'" + text + "'"
            }
            return basicString(text)
        case .sequence(let items):
            var parts: [String] = []
            for item in items {
                guard let part = Self.value(item, replacing: nil) else { return nil }
                parts.append(part)
            }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }

    /// Whether a string is a TOML date-time (written bare when it replaces one).
    private static func isDateTime(_ text: String) -> Bool {
        TOMLScalars.isDateTime(text) && (TOMLScalars.resolve(text) == .string(text))
    }

    /// Whether a character must be escaped in a basic string: controls other than tab, and DEL
    /// (TOML 1.0), and the C1 controls, which vault refuses unescaped in any front matter.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// A basic string `"..."` with TOML escapes.
    static func basicString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{08}": result += "\\b"
            case "\n": result += "\\n"
            case "\u{0C}": result += "\\f"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
