/// The checks of the keys vault understands (DESIGN section 3): `uuid`, `date`, `mood`,
/// `starred`, `tags`, `title`, the legacy keys older diary apps wrote, and keys written in
/// another case (`UUID`).
struct KeyChecks {
    /// The entry, read through its legacy aliases.
    let entry: Entry
    /// Its front matter.
    let frontMatter: FrontMatter
    /// The vault-relative path, for the problems.
    let path: String
    /// The front matter's fields, in order, listed once for the checks that go through them all.
    let fields: [FrontMatterField]

    /// The checks of an entry's keys.
    ///
    /// - Parameters:
    ///   - entry: The entry, read through its legacy aliases.
    ///   - frontMatter: Its front matter.
    ///   - path: The vault-relative path, for the problems.
    init(entry: Entry, frontMatter: FrontMatter, path: String) {
        self.entry = entry
        self.frontMatter = frontMatter
        self.path = path
        fields = frontMatter.fields
    }

    /// `missing-uuid` or `invalid-uuid`.
    func uuidProblems() -> [VaultProblem] {
        guard entry.uuid == nil else { return [] }
        guard let key = entry.storedKey(for: .uuid), let value = frontMatter[key], !Self.isEmpty(value) else {
            return [problem(.missingUUID, key: entry.storedKey(for: .uuid),
                            message: "the entry has no uuid, so nothing identifies it if the file is renamed",
                            hint: "vault check --fix adds a new uuid")]
        }
        return [problem(.invalidUUID, key: key,
                        message: Self.isScalar(value) ? "'\(Self.written(value))' is not a uuid"
                            : "'\(key)' is \(Self.described(value)), not a uuid",
                        hint: "expected: 32 hex digits such as 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F (RFC 4122)")]
    }

    /// `missing-date` or `invalid-date`; `date-from-file-name` when the file name gives the date.
    func dateProblems() -> [VaultProblem] {
        if entry.isDateFromFileName, let day = entry.date?.day {
            // Fixable only where the edit is allowed (fuzz finding date-from-file-name-under-anchor:
            // a blank `Date: &d` whose anchor an alias uses cannot be written, so --fix left it).
            let stored = entry.storedKey(for: .date) ?? SemanticKey.date.name
            let key = SemanticKey.isSharedAlias(stored) ? SemanticKey.date.name : stored
            return [problem(.dateFromFileName, key: entry.storedKey(for: .date),
                            message: "the front matter has no date; vault takes \(day) from the file name",
                            hint: "vault check --fix writes 'date: \(day)' into the front matter",
                            isFixable: entry.document.editRefusal(forKey: key, value: .string(day.description)) == nil)]
        }
        guard entry.date == nil else { return [] }
        guard let key = entry.storedKey(for: .date), let value = frontMatter[key], !Self.isEmpty(value) else {
            return [problem(.missingDate, key: entry.storedKey(for: .date),
                            message: "the entry has no date, so it has no place in the index or the calendar",
                            hint: "add a line such as 'date: 2026-11-29' or 'date: 2026-11-29T21:14:00+09:00'")]
        }
        return [problem(.invalidDate, key: key,
                        message: Self.isScalar(value) ? "'\(Self.written(value))' is not a date"
                            : "'\(key)' is \(Self.described(value)), not a date",
                        hint: "expected: YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00 (RFC 3339)")]
    }

    /// `unknown-mood` for a `mood` that is not one of the five levels.
    func moodProblems() -> [VaultProblem] {
        guard entry.mood == nil, let key = entry.storedKey(for: .mood), let value = frontMatter[key],
              !Self.isEmpty(value) else { return [] }
        return [problem(.unknownMood, key: key,
                        message: Self.isScalar(value) ? "mood '\(Self.written(value))' is not one of bad, not-great, okay, good, great"
                            : "'\(key)' is \(Self.described(value)), not one of bad, not-great, okay, good, great",
                        hint: "the text is kept and shown, but the calendar shows no mood for it")]
    }

