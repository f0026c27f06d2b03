import Foundation

/// jrnl's plain-text journal file read into entries, the way jrnl itself reads it.
///
/// The rules follow jrnl 4.6's `jrnl/journals/Journal.py` (`_parse`) and `Entry.py`
/// (`_parse_text`, `split_title`, `tag_regex`), rewritten here:
/// - an entry starts at a line `[<date>] ` whose bracket text (on that line: jrnl's pattern may
///   span lines, a date never does) is a date (``JrnlHeaderDate``); other
///   bracketed lines (`[1] footnote`) stay in the text of the entry before;
/// - a first line that ends in `*` (after blanks) marks the entry starred, and blanks and `*` are
///   stripped from both ends of that line;
/// - the title is the first line; when the text has a single line, it is the first sentence
///   (a `.`, `!`, `?`, `…` and the like, then blanks; or a CJK full stop); the body is the rest,
///   stripped of surrounding blanks;
/// - tags are words starting with `@` or `#` (jrnl 4's default `tagsymbols`) after a blank or at
///   the start, made of letters, digits, `_`, `-`, `+`, `*`, `#`, `/`; lowercased, in order of
///   first appearance. A word of sigils only (`##`) is not a tag.
struct JrnlTextJournal: Sendable {
    /// The entries, in file order.
    var entries: [JrnlEntry]
    /// Whether text before the first header was found (jrnl ignores it; the source warns).
    var hasPreamble: Bool

    /// Reads a journal's text.
    ///
    /// - Parameter text: The file's text; `\r\n` is read as `\n`.
    /// - Returns: `nil` when no line starts an entry.
    init?(parsing text: String) {
        let scalars = Array(text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars)
        var headers: [(start: Int, end: Int, parts: JrnlHeaderDate.Parts)] = []
        var index = 0
        while index < scalars.count {
            // jrnl's `(?:^|\n)\[([^\]]+)\] `: a match starts at the text's start or at a newline.
            let lineStart = index == 0 && scalars[0] == "[" ? 0 : index + 1
            if lineStart == 0 || scalars[index] == "\n", lineStart < scalars.count, scalars[lineStart] == "[",
               let close = scalars[(lineStart + 1)...].firstIndex(where: { $0 == "]" || $0 == "\n" }), scalars[close] == "]",
               close > lineStart + 1,
               close + 1 < scalars.count, scalars[close + 1] == " " {
                let blob = String(String.UnicodeScalarView(scalars[(lineStart + 1)..<close]))
                if let parts = JrnlHeaderDate.parts(blob) { headers.append((index, close + 2, parts)) }
                index = close + 2
                continue
            }
            index += 1
        }
        let order = JrnlHeaderDate.order(of: headers.map(\.parts))
        let dated = headers.compactMap { header in
            JrnlHeaderDate(header.parts, order: order).map { (header.start, header.end, $0) }
        }
        guard let first = dated.first else { return nil }
        hasPreamble = scalars[..<first.0].contains { !$0.properties.isWhitespace }
        entries = dated.indices.map { position in
            let end = position + 1 < dated.count ? dated[position + 1].0 : scalars.count
            return Self.entry(Array(scalars[dated[position].1..<end]), date: dated[position].2)
        }
    }

    /// One entry from its text after the header (``Entry._parse_text`` in jrnl).
    static func entry(_ raw: [Unicode.Scalar], date: JrnlHeaderDate) -> JrnlEntry {
        var text = raw
        var starred = false
        let firstLineEnd = raw.firstIndex(of: "\n") ?? raw.count
        let firstLine = Array(raw[..<firstLineEnd])
        if strip(firstLine, isWhitespace).last == "*" {
            starred = true
            text = strip(firstLine) { $0 == " " || $0 == "*" || $0 == "\n" } + ["\n"] + raw[min(firstLineEnd + 1, raw.count)...]
        }
        let (title, body) = splitTitle(text)
        return JrnlEntry(title: String(String.UnicodeScalarView(title)), body: String(String.UnicodeScalarView(body)),
                         date: date.text, tags: tags(in: raw), starred: starred)
    }

