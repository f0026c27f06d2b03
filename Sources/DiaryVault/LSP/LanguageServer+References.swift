import Foundation

extension LanguageServer {
    /// The texts of the vault's entries for a search over the vault: open documents as the
    /// editor holds them, the other entries as on disk, keyed by `file:` URI. An entry on disk
    /// is read only when `wanted` accepts its summary and bytes (a cheap filter before the text
    /// is split into lines).
    func vaultTexts(where wanted: (EntrySummary, [UInt8]) -> Bool) -> [String: TextDocument] {
        var texts: [String: TextDocument] = [:]
        for (uri, open) in documents { texts[uri] = open }
        guard let vault else { return texts }
        for entry in workspace?.entries ?? [] {
            let path = vault.absolutePath(entry.path)
            let uri = Self.uri(ofPath: path)
            guard texts[uri] == nil, let bytes = try? FileSystem.read(path), wanted(entry, bytes) else { continue }
            texts[uri] = TextDocument(uri: uri, version: 0, text: String(decoding: bytes, as: UTF8.self), encoding: encoding)
        }
        return texts
    }

    /// An LSP `Location` of a byte range of a text.
    static func location(_ range: Range<Int>, in text: TextDocument) -> ImportValue {
        .object([
            ("uri", .string(text.uri)),
            ("range", json(text.position(ofByte: range.lowerBound), text.position(ofByte: range.upperBound))),
        ])
    }

    /// `textDocument/references`: on a tag, every place an entry has it (front matter and
    /// `#tag`, as ``tagRanges(_:in:)`` finds them for a rename); on a link, the links of every
    /// entry to the same target; elsewhere, the links of every entry to this one (markdown links
    /// and wikilinks that ``resolve(_:fromPath:)`` leads here). Locations are sorted by URI and
    /// position; `[]` when there are none.
    func references(_ params: ImportValue) throws -> ImportValue {
        let (document, offset) = try target(params)
        if let tag = Self.tag(at: offset, in: document) {
            let needle = Array(("#" + tag).utf8)
            let texts = vaultTexts { entry, bytes in entry.tags.contains(tag) || Self.find(needle, in: bytes, from: 0) != nil }
            return .array(texts.sorted { $0.key < $1.key }.flatMap { _, text in
                Self.tagRanges(tag, in: text).map { Self.location($0, in: text) }
            })
        }
        let destination: String
        if let link = Self.link(at: offset, in: document) {
            guard let path = resolve(link, from: document) else { return .array([]) }
            destination = path
        } else {
            guard let here = Self.path(ofURI: document.uri) else { return .array([]) }
            destination = here
        }
        // A link to the destination names its file (a path or a wikilink's file name) or, as a
        // wikilink, the entry's title: a file mentioning neither holds no link to it.
        let fileName = String(destination[destination.index(after: destination.lastIndex(of: "/") ?? destination.startIndex)...])
        let stem = fileName.hasSuffix(".md") ? String(fileName.dropLast(3)) : fileName
        var needles = [Array(stem.utf8)]
        if let encoded = stem.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed), encoded != stem { needles.append(Array(encoded.utf8)) }
        if let vault, let title = workspace?.entries.first(where: { vault.absolutePath($0.path) == destination })?.title, !title.isEmpty {
            needles.append(Array(title.utf8))
        }
        let texts = vaultTexts { _, bytes in needles.contains { Self.find($0, in: bytes, from: 0) != nil } }
        var locations: [ImportValue] = []
        for (uri, text) in texts.sorted(by: { $0.key < $1.key }) {
            guard let here = Self.path(ofURI: uri) else { continue }
            for line in 0..<text.lineCount {
                let range = text.lineRange(line)
                for span in Self.links(inLine: Array(text.bytes[range])) where resolve(span.link, fromPath: here) == destination {
                    locations.append(Self.location((range.lowerBound + span.whole.lowerBound)..<(range.lowerBound + span.whole.upperBound), in: text))
                }
            }
        }
        return .array(locations)
    }

    /// `workspace/symbol`: the vault's entries whose title and date (`YYYY-MM-DD`) match the
    /// query fuzzily (its characters in order, case folded: ``fuzzyScore(_:in:)``), best first,
    /// at most ``workspaceSymbolLimit``; an empty query gives the newest entries. Each is a
    /// `SymbolInformation` of kind File (1) named by the title (the file name when untitled),
    /// with the date as its container name and the file's start as its location.
    ///
    /// - Throws: ``Failure`` (`-32602`) when `query` is not a string.
    func workspaceSymbols(_ params: ImportValue) throws -> ImportValue {
        guard let query = params["query"]?.string else {
            throw Failure(code: .invalidParams, message: "query must be a string")
        }
        guard let vault, let entries = workspace?.entries else { return .array([]) }
        let needle = Array(query.lowercased().filter { !$0.isWhitespace })
        var ranked: [(score: Int, index: Int, name: String)] = []
        for (index, entry) in entries.enumerated() {
            let name = entry.title.isEmpty ? Self.stem(of: entry.path) : entry.title
            if needle.isEmpty {
                ranked.append((0, index, name))
            } else if let score = Self.fuzzyScore(needle, in: Array((name + " " + entry.day.description).lowercased())) {
                ranked.append((score, index, name))
            }
        }
        // Best score first; among equals, the newest entry (entries are in vault order, oldest first).
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.index > $1.index }
        let zero = TextDocument.Position(line: 0, character: 0)
        return .array(ranked.prefix(Self.workspaceSymbolLimit).map { match in
            let entry = entries[match.index]
            return .object([
                ("name", .string(match.name)), ("kind", .int(1)),
                ("location", .object([("uri", .string(Self.uri(ofPath: vault.absolutePath(entry.path)))), ("range", Self.json(zero, zero))])),
                ("containerName", .string(entry.day.description)),
            ])
        })
    }

    /// The most symbols `workspace/symbol` answers (an editor's picker shows a screenful).
    static let workspaceSymbolLimit = 100

    /// A file name without its folders and `.md`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    /// How well a query matches a candidate, both case folded, or `nil` when the query's
    /// characters do not all appear in order. The match is greedy from the left; each character
    /// scores 1, plus 5 when it follows the previous match directly and 3 at the start of a word
    /// (after a space, `-`, `_`, `/` or `.`), and a query found whole scores 20 more (30 at the
    /// start). Shorter candidates win ties: the length is subtracted, capped at 10.
    static func fuzzyScore(_ query: [Character], in candidate: [Character]) -> Int? {
        guard !query.isEmpty else { return 0 }
        var score = 0
        var at = 0
        var previous = -2
        for character in query {
            guard let found = candidate[at...].firstIndex(of: character) else { return nil }
            score += 1
            if found == previous + 1 { score += 5 }
            if found == 0 || [" ", "-", "_", "/", "."].contains(candidate[found - 1]) { score += 3 }
            previous = found
            at = found + 1
        }
        if let whole = find(query, in: candidate) { score += whole == 0 ? 30 : 20 }
        return score - min(candidate.count, 10)
    }

    /// The first index of `pattern` in `characters`.
    static func find(_ pattern: [Character], in characters: [Character]) -> Int? {
        guard pattern.count <= characters.count else { return nil }
        for start in 0...(characters.count - pattern.count) where characters[start..<start + pattern.count].elementsEqual(pattern) {
            return start
        }
        return nil
    }
}
