/// Keys and the choice of value form (YAML 1.2.2 sections 8.2.2 and 7).
extension FrontMatterParser {
    /// Parses one `key: value` item starting at a top-level line.
    ///
    /// - Parameter index: The index in ``lines`` of the key line.
    /// - Returns: The field and the index of the first line after it.
    /// - Throws: ``FrontMatterError`` when the key or its value is invalid.
    func parseField(at index: Int) throws -> (FrontMatterField, Int) {
        let line = lines[index]
        let (key, colon) = try parseKey(index)
        var valueStart = colon + 1
        while valueStart < line.contentEnd, isBlank(bytes[valueStart]) { valueStart += 1 }
        let keyText = sourceText(line.start..<colon + 1)

        if valueStart == line.contentEnd || bytes[valueStart] == UInt8(ascii: "#") {
            // Nothing on the key line: the value is on the following lines, or null.
            let trailing = sourceText(colon + 1..<line.contentEnd)
            if let value = try parseValueBelow(index) {
                let layout = FrontMatterField.Layout(keyText: keyText, gap: "", trailing: trailing,
                                                     lineEnding: line.ending, isMultiline: true)
                let source = sourceText(line.start..<lines[value.endLine].end)
                return (FrontMatterField(key: key, node: value.node, source: source, layout: layout), value.endLine + 1)
            }
            let layout = FrontMatterField.Layout(keyText: keyText, gap: " ", trailing: trailing,
                                                 lineEnding: line.ending, isMultiline: false)
            let node = FrontMatterNode.scalar(FrontMatterScalar(text: "", style: .plain))
            return (FrontMatterField(key: key, node: node, source: sourceText(line.start..<line.end), layout: layout), index + 1)
        }

        let value = try parseInlineValue(index, at: valueStart)
        let last = lines[value.endLine]
        do {
            try expectLineEnd(after: value.valueEnd, on: last)
        } catch FrontMatterError.unexpectedText where value.endLine != index && (bytes[valueStart] == UInt8(ascii: "\"") || bytes[valueStart] == UInt8(ascii: "'")) {
            // A quote left open on its line borrows the next quote in the file as its end, and
            // the text after that looks wrong; the mistake is where the quote opened.
            throw FrontMatterError.unclosedQuotedScalar(context(line, at: valueStart, found: text(valueStart..<trimEnd(valueStart, line.contentEnd))))
        }
        // What follows the value (blanks and a comment): after the value on its last line, or
        // after a block scalar's header on the key line.
        var trailing = sourceText(value.valueEnd..<last.contentEnd)
        if case .scalar(let scalar) = value.node, scalar.style == .literal || scalar.style == .folded {
            var headerEnd = valueStart
            while headerEnd < line.contentEnd, !isBlank(bytes[headerEnd]) { headerEnd += 1 }
            trailing = sourceText(headerEnd..<line.contentEnd)
        }
        let layout = FrontMatterField.Layout(
            keyText: keyText,
            gap: sourceText(colon + 1..<valueStart),
            trailing: trailing,
            lineEnding: line.ending,
            isMultiline: value.endLine != index
        )
        let source = sourceText(line.start..<last.end)
        return (FrontMatterField(key: key, node: value.node, source: source, layout: layout), value.endLine + 1)
    }

