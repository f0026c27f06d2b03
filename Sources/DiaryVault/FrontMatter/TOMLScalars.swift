/// The unquoted scalars of TOML 1.0 (https://toml.io/en/v1.0.0): integers, floats and date-times,
/// read and written.
enum TOMLScalars {
    /// Resolves an unquoted TOML scalar other than a boolean: an integer (decimal, `0x`, `0o`,
    /// `0b`, with `_` between digits), a float (with a fraction or exponent, `inf`, `nan`) or a
    /// date-time (offset or local date-time, local date, local time: kept as the string written).
    ///
    /// - Parameter text: The scalar as written.
    /// - Returns: The value, or `nil` when the text is none of these (or an integer out of range).
    static func resolve(_ text: String) -> FrontMatterValue? {
        if isDateTime(text) { return .string(text) }
        switch text {
        case "inf", "+inf": return .float(.infinity)
        case "-inf": return .float(-.infinity)
        case "nan", "+nan", "-nan": return .float(.nan)
        default: break
        }
        if text.wholeMatch(of: decimalInteger) != nil {
            return Int(text.replacing("_", with: "").trimmingPrefix("+")).map { .integer($0) }
        }
        if let match = text.wholeMatch(of: prefixedInteger) {
            let radix = match.output.1 == "x" ? 16 : match.output.1 == "o" ? 8 : 2
            return Int(match.output.2.replacing("_", with: ""), radix: radix).map { .integer($0) }
        }
        if text.wholeMatch(of: float) != nil {
            return Double(text.replacing("_", with: "")).map { .float($0) }
        }
        return nil
    }

    /// Whether a scalar is a TOML date-time: `1979-05-27T07:32:00Z`, `1979-05-27 07:32:00.999-07:00`,
    /// `1979-05-27T07:32:00`, `1979-05-27` or `07:32:00`.
    static func isDateTime(_ text: String) -> Bool {
        text.wholeMatch(of: dateTime) != nil
    }

    nonisolated(unsafe) private static let dateTime =
        #/(?:[0-9]{4}-[0-9]{2}-[0-9]{2}(?:[Tt ][0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?(?:[Zz]|[+-][0-9]{2}:[0-9]{2})?)?)|(?:[0-9]{2}:[0-9]{2}:[0-9]{2}(?:\.[0-9]+)?)/#
    nonisolated(unsafe) private static let decimalInteger = #/[+-]?(?:0|[1-9](?:_?[0-9])*)/#
    nonisolated(unsafe) private static let prefixedInteger = #/0([xob])([0-9A-Fa-f](?:_?[0-9A-Fa-f])*)/#
    nonisolated(unsafe) private static let float =
        #/[+-]?(?:0|[1-9](?:_?[0-9])*)(?:(?:\.[0-9](?:_?[0-9])*)(?:[eE][+-]?[0-9](?:_?[0-9])*)?|[eE][+-]?[0-9](?:_?[0-9])*)/#

    /// Whether a byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The value of a hexadecimal digit, or `nil`.
    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
