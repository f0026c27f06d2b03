/// Block sequences and the tags of ``SimpleFrontMatter``, and the core schema's reading of its
/// scalars (YAML 1.2.2 section 10.3.2, as ``CoreSchema`` and ``EntrySemantics`` apply it).
extension SimpleFrontMatter {
    /// What follows a key line with no value.
    enum Below {
        /// No sequence: the value is null; the top level resumes at the offset.
        case null(resume: Int)
        /// A block sequence from its first item line to the end of its last; the top level
        /// resumes at the offset.
        case sequence(Range<Int>, resume: Int)
    }

    /// Reads what follows a key line with no value, from the next line's offset; `nil` when it
    /// is anything but a block sequence of one-line scalars, all at one indentation, or a line at
    /// the top level (blank and comment lines pass, as in ``FrontMatterParser``).
    func sequenceBelow(from start: Int) -> Below? {
        var position = start
        var indent: Int?
        var first = start
        var last = start
        while position < bytes.count {
            guard let (end, next) = line(from: position) else { return nil }
            if isBlankOrComment(position, end) {
                position = next
                continue
            }
            var spaces = 0
            while bytes[position + spaces] == 0x20 { spaces += 1 }
            let dash = position + spaces
            let isItem = bytes[dash] == UInt8(ascii: "-") && (dash + 1 == end || bytes[dash + 1] == 0x20)
            if let seen = indent {
                if !isItem || spaces != seen {
                    // The sequence ends at a top-level line; any other indentation is the parser's.
                    guard spaces == 0 else { return nil }
                    return .sequence(first..<last, resume: position)
                }
            } else if isItem {
                // The first line decides: an item starts the sequence; a top-level line means null.
                indent = spaces
                first = position
            } else {
                return spaces == 0 ? .null(resume: position) : nil
            }
            guard itemValue(dash, end) != nil else { return nil }
            last = end
            position = next
        }
        return nil  // no closing delimiter
    }

    /// The scalar of a block sequence item, for the `-` at `dash` on a line whose content ends at
    /// `end`; `nil` when the item is empty or not a one-line scalar.
    func itemValue(_ dash: Int, _ end: Int) -> Scalar? {
        var start = dash + 1
        while start < end, bytes[start] == 0x20 { start += 1 }
        guard start < end else { return nil }
        return scalar(from: start, to: end)
    }

    /// Calls `body` with the byte range of each tag, in order, as ``EntrySemantics`` reads them:
    /// a sequence's items but the plain nulls; a scalar as one tag unless null or empty.
    func forEachTag(_ body: (Range<Int>) -> Void) {
        switch tags {
        case nil:
            return
        case .scalar(let value)?:
            if !value.range.isEmpty, !isNull(value) { body(value.range) }
        case .flow(let range)?:
            let close = range.upperBound - 1
            var position = range.lowerBound + 1
            while position < close {
                while bytes[position] == 0x20 || bytes[position] == UInt8(ascii: ",") { position += 1 }
                guard position < close else { return }
                let quote = bytes[position]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    var end = position + 1
                    while bytes[end] != quote { end += 1 }
                    body(position + 1..<end)
                    position = end + 1
                    continue
                }
                let start = position
                var end = position
                while bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "]") {
                    if bytes[position] != 0x20 { end = position + 1 }
                    position += 1
                }
                if !isNull(Scalar(range: start..<end, isQuoted: false)) { body(start..<end) }
            }
        case .block(let lines)?:
            var position = lines.lowerBound
            while position < lines.upperBound, let (end, next) = line(from: position) {
                defer { position = next }
                guard !isBlankOrComment(position, end) else { continue }
                var dash = position
                while bytes[dash] == 0x20 { dash += 1 }
                if let item = itemValue(dash, end), !isNull(item) { body(item.range) }
            }
        }
    }

    /// Whether a scalar is null under the core schema: a plain one that is empty, `~`, `null`,
    /// `Null` or `NULL` (a quoted one never is).
    func isNull(_ value: Scalar) -> Bool {
        guard !value.isQuoted else { return false }
        let range = value.range
        switch range.count {
        case 0: return true
        case 1: return bytes[range.lowerBound] == UInt8(ascii: "~")
        case 4:
            let word = (bytes[range.lowerBound], bytes[range.lowerBound + 1], bytes[range.lowerBound + 2], bytes[range.lowerBound + 3])
            return word == (0x6E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x55, 0x4C, 0x4C)
        default: return false
        }
    }

    /// The bytes of a range of the file.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[range])
    }

    /// The text of a range of the file (the caller has checked that the file is UTF-8).
    func text(_ range: Range<Int>) -> String {
        String(decoding: slice(range), as: UTF8.self)
    }

    /// Whether a scalar reads as a true `starred` (or `anniversary`) through its core-schema
    /// value and ``Starred/interpret(_:)``: `true`, `True` and `TRUE` plain at once.
    func isTrue(_ value: Scalar) -> Bool {
        let bytes = slice(value.range)
        if !value.isQuoted {
            if bytes.elementsEqual("true".utf8) || bytes.elementsEqual("True".utf8) || bytes.elementsEqual("TRUE".utf8) { return true }
            if bytes.elementsEqual("false".utf8) || bytes.elementsEqual("False".utf8) || bytes.elementsEqual("FALSE".utf8) { return false }
        }
        let scalar = FrontMatterScalar(text: text(value.range), style: value.isQuoted ? .doubleQuoted : .plain)
        return Starred.interpret(scalar.value).isStarred
    }
}
