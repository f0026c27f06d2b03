/// Edits of one nested key by a dotted path (`location.name`), changing only that key's line.
extension EntryDocument {
    /// The key of the front matter a dotted path starts with, and the path inside its value: the
    /// longest key written first (``FrontMatter/value(atPath:)``). `nil` when the path has no dot
    /// or the front matter has the whole path as a key.
    ///
    /// - Parameter path: The path as typed.
    public func pathTarget(_ path: String) -> (key: String, inner: [String])? {
        guard path.utf8.contains(UInt8(ascii: ".")), frontMatter?.field(path) == nil else { return nil }
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        for count in stride(from: parts.count - 1, through: 1, by: -1) {
            let key = parts[..<count].joined(separator: ".")
            if frontMatter?.field(key) != nil { return (key, Array(parts[count...])) }
        }
        return (parts[0], Array(parts.dropFirst()))
    }

    /// Sets (or, with `nil`, removes) the nested key a dotted path names, rewriting only its line
    /// (a new key gets one line after its mapping's last one; a removed key loses its lines).
    /// A key the front matter lacks becomes a block mapping holding the path.
    ///
    /// Only a block mapping (YAML 1.2.2 section 8.2.2) of plain keys is edited, to a scalar, on a
    /// key whose value is on its own line: anything else cannot be edited faithfully and is
    /// refused with the reason (a flow collection, a list on the path, a block scalar or a
    /// multi-line value, anchors, aliases, tags or merge keys in the value, TOML or JSON front
    /// matter). The edited document is read again and must give the new value at the path and
    /// every other value unchanged.
    ///
    /// - Parameters:
    ///   - value: The new scalar value, or `nil` to remove the key.
    ///   - key: The front-matter key (``pathTarget(_:)``).
    ///   - inner: The path inside its value.
    /// - Returns: The key's whole new value (`nil` when the edit changed nothing).
    /// - Throws: The reason, as a sentence, when the edit is refused.
    public mutating func setValue(_ value: FrontMatterValue?, forKey key: String, inner: [String]) throws(PathEditRefusal) -> FrontMatterValue?? {
        guard let frontMatter, let field = frontMatter.field(key) else {
            // No such key: a new block mapping holding the path.
            guard var nested = value else { return nil }
            for component in inner.reversed() { nested = .mapping([FrontMatterPair(key: component, value: nested)]) }
            if let reason = editRefusal(forKey: key, value: nested) { throw PathEditRefusal(reason: reason) }
            guard setValue(nested, forKey: key) else { return nil }
            return .some(nested)
        }
        guard frontMatter.format == .yaml else { throw PathEditRefusal(reason: "vault edits nested values only in YAML front matter") }
        if case .scalar(let scalar) = field.node, scalar.style == .plain, scalar.text.isEmpty, let value {
            // `key:` with nothing: the mapping is written below it.
            var nested = value
            for component in inner.reversed() { nested = .mapping([FrontMatterPair(key: component, value: nested)]) }
            guard setValue(nested, forKey: key) else { return nil }
            return .some(nested)
        }
        guard case .typed(let old, let source) = field.node, case .mapping = old else {
            throw PathEditRefusal(reason: "'\(key)' is not a mapping that vault reads")
        }
        let sourceBytes = Array(source.utf8)
        for indicator in ["&", "*", "!"].map({ UInt8(ascii: Unicode.Scalar($0)!) })
        where !NodeProperties.tokens(after: indicator, in: sourceBytes, skippingQuotes: false).isEmpty {
            throw PathEditRefusal(reason: "'\(key)' holds anchors, aliases or tags, whose copies would not follow the edit")
        }
        guard field.layout.gap.isEmpty else {
            throw PathEditRefusal(reason: "'\(key)' is written in flow style ({...}) or on its key's line; vault edits nested keys only in block mappings")
        }
        if let value, value.isCollection {
            throw PathEditRefusal(reason: "vault sets a nested key only to a scalar")
        }
        var lines = Self.lines(of: field.source)
        var range = 1..<lines.count
        var parentIndent = 0
        for (number, component) in inner.enumerated() {
            let isLast = number == inner.count - 1
            let indent = range.lazy.compactMap { Self.contentIndent(lines[$0]) }.first ?? (parentIndent + 2)
            guard indent > parentIndent else { throw PathEditRefusal(reason: "'\(key)' has a list where the path expects a mapping") }
            if range.contains(where: { Self.contentIndent(lines[$0]) == indent && Self.isItem(lines[$0], indent) }) {
                throw PathEditRefusal(reason: "the path goes through a list; vault edits keys of mappings only")
            }
            if range.contains(where: { Self.keyName(lines[$0], indent) == "<<" }) {
                throw PathEditRefusal(reason: "'\(key)' holds a merge key ('<<'), whose merged keys would not follow the edit")
            }
            let found = range.first { Self.keyName(lines[$0], indent) == component }
            let end = found.map { line in (line + 1..<range.upperBound).first { (Self.contentIndent(lines[$0]) ?? Int.max) <= indent } ?? range.upperBound }
            if !isLast {
                guard let found, let end else {
                    guard let value else { return nil }
                    var nested = value
                    for later in inner[(number + 1)...].reversed() { nested = .mapping([FrontMatterPair(key: later, value: nested)]) }
                    let added = FieldWriter.field(key: component, value: nested, replacing: nil, lineEnding: field.layout.lineEnding)
                    let insertAt = Self.lastContent(in: range, of: lines).map { $0 + 1 } ?? range.lowerBound
                    lines.insert(contentsOf: Self.lines(of: added.source).map { String(repeating: " ", count: indent) + $0 }, at: insertAt)
                    return try finish(lines, field: field, key: key, inner: inner, value: value)
                }
                guard Self.valueText(lines[found], indent).isEmpty else {
                    throw PathEditRefusal(reason: "'\(inner[...number].joined(separator: "."))' is not a block mapping below its key")
                }
                range = found + 1..<end
                parentIndent = indent
                continue
            }
            guard let found, let end else {
                guard let value else { return nil }
                let added = FieldWriter.field(key: component, value: value, replacing: nil, lineEnding: field.layout.lineEnding)
                let insertAt = Self.lastContent(in: range, of: lines).map { $0 + 1 } ?? range.lowerBound
                lines.insert(String(repeating: " ", count: indent) + added.source, at: insertAt)
                return try finish(lines, field: field, key: key, inner: inner, value: value)
            }
            guard let value else {
                // The key's line and the lines of its value go.
                let last = Self.lastContent(in: found..<end, of: lines) ?? found
                lines.removeSubrange(found...last)
                return try finish(lines, field: field, key: key, inner: inner, value: nil)
            }
            let written = Self.valueText(lines[found], indent)
            guard !written.isEmpty, Self.lastContent(in: found + 1..<end, of: lines) == nil,
                  !["|", ">", "[", "{"].contains(written.first.map(String.init) ?? "") else {
                throw PathEditRefusal(reason: "'\(inner.joined(separator: "."))' is not a one-line value; vault edits only those")
            }
            let comment = Self.comment(lines[found], after: indent)
            let ending = lines[found].hasSuffix("\r\n") ? "\r\n" : lines[found].hasSuffix("\n") ? "\n" : ""
            let keyPart = String(lines[found].prefix(upTo: lines[found].firstIndex(of: ":")!)) + ":"
            let newLine = FieldWriter.field(key: component, value: value, replacing: nil, lineEnding: .lf).source
            let newValue = String(newLine.dropFirst(FieldWriter.writeKey(component).count + 1)).dropLast()
            lines[found] = keyPart + (newValue.isEmpty ? "" : String(newValue)) + comment + ending
            return try finish(lines, field: field, key: key, inner: inner, value: value)
        }
        return nil
    }

