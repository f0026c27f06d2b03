/// One diary entry: its file's document, and the keys vault understands read from it.
///
/// The document keeps everything (unknown keys, comments, quoting, body); the other properties
/// are derived from it when the entry is created or edited (DESIGN section 3):
/// - `uuid`, `date`, `mood`, `starred`, `title`, `tags`; the legacy keys `id` and `uuidString`
///   (for `uuid`), `created` (for `date`), `isStar` and `favorite` (for `starred`) are read when
///   the modern key is absent; a key written in another ASCII case (`UUID`, `Tags`, `IsStar`) is
///   read as that key when no key or alias is written exactly (see ``storedKey(for:)``);
/// - the title is the `title` key, else the first `# ` heading of the body, else the first
///   non-empty body line (see ``EntryTitle``).
public struct Entry: Hashable, Sendable {
    /// The legacy key names older diary apps used, by the modern key they stand for:
    /// `uuid: [id, uuidString]`, `date: [created]`, `starred: [isStar, favorite]` (derived from
    /// ``SemanticKey/aliases``).
    public static let legacyKeys: [String: [String]] = Dictionary(
        uniqueKeysWithValues: SemanticKey.allCases.filter { !$0.aliases.isEmpty }.map { ($0.name, $0.aliases) })

    /// The parsed file.
    public private(set) var document: EntryDocument
    /// The identity, or `nil` when the key is missing or not a UUID.
    public private(set) var uuid: EntryID?
    /// The date, or `nil` when the key is missing or not a valid date.
    public private(set) var date: EntryDate?
    /// The mood, or `nil` when missing or not one of the five (see ``moodText``).
    public private(set) var mood: Mood?
    /// The `mood` value as written, kept even when it is not a known mood.
    public private(set) var moodText: String?
    /// Whether the entry is starred, reading other spellings as YAML 1.1 tools do (see ``Starred``).
    public private(set) var isStarred: Bool
    /// Whether the entry marks an anniversary (`anniversary: true`), read as `starred` is.
    public private(set) var isAnniversary: Bool
    /// Whether the entry is private (`private: true`), and so left out of every export unless
    /// `--include-private` is given: read through ``SemanticKey/private`` as `starred` is
    /// (``Starred``), so `yes`, `on`, `1` or a quoted `"true"` as YAML 1.1 tools read them make it
    /// private too (a lenient spelling errs on the side of privacy).
    public private(set) var isPrivate: Bool
    /// The title (never empty for an entry with any text; empty otherwise).
    public private(set) var title: String
    /// The tags: the `tags` sequence as strings, or a single string as one tag.
    public private(set) var tags: [String]
    /// Whether ``date`` comes from the file name, because the front matter has none (see
    /// ``readDate(fromFileName:)``).
    public private(set) var isDateFromFileName = false
    /// The day the file name gives, if any (kept so that edits derive the date again).
    private var fileNameDay: CivilDate?

    /// The markdown body, exactly as in the file.
    public var body: String { document.body }

    /// Whether git has not finished merging the file (its index holds the file's sides), which
    /// a file may show without any marker when the merge driver failed; set by the reader that
    /// asked git (`UnmergedFiles`), `false` otherwise.
    public var isUnmerged = false

    /// Whether the body holds unresolved git conflict markers (``ConflictMarker/hasConflict(inUTF8:)``;
    /// markers in the front matter keep the file from parsing at all), or git has not finished
    /// merging the file (``isUnmerged``).
    public var isConflicted: Bool {
        if isUnmerged { return true }
        var body = document.body
        return body.withUTF8 { ConflictMarker.hasConflict(inUTF8: $0) }
    }

    /// The title of a body (``EntryTitle``), read without its conflicts when it has any, so a
    /// title is never a marker line nor one side's text (``ConflictMarker/withoutConflicts(_:)``).
    static func bodyTitle(_ body: String) -> String {
        var body = body
        return body.withUTF8 { bytes in
            guard ConflictMarker.hasConflict(inUTF8: bytes) else { return EntryTitle.extract(fromUTF8: bytes) }
            return ConflictMarker.withoutConflicts(bytes).withUnsafeBufferPointer { EntryTitle.extract(fromUTF8: $0) }
        }
    }

    /// Reads an entry from a parsed document.
    ///
    /// - Parameter document: The parsed file.
    public init(document: EntryDocument) {
        self.init(document: document, fileNameDay: nil)
    }

    /// Reads an entry from a parsed document and takes the date from its file's name as
    /// ``readDate(fromFileName:)`` does, deriving the properties once instead of twice.
    ///
    /// - Parameters:
    ///   - document: The parsed file.
    ///   - name: The file's name (a path's last component is taken).
    init(document: EntryDocument, fileName name: String) {
        self.init(document: document, fileNameDay: Self.fileNameDay(name))
    }

    /// Reads an entry from a parsed document, with the day its file name gives (if any).
    private init(document: EntryDocument, fileNameDay: CivilDate?) {
        self.fileNameDay = fileNameDay
        self.document = document
        uuid = nil
        date = nil
        mood = nil
        moodText = nil
        isStarred = false
        isAnniversary = false
        isPrivate = false
        title = ""
        tags = []
        derive()
    }

