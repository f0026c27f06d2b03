/// The inline extensions: task list markers (GFM section 5.3), Obsidian's wikilinks and
/// embeds, and extended autolinks (GFM section 6.9).
extension MarkdownInlineParser {
    /// `[ ]`, `[x]` or `[X]` and a space or tab at the start of an item's first paragraph
    /// becomes a checkbox.
    mutating func readTaskMarker(in tree: inout MarkdownTree) {
        let parent = tree[block].parent
        guard parent >= 0, tree[parent].kind == .item, tree[parent].firstChild == block, subject.count >= 4,
              subject[0] == UInt8(ascii: "["), subject[2] == UInt8(ascii: "]"), MarkdownText.isSpaceOrTab(subject[3]) else { return }
        let mark = subject[1]
        guard mark == 0x20 || mark == UInt8(ascii: "x") || mark == UInt8(ascii: "X") else { return }
        let checkbox = tree.make(.taskCheckbox)
        tree[checkbox].level = mark == 0x20 ? 0 : 1
        tree.append(checkbox, to: block)
        position = 4
        while position < subject.count && MarkdownText.isSpaceOrTab(subject[position]) { position += 1 }
    }

    /// `[[target]]`, `[[target|alias]]`, `[[target#heading]]`, or with `embed` `![[target]]`:
    /// no brackets or line ending inside, a non-empty target.
    mutating func parseWikilink(embed: Bool, in tree: inout MarkdownTree) -> Bool {
        let open = position + (embed ? 3 : 2)
        guard peek(embed ? 1 : 0) == UInt8(ascii: "["), peek(embed ? 2 : 1) == UInt8(ascii: "[") else { return false }
        var index = open
        while index < subject.count {
            let byte = subject[index]
            if byte == UInt8(ascii: "]") { break }
            if byte == UInt8(ascii: "[") || byte == 0x0A { return false }
            index += 1
        }
        guard index + 1 < subject.count, subject[index + 1] == UInt8(ascii: "]") else { return false }
        let inner = subject[open..<index]
        let bar = inner.firstIndex(of: UInt8(ascii: "|"))
        let target = MarkdownText.trimmed(inner[..<(bar ?? inner.endIndex)])
        let hash = target.firstIndex(of: UInt8(ascii: "#"))
        let path = MarkdownText.trimmed(target[..<(hash ?? target.endIndex)])
        guard !path.isEmpty || hash != nil else { return false }
        let node = tree.make(embed ? .embed : .wikilink)
        tree[node].destination = Array(path)
        if let hash {
            tree[node].info = Array(MarkdownText.trimmed(target[(hash + 1)...]))
            tree[node].flag = true
        }
        if let bar {
            tree[node].content = Array(MarkdownText.trimmed(inner[(bar + 1)...]))
            tree[node].level = 1
        }
        tree.append(node, to: block)
        position = index + 2
        return true
    }

    // MARK: Extended autolinks

    /// Turns `www.`, `http://`, `https://` and email addresses in the text under `node` (not
    /// inside links) into links; the walk keeps its own stack (emphasis may nest deeply).
    mutating func linkBareURLs(under node: Int, in tree: inout MarkdownTree) {
        var pending = [tree[node].firstChild]
        while var child = pending.popLast() {
            while child >= 0 {
                let next = tree[child].next
                switch tree[child].kind {
                case .text:
                    // Join the following text nodes first: a URL may span `_` or `*` read as text.
                    while tree[child].next >= 0 && tree[tree[child].next].kind == .text {
                        let following = tree[child].next
                        tree[child].content.append(contentsOf: tree[following].content)
                        tree.detach(following)
                    }
                    let after = tree[child].next
                    linkBareURLs(inText: child, in: &tree)
                    child = after
                    continue
                case .link, .image, .code, .htmlInline, .wikilink, .embed:
                    break
                default:
                    if tree[child].firstChild >= 0 { pending.append(tree[child].firstChild) }
                }
                child = next
            }
        }
    }

