/// The second phase of CommonMark 0.31.2 (appendix "A parsing strategy"): the text of each
/// paragraph, heading and table cell into inlines, with the delimiter stack for emphasis and
/// the bracket stack for links (the "process emphasis" procedure of the appendix).
///
/// A port of the reference parser's algorithm (commonmark.js `inlines.js`). The extensions
/// (strikethrough, wikilinks, autolinks, task list items) hook into it at their characters.
struct MarkdownInlineParser {
    let options: MarkdownRenderer.Options
    let references: [String: MarkdownReference]

    /// The text being parsed and the position in it.
    var subject: [UInt8] = []
    var position = 0
    /// The block whose inlines are built.
    var block = 0

    /// The delimiter stack: runs of `*`, `_` and `~`, a linked list in an array (`previous`,
    /// `next`), `lastDelimiter` its top (-1 when empty).
    var delimiters: [Delimiter] = []
    var lastDelimiter = -1
    /// The bracket stack: `[` and `![` not yet closed.
    var brackets: [Bracket] = []
    /// Positions of the runs of backticks by length, with a cursor each, read once per subject
    /// so a long text of unmatched backticks stays linear.
    var backtickRuns: [Int: [Int]]? = nil
    var backtickCursors: [Int: Int] = [:]
    /// The kinds of inline HTML (`MarkdownHTMLScanner.searchingKind`) with no end in the rest
    /// of the subject.
    var unclosedHTMLKinds = 0

    /// A run of delimiter characters that may open or close emphasis.
    struct Delimiter {
        var character: UInt8
        var count: Int
        var originalCount: Int
        var node: Int
        var canOpen: Bool
        var canClose: Bool
        var previous: Int
        var next = -1
    }

    /// An opening `[` or `![`.
    struct Bracket {
        var node: Int
        var index: Int
        var isImage: Bool
        var active = true
        var bracketAfter = false
        /// The top of the delimiter stack when the bracket was read.
        var previousDelimiter: Int
    }

    init(options: MarkdownRenderer.Options, references: [String: MarkdownReference]) {
        self.options = options
        self.references = references
    }

    /// Parses the inlines of every paragraph, heading and table cell of a tree.
    mutating func parseInlines(in tree: inout MarkdownTree) {
        let count = tree.nodes.count
        for node in 0..<count {
            switch tree[node].kind {
            case .paragraph, .heading, .tableCell:
                if tree[node].parent < 0 && node != 0 { continue }
                parse(node, in: &tree)
            default:
                break
            }
        }
    }

    /// Parses one block's text into its inline children.
    mutating func parse(_ node: Int, in tree: inout MarkdownTree) {
        subject = Array(MarkdownText.trimmed(tree[node].content[...]))
        tree[node].content = []
        position = 0
        block = node
        delimiters.removeAll(keepingCapacity: true)
        lastDelimiter = -1
        brackets.removeAll(keepingCapacity: true)
        backtickRuns = nil
        backtickCursors.removeAll()
        unclosedHTMLKinds = 0
        if options.extensions.contains(.taskLists) && tree[node].kind == .paragraph { readTaskMarker(in: &tree) }
        while position < subject.count { parseInline(in: &tree) }
        processEmphasis(bottom: -1, in: &tree)
        if options.extensions.contains(.autolinks) { linkBareURLs(under: node, in: &tree) }
    }

    func peek(_ offset: Int = 0) -> UInt8? {
        position + offset < subject.count ? subject[position + offset] : nil
    }

