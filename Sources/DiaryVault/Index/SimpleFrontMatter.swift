/// The front matter of the common entry file, read straight from its bytes for the index: the
/// fast path of ``EntrySummary/read(_:path:countsText:)``, which builds no ``FrontMatter``, no
/// string per field and no array per value.
///
/// It reads only a strict subset of what ``FrontMatterParser`` reads (the parser stays the
/// definition of the format, docs/FORMAT.md): `---` on the first line; lines of printable ASCII
/// and LF endings; blank lines; `key: value` lines whose key is letters, digits, `_` and `-` and
/// whose value is a one-line plain scalar or a one-line flow sequence of plain scalars; `key:`
/// lines followed by a block sequence of one-line plain scalars (or by nothing: null); and `---`
/// or `...` alone as the closing line. Anything else (quotes, comments, tabs, CR, non-ASCII, a
/// byte order mark, indented continuation lines, anchors, tags, block scalars, a duplicate key, a
/// key that is a legacy alias or a semantic key in another case) makes ``init(_:)`` fail, and the
/// caller parses the file fully. Within the subset it gives what the full parser and
/// ``EntrySemantics`` give, field for field (`SimpleFrontMatterTests` checks it on every input
/// we have).
struct SimpleFrontMatter {
    /// A semantic key's value: the byte range of a plain scalar (empty for a null written as
    /// nothing). Null as `~` or `null` is kept as written; ``isNull(_:)`` tells it.
    typealias Scalar = Range<Int>

    /// The value of `tags`, as found.
    enum Tags {
        /// A plain scalar.
        case scalar(Range<Int>)
        /// A one-line flow sequence, from its `[` to just past its `]`.
        case flow(Range<Int>)
        /// A block sequence: its lines, and the spaces before each `-`.
        case block(Range<Int>, indent: Int)
    }

    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The values of the semantic keys present (exact names only).
    private(set) var uuid, date, mood, starred, anniversary, title: Scalar?
    /// The value of `tags`, if present.
    private(set) var tags: Tags?
    /// The offset just past the closing delimiter line: where the body starts.
    private(set) var bodyStart = 0

    /// How many keys the fast path reads; a front matter with more is parsed fully.
    static let maximumKeys = 32

