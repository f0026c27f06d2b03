/// The first phase of CommonMark 0.31.2 (appendix "A parsing strategy"): lines into a tree of
/// blocks, each line matched against the open blocks, then against block starts.
///
/// A port of the reference parser's algorithm (commonmark.js `blocks.js`, cmark `blocks.c`):
/// columns count tab stops of 4 (spec section 2.2); paragraphs and headings keep their raw text
/// for the inline phase (`MarkdownInlineParser`), which runs on every such block after the last
/// line, once the link reference definitions of the whole document are known.
struct MarkdownBlockParser {
    let options: MarkdownRenderer.Options
    var tree = MarkdownTree()
    var references: [String: MarkdownReference] = [:]

    let document: Int
    var tip: Int
    var oldTip: Int
    var lastMatchedContainer: Int
    var allClosed = true

    var line: [UInt8] = []
    var lineNumber = 0
    /// Byte offset and column (tab stops of 4) in the current line.
    var offset = 0
    var column = 0
    var nextNonspace = 0
    var nextNonspaceColumn = 0
    var indent = 0
    var indented = false
    var blank = false
    var partiallyConsumedTab = false
    var lastLineLength = 0

    init(options: MarkdownRenderer.Options) {
        self.options = options
        document = tree.make(.document, line: 1)
        tip = document
        oldTip = document
        lastMatchedContainer = document
    }

