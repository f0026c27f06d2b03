/// The front matter of the common entry file, read straight from its bytes for the index: the
/// fast path of ``EntrySummary/read(_:path:countsText:)``, which builds no ``FrontMatter``, no
/// string per field and no array per value.
///
/// It reads only a strict subset of what ``FrontMatterParser`` reads (the parser stays the
/// definition of the format, docs/FORMAT.md): `---` on the first line (after a byte order mark,
/// if any); LF or CRLF line endings; blank lines and comment lines; `key: value` lines whose key
/// is letters, digits, `_` and `-` and whose value is a one-line scalar (plain, or quoted without
/// escapes) or a one-line flow sequence of such scalars; `key:` lines followed by a block sequence
/// of one-line scalars (or by nothing: null); a comment after a value; and `---` or `...` alone
/// as the closing line. Anything else (escapes, tabs, control characters, indented continuation
/// lines, anchors, tags, block scalars, nested collections, a duplicate key, a key that is a
/// legacy alias or a semantic key in another case) makes ``init(_:)`` fail, and the caller
/// parses the file fully. Within the subset it gives what the full parser and ``EntrySemantics``
/// give, field for field (`SimpleFrontMatterTests` checks it on every input we have). It does
/// not check UTF-8: its caller checks the whole file.
struct SimpleFrontMatter {
    /// A scalar value: the byte range of its text (inside the quotes of a quoted one; empty for a
    /// null written as nothing), and whether it was quoted (then it is a string, never null).
    struct Scalar {
        /// The text's bytes.
        var range: Range<Int>
        /// Whether the scalar is single- or double-quoted.
        var isQuoted: Bool
    }

