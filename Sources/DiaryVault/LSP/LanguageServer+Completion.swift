import Foundation

extension LanguageServer {
    /// Where the cursor is, for completion: in the front matter before a key's colon, after a
    /// key's colon (or in a `- ` item under it), or in the body after `#`, `[[` or `](`.
    enum CompletionContext: Equatable {
        /// Typing a front-matter key; the byte offset where it starts.
        case key(start: Int)
        /// Typing the value of a key (as written); where the value starts.
        case value(key: String, start: Int)
        /// Typing a `#tag` in the body; where the tag's name starts (after `#`).
        case inlineTag(start: Int)
        /// Typing a `[[wikilink`; where its target starts.
        case wikilink(start: Int)
        /// Typing a markdown link's `](target`; where the target starts.
        case markdownLink(start: Int)
    }

    /// The context of a byte offset of a document, or `nil` where nothing is offered.
    static func completionContext(_ document: TextDocument, offset: Int) -> CompletionContext? {
        let line = document.position(ofByte: offset).line
        let lineStart = document.lineRange(line).lowerBound
        let prefix = Array(document.bytes[lineStart..<offset])
        if let closing = frontMatterClosingLine(document), line > 0, line < closing {
            if let colon = prefix.firstIndex(of: UInt8(ascii: ":")) {
                var start = colon + 1
                while start < prefix.count, prefix[start] == 0x20 || prefix[start] == 0x09 || prefix[start] == UInt8(ascii: "[") { start += 1 }
                // In a flow list (`tags: [a, b`), the item after the last comma.
                if let comma = prefix.lastIndex(of: UInt8(ascii: ",")), comma >= start {
                    start = comma + 1
                    while start < prefix.count, prefix[start] == 0x20 { start += 1 }
                }
                let key = String(decoding: prefix[..<colon], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
                return .value(key: key, start: lineStart + start)
            }
            let trimmed = prefix.drop { $0 == 0x20 || $0 == 0x09 }
            if trimmed.first == UInt8(ascii: "-") {
                // A block-list item: its key is the nearest line above that is not an item.
                var above = line - 1
                while above > 0 {
                    let text = document.bytes[document.lineRange(above)].drop { $0 == 0x20 || $0 == 0x09 }
                    if text.first != UInt8(ascii: "-") { break }
                    above -= 1
                }
                let text = document.bytes[document.lineRange(above)]
                guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return nil }
                let key = String(decoding: text[..<colon], as: UTF8.self).trimmingCharacters(in: [" ", "\t"])
                var start = trimmed.startIndex + 1
                while start < prefix.count, prefix[start] == 0x20 { start += 1 }
                return .value(key: key, start: lineStart + start)
            }
            guard prefix.allSatisfy({ $0 != 0x20 && $0 != 0x09 }) else { return nil }
            return .key(start: lineStart)
        }
        // The body: the last `#`, `[[` or `](` before the cursor with no space after it.
        var index = prefix.count
        while index > 0 {
            let byte = prefix[index - 1]
            if byte == 0x20 || byte == 0x09 {
                // A space ends a tag but not a link target's title.
                if let open = prefix[..<index].lastRange(of: Array("[[".utf8)), !prefix[open.upperBound...].contains(UInt8(ascii: "]")) {
                    return .wikilink(start: lineStart + open.upperBound)
                }
                return nil
            }
            if byte == UInt8(ascii: "#") {
                // A tag starts a word (MarkdownScan.inlineTags): `](#` is a link's fragment.
                let before = index >= 2 ? prefix[index - 2] : 0x20
                guard before == 0x20 || before == 0x09 else { return nil }
                return .inlineTag(start: lineStart + index)
            }
            if byte == UInt8(ascii: "["), index >= 2, prefix[index - 2] == UInt8(ascii: "[") { return .wikilink(start: lineStart + index) }
            if byte == UInt8(ascii: "("), index >= 2, prefix[index - 2] == UInt8(ascii: "]") { return .markdownLink(start: lineStart + index) }
            if byte == UInt8(ascii: "]") || byte == UInt8(ascii: ")") { return nil }
            index -= 1
        }
        return nil
    }

    /// The 0-based line of the `---` that closes a YAML front matter starting on the first
    /// line, or `nil` when there is none.
    static func frontMatterClosingLine(_ document: TextDocument) -> Int? {
        var first = document.bytes[document.lineRange(0)]
        if first.starts(with: [0xEF, 0xBB, 0xBF]) { first = first.dropFirst(3) }
        guard first.elementsEqual("---".utf8) else { return nil }
        for line in 1..<document.lineCount {
            let text = document.bytes[document.lineRange(line)]
            if text.elementsEqual("---".utf8) || text.elementsEqual("...".utf8) { return line }
        }
        return nil
    }