    /// Reads the key of a top-level line: a plain or quoted scalar followed by `:` and a blank.
    ///
    /// - Returns: The key and the offset of its colon.
    func parseKey(_ index: Int) throws -> (String, Int) {
        let line = lines[index]
        let start = line.start
        let first = bytes[start]
        switch first {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let (key, end) = try quotedOnOneLine(index, at: start)
            var index = end
            while index < line.contentEnd, isBlank(bytes[index]) { index += 1 }
            guard index < line.contentEnd, bytes[index] == UInt8(ascii: ":"), isBlankOrEnd(index + 1, line) else {
                throw FrontMatterError.notAMapping(context(line, at: start, found: text(start..<line.contentEnd)))
            }
            return (key, index)
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"):
            throw FrontMatterError.reservedIndicator(context(line, at: start, found: String(UnicodeScalar(first))))
        case UInt8(ascii: "-") where isBlankOrEnd(start + 1, line), UInt8(ascii: "?") where isBlankOrEnd(start + 1, line), UInt8(ascii: ":") where isBlankOrEnd(start + 1, line):
            throw FrontMatterError.notAMapping(context(line, at: start, found: text(start..<line.contentEnd)))
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
             UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"), UInt8(ascii: ">"):
            throw FrontMatterError.notAMapping(context(line, at: start, found: text(start..<line.contentEnd)))
        default:
            var index = start
            while index < line.contentEnd {
                let byte = bytes[index]
                if byte == UInt8(ascii: ":"), isBlankOrEnd(index + 1, line) {
                    return (text(start..<trimEnd(start, index)), index)
                }
                if byte == UInt8(ascii: "#"), isBlank(bytes[index - 1]) { break }
                index += 1
            }
            let end = trimEnd(start, index)
            throw FrontMatterError.notAMapping(context(line, at: start, found: text(start..<end)))
        }
    }

    /// Parses a value that starts on the key line, at `start`.
    func parseInlineValue(_ index: Int, at start: Int) throws -> ParsedValue {
        let line = lines[index]
        let byte = bytes[start]
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: ">"):
            return try parseBlockScalar(index, at: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return try parseQuoted(index, at: start, lastLine: lines.count - 1)
        case UInt8(ascii: "["):
            return try parseFlowSequence(index, at: start)
        case UInt8(ascii: "{"):
            return try parseRawFlow(index, at: start)
        case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"):
            return parseRawRegion(index, from: start)
        case UInt8(ascii: "-") where isBlankOrEnd(start + 1, line), UInt8(ascii: "?") where isBlankOrEnd(start + 1, line), UInt8(ascii: ":") where isBlankOrEnd(start + 1, line):
            throw FrontMatterError.reservedIndicator(context(line, at: start, found: String(UnicodeScalar(byte)) + " "))
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw FrontMatterError.reservedIndicator(context(line, at: start, found: String(UnicodeScalar(byte))))
        default:
            return try parsePlain(index, at: start, minIndent: 1, lastLine: lines.count - 1)
        }
    }

    /// Parses a value that starts on the lines after an empty key line, or returns `nil` when the
    /// key's value is null.
    func parseValueBelow(_ keyIndex: Int) throws -> ParsedValue? {
        var index = keyIndex + 1
        while index < lines.count, isBlankOrComment(lines[index]) { index += 1 }
        guard index < lines.count else { return nil }
        let line = lines[index]
        let lead = leading(line)
        guard let first = lead.firstContent else { return nil }
        let isDash = bytes[first] == UInt8(ascii: "-") && isBlankOrEnd(first + 1, line) && lead.tab == nil
        if lead.spaces == 0 {
            // A block sequence may sit at the key's own indentation (YAML 1.2.2 example 8.22).
            return isDash ? try parseBlockSequence(from: index, indent: 0) : nil
        }
        if let tab = lead.tab {
            throw FrontMatterError.tabIndentation(context(line, at: tab, found: "\t"))
        }
        if isDash {
            return try parseBlockSequence(from: index, indent: lead.spaces)
        }
        switch bytes[first] {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if hasMappingIndicator(line, from: first) { return parseRawRegion(keyIndex, from: nil) }
            let value = try parseQuoted(index, at: first, lastLine: lines.count - 1)
            try expectLineEnd(after: value.valueEnd, on: lines[value.endLine])
            return value
        case UInt8(ascii: "["):
            let value = try parseFlowSequence(index, at: first)
            try expectLineEnd(after: value.valueEnd, on: lines[value.endLine])
            return value
        case UInt8(ascii: "{"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"), UInt8(ascii: "|"),
             UInt8(ascii: ">"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            return parseRawRegion(keyIndex, from: nil)
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw FrontMatterError.reservedIndicator(context(line, at: first, found: String(UnicodeScalar(bytes[first]))))
        default:
            if hasMappingIndicator(line, from: first) { return parseRawRegion(keyIndex, from: nil) }
            return try parsePlain(index, at: first, minIndent: 1, lastLine: lines.count - 1)
        }
    }
}
