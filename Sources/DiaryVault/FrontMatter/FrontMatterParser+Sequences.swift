/// Flow and block sequences (YAML 1.2.2 sections 7.4.1 and 8.2.1), and the raw text kept for
/// YAML outside the supported subset.
extension FrontMatterParser {
    /// Parses a flow sequence `[a, "b", c]` of scalars that closes on its own line.
    ///
    /// A sequence that holds nested collections, anchors, aliases, tags or `key: value` pairs, or
    /// that spans lines, is kept raw when it is closed (see ``parseRawFlow(_:at:)``).
    ///
    /// - Throws: ``FrontMatterError/unclosedFlowSequence(_:)``, ``FrontMatterError/reservedIndicator(_:)``,
    ///   ``FrontMatterError/unexpectedText(_:)``.
    func parseFlowSequence(_ index: Int, at start: Int) throws -> ParsedValue {
        let line = lines[index]
        var items: [FrontMatterScalar] = []
        var position = start + 1
        var expectsItem = true
        while true {
            while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
            guard position < line.contentEnd else { return try parseRawFlow(index, at: start) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "]") {
                return ParsedValue(node: .sequence(items, style: .flow), endLine: index, valueEnd: position + 1)
            }
            if byte == UInt8(ascii: "#") { return try parseRawFlow(index, at: start) }
            if !expectsItem {
                guard byte == UInt8(ascii: ",") else {
                    let end = trimEnd(position, line.contentEnd)
                    throw FrontMatterError.unexpectedText(context(line, at: position, found: text(position..<end)))
                }
                expectsItem = true
                position += 1
                continue
            }
            switch byte {
            case UInt8(ascii: ","):
                throw FrontMatterError.unexpectedText(context(line, at: position, found: ","))
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let (value, end) = try? quotedOnOneLine(index, at: position) else {
                    return try parseRawFlow(index, at: start)
                }
                items.append(FrontMatterScalar(text: value, style: byte == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted))
                position = end
            case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
                return try parseRawFlow(index, at: start)
            case UInt8(ascii: "-") where position + 1 >= line.contentEnd || isFlowBreak(bytes[position + 1]),
                 UInt8(ascii: "?") where position + 1 >= line.contentEnd || isFlowBreak(bytes[position + 1]),
                 UInt8(ascii: ":") where position + 1 >= line.contentEnd || isFlowBreak(bytes[position + 1]):
                return try parseRawFlow(index, at: start)
            case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: "}"), UInt8(ascii: "|"), UInt8(ascii: ">"):
                throw FrontMatterError.reservedIndicator(context(line, at: position, found: String(UnicodeScalar(byte))))
            default:
                var end = position
                var scan = position
                while scan < line.contentEnd {
                    let current = bytes[scan]
                    if current == UInt8(ascii: ",") || current == UInt8(ascii: "]") || current == UInt8(ascii: "[")
                        || current == UInt8(ascii: "{") || current == UInt8(ascii: "}") { break }
                    if current == UInt8(ascii: ":"), scan + 1 >= line.contentEnd || isFlowBreak(bytes[scan + 1]) {
                        return try parseRawFlow(index, at: start)  // an implicit `key: value` pair
                    }
                    if current == UInt8(ascii: "#"), isBlank(bytes[scan - 1]) { return try parseRawFlow(index, at: start) }
                    if !isBlank(current) { end = scan + 1 }
                    scan += 1
                }
                items.append(FrontMatterScalar(text: text(position..<end), style: .plain))
                position = scan
            }
            expectsItem = false
        }
    }

    /// Whether a byte ends a plain scalar inside a flow collection after `:` (section 7.3.3).
    private func isFlowBreak(_ byte: UInt8) -> Bool {
        isBlank(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]")
            || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}")
    }

    /// Keeps a flow collection raw: finds its closing bracket, possibly on a later line, without
    /// interpreting it. Nesting is counted, not recursed into, so depth costs no stack.
    ///
    /// A `#` after a blank, a bracket or a comma starts a comment, as PyYAML reads it.
    ///
    /// - Throws: ``FrontMatterError/unclosedFlowSequence(_:)`` when the collection is still open at
    ///   the next unindented line or at the end of the front matter.
    func parseRawFlow(_ index: Int, at start: Int) throws -> ParsedValue {
        var depth = 0
        var quote: UInt8?
        var lineIndex = index
        var position = start
        let opening = lines[index]
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            if lineIndex > index {
                let lead = leading(line)
                // An unindented line ends the value, unless it is a comment or starts with the
                // closing bracket (`]` on a line of its own: YAML 1.2 wants it indented, but PyYAML
                // and most editors' YAML modes accept it, and no key can start with a bracket).
                if quote == nil, let first = lead.firstContent, lead.spaces == 0, lead.tab == nil,
                   bytes[first] != UInt8(ascii: "#"), bytes[first] != UInt8(ascii: "]"), bytes[first] != UInt8(ascii: "}") {
                    break
                }
                position = line.start
            }
            while position < line.contentEnd {
                let byte = bytes[position]
                if let open = quote {
                    if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") {
                        position += 2
                        continue
                    }
                    if byte == open {
                        if open == UInt8(ascii: "'"), position + 1 < line.contentEnd, bytes[position + 1] == open {
                            position += 2
                            continue
                        }
                        quote = nil
                    }
                    position += 1
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    quote = byte
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 {
                        let raw = normalizedText(from: start, to: position + 1)
                        return ParsedValue(node: .raw(raw), endLine: lineIndex, valueEnd: position + 1)
                    }
                case UInt8(ascii: "#"):
                    let previous = position > line.start ? bytes[position - 1] : 0x20
                    if isBlank(previous) || previous == UInt8(ascii: "[") || previous == UInt8(ascii: "{")
                        || previous == UInt8(ascii: ",") {
                        position = line.contentEnd
                        continue
                    }
                default:
                    break
                }
                position += 1
            }
            lineIndex += 1
        }
        throw FrontMatterError.unclosedFlowSequence(context(opening, at: start, found: String(UnicodeScalar(bytes[start]))))
    }

    /// Keeps a value raw: the rest of the key line (from `start`, if given) and the indented lines
    /// after it, without interpreting them (anchors, aliases, tags, nested mappings).
    func parseRawRegion(_ keyIndex: Int, from start: Int?) -> ParsedValue {
        var endLine = keyIndex
        var next = keyIndex + 1
        while next < lines.count {
            let lead = leading(lines[next])
            if lead.firstContent != nil, !isBlankOrComment(lines[next]) {
                guard lead.spaces > 0 else { break }
                endLine = next
            }
            next += 1
        }
        let keyLine = lines[keyIndex]
        if endLine == keyIndex, let start {
            let valueEnd = trimEnd(start, commentStart(keyLine, from: start) ?? keyLine.contentEnd)
            return ParsedValue(node: .raw(text(start..<valueEnd)), endLine: endLine, valueEnd: valueEnd)
        }
        var from = start ?? keyLine.end
        if start == nil {
            var first = keyIndex + 1
            while first < endLine, isBlankOrComment(lines[first]) { first += 1 }
            from = lines[first].start
        }
        let end = lines[endLine].contentEnd
        return ParsedValue(node: .raw(normalizedText(from: from, to: end)), endLine: endLine, valueEnd: end)
    }

    /// The offset of a comment (`#` after a blank) on a line from `start`, ignoring quoted text.
    private func commentStart(_ line: SourceLine, from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < line.contentEnd {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#"), index > start, isBlank(bytes[index - 1]) {
                return index
            }
            index += 1
        }
        return nil
    }
}
