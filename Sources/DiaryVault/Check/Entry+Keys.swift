extension Entry {
    /// The entry as its front matter alone defines it: uuid, date, mood, starred and tags, with
    /// an empty body and so no title from it.
    ///
    /// The checks and fixes read only keys; deriving the title scans the whole body for a
    /// heading, which for a 50 MB body without one is most of the cost of checking it.
    ///
    /// - Parameter document: The parsed file.
    init(keysOf document: EntryDocument) {
        self.init(document: EntryDocument(hasByteOrderMark: document.hasByteOrderMark,
                                          frontMatter: document.frontMatter, body: ""))
    }

    /// The entry as its front matter alone defines it (``init(keysOf:)``), with the date from
    /// the file name when the front matter has none (``readDate(fromFileName:)``), derived once.
    ///
    /// - Parameters:
    ///   - document: The parsed file.
    ///   - fileName: The file's name.
    init(keysOf document: EntryDocument, fileName: String) {
        self.init(document: EntryDocument(hasByteOrderMark: document.hasByteOrderMark,
                                          frontMatter: document.frontMatter, body: ""), fileName: fileName)
    }
}
