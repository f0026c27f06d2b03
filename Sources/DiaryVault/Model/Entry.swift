/// One diary entry: its file's document, and the keys vault understands read from it.
///
/// The document keeps everything (unknown keys, comments, quoting, body); the other properties
/// are derived from it when the entry is created or edited (DESIGN section 3):
/// - `uuid`, `date`, `mood`, `starred`, `title`, `tags`; the legacy keys `id` and `uuidString`
///   (for `uuid`), `created` (for `date`), `isStar` and `favorite` (for `starred`) are read when
///   the modern key is absent;
/// - the title is the `title` key, else the first `# ` heading of the body, else the first
///   non-empty body line (see ``EntryTitle``).
public struct Entry: Hashable, Sendable {
    /// The legacy key names older diary apps used, by the modern key they stand for.
    public static let legacyKeys: [String: [String]] = [
        "uuid": ["id", "uuidString"],
        "date": ["created"],
        "starred": ["isStar", "favorite"],
    ]

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
    /// The title (never empty for an entry with any text; empty otherwise).
    public private(set) var title: String
    /// The tags: the `tags` sequence as strings, or a single string as one tag.
    public private(set) var tags: [String]

    /// The markdown body, exactly as in the file.
    public var body: String { document.body }

    /// Reads an entry from a parsed document.
    ///
    /// - Parameter document: The parsed file.
    public init(document: EntryDocument) {
        self.document = document
        uuid = nil
        date = nil
        mood = nil
        moodText = nil
        isStarred = false
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

    /// The key that holds a semantic value in this file: the modern key when present, else the
    /// first legacy alias present, else `nil`.
    ///
    /// - Parameter key: `uuid`, `date` or `starred` (other keys have no aliases).
    public func storedKey(for key: String) -> String? {
        EntrySemantics.storedKey(for: key, in: document.frontMatter)
    }

    /// Recomputes the derived properties from the document.
    private mutating func derive() {
        let semantics = EntrySemantics(document.frontMatter)
        uuid = semantics.uuid
        date = semantics.date
        mood = semantics.mood
        moodText = semantics.moodText
        isStarred = semantics.isStarred
        tags = semantics.tags
        title = semantics.title ?? EntryTitle.extract(fromBody: document.body)
    }
}

/// The keys vault understands, read from a front matter (DESIGN section 3): shared by ``Entry``
/// and the index's fast path, which reads front matter without keeping the whole document.
struct EntrySemantics {
    var uuid: EntryID?
    var date: EntryDate?
    var mood: Mood?
    var moodText: String?
    var isStarred = false
    var tags: [String] = []
    /// The `title` key when it holds text; `nil` means the title comes from the body.
    var title: String?

    /// Reads the semantic keys, through legacy aliases.
    ///
    /// - Parameter frontMatter: The front matter, or `nil` for a file without one.
    init(_ frontMatter: FrontMatter?) {
        guard let frontMatter else { return }
        // One pass over the fields; the first field of each key wins. Slots, in order: uuid, id,
        // uuidString, date, created, starred, isStar, favorite, mood, tags, title.
        var slots = [FrontMatterNode?](repeating: nil, count: 11)
        for case .field(let field) in frontMatter.items {
            let slot: Int
            switch field.key {
            case "uuid": slot = 0
            case "id": slot = 1
            case "uuidString": slot = 2
            case "date": slot = 3
            case "created": slot = 4
            case "starred": slot = 5
            case "isStar": slot = 6
            case "favorite": slot = 7
            case "mood": slot = 8
            case "tags": slot = 9
            case "title": slot = 10
            default: continue
            }
            if slots[slot] == nil { slots[slot] = field.node }
        }
        let uuidNode = slots[0] ?? slots[1] ?? slots[2]
        let dateNode = slots[3] ?? slots[4]
        let starredNode = slots[5] ?? slots[6] ?? slots[7]
        uuid = uuidNode.flatMap(Self.scalarText).flatMap(EntryID.init(parsing:))
        date = dateNode.flatMap(Self.scalarText).flatMap(EntryDate.init(parsing:))
        moodText = slots[8].flatMap(Self.scalarText)
        mood = moodText.flatMap(Mood.init(parsing:))
        isStarred = starredNode.map { Starred.interpret($0.value).isStarred } ?? false
        switch slots[9]?.value {
        case .sequence(let items)?: tags = items.compactMap(\.stringValue)
        case .string(let text)? where !text.isEmpty: tags = [text]
        default: tags = []
        }
        if case .scalar(let scalar)? = slots[10], case .string(let text) = scalar.value,
           !text.trimmingASCIISpaces.isEmpty {
            title = String(text.trimmingASCIISpaces)
        }
    }

    /// The text of a scalar as written (after unquoting), or `nil` for null, sequences and raw YAML.
    static func scalarText(_ node: FrontMatterNode) -> String? {
        guard case .scalar(let scalar) = node else { return nil }
        if scalar.style == .plain, scalar.value == .null { return nil }
        return scalar.text
    }

    /// The key that holds `key` in a front matter: itself, else its first legacy alias present.
    static func storedKey(for key: String, in frontMatter: FrontMatter?) -> String? {
        guard let frontMatter else { return nil }
        if frontMatter[key] != nil { return key }
        return Entry.legacyKeys[key]?.first { frontMatter[$0] != nil }
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
        setValue(.bool(starred), forKey: storedKey(for: "starred") ?? "starred")
    }
}
