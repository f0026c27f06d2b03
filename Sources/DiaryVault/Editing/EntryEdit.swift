/// One change a write command makes to an entry's front matter, and the check that the edited
/// file reads back as intended.
///
/// Each edit goes through the format-preserving ``Entry/setValue(_:forKey:)`` and
/// ``Entry/removeValue(forKey:)``, so it rewrites only its key's lines (DESIGN section 4). The
/// semantic keys `date`, `starred`, `mood`, `tags` and `title` are written to the key the file
/// already stores them in (a legacy `created`, `isStar` or `favorite`, or a key in another case
/// such as `Mood`, included; see ``Entry/storedKey(for:)``).
enum EntryEdit: Hashable, Sendable {
    /// Stars (`true`) or unstars (`false`) the entry; nothing happens when it already reads that way.
    case star(Bool)
    /// Sets a key to a value.
    case set(key: String, value: FrontMatterValue)
    /// Removes a key; nothing happens when it is absent.
    case unset(key: String)
    /// Sets a key to text typed on the command line, keeping the kind of value the key holds
    /// (see ``value(of:replacing:)``).
    case setText(key: String, text: String)

    /// The key an edit changes in this entry, and the value it must read back as (`nil`: absent).
    struct Change: Hashable, Sendable {
        /// The key as stored in the file.
        var key: String
        /// The value the key must have afterwards, or `nil` when it must be gone.
        var value: FrontMatterValue?
    }

    /// Applies the edit to an entry in memory.
    ///
    /// - Parameters:
    ///   - entry: The entry to change.
    ///   - path: The file's path as the user sees it, for errors.
    /// - Returns: The change made, or `nil` when the entry already was as asked.
    /// - Throws: ``VaultError/protectedKey(path:key:reason:)`` for an edit of the key holding the
    ///   entry's uuid, or removing the key holding its date; ``FrontMatterEditRefusal`` for an
    ///   edit the file's front-matter format cannot take (JSON front matter, a TOML table).
    func apply(to entry: inout Entry, path: String) throws -> Change? {
        switch self {
        case .star(let starred):
            guard entry.isStarred != starred else { return nil }
            let key = entry.storedKey(for: .starred) ?? SemanticKey.starred.name
            try Self.refuseUnwritable(key, .bool(starred), in: entry, path: path)
            entry.setStarred(starred)
            return Change(key: key, value: .bool(starred))
        case .set(let name, let value):
            let key = Self.storedKey(name, in: entry)
            try Self.refuseProtected(key, removing: false, in: entry, path: path)
            try Self.refuseUnwritable(key, value, in: entry, path: path)
            guard entry.setValue(value, forKey: key) else { return nil }
            return Change(key: key, value: value)
        case .setText(let name, let text):
            let key = Self.storedKey(name, in: entry)
            try Self.refuseProtected(key, removing: false, in: entry, path: path)
            let value = Self.value(of: text, replacing: entry.document[key])
            try Self.refuseUnwritable(key, value, in: entry, path: path)
            guard entry.setValue(value, forKey: key) else { return nil }
            return Change(key: key, value: value)
        case .unset(let name):
            let key = Self.storedKey(name, in: entry)
            try Self.refuseProtected(key, removing: true, in: entry, path: path)
            guard entry.document.frontMatter?.field(key) != nil else { return nil }
            try Self.refuseUnwritable(key, nil, in: entry, path: path)
            guard entry.removeValue(forKey: key) else { return nil }
            return Change(key: key, value: nil)
        }
    }

    /// The value typed text gets when it replaces a key's value: a number when the key holds a
    /// number (an integer or a float) and the text reads as one under the YAML 1.2 core schema
    /// (YAML 1.2.2 section 10.3.2: `31`, `0x1F`, `2.5`) and writing that number gives back the
    /// digits as typed (not `1e3`, which would be written `1000.0`); a boolean when the key holds a
    /// boolean and the text is `true` or `false` in a core-schema spelling; else a string, which
    /// the writer quotes when YAML would read it as something else (`"4"`, `"no"`).
    ///
    /// - Parameters:
    ///   - text: The text as typed.
    ///   - current: The key's value now, or `nil` when the key is absent.
    /// - Returns: The value to write.
    static func value(of text: String, replacing current: FrontMatterValue?) -> FrontMatterValue {
        let resolved = CoreSchema.resolve(text)
        switch (current, resolved) {
        case (.integer?, .integer), (.float?, .integer), (.bool?, .bool):
            return resolved
        case (.integer?, .float(let number)), (.float?, .float(let number)):
            // A float is written in its shortest form, so it is kept only when that form is the
            // text as typed: `1e400` would become `.inf`, 30 digits `1.2345678901234568e+29`,
            // `1e3` `1000.0`. Otherwise the text is kept, as a string.
            return ScalarWriter.float(number) == text ? resolved : .string(text)
        default:
            return .string(text)
        }
    }

