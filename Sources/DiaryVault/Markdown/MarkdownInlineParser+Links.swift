/// Links and images: the bracket stack, inline links, reference links and link reference
/// definitions (CommonMark 0.31.2 sections 4.7, 6.3, 6.4).
extension MarkdownInlineParser {
    /// Pushes an opening `[` or `![` on the bracket stack.
    mutating func addBracket(node: Int, index: Int, isImage: Bool) {
        if !brackets.isEmpty { brackets[brackets.count - 1].bracketAfter = true }
        brackets.append(Bracket(node: node, index: index, isImage: isImage, previousDelimiter: lastDelimiter))
    }

    /// A `]`: closes the innermost bracket as a link or image when an inline destination, a
    /// full, collapsed or shortcut reference follows; else it is text.
    mutating func parseCloseBracket(in tree: inout MarkdownTree) {
        let start = position
        position += 1
        guard let opener = brackets.last else {
            appendText(subject[start..<position], in: &tree)
            return
        }
        guard opener.active else {
            appendText(subject[start..<position], in: &tree)
            brackets.removeLast()
            return
        }
        let afterBracket = position
        var destination: [UInt8]? = nil
        var title: [UInt8] = []
        var matched = false
        if peek() == UInt8(ascii: "(") {
            position += 1
            skipSpacesAndNewline()
            if let parsed = parseLinkDestination() {
                let beforeTitle = position
                skipSpacesAndNewline()
                if position > beforeTitle, let parsedTitle = parseLinkTitle() { title = parsedTitle }
                skipSpacesAndNewline()
                if peek() == UInt8(ascii: ")") {
                    position += 1
                    destination = parsed
                    matched = true
                }
            }
            if !matched { position = afterBracket }
        }
        if !matched {
            let beforeLabel = position
            let length = parseLinkLabel()
            var label: ArraySlice<UInt8>? = nil
            if length > 2 {
                label = subject[(beforeLabel + 1)..<(beforeLabel + length - 1)]
            } else if !opener.bracketAfter {
                label = subject[opener.index..<start]
            }
            position = length == 0 ? afterBracket : beforeLabel + length
            if let label, let reference = references[Self.normalizedLabel(label)] {
                destination = reference.destination
                title = reference.title
                matched = true
            }
        }
        guard matched, let destination else {
            brackets.removeLast()
            position = afterBracket
            appendText(subject[start..<afterBracket], in: &tree)
            return
        }
        let link = tree.make(opener.isImage ? .image : .link)
        tree[link].destination = destination
        tree[link].info = title
        var child = tree[opener.node].next
        while child >= 0 {
            let next = tree[child].next
            tree.append(child, to: link)
            child = next
        }
        tree.append(link, to: block)
        processEmphasis(bottom: opener.previousDelimiter, in: &tree)
        brackets.removeLast()
        tree.detach(opener.node)
        // No links in links: earlier `[` can no longer open one.
        if !opener.isImage {
            for index in brackets.indices where !brackets[index].isImage { brackets[index].active = false }
        }
    }

    /// Skips spaces and tabs, at most one line ending, then spaces and tabs.
    mutating func skipSpacesAndNewline() {
        while position < subject.count && MarkdownText.isSpaceOrTab(subject[position]) { position += 1 }
        if position < subject.count && subject[position] == 0x0A {
            position += 1
            while position < subject.count && MarkdownText.isSpaceOrTab(subject[position]) { position += 1 }
        }
    }

    /// A link destination (section 6.3): `<...>` without line endings or unescaped `<` `>`, or
    /// a run without spaces or controls whose parentheses balance; normalized as a URL.
    mutating func parseLinkDestination() -> [UInt8]? {
        if peek() == UInt8(ascii: "<") {
            var index = position + 1
            while index < subject.count {
                let byte = subject[index]
                if byte == UInt8(ascii: "\\") && index + 1 < subject.count && MarkdownText.isASCIIPunctuation(subject[index + 1]) {
                    index += 2
                } else if byte == UInt8(ascii: ">") {
                    let raw = subject[(position + 1)..<index]
                    position = index + 1
                    return MarkdownText.normalizedURL(MarkdownText.unescaped(raw))
                } else if byte == UInt8(ascii: "<") || byte == 0x0A {
                    return nil
                } else {
                    index += 1
                }
            }
            return nil
        }
        let start = position
        var depth = 0
        var index = position
        while index < subject.count {
            let byte = subject[index]
            if byte == UInt8(ascii: "\\") && index + 1 < subject.count && MarkdownText.isASCIIPunctuation(subject[index + 1]) {
                index += 2
            } else if byte == UInt8(ascii: "(") {
                depth += 1
                if depth > 32 { return nil }
                index += 1
            } else if byte == UInt8(ascii: ")") {
                if depth == 0 { break }
                depth -= 1
                index += 1
            } else if byte <= 0x20 || byte == 0x7F {
                break
            } else {
                index += 1
            }
        }
        if index == start && (index >= subject.count || subject[index] != UInt8(ascii: ")")) { return nil }
        if depth != 0 { return nil }
        position = index
        return MarkdownText.normalizedURL(MarkdownText.unescaped(subject[start..<index]))
    }

