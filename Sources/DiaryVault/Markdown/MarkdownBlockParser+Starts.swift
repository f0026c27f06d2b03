extension MarkdownBlockParser {
    /// What an open block makes of the current line (the reference's `continue`).
    enum Continuation { case matched, failed, lineConsumed }

    /// What a block start did with the current line.
    enum Start { case none, container, leaf }

    /// Whether an open block continues on the current line (spec sections 4 and 5, each block's
    /// "continuation" rule); may advance the offset past the block's marker.
    mutating func continues(_ container: Int) -> Continuation {
        switch tree[container].kind {
        case .document, .list:
            return .matched
        case .blockQuote:
            guard !indented, peek(nextNonspace) == UInt8(ascii: ">") else { return .failed }
            advanceNextNonspace()
            advanceOffset(1, columns: false)
            if let byte = peek(offset), byte == 0x20 || byte == 0x09 { advanceOffset(1, columns: true) }
            return .matched
        case .item:
            let data = tree[container].list
            if blank {
                if tree[container].firstChild < 0 { return .failed } // a blank line after an empty item
                advanceNextNonspace()
            } else if indent >= data.markerOffset + data.padding {
                advanceOffset(data.markerOffset + data.padding, columns: true)
            } else {
                return .failed
            }
            return .matched
        case .codeBlock:
            let node = tree[container]
            if node.flag {
                if indent <= 3, let length = closingFenceLength(character: node.fenceCharacter), length >= node.fenceLength {
                    lastLineLength = offset + indent + length
                    finalize(container, line: lineNumber)
                    return .lineConsumed
                }
                var remaining = node.fenceOffset
                while remaining > 0, let byte = peek(offset), byte == 0x20 || byte == 0x09 {
                    advanceOffset(1, columns: true)
                    remaining -= 1
                }
            } else if indent >= 4 {
                advanceOffset(4, columns: true)
            } else if blank {
                advanceNextNonspace()
            } else {
                return .failed
            }
            return .matched
        case .htmlBlock:
            return blank && (tree[container].level == 6 || tree[container].level == 7) ? .failed : .matched
        case .paragraph:
            return blank ? .failed : .matched
        case .table:
            return blank ? .failed : .matched
        default:
            return .failed
        }
    }

    /// The length of a closing code fence of `character` at the next nonspace: 3 or more of
    /// it, then only spaces or tabs (spec section 4.5); `nil` when the line is not one.
    func closingFenceLength(character: UInt8) -> Int? {
        var index = nextNonspace
        while index < line.count && line[index] == character { index += 1 }
        let length = index - nextNonspace
        guard length >= 3 else { return nil }
        while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
        return index == line.count ? length : nil
    }

    /// Tries the block starts in the spec's order of precedence: block quote, ATX heading,
    /// fenced code, HTML block, table (extension), setext heading, thematic break, list item,
    /// indented code.
    mutating func startBlock(in container: Int) -> Start {
        let byte = peek(nextNonspace)
        if !indented {
            switch byte {
            case UInt8(ascii: ">"):
                advanceNextNonspace()
                advanceOffset(1, columns: false)
                if let next = peek(offset), next == 0x20 || next == 0x09 { advanceOffset(1, columns: true) }
                closeUnmatchedBlocks()
                addChild(.blockQuote)
                return .container
            case UInt8(ascii: "#"):
                if startATXHeading() { return .leaf }
            case UInt8(ascii: "`"), UInt8(ascii: "~"):
                if startFencedCode() { return .leaf }
            case UInt8(ascii: "<"):
                if startHTMLBlock(in: container) { return .leaf }
            default:
                break
            }
            if options.extensions.contains(.tables), tree[container].kind == .paragraph, startTable(in: container) {
                return .leaf
            }
            if tree[container].kind == .paragraph, let start = startSetextHeading(in: container) {
                return start
            }
            if startThematicBreak() { return .leaf }
        }
        if !indented || tree[container].kind == .list, startListItem(in: container) { return .container }
        if indented && tree[tip].kind != .paragraph && !blank {
            advanceOffset(4, columns: true)
            closeUnmatchedBlocks()
            addChild(.codeBlock)
            return .leaf
        }
        return .none
    }

    /// `#` to `######`, then a space, a tab or the end of the line (spec section 4.2).
    mutating func startATXHeading() -> Bool {
        var index = nextNonspace
        while index < line.count && line[index] == UInt8(ascii: "#") { index += 1 }
        let level = index - nextNonspace
        guard level <= 6, index == line.count || line[index] == 0x20 || line[index] == 0x09 else { return false }
        advanceNextNonspace()
        advanceOffset(level, columns: false)
        closeUnmatchedBlocks()
        let heading = addChild(.heading)
        tree[heading].level = level
        // The closing sequence: spaces, #s, spaces at the end; the #s need a space before them
        // unless they are the whole content.
        var end = line.count
        while end > offset && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        var hashes = end
        while hashes > offset && line[hashes - 1] == UInt8(ascii: "#") { hashes -= 1 }
        if hashes < end {
            if hashes == offset {
                end = hashes
            } else if line[hashes - 1] == 0x20 || line[hashes - 1] == 0x09 {
                end = hashes
            }
        }
        var start = offset
        while start < end && (line[start] == 0x20 || line[start] == 0x09) { start += 1 }
        while end > start && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        tree[heading].content = Array(line[start..<end])
        advanceOffset(line.count - offset, columns: false)
        return true
    }

    /// Three or more backticks (with no backtick in the info string) or tildes (section 4.5).
    mutating func startFencedCode() -> Bool {
        let character = line[nextNonspace]
        var index = nextNonspace
        while index < line.count && line[index] == character { index += 1 }
        let length = index - nextNonspace
        guard length >= 3 else { return false }
        if character == UInt8(ascii: "`") && line[index...].contains(UInt8(ascii: "`")) { return false }
        closeUnmatchedBlocks()
        let code = addChild(.codeBlock)
        tree[code].flag = true
        tree[code].fenceCharacter = character
        tree[code].fenceLength = length
        tree[code].fenceOffset = indent
        advanceNextNonspace()
        advanceOffset(length, columns: false)
        return true
    }

    /// The seven start conditions of HTML blocks (spec section 4.6); the seventh cannot
    /// interrupt a paragraph.
    mutating func startHTMLBlock(in container: Int) -> Bool {
        let rest = line[nextNonspace...]
        for type in 1...7 {
            guard MarkdownHTMLScanner.startsBlock(type: type, rest) else { continue }
            if type == 7 && (tree[container].kind == .paragraph || (!allClosed && !blank && tree[tip].kind == .paragraph)) {
                return false
            }
            closeUnmatchedBlocks()
            let block = addChild(.htmlBlock)
            tree[block].level = type
            return true
        }
        return false
    }

    /// A line of `=` or `-` under a paragraph (spec section 4.3); the paragraph's leading link
    /// reference definitions are read first, and a paragraph of nothing else stays one.
    mutating func startSetextHeading(in container: Int) -> Start? {
        guard let character = peek(nextNonspace), character == UInt8(ascii: "=") || character == UInt8(ascii: "-") else { return nil }
        var index = nextNonspace
        while index < line.count && line[index] == character { index += 1 }
        while index < line.count && (line[index] == 0x20 || line[index] == 0x09) { index += 1 }
        guard index == line.count else { return nil }
        closeUnmatchedBlocks()
        var content = tree[container].content
        var consumed = 0
        while consumed < content.count && content[consumed] == UInt8(ascii: "[") {
            let used = MarkdownInlineParser.parseReference(content, from: consumed, into: &references)
            if used == 0 { break }
            consumed += used
        }
        content.removeFirst(consumed)
        tree[container].content = content
        guard !content.isEmpty else { return Start.none }
        let heading = tree.make(.heading, line: tree[container].startLine)
        tree[heading].level = character == UInt8(ascii: "=") ? 1 : 2
        tree[heading].content = content
        tree.insert(heading, after: container)
        tree.detach(container)
        tip = heading
        advanceOffset(line.count - offset, columns: false)
        return .leaf
    }

    /// Three or more `*`, `-` or `_`, with only spaces or tabs between (spec section 4.1).
    mutating func startThematicBreak() -> Bool {
        guard let character = peek(nextNonspace),
              character == UInt8(ascii: "*") || character == UInt8(ascii: "-") || character == UInt8(ascii: "_") else { return false }
        var count = 0
        for byte in line[nextNonspace...] {
            if byte == character { count += 1 } else if byte != 0x20 && byte != 0x09 { return false }
        }
        guard count >= 3 else { return false }
        closeUnmatchedBlocks()
        addChild(.thematicBreak)
        advanceOffset(line.count - offset, columns: false)
        return true
    }

    /// A list marker (`-`, `+`, `*`, or 1 to 9 digits and `.` or `)`) and the item it starts
    /// (spec section 5.2), with the content's indentation rule.
    mutating func startListItem(in container: Int) -> Bool {
        guard indent < 4, let first = peek(nextNonspace) else { return false }
        var data = MarkdownNode.ListData()
        data.markerOffset = indent
        var markerLength = 0
        let interruptsParagraph = tree[container].kind == .paragraph
        if first == UInt8(ascii: "*") || first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            data.delimiter = first
            markerLength = 1
        } else if MarkdownText.isDigit(first) {
            var index = nextNonspace
            var value = 0
            while index < line.count && MarkdownText.isDigit(line[index]) && index - nextNonspace < 10 {
                value = value * 10 + Int(line[index] - 0x30)
                index += 1
            }
            let digits = index - nextNonspace
            guard digits <= 9, index < line.count, line[index] == UInt8(ascii: ".") || line[index] == UInt8(ascii: ")") else { return false }
            guard !interruptsParagraph || value == 1 else { return false }
            data.isOrdered = true
            data.start = value
            data.delimiter = line[index]
            markerLength = digits + 1
        } else {
            return false
        }
        let after = nextNonspace + markerLength
        if let next = peek(after), next != 0x20 && next != 0x09 { return false }
        if interruptsParagraph && line[after...].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return false }

        advanceNextNonspace()
        advanceOffset(markerLength, columns: true)
        let spacesStartColumn = column
        let spacesStartOffset = offset
        repeat {
            advanceOffset(1, columns: true)
        } while column - spacesStartColumn < 5 && (peek(offset) == 0x20 || peek(offset) == 0x09)
        let blankItem = peek(offset) == nil
        let spacesAfterMarker = column - spacesStartColumn
        if spacesAfterMarker >= 5 || spacesAfterMarker < 1 || blankItem {
            data.padding = markerLength + 1
            column = spacesStartColumn
            offset = spacesStartOffset
            partiallyConsumedTab = false
            if let byte = peek(offset), byte == 0x20 || byte == 0x09 { advanceOffset(1, columns: true) }
        } else {
            data.padding = markerLength + spacesAfterMarker
        }

        closeUnmatchedBlocks()
        let tipData = tree[tip].list
        if tree[tip].kind != .list || tipData.isOrdered != data.isOrdered || tipData.delimiter != data.delimiter {
            let list = addChild(.list)
            tree[list].list = data
        }
        let item = addChild(.item)
        tree[item].list = data
        return true
    }
}
