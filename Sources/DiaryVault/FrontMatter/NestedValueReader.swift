/// Reads a nested front-matter value, the text the subset parser keeps raw, into a value tree:
/// block mappings and sequences (YAML 1.2.2 section 8.2), flow mappings and sequences (section
/// 7.4), scalars in every style (sections 7.3 and 8.1), node properties and aliases (sections 6.9
/// and 7.1), and merge keys `<<` (the YAML 1.1 merge type, resolved as PyYAML and ruamel.yaml do).
///
/// The text is the value as ``FrontMatterParser`` keeps it (`\n` line breaks): either a value
/// that starts on the key line (`{lat: 37.5}`, `&home`, `[a, [b]]`), or the lines below the key
/// with their indentation (`  lat: 37.5\n  name: Seoul`, `- a: 1`). The document itself is never
/// changed: the value tree is what JSON outputs, `--where` and dotted paths read.
///
/// Mappings keep their keys in the order written. A merge key's mappings come first, later ones
/// before earlier ones, then the mapping's own keys; a key met again keeps its first place and
/// takes the later value (PyYAML's `flatten_mapping`, so both readers give the same JSON).
///
/// What this cannot represent faithfully throws ``Unrepresentable`` with the reason and the
/// offset in the text: a complex key (`? `, a flow collection as a key), a key written twice in
/// one mapping, a tag outside the YAML 1.2 core schema, an alias of an anchor not yet complete,
/// a tab in indentation, text that is not YAML. The caller then keeps the text raw and
/// `vault check` reports it. Nesting deeper than ``depthLimit`` and alias copies beyond the
/// front matter's budget (``FrontMatterParser/aliasNodeBudget``, shared with every field) are
/// refused too, so hostile input ("billion laughs", ten thousand `[`) costs little.
struct NestedValueReader {
    /// Why a value was not read, and where: a byte offset in the text.
    struct Unrepresentable: Error, Equatable {
        /// What was met, in YAML's terms (`a complex key ('? ')`).
        var reason: String
        /// The byte offset in the text where it was met.
        var offset: Int
    }

    /// How deep collections may nest: far more than any front matter needs.
    static let depthLimit = 64

    /// The anchors defined so far (shared with ``NodeProperties``, whose names they are).
    var anchors: [String: NodeProperties.Anchored]
    /// How many more values alias copies may make.
    var budget: Int

    let bytes: [UInt8]
    var position = 0
    /// The offset of the current line's first byte; negative while on the first line of a value
    /// that starts on its key line, whose columns are unknown (nothing there is at a line start).
    var lineStart: Int

    /// Where a block node stands, which decides what it may be.
    enum Place {
        /// A mapping's value: a block sequence below may sit at the key's own indentation.
        case mappingValue
        /// A block sequence's item: a compact mapping (`- a: 1`) or sequence (`- - a`) may follow.
        case sequenceItem
    }

    /// Creates a reader of one value's text.
    ///
    /// - Parameters:
    ///   - text: The value's text, `\n` line breaks.
    ///   - anchors: The anchors defined before it in the front matter.
    ///   - budget: What is left of the alias budget.
    init(_ text: String, anchors: [String: NodeProperties.Anchored], budget: Int) {
        bytes = Array(text.utf8)
        self.anchors = anchors
        self.budget = budget
        // Text below its key starts with its indentation, or a `-` at the key's column.
        let startsBelow = bytes.first == 0x20 || (bytes.first == UInt8(ascii: "-") && (bytes.count == 1 || [0x20, 0x0A].contains(bytes[1])))
        lineStart = startsBelow ? 0 : -1
    }

    /// Reads the whole text as one value.
    ///
    /// - Returns: The value; never ``FrontMatterValue/raw(_:)`` or ``FrontMatterValue/unknown(_:)``.
    /// - Throws: ``Unrepresentable``, or ``NodeProperties/Failure`` for an undefined alias or an
    ///   exhausted alias budget (errors of the whole file, as for one-line values).
    mutating func read() throws -> FrontMatterValue {
        let value = try node(parent: 0, place: .mappingValue, depth: 0)
        try finishLine()
        if let next = nextContentLine() { throw fail("more text after the value", at: next.first) }
        return value
    }

    // MARK: Bytes and lines

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    func byte(at offset: Int) -> UInt8? { offset >= 0 && offset < bytes.count ? bytes[offset] : nil }

