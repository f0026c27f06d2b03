/// The line-level reading of ``SimpleFrontMatter``: where lines end, keys, scalars and sequences,
/// each accepted only in a form whose reading by ``FrontMatterParser`` is the plain one.
extension SimpleFrontMatter {
    /// The line starting at `start`: the end of its content (before `\r\n` or `\n`, or the end of
    /// the file) and the start of the next line; `nil` when the line holds a byte YAML forbids
    /// (a control character other than a CR before the LF, DEL, a C1 control `0xC2 0x80...0x9F`)
    /// or a tab (whose rules the fast path leaves to the parser).
    func line(from start: Int) -> (end: Int, next: Int)? {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { return (index, index + 1) }
            if byte < 0x20 || byte == 0x7F {
                guard byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A else { return nil }
                return (index, index + 2)
            }
            if byte == 0xC2, index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F { return nil }
            index += 1
        }
        return (count, count)
    }

    /// Whether the three bytes at `start` are `---` or `...`.
    func isDelimiter(at start: Int) -> Bool {
        let mark = bytes[start]
        return (mark == UInt8(ascii: "-") || mark == UInt8(ascii: ".")) && bytes[start + 1] == mark && bytes[start + 2] == mark
    }

    /// Whether only spaces, and then perhaps a comment after at least one of them, follow a
    /// value that ends at `start` on a line whose content ends at `end` (the parser's rule for
    /// the rest of a value's line).
    func isLineEnd(after start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end, bytes[index] == 0x20 { index += 1 }
        return index == end || (index > start && bytes[index] == UInt8(ascii: "#"))
    }

    /// Whether a line's content is empty, spaces, or a comment (`#` after any spaces): a line
    /// the parser passes over wherever the subset allows a line.
    func isBlankOrComment(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end, bytes[index] == 0x20 { index += 1 }
        return index == end || bytes[index] == UInt8(ascii: "#")
    }

    /// Whether two byte ranges hold the same bytes.
    func equal(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        var offset = 0
        while offset < lhs.count {
            guard bytes[lhs.lowerBound + offset] == bytes[rhs.lowerBound + offset] else { return false }
            offset += 1
        }
        return true
    }

    /// Whether a byte is an ASCII letter or digit.
    func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    /// The offset of the colon of a key line `key:` or `key: value` whose key is a letter, digit
    /// or `_` followed by letters, digits, `_` and `-`; `nil` for any other line.
    func keyEnd(from start: Int, to end: Int) -> Int? {
        let first = bytes[start]
        guard isAlphanumeric(first) || first == UInt8(ascii: "_") else { return nil }
        var index = start + 1
        while index < end, isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "_") || bytes[index] == UInt8(ascii: "-") {
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == 0x20 else { return nil }
        return index
    }

    /// The one-line scalar from `start` to the end of the line's content at `end`: plain (see
    /// ``plainEnd(from:to:)``) or quoted (see ``quoteEnd(from:to:)``) with only spaces after it.
    func scalar(from start: Int, to end: Int) -> Scalar? {
        let first = bytes[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let close = quoteEnd(from: start, to: end), isLineEnd(after: close + 1, end) else { return nil }
            return Scalar(range: start + 1..<close, isQuoted: true)
        }
        guard let valueEnd = plainEnd(from: start, to: end) else { return nil }
        return Scalar(range: start..<valueEnd, isQuoted: false)
    }

    /// The offset of the closing quote of a quoted scalar opening at `start` and closing on the
    /// same line, whose text is its bytes as they are: no backslash in a double-quoted one, no
    /// `''` in a single-quoted one; `nil` otherwise.
    func quoteEnd(from start: Int, to end: Int) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < end, bytes[index] != quote {
            if bytes[index] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") { return nil }
            index += 1
        }
        guard index < end else { return nil }
        if quote == UInt8(ascii: "'"), index + 1 < end, bytes[index + 1] == quote { return nil }
        return index
    }

    /// The offset just past a one-line plain scalar starting at `start` (trailing spaces left
    /// out; a comment, ` #`, ends it), or `nil` when the text is not one the fast path reads: it
    /// must start with a letter, a digit, a non-ASCII byte, one of `_ . / ( + ~ $`, or `-` before
    /// a non-space, and hold no `: ` (nor a final `:`) before any comment.
    func plainEnd(from start: Int, to end: Int) -> Int? {
        let first = bytes[start]
        let safeStart = isAlphanumeric(first) || first >= 0x80 || first == UInt8(ascii: "_") || first == UInt8(ascii: ".")
            || first == UInt8(ascii: "/") || first == UInt8(ascii: "(") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: "~") || first == UInt8(ascii: "$")
            || (first == UInt8(ascii: "-") && start + 1 < end && bytes[start + 1] != 0x20)
        guard safeStart else { return nil }
        var index = start
        var last = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == 0x20 { return nil }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == 0x20 { return last }
            if byte != 0x20 { last = index + 1 }
            index += 1
        }
        return last
    }

    /// The offset just past the `]` of a one-line flow sequence `[a, "b c", d]` starting at
    /// `open`, whose items are quoted scalars (``quoteEnd(from:to:)``) or plain ones starting with
    /// a letter, a digit, `_` or a non-ASCII byte and holding none of ``[]{}:#"'&*!|>%@` ``; `nil`
    /// for any other text (which the full parser reads, keeps raw or rejects).
    func flowSequenceEnd(from open: Int, to end: Int) -> Int? {
        var position = open + 1
        var expectsItem = true
        while true {
            while position < end, bytes[position] == 0x20 { position += 1 }
            guard position < end else { return nil }
            let byte = bytes[position]
            if byte == UInt8(ascii: "]") { return position + 1 }
            if !expectsItem {
                guard byte == UInt8(ascii: ",") else { return nil }
                expectsItem = true
                position += 1
                continue
            }
            expectsItem = false
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let close = quoteEnd(from: position, to: end) else { return nil }
                position = close + 1
                continue
            }
            guard isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte >= 0x80 else { return nil }
            while position < end, bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "]") {
                switch bytes[position] {
                case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: "#"),
                     UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
                     UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
                    return nil
                default:
                    position += 1
                }
            }
        }
    }
}
