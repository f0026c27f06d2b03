/// Scalars and flow collections of a nested value (YAML 1.2.2 sections 7.3, 7.4 and 8.1).
extension NestedValueReader {
    /// Moves to an offset, keeping ``lineStart`` on the line it lands on.
    mutating func advance(to offset: Int) {
        var index = position
        while index < offset {
            if bytes[index] == 0x0A { lineStart = index + 1 }
            index += 1
        }
        position = offset
    }

    /// Reads a plain scalar in block context: the rest of the line up to a comment, folded with
    /// the following lines indented more than `parent` (section 6.5: one line break is a space,
    /// `n` empty lines are `n` line feeds). A comment line ends it.
    mutating func plain(parent: Int) throws -> String {
        var result = try plainSegment()
        var sawComment = current == UInt8(ascii: "#")
        var breaks = 0
        var probe = lineEnd(position)
        while !sawComment, probe < bytes.count {
            let start = probe + 1
            var first = start
            while first < bytes.count, bytes[first] == 0x20 { first += 1 }
            if first >= bytes.count || bytes[first] == 0x0A { breaks += 1; probe = first; continue }
            if first - start <= parent || bytes[first] == UInt8(ascii: "#") || bytes[first] == 0x09 { break }
            advance(to: first)
            if mappingIndicator(from: position) != nil { throw fail("a 'key: value' inside a plain scalar's continuation line") }
            let segment = try plainSegment()
            result += breaks == 0 ? " " : String(repeating: "\n", count: breaks)
            result += segment
            breaks = 0
            sawComment = current == UInt8(ascii: "#")
            probe = lineEnd(position)
        }
        return result
    }

    /// One line of a block plain scalar; leaves `position` after its last non-blank byte, or at
    /// a comment's `#`.
    private mutating func plainSegment() throws -> String {
        let start = position
        var end = start
        while let byte = current, byte != 0x0A {
            if byte == UInt8(ascii: "#"), position > start, isBreakOrBlank(position - 1) { break }
            if byte == UInt8(ascii: ":"), isBreakOrBlank(position + 1) { throw fail("': ' inside a plain scalar") }
            position += 1
            if byte != 0x20, byte != 0x09 { end = position }
        }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if current != UInt8(ascii: "#") { position = end }
        return text
    }

    /// Reads a single- or double-quoted scalar, which may span lines, through the subset
    /// parser's own quoted-scalar reading (escapes, `''`, folding: sections 7.3.1 and 7.3.2).
    mutating func quoted(inFlow: Bool, parent: Int) throws -> String {
        let start = position
        let quote = bytes[start]
        var index = start + 1
        var simple = true
        while true {
            guard index < bytes.count else { throw fail("a quoted scalar without its closing quote", at: start) }
            let byte = bytes[index]
            if byte == 0x0A { simple = false }
            if quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") { simple = false; index += 2; continue }
            if byte == quote {
                if quote == UInt8(ascii: "'"), index + 1 < bytes.count, bytes[index + 1] == quote { simple = false; index += 2; continue }
                break
            }
            index += 1
        }
        let end = index + 1
        defer { advance(to: end) }
        if simple { return String(decoding: bytes[start + 1..<end - 1], as: UTF8.self) }
        let lines = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let oneValue = lines.map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n  ")
        guard let document = try? EntryDocument(parsing: "---\nv: " + oneValue + "\n---\n"),
              case .scalar(let scalar)? = document.frontMatter?.field("v")?.node else {
            throw fail("a quoted scalar vault cannot read", at: start)
        }
        return scalar.text
    }

    /// Reads a literal (`|`) or folded (`>`) block scalar whose content is indented more than
    /// `parent` (section 8.1), through the subset parser's block-scalar reading.
    mutating func blockScalar(parent: Int) throws -> FrontMatterValue {
        let start = position
        let headerEnd = lineEnd(position)
        var last = headerEnd
        var probe = headerEnd
        while probe < bytes.count {
            let lineFirst = probe + 1
            var first = lineFirst
            while first < bytes.count, bytes[first] == 0x20 { first += 1 }
            let lineLast = lineEnd(lineFirst)
            let isBlank = bytes[first..<lineLast].allSatisfy { $0 == 0x20 || $0 == 0x09 }
            if !isBlank, first - lineFirst <= parent { break }
            last = lineLast
            probe = lineLast
            if lineLast >= bytes.count { break }
        }
        let shift = parent >= Int.max / 4 ? 0 : parent
        var text = "---\nv: " + String(decoding: bytes[start..<headerEnd], as: UTF8.self) + "\n"
        if last > headerEnd {
            for line in bytes[headerEnd + 1..<last].split(separator: 0x0A, omittingEmptySubsequences: false) {
                let spaces = line.prefix { $0 == 0x20 }.count
                text += String(decoding: line.dropFirst(min(spaces, shift)), as: UTF8.self) + "\n"
            }
        }
        advance(to: last)
        guard let document = try? EntryDocument(parsing: text + "---\n"),
              case .scalar(let scalar)? = document.frontMatter?.field("v")?.node else {
            throw fail("a block scalar vault cannot read", at: start)
        }
        return .string(scalar.text)
    }

    // MARK: Flow collections

    /// Moves past blanks, line breaks and comments inside a flow collection.
    mutating func skipFlowSpace() throws {
        while let byte = current {
            if byte == 0x20 || byte == 0x0A {
                advance(to: position + 1)
            } else if byte == 0x09 {
                position += 1
            } else if byte == UInt8(ascii: "#"), isBreakOrBlank(position - 1) || position == 0 {
                position = lineEnd(position)
            } else {
                return
            }
        }
    }

