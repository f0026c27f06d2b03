/// An entry file as read: an optional byte order mark, optional front matter, and the body.
///
/// ``serialized()`` gives back exactly the bytes that were parsed (the round-trip contract of
/// `docs/FORMAT.md`); edits through ``setValue(_:forKey:)`` and ``removeValue(forKey:)`` change
/// only the lines of the key they touch.
public struct EntryDocument: Hashable, Sendable {
    /// Whether the file starts with a UTF-8 byte order mark (EF BB BF).
    public var hasByteOrderMark: Bool
    /// The front matter, or `nil` when the file does not start with a `---` line.
    public var frontMatter: FrontMatter?
    /// The exact text after the closing delimiter line (the whole text when there is no front matter).
    public var body: String

    /// Creates a document from its parts.
    ///
    /// - Parameters:
    ///   - hasByteOrderMark: Whether to write a UTF-8 byte order mark first.
    ///   - frontMatter: The front matter, or `nil`.
    ///   - body: The text after the front matter.
    public init(hasByteOrderMark: Bool = false, frontMatter: FrontMatter?, body: String) {
        self.hasByteOrderMark = hasByteOrderMark
        self.frontMatter = frontMatter
        self.body = body
    }

    /// The value of a front-matter key under the YAML 1.2 core schema, or `nil` when absent.
    ///
    /// - Parameter key: The key, compared exactly.
    public subscript(key: String) -> FrontMatterValue? {
        frontMatter?[key]
    }

    /// The document's text, byte for byte what was parsed when nothing was edited.
    public func serializedText() -> String {
        var text = hasByteOrderMark ? "\u{FEFF}" : ""
        if let frontMatter { text += frontMatter.source }
        return text + body
    }

    /// The document's bytes, exactly what was parsed when nothing was edited.
    public func serialized() -> [UInt8] {
        Array(serializedText().utf8)
    }

    /// The line ending of the file: the front matter's, else the body's first, else LF.
    public var lineEnding: LineEnding {
        if let frontMatter { return frontMatter.lineEnding }
        if let newline = body.utf8.firstIndex(of: 0x0A), newline > body.utf8.startIndex,
           body.utf8[body.utf8.index(before: newline)] == 0x0D {
            return .crlf
        }
        return .lf
    }
}
