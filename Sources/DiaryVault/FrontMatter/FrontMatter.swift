/// The front matter of an entry file: its delimiter lines and an ordered list of lines.
///
/// Front matter is kept as it was written (STYLE item 5): each key with its exact source text,
/// and every comment and blank line as trivia, in file order. Writing it back concatenates those
/// texts, so an unedited front matter is reproduced byte for byte; an edit re-writes only the
/// lines of the key it changes.
public struct FrontMatter: Hashable, Sendable {
    /// The language the front matter is written in.
    public internal(set) var format: FrontMatterFormat
    /// The opening delimiter line with its line ending, such as `"---\n"`, `"+++\r\n"`, or for
    /// JSON the text up to and including the object's `{`.
    public internal(set) var opening: String
    /// The keys and trivia lines between the delimiters, in file order.
    public internal(set) var items: [FrontMatterItem]
    /// The closing delimiter line, `---` or `...`, with its line ending (none at the end of a file).
    public internal(set) var closing: String

    /// Creates a front matter from its parts.
    ///
    /// - Parameters:
    ///   - opening: The opening delimiter line, including its line ending.
    ///   - items: The keys and trivia between the delimiters.
    ///   - closing: The closing delimiter line, including its line ending if any.
    ///   - format: The language of the front matter.
    init(opening: String, items: [FrontMatterItem], closing: String, format: FrontMatterFormat = .yaml) {
        self.format = format
        self.opening = opening
        self.items = items
        self.closing = closing
    }

    /// The line ending new lines get: the one of the opening delimiter line.
    public var lineEnding: LineEnding {
        opening.utf8.last == 0x0A ? (opening.utf8.dropLast().last == 0x0D ? .crlf : .lf) : .lf
    }

    /// The keys, in file order.
    public var keys: [String] {
        items.compactMap { if case .field(let field) = $0 { field.key } else { nil } }
    }

    /// The fields, in file order.
    public var fields: [FrontMatterField] {
        items.compactMap { if case .field(let field) = $0 { field } else { nil } }
    }

    /// The field with a key, if present.
    ///
    /// - Parameter key: The key, compared exactly (keys are case-sensitive in YAML).
    public func field(_ key: String) -> FrontMatterField? {
        for case .field(let field) in items where field.key.isSameKey(key) { return field }
        return nil
    }

    /// The index in ``items`` of the field with a key, if present (keys compared by code points).
    func fieldIndex(_ key: String) -> Int? {
        items.firstIndex { if case .field(let field) = $0 { field.key.isSameKey(key) } else { false } }
    }

    /// The value of a key under the YAML 1.2 core schema, or `nil` when the key is absent.
    ///
    /// - Parameter key: The key, compared exactly.
    public subscript(key: String) -> FrontMatterValue? {
        field(key)?.node.value
    }

    /// The 1-based line in the file of a key, counting the opening delimiter as line 1.
    ///
    /// - Parameter key: The key.
    /// - Returns: The line, or `nil` when the key is absent.
    public func line(ofKey key: String) -> Int? {
        var line = 1 + opening.utf8.lazy.filter { $0 == 0x0A }.count
        for item in items {
            switch item {
            case .trivia(let text):
                line += text.utf8.lazy.filter { $0 == 0x0A }.count
            case .field(let field):
                if field.key.isSameKey(key) { return line }
                line += field.source.utf8.lazy.filter { $0 == 0x0A }.count
            }
        }
        return nil
    }

    /// The exact text of the front matter, delimiters included.
    public var source: String {
        var text = opening
        for item in items { text += item.source }
        return text + closing
    }
}

/// One item of a front matter: a key with its value, or a line of trivia.
public enum FrontMatterItem: Hashable, Sendable {
    /// A blank line or a comment-only line, with its line ending.
    case trivia(String)
    /// A key and its value.
    case field(FrontMatterField)

    /// The exact source text of the item, including line endings.
    public var source: String {
        switch self {
        case .trivia(let text): text
        case .field(let field): field.source
        }
    }
}

/// One key of a front matter with its value, and how its lines are written.
public struct FrontMatterField: Hashable, Sendable {
    /// The key after unquoting.
    public let key: String
    /// The parsed value.
    public internal(set) var node: FrontMatterNode
    /// The exact source text of all the field's lines, including their line endings.
    public internal(set) var source: String
    /// How the key line is laid out, for re-writing the value in place.
    var layout: Layout

    /// The parts of a key line that an edit keeps.
    struct Layout: Hashable, Sendable {
        /// The key as written, through the colon: `mood:` or `"my key":`.
        var keyText: String
        /// The blanks between the colon and the value, as written (at least one space on output).
        var gap: String
        /// What follows the value, as written: blanks and a `# comment`, or empty. For a value on
        /// the lines below the key, what follows the colon; for a block scalar, what follows its
        /// header; otherwise what follows the value on its last line.
        var trailing: String
        /// The line ending of the key line.
        var lineEnding: LineEnding
        /// Whether the value took more than the key line.
        var isMultiline: Bool
        /// Whether vault can rewrite the field in its own syntax: `false` for a TOML table or
        /// dotted key and for every JSON member (edits of them are refused).
        var isEditable = true
        /// Whether the field is a TOML table (`[params]` and its keys), which ends the top level.
        var isTable = false
    }

    /// The field's value under the YAML 1.2 core schema.
    public var value: FrontMatterValue { node.value }

    /// The value exactly as written on the key's line (`0x1F`, `1.10`, `True`), without the
    /// trailing comment; `nil` for a value over several lines. For showing numbers and booleans
    /// as the user wrote them rather than as their resolved value prints.
    var writtenText: String? {
        guard !layout.isMultiline, source.hasPrefix(layout.keyText) else { return nil }
        let bytes = Array(source.utf8)
        let start = layout.keyText.utf8.count + layout.gap.utf8.count
        let end = bytes.count - layout.lineEnding.text.utf8.count - layout.trailing.utf8.count
        guard start <= end else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// The language of a front matter (see `docs/FORMAT.md`, "Other front-matter formats").
public enum FrontMatterFormat: String, Hashable, Sendable {
    /// YAML between `---` lines: the format vault writes.
    case yaml
    /// TOML between `+++` lines, as Hugo writes it (TOML 1.0).
    case toml
    /// A JSON object at the start of the file, with or without `---` lines around it, as Hugo reads it.
    case json
}

extension String {
    /// Whether two keys are the same key: equal code point for code point, as YAML, TOML and JSON
    /// compare keys (YAML 1.2.2 section 3.2.1.3). Swift's `==` is canonical equivalence, which
    /// would make a composed and a decomposed Hangul key one key.
    func isSameKey(_ other: String) -> Bool {
        // Lengths first, then Swift's fast `==` (a memcmp for ASCII), then the bytes: strings
        // that differ are told apart as fast as `==` does it.
        guard utf8.count == other.utf8.count, self == other else { return false }
        return utf8.elementsEqual(other.utf8)
    }

    /// Whether two keys differ but are canonically equivalent (the same text in NFC and NFD).
    func isEquivalentKey(_ other: String) -> Bool {
        !isSameKey(other) && self == other
    }
}

/// A key as a dictionary key that compares code point for code point (``Swift/String/isSameKey(_:)``),
/// unlike `String`, whose hashing and `==` treat NFC and NFD spellings as one.
struct ExactKey: Hashable, Sendable {
    /// The key.
    var text: String

    /// Whether the keys are equal code point for code point.
    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { lhs.text.isSameKey(rhs.text) }

    /// Hashes the key's UTF-8 bytes.
    func hash(into hasher: inout Hasher) {
        var copy = text
        copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