    /// Whether a byte ends a plain scalar or an entry in flow context.
    func isFlowIndicator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Reads `[...]` or `{...}` at `position`.
    mutating func flowNode(depth: Int) throws -> FrontMatterValue {
        guard depth < Self.depthLimit else { throw fail("values nested more than \(Self.depthLimit) deep") }
        let isMapping = current == UInt8(ascii: "{")
        let close = isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")
        let open = position
        position += 1
        var items: [FrontMatterValue] = []
        var pairs = MappingBuilder()
        while true {
            try skipFlowSpace()
            guard let byte = current else { throw fail("a flow collection without its closing '\(String(UnicodeScalar(close)))'", at: open) }
            if byte == close { position += 1; break }
            if isMapping {
                let keyStart = position
                let (key, isMerge) = try flowKey()
                try skipFlowSpace()
                var value = FrontMatterValue.null
                if current == UInt8(ascii: ":") {
                    position += 1
                    try skipFlowSpace()
                    if let next = current, next != UInt8(ascii: ","), next != close { value = try flowValue(depth: depth) }
                }
                try pairs.add(key: key, value: value, isMerge: isMerge, reader: self, at: keyStart)
            } else {
                let itemStart = position
                items.append(try flowValue(depth: depth))
                try skipFlowSpace()
                if current == UInt8(ascii: ":") { throw fail("a 'key: value' pair inside a flow sequence", at: itemStart) }
            }
            try skipFlowSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            guard current == close else { throw fail("expected ',' or '\(String(UnicodeScalar(close)))' in a flow collection") }
        }
        return isMapping ? .mapping(pairs.pairs) : .sequence(items)
    }

    /// Reads a flow mapping's key: a plain or quoted scalar.
    private mutating func flowKey() throws -> (String, Bool) {
        guard let byte = current else { throw fail("a flow mapping without its closing '}'") }
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return (try quoted(inFlow: true, parent: Int.max / 2), false) }
        if byte == UInt8(ascii: "?"), isBreakOrBlank(position + 1) { throw fail("a complex key ('? ')") }
        if [UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "*"), UInt8(ascii: "&"), UInt8(ascii: "!"), UInt8(ascii: ":")].contains(byte) {
            throw fail("a key with properties, an alias, a collection or nothing as key")
        }
        let key = try flowPlain()
        return (key, key == "<<")
    }

    /// Reads one flow value: properties, then an alias, a nested collection, a quoted scalar, a
    /// plain scalar, or nothing (null).
    private mutating func flowValue(depth: Int) throws -> FrontMatterValue {
        let propertiesStart = position
        let (tag, anchor) = try properties(inFlow: true)
        var scalar: (String, ScalarStyle)?
        var value: FrontMatterValue
        switch current {
        case UInt8(ascii: "*")?:
            guard tag == nil, anchor == nil else { throw fail("properties on an alias") }
            return try alias(inFlow: true)
        case UInt8(ascii: "[")?, UInt8(ascii: "{")?:
            value = try flowNode(depth: depth + 1)
        case UInt8(ascii: "\"")?, UInt8(ascii: "'")?:
            let text = try quoted(inFlow: true, parent: Int.max / 2)
            scalar = (text, .doubleQuoted)
            value = .string(text)
        case nil, UInt8(ascii: ",")?, UInt8(ascii: "]")?, UInt8(ascii: "}")?:
            scalar = ("", .plain)
            value = .null
        default:
            let text = try flowPlain()
            scalar = (text, .plain)
            value = CoreSchema.resolve(text)
        }
        return try finish(value, tag: tag, anchor: anchor, scalar: scalar, at: propertiesStart)
    }

    /// Reads a plain scalar in flow context: up to a flow indicator, a `:` followed by a blank or
    /// an indicator, or a comment; lines fold as in block context.
    private mutating func flowPlain() throws -> String {
        var result = ""
        var breaks = -1
        while true {
            let start = position
            var end = start
            while let byte = current, byte != 0x0A {
                if isFlowIndicator(byte) { break }
                if byte == UInt8(ascii: ":"), isBreakOrBlank(position + 1) || self.byte(at: position + 1).map(isFlowIndicator) == true { break }
                if byte == UInt8(ascii: "#"), isBreakOrBlank(position - 1) { break }
                position += 1
                if byte != 0x20, byte != 0x09 { end = position }
            }
            if end > start {
                if breaks >= 0 { result += breaks <= 1 ? " " : String(repeating: "\n", count: breaks - 1) }
                result += String(decoding: bytes[start..<end], as: UTF8.self)
            }
            guard current == 0x0A else { break }
            // A line break: the scalar goes on if the next line's content is not an indicator.
            var look = position
            var count = 0
            while look < bytes.count, [0x20, 0x09, 0x0A].contains(bytes[look]) {
                if bytes[look] == 0x0A { count += 1 }
                look += 1
            }
            guard look < bytes.count, !isFlowIndicator(bytes[look]), bytes[look] != UInt8(ascii: "#"),
                  !(bytes[look] == UInt8(ascii: ":") && isBreakOrBlank(look + 1)) else { break }
            breaks = count
            advance(to: look)
        }
        if result.isEmpty { throw fail("an empty key or value in a flow collection") }
        return result
    }
}
