/// Code spans and inline `#tags` of one line, as CommonMark 0.31.2 (section 6.1) and Obsidian's
/// [Tags](https://help.obsidian.md/Editing+and+formatting/Tags) page read them: the one rule every
/// part of vault that finds a `#tag` in a body follows (the Obsidian and Logseq importers, the
/// language server's tag rename, hover and completion).
extension MarkdownScan {
    /// One inline tag of a line: where its name is (after `#`, in characters of the line) and the
    /// name as written.
    struct InlineTag: Equatable, Sendable {
        /// The name's characters in the line (the `#` is just before; for `#[[multi word]]` the
        /// range is inside the brackets).
        var range: Range<Int>
        /// The name, without `#` (and without `[[ ]]`).
        var name: String
    }

    /// The code spans of a line: each range runs from the opening backtick string to the end of
    /// the closing one (CommonMark section 6.1: a string of N backticks closes at the next string
    /// of exactly N; one that never closes is literal text; a backslash-escaped backtick opens
    /// none).
    ///
    /// - Parameter characters: The line's characters.
    /// - Returns: The spans, in order, not overlapping.
    static func codeSpans(_ characters: [Character]) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        var index = 0
        let count = characters.count
        while index < count {
            let character = characters[index]
            if character == "\\" {
                index += 2
                continue
            }
            guard character == "`" else {
                index += 1
                continue
            }
            let open = index
            while index < count, characters[index] == "`" { index += 1 }
            let length = index - open
            var search = index
            var closed: Int?
            while search < count {
                guard characters[search] == "`" else {
                    search += 1
                    continue
                }
                let run = search
                while search < count, characters[search] == "`" { search += 1 }
                if search - run == length {
                    closed = search
                    break
                }
            }
            if let closed {
                spans.append(open..<closed)
                index = closed
            }
        }
        return spans
    }

    /// Whether a character may be part of an inline tag's name: a letter, a digit (any script),
    /// `_`, `-` or `/` (Obsidian's nested tags).
    static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/"
    }

    /// The inline tags of one line outside code: `#` at the start of the line or after a blank,
    /// then tag characters (``isTagCharacter(_:)``) with at least one that is not a digit, `_`,
    /// `-` or `/` (so `#1984` is none), and, with `brackets`, Logseq's `#[[multi word]]`.
    ///
    /// Not tags: `# Heading` and `##` (no name), `a#b` and `https://x.com/#frag` (not at a word
    /// start), anything in a code span, and `#` inside an inline link's destination or title
    /// (`[a](b #c)` with `<b #c>`). The caller skips lines of fenced code (``Fences``).
    ///
    /// - Parameters:
    ///   - characters: The line's characters, without its line ending.
    ///   - brackets: Whether `#[[multi word]]` is a tag (Logseq).
    /// - Returns: Every tag in order, repeats included.
    static func inlineTags(_ characters: [Character], brackets: Bool) -> [InlineTag] {
        var skipped = codeSpans(characters)
        // Link destinations and titles: `](` followed by CommonMark's tail (section 6.3).
        var index = 0
        while index + 1 < characters.count {
            if characters[index] == "]", characters[index + 1] == "(", let tail = inlineLinkTail(characters, from: index + 2) {
                skipped.append(index + 2..<tail.end)
                index = tail.end
            } else {
                index += 1
            }
        }
        var tags: [InlineTag] = []
        index = 0
        let count = characters.count
        while index < count {
            if let span = skipped.first(where: { $0.contains(index) }) {
                index = span.upperBound
                continue
            }
            guard characters[index] == "#", index == 0 || characters[index - 1].isWhitespace else {
                index += 1
                continue
            }
            let start = index + 1
            if brackets, start + 1 < count, characters[start] == "[", characters[start + 1] == "[",
               let close = (start + 2..<count).first(where: { $0 + 1 < count && characters[$0] == "]" && characters[$0 + 1] == "]" }) {
                let name = String(characters[(start + 2)..<close])
                if !name.isEmpty { tags.append(InlineTag(range: (start + 2)..<close, name: name)) }
                index = close + 2
                continue
            }
            var end = start
            while end < count, isTagCharacter(characters[end]) { end += 1 }
            let name = characters[start..<end]
            if name.contains(where: { !($0.isNumber || $0 == "/" || $0 == "-" || $0 == "_") }) {
                tags.append(InlineTag(range: start..<end, name: String(name)))
            }
            index = max(end, start)
        }
        return tags
    }
}
