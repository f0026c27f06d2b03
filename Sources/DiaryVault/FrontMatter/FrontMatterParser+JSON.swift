/// JSON front matter: one JSON object (RFC 8259) at the start of the file, alone (as Hugo reads
/// it: the object ends where its braces balance) or between `---` lines.
///
/// Each member is a field with its exact source text (`"title": "Day one"`); the bytes between
/// members (blanks, line breaks, commas) are trivia, so the file is kept byte for byte. Vault does
/// not edit JSON front matter (``EntryDocument/editRefusal(forKey:value:)``).
extension FrontMatterParser {
    /// Reads a JSON object starting at `start` (its `{`) and ending before `limit`.
    ///
    /// - Parameters:
    ///   - start: The offset of the `{`.
    ///   - limit: The offset the object must end before (the closing `---` line, or the file's end).
    /// - Returns: The items between the braces and the offset just past the `}`.
    /// - Throws: ``FrontMatterError/invalidJSON(_:detail:)``, ``FrontMatterError/duplicateKey(_:key:firstLine:)``.
    func parseJSONObject(at start: Int, limit: Int) throws -> ([FrontMatterItem], Int) {
        var scanner = JSONScanner(parser: self, position: start + 1, limit: limit)
        var items: [FrontMatterItem] = []
        var seen = SeenKeys()
        var gapStart = scanner.position
        // Lines are counted as the members go, so many members cost one pass.
        var (counted, lineNumber) = (0, 1)
        scanner.skipSpace()
        if scanner.current == UInt8(ascii: "}") {
            if keepsSource, scanner.position > gapStart { items.append(.trivia(text(gapStart..<scanner.position))) }
            return (items, scanner.position + 1)
        }
        while true {
            scanner.skipSpace()
            guard scanner.current == UInt8(ascii: "\"") else { throw scanner.error("expected a key in double quotes") }
            if keepsSource, scanner.position > gapStart { items.append(.trivia(text(gapStart..<scanner.position))) }
            let memberStart = scanner.position
            let key = try scanner.readString()
            scanner.skipSpace()
            guard scanner.current == UInt8(ascii: ":") else { throw scanner.error("expected ':' after the key") }
            scanner.position += 1
            scanner.skipSpace()
            let valueStart = scanner.position
            let value = try scanner.readValue(depth: 0)
            for index in counted..<memberStart where bytes[index] == 0x0A { lineNumber += 1 }
            counted = memberStart
            if let firstLine = seen.insert(key, line: lineNumber) {
                let line = scanner.location(of: memberStart).line
                throw FrontMatterError.duplicateKey(context(line, at: memberStart, found: key), key: key, firstLine: firstLine)
            }
            var layout = FrontMatterField.Layout(keyText: sourceText(memberStart..<valueStart), gap: "", trailing: "",
                                                 lineEnding: .lf, isMultiline: false)
            layout.isEditable = false
            let valueText = normalizedText(from: valueStart, to: scanner.position)
            items.append(.field(FrontMatterField(key: key, node: .typed(value, source: valueText),
                                                 source: sourceText(memberStart..<scanner.position), layout: layout)))
            gapStart = scanner.position
            scanner.skipSpace()
            if scanner.current == UInt8(ascii: ",") {
                scanner.position += 1
                continue
            }
            guard scanner.current == UInt8(ascii: "}") else { throw scanner.error("expected ',' or '}' after the value") }
            if keepsSource, scanner.position > gapStart { items.append(.trivia(text(gapStart..<scanner.position))) }
            return (items, scanner.position + 1)
        }
    }

    /// Reads a JSON front matter that is not between `---` lines: the object from `base`, then the
    /// rest of its last line, which must be blank.
    ///
    /// - Returns: The front matter and the offset where the body starts.
    func parseBareJSONFrontMatter(from base: Int) throws -> (FrontMatter, Int) {
        let (items, end) = try parseJSONObject(at: base, limit: bytes.count)
        var lineEnd = end
        while lineEnd < bytes.count, isBlank(bytes[lineEnd]) { lineEnd += 1 }
        if lineEnd < bytes.count, bytes[lineEnd] == 0x0D, lineEnd + 1 < bytes.count, bytes[lineEnd + 1] == 0x0A {
            lineEnd += 2
        } else if lineEnd < bytes.count, bytes[lineEnd] == 0x0A {
            lineEnd += 1
        } else if lineEnd < bytes.count {
            let scanner = JSONScanner(parser: self, position: lineEnd, limit: bytes.count)
            throw scanner.error("expected a line break after the object's closing '}'")
        }
        let frontMatter = FrontMatter(opening: sourceText(base..<base + 1), items: items,
                                      closing: sourceText(end - 1..<lineEnd), format: .json)
        return (frontMatter, lineEnd)
    }
}

/// A cursor over JSON text in the parser's buffer (RFC 8259), reporting errors with line and column.
struct JSONScanner {
    /// The parser holding the buffer.
    let parser: FrontMatterParser
    /// The offset of the next byte.
    var position: Int
    /// The offset the text ends before.
    let limit: Int

    /// How deeply arrays may nest (the scanner recurses once per array level).
    static let maximumDepth = 64

    /// The byte at ``position``, or `nil` at the limit.
    var current: UInt8? { position < limit ? parser.bytes[position] : nil }

