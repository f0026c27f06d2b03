/// TOML front matter between `+++` lines, as Hugo writes it (TOML 1.0, https://toml.io/en/v1.0.0).
///
/// Each top-level `key = value` line is a field with its exact source text, so the file is kept
/// byte for byte, and edits of simple keys rewrite one line in TOML syntax (``TOMLWriter``). A
/// table (`[params]`, with its keys up to the next header) is one field named after the table,
/// its value kept raw; an array of tables (`[[menu.main]]`) is kept as written but not read.
extension FrontMatterParser {
    /// Reads a TOML front matter whose opening `+++` line is `opening`.
    ///
    /// - Returns: The front matter and the offset where the body starts.
    /// - Throws: ``FrontMatterError/unterminatedFrontMatter(_:)`` when no `+++` line closes it,
    ///   ``FrontMatterError/invalidTOML(_:detail:)``, ``FrontMatterError/duplicateKey(_:key:firstLine:)``
    ///   and ``FrontMatterError/controlCharacter(_:)``.
    mutating func parseTOMLFrontMatter(_ opening: SourceLine) throws -> (FrontMatter, Int) {
        var start = opening.end
        var number = 2
        var closing: SourceLine?
        while start < bytes.count {
            let line = SourceLine.scan(bytes, from: start, number: number)
            if isDelimiter(line, UInt8(ascii: "+")) {
                closing = line
                break
            }
            lines.append(line)
            start = line.end
            number += 1
        }
        guard let closing else {
            lines = []
            throw FrontMatterError.unterminatedFrontMatter(context(opening, at: opening.start, found: "+++"))
        }
        try checkCharacters()
        let items = try parseTOMLItems()
        let frontMatter = FrontMatter(opening: sourceText(opening.start..<opening.end), items: items,
                                      closing: sourceText(closing.start..<closing.end), format: .toml)
        return (frontMatter, closing.end)
    }