    /// `textDocument/completion`: a `CompletionList` of what fits where the cursor is.
    func completion(_ params: ImportValue) throws -> ImportValue {
        let (document, offset) = try target(params)
        guard let context = Self.completionContext(document, offset: offset) else {
            return .object([("isIncomplete", .bool(false)), ("items", .array([]))])
        }
        let cursor = document.position(ofByte: offset)
        func item(_ label: String, kind: Int, detail: String? = nil, insert: String? = nil, start: Int, order: Int) -> ImportValue {
            var members: [(key: String, value: ImportValue)] = [("label", .string(label)), ("kind", .int(kind))]
            if let detail { members.append(("detail", .string(detail))) }
            members.append(("sortText", .string(String(format: "%06d", order))))
            members.append(("filterText", .string(label)))
            members.append(("textEdit", .object([
                ("range", Self.json(document.position(ofByte: start), cursor)), ("newText", .string(insert ?? label)),
            ])))
            return .object(members)
        }
        var items: [ImportValue] = []
        switch context {
        case .key(let start):
            for (order, key) in SemanticKey.allCases.enumerated() {
                items.append(item(key.name, kind: 10, detail: Self.keyDetail(key), insert: key.name + ": ", start: start, order: order))
            }
        case .value(let key, let start):
            switch SemanticKey(naming: key) {
            case .mood?:
                for mood in Mood.allCases {
                    items.append(item(mood.rawValue, kind: 12, detail: "level \(mood.level) of 5, calendar mark '\(CalendarRenderer.Mark.mood(mood).symbol)'",
                                      start: start, order: mood.level))
                }
            case .starred?, .anniversary?, .private?:
                items.append(item("true", kind: 12, start: start, order: 0))
                items.append(item("false", kind: 12, start: start, order: 1))
            case .tags?:
                for (order, tag) in tagCounts().enumerated() {
                    items.append(item(tag.tag, kind: 12, detail: Self.entriesDetail(tag.count), start: start, order: order))
                }
            case .date?:
                let today = options.today()
                let words = ["today", "yesterday", "2 days ago", "last sunday", "last saturday", "어제", "gestern"]
                for (order, word) in words.enumerated() {
                    guard let day = RelativeDay.parse(word, today: today) else { continue }
                    items.append(item(day.description, kind: 12, detail: word, start: start, order: order))
                }
            default: break
            }
        case .inlineTag(let start):
            for (order, tag) in tagCounts().enumerated() {
                items.append(item(tag.tag, kind: 12, detail: Self.entriesDetail(tag.count), start: start, order: order))
            }
        case .wikilink(let start), .markdownLink(let start):
            let isWikilink = if case .wikilink = context { true } else { false }
            let here = Self.path(ofURI: document.uri)
            let folder = here.map { String($0[..<($0.lastIndex(of: "/") ?? $0.endIndex)]) }
            for (order, entry) in (workspace?.entries ?? []).reversed().enumerated() where order < 2000 {
                guard let vault else { break }
                let absolute = vault.absolutePath(entry.path)
                guard absolute != here else { continue }
                let stem = entry.path.split(separator: "/").last.map { String($0.dropLast(3)) } ?? entry.path
                let title = entry.title.isEmpty ? stem : entry.title
                let insert = isWikilink ? stem + "]]" : Self.relativePath(absolute, from: folder ?? vault.path) + ")"
                items.append(item(title, kind: 18, detail: entry.date.text, insert: insert, start: start, order: order))
            }
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// What a semantic key means, for its completion's detail.
    static func keyDetail(_ key: SemanticKey) -> String {
        switch key {
        case .uuid: "the entry's identity (RFC 4122)"
        case .date: "the entry's date (RFC 3339)"
        case .starred: "true or false"
        case .mood: "bad, not-great, okay, good, great"
        case .tags: "a list of tags"
        case .title: "the entry's title"
        case .anniversary: "true: the calendar marks this day every year"
        case .private: "true: exports leave the entry out"
        }
    }

    /// `1 entry`, `N entries`.
    static func entriesDetail(_ count: Int) -> String {
        count == 1 ? "1 entry" : "\(count) entries"
    }

    /// The vault's tags with the number of entries that have each, most used first, then by name.
    func tagCounts() -> [(tag: String, count: Int)] {
        var counts: [String: Int] = [:]
        for entry in workspace?.entries ?? [] {
            for tag in Set(entry.tags) { counts[tag, default: 0] += 1 }
        }
        return counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.tag) < ($0.count, $1.tag) }
    }

    /// A path relative to a folder (both absolute), with `../` as needed.
    static func relativePath(_ path: String, from folder: String) -> String {
        let target = path.split(separator: "/"), base = folder.split(separator: "/")
        var common = 0
        while common < min(target.count - 1, base.count), target[common] == base[common] { common += 1 }
        return (Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)).joined(separator: "/")
    }
}

extension ArraySlice where Element == UInt8 {
    /// The range of the last occurrence of `pattern`, or `nil`.
    func lastRange(of pattern: [UInt8]) -> Range<Int>? {
        guard count >= pattern.count, !pattern.isEmpty else { return nil }
        var index = endIndex - pattern.count
        while index >= startIndex {
            if self[index..<index + pattern.count].elementsEqual(pattern) { return index..<index + pattern.count }
            index -= 1
        }
        return nil
    }
}
