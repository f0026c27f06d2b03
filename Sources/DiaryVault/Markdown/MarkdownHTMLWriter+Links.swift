/// Links, images, wikilinks and embeds: which destinations are safe, and resolution through
/// `MarkdownRenderer.Options.resolveLink`.
extension MarkdownHTMLWriter {
    /// What a destination is, for safety and resolution.
    enum Destination {
        /// A scheme vault writes as a link: http, https, mailto (and `data:image/` for images).
        case safe
        /// Any other scheme (`javascript:`, `vbscript:`, `data:`, ...): written as text.
        case unsafe
        /// No scheme, not `#...` or `/...`: resolved through `resolveLink` when there is one.
        case relative
        /// A fragment `#...`, an absolute path `/...` or empty: written as it is.
        case local
    }

    /// Classifies a destination by its scheme (RFC 3986 section 3.1: a letter, then letters,
    /// digits, `+`, `-`, `.`, then `:` before any `/`, `?` or `#`).
    static func classify(_ destination: [UInt8], isImage: Bool) -> Destination {
        guard let first = destination.first else { return .local }
        if first == UInt8(ascii: "#") || first == UInt8(ascii: "/") { return .local }
        var index = 0
        if MarkdownText.isLetter(first) {
            index = 1
            while index < destination.count {
                let byte = destination[index]
                if MarkdownText.isAlphanumeric(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") {
                    index += 1
                } else {
                    break
                }
            }
            if index < destination.count && destination[index] == UInt8(ascii: ":") {
                let scheme = String(decoding: destination[..<index], as: UTF8.self).lowercased()
                if scheme == "http" || scheme == "https" || scheme == "mailto" { return .safe }
                if isImage && scheme == "data" {
                    let rest = String(decoding: destination[(index + 1)...].prefix(16), as: UTF8.self).lowercased()
                    for type in ["image/png", "image/jpeg", "image/gif", "image/webp"] where rest.hasPrefix(type) { return .safe }
                }
                return .unsafe
            }
        }
        // A colon before any slash also reads as a scheme to browsers (`java\nscript:`, `%6a:`):
        // refuse it rather than guess.
        let slash = destination.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? destination.count
        if destination[..<slash].contains(UInt8(ascii: ":")) { return .unsafe }
        return .relative
    }

    /// The href to write for a link or image destination, or `nil` when it is written as text.
    func href(for destination: [UInt8], kind: MarkdownRenderer.LinkTarget.Kind) -> [UInt8]? {
        switch Self.classify(destination, isImage: kind == .image) {
        case .safe, .local: return destination
        case .unsafe: return options.allowsAllSchemes ? destination : nil
        case .relative:
            guard let resolve = options.resolveLink else { return destination }
            // The fragment is split off before decoding: `%23` is a `#` of the file's name
            // (`a%20b%23c.png` is the file `a b#c.png`), only a literal `#` starts a fragment (RFC 3986 section 3.5).
            let hash = destination.firstIndex(of: UInt8(ascii: "#"))
            let path = MarkdownText.percentDecoded(Array(destination[..<(hash ?? destination.endIndex)]))
            let target = MarkdownRenderer.LinkTarget(
                kind: kind, path: path,
                fragment: hash.map { MarkdownText.percentDecoded(Array(destination[($0 + 1)...])) },
                isImage: kind == .image || MarkdownRenderer.LinkTarget.namesImage(path))
            return resolve(target).map { Array($0.utf8) }
        }
    }

    /// Writes a link's start tag, or `<span class="unresolved">` when it is written as text.
    mutating func enterLink(_ node: Int, in tree: MarkdownTree) {
        let link = tree[node]
        guard let href = href(for: link.destination, kind: .link) else {
            openLinks.append(false)
            append("<span class=\"unresolved\">")
            return
        }
        openLinks.append(true)
        append("<a href=\"")
        escape(href)
        append("\"")
        if !link.info.isEmpty {
            append(" title=\"")
            escape(link.info)
            append("\"")
        }
        append(">")
    }

    mutating func writeImage(_ node: Int, in tree: MarkdownTree) {
        let image = tree[node]
        guard let src = href(for: image.destination, kind: .image) else {
            append("<span class=\"unresolved\">")
            escape(plainText(of: node, in: tree))
            append("</span>")
            return
        }
        append("<img src=\"")
        escape(src)
        append("\" alt=\"")
        escape(plainText(of: node, in: tree))
        append("\"")
        if !image.info.isEmpty {
            append(" title=\"")
            escape(image.info)
            append("\"")
        }
        append(" />")
    }

    /// What a wikilink shows: its alias, else its target as written.
    func wikilinkLabel(_ node: MarkdownNode) -> [UInt8] {
        if node.level == 1 && !node.content.isEmpty && !(node.kind == .embed && Self.isSize(node.content)) { return node.content }
        var label = node.destination
        if node.flag {
            if !label.isEmpty { label.append(contentsOf: " > ".utf8) }
            label.append(contentsOf: node.info)
        }
        return label
    }

    /// Whether an embed's alias is a size (`300` or `300x200`), as Obsidian reads it.
    static func isSize(_ text: [UInt8]) -> Bool {
        let parts = text.split(separator: UInt8(ascii: "x"), omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(MarkdownText.isDigit) }
    }

    /// A wikilink or embed: resolved, an `<a class="wikilink">`, an `<img class="embed">` or an
    /// `<a class="embed">`; unresolved, its label in `<span class="wikilink unresolved">`.
    mutating func writeWikilink(_ node: Int, in tree: MarkdownTree) {
        let link = tree[node]
        let isEmbed = link.kind == .embed
        let path = String(decoding: link.destination, as: UTF8.self)
        let isImage = MarkdownRenderer.LinkTarget.namesImage(path)
        let target = MarkdownRenderer.LinkTarget(kind: isEmbed ? .embed : .wikilink, path: path,
                                                 fragment: link.flag ? String(decoding: link.info, as: UTF8.self) : nil,
                                                 isImage: isImage)
        let label = wikilinkLabel(link)
        guard let href = options.resolveLink?(target) else {
            append(isEmbed ? "<span class=\"embed unresolved\">" : "<span class=\"wikilink unresolved\">")
            escape(label)
            append("</span>")
            return
        }
        if isEmbed && isImage {
            append("<img class=\"embed\" src=\"")
            escape(href.utf8)
            append("\" alt=\"")
            escape(link.level == 1 && !Self.isSize(link.content) ? link.content : link.destination)
            append("\"")
            if link.level == 1 && Self.isSize(link.content) {
                let parts = link.content.split(separator: UInt8(ascii: "x"))
                append(" width=\"")
                bytes.append(contentsOf: parts[0])
                append("\"")
                if parts.count == 2 {
                    append(" height=\"")
                    bytes.append(contentsOf: parts[1])
                    append("\"")
                }
            }
            append(" />")
        } else {
            append(isEmbed ? "<a class=\"embed\" href=\"" : "<a class=\"wikilink\" href=\"")
            escape(href.utf8)
            append("\">")
            escape(label)
            append("</a>")
        }
    }
}