    /// Moves past JSON whitespace: space, tab, line feed, carriage return.
    mutating func skipSpace() {
        while let byte = current, JSONScalars.isSpace(byte) { position += 1 }
    }

    /// The line holding an offset (counting lines from the start of the file).
    func location(of offset: Int) -> (line: SourceLine, offset: Int) {
        var lineStart = offset
        while lineStart > 0, parser.bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let hasBOM = parser.bytes.count >= 3 && parser.bytes[0] == 0xEF && parser.bytes[1] == 0xBB && parser.bytes[2] == 0xBF
        if hasBOM, lineStart == 0 { lineStart = min(3, offset) }
        var number = 1
        for index in 0..<lineStart where parser.bytes[index] == 0x0A { number += 1 }
        return (SourceLine.scan(parser.bytes, from: lineStart, number: number), offset)
    }

    /// An ``FrontMatterError/invalidJSON(_:detail:)`` at ``position``.
    func error(_ detail: String) -> FrontMatterError {
        let (line, offset) = location(of: min(position, parser.bytes.count))
        let at = min(offset, line.contentEnd)
        let found = at < line.contentEnd && parser.bytes[at] < 0x80 ? parser.text(at..<at + 1) : ""
        return .invalidJSON(parser.context(line, at: at, found: found), detail: detail)
    }

    /// Reads a value: a string, number, `true`, `false`, `null`, an array (as a sequence) or an
    /// object (a mapping, read as YAML's flow style reads it; kept as its text, `.raw`, when it
    /// cannot be represented, such as a key written twice).
    mutating func readValue(depth: Int) throws -> FrontMatterValue {
        guard depth < Self.maximumDepth else { throw error("arrays nested more than \(Self.maximumDepth) deep") }
        guard let byte = current else { throw error("expected a value") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "{"):
            let start = position
            try skipObject()
            // JSON is YAML's flow style: the object reads as a nested mapping, else stays raw.
            let text = parser.normalizedText(from: start, to: position)
            if case .typed(let value, _) = FrontMatterParser.node(forRaw: text), !value.holdsUnknown { return value }
            return .raw(text)
        case UInt8(ascii: "["):
            position += 1
            var items: [FrontMatterValue] = []
            skipSpace()
            if current == UInt8(ascii: "]") { position += 1; return .sequence(items) }
            while true {
                skipSpace()
                items.append(try readValue(depth: depth + 1))
                skipSpace()
                if current == UInt8(ascii: ",") { position += 1; continue }
                guard current == UInt8(ascii: "]") else { throw error("expected ',' or ']' in the array") }
                position += 1
                return .sequence(items)
            }
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default: return try readNumber()
        }
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard position + count <= limit,
              word.withUTF8Buffer({ $0.elementsEqual(parser.bytes[position..<position + count]) }) else {
            throw error("expected a value")
        }
        position += count
    }

    /// Reads a number (``JSONScalars/scanNumber(_:at:limit:)``): an integer when it has no
    /// fraction or exponent and fits in `Int`, else a float.
    private mutating func readNumber() throws -> FrontMatterValue {
        let start = position
        let scanned: (end: Int, isInteger: Bool)
        do throws(JSONScalars.Failure) {
            scanned = try JSONScalars.scanNumber(parser.bytes, at: position, limit: limit)
        } catch {
            throw self.error(error)
        }
        position = scanned.end
        let text = parser.text(start..<position)
        if scanned.isInteger, let number = Int(text) { return .integer(number) }
        return .float(Double(text) ?? .nan)
    }

    /// Reads a string at ``position`` (its opening quote) with JSON escapes
    /// (``JSONScalars/readString(_:at:limit:loneSurrogates:)``); a lone surrogate escape is an
    /// error, since vault may write the front matter back.
    mutating func readString() throws -> String {
        do throws(JSONScalars.Failure) {
            let (value, end) = try JSONScalars.readString(parser.bytes, at: position, limit: limit, loneSurrogates: .reject)
            position = end
            return value
        } catch {
            throw self.error(error)
        }
    }

    /// The ``FrontMatterError/invalidJSON(_:detail:)`` of a failure of ``JSONScalars``, at its offset.
    private func error(_ failure: JSONScalars.Failure) -> FrontMatterError {
        var at = self
        at.position = failure.offset
        return at.error(Self.detail(failure.kind))
    }

    /// The words of front matter's errors for each failure of ``JSONScalars``.
    static func detail(_ kind: JSONScalars.Failure.Kind) -> String {
        switch kind {
        case .endInString: "the string is never closed"
        case .endInEscape: "unfinished escape"
        case .controlCharacter: "control characters must be escaped in JSON strings"
        case .unknownEscape: "invalid escape"
        case .endInHexEscape, .badHexDigit: "'\\u' needs 4 hexadecimal digits"
        case .highSurrogateWithoutLow: "a high surrogate must be followed by a low one"
        case .loneSurrogate: "escape is not a Unicode scalar value"
        case .invalidUTF8: "the string is not valid UTF-8"
        case .expectedDigit: "expected a value"
        case .expectedFractionDigit: "expected a digit after '.'"
        case .expectedExponentDigit: "expected a digit in the exponent"
        }
    }

    /// Moves past a nested object, counting braces and brackets (no recursion) and reading its strings.
    private mutating func skipObject() throws {
        var depth = 0
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                _ = try readString()
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            default: break
            }
            position += 1
        }
        throw error("the object is never closed")
    }
}
