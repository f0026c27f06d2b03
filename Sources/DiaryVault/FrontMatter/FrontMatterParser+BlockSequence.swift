/// Block sequences: one `- item` per line (YAML 1.2.2 section 8.2.1).
extension FrontMatterParser {
    /// Parses a block sequence whose first `-` is at `indent` spaces on line `start`.
    ///
    /// Items are scalars (plain, possibly continued on more-indented lines, or quoted). A sequence
    /// holding anything else (nested sequences or mappings, block scalars, anchors) is kept raw.
    ///
    /// - Throws: ``FrontMatterError/tabIndentation(_:)``, ``FrontMatterError/unexpectedIndentation(_:)``
    ///   and the scalar errors.
    func parseBlockSequence(from start: Int, indent: Int) throws -> ParsedValue {
        // First the extent: item lines at `indent`, more-indented lines, and the blank or comment
        // lines between them.
        var itemStarts: [Int] = []
        var last = start
        var next = start
        while next < lines.count {
            let line = lines[next]
            let lead = leading(line)
            guard let first = lead.firstContent else {
                next += 1
                continue
            }
            if bytes[first] == UInt8(ascii: "#") {
                next += 1
                continue
            }
            if let tab = lead.tab, lead.spaces <= indent {
                throw FrontMatterError.tabIndentation(context(line, at: tab, found: "\t"))
            }
            if lead.spaces == indent, first == line.start + indent, bytes[first] == UInt8(ascii: "-"),
               isBlankOrEnd(first + 1, line) {
                itemStarts.append(next)
            } else if lead.spaces <= indent {
                break
            }
            last = next
            next += 1
        }

        var items: [FrontMatterScalar] = []
        for (number, itemLine) in itemStarts.enumerated() {
            let itemEnd = number + 1 < itemStarts.count ? itemStarts[number + 1] - 1 : last
            guard let item = try parseSequenceItem(itemLine, through: itemEnd, indent: indent) else {
                return ParsedValue(node: .raw(normalizedText(from: lines[start].start, to: lines[last].contentEnd)),
                                   endLine: last, valueEnd: lines[last].contentEnd)
            }
            items.append(item)
        }
        return ParsedValue(node: .sequence(items, style: .block(indent: indent)), endLine: last, valueEnd: lines[last].contentEnd)
    }

    /// Parses one item of a block sequence, or returns `nil` when it is not a scalar.
    private func parseSequenceItem(_ index: Int, through itemEnd: Int, indent: Int) throws -> FrontMatterScalar? {
        let line = lines[index]
        var position = line.start + indent + 1
        while position < line.contentEnd, isBlank(bytes[position]) { position += 1 }
        let hasContentBelow = (index + 1...max(index + 1, itemEnd)).contains { $0 <= itemEnd && $0 > index && !isBlankOrComment(lines[$0]) }
        guard position < line.contentEnd, bytes[position] != UInt8(ascii: "#") else {
            return hasContentBelow ? nil : FrontMatterScalar(text: "", style: .plain)
        }
        let byte = bytes[position]
        let value: ParsedValue
        switch byte {
        case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "&"),
             UInt8(ascii: "*"), UInt8(ascii: "!"):
            return nil
        case UInt8(ascii: "-") where isBlankOrEnd(position + 1, line), UInt8(ascii: "?") where isBlankOrEnd(position + 1, line), UInt8(ascii: ":") where isBlankOrEnd(position + 1, line):
            return nil
        case UInt8(ascii: "@"), UInt8(ascii: "`"), UInt8(ascii: "%"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
            throw FrontMatterError.reservedIndicator(context(line, at: position, found: String(UnicodeScalar(byte))))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            if hasMappingIndicator(line, from: position) { return nil }
            value = try parseQuoted(index, at: position, lastLine: itemEnd)
            try expectLineEnd(after: value.valueEnd, on: lines[value.endLine])
        default:
            if hasMappingIndicator(line, from: position) { return nil }
            value = try parsePlain(index, at: position, minIndent: indent + 1, lastLine: itemEnd)
        }
        // Nothing but blank lines and comments may follow the item's value within the item.
        var after = value.endLine + 1
        while after <= itemEnd {
            let lead = leading(lines[after])
            if let first = lead.firstContent, bytes[first] != UInt8(ascii: "#") {
                throw FrontMatterError.unexpectedIndentation(context(lines[after], at: first, found: text(first..<lines[after].contentEnd)))
            }
            after += 1
        }
        guard case .scalar(let scalar) = value.node else { return nil }
        return scalar
    }
}
