/// Reads an entry file's bytes into an ``EntryDocument``: the front-matter grammar of
/// `docs/FORMAT.md`, a subset of YAML 1.2 (block mapping of scalars and sequences).
///
/// A value-type cursor over the lines of the front matter (STYLE item 7). It works on bytes, not
/// `Character`s: every structural character of YAML is ASCII, so byte comparisons are exact, and
/// text is decoded only for keys and values.
struct FrontMatterParser {
    /// The whole file.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The file path for error messages, if known.
    let path: String?
    /// The lines between the opening and closing delimiter.
    var lines: [SourceLine] = []
    /// Whether to keep the source text of every line (for serializing and editing). Reading for
    /// the index skips it: keys and values are all it needs, and the document is not written back.
    var keepsSource = true
    /// The anchors met so far and what is left of the alias budget (YAML node properties).
    var properties = NodeProperties()

    /// How many values alias copies may make in one front matter, in all: far more than any
    /// diary needs, small enough that an alias bomb fails at once (YAML 1.2.2 section 7.1 leaves
    /// the limit to the reader; PyYAML has none, which is the bug).
    static let aliasNodeBudget = 10_000

    /// Leading whitespace of a line: spaces before anything else, the first non-blank byte, and
    /// the first tab among the leading blanks.
    struct Leading {
        var spaces: Int
        var firstContent: Int?
        var tab: Int?
    }

    /// The result of parsing one value: the node, the index in ``lines`` of its last line, and
    /// the byte offset just past the value on that line.
    struct ParsedValue {
        var node: FrontMatterNode
        var endLine: Int
        var valueEnd: Int
    }

