/// Plain and quoted scalars (YAML 1.2.2 sections 7.3.1 to 7.3.3 and 6.5, line folding).
extension FrontMatterParser {
    /// Parses a plain scalar that may continue on lines indented at least `minIndent` spaces.
    ///
    /// Continuation lines are folded: one line break becomes a space, `n` blank lines become `n`
    /// line feeds (section 6.5). A comment ends the scalar.
    ///
    /// - Throws: ``FrontMatterError/colonInPlainScalar(_:)`` for `: ` inside the text.
    func parsePlain(_ index: Int, at start: Int, minIndent: Int, lastLine: Int) throws -> ParsedValue {
        var (segment, valueEnd, sawComment) = try plainSegment(lines[index], from: start)
        var result = segment
        var endLine = index
        var next = index + 1
        var blankLines = 0
        while !sawComment, next <= lastLine {
            let line = lines[next]
            let lead = leading(line)
            guard let first = lead.firstContent else {
                blankLines += 1
                next += 1
                continue
            }
            if bytes[first] == UInt8(ascii: "#") || lead.spaces < minIndent { break }
            (segment, valueEnd, sawComment) = try plainSegment(line, from: first)
            result += blankLines == 0 ? " " : String(repeating: "\n", count: blankLines)
            result += segment
            blankLines = 0
            endLine = next
            next += 1
        }
        return ParsedValue(node: .scalar(FrontMatterScalar(text: result, style: .plain)), endLine: endLine, valueEnd: valueEnd)
    }