    /// Parses one inline at the position (section 6), appending it to the block.
    mutating func parseInline(in tree: inout MarkdownTree) {
        let byte = subject[position]
        switch byte {
        case 0x0A:
            parseNewline(in: &tree)
        case UInt8(ascii: "\\"):
            parseBackslash(in: &tree)
        case UInt8(ascii: "`"):
            parseBackticks(in: &tree)
        case UInt8(ascii: "*"), UInt8(ascii: "_"):
            parseDelimiterRun(byte, in: &tree)
        case UInt8(ascii: "~") where options.extensions.contains(.strikethrough):
            parseDelimiterRun(byte, in: &tree)
        case UInt8(ascii: "["):
            if options.extensions.contains(.wikilinks), parseWikilink(embed: false, in: &tree) { return }
            position += 1
            let node = appendText(subject[(position - 1)..<position], in: &tree)
            addBracket(node: node, index: position, isImage: false)
        case UInt8(ascii: "!"):
            if options.extensions.contains(.wikilinks), peek(1) == UInt8(ascii: "["), peek(2) == UInt8(ascii: "["),
               parseWikilink(embed: true, in: &tree) { return }
            if peek(1) == UInt8(ascii: "[") {
                position += 2
                let node = appendText(subject[(position - 2)..<position], in: &tree)
                addBracket(node: node, index: position, isImage: true)
            } else {
                position += 1
                appendText(subject[(position - 1)..<position], in: &tree)
            }
        case UInt8(ascii: "]"):
            parseCloseBracket(in: &tree)
        case UInt8(ascii: "<"):
            if parseAutolink(in: &tree) || parseHTMLTag(in: &tree) { return }
            position += 1
            appendText(subject[(position - 1)..<position], in: &tree)
        case UInt8(ascii: "&"):
            if let (decoded, length) = MarkdownEntities.reference(in: subject[...], at: position) {
                position += length
                appendText(decoded[...], in: &tree)
            } else {
                position += 1
                appendText(subject[(position - 1)..<position], in: &tree)
            }
        default:
            parseString(in: &tree)
        }
    }

