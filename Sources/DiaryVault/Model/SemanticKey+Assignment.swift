extension SemanticKey {
    /// What a value typed for a key (`vault set KEY=VALUE`) is written as.
    public enum Assignment: Hashable, Sendable {
        /// This value, checked against the key's kind: `mood=ok` is `.value(.string("okay"))`.
        case value(FrontMatterValue)
        /// The text as typed, written in the kind of value the key already holds (a number, a
        /// boolean, else a string quoted when YAML would read it as something else).
        case text(String)
    }

    /// A typed value that does not read as the key's kind, and what was expected instead.
    public struct AssignmentError: Error, Hashable, Sendable {
        /// The value as typed.
        public var value: String
        /// What the key takes, such as `true or false`.
        public var expected: String
    }

    /// Reads a value typed for this key by its ``valueKind``, the rules `vault help set` states:
    /// a date as RFC 3339 (`2026-11-29`, `2026-11-29T21:14:00+09:00`), written as given; a
    /// boolean `true` or `false`, written as a YAML boolean (so `anniversary=yes` is refused like
    /// `starred=yes`); a mood in any of ``Mood/init(parsing:)``'s spellings, written as its name;
    /// tags split at commas, spaces around each trimmed, empty ones dropped (`tags=` is the empty
    /// list); the text of a key of kind ``ValueKind/identity`` or ``ValueKind/text`` as typed.
    ///
    /// An identity key is only ever reached through an alias here (`id`, `uuidString`): the name
    /// `uuid` is refused first by ``protection``, and an alias is an ordinary key in a file that
    /// keeps its uuid under `uuid` (the edit's own check refuses it where it holds the uuid).
    ///
    /// - Parameter value: The text after `=`.
    /// - Returns: What to write.
    /// - Throws: ``AssignmentError`` for a date, boolean or mood that does not read as one.
    public func readAssignment(_ value: String) throws(AssignmentError) -> Assignment {
        switch valueKind {
        case .date:
            guard EntryDate(parsing: value) != nil else {
                throw AssignmentError(value: value, expected: DateArgument.expectation(
                    for: value, forms: "a date YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00"))
            }
            return .value(.string(value))
        case .boolean:
            guard let flag = ["true": true, "false": false][value] else { throw AssignmentError(value: value, expected: "true or false") }
            return .value(.bool(flag))
        case .mood:
            guard let mood = Mood(parsing: value) else {
                let names = Mood.allCases.map { "'\($0.rawValue)'" }
                throw AssignmentError(value: value, expected: names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
            }
            return .value(.string(mood.rawValue))
        case .tagList:
            let tags = value.split(separator: ",").map { String(String($0).trimmingASCIISpaces) }.filter { !$0.isEmpty }
            return .value(.sequence(tags.map { .string($0) }))
        case .identity, .text:
            return .text(value)
        }
    }
}

extension SemanticKey {
    /// What an edit may do to a key: the one rule `vault set`, `vault unset` and every edit
    /// (``EntryEdit``) ask.
    public enum Protection: Hashable, Sendable {
        /// Never set nor removed: the entry's identity (``uuid``).
        case identity
        /// Set, never removed: an entry needs it to have a place in the diary (``date``).
        case required
        /// Set and removed freely.
        case none
    }

    /// How the key is protected: ``Protection/identity`` for ``uuid``, ``Protection/required``
    /// for ``date``, ``Protection/none`` for the others.
    public var protection: Protection {
        switch self {
        case .uuid: .identity
        case .date: .required
        case .starred, .mood, .tags, .title, .anniversary, .private: .none
        }
    }

    /// The protected key a key typed or stored is, with its protection, or `nil` when it is free.
    ///
    /// The case rule is ``init(naming:)``'s: a key's name in any ASCII case (`UUID`, `Date`) is
    /// that key. An alias (`id`, `created`) is protected only where it holds the value in the
    /// file (`stored`), since beside the name it is an ordinary key that may be set or removed.
    ///
    /// - Parameters:
    ///   - key: The key as typed on the command line, or as stored in the file an edit changes.
    ///   - stored: The key holding each semantic value in the file (``Entry/storedKey(for:)-(SemanticKey)``),
    ///     or `nil` before any file is read (the command line).
    /// - Returns: The key and how it is protected.
    public static func protected(_ key: String, stored: ((SemanticKey) -> String?)? = nil) -> (key: SemanticKey, protection: Protection)? {
        for semantic in allCases where semantic.protection != .none {
            if key.equalsIgnoringASCIICase(semantic.name) || stored?(semantic) == key { return (semantic, semantic.protection) }
        }
        return nil
    }
}