    /// `starred-not-boolean` or `invalid-starred`.
    func starredProblems() -> [VaultProblem] {
        guard let key = entry.storedKey(for: .starred), let value = frontMatter[key] else { return [] }
        switch Starred.interpret(value) {
        case .canonical:
            return []
        case .lenient(let flag, let written):
            let message: String
            switch value {
            case .integer(let number):
                message = "'\(key)' is the integer \(number), not a boolean; vault reads it as \(flag)"
            case .string(let text) where ["true", "false"].contains(text.lowercased()):
                message = "'\(key)' is the quoted string '\(text)', not a boolean; vault reads it as \(flag)"
            default:
                message = "'\(key)' is '\(written)', which YAML 1.1 tools read as \(flag) but YAML 1.2 reads as a string"
            }
            // Not fixable when the edit would be refused (an anchor that later aliases use).
            return [problem(.starredNotBoolean, key: key, message: message, hint: "vault check --fix writes 'starred: \(flag)'",
                            isFixable: entry.document.editRefusal(forKey: key, value: .bool(flag)) == nil)]
        case .invalid:
            return [problem(.invalidStarred, key: key,
                            message: "'\(key)' is \(Self.described(value)), which is not true or false; the entry counts as not starred",
                            hint: "write '\(key): true' or '\(key): false'")]
        }
    }

    /// `legacy-key` for each key an older app wrote; fixable unless it disagrees with the key in use.
    ///
    /// An alias another tool owns (``SemanticKey/sharedAliases``: `created`) is a problem only
    /// while the modern key is missing, and the fix adds the modern key beside it; it is never
    /// renamed or removed, and may differ from the modern key (a note's creation time is not
    /// always the entry's date).
    /// Whether `--fix` may copy a value to another key: a plain scalar. An alias, a tag outside
    /// the core schema or a nested value is not copied (fuzz finding created-alias-of-unknown:
    /// copying `created: *d` wrote `date: &d`, a new anchor, and left the problem).
    static func isCopyable(_ value: FrontMatterValue?) -> Bool {
        switch value {
        case .string?, .integer?, .float?, .bool?: true
        case nil, .null?, .sequence?, .mapping?, .raw?, .unknown?: false
        }
    }

    func legacyKeyProblems() -> [VaultProblem] {
        var shared: [VaultProblem] = []
        for field in fields where Self.isSharedAlias(field.key) {
            guard let modern = Self.modernKey(forLegacy: field.key), entry.storedKey(for: modern) == field.key else { continue }
            shared.append(problem(.legacyKey, key: field.key, column: 1,
                                  message: "'\(field.key)' is another tool's key (Obsidian, Logseq); vault reads it as '\(modern)' while '\(modern)' is missing",
                                  hint: "vault check --fix adds '\(modern)' with the same value and keeps '\(field.key)'",
                                  isFixable: Self.isCopyable(frontMatter[field.key])))
        }
        return shared + twinKeyProblems(.legacyKey, modernKey: { Self.isSharedAlias($0) ? nil : Self.modernKey(forLegacy: $0) },
                                        wording: TwinWording(
            read: { key, modern in "'\(key)' is a legacy key; vault reads it as '\(modern)'" },
            same: { key, _, stored in "'\(key)' is a legacy key with the same value as '\(stored)'" },
            differs: { key, _, other in "'\(key)' is a legacy key whose value differs from '\(other)'; vault ignores it" }))
    }

    /// `unreadable-value` for a `tags` or `title` whose value vault keeps as written but cannot
    /// read (YAML outside the subset, such as a list of lists; a list as a title), so
    /// the entry has no tags, or a title from its body. The other semantic keys report such a
    /// value as `invalid-uuid`, `invalid-date`, `unknown-mood` or `invalid-starred`.
    func unreadableValueProblems() -> [VaultProblem] {
        var problems: [VaultProblem] = []
        if let key = entry.storedKey(for: .tags), let value = frontMatter[key], Self.isUnreadableTagList(value) {
            problems.append(problem(
                .unreadableValue, key: key,
                message: "vault keeps the value of '\(key)' as written but cannot read it as a list of tags, so the entry has no tags",
                hint: "write the list on one line, such as 'tags: [walk, family]', or one '  - walk' line per tag under 'tags:'"))
        }
        if let key = entry.storedKey(for: .title), let value = frontMatter[key], !Self.isScalar(value) {
            problems.append(problem(
                .unreadableValue, key: key,
                message: "vault keeps the value of '\(key)' as written but cannot read it as text, so the title comes from the body",
                hint: "write the title as text on one line, such as 'title: Evening walk' (in quotes if it contains ': ')"))
        }
        return problems
    }