    /// A link title (section 6.3): `"..."`, `'...'` or `(...)`, backslash escapes read.
    mutating func parseLinkTitle() -> [UInt8]? {
        guard let open = peek() else { return nil }
        let close: UInt8
        switch open {
        case UInt8(ascii: "\""): close = open
        case UInt8(ascii: "'"): close = open
        case UInt8(ascii: "("): close = UInt8(ascii: ")")
        default: return nil
        }
        var index = position + 1
        while index < subject.count {
            let byte = subject[index]
            if byte == UInt8(ascii: "\\") && index + 1 < subject.count {
                index += 2
            } else if byte == close {
                let raw = subject[(position + 1)..<index]
                position = index + 1
                return MarkdownText.unescaped(raw)
            } else if open == UInt8(ascii: "(") && byte == UInt8(ascii: "(") {
                return nil
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The length of a link label at the position (section 4.7): `[`, at most 999 characters
    /// without unescaped brackets, `]`; 0 when there is none.
    func parseLinkLabel() -> Int {
        guard peek() == UInt8(ascii: "[") else { return 0 }
        var index = position + 1
        while index < subject.count && index - position <= 1000 {
            let byte = subject[index]
            if byte == UInt8(ascii: "\\") && index + 1 < subject.count {
                index += 2
            } else if byte == UInt8(ascii: "[") {
                return 0
            } else if byte == UInt8(ascii: "]") {
                return index + 1 - position
            } else {
                index += 1
            }
        }
        return 0
    }

    /// A label as references are matched (section 4.7): its text between the brackets
    /// trimmed, inner whitespace as one space, Unicode case-folded.
    static func normalizedLabel(_ inner: ArraySlice<UInt8>) -> String {
        var collapsed: [UInt8] = []
        var pendingSpace = false
        for byte in MarkdownText.trimmed(inner) {
            if MarkdownText.isASCIIWhitespace(byte) {
                pendingSpace = true
            } else {
                if pendingSpace { collapsed.append(0x20) }
                pendingSpace = false
                collapsed.append(byte)
            }
        }
        return String(decoding: collapsed, as: UTF8.self).lowercased().uppercased()
    }

    /// Reads one link reference definition at `from` in a paragraph's text, adding it to
    /// `references` unless its label is already defined (the first definition wins).
    /// - Returns: The number of bytes it takes, 0 when there is none.
    static func parseReference(_ content: [UInt8], from start: Int, into references: inout [String: MarkdownReference]) -> Int {
        var parser = MarkdownInlineParser(options: .init(), references: [:])
        parser.subject = content
        parser.position = start
        let labelLength = parser.parseLinkLabel()
        guard labelLength > 0 else { return 0 }
        let label = content[(start + 1)..<(start + labelLength - 1)]
        parser.position += labelLength
        guard parser.peek() == UInt8(ascii: ":") else { return 0 }
        parser.position += 1
        parser.skipSpacesAndNewline()
        guard let destination = parser.parseLinkDestination() else { return 0 }
        let beforeTitle = parser.position
        parser.skipSpacesAndNewline()
        var title: [UInt8]? = nil
        if parser.position != beforeTitle { title = parser.parseLinkTitle() }
        if title == nil { parser.position = beforeTitle }
        var atLineEnd = parser.skipToLineEnd()
        if !atLineEnd {
            guard title != nil else { return 0 }
            title = nil
            parser.position = beforeTitle
            atLineEnd = parser.skipToLineEnd()
        }
        guard atLineEnd else { return 0 }
        let normalized = normalizedLabel(label)
        guard !normalized.isEmpty else { return 0 }
        if references[normalized] == nil {
            references[normalized] = MarkdownReference(destination: destination, title: title ?? [])
        }
        return parser.position - start
    }

    /// Skips spaces and tabs then one line ending; `false` (position kept) when other text
    /// follows.
    mutating func skipToLineEnd() -> Bool {
        var index = position
        while index < subject.count && MarkdownText.isSpaceOrTab(subject[index]) { index += 1 }
        if index == subject.count { position = index; return true }
        if subject[index] == 0x0A { position = index + 1; return true }
        return false
    }
}
