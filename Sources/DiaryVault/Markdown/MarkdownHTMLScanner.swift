/// The raw HTML that CommonMark recognises: the start and end conditions of HTML blocks (spec
/// section 4.6) and the open tags, closing tags, comments, processing instructions,
/// declarations and CDATA sections of inline HTML (section 6.6).
///
/// Recognising is all it does: whether the HTML is written as HTML or as escaped text is the
/// writer's choice (`MarkdownRenderer.Options.allowsRawHTML`).
enum MarkdownHTMLScanner {
    /// The tag names of start condition 6, lowercased.
    static let blockTagNames: Set<String> = [
        "address", "article", "aside", "base", "basefont", "blockquote", "body", "caption", "center", "col",
        "colgroup", "dd", "details", "dialog", "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure",
        "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hr",
        "html", "iframe", "legend", "li", "link", "main", "menu", "menuitem", "nav", "noframes", "ol",
        "optgroup", "option", "p", "param", "search", "section", "summary", "table", "tbody", "td", "tfoot",
        "th", "thead", "title", "tr", "track", "ul",
    ]

    /// The tag names of start condition 1.
    static let rawTagNames: [[UInt8]] = ["pre", "script", "style", "textarea"].map { Array($0.utf8) }

    /// Whether a line (from its first non-space character) starts an HTML block of `type`.
    static func startsBlock(type: Int, _ text: ArraySlice<UInt8>) -> Bool {
        guard text.first == UInt8(ascii: "<") else { return false }
        let start = text.startIndex
        switch type {
        case 1:
            for name in rawTagNames where hasPrefixIgnoringCase(text[(start + 1)...], name) {
                let after = start + 1 + name.count
                if after == text.endIndex { return true }
                let byte = text[after]
                if byte == 0x20 || byte == 0x09 || byte == UInt8(ascii: ">") || byte == 0x0A { return true }
            }
            return false
        case 2: return hasPrefix(text, "<!--")
        case 3: return hasPrefix(text, "<?")
        case 4: return text.count >= 3 && text[start + 1] == UInt8(ascii: "!") && MarkdownText.isLetter(text[start + 2])
        case 5: return hasPrefix(text, "<![CDATA[")
        case 6:
            var index = start + 1
            if index < text.endIndex && text[index] == UInt8(ascii: "/") { index += 1 }
            let nameStart = index
            while index < text.endIndex && MarkdownText.isAlphanumeric(text[index]) { index += 1 }
            guard index > nameStart, blockTagNames.contains(String(decoding: text[nameStart..<index], as: UTF8.self).lowercased()) else { return false }
            if index == text.endIndex { return true }
            let byte = text[index]
            if MarkdownText.isASCIIWhitespace(byte) || byte == UInt8(ascii: ">") { return true }
            return byte == UInt8(ascii: "/") && index + 1 < text.endIndex && text[index + 1] == UInt8(ascii: ">")
        case 7:
            let end = openTag(text, at: start) ?? closingTag(text, at: start)
            guard let end else { return false }
            return text[end...].allSatisfy(MarkdownText.isASCIIWhitespace)
        default:
            return false
        }
    }

    /// Whether a line holds the end condition of an HTML block of `type` (1 to 5).
    static func endsBlock(type: Int, _ text: ArraySlice<UInt8>) -> Bool {
        switch type {
        case 1:
            var index = text.startIndex
            while let open = text[index...].firstIndex(of: UInt8(ascii: "<")) {
                if open + 1 < text.endIndex && text[open + 1] == UInt8(ascii: "/") {
                    for name in rawTagNames where hasPrefixIgnoringCase(text[(open + 2)...], name) {
                        let after = open + 2 + name.count
                        if after < text.endIndex && text[after] == UInt8(ascii: ">") { return true }
                    }
                }
                index = open + 1
            }
            return false
        case 2: return contains(text, "-->")
        case 3: return contains(text, "?>")
        case 4: return text.contains(UInt8(ascii: ">"))
        case 5: return contains(text, "]]>")
        default: return false
        }
    }

    /// The end of the inline HTML starting at `index` (a `<`), or `nil` when there is none.
    static func inlineHTML(_ text: ArraySlice<UInt8>, at index: Int) -> Int? {
        guard index + 1 < text.endIndex else { return nil }
        switch text[index + 1] {
        case UInt8(ascii: "/"): return closingTag(text, at: index)
        case UInt8(ascii: "?"): return find(text, "?>", from: index + 2)
        case UInt8(ascii: "!"):
            if hasPrefix(text[index...], "<!-->") { return index + 5 }
            if hasPrefix(text[index...], "<!--->") { return index + 6 }
            if hasPrefix(text[index...], "<!--") { return find(text, "-->", from: index + 4) }
            if hasPrefix(text[index...], "<![CDATA[") { return find(text, "]]>", from: index + 9) }
            if index + 2 < text.endIndex && MarkdownText.isLetter(text[index + 2]) {
                return text[(index + 2)...].firstIndex(of: UInt8(ascii: ">")).map { $0 + 1 }
            }
            return nil
        default:
            return openTag(text, at: index)
        }
    }

