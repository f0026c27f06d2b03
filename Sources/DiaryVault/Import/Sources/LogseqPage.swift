import Foundation

/// One Logseq journal page mapped to an ``ImportedEntry``.
///
/// The rules (`../shared/import-samples/README.md`, docs/IMPORT.md "Logseq"):
/// - the date is the day of the file name (Logseq journals have no time);
/// - the leading `key:: value` lines are page properties: `tags::` (split on commas, `[[ ]]` and
///   `#` removed), `mood::` and `title::` become vault's tags, mood and title, `id::` and
///   `collapsed::` are dropped, every other one is kept as a front-matter string (`logseq-<name>`
///   for a name vault gives a meaning, such as `date`); they are removed from the body;
/// - `collapsed::` and `id::` block properties are dropped; the outline stays a markdown list;
/// - tags are then the inline `#tag` and `#[[multi word]]` of the body;
/// - links to `../assets/<file>` are copied and point to `attachments/<file>` (alt text kept);
/// - a page holding nothing but an empty bullet (the file Logseq makes for today) makes no entry.
struct LogseqPage {
    /// The entry, or `nil` when the page is skipped.
    var entry: ImportedEntry?
    /// Why the page makes no entry.
    var skipReason = ""
    /// What happened to the page's fields.
    var fidelity = ImportFidelity()
    /// Asset links that name no file.
    var warnings: [String] = []

