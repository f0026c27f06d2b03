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
        /// In an entry with nothing but blanks yet: its front matter, from the vault's template.
        case newEntry
    }

    /// The context of a byte offset of a document, or `nil` where nothing is offered.
    static func completionContext(_ document: TextDocument, offset: Int) -> CompletionContext? {
        if document.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) { return .newEntry }
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
        // Every item of one list starts at the same place: its range is made once.
        var ranges: [Int: ImportValue] = [:]
        func item(_ label: String, kind: Int, detail: String? = nil, insert: String? = nil, start: Int, order: Int) -> ImportValue {
            var members: [(key: String, value: ImportValue)] = [("label", .string(label)), ("kind", .int(kind))]
            if let detail { members.append(("detail", .string(detail))) }
            members.append(("sortText", .string(String(format: "%06d", order))))
            members.append(("filterText", .string(label)))
            let range = ranges[start] ?? Self.json(document.position(ofByte: start), cursor)
            ranges[start] = range
            members.append(("textEdit", .object([("range", range), ("newText", .string(insert ?? label))])))
            return .object(members)
        }
        var items: [ImportValue] = []
        switch context {
        case .key(let start):
            for (order, key) in SemanticKey.allCases.enumerated() {
                items.append(item(key.name, kind: 10, detail: Self.keyDetail(key), insert: key.name + ": ", start: start, order: order))
            }
            for (order, key) in keyCounts().enumerated() {
                items.append(item(key.key, kind: 10, detail: Self.entriesDetail(key.count), insert: key.key + ": ",
                                  start: start, order: SemanticKey.allCases.count + order))
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
        case .newEntry:
            let snippet = newEntrySnippet(for: document)
            let whole = Self.json(TextDocument.Position(line: 0, character: 0), document.position(ofByte: document.bytes.count))
            items.append(.object([
                ("label", .string("---")), ("kind", .int(15)),
                ("detail", .string(snippet.detail)),
                ("sortText", .string("000000")), ("filterText", .string("---")),
                ("insertTextFormat", .int(snippet.isSnippet ? 2 : 1)),
                ("textEdit", .object([("range", whole), ("newText", .string(snippet.text))])),
            ]))
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
            // Then the attachments beside the entry (`![[photo.jpg]]`, `](attachments/map.png)`).
            for (order, relative) in Self.attachments(near: folder).enumerated() {
                items.append(item(relative, kind: 17, detail: "attachment", insert: relative + (isWikilink ? "]]" : ")"),
                                  start: start, order: 2000 + order))
            }
        }
        return .object([("isIncomplete", .bool(false)), ("items", .array(items))])
    }

    /// Whether the client takes snippets in completion items (`textDocument.completion.completionItem.snippetSupport`).
    var clientTakesSnippets: Bool {
        clientCapabilities["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"] == .bool(true)
    }

    /// The front matter (and the start of the body) of a new entry, for completion in an entry
    /// that is still blank: a new uuid (RFC 4122) and the date (the day of the file name
    /// `YYYY-MM-DD-...`, else today; the time now, with the local offset), then the vault's
    /// `default-template` filled in as `vault new` fills it (``EntryTemplate/expand(_:ask:)``,
    /// shown as a draft shows it: ``EntryTemplate/Expansion/draftText``) without its own uuid and
    /// date; without a template, a `# ` heading. With `snippetSupport`, each `{{prompt:QUESTION}}`
    /// is a tab stop holding its question and the cursor ends where the text goes (LSP 3.17
    /// snippet syntax); else the text is plain and the prompts are empty lines.
    func newEntrySnippet(for document: TextDocument) -> (text: String, isSnippet: Bool, detail: String) {
        let isSnippet = clientTakesSnippets
        let now = Date()
        let zone = TimeZone.current
        let path = Self.path(ofURI: document.uri) ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let day = name.count >= 10 ? EntryDate(parsing: String(name.prefix(10)))?.day ?? options.today() : options.today()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let clock = calendar.dateComponents([.hour, .minute], from: now)
        let offset = zone.secondsFromGMT(for: now) / 60
        let moment = MomentFormatter.Moment(day: day, hour: clock.hour ?? 0, minute: clock.minute ?? 0, second: 0, offsetMinutes: offset)
        let date = MomentFormatter(localeIdentifier: "en_US").format(moment, "YYYY-MM-DD[T]HH:mm:ss") + Self.offsetText(offset)
        let escape: (String) -> String = { text in
            guard isSnippet else { return text }
            var escaped = ""
            for character in text {
                if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
                escaped.append(character)
            }
            return escaped
        }
        var head = "---\nuuid: \(EntryID.random())\ndate: \(date)\n"
        var body = isSnippet ? "# $0\n" : "# \n"
        var detail = "a new entry's front matter"
        var stops: [String] = []
        if let vault, let config = try? VaultConfig.load(vault), let name = config.defaultTemplate,
           let template = try? EntryTemplate.load(name, in: vault) {
            detail = "a new entry from the template '\(template.name)'"
            let values = TemplateValues(moment: moment, title: nil, localeIdentifier: config.locale ?? options.localeIdentifier)
            let expansion = template.expand(values) { question in
                guard isSnippet else { return nil }
                stops.append(question)
                return "\u{0}\(stops.count)\u{0}"
            }
            var text = expansion.text
            if isSnippet { text = text.replacingOccurrences(of: EntryTemplate.textPlaceholder, with: "\u{0}0\u{0}") }
            let drafted = EntryTemplate.Expansion(text: text).draftText
            guard let document = try? EntryDocument(parsing: Array(drafted.utf8), path: "") else { return (head + "---\n" + body, isSnippet, detail) }
            for field in document.frontMatter?.fields ?? [] {
                if let key = SemanticKey(naming: field.key), key == .uuid || key == .date { continue }
                head += escape(field.source)
            }
            body = escape(document.body)
        }
        var text = head + "---\n" + body
        if isSnippet {
            for (index, question) in stops.enumerated() {
                text = text.replacingOccurrences(of: "\u{0}\(index + 1)\u{0}", with: "${\(index + 1):\(escape(question))}")
            }
            text = text.replacingOccurrences(of: "\u{0}0\u{0}", with: "$0")
        }
        return (text, isSnippet, detail)
    }

    /// An offset in minutes as RFC 3339 writes it: `+09:00`, `-05:30`, `+00:00`.
    static func offsetText(_ minutes: Int) -> String {
        let magnitude = abs(minutes)
        return (minutes < 0 ? "-" : "+") + CivilDate.pad(magnitude / 60, 2) + ":" + CivilDate.pad(magnitude % 60, 2)
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
        workspace?.tagCounts ?? []
    }

    /// The keys other than the semantic ones that the vault's newest entries use (at most
    /// ``keySampleSize`` of them, read once per index reading), with the number of entries that
    /// use each, most used first, then by name.
    func keyCounts() -> [(key: String, count: Int)] {
        if let counted = workspaceCache?.keyCounts { return counted }
        guard let vault, let entries = workspace?.entries else { return [] }
        var counts: [String: Int] = [:]
        for entry in entries.suffix(Self.keySampleSize) {
            guard let bytes = try? FileSystem.read(vault.absolutePath(entry.path)),
                  let parsed = try? EntryDocument(parsing: bytes, path: entry.path), let frontMatter = parsed.frontMatter else { continue }
            for key in Set(frontMatter.keys) where SemanticKey(naming: key) == nil { counts[key, default: 0] += 1 }
        }
        let sorted: [(key: String, count: Int)] = counts.map { (key: $0.key, count: $0.value) }
            .sorted { ($1.count, $0.key) < ($0.count, $1.key) }
        workspaceCache?.keyCounts = sorted
        return sorted
    }

    /// How many of the newest entries ``keyCounts()`` reads: enough to know a diary's habits,
    /// few enough to answer the first key completion at once on a large vault.
    static let keySampleSize = 2000

    /// The files other than entries (`.md`) and hidden ones in an entry's folder and in its
    /// `attachments/` folder (where `vault import` copies them), as paths relative to the entry's
    /// folder, those beside it first, each group sorted: what a link from the entry can name
    /// without `../`.
    static func attachments(near folder: String?) -> [String] {
        guard let folder else { return [] }
        var found: [String] = []
        for sub in ["", "attachments/"] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + sub) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".md") {
                if FileSystem.status(folder + "/" + sub + name, follow: true)?.kind == .regular { found.append(sub + name) }
            }
        }
        return found
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