    /// Parses a whole text into a document tree with its inlines.
    mutating func parse(_ text: String) -> MarkdownTree {
        var bytes = Array(text.utf8)
        var start = 0
        var index = 0
        // Insecure character U+0000 (spec section 2.3) becomes U+FFFD.
        if bytes.contains(0) {
            var cleaned: [UInt8] = []
            cleaned.reserveCapacity(bytes.count + 8)
            for byte in bytes { if byte == 0 { cleaned.append(contentsOf: [0xEF, 0xBF, 0xBD]) } else { cleaned.append(byte) } }
            bytes = cleaned
        }
        let total = bytes.count
        while index < total {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                incorporate(bytes[start..<index])
                if byte == 0x0D && index + 1 < total && bytes[index + 1] == 0x0A { index += 1 }
                index += 1
                start = index
            } else {
                index += 1
            }
        }
        if start < total { incorporate(bytes[start..<total]) }
        while tip >= 0 { finalize(tip, line: lineNumber) }
        var inlines = MarkdownInlineParser(options: options, references: references)
        inlines.parseInlines(in: &tree)
        return tree
    }

    // MARK: Position in the line

    func peek(_ index: Int) -> UInt8? { index < line.count ? line[index] : nil }

    mutating func findNextNonspace() {
        var index = offset
        var columns = column
        while index < line.count {
            let byte = line[index]
            if byte == 0x20 {
                index += 1
                columns += 1
            } else if byte == 0x09 {
                index += 1
                columns += 4 - columns % 4
            } else {
                break
            }
        }
        blank = index == line.count
        nextNonspace = index
        nextNonspaceColumn = columns
        indent = nextNonspaceColumn - column
        indented = indent >= 4
    }

    mutating func advanceNextNonspace() {
        offset = nextNonspace
        column = nextNonspaceColumn
        partiallyConsumedTab = false
    }

    /// Advances by `count` characters, or by `count` columns when `columns` (a tab may then be
    /// consumed in part).
    mutating func advanceOffset(_ count: Int, columns: Bool) {
        var count = count
        while count > 0 && offset < line.count {
            if line[offset] == 0x09 {
                let charsToTab = 4 - column % 4
                if columns {
                    partiallyConsumedTab = charsToTab > count
                    let advance = min(count, charsToTab)
                    column += advance
                    offset += partiallyConsumedTab ? 0 : 1
                    count -= advance
                } else {
                    partiallyConsumedTab = false
                    column += charsToTab
                    offset += 1
                    count -= 1
                }
            } else {
                partiallyConsumedTab = false
                offset += 1
                column += 1
                count -= 1
            }
        }
    }

    /// Adds the rest of the line to the tip's text.
    mutating func addLine() {
        if partiallyConsumedTab {
            offset += 1
            let charsToTab = 4 - column % 4
            tree[tip].content.append(contentsOf: repeatElement(0x20, count: charsToTab))
        }
        if offset < line.count { tree[tip].content.append(contentsOf: line[offset...]) }
        tree[tip].content.append(0x0A)
    }

    /// Adds a block under the tip, closing blocks that cannot contain it.
    @discardableResult
    mutating func addChild(_ kind: MarkdownNode.Kind) -> Int {
        while !Self.canContain(tree[tip].kind, kind) { finalize(tip, line: lineNumber - 1) }
        let node = tree.make(kind, line: lineNumber)
        tree.append(node, to: tip)
        tip = node
        return node
    }

    static func canContain(_ parent: MarkdownNode.Kind, _ child: MarkdownNode.Kind) -> Bool {
        switch parent {
        case .document, .blockQuote, .item: return child != .item
        case .list: return child == .item
        case .table: return child == .tableRow
        case .tableRow: return child == .tableCell
        default: return false
        }
    }

    static func acceptsLines(_ kind: MarkdownNode.Kind) -> Bool {
        kind == .paragraph || kind == .codeBlock || kind == .htmlBlock
    }

    mutating func closeUnmatchedBlocks() {
        if allClosed { return }
        while oldTip != lastMatchedContainer {
            let parent = tree[oldTip].parent
            finalize(oldTip, line: lineNumber - 1)
            oldTip = parent
        }
        allClosed = true
    }

    // MARK: One line

    mutating func incorporate(_ text: ArraySlice<UInt8>) {
        line.removeAll(keepingCapacity: true)
        line.append(contentsOf: text)
        offset = 0
        column = 0
        blank = false
        partiallyConsumedTab = false
        lineNumber += 1
        oldTip = tip

        // Each open block, outermost first, checks whether the line continues it.
        var container = document
        var lastChild = tree[container].lastChild
        matching: while lastChild >= 0 && tree[lastChild].isOpen {
            container = lastChild
            findNextNonspace()
            switch continues(container) {
            case .matched:
                lastChild = tree[container].lastChild
            case .failed:
                container = tree[container].parent
                break matching
            case .lineConsumed:
                return
            }
        }
        allClosed = container == oldTip
        lastMatchedContainer = container

        var matchedLeaf = tree[container].kind != .paragraph && Self.acceptsLines(tree[container].kind)
        starts: while !matchedLeaf {
            findNextNonspace()
            if !indented && !Self.maybeSpecial(peek(nextNonspace)) {
                advanceNextNonspace()
                break
            }
            switch startBlock(in: container) {
            case .none:
                advanceNextNonspace()
                break starts
            case .container:
                container = tip
            case .leaf:
                container = tip
                matchedLeaf = true
            }
        }

        if !allClosed && !blank && tree[tip].kind == .paragraph {
            addLine() // lazy continuation line
        } else {
            closeUnmatchedBlocks()
            if blank, tree[container].lastChild >= 0 {
                tree[tree[container].lastChild].lastLineBlank = true
            }
            let kind = tree[container].kind
            let lastLineBlank = blank && !(kind == .blockQuote || (kind == .codeBlock && tree[container].flag)
                || (kind == .item && tree[container].firstChild < 0 && tree[container].startLine == lineNumber))
            var ancestor = container
            while ancestor >= 0 {
                tree[ancestor].lastLineBlank = lastLineBlank
                ancestor = tree[ancestor].parent
            }
            if Self.acceptsLines(kind) {
                addLine()
                if kind == .htmlBlock, (1...5).contains(tree[container].level),
                   MarkdownHTMLScanner.endsBlock(type: tree[container].level, line[min(offset, line.count)...]) {
                    lastLineLength = line.count
                    finalize(container, line: lineNumber)
                }
            } else if offset < line.count && !blank {
                if kind == .table {
                    addTableRow(to: container)
                } else {
                    addChild(.paragraph)
                    advanceNextNonspace()
                    addLine()
                }
            }
        }
        lastLineLength = line.count
    }

    /// Whether a byte may begin a block start other than a paragraph (fast path).
    static func maybeSpecial(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        switch byte {
        case UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "+"),
             UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "-"),
             UInt8(ascii: "|"), UInt8(ascii: ":"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return false
        }
    }

    // MARK: Closing blocks

    /// Closes a block: the work each kind does when it ends, then its parent becomes the tip.
    mutating func finalize(_ block: Int, line endLine: Int) {
        let parent = tree[block].parent
        tree[block].isOpen = false
        tree[block].endLine = endLine
        switch tree[block].kind {
        case .paragraph:
            var content = tree[block].content
            var consumed = 0
            while consumed < content.count && content[consumed] == UInt8(ascii: "[") {
                let used = MarkdownInlineParser.parseReference(content, from: consumed, into: &references)
                if used == 0 { break }
                consumed += used
            }
            if consumed > 0 {
                content.removeFirst(consumed)
                tree[block].content = content
            }
            if content.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) { tree.detach(block) }
        case .codeBlock:
            let content = tree[block].content
            if tree[block].flag {
                let newline = content.firstIndex(of: 0x0A) ?? content.count
                let info = MarkdownText.trimmed(content[..<newline])
                tree[block].info = MarkdownText.unescaped(info)
                tree[block].content = newline < content.count ? Array(content[(newline + 1)...]) : []
            } else {
                // Trailing blank lines are not part of an indented code block (/(\n *)+$/ -> "\n").
                let end = MarkdownText.endBeforeBlankLines(content)
                if end < content.count { tree[block].content = Array(content[..<end]) + [0x0A] }
            }
        case .htmlBlock:
            let content = tree[block].content
            tree[block].content = Array(content[..<MarkdownText.endBeforeBlankLines(content)])
        case .list:
            finalizeList(block)
        default:
            break
        }
        tip = parent
    }

    /// Whether a block, or its last descendant list item, ends with a blank line.
    mutating func endsWithBlankLine(_ start: Int) -> Bool {
        var block = start
        while block >= 0 {
            if tree[block].lastLineBlank { return true }
            let kind = tree[block].kind
            if !tree[block].lastLineChecked && (kind == .list || kind == .item) {
                tree[block].lastLineChecked = true
                block = tree[block].lastChild
            } else {
                tree[block].lastLineChecked = true
                break
            }
        }
        return false
    }

    /// A list is loose when any item is followed by a blank line before the next item, or when
    /// an item's blocks are separated by one (spec section 5.3).
    mutating func finalizeList(_ list: Int) {
        var item = tree[list].firstChild
        while item >= 0 {
            if endsWithBlankLine(item) && tree[item].next >= 0 {
                tree[list].list.isTight = false
                return
            }
            var sub = tree[item].firstChild
            while sub >= 0 {
                if endsWithBlankLine(sub) && (tree[item].next >= 0 || tree[sub].next >= 0) {
                    tree[list].list.isTight = false
                    return
                }
                sub = tree[sub].next
            }
            item = tree[item].next
        }
    }
}

/// A link reference definition (spec section 4.7): its destination and title, as they will be
/// written.
struct MarkdownReference {
    var destination: [UInt8]
    var title: [UInt8]
}