    /// Parses an entry file's bytes.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The path to name in errors.
    /// - Throws: ``FrontMatterError`` when the file does not parse.
    public init(parsing bytes: [UInt8], path: String? = nil) throws {
        self.init(document: try EntryDocument(parsing: bytes, path: path))
    }

    /// The key that holds a semantic value in this file, named by its text: as
    /// ``storedKey(for:)-(SemanticKey)`` for a ``SemanticKey/name``; for any other text, the key
    /// itself, else the first key that is it in another ASCII case, else `nil`.
    ///
    /// - Parameter key: `uuid`, `date`, `starred`, `mood`, `tags` or `title` (only the first three
    ///   have legacy aliases; each may be written in another ASCII case, such as `UUID`).
    public func storedKey(for key: String) -> String? {
        EntrySemantics.storedKey(for: key, in: document.frontMatter)
    }

    /// Takes the date from the file name when the front matter has none (docs/FORMAT.md, "The
    /// date from the file name": `2026-11-29.md`, `2026_11_29.md`, `2026-11-29-title.md`), as the
    /// index does; an invalid date in the front matter stays invalid.
    ///
    /// - Parameter name: The file's name (a path's last component is taken).
    public mutating func readDate(fromFileName name: String) {
        fileNameDay = Self.fileNameDay(name)
        derive()
    }

    /// The day a file name gives (``VaultPath/fileNameDate(ofFileName:)``) of a path's last component.
    private static func fileNameDay(_ name: String) -> CivilDate? {
        let last = name.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(name)
        return VaultPath.fileNameDate(ofFileName: last)
    }

    /// Recomputes the derived properties from the document.
    private mutating func derive() {
        let semantics = EntrySemantics(document.frontMatter)
        uuid = semantics.uuid
        date = semantics.date
        isDateFromFileName = false
        if date == nil, let fileNameDay, document.frontMatter != nil || !EntrySemantics.startsLikeFrontMatter(document.body.utf8.prefix(4096)),
           EntrySemantics.isBlank(EntrySemantics.storedKey(for: SemanticKey.date.name, in: document.frontMatter).flatMap { document[$0] }) {
            date = EntryDate(parsing: fileNameDay.description)
            isDateFromFileName = date != nil
        }
        mood = semantics.mood
        moodText = semantics.moodText
        isStarred = semantics.isStarred
        isAnniversary = semantics.isAnniversary
        isPrivate = semantics.isPrivate
        tags = semantics.tags
        title = semantics.title ?? Self.bodyTitle(document.body)
    }
}

extension String {
    /// Whether two strings are equal when ASCII letters are compared without case (`UUID` and
    /// `uuid`); other characters must match exactly, byte for byte.
    func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        return zip(utf8, other.utf8).allSatisfy { a, b in
            a == b || ((a | 0x20) == (b | 0x20) && (0x61...0x7A).contains(a | 0x20))
        }
    }
}

extension Entry {
    /// Sets a front-matter key with a format-preserving edit and re-reads the entry.
    ///
    /// - Parameters:
    ///   - value: The new value.
    ///   - key: The key, compared exactly.
    /// - Returns: Whether the file's text changed.
    @discardableResult
    public mutating func setValue(_ value: FrontMatterValue, forKey key: String) -> Bool {
        guard document.setValue(value, forKey: key) else { return false }
        derive()
        return true
    }

    /// Sets (or, with `nil`, removes) the nested key a dotted path names (`location.name`),
    /// rewriting only its line, and re-reads the entry
    /// (``EntryDocument/setValue(_:forKey:inner:)``).
    ///
    /// - Parameters:
    ///   - value: The new scalar, or `nil` to remove the nested key.
    ///   - path: The dotted path.
    /// - Returns: The front-matter key changed and its whole new value, or `nil` when nothing
    ///   changed (or the path has no dot).
    /// - Throws: ``PathEditRefusal`` when the edit cannot be made faithfully.
    public mutating func setValue(_ value: FrontMatterValue?, atPath path: String) throws(PathEditRefusal) -> (key: String, value: FrontMatterValue?)? {
        guard let (key, inner) = document.pathTarget(path) else { return nil }
        guard let changed = try document.setValue(value, forKey: key, inner: inner) else { return nil }
        derive()
        return (key, changed)
    }

    /// Removes a front-matter key and re-reads the entry.
    ///
    /// - Parameter key: The key, compared exactly.
    /// - Returns: Whether the key was there.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> Bool {
        guard document.removeValue(forKey: key) else { return false }
        derive()
        return true
    }

    /// Stars or unstars the entry, editing the key the file already uses (`starred`, or a legacy
    /// `isStar`/`favorite`), else adding `starred`.
    ///
    /// - Parameter starred: The new state.
    /// - Returns: Whether the file's text changed.
    @discardableResult
    public mutating func setStarred(_ starred: Bool) -> Bool {
        setValue(.bool(starred), forKey: storedKey(for: .starred) ?? SemanticKey.starred.name)
    }
}
