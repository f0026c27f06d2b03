extension Entry {
    /// Creates a new entry in the canonical form of DESIGN section 4.
    ///
    /// The front matter has the keys `uuid`, `date`, `mood` (when given), `starred`, `tags` (when
    /// any) in ``SemanticKey/canonicalOrder``, then `extra` in order (less any key of that list);
    /// LF line endings; a final newline. When `title` is given and the text does not already
    /// start with a heading, the body starts with `# title` and a blank line.
    /// `Entry(parsing: entry.document.serialized())` equals the result.
    ///
    /// - Parameters:
    ///   - uuid: The identity; new entries use ``EntryID/random()``.
    ///   - date: The date and time.
    ///   - mood: The mood, or `nil` to leave it out.
    ///   - starred: Whether the entry is starred.
    ///   - tags: The tags, in order.
    ///   - extra: Further keys and values, such as `weather` or `location`.
    ///   - title: A title to put as the first heading, or `nil`.
    ///   - text: The body text.
    /// - Returns: The entry.
    public static func canonical(uuid: EntryID, date: EntryDate, mood: Mood? = nil, starred: Bool = false,
                                 tags: [String] = [], extra: [(String, FrontMatterValue)] = [],
                                 title: String? = nil, text: String) -> Entry {
        var body = text
        if body.contains("\r\n") { body = body.replacing("\r\n", with: "\n") }
        while body.hasPrefix("\n") { body.removeFirst() }
        while body.hasSuffix("\n\n") { body.removeLast() }
        if let title = title?.trimmingASCIISpaces, !title.isEmpty,
           EntryTitle.headingText(Substring(body.prefix { $0 != "\n" }), level: nil) == nil {
            let heading = "# " + title.replacing("\n", with: " ")
            body = body.isEmpty ? heading : heading + "\n\n" + body
        }
        if !body.isEmpty, !body.hasSuffix("\n") { body += "\n" }
        // The title is written as the body's first heading, above.
        var document = EntryDocument.canonical(uuid: uuid, date: date, mood: mood, starred: starred, tags: tags, body: body)
        for (key, value) in extra where !canonicalKeyNames.contains(key) {
            document.setValue(value, forKey: key)
        }
        return Entry(document: document)
    }

    /// The names of the keys the canonical form writes itself (``SemanticKey/canonicalOrder``):
    /// a key of `extra` with one of these names is left out.
    private static let canonicalKeyNames = Set(SemanticKey.canonicalOrder.map(\.name))
}

extension EntryDocument {
    /// A document with the canonical front matter of DESIGN section 4 and a body: the keys
    /// `uuid`, `date`, `mood` (when given), `starred`, `tags` (when any), in
    /// ``SemanticKey/canonicalOrder``, between `---` lines with LF line endings. The one writer of
    /// these keys for `vault new` (``Entry/canonical(uuid:date:mood:starred:tags:extra:title:text:)``)
    /// and `vault import` (`ImportedEntry.document(body:)`), which add their own keys after them.
    ///
    /// - Parameters:
    ///   - uuid: The identity.
    ///   - date: The date, written as its text.
    ///   - mood: The mood, or `nil` to leave the key out.
    ///   - starred: Whether the entry is starred.
    ///   - tags: The tags, in order; none leaves the key out.
    ///   - moodAsWritten: A mood outside the five names, kept as the source wrote it, written in
    ///     `mood:` when `mood` is `nil` (an import's "kept as text").
    ///   - body: The body, as it is to be written.
    /// - Returns: The document.
    static func canonical(uuid: EntryID, date: EntryDate, mood: Mood?, starred: Bool, tags: [String],
                          moodAsWritten: FrontMatterValue? = nil, body: String) -> EntryDocument {
        var document = EntryDocument(frontMatter: FrontMatter(opening: "---\n", items: [], closing: "---\n"), body: body)
        for key in SemanticKey.canonicalOrder {
            switch key {
            case .uuid: document.setValue(.string(uuid.canonical), forKey: key.name)
            case .date: document.setValue(.string(date.text), forKey: key.name)
            case .mood:
                if let mood {
                    document.setValue(.string(mood.rawValue), forKey: key.name)
                } else if let moodAsWritten {
                    document.setValue(moodAsWritten, forKey: key.name)
                }
            case .starred: document.setValue(.bool(starred), forKey: key.name)
            case .tags: if !tags.isEmpty { document.setValue(.sequence(tags.map { .string($0) }), forKey: key.name) }
            case .title, .anniversary, .private: break // No canonical position: the callers decide.
            }
        }
        return document
    }
}
