/// A front-matter key vault reads a meaning from (DESIGN section 3): `uuid`, `date`, `starred`,
/// `mood`, `tags`, `title`, `anniversary` and `private`.
///
/// The one home of these keys: each case knows its canonical name, the legacy aliases other
/// diary apps wrote for it, how its value is read (``valueKind``), where the canonical form writes
/// it (``canonicalPosition``) and how two readings compare (``sameReading(_:_:)``). Every list of
/// keys (``Entry/legacyKeys``, the reader's, the checks', the edits' and `vault new`'s) derives
/// from ``allCases``, in this order, which is the order the reader resolves them in; switches over
/// it are exhaustive, so a new case is a compile error wherever it needs a decision.
///
/// A key is read from its name, else from its first alias present; a key written in another ASCII
/// case (`UUID`, `IsStar`) is read when no spelling is written exactly (see
/// ``Entry/storedKey(for:)-(SemanticKey)``).
public enum SemanticKey: String, CaseIterable, Hashable, Sendable {
    /// The entry's identity, a UUID (RFC 4122); aliases `id` and `uuidString`.
    case uuid
    /// When the entry was written (``EntryDate``); alias `created`.
    case date
    /// Whether the entry is starred (``Starred``); aliases `isStar` and `favorite`.
    case starred
    /// How the day felt (``Mood``), kept as written when it is not one of the five.
    case mood
    /// The entry's tags: a list of strings, or one string as one tag.
    case tags
    /// The title; when absent the title comes from the body (``EntryTitle``).
    case title
    /// Whether the entry's day is an anniversary (`anniversary: true`), named by the entry's
    /// title, counted by `vault dday` like the `anniversary` lines of `.vault/config`.
    case anniversary
    /// Whether the entry is private (`private: true`), and so left out of every export unless
    /// `--include-private` is given (docs/EXPORT.md).
    case `private`

    /// The canonical name, as vault writes the key: `uuid`, `date`, `starred`, `mood`, `tags`, `title`.
    public var name: String { rawValue }

    /// The legacy names older diary apps wrote for the key, in the order they are read when the
    /// name is absent: `id`, `uuidString` for ``uuid``; `created` for ``date``; `isStar`,
    /// `favorite` for ``starred``; none for the others.
    public var aliases: [String] {
        switch self {
        case .uuid: ["id", "uuidString"]
        case .date: ["created"]
        case .starred: ["isStar", "favorite"]
        case .mood, .tags, .title, .anniversary, .private: []
        }
    }

    /// The aliases that another tool owns and still reads, so vault reads them but never renames
    /// or removes them: `created` for ``date`` (the creation property of Obsidian, Logseq
    /// templates and Notion exports; renaming it would break their templates and queries).
    /// `vault check --fix` adds the modern key beside such an alias when the modern key is missing.
    /// The other aliases (`id`, `uuidString`, `isStar`, `favorite`) are the legacy keys of the
    /// diary apps vault grew from, which no tool reads any more: `--fix` renames them.
    public var sharedAliases: [String] {
        switch self {
        case .date: ["created"]
        case .uuid, .starred, .mood, .tags, .title, .anniversary, .private: []
        }
    }

    /// Whether a key (in any ASCII case) is an alias another tool owns (``sharedAliases``).
    ///
    /// - Parameter key: A front-matter key as written.
    public static func isSharedAlias(_ key: String) -> Bool {
        allCases.contains { $0.sharedAliases.contains { $0.equalsIgnoringASCIICase(key) } }
    }

    /// The name and then the aliases, in reading order: `uuid`, `id`, `uuidString` for ``uuid``.
    public var names: [String] { Self.namesOfCases[Self.allCases.firstIndex(of: self) ?? 0] }

    /// ``names`` of each case, in ``allCases`` order, made once (the readers ask for them per key
    /// of every file).
    private static let namesOfCases: [[String]] = allCases.map { [$0.name] + $0.aliases }

    /// Every name and alias with its key, for ``init(naming:)``.
    private static let namings: [(name: String, key: SemanticKey)] = allCases.flatMap { key in key.names.map { ($0, key) } }

    /// The length in UTF-8 bytes of the longest name or alias (`uuidString`): a longer key names none.
    private static let longestName = namings.map(\.name.utf8.count).max() ?? 0

    /// How the key's value is read, and so how a query compares it.
    public var valueKind: ValueKind {
        switch self {
        case .uuid: .identity
        case .date: .date
        case .starred: .boolean
        case .mood: .mood
        case .tags: .tagList
        case .title: .text
        case .anniversary: .boolean
        case .private: .boolean
        }
    }

    /// The key's place in the canonical front matter a new entry gets (DESIGN section 4: `uuid`,
    /// `date`, `mood`, `starred`, `tags`), 0-based, or `nil` for `title`, which the canonical
    /// form writes as the body's first heading instead, and `anniversary` and `private`, which
    /// `vault new` does not write.
    public var canonicalPosition: Int? {
        switch self {
        case .uuid: 0
        case .date: 1
        case .mood: 2
        case .starred: 3
        case .tags: 4
        case .title, .anniversary, .private: nil
        }
    }

    /// The keys the canonical form writes in its front matter, in its order: `uuid`, `date`,
    /// `mood`, `starred`, `tags` (see ``canonicalPosition``).
    public static let canonicalOrder: [SemanticKey] = allCases.filter { $0.canonicalPosition != nil }
        .sorted { ($0.canonicalPosition ?? 0) < ($1.canonicalPosition ?? 0) }

    /// Whether the index's summary (``EntrySummary``) keeps the key's value, so that a query
    /// compares it without reading the file: every key but `private`, which only `vault export`
    /// reads, from the whole entry (a query on it reads the front matter, as for any other key).
    public var isInSummary: Bool {
        switch self {
        case .uuid, .date, .starred, .mood, .tags, .title, .anniversary: true
        case .private: false
        }
    }

    /// Whether an import keeps another tool's key of this name as it is written, rather than
    /// renaming it `<source>-<key>` (``ExtraFields/writtenKey(_:source:)``) or leaving it out of the
    /// extra fields the imported entry writes: `private`, which means in every source what it
    /// means to vault and which the imported entry has no field for (renaming it would make a
    /// private entry public).
    public var isKeptOnImport: Bool {
        switch self {
        case .private: true
        case .uuid, .date, .starred, .mood, .tags, .title, .anniversary: false
        }
    }

    /// The key that `key` names, as its name or an alias, in any ASCII case (`Mood`, `isstar` and
    /// `created` name ``mood``, ``starred`` and ``date``); `nil` for any other key.
    ///
    /// - Parameter key: A front-matter key as written or typed.
    public init?(naming key: String) {
        guard key.utf8.count <= Self.longestName,
              let found = Self.namings.first(where: { $0.name.equalsIgnoringASCIICase(key) }) else { return nil }
        self = found.key
    }
}