    /// Puts the edited lines in place, reads the document again and checks it.
    private mutating func finish(_ lines: [String], field: FrontMatterField, key: String, inner: [String],
                                 value: FrontMatterValue?) throws(PathEditRefusal) -> FrontMatterValue?? {
        guard let frontMatter, let index = frontMatter.fieldIndex(key) else { return nil }
        var edited = frontMatter
        edited.items[index] = .field(FrontMatterField(key: key, node: field.node, source: lines.joined(), layout: field.layout))
        var document = self
        document.frontMatter = edited
        guard let reread = try? EntryDocument(parsing: document.serializedText()), let readField = reread.frontMatter?.field(key) else {
            throw PathEditRefusal(reason: "the edited front matter would not read back")
        }
        let path = key + "." + inner.joined(separator: ".")
        let expected = Self.replacing(field.value, at: inner[...], with: value)
        guard reread.frontMatter?.value(atPath: path) == value, readField.value == expected,
              reread.frontMatter?.keys == frontMatter.keys else {
            throw PathEditRefusal(reason: "the edit would not read back as '\(path)' alone changed")
        }
        guard readField.value != field.value else { return nil }
        self = reread
        return .some(readField.value)
    }

    /// A value with the value at a path replaced (or removed, with `nil`).
    private static func replacing(_ value: FrontMatterValue, at path: ArraySlice<String>, with new: FrontMatterValue?) -> FrontMatterValue {
        guard let first = path.first, case .mapping(var pairs) = value else { return new ?? value }
        if let index = pairs.firstIndex(where: { $0.key.isSameKey(first) }) {
            if path.count == 1, new == nil {
                pairs.remove(at: index)
            } else {
                pairs[index].value = replacing(pairs[index].value, at: path.dropFirst(), with: new)
            }
        } else if var nested = new {
            for component in path.dropFirst().reversed() { nested = .mapping([FrontMatterPair(key: component, value: nested)]) }
            pairs.append(FrontMatterPair(key: first, value: nested))
        }
        return pairs.isEmpty && new == nil ? .null : .mapping(pairs)
    }