    /// Splits one text node around the bare URLs and addresses it holds.
    mutating func linkBareURLs(inText node: Int, in tree: inout MarkdownTree) {
        let text = tree[node].content
        guard text.contains(UInt8(ascii: ".")) else { return }
        var pieces: [(range: Range<Int>, href: [UInt8])] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            let atBoundary = index == 0 || Self.isAutolinkBoundary(text[index - 1])
            if atBoundary, byte == UInt8(ascii: "w") || byte == UInt8(ascii: "h") || byte == UInt8(ascii: "W") || byte == UInt8(ascii: "H") {
                var domainStart = -1
                var prefix: [UInt8] = []
                if MarkdownHTMLScanner.hasPrefixIgnoringCase(text[index...], Array("www.".utf8)) {
                    domainStart = index
                    prefix = Array("http://".utf8)
                } else if MarkdownHTMLScanner.hasPrefixIgnoringCase(text[index...], Array("http://".utf8)) {
                    domainStart = index + 7
                } else if MarkdownHTMLScanner.hasPrefixIgnoringCase(text[index...], Array("https://".utf8)) {
                    domainStart = index + 8
                }
                if domainStart >= 0, let end = Self.urlEnd(text, domainStart: domainStart) {
                    pieces.append((index..<end, prefix + MarkdownText.normalizedURL(Array(text[index..<end]))))
                    index = end
                    continue
                }
            }
            if byte == UInt8(ascii: "@"), let range = Self.emailRange(text, at: index), range.lowerBound >= (pieces.last?.range.upperBound ?? 0) {
                pieces.append((range, Array("mailto:".utf8) + MarkdownText.normalizedURL(Array(text[range]))))
                index = range.upperBound
                continue
            }
            index += 1
        }
        guard !pieces.isEmpty else { return }
        var cursor = 0
        var anchor = node
        tree[node].content = Array(text[0..<pieces[0].range.lowerBound])
        cursor = pieces[0].range.lowerBound
        for piece in pieces {
            if piece.range.lowerBound > cursor {
                let between = tree.makeText(text[cursor..<piece.range.lowerBound])
                tree.insert(between, after: anchor)
                anchor = between
            }
            let link = tree.make(.link)
            tree[link].destination = piece.href
            tree.append(tree.makeText(text[piece.range]), to: link)
            tree.insert(link, after: anchor)
            anchor = link
            cursor = piece.range.upperBound
        }
        if cursor < text.count {
            tree.insert(tree.makeText(text[cursor...]), after: anchor)
        }
    }

    /// What may come before an extended autolink: the start, whitespace, `*`, `_`, `~`, `(`.
    static func isAutolinkBoundary(_ byte: UInt8) -> Bool {
        MarkdownText.isASCIIWhitespace(byte) || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "(")
    }

    /// The end of an extended URL autolink whose domain starts at `domainStart`: a valid
    /// domain (letters, digits, `-`, `_`, a dot, no `_` in its last two labels), then
    /// anything but whitespace and `<`, less trailing punctuation and unbalanced `)`.
    static func urlEnd(_ text: [UInt8], domainStart: Int) -> Int? {
        var index = domainStart
        var dots = 0
        var lastDot = -1, secondLastDot = -1
        var underscoreAt: [Int] = []
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                secondLastDot = lastDot
                lastDot = index
                dots += 1
            } else if byte == UInt8(ascii: "_") {
                underscoreAt.append(index)
            } else if !(MarkdownText.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte >= 0x80) {
                break
            }
            index += 1
        }
        // A valid domain has a dot, and something after its last one.
        guard index > domainStart, dots > 0, !(dots == 1 && lastDot == index - 1) else { return nil }
        if underscoreAt.contains(where: { $0 > secondLastDot }) { return nil }
        while index < text.count && !MarkdownText.isASCIIWhitespace(text[index]) && text[index] != UInt8(ascii: "<") { index += 1 }
        // Trailing punctuation is not part of the link; nor is a `)` without its `(`.
        var opens = 0, closes = 0
        for byte in text[domainStart..<index] {
            if byte == UInt8(ascii: "(") { opens += 1 } else if byte == UInt8(ascii: ")") { closes += 1 }
        }
        while index > domainStart {
            let last = text[index - 1]
            if "?!.,:*_~'\"".utf8.contains(last) {
                index -= 1
            } else if last == UInt8(ascii: ")") {
                guard closes > opens else { break }
                closes -= 1
                index -= 1
            } else if last == UInt8(ascii: ";") {
                var probe = index - 2
                while probe > domainStart && MarkdownText.isAlphanumeric(text[probe]) { probe -= 1 }
                if probe >= domainStart && text[probe] == UInt8(ascii: "&") { index = probe } else { break }
            } else {
                break
            }
        }
        return index > domainStart ? index : nil
    }

    /// The extended email autolink around the `@` at `at`: letters, digits, `.`, `-`, `_`,
    /// `+` before it, a domain with a dot after it, not ending in `-` or `_`.
    static func emailRange(_ text: [UInt8], at: Int) -> Range<Int>? {
        var start = at
        while start > 0 {
            let byte = text[start - 1]
            guard MarkdownText.isAlphanumeric(byte) || ".-_+".utf8.contains(byte) else { break }
            start -= 1
        }
        guard start < at else { return nil }
        var end = at + 1
        var dots = 0
        while end < text.count {
            let byte = text[end]
            if byte == UInt8(ascii: ".") {
                guard end + 1 < text.count, MarkdownText.isAlphanumeric(text[end + 1]) else { break }
                dots += 1
            } else if !(MarkdownText.isAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")) {
                break
            }
            end += 1
        }
        guard dots > 0, end > at + 1, text[end - 1] != UInt8(ascii: "-"), text[end - 1] != UInt8(ascii: "_") else { return nil }
        return start..<end
    }
}
