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
        if document[key] != nil { return key }
        return Self.legacyKeys[key]?.first { document[$0] != nil }
    }

    /// The value of a semantic key, through its legacy aliases.
    private func semanticValue(_ key: String) -> FrontMatterValue? {
        storedKey(for: key).flatMap { document[$0] }
    }

    /// The text of a scalar key as written (after unquoting), whatever type YAML resolves it to:
    /// `title: 1984` is the title "1984", a Day One uuid of 32 decimal digits is not a number.
    /// `nil` when the key is absent, null, a sequence or raw.
    private func scalarText(_ key: String?) -> String? {
        guard let key, case .scalar(let scalar)? = document.frontMatter?.field(key)?.node, scalar.value != .null else {
            return nil
        }
        return scalar.text
    }

    /// Recomputes the derived properties from the document.
    private mutating func derive() {
        uuid = scalarText(storedKey(for: "uuid")).flatMap(EntryID.init(parsing:))
        date = scalarText(storedKey(for: "date")).flatMap(EntryDate.init(parsing:))
        moodText = scalarText("mood")
        mood = moodText.flatMap(Mood.init(parsing:))
        isStarred = semanticValue("starred").map(Starred.interpret)?.isStarred ?? false
        tags = Self.tags(from: document["tags"])
        if let text = scalarText("title"), !text.trimmingASCIISpaces.isEmpty {
            title = String(text.trimmingASCIISpaces)
        } else {
            title = EntryTitle.extract(fromBody: document.body)
        }
    }

    private static func tags(from value: FrontMatterValue?) -> [String] {
        switch value {
        case .sequence(let items)?: items.compactMap(\.stringValue)
        case .string(let text)? where !text.isEmpty: [text]
        default: []
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
