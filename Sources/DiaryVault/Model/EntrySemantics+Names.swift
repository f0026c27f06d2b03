/// The names of the semantic keys as lists, and the lookups by name, all derived from ``SemanticKey``.
extension EntrySemantics {
    /// The key that holds `key` in a front matter: itself, else its first legacy alias present,
    /// else the first key (in file order) that is `key` in another ASCII case (`UUID`, `Tags`),
    /// else the first key that is a legacy alias in another case (`IsStar`); `nil` when none is.
    ///
    /// - Parameters:
    ///   - key: A key's text; only a ``SemanticKey/name``, written exactly, has aliases.
    ///   - frontMatter: The front matter, or `nil`.
    static func storedKey(for key: String, in frontMatter: FrontMatter?) -> String? {
        storedKey(names: SemanticKey(rawValue: key)?.names ?? [key], in: frontMatter)
    }

    /// The key that holds `key` in a front matter (see ``storedKey(for:in:)-(String,_)``).
    static func storedKey(for key: SemanticKey, in frontMatter: FrontMatter?) -> String? {
        storedKey(names: key.names, in: frontMatter)
    }

    /// The first of `names` present exactly, else the first key that is one of them in another
    /// ASCII case, trying them in order.
    private static func storedKey(names: [String], in frontMatter: FrontMatter?) -> String? {
        guard let frontMatter else { return nil }
        if let exact = names.first(where: { frontMatter[$0] != nil }) { return exact }
        for name in names {
            if let found = frontMatter.keys.first(where: { $0 != name && $0.equalsIgnoringASCIICase(name) }) { return found }
        }
        return nil
    }

    /// The keys vault reads a meaning from (DESIGN section 3), as vault spells them: `uuid`,
    /// `date`, `starred`, `mood`, `tags`, `title`.
    static let semanticKeys = SemanticKey.allCases.map(\.name)

    /// The semantic keys and their legacy aliases, as vault spells them: `uuid`, `id`,
    /// `uuidString`, `date`, `created`, `starred`, `isStar`, `favorite`, `mood`, `tags`, `title`.
    static let semanticNames = SemanticKey.allCases.flatMap(\.names)

    /// The semantic key that `key` names, itself or through a legacy alias, exactly or in another
    /// ASCII case (`Mood`, `isstar`, `created` name `mood`, `starred`, `date`); `nil` for any
    /// other key. The name of ``SemanticKey/init(naming:)``.
    static func meaning(of key: String) -> String? {
        SemanticKey(naming: key)?.name
    }

    /// The UTF-8 lengths of ``semanticNames``: a key of another length cannot be one in another case.
    static let foldedLengths = Set(semanticNames.map(\.utf8.count))

    /// The semantic key or legacy alias that `key` spells in another ASCII case (`UUID` -> `uuid`,
    /// `ISSTAR` -> `isStar`), or `nil` when it spells none, or spells one exactly.
    static func semanticName(differingInCase key: String) -> String? {
        spelling(differingInCase: key)?.name
    }

    /// The spelling that `key` is in another ASCII case, or `nil` (see ``semanticName(differingInCase:)``).
    static func spelling(differingInCase key: String) -> Spelling? {
        guard foldedLengths.contains(key.utf8.count) else { return nil }
        return spellings.first { $0.name != key && key.equalsIgnoringASCIICase($0.name) }
    }
}