    /// Whether the byte at an offset is a blank, a line break or the end of the text.
    func isBreakOrBlank(_ offset: Int) -> Bool {
        guard let byte = byte(at: offset) else { return true }
        return byte == 0x20 || byte == 0x09 || byte == 0x0A
    }

    func fail(_ reason: String, at offset: Int? = nil) -> Unrepresentable {
        Unrepresentable(reason: reason, offset: min(offset ?? position, bytes.count))
    }

    /// The column of an offset on the current line (large on a first line of unknown column).
    func column(of offset: Int) -> Int { lineStart < 0 ? Int.max / 2 : offset - lineStart }

    mutating func skipBlanks() {
        while let byte = current, byte == 0x20 || byte == 0x09 { position += 1 }
    }

    /// Whether only blanks and a comment are left on the line.
    mutating func atLineEnd() -> Bool {
        skipBlanks()
        guard let byte = current else { return true }
        return byte == 0x0A || (byte == UInt8(ascii: "#") && isBreakOrBlank(position - 1))
    }

    /// Moves past blanks and a comment to the end of the line; anything else is an error.
    mutating func finishLine() throws {
        guard atLineEnd() else { throw fail("text after the value ('\(String(decoding: bytes[position..<lineEnd(position)], as: UTF8.self))')") }
        position = lineEnd(position)
    }

    func lineEnd(_ offset: Int) -> Int {
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return end
    }

    /// The next line with content after the current one (blank and comment-only lines skipped):
    /// its start, indentation and first content byte. Does not move.
    func nextContentLine() -> (start: Int, indent: Int, first: Int)? {
        var start = lineEnd(position) + 1
        while start < bytes.count {
            var first = start
            while first < bytes.count, bytes[first] == 0x20 { first += 1 }
            var blank = first
            while blank < bytes.count, bytes[blank] == 0x09 || bytes[blank] == 0x20 { blank += 1 }
            if blank < bytes.count, bytes[blank] != 0x0A, bytes[blank] != UInt8(ascii: "#") {
                return (start, first - start, first)
            }
            start = lineEnd(start) + 1
        }
        return nil
    }

    /// Moves to a line's first content byte.
    mutating func move(to line: (start: Int, indent: Int, first: Int)) throws {
        position = line.first
        lineStart = line.start
        if bytes[position] == 0x09 { throw fail("a tab in indentation") }
    }

    /// Whether the byte at an offset starts a block indicator (`-`, `?`, `:`) followed by a blank.
    func isIndicator(_ indicator: Character, at offset: Int) -> Bool {
        byte(at: offset) == indicator.asciiValue && isBreakOrBlank(offset + 1)
    }

    // MARK: Block nodes