    /// The lines of a text, each with its line ending.
    private static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" { lines.append(current); current = "" }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The indentation of a line with content (not blank, not a comment), else `nil`.
    private static func contentIndent(_ line: String) -> Int? {
        let spaces = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(spaces)
        guard let first = rest.first, first != "#", !first.isNewline, first != "\t" else { return nil }
        return spaces
    }

    /// Whether a line at an indentation is a `- ` item.
    private static func isItem(_ line: String, _ indent: Int) -> Bool {
        let rest = line.dropFirst(indent)
        return rest.hasPrefix("- ") || rest.hasPrefix("-\n") || rest.hasPrefix("-\r\n") || rest == "-"
    }

    /// The plain key of a `key: value` line at exactly an indentation, else `nil`.
    private static func keyName(_ line: String, _ indent: Int) -> String? {
        guard contentIndent(line) == indent else { return nil }
        let rest = line.dropFirst(indent)
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let after = rest[rest.index(after: colon)...]
        guard after.isEmpty || after.first == " " || after.first?.isNewline == true else { return nil }
        let key = rest[..<colon].trimmingCharacters(in: [" "])
        return key.hasPrefix("\"") || key.hasPrefix("'") ? nil : key
    }

    /// The value written after a key line's colon, without blanks and comment.
    private static func valueText(_ line: String, _ indent: Int) -> String {
        let rest = line.dropFirst(indent)
        guard let colon = rest.firstIndex(of: ":") else { return "" }
        var text = String(rest[rest.index(after: colon)...]).trimmingCharacters(in: [" ", "\n", "\r", "\r\n"])
        if text.hasPrefix("#") { text = "" }
        let comment = comment(text, after: 0)
        if !comment.isEmpty { text = String(text.dropLast(comment.count)).trimmingCharacters(in: [" "]) }
        return text
    }

    /// The blanks and comment after a line's value (` # note`), or empty; only outside quotes.
    private static func comment(_ line: String, after indent: Int) -> String {
        let body = line.trimmingCharacters(in: ["\n", "\r", "\r\n"])
        var quote: Character?
        var previous: Character = " "
        for index in body.indices where index >= body.index(body.startIndex, offsetBy: indent) {
            let character = body[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " {
                var start = index
                while start > body.startIndex, body[body.index(before: start)] == " " { start = body.index(before: start) }
                return String(body[start...])
            }
            previous = character
        }
        return ""
    }

    /// The last line with content in a range.
    private static func lastContent(in range: Range<Int>, of lines: [String]) -> Int? {
        range.last { contentIndent(lines[$0]) != nil }
    }
}

/// A dotted-path edit refused, with the reason as a sentence.
public struct PathEditRefusal: Error, Hashable, Sendable {
    /// Why the edit cannot be made faithfully.
    public var reason: String
}

private extension String {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: [Character]) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}

private extension Substring {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: [Character]) -> String { String(self).trimmingCharacters(in: set) }
}