    /// The value of `tags`, as found.
    enum Tags {
        /// A scalar.
        case scalar(Scalar)
        /// A one-line flow sequence, from its `[` to just past its `]`.
        case flow(Range<Int>)
        /// A block sequence: from its first item line to the end of its last.
        case block(Range<Int>)
    }

    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The values of the semantic keys present (exact names only).
    private(set) var uuid, date, mood, starred, anniversary, title, `private`: Scalar?
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
        let base = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        guard let opening = line(from: base), opening.end - base == 3, bytes[base] == UInt8(ascii: "-"),
              isDelimiter(at: base) else { return nil }
        // The keys met so far, for the duplicate check, on the stack.
        let found = withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: Self.maximumKeys) {
            scanLines(from: opening.next, keys: $0)
        }
        guard found else { return nil }
    }

    /// Reads the lines after the opening `---` up to the closing line, keeping the semantic keys'
    /// values; `false` at the first line outside the subset.
    ///
    /// - Parameters:
    ///   - start: The offset of the first line after the opening delimiter.
    ///   - keys: Room for ``maximumKeys`` key ranges.
    private mutating func scanLines(from start: Int, keys: UnsafeMutableBufferPointer<Range<Int>>) -> Bool {
        var keyCount = 0
        var position = start
        while true {
            guard position < bytes.count, let (end, next) = line(from: position) else { return false }
            if end - position == 3, isDelimiter(at: position) {
                bodyStart = next
                return true
            }
            if isBlankOrComment(position, end) {
                position = next
                continue
            }
            // A top-level line is a key line; anything else (indentation, `-`, `[`...) falls back.
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
                    keep(meaning, Scalar(range: end..<end, isQuoted: false))
                    position = resume
                case .sequence(let lines, let resume)?:
                    guard keep(meaning, tags: .block(lines)) else { return false }
                    position = resume
                }
                continue
            }
            if bytes[valueStart] == UInt8(ascii: "[") {
                guard let close = flowSequenceEnd(from: valueStart, to: end), isLineEnd(after: close, end),
                      keep(meaning, tags: .flow(valueStart..<close)) else { return false }
            } else {
                guard let value = scalar(from: valueStart, to: end) else { return false }
                keep(meaning, value)
            }
            position = next
        }
    }

    /// What a key names as the fast path reads it.
    enum KeyMeaning: Equatable {
        /// A semantic key, written as its name.
        case semantic(SemanticKey)
        /// A key vault gives no meaning.
        case other
        /// A legacy alias, or a semantic key or alias in another ASCII case.
        case needsFullParse
    }

    /// Keeps a scalar value for a semantic key.
    private mutating func keep(_ meaning: KeyMeaning, _ value: Scalar) {
        guard case .semantic(let key) = meaning else { return }
        switch key {
        case .uuid: uuid = value
        case .date: date = value
        case .mood: mood = value
        case .starred: starred = value
        case .anniversary: anniversary = value
        case .title: title = value
        case .tags: tags = .scalar(value)
        case .private: `private` = value
        }
    }

    /// Keeps a sequence for a semantic key; `false` for a key other than `tags`, whose sequence
    /// the full reading interprets.
    private mutating func keep(_ meaning: KeyMeaning, tags value: Tags) -> Bool {
        guard case .semantic(let key) = meaning else { return true }
        switch key {
        case .tags:
            tags = value
            return true
        case .uuid, .date, .mood, .starred, .anniversary, .title, .private:
            return false
        }
    }

    /// A spelling of a semantic key (``EntrySemantics/spellings``) packed for comparing with a
    /// key's bytes without touching an array: its length, its bytes in lowercase and as written
    /// (each in two little-endian 64-bit words), and the key it names when it is the key's name.
    private struct PackedSpelling {
        var length: Int
        var folded: (UInt64, UInt64)
        var exact: (UInt64, UInt64)
        var key: SemanticKey?
    }

    /// Every spelling, packed (all are at most 16 bytes: ``longestSpelling``).
    private static let packedSpellings: [PackedSpelling] = EntrySemantics.spellings.map { spelling in
        let bytes = Array(spelling.name.utf8)
        return PackedSpelling(length: bytes.count, folded: pack(bytes.map(lowercased)), exact: pack(bytes),
                              key: spelling.rank == 0 ? spelling.key : nil)
    }

    /// The length of the longest spelling: a longer key is none.
    private static let longestSpelling = EntrySemantics.spellings.map(\.name.utf8.count).max() ?? 0

    /// The first 16 bytes of a sequence in two little-endian words.
    private static func pack(_ bytes: some Sequence<UInt8>) -> (UInt64, UInt64) {
        var words: (UInt64, UInt64) = (0, 0)
        for (index, byte) in bytes.enumerated().prefix(16) {
            if index < 8 { words.0 |= UInt64(byte) << (8 * index) } else { words.1 |= UInt64(byte) << (8 * (index - 8)) }
        }
        return words
    }

    /// An ASCII byte in lowercase.
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// What a key names: a semantic key written exactly, any other key, or `.needsFullParse` for
    /// a legacy alias or a semantic key in another ASCII case (read by the full path's rules).
    private func semanticKey(_ key: Range<Int>) -> KeyMeaning {
        let length = key.count
        guard length <= Self.longestSpelling, length <= 16 else { return .other }
        var folded: (UInt64, UInt64) = (0, 0)
        var exact: (UInt64, UInt64) = (0, 0)
        for index in 0..<length {
            let byte = bytes[key.lowerBound + index]
            let shift = UInt64(8 * (index & 7))
            if index < 8 {
                exact.0 |= UInt64(byte) << shift
                folded.0 |= UInt64(Self.lowercased(byte)) << shift
            } else {
                exact.1 |= UInt64(byte) << shift
                folded.1 |= UInt64(Self.lowercased(byte)) << shift
            }
        }
        for spelling in Self.packedSpellings where spelling.length == length && spelling.folded == folded {
            if spelling.exact == exact, let semantic = spelling.key { return .semantic(semantic) }
            return .needsFullParse
        }
        return .other
    }
}