    /// Splits the title from the body (jrnl's `split_title`).
    static func splitTitle(_ text: [Unicode.Scalar]) -> (title: [Unicode.Scalar], body: [Unicode.Scalar]) {
        let leading = text.prefix(while: isWhitespace).count
        var end: Int?
        if let newline = text[leading...].firstIndex(of: "\n") {
            // jrnl searches the left-stripped text and cuts the unstripped one at that offset.
            end = min(newline - leading + 1, text.count)
        } else {
            end = sentenceEnd(text)
        }
        guard let end else { return (strip(text, isWhitespace), []) }
        return (strip(Array(text[..<end]), isWhitespace), strip(Array(text[end...]), isWhitespace))
    }

    /// The end of the first sentence terminator and the blanks after it, or `nil` (jrnl's
    /// `SENTENCE_SPLITTER`, after segtok).
    static func sentenceEnd(_ text: [Unicode.Scalar]) -> Int? {
        let terminals: Set<Unicode.Scalar> = [".", "!", "?", "\u{2026}", "\u{203C}", "\u{203D}", "\u{2047}", "\u{2048}",
                                              "\u{2049}", "\u{22EF}", "\u{FE52}", "\u{FE57}"]
        let cjk: Set<Unicode.Scalar> = ["\u{FF01}", "\u{FF0E}", "\u{FF1F}", "\u{FF61}", "\u{3002}"]
        for start in text.indices {
            if cjk.contains(text[start]) { return start + 1 }
            guard terminals.contains(text[start]) else { continue }
            var index = start + 1
            if index < text.count, ["'", "\u{2019}", "\"", "\u{201D}"].contains(text[index]) { index += 1 }
            while index < text.count, text[index] == "]" || text[index] == ")" { index += 1 }
            let blanks = text[index...].prefix(while: isWhitespace).count
            if blanks > 0 { return index + blanks }
        }
        return nil
    }

    /// The tags of an entry's text, lowercased, in order of first appearance, without repeats.
    static func tags(in text: [Unicode.Scalar]) -> [String] {
        var found: [String] = []
        var index = 0
        while index < text.count {
            defer { index += 1 }
            guard text[index] == "@" || text[index] == "#", index == 0 || isWhitespace(text[index - 1]) else { continue }
            var end = index + 1
            while end < text.count, isTagScalar(text[end]) { end += 1 }
            guard end > index + 1 else { continue }
            let word = text[index..<end]
            index = end - 1
            guard word.dropFirst().contains(where: { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }) else { continue }
            let tag = String(String.UnicodeScalarView(word)).lowercased()
            if !found.contains(tag) { found.append(tag) }
        }
        return found
    }

    /// Whether a scalar may continue a tag (`[-+*#/\w]` in jrnl's pattern).
    static func isTagScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil || "_-+*#/".unicodeScalars.contains(scalar)
    }

    /// Whether a scalar is white space (Python's `str.strip()` and `\s`).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    /// The scalars without leading and trailing ones that match `trimmed`.
    static func strip(_ scalars: [Unicode.Scalar], _ trimmed: (Unicode.Scalar) -> Bool) -> [Unicode.Scalar] {
        guard let first = scalars.firstIndex(where: { !trimmed($0) }),
              let last = scalars.lastIndex(where: { !trimmed($0) }) else { return [] }
        return Array(scalars[first...last])
    }
}

/// One jrnl entry as read from either of jrnl's files, before it becomes an ``ImportedEntry``.
struct JrnlEntry: Hashable, Sendable {
    /// The title (jrnl's first line or sentence).
    var title: String
    /// The body, stripped of surrounding blanks.
    var body: String
    /// The date as vault writes it: `YYYY-MM-DDTHH:MM:SS`, no offset.
    var date: String
    /// The tags with their sigil (`@mina`, `#garden`), as jrnl lists them.
    var tags: [String]
    /// Whether jrnl marks the entry starred.
    var starred: Bool
    /// The uuid jrnl keeps for entries that came from Day One, else `nil`.
    var uuid: String? = nil
}