    /// Whether a byte starts an inline other than plain text.
    func isSpecial(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x0A, UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
             UInt8(ascii: "!"), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: "&"):
            return true
        case UInt8(ascii: "~"):
            return options.extensions.contains(.strikethrough)
        default:
            return false
        }
    }

    /// Plain text up to the next special character.
    mutating func parseString(in tree: inout MarkdownTree) {
        let start = position
        position += 1
        while position < subject.count && !isSpecial(subject[position]) { position += 1 }
        appendText(subject[start..<position], in: &tree)
    }

    /// Appends text to the block, joined to the last child when that is text.
    @discardableResult
    mutating func appendText(_ text: ArraySlice<UInt8>, in tree: inout MarkdownTree) -> Int {
        let node = tree.makeText(text)
        tree.append(node, to: block)
        return node
    }

    /// A line ending: a hard break after two or more spaces, else a soft break (section 6.7,
    /// 6.8); spaces at the end of the line and the start of the next are dropped.
    mutating func parseNewline(in tree: inout MarkdownTree) {
        position += 1
        var hard = false
        let last = tree[block].lastChild
        if last >= 0 && tree[last].kind == .text && tree[last].content.last == 0x20 {
            var spaces = 0
            while let byte = tree[last].content.last, byte == 0x20 {
                tree[last].content.removeLast()
                spaces += 1
            }
            hard = spaces >= 2
        }
        tree.append(tree.make(hard ? .lineBreak : .softBreak), to: block)
        while position < subject.count && (subject[position] == 0x20 || subject[position] == 0x09) { position += 1 }
    }

    /// A backslash: an escaped ASCII punctuation character, a hard line break before a line
    /// ending, else a literal backslash (section 2.4).
    mutating func parseBackslash(in tree: inout MarkdownTree) {
        position += 1
        if let next = peek(), next == 0x0A {
            position += 1
            tree.append(tree.make(.lineBreak), to: block)
            while position < subject.count && (subject[position] == 0x20 || subject[position] == 0x09) { position += 1 }
        } else if let next = peek(), MarkdownText.isASCIIPunctuation(next) {
            position += 1
            appendText(subject[(position - 1)..<position], in: &tree)
        } else {
            appendText(subject[(position - 1)..<position], in: &tree)
        }
    }

    /// A code span: a run of backticks, text, and a run of the same length (section 6.1).
    mutating func parseBackticks(in tree: inout MarkdownTree) {
        let start = position
        while position < subject.count && subject[position] == UInt8(ascii: "`") { position += 1 }
        let length = position - start
        if backtickRuns == nil { scanBacktickRuns() }
        let runs = backtickRuns?[length] ?? []
        var cursor = backtickCursors[length] ?? 0
        while cursor < runs.count && runs[cursor] < position { cursor += 1 }
        backtickCursors[length] = cursor
        guard cursor < runs.count else {
            appendText(subject[start..<position], in: &tree)
            return
        }
        let close = runs[cursor]
        var content = Array(subject[position..<close])
        for index in content.indices where content[index] == 0x0A { content[index] = 0x20 }
        if content.count >= 2, content.first == 0x20, content.last == 0x20, content.contains(where: { $0 != 0x20 }) {
            content = Array(content[1..<(content.count - 1)])
        }
        let code = tree.make(.code)
        tree[code].content = content
        tree.append(code, to: block)
        position = close + length
    }

    /// Records every maximal run of backticks in the subject by length.
    mutating func scanBacktickRuns() {
        var runs: [Int: [Int]] = [:]
        var index = 0
        while index < subject.count {
            if subject[index] == UInt8(ascii: "`") {
                let start = index
                while index < subject.count && subject[index] == UInt8(ascii: "`") { index += 1 }
                runs[index - start, default: []].append(start)
            } else {
                index += 1
            }
        }
        backtickRuns = runs
    }

    /// An autolink `<scheme:...>` or `<address@host>` (section 6.5).
    mutating func parseAutolink(in tree: inout MarkdownTree) -> Bool {
        var index = position + 1
        // URI: a scheme of 2 to 32 characters, `:`, no spaces, `<` or `>`.
        if index < subject.count && MarkdownText.isLetter(subject[index]) {
            let schemeStart = index
            while index < subject.count && (MarkdownText.isAlphanumeric(subject[index]) || subject[index] == UInt8(ascii: "+")
                                            || subject[index] == UInt8(ascii: ".") || subject[index] == UInt8(ascii: "-")) { index += 1 }
            let schemeLength = index - schemeStart
            if schemeLength >= 2 && schemeLength <= 32 && index < subject.count && subject[index] == UInt8(ascii: ":") {
                index += 1
                while index < subject.count && subject[index] > 0x20 && subject[index] != UInt8(ascii: "<") && subject[index] != UInt8(ascii: ">") { index += 1 }
                if index < subject.count && subject[index] == UInt8(ascii: ">") {
                    let text = Array(subject[(position + 1)..<index])
                    appendLink(destination: MarkdownText.normalizedURL(text), text: text, in: &tree)
                    position = index + 1
                    return true
                }
            }
        }
        // Email (the HTML5 spec's "valid email address").
        index = position + 1
        let localStart = index
        while index < subject.count && isEmailLocalCharacter(subject[index]) { index += 1 }
        guard index > localStart, index < subject.count, subject[index] == UInt8(ascii: "@") else { return false }
        index += 1
        guard let end = emailDomainEnd(from: index), end < subject.count, subject[end] == UInt8(ascii: ">") else { return false }
        let text = Array(subject[(position + 1)..<end])
        appendLink(destination: Array("mailto:".utf8) + MarkdownText.normalizedURL(text), text: text, in: &tree)
        position = end + 1
        return true
    }

    func isEmailLocalCharacter(_ byte: UInt8) -> Bool {
        MarkdownText.isAlphanumeric(byte) || Array(".!#$%&'*+/=?^_`{|}~-".utf8).contains(byte)
    }

    /// The end of an email's domain: labels of letters, digits and `-` (not at either end, at
    /// most 63), separated by dots.
    func emailDomainEnd(from start: Int) -> Int? {
        var index = start
        while true {
            let labelStart = index
            while index < subject.count && (MarkdownText.isAlphanumeric(subject[index]) || subject[index] == UInt8(ascii: "-")) && index - labelStart < 63 { index += 1 }
            guard index > labelStart, subject[labelStart] != UInt8(ascii: "-"), subject[index - 1] != UInt8(ascii: "-") else { return nil }
            if index + 1 < subject.count && subject[index] == UInt8(ascii: ".") && MarkdownText.isAlphanumeric(subject[index + 1]) {
                index += 1
            } else {
                return index
            }
        }
    }

    /// Appends a link whose text is `text`.
    mutating func appendLink(destination: [UInt8], text: [UInt8], in tree: inout MarkdownTree) {
        let link = tree.make(.link)
        tree[link].destination = destination
        tree.append(link, to: block)
        tree.append(tree.makeText(text), to: link)
    }

    /// Inline raw HTML (section 6.6).
    ///
    /// A comment, processing instruction, CDATA section or declaration whose end was not found
    /// has no end after any later position either: that is remembered, so a text of many
    /// `<!--` is read in linear time.
    mutating func parseHTMLTag(in tree: inout MarkdownTree) -> Bool {
        let kind = MarkdownHTMLScanner.searchingKind(subject[...], at: position)
        if kind != 0 && unclosedHTMLKinds & kind != 0 { return false }
        guard let end = MarkdownHTMLScanner.inlineHTML(subject[...], at: position) else {
            unclosedHTMLKinds |= kind
            return false
        }
        let html = tree.make(.htmlInline)
        tree[html].content = Array(subject[position..<end])
        tree.append(html, to: block)
        position = end
        return true
    }
}
