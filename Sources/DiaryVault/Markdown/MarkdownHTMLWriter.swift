/// Writes a parsed markdown tree as HTML, the way cmark writes it (newlines between blocks,
/// `<br />`, `<hr />`), with vault's safety rules: raw HTML escaped unless allowed, links and
/// images with other schemes than http, https and mailto written as text, every attribute
/// value escaped.
struct MarkdownHTMLWriter {
    let options: MarkdownRenderer.Options
    var bytes: [UInt8] = []
    /// The heading ids given so far, for `Options.headingIDs`.
    var usedIDs: [String: Int] = [:]

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

    mutating func writeChildren(of node: Int, in tree: MarkdownTree) {
        var child = tree[node].firstChild
        while child >= 0 {
            writeNode(child, in: tree)
            child = tree[child].next
        }
    }

    /// Whether a paragraph is written without `<p>`: in a tight list's item.
    func isTight(_ paragraph: Int, in tree: MarkdownTree) -> Bool {
        let item = tree[paragraph].parent
        guard item >= 0, tree[item].kind == .item else { return false }
        let list = tree[item].parent
        return list >= 0 && tree[list].list.isTight
    }

    mutating func writeNode(_ node: Int, in tree: MarkdownTree) {
        let current = tree[node]
        switch current.kind {
        case .document:
            writeChildren(of: node, in: tree)
        case .paragraph:
            if isTight(node, in: tree) {
                writeChildren(of: node, in: tree)
            } else {
                newline()
                append("<p>")
                writeChildren(of: node, in: tree)
                append("</p>")
                newline()
            }
        case .heading:
            newline()
            let level = UInt8(ascii: "0") + UInt8(current.level)
            append("<h")
            bytes.append(level)
            if options.headingIDs {
                append(" id=\"")
                escape(uniqueID(for: plainText(of: node, in: tree)).utf8)
                append("\"")
            }
            append(">")
            writeChildren(of: node, in: tree)
            append("</h")
            bytes.append(level)
            append(">")
            newline()
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
        case .thematicBreak:
            newline()
            append("<hr />")
            newline()
        case .blockQuote:
            newline()
            append("<blockquote>")
            newline()
            writeChildren(of: node, in: tree)
            newline()
            append("</blockquote>")
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
            writeChildren(of: node, in: tree)
            newline()
            append(current.list.isOrdered ? "</ol>" : "</ul>")
            newline()
        case .item:
            newline()
            let first = current.firstChild
            if first >= 0, tree[first].kind == .paragraph, tree[first].firstChild >= 0, tree[tree[first].firstChild].kind == .taskCheckbox {
                append("<li class=\"task-list-item\">")
            } else {
                append("<li>")
            }
            writeChildren(of: node, in: tree)
            append("</li>")
            newline()
        case .table:
            writeTable(node, in: tree)
        case .tableRow, .tableCell:
            writeChildren(of: node, in: tree)
        case .text:
            escape(current.content)
        case .softBreak:
            bytes.append(0x0A)
        case .lineBreak:
            append("<br />\n")
        case .code:
            append("<code>")
            escape(current.content)
            append("</code>")
        case .htmlInline:
            if options.allowsRawHTML { bytes.append(contentsOf: current.content) } else { escape(current.content) }
        case .emphasis:
            append("<em>")
            writeChildren(of: node, in: tree)
            append("</em>")
        case .strong:
            append("<strong>")
            writeChildren(of: node, in: tree)
            append("</strong>")
        case .strikethrough:
            append("<del>")
            writeChildren(of: node, in: tree)
            append("</del>")
        case .link:
            writeLink(node, in: tree)
        case .image:
            writeImage(node, in: tree)
        case .wikilink, .embed:
            writeWikilink(node, in: tree)
        case .taskCheckbox:
            append(current.level == 1 ? "<input type=\"checkbox\" checked=\"\" disabled=\"\" /> " : "<input type=\"checkbox\" disabled=\"\" /> ")
        }
    }

    /// A table as cmark-gfm writes it: `<thead>` with the header row, `<tbody>` when there are
    /// body rows, `align` on cells of aligned columns.
    mutating func writeTable(_ table: Int, in tree: MarkdownTree) {
        newline()
        append("<table>\n")
        let rows = tree.children(of: table)
        for (number, row) in rows.enumerated() {
            if number == 0 { append("<thead>\n") }
            if number == 1 { append("<tbody>\n") }
            append("<tr>\n")
            for cell in tree.children(of: row) {
                let header = tree[cell].flag
                append(header ? "<th" : "<td")
                switch tree[cell].level {
                case 1: append(" align=\"left\"")
                case 2: append(" align=\"center\"")
                case 3: append(" align=\"right\"")
                default: break
                }
                append(">")
                writeChildren(of: cell, in: tree)
                append(header ? "</th>\n" : "</td>\n")
            }
            append("</tr>\n")
            if number == 0 { append("</thead>\n") }
        }
        if rows.count > 1 { append("</tbody>\n") }
        append("</table>\n")
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
