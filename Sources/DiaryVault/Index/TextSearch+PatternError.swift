/// What is wrong with a regular expression ICU refuses, in words: Foundation's
/// `NSRegularExpression` says only that it failed, not where or why.
extension TextSearch {
    /// What a bad pattern is told when none of the mistakes ``diagnose(_:)`` knows is found.
    static let icuSyntax = "https://unicode-org.github.io/icu/userguide/strings/regexp.html"

    /// Finds the common mistakes in a pattern ICU refused, scanning it once with escapes and
    /// character classes skipped: a `\` at the end; a `[` never closed; a `)` with no `(`; a `(`
    /// never closed (the last one open); a quantifier (`*`, `+`, `?`, `{`) with nothing before it
    /// to repeat (at the start, after `(` or after `|`).
    ///
    /// - Parameter pattern: The pattern as typed.
    /// - Returns: The error at the mistake, or `nil` when none of these is found.
    static func diagnose(_ pattern: String) -> PatternError? {
        let bytes = Array(pattern.utf8)
        var open: [Int] = []  // the byte offsets of the groups still open
        var index = 0
        var previous: UInt8?  // the last byte outside escapes and classes, nil at the start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                guard index + 1 < bytes.count else {
                    return PatternError(column: index + 1, expected: "a character after '\\' (write \\\\ for a backslash)")
                }
                index += 2
                previous = UInt8(ascii: "a")
                continue
            case UInt8(ascii: "["):
                guard let end = classEnd(bytes, from: index) else {
                    return PatternError(column: index + 1, expected: "a ']' to close the '[' here (write \\[ for a bracket)")
                }
                index = end + 1
                previous = UInt8(ascii: "a")
                continue
            case UInt8(ascii: "("):
                open.append(index)
            case UInt8(ascii: ")"):
                guard open.popLast() != nil else {
                    return PatternError(column: index + 1, expected: "a '(' before this ')' (write \\) for a parenthesis)")
                }
            case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"):
                let nothingBefore = previous == nil || previous == UInt8(ascii: "|")
                    || (previous == UInt8(ascii: "(") && byte != UInt8(ascii: "?"))
                if nothingBefore {
                    let shown = String(UnicodeScalar(byte))
                    return PatternError(column: index + 1,
                                        expected: "something to repeat before '\(shown)' (write \\\(shown) for the character itself)")
                }
            default:
                break
            }
            previous = byte
            index += 1
        }
        if let last = open.last {
            return PatternError(column: last + 1, expected: "a ')' to close the '(' here (write \\( for a parenthesis)")
        }
        return nil
    }

    /// The offset of the `]` that closes the class opening at `start`, or `nil`: a `]` right
    /// after `[` or `[^` is a member, escapes are skipped, and nested classes (`[a[b]]`) count.
    private static func classEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "^") { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 }
        var depth = 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 1
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }
}

extension TextSearch.PatternError {
    /// What is expected of a pattern when no known mistake explains why ICU refused it.
    static let generic = "a regular expression in ICU syntax (\(TextSearch.icuSyntax))"
}
