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
    /// - Parameter key: `uuid`, `date`, `starred`, `mood`, `tags` or `title` (only the first three
    ///   have legacy aliases; each may be written in another ASCII case, such as `UUID`).
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

    /// Reads the semantic keys, through legacy aliases and, when a key is missing as written,
    /// through the same key in another ASCII case.
    ///
    /// - Parameter frontMatter: The front matter, or `nil` for a file without one.
    init(_ frontMatter: FrontMatter?) {
        guard let frontMatter else { return }
        // One pass over the fields; the first field of each key wins.
        var uuidNode: FrontMatterNode?, idNode: FrontMatterNode?, uuidStringNode: FrontMatterNode?
        var dateNode: FrontMatterNode?, createdNode: FrontMatterNode?
        var starredNode: FrontMatterNode?, isStarNode: FrontMatterNode?, favoriteNode: FrontMatterNode?
        var moodNode: FrontMatterNode?, tagsNode: FrontMatterNode?, titleNode: FrontMatterNode?
        func keep(_ node: FrontMatterNode, in slot: inout FrontMatterNode?) {
            if slot == nil { slot = node }
        }
        var mayDifferInCase = false
        for case .field(let field) in frontMatter.items {
            switch field.key {
            case "uuid": keep(field.node, in: &uuidNode)
            case "id": keep(field.node, in: &idNode)
            case "uuidString": keep(field.node, in: &uuidStringNode)
            case "date": keep(field.node, in: &dateNode)
            case "created": keep(field.node, in: &createdNode)
            case "starred": keep(field.node, in: &starredNode)
            case "isStar": keep(field.node, in: &isStarNode)
            case "favorite": keep(field.node, in: &favoriteNode)
            case "mood": keep(field.node, in: &moodNode)
            case "tags": keep(field.node, in: &tagsNode)
            case "title": keep(field.node, in: &titleNode)
            default: if Self.foldedLengths.contains(field.key.utf8.count) { mayDifferInCase = true }
            }
        }
        // The rare fallback: a key missing as written may be there in another case (`UUID`,
        // `Tags`, as Hugo reads them). Exact keys and their exact aliases always win.
        let isMissing = (uuidNode ?? idNode ?? uuidStringNode) == nil || (dateNode ?? createdNode) == nil
            || (starredNode ?? isStarNode ?? favoriteNode) == nil || moodNode == nil || tagsNode == nil || titleNode == nil
        if mayDifferInCase, isMissing {
            var folded: [String: FrontMatterNode] = [:]
            for case .field(let field) in frontMatter.items {
                if let name = Self.semanticName(differingInCase: field.key), folded[name] == nil { folded[name] = field.node }
            }
            if !folded.isEmpty {
                if uuidNode == nil, idNode == nil, uuidStringNode == nil {
                    uuidNode = folded["uuid"] ?? folded["id"] ?? folded["uuidString"]
                }
                if dateNode == nil, createdNode == nil { dateNode = folded["date"] ?? folded["created"] }
                if starredNode == nil, isStarNode == nil, favoriteNode == nil {
                    starredNode = folded["starred"] ?? folded["isStar"] ?? folded["favorite"]
                }
                if moodNode == nil { moodNode = folded["mood"] }
                if tagsNode == nil { tagsNode = folded["tags"] }
                if titleNode == nil { titleNode = folded["title"] }
            }
        }
        uuid = (uuidNode ?? idNode ?? uuidStringNode).flatMap(Self.scalarText).flatMap(EntryID.init(parsing:))
        date = (dateNode ?? createdNode).flatMap(Self.scalarText).flatMap(EntryDate.init(parsing:))
        moodText = moodNode.flatMap(Self.scalarText)
        mood = moodText.flatMap(Mood.init(parsing:))
        isStarred = (starredNode ?? isStarNode ?? favoriteNode).map { Starred.interpret($0.value).isStarred } ?? false
        // Tags as written (`007` stays `007`); null items are left out.
        switch tagsNode {
        case .sequence(let items, _)?: tags = items.compactMap { Self.scalarText(.scalar($0)) }
        case .raw(let text)?: tags = Self.flowListOverLines(text)?.compactMap { Self.scalarText(.scalar($0)) } ?? []
        case .scalar? : tags = tagsNode.flatMap(Self.scalarText).map { $0.isEmpty ? [] : [$0] } ?? []
        default: tags = []
        }
        // The title as written, whatever YAML resolves it to: `title: 1984` is the title "1984".
        if let text = titleNode.flatMap(Self.scalarText), !text.trimmingASCIISpaces.isEmpty {
            title = String(text.trimmingASCIISpaces)
        }
    }

    /// The items of a flow list written over several lines (`[walk,` + `  family]`), which the
    /// parser keeps raw, or `nil` when the raw text is anything else.
    ///
    /// Only the simple case, where YAML reads the line breaks as spaces: the lines, trimmed, are
    /// joined by one space and parsed as a one-line flow list. Text with a comment, a quote, a
    /// backslash or a blank line (which fold differently) is left unread, as is a list that
    /// holds a list or a mapping.
    static func flowListOverLines(_ raw: String) -> [FrontMatterScalar]? {
        guard raw.utf8.first == UInt8(ascii: "["), raw.utf8.contains(0x0A),
              !raw.utf8.contains(where: { [UInt8(ascii: "#"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\")].contains($0) })
        else { return nil }
        let lines = raw.split(separator: "\n", omittingEmptySubsequences: false).map(\.trimmingASCIISpaces)
        guard !lines.contains(where: \.isEmpty),
              let document = try? EntryDocument(parsing: "---\nv: " + lines.joined(separator: " ") + "\n---\n"),
              case .sequence(let items, .flow)? = document.frontMatter?.field("v")?.node else { return nil }
        return items
    }

    /// The text of a scalar as written (after unquoting), or `nil` for null, sequences and raw YAML.
    static func scalarText(_ node: FrontMatterNode) -> String? {
        guard case .scalar(let scalar) = node else { return nil }
        if scalar.style == .plain, scalar.value == .null { return nil }
        return scalar.text
    }

    /// The key that holds `key` in a front matter: itself, else its first legacy alias present,
    /// else the first key (in file order) that is `key` in another ASCII case (`UUID`, `Tags`),
    /// else the first key that is a legacy alias in another case (`IsStar`); `nil` when none is.
    static func storedKey(for key: String, in frontMatter: FrontMatter?) -> String? {
        guard let frontMatter else { return nil }
        if frontMatter[key] != nil { return key }
        let aliases = Entry.legacyKeys[key] ?? []
        if let alias = aliases.first(where: { frontMatter[$0] != nil }) { return alias }
        for name in [key] + aliases {
            if let found = frontMatter.keys.first(where: { $0 != name && $0.equalsIgnoringASCIICase(name) }) { return found }
        }
        return nil
    }

    /// The keys vault reads a meaning from (DESIGN section 3), as vault spells them.
    static let semanticKeys = ["uuid", "date", "starred", "mood", "tags", "title"]

    /// The semantic keys and their legacy aliases, as vault spells them: `uuid`, `id`,
    /// `uuidString`, `date`, `created`, `starred`, `isStar`, `favorite`, `mood`, `tags`, `title`.
    static let semanticNames = semanticKeys.flatMap { [$0] + (Entry.legacyKeys[$0] ?? []) }

    /// The semantic key that `key` names, itself or through a legacy alias, exactly or in another
    /// ASCII case (`Mood`, `isstar`, `created` name `mood`, `starred`, `date`); `nil` for any
    /// other key.
    static func meaning(of key: String) -> String? {
        semanticKeys.first { semantic in
            ([semantic] + (Entry.legacyKeys[semantic] ?? [])).contains { $0.equalsIgnoringASCIICase(key) }
        }
    }

    /// The UTF-8 lengths of ``semanticNames``: a key of another length cannot be one in another case.
    static let foldedLengths = Set(semanticNames.map(\.utf8.count))

    /// The semantic key or legacy alias that `key` spells in another ASCII case (`UUID` -> `uuid`,
    /// `ISSTAR` -> `isStar`), or `nil` when it spells none, or spells one exactly.
    static func semanticName(differingInCase key: String) -> String? {
        guard foldedLengths.contains(key.utf8.count) else { return nil }
        return semanticNames.first { $0 != key && key.equalsIgnoringASCIICase($0) }
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
