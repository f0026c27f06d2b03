/// Tag resolution for plain scalars under the YAML 1.2 core schema (YAML 1.2.2 section 10.3.2).
enum CoreSchema {
    /// Resolves a plain scalar to null, a boolean, an integer, a float or a string.
    ///
    /// - Parameter text: The plain scalar's content.
    /// - Returns: The typed value; a string when no core-schema pattern matches.
    static func resolve(_ text: String) -> FrontMatterValue {
        var copy = text
        return copy.withUTF8 { resolve($0) } ?? .string(text)
    }

    /// Resolves the bytes of a plain scalar, or returns `nil` for a string. Only these first
    /// bytes can start a non-string: `~ n N t T f F . + -` and digits.
    private static func resolve(_ bytes: UnsafeBufferPointer<UInt8>) -> FrontMatterValue? {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"):
            return bytes.count == 1 ? .null : nil
        case UInt8(ascii: "n"), UInt8(ascii: "N"):
            return matches(bytes, ["null", "Null", "NULL"]) ? .null : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"):
            return matches(bytes, ["true", "True", "TRUE"]) ? .bool(true) : nil
        case UInt8(ascii: "f"), UInt8(ascii: "F"):
            return matches(bytes, ["false", "False", "FALSE"]) ? .bool(false) : nil
        case UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number(bytes)
        default:
            return nil
        }
    }

    /// Whether the bytes spell one of the words.
    private static func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ words: [StaticString]) -> Bool {
        words.contains { word in
            word.utf8CodeUnitCount == bytes.count
                && word.withUTF8Buffer { $0.elementsEqual(bytes) }
        }
    }

    /// Resolves `.inf`/`.nan` forms, `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+` and
    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, or returns `nil`.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> FrontMatterValue? {
        if matches(bytes, [".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"]) { return .float(.infinity) }
        if matches(bytes, ["-.inf", "-.Inf", "-.INF"]) { return .float(-.infinity) }
        if matches(bytes, [".nan", ".NaN", ".NAN"]) { return .float(.nan) }
        let text = String(decoding: bytes, as: UTF8.self)
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] == UInt8(ascii: "o") || bytes[1] == UInt8(ascii: "x") {
            let radix = bytes[1] == UInt8(ascii: "o") ? 8 : 16
            let digits = UnsafeBufferPointer(rebasing: bytes[2...])
            guard digits.allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
            if let value = Int(text.dropFirst(2), radix: radix) { return .integer(value) }
            return .float(digits.reduce(0.0) { $0 * Double(radix) + Double(digitValue($1)) })
        }
        var index = 0
        if bytes[0] == UInt8(ascii: "-") || bytes[0] == UInt8(ascii: "+") { index = 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index], radix: 10) { index += 1 }
        let integerDigits = index - integerStart
        if index == bytes.count {
            guard integerDigits > 0 else { return nil }
            if let value = Int(bytes[0] == UInt8(ascii: "+") ? String(text.dropFirst()) : text) { return .integer(value) }
            return Double(text).map { .float($0) }
        }
        var fractionDigits = 0
        if bytes[index] == UInt8(ascii: ".") {
            index += 1
            let fractionStart = index
            while index < bytes.count, isDigit(bytes[index], radix: 10) { index += 1 }
            fractionDigits = index - fractionStart
            if integerDigits == 0 && fractionDigits == 0 { return nil }
        } else if integerDigits == 0 {
            return nil
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            let exponentStart = index
            while index < bytes.count, isDigit(bytes[index], radix: 10) { index += 1 }
            guard index > exponentStart else { return nil }
        }
        guard index == bytes.count else { return nil }
        return Double(text).map { .float($0) }
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