    /// Reads one block node starting at `position`: its properties, then the content on this
    /// line or, when the line ends, on the lines below indented more than `parent`.
    mutating func node(parent: Int, place: Place, depth: Int) throws -> FrontMatterValue {
        guard depth < Self.depthLimit else { throw fail("values nested more than \(Self.depthLimit) deep") }
        skipBlanks()
        let propertiesStart = position
        let (tag, anchor) = try properties(inFlow: false)
        var value: FrontMatterValue
        var scalar: (String, ScalarStyle)?
        if atLineEnd() {
            let below = nextContentLine()
            let isDash = below.map { isIndicator("-", at: $0.first) } ?? false
            if let below, below.indent > parent || (below.indent == parent && isDash && place == .mappingValue) {
                try move(to: below)
                value = try content(parent: parent, place: place, ownLine: true, depth: depth)
            } else {
                value = .null
                scalar = ("", .plain)
            }
        } else {
            let ownLine = lineStart >= 0 && bytes[lineStart..<position].allSatisfy { $0 == 0x20 }
            if current == UInt8(ascii: "*") {
                guard tag == nil, anchor == nil else { throw fail("properties on an alias") }
                return try alias(inFlow: false)
            }
            let start = position
            value = try content(parent: parent, place: place, ownLine: ownLine || place == .sequenceItem, depth: depth)
            if case .string(let text) = value, bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
                scalar = (text, .doubleQuoted)
            } else if ![UInt8(ascii: "["), UInt8(ascii: "{")].contains(bytes[start]), !value.isCollection {
                scalar = (lastPlainText ?? "", .plain)
            }
        }
        return try finish(value, tag: tag, anchor: anchor, scalar: scalar, at: propertiesStart)
    }

    /// The text of the last plain scalar read, for a tag that re-reads it (`!!str 02700`).
    var lastPlainText: String?

    /// Applies a tag and registers an anchor.
    mutating func finish(_ value: FrontMatterValue, tag: String?, anchor: String?, scalar: (String, ScalarStyle)?,
                         at start: Int) throws -> FrontMatterValue {
        var value = value
        if let tag {
            value = NodeProperties.apply(tag, to: value, scalar: scalar)
            if case .unknown = value { throw fail("the tag '\(tag)', outside the YAML core schema", at: start) }
        }
        if let anchor { anchors[anchor] = NodeProperties.Anchored(value: value, size: NodeProperties.size(of: value)) }
        return value
    }

    /// Reads a tag and an anchor, in either order, each followed by blanks or the line's end.
    mutating func properties(inFlow: Bool) throws -> (String?, String?) {
        var tag: String?
        var anchor: String?
        while let byte = current, byte == UInt8(ascii: "!") || byte == UInt8(ascii: "&") {
            let start = position
            while position < bytes.count, !isBreakOrBlank(position),
                  !(inFlow && [UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}")].contains(bytes[position])) {
                position += 1
            }
            let word = String(decoding: bytes[start..<position], as: UTF8.self)
            if byte == UInt8(ascii: "!") {
                guard tag == nil else { throw fail("two tags on one node", at: start) }
                tag = word
            } else {
                guard anchor == nil, word.utf8.count > 1 else { throw fail("an empty or second anchor", at: start) }
                anchor = String(word.dropFirst())
            }
            if inFlow { try skipFlowSpace() } else { skipBlanks() }
        }
        return (tag, anchor)
    }

    /// Reads `*name`: a copy of the anchored value, paid from the alias budget.
    mutating func alias(inFlow: Bool) throws -> FrontMatterValue {
        let start = position
        position += 1
        while position < bytes.count, !isBreakOrBlank(position),
              !(inFlow && [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "{")].contains(bytes[position])) {
            position += 1
        }
        let name = String(decoding: bytes[start + 1..<position], as: UTF8.self)
        guard let anchored = anchors[name] else { throw NodeProperties.Failure.undefinedAlias("*" + name) }
        if case .unknown = anchored.value { throw fail("an alias of a value vault does not read ('*\(name)')", at: start) }
        if anchored.value.holdsUnknown { throw fail("an alias of a value vault does not read ('*\(name)')", at: start) }
        guard budget >= anchored.size else { throw NodeProperties.Failure.budgetExceeded("*" + name) }
        budget -= anchored.size
        if inFlow { try skipFlowSpace() } else { skipBlanks() }
        if current == UInt8(ascii: ":"), isBreakOrBlank(position + 1) || inFlow { throw fail("an alias as a mapping key", at: start) }
        return anchored.value
    }

    /// Reads a node's content from `position`, after its properties.
    ///
    /// - Parameter ownLine: Whether the content may be a block collection at its own column:
    ///   it starts its line, or follows a sequence's `- `.
    mutating func content(parent: Int, place: Place, ownLine: Bool, depth: Int) throws -> FrontMatterValue {
        lastPlainText = nil
        guard let byte = current else { return .null }
        let column = column(of: position)
        switch byte {
        case UInt8(ascii: "*"):
            return try alias(inFlow: false)
        case UInt8(ascii: "["), UInt8(ascii: "{"):
            let start = position
            let value = try flowNode(depth: depth + 1)
            skipBlanks()
            if current == UInt8(ascii: ":") { throw fail("a flow collection as a mapping key", at: start) }
            return value
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try blockScalar(parent: parent)
        case UInt8(ascii: "-") where isBreakOrBlank(position + 1):
            guard ownLine else { throw fail("a block sequence where a value on the same line was expected") }
            return try blockSequence(indent: column, depth: depth + 1)
        case UInt8(ascii: "?") where isBreakOrBlank(position + 1):
            throw fail("a complex key ('? ')")
        case UInt8(ascii: ":") where isBreakOrBlank(position + 1):
            throw fail("a mapping value without a key")
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            throw fail("the reserved or flow indicator '\(String(UnicodeScalar(byte)))'")
        default:
            if mappingIndicator(from: position) != nil {
                guard ownLine else { throw fail("a mapping where a value on the same line was expected ('a: b: c')") }
                return try blockMapping(indent: column, depth: depth + 1)
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                return .string(try quoted(inFlow: false, parent: parent))
            }
            let text = try plain(parent: parent)
            lastPlainText = text
            return CoreSchema.resolve(text)
        }
    }

    /// The offset of the `:` that makes the line from `start` a `key: value` pair, for a plain or
    /// quoted key; `nil` when the line is not one.
    func mappingIndicator(from start: Int) -> Int? {
        var index = start
        let end = lineEnd(start)
        if let quote = byte(at: start), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
            guard let close = quoteEnd(from: start, limit: end) else { return nil }
            index = close
            while index < end, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            return index < end && bytes[index] == UInt8(ascii: ":") && isBreakOrBlank(index + 1) ? index : nil
        }
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), isBreakOrBlank(index + 1) { return index }
            if byte == UInt8(ascii: "#"), index > start, isBreakOrBlank(index - 1) { return nil }
            index += 1
        }
        return nil
    }

    /// The offset past the closing quote of a quoted scalar on one line, or `nil`.
    func quoteEnd(from start: Int, limit: Int) -> Int? {
        let quote = bytes[start]
        var index = start + 1
        while index < limit {
            let byte = bytes[index]
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < limit, bytes[index + 1] == quote { index += 2; continue }
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// Reads `key: value` lines at a column (YAML 1.2.2 section 8.2.2), with merge keys.
    mutating func blockMapping(indent: Int, depth: Int) throws -> FrontMatterValue {
        guard depth < Self.depthLimit else { throw fail("values nested more than \(Self.depthLimit) deep") }
        var pairs = MappingBuilder()
        while true {
            let keyStart = position
            let (key, isMerge) = try blockKey()
            let value = try node(parent: indent, place: .mappingValue, depth: depth)
            try pairs.add(key: key, value: value, isMerge: isMerge, reader: self, at: keyStart)
            try finishLine()
            guard let next = nextContentLine(), next.indent >= indent else { break }
            guard next.indent == indent, !isIndicator("-", at: next.first) else {
                throw fail(next.indent > indent ? "more indentation than the mapping's keys" : "a sequence item among a mapping's keys", at: next.first)
            }
            try move(to: next)
        }
        return .mapping(pairs.pairs)
    }

    /// Reads a block mapping's key and its `:`; returns the key and whether it is a merge key.
    mutating func blockKey() throws -> (String, Bool) {
        guard let colon = mappingIndicator(from: position) else { throw fail("a mapping key without ':'") }
        let start = position
        let key: String
        var isMerge = false
        if bytes[start] == UInt8(ascii: "\"") || bytes[start] == UInt8(ascii: "'") {
            key = try quoted(inFlow: false, parent: Int.max / 2)
        } else {
            switch bytes[start] {
            case UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: "*"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: ">"):
                throw fail("a key with properties, an alias or a collection as key", at: start)
            default: break
            }
            var end = colon
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            key = String(decoding: bytes[start..<end], as: UTF8.self)
            isMerge = key == "<<"
        }
        position = colon + 1
        return (key, isMerge)
    }

    /// Reads `- item` lines at a column (YAML 1.2.2 section 8.2.1).
    mutating func blockSequence(indent: Int, depth: Int) throws -> FrontMatterValue {
        guard depth < Self.depthLimit else { throw fail("values nested more than \(Self.depthLimit) deep") }
        var items: [FrontMatterValue] = []
        while true {
            position += 1
            items.append(try node(parent: indent, place: .sequenceItem, depth: depth))
            try finishLine()
            guard let next = nextContentLine(), next.indent >= indent else { break }
            guard next.indent == indent else { throw fail("more indentation than the sequence's items", at: next.first) }
            guard isIndicator("-", at: next.first) else { break }
            try move(to: next)
        }
        return .sequence(items)
    }
}

extension NestedValueReader {
    /// Reads the whole text as one value, or returns `nil` when it cannot be represented.
    ///
    /// - Throws: Only ``NodeProperties/Failure`` (an undefined alias, the alias budget spent).
    mutating func readCatchingUnrepresentable() throws -> FrontMatterValue? {
        do {
            return try read()
        } catch is Unrepresentable {
            return nil
        }
    }
}
