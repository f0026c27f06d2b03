extension EntryEdit {
    /// Refuses an edit whose effect on the entry's meaning is not the one asked for.
    ///
    /// Keys in another case and legacy aliases are read in an order (the exact key, then an alias,
    /// then another case; see ``Entry/storedKey(for:)``), so writing or removing one key can hand a
    /// meaning to another: `set id=x` next to `UUID:` made `id` the uuid, `unset starred` next to
    /// `ISSTAR: true` starred the entry. After an edit:
    /// - the uuid is the same;
    /// - a semantic key an edit set is read from that key, and one it removed is not read at all;
    /// - every other semantic value is read from the same key with the same value.
    ///
    /// - Parameters:
    ///   - edited: The entry after the edit.
    ///   - original: The entry before it.
    ///   - changes: The changes made, keys as stored.
    ///   - path: The file's path as the user sees it.
    /// - Throws: ``VaultError/protectedKey(path:key:reason:)`` naming the key that would take over.
    static func checkMeaning(of edited: Entry, original: Entry, changes: [Change], path: String) throws {
        let changedKeys = Set(changes.map(\.key))
        for semantic in SemanticKey.allCases {
            let name = semantic.name
            let before = original.storedKey(for: semantic)
            let after = edited.storedKey(for: semantic)
            // An edit aims at a meaning when it changes the key read for it before or after; a
            // twin nobody reads (a stray `Mood` beside `mood`) may change if the meaning stays.
            let target = changes.first { change in [before, after].contains { $0.map(change.key.isSameKey) == true } }
            if semantic == .uuid {
                guard original.uuid != edited.uuid || before != after, let key = target?.key ?? after ?? before else { continue }
                throw VaultError.protectedKey(path: path, key: key, reason: "the entry's uuid would then be read from "
                    + (after.map { "'\($0)'" } ?? "no key") + "; the uuid is the entry's identity and never changes")
            }
            if let target, changedKeys.contains(target.key) {
                // The edited key must be the one read (or, once removed, no key at all).
                let expected = target.value == nil ? nil : target.key
                guard after != expected, let other = after ?? before else { continue }
                throw VaultError.protectedKey(path: path, key: target.key, reason: "'\(other)' also gives the entry's \(name), "
                    + "so vault would read that key instead; keep one of the two keys ('vault check' names both)")
            } else if before != after || !semantic.sameReading(original, edited) {
                let key = after ?? before ?? name
                throw VaultError.protectedKey(path: path, key: changes.first?.key ?? key,
                                              reason: "the entry's \(name) would then be read from '\(key)'; change '\(name)' itself")
            }
        }
    }
}