    /// Maps a page.
    ///
    /// - Parameters:
    ///   - text: The file's text.
    ///   - path: Its path relative to the graph.
    ///   - day: The day its name gives.
    ///   - graph: The graph's absolute path, for assets.
    init(text: String, path: String, day: CivilDate, graph: String) {
        var lines = text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tags: [String] = []
        var mood: Mood?
        var moodAsWritten: FrontMatterValue?
        var title: String?
        var extra: [ImportedField] = []
        var fidelity = ImportFidelity()
        fidelity.record("file name", .converted, reason: "the day of the name, as the entry's date")
        while let first = lines.first, let (key, value) = Self.property(first) {
            lines.removeFirst()
            switch key.lowercased() {
            case "tags":
                InlineTags.merge(Self.list(value), into: &tags)
                fidelity.record("tags::", .converted, reason: "split on commas, [[ ]] removed")
            case "mood":
                (mood, moodAsWritten) = ImportedMood.read(.string(value), field: "mood::", fidelity: &fidelity)
            case "id", "collapsed":
                fidelity.record(key + "::", .dropped, reason: "Logseq's block id and outliner state")
            case "title":
                title = value
                fidelity.record("title::", .kept)
            default:
                // `date::`, `created::`, `starred::`: vault would read them as its own keys (docs/IMPORT.md).
                let name = ExtraFields.writtenKey(key, source: LogseqSource.name)
                extra.append(ImportedField(name, .string(value)))
                fidelity.record(name == key ? "page properties" : key + "::", name == key ? .kept : .converted,
                                reason: name == key ? "" : "written as '\(name)': vault reads '\(key)' as one of its own keys")
            }
        }
        var dropped = 0
        lines.removeAll { line in
            guard let (key, _) = Self.property(line.drop { $0 == " " || $0 == "\t" }.description),
                  ["collapsed", "id"].contains(key.lowercased()) else { return false }
            dropped += 1
            return true
        }
        if dropped > 0 {
            fidelity.record("block properties", .dropped, reason: "collapsed:: and id:: are outliner state", count: dropped)
        }
        while let first = lines.first, first.allSatisfy({ $0 == " " || $0 == "\t" }) { lines.removeFirst() }
        let isEmpty = lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty || $0.trimmingCharacters(in: .whitespaces) == "-" }
        if isEmpty, extra.isEmpty, tags.isEmpty, mood == nil, moodAsWritten == nil, title == nil {
            skipReason = lines.isEmpty ? "empty" : "only an empty bullet (Logseq creates today's journal file on open)"
            self.fidelity = fidelity
            return
        }
        var assets = LogseqAssets(graph: graph, page: path)
        let body = assets.rewrite(lines.joined(separator: "\n"))
        let propertyTags = tags.count
        InlineTags.merge(InlineTags.find(in: body, brackets: true), into: &tags)
        if tags.count > propertyTags {
            fidelity.record("inline #tags", .converted, reason: "written into tags (the text keeps them)", count: tags.count - propertyTags)
        }
        fidelity.record("blocks", .kept)
        if !assets.attachments.isEmpty {
            fidelity.record("assets", .converted, reason: "copied to attachments/, links rewritten", count: assets.attachments.count)
        }
        guard let date = EntryDate(parsing: day.description) else { preconditionFailure("not a date: \(day)") }
        entry = ImportedEntry(sourceID: nil, sourceFile: path, uuid: ImportedEntry.nameBasedID(source: LogseqSource.name, key: path),
                              date: date, title: title, body: body, mood: mood, moodAsWritten: moodAsWritten, tags: tags, extra: extra, attachments: assets.attachments)
        self.fidelity = fidelity
        warnings = assets.missing.map { "\(path): \($0) names no file in assets/; kept as written" }
    }

    /// The key and value of a `key:: value` line, or `nil` when the line is not one.
    static func property(_ line: String) -> (String, String)? {
        guard let separator = line.range(of: "::") else { return nil }
        let key = line[..<separator.lowerBound]
        guard !key.isEmpty, key.allSatisfy({ !$0.isWhitespace && $0 != ":" }), !key.hasPrefix("-"), !key.hasPrefix("#") else { return nil }
        let value = line[separator.upperBound...]
        guard value.isEmpty || value.first == " " else { return nil }
        return (String(key), value.trimmingCharacters(in: .whitespaces))
    }

    /// A comma-separated property value as a list: `[[night walk]], canal` is `night walk`, `canal`.
    static func list(_ value: String) -> [String] {
        value.split(separator: ",").map { part in
            var item = part.trimmingCharacters(in: .whitespaces)
            if item.hasPrefix("#") { item.removeFirst() }
            if item.hasPrefix("[["), item.hasSuffix("]]") { item = String(item.dropFirst(2).dropLast(2)) }
            return item.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}

/// The asset links of one Logseq page: copies and rewritten links.
struct LogseqAssets {
    /// The graph's absolute path.
    let graph: String
    /// The page's path relative to the graph.
    let page: String
    /// The files to copy, in order of first link.
    private(set) var attachments: [ImportedAttachment] = []
    /// Link targets that name no file.
    private(set) var missing: [String] = []

    /// Creates the rewriter for a page.
    init(graph: String, page: String) {
        self.graph = graph
        self.page = page
    }

    /// The body with `](../assets/...)` link targets pointing to `attachments/`.
    mutating func rewrite(_ body: String) -> String {
        var output = ""
        var rest = Substring(body)
        while let start = rest.range(of: "](") {
            output += rest[..<start.upperBound]
            let after = rest[start.upperBound...]
            // The destination as CommonMark reads it (section 6.3): `mug (1).png` whole.
            let characters = Array(after.prefix(4096))
            guard let link = MarkdownScan.inlineLinkTail(characters, from: 0) else {
                rest = after
                continue
            }
            output += String(characters[..<link.destination.lowerBound])
            let target = String(characters[link.destination])
            rest = after[after.index(after.startIndex, offsetBy: link.destination.upperBound)...]
            let decoded = target.removingPercentEncoding ?? target
            let folder = (page as NSString).deletingLastPathComponent
            let relative = TextImportFiles.normalize(TextImportFiles.join(folder, decoded)) ?? ""
            guard !decoded.contains("://"), relative.hasPrefix("assets/") || decoded.hasPrefix("assets/") else {
                output += target
                continue
            }
            let path = relative.hasPrefix("assets/") ? relative : decoded
            guard TextImportFiles.isFile(graph + "/" + path) else {
                missing.append(target)
                output += target
                continue
            }
            let name = (path as NSString).lastPathComponent
            if !attachments.contains(where: { $0.sourcePath == path }) {
                attachments.append(ImportedAttachment(name: name, sourcePath: path, contents: .file(graph + "/" + path)))
            }
            output += TextImportFiles.attachmentLink(name)
        }
        return output + rest
    }
}
