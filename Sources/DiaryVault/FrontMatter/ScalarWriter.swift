/// Writes strings as YAML scalars that every YAML reader reads back as the same string.
///
/// A string is written plain unless YAML needs quotes: it would otherwise resolve as a boolean,
/// null, number or timestamp under the YAML 1.2 core schema or YAML 1.1 (PyYAML, ruamel.yaml,
/// python-frontmatter and Jekyll's Psych read `yes`, `n`, `ON`, `1_000`, `1,000`, `0777`, `1:30`
/// and `2026-11-29` as non-strings); it is empty or starts or ends with
/// a blank; it starts with an indicator (YAML 1.2.2 section 5.3); it holds `: `, ` #`, a tab (which
/// PyYAML rejects outside quotes), a line break or a character that must be escaped (section 5.7);
/// or, inside `[...]`, a flow indicator or `?`.
enum ScalarWriter {
    /// Whether a string needs quotes to be read back as itself.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - inFlow: Whether it is an item of a flow sequence `[...]`.
    ///   - allowsTimestamp: Whether a YAML 1.1 timestamp may stay plain: true for the value of the
    ///     date key, which Jekyll and PyYAML should read as a date.
    static func needsQuotes(_ text: String, inFlow: Bool, allowsTimestamp: Bool = false) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if first == " " || last == " " { return true }
        // PyYAML rejects a tab anywhere outside quotes, even where YAML 1.2 allows it.
        if text.unicodeScalars.contains("\t") || needsEscapes(text) { return true }
        if "&*!|>'\"%@`,[]{}#".unicodeScalars.contains(first) { return true }
        if "-?:".unicodeScalars.contains(first) {
            let second = text.unicodeScalars.dropFirst().first
            if second == nil || second == " " || second == "\t" || (inFlow && second.map { ",[]{}".unicodeScalars.contains($0) } == true) {
                return true
            }
        }
        // Search bytes, not Characters: a combining mark after ": " or " #" hides them from String.contains.
        let utf8 = text.utf8
        if utf8.last == UInt8(ascii: ":") || hasColonBlankOrBlankHash(utf8) {
            return true
        }
        // Inside `[...]`, PyYAML also ends a plain scalar at `?` (scanner.py, scan_plain).
        if inFlow, text.unicodeScalars.contains(where: { ",[]{}:?".unicodeScalars.contains($0) }) { return true }
        if text == "=" || text.hasPrefix("<<") { return true }
        if CoreSchema.resolve(text) != .string(text) { return true }
        if !allowsTimestamp, isYAML11Timestamp(text) { return true }
        return resolvesAsNonStringInYAML11(text)
    }

    /// Whether the bytes hold `: `, `:\t`, ` #` or `\t#`, in one pass (the generic
    /// `contains(_:)` of a collection costs more than the rest of the writer together).
    private static func hasColonBlankOrBlankHash(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            let blank = byte == 0x20 || byte == 0x09
            if (previous == UInt8(ascii: ":") && blank) || ((previous == 0x20 || previous == 0x09) && byte == UInt8(ascii: "#")) {
                return true
            }
            previous = byte
        }
        return false
    }

    /// Whether a YAML 1.1 reader takes a plain scalar for a timestamp (the timestamp type,
    /// https://yaml.org/type/timestamp.html, as PyYAML and Psych match it): `2026-11-29`,
    /// `2026-11-29T21:14:00+09:00`, `2026-11-29 21:14:00.5 Z`. Matched generously: any text
    /// that starts with such a date and goes on with a time is quoted.
    static func isYAML11Timestamp(_ text: String) -> Bool {
        // The pattern starts with a digit: anything else is no timestamp, without the regex engine.
        guard let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return false }
        // With ASCII first bytes (no combining mark joins them), the pattern needs `DDDD-` bytes.
        let head = Array(text.utf8.prefix(6))
        if head.allSatisfy({ $0 < 0x80 }),
           head.count < 5 || !head[0..<4].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) || head[4] != UInt8(ascii: "-") {
            return false
        }
        return matchesTimestampPattern(text)
    }

    /// ``isYAML11Timestamp(_:)`` by the regex alone (its answer for any text).
    static func matchesTimestampPattern(_ text: String) -> Bool {
        text.prefixMatch(of: yaml11Timestamp) != nil
    }

    nonisolated(unsafe) private static let yaml11Timestamp = #/[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:$|[Tt \t]+[0-9]{1,2}:)/#

    /// Whether a string holds a line break or a character that only a double-quoted scalar can
    /// carry (C0 and C1 controls other than tab, DEL, U+2028, U+2029, U+FEFF, and the
    /// non-characters U+FFFE and U+FFFF, which YAML 1.2 section 5.1 does not allow unescaped).
    static func needsEscapes(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x09: false
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: true
            default: false
            }
        }
    }

    /// Whether YAML 1.1 (as PyYAML implements it) resolves a plain scalar as a boolean, null,
    /// integer or float.
    static func resolvesAsNonStringInYAML11(_ text: String) -> Bool {
        // The booleans and nulls of YAML 1.1 (https://yaml.org/type/bool.html), in any case:
        // readers differ on which casings they take, and quoting more costs nothing.
        switch text.count <= 5 ? text.lowercased() : "" {
        case "y", "yes", "n", "no", "on", "off", "true", "false", "~", "null":
            return true
        default:
            break
        }
        // Every alternative of both patterns starts with a digit, a sign or a dot: a text that
        // starts otherwise (most titles, tags and places) is no number, without the regex engine.
        guard let first = text.utf8.first, Self.numberStarts.contains(first), !hasMinusNoNumberHas(text) else { return false }
        return matchesNumberPatterns(text)
    }

    /// Whether an ASCII text has a `-` that no YAML 1.1 number has: after the first byte, a
    /// number's `-` is an exponent's sign, after `e` or `E` and followed by digits to the end
    /// (every alternative of ``yaml11Number`` and ``yaml11Other``). A uuid or a date has one. Text
    /// with other bytes answers `false` (the regexes decide).
    static func hasMinusNoNumberHas(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return false }
        for index in bytes.indices.dropFirst() where bytes[index] == UInt8(ascii: "-") {
            let exponent = bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E")
            let digits = bytes[(index + 1)...]
            if !exponent || digits.isEmpty || !digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return true }
        }
        return false
    }

    /// Whether a text is a YAML 1.1 number by the regexes alone, whatever its first byte.
    static func matchesNumberPatterns(_ text: String) -> Bool {
        text.wholeMatch(of: yaml11Number) != nil || text.wholeMatch(of: yaml11Other) != nil
    }

    /// The first bytes a YAML 1.1 number (``yaml11Number``, ``yaml11Other``) can start with.
    static let numberStarts: Set<UInt8> = Set(Array("0123456789+-.".utf8))

    /// Other numbers YAML 1.1 readers take: octal-like digits with a leading zero (`08`, which
    /// some read as octal and some as decimal), and Psych's integers with commas (`1,000`).
    nonisolated(unsafe) private static let yaml11Other = #/[-+]?0[0-9_]+(?:\.[0-9_]*)?|[-+]?[0-9][0-9_]*(?:,[0-9_]+)+(?:\.[0-9_]*)?/#

    /// PyYAML's int and float patterns (resolver.py), one alternation.
    nonisolated(unsafe) private static let yaml11Number = #/[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+|[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9_]+(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)/#

    /// A double-quoted scalar with YAML escapes (section 7.3.1).
    ///
    /// - Parameter text: Any string.
    /// - Returns: The scalar, quotes included, on one line.
    static func doubleQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x00: result += "\\0"
            case 0x07: result += "\\a"
            case 0x08: result += "\\b"
            case 0x09: result += "\\t"
            case 0x0A: result += "\\n"
            case 0x0B: result += "\\v"
            case 0x0C: result += "\\f"
            case 0x0D: result += "\\r"
            case 0x1B: result += "\\e"
            case 0x85: result += "\\N"
            case 0x2028: result += "\\L"
            case 0x2029: result += "\\P"
            case 0x01...0x1F, 0x7F...0x9F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\x" + (hex.count < 2 ? "0" + hex : hex)
            case 0xFEFF, 0xFFFE, 0xFFFF: result += "\\u" + String(scalar.value, radix: 16, uppercase: true)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A single-quoted scalar, or `nil` when the string holds characters it cannot carry.
    ///
    /// - Parameter text: The string.
    static func singleQuoted(_ text: String) -> String? {
        guard !needsEscapes(text) else { return nil }
        return "'" + String(String.UnicodeScalarView(text.unicodeScalars.flatMap { $0 == "'" ? ["'", "'"] : [$0] })) + "'"
    }

    /// A string written in the preferred style when that style can carry it, else plain when
    /// safe, else double-quoted.
    ///
    /// - Parameters:
    ///   - text: The string.
    ///   - preferred: The style of the value being replaced, or `nil` for a new value.
    ///   - inFlow: Whether it is an item of a flow sequence.
    ///   - allowsTimestamp: Whether a YAML 1.1 timestamp may stay plain (the date key's value).
    /// - Returns: The scalar's source text and its style.
    static func write(_ text: String, preferring preferred: ScalarStyle?, inFlow: Bool,
                      allowsTimestamp: Bool = false) -> (String, ScalarStyle) {
        switch preferred {
        case .doubleQuoted:
            return (doubleQuoted(text), .doubleQuoted)
        case .singleQuoted:
            if let quoted = singleQuoted(text) { return (quoted, .singleQuoted) }
            return (doubleQuoted(text), .doubleQuoted)
        default:
            return needsQuotes(text, inFlow: inFlow, allowsTimestamp: allowsTimestamp)
                ? (doubleQuoted(text), .doubleQuoted) : (text, .plain)
        }
    }

    /// A float in a form both YAML 1.2 and YAML 1.1 read as that float (`1.0e-05`, `.inf`).
    ///
    /// - Parameter value: The number.
    static func float(_ value: Double) -> String {
        if value.isNaN { return ".nan" }
        if value.isInfinite { return value < 0 ? "-.inf" : ".inf" }
        var text = "\(value)"
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), !text[..<e].contains(".") {
            text.insert(contentsOf: ".0", at: e)
        }
        if !text.contains(".") { text += ".0" }
        return text
    }
}
