import Foundation

extension LanguageServer {
    /// A link in an entry's text: `[[target]]` (a wikilink: `target|alias` and `target#heading`
    /// name the target) or a markdown link's `](target)`.
    struct Link: Equatable {
        /// The target as written, without alias or heading.
        var target: String
        /// Whether it is a wikilink.
        var isWikilink: Bool
    }

    /// The link whose brackets hold a byte offset, or `nil`: a wikilink from its `[[` to just
    /// after its `]]`, a markdown link from its `[` to its `)`.
    static func link(at offset: Int, in document: TextDocument) -> Link? {
        let line = document.lineRange(document.position(ofByte: offset).line)
        let cursor = offset - line.lowerBound
        return links(inLine: Array(document.bytes[line])).first { span in
            cursor >= span.whole.lowerBound && cursor <= (span.link.isWikilink ? span.whole.upperBound : span.whole.upperBound - 1)
        }?.link
    }

    /// Every link of one line, in order, with the byte range of its whole text (`[[…]]`, or a
    /// markdown link's `[…](…)`) relative to the line's start.
    static func links(inLine bytes: [UInt8]) -> [(whole: Range<Int>, link: Link)] {
        var found: [(whole: Range<Int>, link: Link)] = []
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "["), bytes[index + 1] == UInt8(ascii: "["),
               let close = find([0x5D, 0x5D], in: bytes, from: index + 2) {
                var target = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
                if let bar = target.firstIndex(of: "|") { target = String(target[..<bar]) }
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                found.append((index..<(close + 2), Link(target: target.trimmingCharacters(in: .whitespaces), isWikilink: true)))
                index = close + 2
                continue
            }
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "("),
               let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: ")")) {
                let open = bytes[..<index].lastIndex(of: UInt8(ascii: "[")) ?? index
                var target = String(decoding: bytes[(index + 2)..<close], as: UTF8.self)
                if let space = target.firstIndex(of: " ") { target = String(target[..<space]) }
                if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
                found.append((open..<(close + 1), Link(target: target.removingPercentEncoding ?? target, isWikilink: false)))
                index = close + 1
                continue
            }
            index += 1
        }
        return found
    }

    /// The first index of `pattern` in `bytes` at or after `start`.
    static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The absolute path a link leads to, or `nil` when nothing is there: a wikilink names an
    /// entry by its file name without `.md`, its vault-relative path or its title (or a file of
    /// the entry's folder); a markdown link is a path relative to the entry's folder (or, when
    /// it starts with `/`, to the vault's root).
    ///
    /// The index of entries may be older than the disk (a file deleted behind the editor's
    /// back, before `workspace/didChangeWatchedFiles` came), so every answer is a file that
    /// exists now: one `stat`.
    func resolve(_ link: Link, from document: TextDocument) -> String? {
        guard let here = Self.path(ofURI: document.uri) else { return nil }
        return resolve(link, fromPath: here)
    }

    /// The absolute path a link in the file at `here` leads to (``resolve(_:from:)``).
    func resolve(_ link: Link, fromPath here: String) -> String? {
        guard !link.target.isEmpty else { return nil }
        let folder = String(here[..<(here.lastIndex(of: "/") ?? here.endIndex)])
        if link.isWikilink {
            if let vault, let entries = workspace?.entries {
                let target = link.target.hasSuffix(".md") ? String(link.target.dropLast(3)) : link.target
                if let entry = entries.first(where: { entry in
                    let stem = entry.path.split(separator: "/").last.map { String($0.dropLast(3)) }
                    return stem == target || entry.path == target + ".md"
                }) ?? entries.first(where: { $0.title == target }),
                   FileSystem.status(vault.absolutePath(entry.path), follow: true)?.kind == .regular {
                    return vault.absolutePath(entry.path)
                }
            }
            let beside = folder + "/" + link.target
            return FileSystem.status(beside, follow: true)?.kind == .regular ? beside : nil
        }
        guard !link.target.contains("://") else { return nil }
        let base = link.target.hasPrefix("/") ? (vault?.path ?? "") : folder
        let path = URL(fileURLWithPath: base + "/" + link.target).standardizedFileURL.path
        return FileSystem.status(path, follow: true)?.kind == .regular ? path : nil
    }

    /// `textDocument/definition`: the file a link under the cursor leads to, or `null`.
    func definition(_ params: ImportValue) throws -> ImportValue {
        let (document, offset) = try target(params)
        guard let link = Self.link(at: offset, in: document), let path = resolve(link, from: document) else { return .null }
        let zero = TextDocument.Position(line: 0, character: 0)
        return .object([("uri", .string(Self.uri(ofPath: path))), ("range", Self.json(zero, zero))])
    }
}
