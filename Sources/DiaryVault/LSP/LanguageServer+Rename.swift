extension LanguageServer {
    /// Whether a byte may be part of a tag's name: ASCII letters and digits, `-`, `_`, `/`, and
    /// any byte of a non-ASCII character (Hangul, kana, accented letters).
    static func isTagByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/")
    }

    /// Each place a tag is written in a text, as byte ranges of its name: in the front matter's
    /// `tags` value (flow `[a, b]`, plain or quoted, or block `- a` items) and as `#tag` in the
    /// body, by the one inline-tag rule (``MarkdownScan/inlineTags(_:brackets:)``: at a line's
    /// start or after a blank, not in code or a link's destination).
    static func tagRanges(_ tag: String, in document: TextDocument) -> [Range<Int>] {
        let name = Array(tag.utf8)
        guard !name.isEmpty else { return [] }
        var ranges: [Range<Int>] = []
        let closing = frontMatterClosingLine(document)
        var inTags = false
        var fences = MarkdownScan.Fences()
        for line in 0..<document.lineCount {
            let range = document.lineRange(line)
            let bytes = document.bytes[range]
            if let closing, line > 0, line < closing {
                let isItem = bytes.first == 0x20 || bytes.first == 0x09 || bytes.first == UInt8(ascii: "-")
                var from = range.lowerBound
                if !isItem {
                    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { inTags = false; continue }
                    inTags = SemanticKey(naming: String(decoding: bytes[..<colon], as: UTF8.self)) == .tags
                    from = colon + 1
                }
                guard inTags else { continue }
                let delimiters: Set<UInt8> = [0x20, 0x09, 0x2C, 0x5B, 0x5D, 0x22, 0x27, 0x2D]
                var index = from
                while index + name.count <= range.upperBound {
                    if document.bytes[index..<index + name.count].elementsEqual(name) {
                        let before = index == from ? 0x20 : document.bytes[index - 1]
                        let after = index + name.count == range.upperBound ? 0x20 : document.bytes[index + name.count]
                        if (index == from || delimiters.contains(before)), [0x20, 0x09, 0x2C, 0x5D, 0x22, 0x27].contains(after) {
                            ranges.append(index..<index + name.count)
                            index += name.count
                            continue
                        }
                    }
                    index += 1
                }
                continue
            }
            if let closing, line <= closing { continue }
            // The body: the one inline-tag rule (outside fenced and inline code, link
            // destinations and headings' `# `), as the importers read it.
            let text = String(decoding: bytes, as: UTF8.self)
            guard !fences.isCode(text), text.contains("#") else { continue }
            let characters = Array(text)
            for found in MarkdownScan.inlineTags(characters, brackets: false) where found.name == tag {
                let start = range.lowerBound + String(characters[..<found.range.lowerBound]).utf8.count
                ranges.append(start..<start + name.count)
            }
        }
        return ranges
    }

    /// The tag at a byte offset: a body `#tag`, or an item of the front matter's `tags`.
    static func tag(at offset: Int, in document: TextDocument) -> String? {
        let line = document.lineRange(document.position(ofByte: offset).line)
        var start = offset, end = offset
        while start > line.lowerBound, isTagByte(document.bytes[start - 1]) { start -= 1 }
        while end < line.upperBound, isTagByte(document.bytes[end]) { end += 1 }
        // A block item's `- ` is not part of the tag.
        while start < end, document.bytes[start] == UInt8(ascii: "-"), start == line.lowerBound
                || document.bytes[start - 1] == 0x20 || document.bytes[start - 1] == 0x09 {
            if start + 1 < end, document.bytes[start + 1] != 0x20 { break }
            start += 1
        }
        guard start < end else { return nil }
        let tag = String(decoding: document.bytes[start..<end], as: UTF8.self)
        return tagRanges(tag, in: document).contains { $0.lowerBound == start } ? tag : nil
    }

    /// `textDocument/prepareRename`: the tag's range under the cursor, or `null` where no tag is.
    func prepareRename(_ params: ImportValue) throws -> ImportValue {
        let (document, offset) = try target(params)
        guard let tag = Self.tag(at: offset, in: document),
              let range = Self.tagRanges(tag, in: document).first(where: { $0.contains(offset) || $0.upperBound == offset })
        else { return .null }
        return Self.json(document.position(ofByte: range.lowerBound), document.position(ofByte: range.upperBound))
    }

    /// `textDocument/rename` on a tag: one workspace edit over every entry that has it, in its
    /// front matter or as `#tag` in its text (open documents as the editor holds them, the
    /// others as on disk). Nothing is written here: the editor applies the edit.
    ///
    /// - Throws: ``Failure`` (`-32602`) when no tag is under the cursor or the new name is not
    ///   one a tag can have (empty, or with a space, `,`, `#`, `[` or `]`).
    func rename(_ params: ImportValue) throws -> ImportValue {
        let (document, offset) = try target(params)
        guard let tag = Self.tag(at: offset, in: document) else {
            throw Failure(code: .invalidParams, message: "there is no tag here to rename")
        }
        guard let newName = params["newName"]?.string, !newName.isEmpty,
              newName.utf8.allSatisfy(Self.isTagByte) else {
            throw Failure(code: .invalidParams, message: "a tag's new name must be letters, digits, '-', '_' or '/'")
        }
        let needle = Array(("#" + tag).utf8)
        let texts = vaultTexts { entry, bytes in entry.tags.contains(tag) || Self.find(needle, in: bytes, from: 0) != nil }
        var changes: [(key: String, value: ImportValue)] = []
        for (uri, text) in texts.sorted(by: { $0.key < $1.key }) {
            let edits = Self.tagRanges(tag, in: text).map { range in
                ImportValue.object([
                    ("range", Self.json(text.position(ofByte: range.lowerBound), text.position(ofByte: range.upperBound))),
                    ("newText", .string(newName)),
                ])
            }
            if !edits.isEmpty { changes.append((uri, .array(edits))) }
        }
        return .object([("changes", .object(changes))])
    }
}
