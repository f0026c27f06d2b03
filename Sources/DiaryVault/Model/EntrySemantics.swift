/// The keys vault understands, read from a front matter (DESIGN section 3): shared by ``Entry``
/// and the index's fast path, which reads front matter without keeping the whole document.
///
/// The keys, their aliases and their order come from ``SemanticKey``.
struct EntrySemantics {
    var uuid: EntryID?
    var date: EntryDate?
    var mood: Mood?
    var moodText: String?
    var isStarred = false
    /// Whether `anniversary` reads as true (the same boolean reading as `starred`).
    var isAnniversary = false
    /// Whether `private` reads as true (the same boolean reading as `starred`, so that a lenient
    /// spelling such as `yes` or a quoted `"true"` errs on the side of privacy).
    var isPrivate = false
    var tags: [String] = []
    /// The `title` key when it holds text; `nil` means the title comes from the body.
    var title: String?

    /// Reads the semantic keys, through legacy aliases and, when a key is missing as written,
    /// through the same key in another ASCII case.
    ///
    /// One pass over the fields, and a second only when a key is missing and a field's length
    /// says it may be one in another case; nothing is allocated but the values read.
    ///
    /// - Parameter frontMatter: The front matter, or `nil` for a file without one.
    init(_ frontMatter: FrontMatter?) {
        guard let frontMatter else { return }
        let spellings = Self.spellings
        // The first field of each spelling wins; of a key's spellings, the name, then each alias.
        var found = Found()
        var mayDifferInCase = false
        for case .field(let field) in frontMatter.items {
            if let spelling = spellings.first(where: { $0.name == field.key }) {
                found.keep(field.node, spelling)
            } else if Self.foldedLengths.contains(field.key.utf8.count) {
                mayDifferInCase = true
            }
        }
        // The rare fallback: a key missing as written may be there in another case (`UUID`,
        // `Tags`, as Hugo reads them). Exact keys and their exact aliases always win.
        if mayDifferInCase, found.isMissingAny {
            var folded = Found()
            for case .field(let field) in frontMatter.items {
                if let spelling = Self.spelling(differingInCase: field.key) { folded.keep(field.node, spelling) }
            }
            found.fill(from: folded)
        }
        for key in Self.keys {
            let node = found[key]?.node
            switch key {
            case .uuid:
                uuid = node.flatMap(Self.scalarText).flatMap(EntryID.init(parsing:))
            case .date:
                date = node.flatMap(Self.scalarText).flatMap(EntryDate.init(parsing:))
            case .starred:
                isStarred = node.map { Starred.interpret($0.value).isStarred } ?? false
            case .mood:
                moodText = node.flatMap(Self.scalarText)
                mood = moodText.flatMap(Mood.init(parsing:))
            case .tags:
                // Tags as written (`007` stays `007`); null items are left out.
                switch node {
                case .sequence(let items, _)?: tags = items.compactMap { Self.scalarText(.scalar($0)) }
                case .raw(let text)?: tags = Self.flowListOverLines(text)?.compactMap { Self.scalarText(.scalar($0)) } ?? []
                case .scalar?: tags = node.flatMap(Self.scalarText).map { $0.isEmpty ? [] : [$0] } ?? []
                case .typed(let value, let source)?:
                    // A TOML or JSON list, or a YAML list with tags, aliases or nesting: its scalar
                    // items; a flow list over several lines keeps its tags as written (`007`).
                    if let items = Self.flowListOverLines(source) {
                        tags = items.compactMap { Self.scalarText(.scalar($0)) }
                        break
                    }
                    // A mapping, or a list holding lists or mappings, is no list of tags.
                    switch value {
                    case .sequence(let items) where items.contains(where: \.isCollection): tags = []
                    case .sequence(let items): tags = items.compactMap(Self.typedText)
                    case .mapping: tags = []
                    default: tags = Self.typedText(value).map { $0.isEmpty ? [] : [$0] } ?? []
                    }
                case nil: tags = []
                }
            case .anniversary:
                isAnniversary = node.map { Starred.interpret($0.value).isStarred } ?? false
            case .private:
                isPrivate = node.map { Starred.interpret($0.value).isStarred } ?? false
            case .title:
                // The title as written, whatever YAML resolves it to: `title: 1984` is the title "1984".
                if let text = node.flatMap(Self.scalarText), !EntryTitle.isBlank(text) {
                    title = String(text.trimmingASCIISpaces)
                }
            }
        }
    }

