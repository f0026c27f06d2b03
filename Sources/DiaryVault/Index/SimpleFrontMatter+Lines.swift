/// The line-level reading of ``SimpleFrontMatter``: where lines end, keys, plain scalars and
/// sequences, each accepted only in the form whose reading by ``FrontMatterParser`` is plain.
extension SimpleFrontMatter {
    /// The offset of the end of the line starting at `start` (its `\n`, or the end of the file),
    /// or `nil` when the line holds a byte other than printable ASCII and the space.
    func lineEnd(from start: Int) -> Int? {
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A { return index }
            if byte < 0x20 || byte > 0x7E { return nil }
            index += 1
        }
        return count
    }

    /// Whether the three bytes at `start` are `---` or `...`.
    func isDelimiter(at start: Int) -> Bool {
        let mark = bytes[start]
        return (mark == UInt8(ascii: "-") || mark == UInt8(ascii: ".")) && bytes[start + 1] == mark && bytes[start + 2] == mark
    }

    /// Whether the bytes of a range are all spaces (or none).
    func isSpaces(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            guard bytes[index] == 0x20 else { return false }
            index += 1
        }
        return true
    }

    /// Whether a line is blank: empty or spaces only.
    func isBlankLine(_ start: Int, _ end: Int) -> Bool { isSpaces(start, end) }

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

    /// The offset just past a one-line plain scalar starting at `start` (trailing spaces left
    /// out), or `nil` when the text is not one the fast path reads: it must start with a letter,
    /// a digit, one of `_ . / ( + ~ $`, or `-` before a non-space, and hold no `: ` (nor a final
    /// `:`) and no ` #` (a comment).
    func plainEnd(from start: Int, to end: Int) -> Int? {
        let first = bytes[start]
        let safeStart = isAlphanumeric(first) || first == UInt8(ascii: "_") || first == UInt8(ascii: ".")
            || first == UInt8(ascii: "/") || first == UInt8(ascii: "(") || first == UInt8(ascii: "+")
            || first == UInt8(ascii: "~") || first == UInt8(ascii: "$")
            || (first == UInt8(ascii: "-") && start + 1 < end && bytes[start + 1] != 0x20)
        guard safeStart else { return nil }
        var index = start
        var last = start
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), index + 1 == end || bytes[index + 1] == 0x20 { return nil }
            if byte == UInt8(ascii: "#"), index > start, bytes[index - 1] == 0x20 { return nil }
            if byte != 0x20 { last = index + 1 }
            index += 1
        }
        return last
    }

    /// The offset just past the `]` of a one-line flow sequence `[a, b c, d]` starting at `open`,
    /// whose items are plain scalars starting with a letter, a digit or `_` and holding none of
    /// ``[]{}:#"'&*!|>%@` ``; `nil` for any other text (which the full parser reads, keeps raw or
    /// rejects).
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
            guard isAlphanumeric(byte) || byte == UInt8(ascii: "_") else { return nil }
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
            expectsItem = false
        }
    }

    /// What follows a key line with no value.
    enum Below {
        /// No sequence: the value is null; the top level resumes at the offset.
        case null(resume: Int)
        /// A block sequence over the lines of the range, its `-` after `indent` spaces.
        case sequence(Range<Int>, indent: Int, resume: Int)
    }

    /// Reads what follows a key line with no value, from the next line's offset; `nil` when it
    /// is anything but a block sequence of one-line plain scalars or a line at the top level.
    func sequenceBelow(from start: Int) -> Below? {
        var position = start
        var indent: Int?
        var first = start
        var last = start
        while position < bytes.count {
            guard let end = lineEnd(from: position) else { return nil }
            let next = end < bytes.count ? end + 1 : end
            if isBlankLine(position, end) {
                position = next
                continue
            }
            var spaces = 0
            while bytes[position + spaces] == 0x20 { spaces += 1 }
            let dash = position + spaces
            let isItem = bytes[dash] == UInt8(ascii: "-") && (dash + 1 == end || bytes[dash + 1] == 0x20)
            guard let seen = indent else {
                // The first line decides: an item starts the sequence; a top-level line means null.
                if isItem {
                    indent = spaces
                    first = position
                } else if spaces == 0 {
                    return .null(resume: position)
                } else {
                    return nil
                }
                guard itemValue(dash, end) != nil else { return nil }
                last = end
                position = next
                continue
            }
            if isItem, spaces == seen {
                guard itemValue(dash, end) != nil else { return nil }
                last = end
                position = next
                continue
            }
            // The sequence ends at a top-level line; any other indentation is the full parser's.
            guard spaces == 0 else { return nil }
            return .sequence(first..<last, indent: seen, resume: position)
        }
        return nil  // no closing delimiter
    }

    /// The byte range of a block sequence item's scalar, for the `-` at `dash` on a line ending
    /// at `end`; `nil` when the item is empty or not a one-line plain scalar.
    func itemValue(_ dash: Int, _ end: Int) -> Range<Int>? {
        var start = dash + 1
        while start < end, bytes[start] == 0x20 { start += 1 }
        guard start < end, let valueEnd = plainEnd(from: start, to: end) else { return nil }
        return start..<valueEnd
    }

}