    /// Reads a front matter of the simple subset, or fails for any other file.
    ///
    /// - Parameter bytes: The whole file.
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        guard bytes.count >= 4, bytes[0] == 0x2D, bytes[1] == 0x2D, bytes[2] == 0x2D, bytes[3] == 0x0A else { return nil }
        // The keys met so far, for the duplicate check, on the stack.
        let found = withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.maximumKeys) { scanLines(keys: $0) }
        guard found else { return nil }
    }

    /// Reads the lines after the opening `---` up to the closing line, keeping the semantic keys'
    /// values; `false` at the first line outside the subset.
    ///
    /// - Parameter keys: Room for ``maximumKeys`` key ranges.
    private mutating func scanLines(keys: UnsafeMutableBufferPointer<Range<Int>>) -> Bool {
        let count = bytes.count
        var keyCount = 0
        var position = 4
        while true {
            guard position < count, let end = lineEnd(from: position) else { return false }
            let next = end < count ? end + 1 : end
            if end - position == 3, isDelimiter(at: position) {
                bodyStart = next
                return true
            }
            if isBlankLine(position, end) {
                position = next
                continue
            }
            // A top-level line is a key line; anything else (indentation, `-`, `#`...) falls back.
            guard let colon = keyEnd(from: position, to: end), keyCount < Self.maximumKeys else { return false }
            let key = position..<colon
            for index in 0..<keyCount where equal(keys[index], key) { return false }
            keys[keyCount] = key
            keyCount += 1
            let meaning = semanticKey(key)
            if meaning == .needsFullParse { return false }
            var valueStart = colon + 1
            while valueStart < end, bytes[valueStart] == 0x20 { valueStart += 1 }
            if valueStart == end {
                // The value is on the lines below: a block sequence, or nothing (null).
                switch sequenceBelow(from: next) {
                case nil:
                    return false
                case .null(let resume)?:
                    guard keep(meaning, scalar: end..<end) else { return false }
                    position = resume
                case .sequence(let lines, let indent, let resume)?:
                    guard keep(meaning, tags: .block(lines, indent: indent)) else { return false }
                    position = resume
                }
                continue
            }
            if bytes[valueStart] == UInt8(ascii: "[") {
                guard let close = flowSequenceEnd(from: valueStart, to: end), isSpaces(close, end),
                      keep(meaning, tags: .flow(valueStart..<close)) else { return false }
            } else {
                guard let valueEnd = plainEnd(from: valueStart, to: end), keep(meaning, scalar: valueStart..<valueEnd) else {
                    return false
                }
            }
            position = next
        }
    }

    /// What a semantic key names as the fast path reads it: one of the keys written exactly,
    /// another key, or a key it leaves to the full parser (an alias, another case).
    enum KeyMeaning: Equatable {
        /// A semantic key, written as its name.
        case semantic(SemanticKey)
        /// A key vault gives no meaning.
        case other
        /// A legacy alias, or a semantic key or alias in another ASCII case.
        case needsFullParse
    }

    /// Keeps a scalar value for a semantic key; `false` when the key needs the full reading.
    private mutating func keep(_ meaning: KeyMeaning, scalar: Range<Int>) -> Bool {
        guard case .semantic(let key) = meaning else { return true }
        switch key {
        case .uuid: uuid = scalar
        case .date: date = scalar
        case .mood: mood = scalar
        case .starred: starred = scalar
        case .anniversary: anniversary = scalar
        case .title: title = scalar
        case .tags: tags = .scalar(scalar)
        }
        return true
    }

    /// Keeps a sequence for a semantic key: only `tags` is read from one here.
    private mutating func keep(_ meaning: KeyMeaning, tags value: Tags) -> Bool {
        guard case .semantic(let key) = meaning else { return true }
        switch key {
        case .tags:
            tags = value
            return true
        case .uuid, .date, .mood, .starred, .anniversary, .title:
            return false
        }
    }

    /// The spellings of the semantic keys (``EntrySemantics/spellings``) in lowercase, with the
    /// key each names when written exactly as its name.
    private static let foldedSpellings: [(folded: [UInt8], exact: [UInt8], key: SemanticKey?)] =
        EntrySemantics.spellings.map { spelling in
            (Array(spelling.name.lowercased().utf8), Array(spelling.name.utf8), spelling.rank == 0 ? spelling.key : nil)
        }

    /// What a key names: a semantic key written exactly, any other key, or `.needsFullParse` for a legacy
    /// alias or a semantic key in another ASCII case (read by the full path's rules).
    private func semanticKey(_ key: Range<Int>) -> KeyMeaning {
        let length = key.count
        for spelling in Self.foldedSpellings where spelling.folded.count == length {
            var same = true, exact = true
            for offset in 0..<length {
                let byte = bytes[key.lowerBound + offset]
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if lower != spelling.folded[offset] { same = false; break }
                if byte != spelling.exact[offset] { exact = false }
            }
            guard same else { continue }
            if exact, let semantic = spelling.key { return .semantic(semantic) }
            return .needsFullParse
        }
        return .other
    }

    /// Calls `body` with the byte range of each tag that is not null, in order.
    func forEachTag(_ body: (Range<Int>) -> Void) {
        switch tags {
        case nil:
            return
        case .scalar(let range)?:
            if !isNull(range) { body(range) }
        case .flow(let range)?:
            var position = range.lowerBound + 1
            while position < range.upperBound - 1 {
                while bytes[position] == 0x20 || bytes[position] == UInt8(ascii: ",") { position += 1 }
                guard position < range.upperBound - 1 else { return }
                let start = position
                var end = position
                while bytes[position] != UInt8(ascii: ","), bytes[position] != UInt8(ascii: "]") {
                    if bytes[position] != 0x20 { end = position + 1 }
                    position += 1
                }
                if !isNull(start..<end) { body(start..<end) }
            }
        case .block(let lines, _)?:
            var position = lines.lowerBound
            while position < lines.upperBound {
                let end = lineEnd(from: position) ?? lines.upperBound
                var dash = position
                while bytes[dash] == 0x20 { dash += 1 }
                if dash < end, let item = itemValue(dash, end), !isNull(item) { body(item) }
                position = end + 1
            }
        }
    }

    /// Whether a plain scalar is null under the core schema: empty, `~`, `null`, `Null`, `NULL`.
    func isNull(_ range: Range<Int>) -> Bool {
        switch range.count {
        case 0: return true
        case 1: return bytes[range.lowerBound] == UInt8(ascii: "~")
        case 4:
            let word = (bytes[range.lowerBound], bytes[range.lowerBound + 1], bytes[range.lowerBound + 2], bytes[range.lowerBound + 3])
            return word == (0x6E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x75, 0x6C, 0x6C) || word == (0x4E, 0x55, 0x4C, 0x4C)
        default: return false
        }
    }
}
