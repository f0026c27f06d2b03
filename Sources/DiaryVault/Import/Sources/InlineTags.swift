/// The inline `#tags` of a markdown body, as Obsidian and Logseq write them.
///
/// A tag is `#` at the start of a line or after a blank, then letters, digits, `_`, `-` and `/`
/// (Obsidian's nested tags); it needs one character that is not a digit, so `#1984` is not a tag,
/// and `# Heading` and `##` are none either. With `brackets`, Logseq's `#[[multi word]]` is a tag
/// too. Fenced code blocks (CommonMark's, also inside list items: ``MarkdownScan/Fences``) and
/// inline code spans are skipped (Obsidian's
/// [Tags](https://help.obsidian.md/Editing+and+formatting/Tags) page).
enum InlineTags {
    /// The tags of a body, without `#`, in order of first appearance, without repeats (compared
    /// ignoring case, the first spelling kept).
    ///
    /// - Parameters:
    ///   - body: The markdown body.
    ///   - brackets: Whether `#[[multi word]]` is a tag (Logseq).
    static func find(in body: String, brackets: Bool) -> [String] {
        var tags: [String] = []
        var fences = MarkdownScan.Fences()
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) where !fences.isCode(line) {
            scan(line, brackets: brackets, into: &tags)
        }
        return tags
    }

    /// Adds the tags of one line outside code.
    private static func scan(_ line: Substring, brackets: Bool, into tags: inout [String]) {
        let characters = Array(line)
        var index = 0
        var inCode = false
        while index < characters.count {
            let character = characters[index]
            if character == "`" {
                inCode.toggle()
                index += 1
                continue
            }
            guard !inCode, character == "#", index == 0 || characters[index - 1].isWhitespace else {
                index += 1
                continue
            }
            var end = index + 1
            var tag = ""
            if brackets, end + 1 < characters.count, characters[end] == "[", characters[end + 1] == "[",
               let close = (end + 2..<characters.count).first(where: { $0 + 1 < characters.count && characters[$0] == "]" && characters[$0 + 1] == "]" }) {
                tag = String(characters[(end + 2)..<close])
                end = close + 2
            } else {
                while end < characters.count, isTagCharacter(characters[end]) { end += 1 }
                tag = String(characters[(index + 1)..<end])
                if tag.allSatisfy({ $0.isNumber || $0 == "/" || $0 == "-" || $0 == "_" }) { tag = "" }
            }
            if !tag.isEmpty, !tags.contains(where: { $0.lowercased() == tag.lowercased() }) { tags.append(tag) }
            index = max(end, index + 1)
        }
    }

    /// Whether a character may be part of a tag.
    static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "/"
    }

    /// Adds `new` tags to `tags`, leaving out repeats (ignoring case).
    static func merge(_ new: [String], into tags: inout [String]) {
        for tag in new where !tag.isEmpty && !tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
            tags.append(tag)
        }
    }
}