    /// Parses the statements between the delimiters: top-level keys become fields, comments and
    /// blank lines trivia, each table one field.
    mutating func parseTOMLItems() throws -> [FrontMatterItem] {
        var items: [FrontMatterItem] = []
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
            if bytes[first] == UInt8(ascii: "[") {
                let (name, isArray) = try tomlTableHeader(index, at: first)
                // The table's extent: its key lines (values may span lines) up to the next header.
                var next = index + 1
                var pairs: [FrontMatterPair] = []
                var whole = true
                while next < lines.count {
                    guard let content = leading(lines[next]).firstContent, bytes[content] != UInt8(ascii: "#") else {
                        next += 1
                        continue
                    }
                    if bytes[content] == UInt8(ascii: "[") { break }
                    let statement = try tomlKeyValue(at: next)
                    if !TOMLReader.insert(statement.value, at: statement.parts[...], into: &pairs) { whole = false }
                    next = statement.endLine + 1
                }
                let source = sourceText(line.start..<lines[next - 1].end)
                if isArray {
                    if keepsSource { items.append(.trivia(source)) }
                } else {
                    if let firstLine = seen.insert(name, line: line.number) {
                        throw FrontMatterError.duplicateKey(context(line, at: first, found: name), key: name, firstLine: firstLine)
                    }
                    let raw = normalizedText(from: line.start, to: lines[next - 1].contentEnd)
                    var layout = FrontMatterField.Layout(keyText: "", gap: "", trailing: "", lineEnding: lines[next - 1].ending,
                                                         isMultiline: true)
                    layout.isEditable = false
                    layout.isTable = true
                    // The section's keys as a mapping (TOML 1.0 "Table"); its text when a key is
                    // defined twice, which TOML forbids.
                    let value: FrontMatterValue = whole ? .mapping(pairs) : .raw(raw)
                    items.append(.field(FrontMatterField(key: name, node: .typed(value, source: raw), source: source, layout: layout)))
                }
                index = next
                continue
            }
            let statement = try tomlKeyValue(at: index)
            if let firstLine = seen.insert(statement.key, line: line.number) {
                throw FrontMatterError.duplicateKey(context(line, at: first, found: statement.key), key: statement.key, firstLine: firstLine)
            }
            let last = lines[statement.endLine]
            let layout = FrontMatterField.Layout(
                keyText: sourceText(line.start..<statement.valueStart - statement.gap),
                gap: sourceText(statement.valueStart - statement.gap..<statement.valueStart),
                trailing: sourceText(statement.valueEnd..<last.contentEnd),
                lineEnding: line.ending,
                isMultiline: statement.endLine != index,
                isEditable: !statement.isDotted
            )
            let valueText = normalizedText(from: statement.valueStart, to: statement.valueEnd)
            items.append(.field(FrontMatterField(key: statement.key, node: .typed(statement.value, source: valueText),
                                                 source: sourceText(line.start..<last.end), layout: layout)))
            index = statement.endLine + 1
        }
        return items
    }

    /// One `key = value` statement: the key (dotted parts joined by `.`), the value, and where
    /// the value is in the buffer.
    struct TOMLStatement {
        var key: String
        /// The key's parts (`site.name` is `site`, `name`).
        var parts: [String]
        var isDotted: Bool
        var value: FrontMatterValue
        /// The number of blank bytes between `=` and the value.
        var gap: Int
        var valueStart: Int
        var valueEnd: Int
        var endLine: Int
    }

    /// Parses the `key = value` statement on line `index` (its value may continue on later lines).
    ///
    /// - Throws: ``FrontMatterError/invalidTOML(_:detail:)``.
    func tomlKeyValue(at index: Int) throws -> TOMLStatement {
        let line = lines[index]
        var position = leading(line).firstContent ?? line.start
        var parts: [String] = []
        while true {
            let (part, end) = try tomlKeyPart(index, at: position)
            parts.append(part)
            position = end
            while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
            guard position < line.contentEnd, bytes[position] == UInt8(ascii: ".") else { break }
            position += 1
            while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
        }
        guard position < line.contentEnd, bytes[position] == UInt8(ascii: "=") else {
            throw tomlError(line, at: position, "expected '=' after the key")
        }
        position += 1
        let afterEquals = position
        while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
        guard position < line.contentEnd else { throw tomlError(line, at: position, "the key has no value") }
        var reader = TOMLReader(parser: self, position: position, lineIndex: index)
        let value = try reader.readValue(depth: 0)
        let valueEnd = reader.position
        let endLine = reader.lineIndex
        try tomlLineEnd(lines[endLine], from: valueEnd)
        return TOMLStatement(key: parts.joined(separator: "."), parts: parts, isDotted: parts.count > 1, value: value,
                             gap: position - afterEquals, valueStart: position, valueEnd: valueEnd, endLine: endLine)
    }

    /// Reads one part of a key: bare (`A-Za-z0-9_-`), basic-quoted or literal-quoted.
    ///
    /// - Returns: The key part and the offset after it.
    func tomlKeyPart(_ index: Int, at start: Int) throws -> (String, Int) {
        let line = lines[index]
        guard start < line.contentEnd else { throw tomlError(line, at: start, "expected a key") }
        let byte = bytes[start]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            var reader = TOMLReader(parser: self, position: start, lineIndex: index)
            let key = try reader.readSingleLineString()
            return (key, reader.position)
        }
        var end = start
        while end < line.contentEnd, Self.isBareKeyByte(bytes[end]) { end += 1 }
        guard end > start else { throw tomlError(line, at: start, "expected a key, found '\(text(start..<min(start + 1, line.contentEnd)))'") }
        return (text(start..<end), end)
    }

    /// Whether a byte may be part of a bare key (TOML 1.0: `A-Za-z0-9_-`).
    static func isBareKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// Reads a table header `[a.b]` or `[[a.b]]` at `start`.
    ///
    /// - Returns: The table name (parts joined by `.`) and whether it is an array of tables.
    func tomlTableHeader(_ index: Int, at start: Int) throws -> (String, Bool) {
        let line = lines[index]
        let isArray = start + 1 < line.contentEnd && bytes[start + 1] == UInt8(ascii: "[")
        var position = start + (isArray ? 2 : 1)
        var parts: [String] = []
        while true {
            while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
            let (part, end) = try tomlKeyPart(index, at: position)
            parts.append(part)
            position = end
            while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
            guard position < line.contentEnd, bytes[position] == UInt8(ascii: ".") else { break }
            position += 1
        }
        for _ in 0..<(isArray ? 2 : 1) {
            guard position < line.contentEnd, bytes[position] == UInt8(ascii: "]") else {
                throw tomlError(line, at: position, "expected '\(isArray ? "]]" : "]")' to close the table header")
            }
            position += 1
        }
        try tomlLineEnd(line, from: position)
        return (parts.joined(separator: "."), isArray)
    }

    /// Checks that only blanks and a comment follow a statement on its line.
    func tomlLineEnd(_ line: SourceLine, from offset: Int) throws {
        var index = offset
        while index < line.contentEnd, isBlank(bytes[index]) { index += 1 }
        guard index < line.contentEnd, bytes[index] != UInt8(ascii: "#") else { return }
        throw tomlError(line, at: index, "unexpected text '\(text(index..<trimEnd(index, line.contentEnd)))' after the value")
    }

    /// An ``FrontMatterError/invalidTOML(_:detail:)`` at a byte of a line.
    func tomlError(_ line: SourceLine, at offset: Int, _ detail: String) -> FrontMatterError {
        let end = min(offset + 1, line.contentEnd)
        var found = offset < line.contentEnd ? text(offset..<end) : ""
        if found.utf8.first.map({ $0 >= 0x80 }) == true { found = "" }
        return .invalidTOML(context(line, at: min(offset, line.contentEnd), found: found), detail: detail)
    }
}
