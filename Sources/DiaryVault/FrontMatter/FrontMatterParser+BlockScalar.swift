/// Literal (`|`) and folded (`>`) block scalars (YAML 1.2.2 section 8.1).
extension FrontMatterParser {
    /// How a block scalar treats its final line breaks (section 8.1.1.2).
    enum Chomping {
        /// `-`: no final line break.
        case strip
        /// Default: one final line break.
        case clip
        /// `+`: the final line break and every trailing empty line.
        case keep
    }

    /// Parses a block scalar whose header (`|`, `>`, with optional indicators) is at `start`.
    ///
    /// Indentation is the header's indentation indicator, or detected from the first non-empty
    /// line the way PyYAML does (section 8.1.1.1). Trailing empty lines belong to the field only
    /// with `+` chomping; otherwise they are left as blank lines after it.
    ///
    /// - Throws: ``FrontMatterError/invalidBlockScalarHeader(_:)``.
    func parseBlockScalar(_ index: Int, at start: Int) throws -> ParsedValue {
        let header = lines[index]
        let isLiteral = bytes[start] == UInt8(ascii: "|")
        var position = start + 1
        var chomping: Chomping?
        var explicitIndent: Int?
        for _ in 0..<2 where position < header.contentEnd {
            let byte = bytes[position]
            if chomping == nil, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") {
                chomping = byte == UInt8(ascii: "-") ? .strip : .keep
            } else if explicitIndent == nil, byte >= UInt8(ascii: "1"), byte <= UInt8(ascii: "9") {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
            } else {
                break
            }
            position += 1
        }
        let headerEnd = position
        if position < header.contentEnd, !isBlank(bytes[position]) {
            var end = position
            while end < header.contentEnd, !isBlank(bytes[end]) { end += 1 }
            throw FrontMatterError.invalidBlockScalarHeader(context(header, at: start, found: text(start..<end)))
        }
        try expectLineEnd(after: headerEnd, on: header)

        let indent = explicitIndent ?? detectIndent(after: index)
        // Collect content lines: each is nil for an empty line, else its text after the indent.
        var content: [String?] = []
        var lastNonEmpty = -1
        var next = index + 1
        while next < lines.count {
            let line = lines[next]
            var spaces = 0
            while line.start + spaces < line.contentEnd, bytes[line.start + spaces] == 0x20 { spaces += 1 }
            if line.start + spaces == line.contentEnd, spaces <= indent {
                content.append(nil)
            } else if spaces >= indent {
                content.append(text(line.start + indent..<line.contentEnd))
                lastNonEmpty = content.count - 1
            } else {
                break
            }
            next += 1
        }
        let chomp = chomping ?? .clip
        let trailingEmpty = content.count - 1 - lastNonEmpty
        var value = ""
        if lastNonEmpty >= 0 {
            value = isLiteral ? literal(content[...lastNonEmpty]) : folded(content[...lastNonEmpty])
            if chomp != .strip { value += "\n" }
        }
        if chomp == .keep { value += String(repeating: "\n", count: trailingEmpty) }
        let endLine = chomp == .keep ? index + content.count : index + 1 + lastNonEmpty
        let scalar = FrontMatterScalar(text: value, style: isLiteral ? .literal : .folded)
        return ParsedValue(node: .scalar(scalar), endLine: max(endLine, index), valueEnd: endLine > index ? lines[endLine].contentEnd : headerEnd)
    }

    /// The content indentation of a block scalar with no indentation indicator: the larger of
    /// the first non-empty line's spaces and the spaces of the empty lines before it, at least 1.
    private func detectIndent(after index: Int) -> Int {
        var maxSpaces = 0
        var next = index + 1
        while next < lines.count {
            let line = lines[next]
            var spaces = 0
            while line.start + spaces < line.contentEnd, bytes[line.start + spaces] == 0x20 { spaces += 1 }
            maxSpaces = max(maxSpaces, spaces)
            if line.start + spaces < line.contentEnd { break }
            next += 1
        }
        return max(1, maxSpaces)
    }

    /// Joins literal lines with line feeds; empty lines are empty.
    private func literal(_ content: ArraySlice<String?>) -> String {
        content.map { $0 ?? "" }.joined(separator: "\n")
    }

    /// Folds lines (section 8.1.3): a break between two lines that do not start with a blank is a
    /// space, or is dropped when empty lines follow it; breaks around more-indented lines stay.
    private func folded(_ content: ArraySlice<String?>) -> String {
        var result = ""
        var breaks = 0
        var previousIsNormal = false
        var isFirst = true
        for line in content {
            guard let line else {
                breaks += 1
                continue
            }
            let isNormal = !(line.hasPrefix(" ") || line.hasPrefix("\t"))
            if isFirst {
                result += String(repeating: "\n", count: breaks)
                isFirst = false
            } else if previousIsNormal && isNormal {
                result += breaks == 0 ? " " : String(repeating: "\n", count: breaks)
            } else {
                result += String(repeating: "\n", count: breaks + 1)
            }
            result += line
            previousIsNormal = isNormal
            breaks = 0
        }
        return result
    }
}
