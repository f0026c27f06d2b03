/// Writes a parsed markdown tree as HTML, the way cmark writes it (newlines between blocks,
/// `<br />`, `<hr />`), with vault's safety rules: raw HTML escaped unless allowed, links and
/// images with other schemes than http, https and mailto written as text, every attribute
/// value escaped.
struct MarkdownHTMLWriter {
    let options: MarkdownRenderer.Options
    var bytes: [UInt8] = []
    /// The heading ids given so far, for `Options.headingIDs`.
    var usedIDs: [String: Int] = [:]
    /// For each link being written, whether it was written as `<a>` (else as a span).
    var openLinks: [Bool] = []

    init(options: MarkdownRenderer.Options) {
        self.options = options
    }

    /// The HTML written so far.
    var output: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes a whole document.
    mutating func write(_ tree: MarkdownTree) {
        writeChildren(of: 0, in: tree)
    }

    mutating func append(_ text: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A newline unless the output is empty or already ends with one.
    mutating func newline() {
        if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
    }

    /// Text escaped for HTML: `&`, `<`, `>` and `"` as entity references.
    mutating func escape(_ text: some Sequence<UInt8>) {
        for byte in text {
            switch byte {
            case UInt8(ascii: "&"): append("&amp;")
            case UInt8(ascii: "<"): append("&lt;")
            case UInt8(ascii: ">"): append("&gt;")
            case UInt8(ascii: "\""): append("&quot;")
            default: bytes.append(byte)
            }
        }
    }

    /// Writes a node's children, first to last, and everything under them.
    ///
    /// The walk keeps its own stack, so a document nested thousands of levels deep (block
    /// quotes, lists, emphasis) cannot overflow the thread's stack.
    mutating func writeChildren(of node: Int, in tree: MarkdownTree) {
        var stack: [(node: Int, entering: Bool)] = []
        var child = tree[node].lastChild
        while child >= 0 {
            stack.append((child, true))
            child = tree[child].previous
        }
        while let (current, entering) = stack.popLast() {
            if entering {
                guard enter(current, in: tree) else { continue }
                stack.append((current, false))
                var child = tree[current].lastChild
                while child >= 0 {
                    stack.append((child, true))
                    child = tree[child].previous
                }
            } else {
                exit(current, in: tree)
            }
        }
    }

    /// Whether a paragraph is written without `<p>`: in a tight list's item.
    func isTight(_ paragraph: Int, in tree: MarkdownTree) -> Bool {
        let item = tree[paragraph].parent
        guard item >= 0, tree[item].kind == .item else { return false }
        let list = tree[item].parent
        return list >= 0 && tree[list].list.isTight
    }

    /// Writes what comes before a node's children; `false` when the node is written whole
    /// (its children are not walked and `exit` is not called).
    mutating func enter(_ node: Int, in tree: MarkdownTree) -> Bool {
        let current = tree[node]
        switch current.kind {
        case .document:
            return true
        case .paragraph:
            if !isTight(node, in: tree) {
                newline()
                append("<p>")
            }
        case .heading:
            newline()
            append("<h")
            bytes.append(UInt8(ascii: "0") + UInt8(current.level))
            if options.headingIDs {
                append(" id=\"")
                escape(uniqueID(for: plainText(of: node, in: tree)).utf8)
                append("\"")
            }
            append(">")
        case .codeBlock:
            newline()
            append("<pre><code")
            let language = current.info.prefix { !MarkdownText.isASCIIWhitespace($0) }
            if !language.isEmpty {
                append(" class=\"language-")
                escape(language)
                append("\"")
            }
            append(">")
            escape(current.content)
            append("</code></pre>")
            newline()
            return false
        case .htmlBlock:
            newline()
            if options.allowsRawHTML {
                bytes.append(contentsOf: current.content)
            } else {
                append("<p class=\"raw-html\">")
                escape(current.content)
                append("</p>")
            }
            newline()
            return false
        case .thematicBreak:
            newline()
            append("<hr />")
            newline()
            return false
        case .blockQuote:
            newline()
            append("<blockquote>")
            newline()
        case .list:
            newline()
            if current.list.isOrdered {
                append("<ol")
                if current.list.start != 1 {
                    append(" start=\"")
                    bytes.append(contentsOf: String(current.list.start).utf8)
                    append("\"")
                }
                append(">")
            } else {
                append("<ul>")
            }
            newline()
        case .item:
            newline()
            let first = current.firstChild
            if first >= 0, tree[first].kind == .paragraph, tree[first].firstChild >= 0, tree[tree[first].firstChild].kind == .taskCheckbox {
                append("<li class=\"task-list-item\">")
            } else {
                append("<li>")
            }
        case .table:
            newline()
            append("<table>\n")
        case .tableRow:
            if current.flag { append("<thead>\n") } else if current.previous >= 0 && tree[current.previous].flag { append("<tbody>\n") }
            append("<tr>\n")
        case .tableCell:
            append(current.flag ? "<th" : "<td")
            switch current.level {
            case 1: append(" align=\"left\"")
            case 2: append(" align=\"center\"")
            case 3: append(" align=\"right\"")
            default: break
            }
            append(">")
        case .text:
            escape(current.content)
            return false
        case .softBreak:
            bytes.append(0x0A)
            return false
        case .lineBreak:
            append("<br />\n")
            return false
        case .code:
            append("<code>")
            escape(current.content)
            append("</code>")
            return false
        case .htmlInline:
            if options.allowsRawHTML { bytes.append(contentsOf: current.content) } else { escape(current.content) }
            return false
        case .emphasis:
            append("<em>")
        case .strong:
            append("<strong>")
        case .strikethrough:
            append("<del>")
        case .link:
            enterLink(node, in: tree)
        case .image:
            writeImage(node, in: tree)
            return false
        case .wikilink, .embed:
            writeWikilink(node, in: tree)
            return false
        case .taskCheckbox:
            append(current.level == 1 ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ")
            return false
        }
        return true
    }

    /// Writes what comes after a node's children.
    mutating func exit(_ node: Int, in tree: MarkdownTree) {
        let current = tree[node]
        switch current.kind {
        case .paragraph:
            if !isTight(node, in: tree) {
                append("</p>")
                newline()
            }
        case .heading:
            append("</h")
            bytes.append(UInt8(ascii: "0") + UInt8(current.level))
            append(">")
            newline()
        case .blockQuote:
            newline()
            append("</blockquote>")
            newline()
        case .list:
            newline()
            append(current.list.isOrdered ? "</ol>" : "</ul>")
            newline()
        case .item:
            append("</li>")
            newline()
        case .table:
            if current.firstChild != current.lastChild { append("</tbody>\n") }
            append("</table>\n")
        case .tableRow:
            append("</tr>\n")
            if current.flag { append("</thead>\n") }
        case .tableCell:
            append(current.flag ? "</th>\n" : "</td>\n")
        case .emphasis:
            append("</em>")
        case .strong:
            append("</strong>")
        case .strikethrough:
            append("</del>")
        case .link:
            append(openLinks.popLast() == true ? "</a>" : "</span>")
        default:
            break
        }
    }

    /// The text of a node's inlines without markup (an image's alt text, a heading's id).
    func plainText(of node: Int, in tree: MarkdownTree) -> [UInt8] {
        var text: [UInt8] = []
        var stack = [tree[node].firstChild]
        while var child = stack.popLast() {
            while child >= 0 {
                let current = tree[child]
                switch current.kind {
                case .text, .code, .htmlInline: text.append(contentsOf: current.content)
                case .softBreak, .lineBreak: text.append(0x0A)
                case .wikilink, .embed: text.append(contentsOf: wikilinkLabel(current))
                default: break
                }
                if current.firstChild >= 0 {
                    stack.append(current.next)
                    child = current.firstChild
                } else {
                    child = current.next
                }
            }
        }
        return text
    }

    mutating func uniqueID(for text: [UInt8]) -> String {
        let slug = MarkdownRenderer.slug(String(decoding: text, as: UTF8.self))
        let seen = usedIDs[slug, default: 0]
        usedIDs[slug] = seen + 1
        return seen == 0 ? slug : "\(slug)-\(seen)"
    }
}