    /// Whether a `tags` value is no list of tags: raw YAML other than a flow list over several
    /// lines, a mapping, or a list holding lists or mappings.
    static func isUnreadableTagList(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .raw(let text): EntrySemantics.flowListOverLines(text) == nil
        case .mapping: true
        case .sequence(let items): items.contains(where: \.isCollection)
        default: false
        }
    }

    /// `miscased-key` for each key that is a semantic key in another ASCII case (`UUID`, `Tags`):
    /// fixable when vault reads it (renamed) or when it repeats the key vault reads (removed).
    func miscasedKeyProblems() -> [VaultProblem] {
        twinKeyProblems(.miscasedKey, modernKey: Self.modernKey(forMiscased:), wording: TwinWording(
            read: { key, modern in
                "'\(key)' is '\(modern)' in another case; vault reads it as '\(modern)', but YAML keys are case-sensitive and other tools may not"
            },
            same: { key, modern, stored in "'\(key)' is '\(modern)' in another case, with the same value as '\(stored)'" },
            differs: { key, modern, other in "'\(key)' is '\(modern)' in another case, and its value differs from '\(other)'; vault ignores it" }))
    }

    /// The messages of a key that stands for a semantic key (a legacy alias, another case).
    struct TwinWording {
        /// When vault reads it: `(key, modern)`.
        var read: (String, String) -> String
        /// When it repeats the key vault reads: `(key, modern, stored)`.
        var same: (String, String, String) -> String
        /// When its value differs from the key vault reads: `(key, modern, other)`.
        var differs: (String, String, String) -> String
    }

    /// A problem of `kind` for each key that `modernKey` maps to a semantic key: fixable by a
    /// rename when vault reads it, by a removal when it repeats the key vault reads, and not
    /// fixable when its value differs from that key's.
    private func twinKeyProblems(_ kind: ProblemKind, modernKey: (String) -> String?, wording: TwinWording) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        for field in fields {
            guard let modern = modernKey(field.key) else { continue }
            let stored = entry.storedKey(for: modern)
            if stored.map(field.key.isSameKey) == true {
                problems.append(problem(kind, key: field.key, column: 1, message: wording.read(field.key, modern),
                                        hint: "vault check --fix renames it to '\(modern)'"))
            } else if let stored, Self.sameMeaning(field.value, frontMatter[stored], key: modern) {
                let removable = entry.document.editRefusal(forKey: field.key, value: nil) == nil
                problems.append(problem(kind, key: field.key, column: 1, message: wording.same(field.key, modern, stored),
                                        hint: removable ? "vault check --fix removes it" : "its anchor is used by an alias after it; delete it by hand",
                                        isFixable: removable))
            } else {
                problems.append(problem(kind, key: field.key, column: 1, message: wording.differs(field.key, modern, stored ?? modern),
                                        hint: "keep the right value in '\(stored ?? modern)' and delete the '\(field.key)' line",
                                        isFixable: false))
            }
        }
        return problems
    }

    /// A problem at a key's value (or at `column` of its line), or at no place when `key` is `nil`.
    func problem(_ kind: ProblemKind, key: String?, column: Int? = nil, message: String, hint: String,
                         isFixable: Bool? = nil) -> VaultProblem {
        var position = key.flatMap { FieldPosition(key: $0, in: frontMatter) }
        if let column, let line = position?.location.line { position?.location = SourceLocation(line: line, column: column) }
        return VaultProblem(kind, path: path, location: position?.location, sourceLine: position?.sourceLine,
                            message: message, hint: hint, isFixable: isFixable)
    }

    /// The modern key a legacy key stands for, in any ASCII case (`isStar`, `IsStar` ->
    /// `starred`), or `nil`.
    static func modernKey(forLegacy key: String) -> String? {
        let name = EntrySemantics.semanticName(differingInCase: key) ?? key
        return modernKeys[name]
    }

    /// Each alias of a semantic key with the key's name: the first key in ``SemanticKey`` order
    /// that lists it, as `allCases.first { $0.aliases.contains(name) }` finds it, built once.
    static let modernKeys: [String: String] = {
        var names: [String: String] = [:]
        for key in SemanticKey.allCases {
            for alias in key.aliases where names[alias] == nil { names[alias] = key.name }
        }
        return names
    }()

    /// ``SemanticKey/isSharedAlias(_:)`` from a table built once: the shared aliases with their
    /// ASCII letters in lowercase, compared as bytes (as `equalsIgnoringASCIICase` compares).
    static func isSharedAlias(_ key: String) -> Bool {
        sharedAliasBytes.contains(asciiLowercased(key))
    }

    /// The shared aliases' bytes, ASCII letters in lowercase.
    static let sharedAliasBytes: Set<[UInt8]> = Set(SemanticKey.allCases.flatMap(\.sharedAliases).map(asciiLowercased))

    /// A text's bytes with ASCII letters in lowercase, every other byte as it is.
    static func asciiLowercased(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }
    }

    /// The semantic key that `key` is in another ASCII case (`UUID` -> `uuid`), or `nil`; legacy
    /// aliases in another case are legacy keys (``modernKey(forLegacy:)``).
    static func modernKey(forMiscased key: String) -> String? {
        guard let name = EntrySemantics.semanticName(differingInCase: key), modernKey(forLegacy: name) == nil else { return nil }
        return name
    }

    /// Whether two values of a semantic key mean the same: equal values; for the uuid, the same
    /// uuid in any case; for starred, anniversary and private, the same boolean reading. Other values of the other keys
    /// (the date, mood, tags, title) differ.
    ///
    /// - Parameter key: A ``SemanticKey/name``; values of any other key mean the same only when equal.
    static func sameMeaning(_ lhs: FrontMatterValue?, _ rhs: FrontMatterValue?, key: String) -> Bool {
        guard let lhs, let rhs else { return false }
        if lhs == rhs { return true }
        guard let key = SemanticKey(rawValue: key) else { return false }
        switch key {
        case .uuid:
            guard let left = lhs.stringValue.flatMap(EntryID.init(parsing:)) else { return false }
            return left == rhs.stringValue.flatMap(EntryID.init(parsing:))
        case .starred, .anniversary, .private:
            switch (Starred.interpret(lhs), Starred.interpret(rhs)) {
            case (.invalid, _), (_, .invalid): return false
            case let (left, right): return left.isStarred == right.isStarred
            }
        case .date, .mood, .tags, .title:
            return false
        }
    }

    /// Whether a value is null, or a string of blanks.
    static func isEmpty(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .null: true
        case .string(let text): text.trimmingASCIISpaces.isEmpty
        default: false
        }
    }

    /// A value for messages, in YAML's terms: a scalar quoted as written (`'maybe'`), `empty`
    /// for null or blanks, `a list` or `an empty list` for a sequence, and `a mapping or other
    /// YAML (kept as written)` for what vault keeps as raw text; never a Swift value.
    static func described(_ value: FrontMatterValue) -> String {
        switch value {
        case .sequence(let items): items.isEmpty ? "an empty list" : "a list"
        case .mapping: "a mapping"
        case .raw: "a mapping or other YAML (kept as written)"
        case .unknown: "YAML vault does not support (kept as written)"
        case _ where isEmpty(value): "empty"
        default: "'\(written(value))'"
        }
    }

    /// Whether a value is a scalar: not a sequence, not raw YAML.
    static func isScalar(_ value: FrontMatterValue) -> Bool {
        switch value {
        case .sequence, .mapping, .raw, .unknown: false
        default: true
        }
    }

    /// A value as the user wrote it, for messages, its middle cut when it is long
    /// (``TerminalText/clipped(_:)``: a value may be a megabyte).
    static func written(_ value: FrontMatterValue) -> String {
        switch value {
        case .sequence(let items): TerminalText.clipped("[" + items.map { $0.stringValue ?? "" }.joined(separator: ", ") + "]")
        case .raw(let text), .unknown(let text): TerminalText.clipped(text)
        case .null: ""
        default: TerminalText.clipped(value.stringValue ?? "")
        }
    }
}