    /// Reads one line of a plain scalar, up to a comment or the end of the line.
    ///
    /// - Returns: The text without trailing blanks, the offset past it, and whether a comment follows.
    private func plainSegment(_ line: SourceLine, from start: Int) throws -> (String, Int, Bool) {
        var index = start
        var end = start
        while index < line.contentEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":"), isBlankOrEnd(index + 1, line) {
                throw FrontMatterError.colonInPlainScalar(context(line, at: index, found: ": "))
            }
            if byte == UInt8(ascii: "#"), index > start, isBlank(bytes[index - 1]) {
                return (text(start..<end), end, true)
            }
            if !isBlank(byte) { end = index + 1 }
            index += 1
        }
        return (text(start..<end), end, false)
    }

    /// Parses a single- or double-quoted scalar, which may span lines (folded per section 7.3).
    ///
    /// - Parameters:
    ///   - index: The line of the opening quote.
    ///   - start: The offset of the opening quote.
    ///   - lastLine: The last line the scalar may reach.
    /// - Throws: ``FrontMatterError/unclosedQuotedScalar(_:)``, ``FrontMatterError/invalidEscape(_:)``.
    func parseQuoted(_ index: Int, at start: Int, lastLine: Int) throws -> ParsedValue {
        let quote = bytes[start]
        let isDouble = quote == UInt8(ascii: "\"")
        var result: [UInt8] = []
        var lineIndex = index
        var position = start + 1
        while true {
            let line = lines[lineIndex]
            var keep = result.count  // bytes before this never trimmed as trailing blanks
            var escapedBreak = false
            while position < line.contentEnd {
                let byte = bytes[position]
                if byte == quote {
                    if !isDouble, position + 1 < line.contentEnd, bytes[position + 1] == quote {
                        result.append(quote)
                        keep = result.count
                        position += 2
                        continue
                    }
                    let scalar = FrontMatterScalar(text: String(decoding: result, as: UTF8.self),
                                                   style: isDouble ? .doubleQuoted : .singleQuoted)
                    return ParsedValue(node: .scalar(scalar), endLine: lineIndex, valueEnd: position + 1)
                }
                if isDouble, byte == UInt8(ascii: "\\") {
                    if position + 1 == line.contentEnd {
                        escapedBreak = true
                        position += 1
                        break
                    }
                    position = try appendEscape(line, at: position, to: &result)
                    keep = result.count
                    continue
                }
                result.append(byte)
                if !isBlank(byte) { keep = result.count }
                position += 1
            }
            // The line ended inside the quotes: fold into the next non-empty line.
            var blankLines = 0
            lineIndex += 1
            while lineIndex <= lastLine, leading(lines[lineIndex]).firstContent == nil {
                blankLines += 1
                lineIndex += 1
            }
            guard lineIndex <= lastLine else {
                let opening = lines[index]
                throw FrontMatterError.unclosedQuotedScalar(context(opening, at: start, found: text(start..<trimEnd(start, opening.contentEnd))))
            }
            if !escapedBreak {
                result.removeSubrange(keep...)
                if blankLines == 0 {
                    result.append(0x20)
                } else {
                    result.append(contentsOf: repeatElement(0x0A, count: blankLines))
                }
            } else if blankLines > 0 {
                result.append(contentsOf: repeatElement(0x0A, count: blankLines))
            }
            position = leading(lines[lineIndex]).firstContent ?? lines[lineIndex].contentEnd
        }
    }

    /// Reads a quoted scalar that must close on the same line (keys and flow sequence items).
    ///
    /// - Parameters:
    ///   - index: The index in ``lines`` of the line.
    ///   - start: The offset of the opening quote.
    /// - Returns: The content and the offset just past the closing quote.
    func quotedOnOneLine(_ index: Int, at start: Int) throws -> (String, Int) {
        let value = try parseQuoted(index, at: start, lastLine: index)
        guard case .scalar(let scalar) = value.node else { return ("", value.valueEnd) }
        return (scalar.text, value.valueEnd)
    }

    /// Decodes one escape sequence of a double-quoted scalar (YAML 1.2.2 section 5.7).
    ///
    /// - Returns: The offset just past the escape.
    private func appendEscape(_ line: SourceLine, at start: Int, to result: inout [UInt8]) throws -> Int {
        let code = bytes[start + 1]
        var hexDigits = 0
        switch code {
        case UInt8(ascii: "0"): result.append(0x00)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "t"), 0x09: result.append(0x09)
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "e"): result.append(0x1B)
        case 0x20, UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): result.append(code)
        case UInt8(ascii: "N"): result.append(contentsOf: [0xC2, 0x85])
        case UInt8(ascii: "_"): result.append(contentsOf: [0xC2, 0xA0])
        case UInt8(ascii: "L"): result.append(contentsOf: [0xE2, 0x80, 0xA8])
        case UInt8(ascii: "P"): result.append(contentsOf: [0xE2, 0x80, 0xA9])
        case UInt8(ascii: "x"): hexDigits = 2
        case UInt8(ascii: "u"): hexDigits = 4
        case UInt8(ascii: "U"): hexDigits = 8
        default:
            throw FrontMatterError.invalidEscape(context(line, at: start, found: String(decoding: escapeBytes(start, 2, line), as: UTF8.self)))
        }
        guard hexDigits > 0 else { return start + 2 }
        var value: UInt32 = 0
        var index = start + 2
        while index < start + 2 + hexDigits {
            guard index < line.contentEnd, let digit = hexValue(bytes[index]) else {
                throw FrontMatterError.invalidEscape(context(line, at: start, found: String(decoding: escapeBytes(start, index - start + 1, line), as: UTF8.self)))
            }
            value = value << 4 | digit
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw FrontMatterError.invalidEscape(context(line, at: start, found: text(start..<index)))
        }
        result.append(contentsOf: String(scalar).utf8)
        return index
    }

    /// Up to `count` bytes of an escape, clipped to the line, for error messages.
    private func escapeBytes(_ start: Int, _ count: Int, _ line: SourceLine) -> [UInt8] {
        var end = min(start + count, line.contentEnd)
        // Never cut a UTF-8 sequence in half.
        while end < line.contentEnd, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return Array(bytes[start..<end])
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