    /// The key an edit of `name` changes.
    ///
    /// A key the file has, exactly as typed, is that key (so a stray twin such as `Mood` beside
    /// `mood` can be removed). Otherwise a semantic key or one of its legacy aliases, in any case
    /// as typed (`Mood`, `isstar`, `created`), is the key the file already uses for that meaning
    /// (`MOOD`, `ISSTAR`, `Date`), or its canonical name (`mood`, `starred`, `date`) when the
    /// file has none, so an edit never adds a second key vault would read.
    private static func storedKey(_ name: String, in entry: Entry) -> String {
        if entry.document.frontMatter?.field(name) != nil { return name }
        // The uuid is never mapped: ``refuseProtected(_:removing:in:path:)`` decides about its keys.
        guard let semantic = SemanticKey(naming: name), semantic != .uuid else { return name }
        return entry.storedKey(for: semantic) ?? semantic.name
    }

    /// Throws when the file's front-matter format cannot take the edit faithfully (JSON front
    /// matter, a TOML table): never a second block, never a half-right rewrite.
    private static func refuseUnwritable(_ key: String, _ value: FrontMatterValue?, in entry: Entry, path: String) throws {
        if let reason = entry.document.editRefusal(forKey: key, value: value) {
            throw FrontMatterEditRefusal(path: path, reason: reason)
        }
    }

    /// Throws when the edit changes a protected key (``SemanticKey/protected(_:stored:)``: its
    /// name in any case, or the key holding its value in this file): the uuid never, the date
    /// only by setting it.
    private static func refuseProtected(_ key: String, removing: Bool, in entry: Entry, path: String) throws {
        switch SemanticKey.protected(key, stored: { entry.storedKey(for: $0) })?.protection {
        case .identity?:
            throw VaultError.protectedKey(path: path, key: key, reason: "the uuid is the entry's identity and never changes")
        case .required? where removing:
            throw VaultError.protectedKey(path: path, key: key, reason: "an entry needs its date to have a place in the diary; "
                                          + "give it another with 'vault set <ref> date=YYYY-MM-DD'")
        case .required?, .none?, nil:
            return
        }
    }

    /// Checks that edited bytes read back as intended: they parse; each changed key has its new
    /// value (or is gone); every other key keeps its value and its place in the key order; the
    /// body and the byte order mark are unchanged.
    ///
    /// - Parameters:
    ///   - bytes: The edited file.
    ///   - original: The entry as read from disk.
    ///   - changes: The changes made.
    ///   - path: The file's path as the user sees it.
    /// - Throws: ``VaultError/editNotVerified(path:detail:)`` saying what differs.
    static func verify(_ bytes: [UInt8], original: Entry, changes: [Change], path: String) throws {
        let edited: Entry
        do {
            edited = try Entry(parsing: bytes, path: path)
        } catch {
            throw VaultError.editNotVerified(path: path, detail: "the edited file does not parse")
        }
        // One pass over each field list: looking every key up by name (a linear search) made an
        // edit of a file with n keys cost n² comparisons.
        let editedFields = edited.document.frontMatter?.fields ?? []
        // Keys compare by code points (``ExactKey``), as YAML compares them.
        var editedValues: [ExactKey: FrontMatterValue] = [:]
        editedValues.reserveCapacity(editedFields.count)
        for field in editedFields where editedValues[ExactKey(text: field.key)] == nil { editedValues[ExactKey(text: field.key)] = field.value }
        var touched: Set<ExactKey> = []
        for change in changes {
            touched.insert(ExactKey(text: change.key))
            guard editedValues[ExactKey(text: change.key)] == change.value else {
                throw VaultError.editNotVerified(path: path, detail: "'\(change.key)' does not read back as the value set")
            }
        }
        let originalOthers = (original.document.frontMatter?.fields ?? []).filter { !touched.contains(ExactKey(text: $0.key)) }
        let editedOthers = editedFields.filter { !touched.contains(ExactKey(text: $0.key)) }
        guard originalOthers.count == editedOthers.count,
              zip(originalOthers, editedOthers).allSatisfy({ $0.key.isSameKey($1.key) }) else {
            throw VaultError.editNotVerified(path: path, detail: "the other keys or their order changed")
        }
        for (before, after) in zip(originalOthers, editedOthers) where before.value != after.value {
            throw VaultError.editNotVerified(path: path, detail: "the value of '\(before.key)' changed")
        }
        guard original.body == edited.body, original.document.hasByteOrderMark == edited.document.hasByteOrderMark else {
            throw VaultError.editNotVerified(path: path, detail: "the body changed")
        }
        // The bytes are as intended; now their meaning (keys in another case and aliases).
        try checkMeaning(of: edited, original: original, changes: changes, path: path)
    }
}