    /// Parses a whole file.
    ///
    /// - Parameters:
    ///   - buffer: The file's bytes.
    ///   - path: The path to name in errors.
    /// - Returns: The document; ``EntryDocument/serialized()`` gives back `buffer` exactly.
    /// - Throws: ``FrontMatterError`` when the file is not UTF-8 or its front matter is invalid.
    static func parseDocument(_ buffer: UnsafeBufferPointer<UInt8>, path: String?) throws -> EntryDocument {
        if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
            throw invalidUTF8Error(buffer, offset: offset, path: path)
        }
        let hasBOM = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
        let base = hasBOM ? 3 : 0
        var parser = FrontMatterParser(bytes: buffer, path: path)
        guard let (frontMatter, bodyStart) = try parser.parseFrontMatter(from: base) else {
            return EntryDocument(hasByteOrderMark: hasBOM, frontMatter: nil, body: parser.text(base..<buffer.count))
        }
        return EntryDocument(hasByteOrderMark: hasBOM, frontMatter: frontMatter,
                             body: parser.text(bodyStart..<buffer.count))
    }

    /// Reads only the front matter's keys and values, for the index: no source text is kept, so
    /// the result cannot be serialized or edited. The whole buffer is still checked to be UTF-8,
    /// so a file is a problem for the index exactly when it is one for a full parse.
    ///
    /// - Parameters:
    ///   - buffer: The file's bytes.
    ///   - path: The path to name in errors.
    /// - Returns: The front matter (or `nil` when the file has none) and the offset of the body.
    /// - Throws: ``FrontMatterError`` as ``parseDocument(_:path:)`` does.
    static func parseValues(_ buffer: UnsafeBufferPointer<UInt8>, path: String?) throws -> (FrontMatter?, Int) {
        if let offset = UTF8Validation.firstInvalidOffset(in: buffer) {
            throw invalidUTF8Error(buffer, offset: offset, path: path)
        }
        let base = buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF ? 3 : 0
        var parser = FrontMatterParser(bytes: buffer, path: path)
        parser.keepsSource = false
        guard let (frontMatter, bodyStart) = try parser.parseFrontMatter(from: base) else { return (nil, base) }
        return (frontMatter, bodyStart)
    }

    /// Reads the delimiters and the items between them.
    ///
    /// - Parameter base: The offset of the first byte after any byte order mark.
    /// - Returns: The front matter and the offset where the body starts, or `nil` when the file
    ///   opens with none of `---`, `+++` (TOML) and `{` (JSON).
    mutating func parseFrontMatter(from base: Int) throws -> (FrontMatter, Int)? {
        let opening = SourceLine.scan(bytes, from: base, number: 1)
        if isDelimiter(opening, UInt8(ascii: "+")) { return try parseTOMLFrontMatter(opening) }
        if base < bytes.count, bytes[base] == UInt8(ascii: "{") { return try parseBareJSONFrontMatter(from: base) }
        guard isDelimiter(opening, UInt8(ascii: "-")) else { return nil }
        // Find the closing line first without storing lines, so a huge file with no closing
        // delimiter costs one pass and no memory.
        var start = opening.end
        var number = 2
        var closing: SourceLine?
        while start < bytes.count {
            let line = SourceLine.scan(bytes, from: start, number: number)
            if isDelimiter(line, UInt8(ascii: "-")) || isDelimiter(line, UInt8(ascii: ".")) {
                closing = line
                break
            }
            start = line.end
            number += 1
        }
        guard let closing else {
            throw FrontMatterError.unterminatedFrontMatter(context(opening, at: opening.start, found: "---"))
        }
        start = opening.end
        number = 2
        lines.reserveCapacity(closing.number - 2)
        while start < closing.start {
            let line = SourceLine.scan(bytes, from: start, number: number)
            lines.append(line)
            start = line.end
            number += 1
        }
        try checkCharacters()
        // A JSON object between `---` lines (YAML's flow mapping, as Hugo reads JSON front matter).
        let firstContent = lines.lazy.compactMap { [self] in self.leading($0).firstContent }.first
        if let first = firstContent, bytes[first] == UInt8(ascii: "{") {
            let (items, end) = try parseJSONObject(at: first, limit: closing.start)
            var after = end
            while after < closing.start, isBlank(bytes[after]) || bytes[after] == 0x0A || bytes[after] == 0x0D { after += 1 }
            guard after == closing.start else {
                throw JSONScanner(parser: self, position: after, limit: closing.start).error("expected the closing '---' after the object")
            }
            let frontMatter = FrontMatter(opening: sourceText(opening.start..<first + 1), items: items,
                                          closing: sourceText(end - 1..<closing.end), format: .json)
            return (frontMatter, closing.end)
        }
        let items = try parseItems()
        let frontMatter = FrontMatter(opening: sourceText(opening.start..<opening.end), items: items,
                                      closing: sourceText(closing.start..<closing.end))
        return (frontMatter, closing.end)
    }

    /// Whether a line is `---` (or `...`) followed only by spaces and tabs.
    func isDelimiter(_ line: SourceLine, _ mark: UInt8) -> Bool {
        guard line.length >= 3, bytes[line.start] == mark, bytes[line.start + 1] == mark,
              bytes[line.start + 2] == mark else { return false }
        var index = line.start + 3
        while index < line.contentEnd {
            guard isBlank(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    /// Rejects control characters YAML does not allow (YAML 1.2.2 section 5.1, `c-printable`).
    func checkCharacters() throws {
        for line in lines {
            var index = line.start
            while index < line.contentEnd {
                let byte = bytes[index]
                let bad: Bool
                if byte < 0x20 {
                    bad = byte != 0x09
                } else if byte == 0x7F {
                    bad = true
                } else if byte == 0xC2, index + 1 < line.contentEnd {
                    let next = bytes[index + 1]
                    bad = next >= 0x80 && next <= 0x9F && next != 0x85
                } else {
                    bad = false
                }
                if bad {
                    let scalar = byte == 0xC2 ? UInt32(bytes[index + 1]) : UInt32(byte)
                    let hex = String(scalar, radix: 16, uppercase: true)
                    let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                    throw FrontMatterError.controlCharacter(context(line, at: index, found: name))
                }
                index += 1
            }
        }
    }

    /// Parses the block mapping: keys, comments and blank lines at the top level.
    mutating func parseItems() throws -> [FrontMatterItem] {
        var items: [FrontMatterItem] = []
        items.reserveCapacity(lines.count)
        var seen = SeenKeys()
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let lead = leading(line)
            guard let first = lead.firstContent, bytes[first] != UInt8(ascii: "#") else {
                if keepsSource { items.append(.trivia(text(line.start..<line.end))) }
                index += 1
                continue
            }
            if let tab = lead.tab {
                throw FrontMatterError.tabIndentation(context(line, at: tab, found: "\t"))
            }
            if lead.spaces > 0 {
                throw FrontMatterError.unexpectedIndentation(context(line, at: first, found: text(first..<line.contentEnd)))
            }
            var (field, next) = try parseField(at: index)
            if case .raw(let text) = field.node {
                field.node = try resolveProperties(text, key: field.key, lines: index..<next)
            }
            if let firstLine = seen.insert(field.key, line: line.number) {
                throw FrontMatterError.duplicateKey(context(line, at: line.start, found: field.key),
                                                    key: field.key, firstLine: firstLine)
            }
            items.append(.field(field))
            index = next
        }
        return items
    }
}

extension FrontMatterParser {
    /// The node of a raw value once its tags, anchors, aliases and nesting are read: `.typed`
    /// with the value (``NestedValueReader``), or `.raw` when it is YAML vault cannot represent.
    ///
    /// - Parameters:
    ///   - text: The raw value's text.
    ///   - key: The field's key (`<<` is a merge key).
    ///   - range: The field's lines, for the location of an error.
    /// - Throws: ``FrontMatterError/undefinedAlias(_:)``, ``FrontMatterError/aliasExpansionLimit(_:)``.
    mutating func resolveProperties(_ text: String, key: String, lines range: Range<Int>) throws -> FrontMatterNode {
        do {
            if let value = try properties.resolve(text, isMergeKey: key == "<<") {
                if case .raw = value {} else { return .typed(value, source: text) }
            }
            // A nested value: read it whole, or keep it raw (then `vault check` says why).
            var reader = NestedValueReader(text, anchors: properties.anchors, budget: properties.budget)
            guard let value = try reader.readCatchingUnrepresentable() else { return .raw(text) }
            (properties.anchors, properties.budget) = (reader.anchors, reader.budget)
            return .typed(value, source: text)
        } catch NodeProperties.Failure.undefinedAlias(let alias) {
            throw FrontMatterError.undefinedAlias(aliasContext(alias, in: range))
        } catch NodeProperties.Failure.budgetExceeded(let alias) {
            throw FrontMatterError.aliasExpansionLimit(aliasContext(alias, in: range))
        }
    }

    /// The node the parser gives a raw value written alone (no anchors before it): what a
    /// writer of raw text stores, so that the field it returns equals the one read back.
    ///
    /// - Parameter text: The raw value's text (`\n` line breaks).
    static func node(forRaw text: String) -> FrontMatterNode {
        var properties = NodeProperties()
        do {
            if let value = try properties.resolve(text, isMergeKey: false) {
                if case .raw = value {} else { return .typed(value, source: text) }
            }
            var reader = NestedValueReader(text, anchors: properties.anchors, budget: properties.budget)
            if let value = try reader.readCatchingUnrepresentable() { return .typed(value, source: text) }
        } catch {
            // An alias without its anchor, or past the budget: the text stays raw.
        }
        return .raw(text)
    }

    /// The context of the first `alias` token (`*d`) in a range of lines.
    private func aliasContext(_ alias: String, in range: Range<Int>) -> FrontMatterError.Context {
        let name = Array(alias.utf8.dropFirst())
        for index in range {
            let line = lines[index]
            let lineBytes = Array(bytes[line.start..<line.contentEnd])
            if let (_, offset) = NodeProperties.tokens(after: UInt8(ascii: "*"), in: lineBytes).first(where: { Array($0.0.utf8) == name }) {
                return context(line, at: line.start + offset, found: alias)
            }
        }
        let line = lines[range.lowerBound]
        return context(line, at: line.start, found: alias)
    }
}

/// The keys met so far in a front matter, for finding duplicates (compared by code points, as
/// YAML does: a composed and a decomposed spelling are two keys): a list while it is short (an
/// entry has a handful of keys, and comparing a few strings beats hashing them), a dictionary once
/// it is long (10,000 keys must stay linear).
struct SeenKeys {
    private var list: [(key: String, line: Int)] = []
    private var table: [ExactKey: Int]?

    /// Records a key, or returns the line of its first occurrence when it was seen before.
    mutating func insert(_ key: String, line: Int) -> Int? {
        if table == nil {
            if let earlier = list.first(where: { $0.key.isSameKey(key) }) { return earlier.line }
            list.append((key, line))
            if list.count > 32 { table = Dictionary(list.map { (ExactKey(text: $0.key), $0.line) }, uniquingKeysWith: { first, _ in first }) }
            return nil
        }
        if let earlier = table?[ExactKey(text: key)] { return earlier }
        table?[ExactKey(text: key)] = line
        return nil
    }
}
