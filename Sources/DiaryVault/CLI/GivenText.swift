/// The text given to `vault new`, split into the front matter it may start with and the body.
///
/// Text from standard input or from the editor's draft is read as an entry file is (see
/// `docs/FORMAT.md`): it must be UTF-8, and when its first line is `---` it opens front matter,
/// which must parse. The draft's template comment (see ``Draft``) is removed first, with the line
/// breaks after it, so front matter typed below the comment counts. Text from the command line's
/// arguments is plain text: all of it is body.
struct GivenText: Sendable {
    /// The name standard input has in messages.
    static let standardInput = "<stdin>"

    /// The front matter the text started with, or `nil`.
    var frontMatter: FrontMatter?
    /// The text after the front matter (all of it when there is none).
    var body: String

    /// Plain text, all body.
    ///
    /// - Parameter text: The text.
    init(plain text: String) {
        frontMatter = nil
        body = text
    }

    /// Reads text from standard input or a draft.
    ///
    /// - Parameters:
    ///   - bytes: The bytes read.
    ///   - source: What to call them in errors: ``standardInput`` or the draft's path.
    /// - Throws: ``FrontMatterError/invalidUTF8(_:byteOffset:)`` when the bytes are not UTF-8, and
    ///   the other cases of ``FrontMatterError`` when the text starts with front matter that does
    ///   not parse; both name `source` and the line and column.
    init(bytes: [UInt8], source: String) throws {
        if let offset = bytes.withUnsafeBufferPointer({ UTF8Validation.firstInvalidOffset(in: $0) }) {
            // The parser builds the error, with its line, column and source line.
            _ = try EntryDocument(parsing: bytes, path: source)
            preconditionFailure("invalid UTF-8 at byte offset \(offset) was not reported")
        }
        let document = try EntryDocument(parsing: Draft.text(of: String(decoding: bytes, as: UTF8.self)), path: source)
        frontMatter = document.frontMatter
        body = document.body
    }
}