    /// Which inline HTML at `index` ends with a search to the end of the text: 1 a comment, 2 a
    /// processing instruction, 4 a CDATA section, 8 a declaration; 0 for tags.
    static func searchingKind(_ text: ArraySlice<UInt8>, at index: Int) -> Int {
        guard index + 1 < text.endIndex else { return 0 }
        switch text[index + 1] {
        case UInt8(ascii: "?"): return 2
        case UInt8(ascii: "!"):
            if hasPrefix(text[index...], "<!--") { return 1 }
            if hasPrefix(text[index...], "<![CDATA[") { return 4 }
            return index + 2 < text.endIndex && MarkdownText.isLetter(text[index + 2]) ? 8 : 0
        default: return 0
        }
    }

    /// The end of an open tag (section 6.6): `<`, a tag name, attributes, optional spaces,
    /// optional `/`, `>`.
    static func openTag(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
        var index = start + 1
        guard index < text.endIndex, MarkdownText.isLetter(text[index]) else { return nil }
        while index < text.endIndex && (MarkdownText.isAlphanumeric(text[index]) || text[index] == UInt8(ascii: "-")) { index += 1 }
        while true {
            let spaceStart = index
            while index < text.endIndex && MarkdownText.isASCIIWhitespace(text[index]) { index += 1 }
            guard index < text.endIndex else { return nil }
            let byte = text[index]
            if byte == UInt8(ascii: ">") { return index + 1 }
            if byte == UInt8(ascii: "/") {
                return index + 1 < text.endIndex && text[index + 1] == UInt8(ascii: ">") ? index + 2 : nil
            }
            // An attribute needs whitespace before it.
            guard index > spaceStart, isAttributeNameStart(byte) else { return nil }
            index += 1
            while index < text.endIndex && isAttributeNameCharacter(text[index]) { index += 1 }
            // An optional value specification.
            var probe = index
            while probe < text.endIndex && MarkdownText.isASCIIWhitespace(text[probe]) { probe += 1 }
            if probe < text.endIndex && text[probe] == UInt8(ascii: "=") {
                probe += 1
                while probe < text.endIndex && MarkdownText.isASCIIWhitespace(text[probe]) { probe += 1 }
                guard probe < text.endIndex else { return nil }
                let quote = text[probe]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    guard let close = text[(probe + 1)...].firstIndex(of: quote) else { return nil }
                    index = close + 1
                } else {
                    let valueStart = probe
                    while probe < text.endIndex && isUnquotedValueCharacter(text[probe]) { probe += 1 }
                    guard probe > valueStart else { return nil }
                    index = probe
                }
            }
        }
    }

    /// The end of a closing tag: `</`, a tag name, optional whitespace, `>`.
    static func closingTag(_ text: ArraySlice<UInt8>, at start: Int) -> Int? {
        var index = start + 2
        guard index < text.endIndex, text[start + 1] == UInt8(ascii: "/"), MarkdownText.isLetter(text[index]) else { return nil }
        while index < text.endIndex && (MarkdownText.isAlphanumeric(text[index]) || text[index] == UInt8(ascii: "-")) { index += 1 }
        while index < text.endIndex && MarkdownText.isASCIIWhitespace(text[index]) { index += 1 }
        return index < text.endIndex && text[index] == UInt8(ascii: ">") ? index + 1 : nil
    }

    static func isAttributeNameStart(_ byte: UInt8) -> Bool {
        MarkdownText.isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    static func isAttributeNameCharacter(_ byte: UInt8) -> Bool {
        MarkdownText.isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
    }

    static func isUnquotedValueCharacter(_ byte: UInt8) -> Bool {
        !(byte <= 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "=")
            || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "`"))
    }

    static func hasPrefix(_ text: ArraySlice<UInt8>, _ prefix: StaticString) -> Bool {
        let bytes = UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount)
        return text.count >= bytes.count && zip(text, bytes).allSatisfy { $0 == $1 }
    }

    static func hasPrefixIgnoringCase(_ text: ArraySlice<UInt8>, _ prefix: [UInt8]) -> Bool {
        text.count >= prefix.count && zip(text, prefix).allSatisfy { ($0 | 0x20) == $1 }
    }

    static func contains(_ text: ArraySlice<UInt8>, _ needle: StaticString) -> Bool {
        find(text, needle, from: text.startIndex) != nil
    }

    /// The index just past the first `needle` at or after `from`, or `nil`.
    static func find(_ text: ArraySlice<UInt8>, _ needle: StaticString, from: Int) -> Int? {
        let bytes = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = bytes.first, bytes.count <= text.count else { return nil }
        var index = from
        while index + bytes.count <= text.endIndex {
            guard let found = text[index...].firstIndex(of: first), found + bytes.count <= text.endIndex else { return nil }
            if zip(text[found...], bytes).allSatisfy({ $0 == $1 }) { return found + bytes.count }
            index = found + 1
        }
        return nil
    }
}