    /// Whether a value is missing for the rule of the file-name date: absent, null, or a string
    /// of blanks.
    static func isBlank(_ value: FrontMatterValue?) -> Bool {
        switch value {
        case nil, .null?: true
        case .string(let text)?: text.trimmingASCIISpaces.isEmpty
        case .bool?, .integer?, .float?, .sequence?, .mapping?, .raw?, .unknown?: false
        }
    }

    /// Whether a file without front matter starts, after blanks, with what looks like a front
    /// matter vault does not read (`---` after blank lines or spaces, Hugo's `+++`, a JSON `{`):
    /// such a file gets no date from its file name, so its misplaced front matter is reported.
    ///
    /// - Parameter body: The file's text (its body, as it parsed).
    static func startsLikeFrontMatter(_ body: some Sequence<UInt8>) -> Bool {
        let start = body.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        return start.starts(with: "---".utf8) || start.starts(with: "+++".utf8) || start.starts(with: "{".utf8)
    }

    /// One way of writing a semantic key: its name or an alias, exactly as vault spells it.
    struct Spelling: Sendable {
        /// The text, such as `isStar`.
        var name: String
        /// The key it stands for, such as ``SemanticKey/starred``.
        var key: SemanticKey
        /// 0 for the name, then 1, 2... for each alias in ``SemanticKey/aliases`` order: of two
        /// spellings present, the lower rank is read.
        var rank: Int
    }

    /// The node read for each semantic key and the rank of its spelling, in one stored slot per
    /// key, so that reading a front matter allocates nothing for it.
    private struct Found {
        /// A node and the rank of the spelling it was found under.
        typealias Slot = (node: FrontMatterNode, rank: Int)
        private var uuid, date, starred, mood, tags, title, anniversary, `private`: Slot?

        /// The slot of `key`.
        subscript(key: SemanticKey) -> Slot? {
            get {
                switch key {
                case .uuid: uuid
                case .date: date
                case .starred: starred
                case .mood: mood
                case .tags: tags
                case .title: title
                case .anniversary: anniversary
                case .private: `private`
                }
            }
            set {
                switch key {
                case .uuid: uuid = newValue
                case .date: date = newValue
                case .starred: starred = newValue
                case .mood: mood = newValue
                case .tags: tags = newValue
                case .title: title = newValue
                case .anniversary: anniversary = newValue
                case .private: `private` = newValue
                }
            }
        }

        /// Keeps `node` for its key unless a node of the same or a lower rank is already kept.
        mutating func keep(_ node: FrontMatterNode, _ spelling: Spelling) {
            if let kept = self[spelling.key], kept.rank <= spelling.rank { return }
            self[spelling.key] = (node, spelling.rank)
        }

        /// Whether some key has no node.
        var isMissingAny: Bool { EntrySemantics.keys.contains { self[$0] == nil } }

        /// Takes the node of `other` for each key that has none.
        mutating func fill(from other: Found) {
            for key in EntrySemantics.keys where self[key] == nil { self[key] = other[key] }
        }
    }

    /// Every semantic key, in reading order (``SemanticKey/allCases``, kept so that the hot path
    /// does not build the array).
    static let keys = SemanticKey.allCases

    /// Every spelling of every key, in the order of ``semanticNames``.
    static let spellings: [Spelling] = SemanticKey.allCases.flatMap { key in
        key.names.enumerated().map { Spelling(name: $0.element, key: key, rank: $0.offset) }
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
        if case .typed(let value, _) = node { return typedText(value) }
        guard case .scalar(let scalar) = node else { return nil }
        if scalar.style == .plain, scalar.value == .null { return nil }
        return scalar.text
    }

    /// The text of a typed scalar (a TOML or JSON value, a tagged YAML scalar), or `nil` for
    /// null, sequences and values vault cannot read.
    static func typedText(_ value: FrontMatterValue) -> String? {
        switch value {
        case .string(let text): text
        case .bool, .integer, .float: value.stringValue
        case .null, .sequence, .mapping, .raw, .unknown: nil
        }
    }
}
