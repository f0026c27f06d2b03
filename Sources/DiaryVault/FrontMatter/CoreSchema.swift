/// Tag resolution for plain scalars under the YAML 1.2 core schema (YAML 1.2.2 section 10.3.2),
/// plus the YAML 1.1 forms (yaml.org/type, 2005) that older readers such as PyYAML resolve.
enum CoreSchema {
    /// Resolves a plain scalar to null, a boolean, an integer, a float or a string.
    ///
    /// - Parameter text: The plain scalar's content.
    /// - Returns: The typed value; a string when no core-schema pattern matches.
    static func resolve(_ text: String) -> FrontMatterValue {
        var utf8 = text.utf8
        guard let first = utf8.first else { return .null }
        // Only these first bytes can start a non-string: ~ n N t T f F . + - and digits.
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
             UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "0")...UInt8(ascii: "9"):
            break
        default:
            return .string(text)
        }
        switch text {
        case "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        utf8 = text.utf8
        if let value = integer(utf8) { return value }
        if isFloat(utf8), let double = Double(text) { return .float(double) }
        return .string(text)
    }

    /// Matches `[-+]?[0-9]+`, `0o[0-7]+` and `0x[0-9a-fA-F]+`.
    private static func integer(_ utf8: String.UTF8View) -> FrontMatterValue? {
        let bytes = Array(utf8)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
            let digits = String(decoding: bytes[2...], as: UTF8.self)
            guard digits.utf8.allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
            if let value = Int(digits, radix: radix) { return .integer(value) }
            return .float(digits.utf8.reduce(0.0) { $0 * Double(radix) + Double(digitValue($1)) })
        }
        var index = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        guard index < bytes.count, bytes[index...].allSatisfy({ isDigit($0, radix: 10) }) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        if let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) { return .integer(value) }
        return Double(text).map { .float($0) }
    }

    /// Matches `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
    private static func isFloat(_ utf8: String.UTF8View) -> Bool {
        var iterator = Array(utf8)[...]
        if let sign = iterator.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { iterator.removeFirst() }
        let intDigits = iterator.prefix(while: { isDigit($0, radix: 10) }).count
        iterator.removeFirst(intDigits)
        var fractionDigits = 0
        if iterator.first == UInt8(ascii: ".") {
            iterator.removeFirst()
            fractionDigits = iterator.prefix(while: { isDigit($0, radix: 10) }).count
            iterator.removeFirst(fractionDigits)
            if intDigits == 0 && fractionDigits == 0 { return false }
        } else if intDigits == 0 {
            return false
        }
        if let e = iterator.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            iterator.removeFirst()
            if let sign = iterator.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") { iterator.removeFirst() }
            let exponentDigits = iterator.prefix(while: { isDigit($0, radix: 10) }).count
            guard exponentDigits > 0 else { return false }
            iterator.removeFirst(exponentDigits)
        }
        return iterator.isEmpty
    }

    private static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"): true
        case UInt8(ascii: "8"), UInt8(ascii: "9"): radix >= 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): radix == 16
        default: false
        }
    }

    private static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        default: Int(byte - UInt8(ascii: "A")) + 10
        }
    }
}
