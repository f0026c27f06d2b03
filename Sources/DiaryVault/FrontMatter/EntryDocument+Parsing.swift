extension EntryDocument {
    /// Parses an entry file's bytes.
    ///
    /// The grammar is in `docs/FORMAT.md`: an optional UTF-8 byte order mark; front matter opened
    /// by a first line `---` (trailing blanks allowed) and closed by the next `---` or `...` line;
    /// then the body. A file that does not start with `---` has no front matter: all of it is body.
    /// Parsing is linear in the file size.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path to name in errors, as the user would type it.
    /// - Throws: ``FrontMatterError`` when the bytes are not UTF-8, the front matter is not closed,
    ///   or it is not valid in the supported YAML subset.
    public init(parsing bytes: [UInt8], path: String? = nil) throws {
        self = try bytes.withUnsafeBufferPointer { try FrontMatterParser.parseDocument($0, path: path) }
    }

    /// Parses an entry file's text (see ``init(parsing:path:)-([UInt8],_)``).
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The path to name in errors.
    /// - Throws: ``FrontMatterError`` when the front matter is invalid.
    public init(parsing text: String, path: String? = nil) throws {
        try self.init(parsing: Array(text.utf8), path: path)
    }
}
