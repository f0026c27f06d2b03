/// The inline `#tags` of a markdown body, as Obsidian and Logseq write them, for the importers.
///
/// The rule is ``MarkdownScan/inlineTags(_:brackets:)`` (one home: the language server reads
/// body tags with it too): `#` at the start of a line or after a blank, then letters, digits, `_`,
/// `-` and `/`, with one character that is not a digit; not in code (fenced, ``MarkdownScan/Fences``,
/// or inline), in a link's destination, or a heading's `# `. With `brackets`, Logseq's
/// `#[[multi word]]` is a tag too (Obsidian's
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
            guard line.contains("#") else { continue }
            merge(MarkdownScan.inlineTags(Array(line), brackets: brackets).map(\.name), into: &tags)
        }
        return tags
    }

    /// Adds `new` tags to `tags`, leaving out repeats (ignoring case).
    static func merge(_ new: [String], into tags: inout [String]) {
        for tag in new where !tag.isEmpty && !tags.contains(where: { $0.lowercased() == tag.lowercased() }) {
            tags.append(tag)
        }
    }
}
