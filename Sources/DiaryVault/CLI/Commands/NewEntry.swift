import Foundation

/// How `vault new` builds the new entry from its text and options: pure, no file is read or
/// written (``NewCommand`` does that).
enum NewEntry {}

/// How `vault new` turns its text and options into the new entry.
extension NewEntry {
    /// What the command line and the config say about the new entry.
    struct Options: Sendable {
        /// `--date`, if given.
        var date: EntryDate?
        /// The date when neither `--date` nor the text's front matter gives one: now.
        var now: EntryDate
        /// `--mood`, if given.
        var mood: Mood?
        /// The `default-mood` of `.vault/config`, if set.
        var defaultMood: Mood?
        /// `--star`.
        var starred: Bool
        /// `--title`, trimmed, if given.
        var title: String?
        /// The tags of every `--tag`, or `nil` when none gives one (see ``tags(_:)``).
        var tags: [String]?

        /// Reads the options of a parsed `vault new` command line.
        ///
        /// - Parameters:
        ///   - date: `--date`, already read.
        ///   - now: The current date.
        ///   - mood: `--mood`, already read.
        ///   - defaultMood: The config's default mood.
        ///   - arguments: The command line, for `--star`, `--title` and `--tag`.
        init(date: EntryDate?, now: EntryDate, mood: Mood?, defaultMood: Mood?, arguments: ParsedArguments) {
            self.date = date
            self.now = now
            self.mood = mood
            self.defaultMood = defaultMood
            starred = arguments.flag("star")
            title = arguments.value("title").map { String($0.trimmingASCIISpaces) }
            let tags = NewEntry.tags(arguments.values("tag"))
            self.tags = tags.isEmpty ? nil : tags
        }
    }

    /// The entry `vault new` writes, and notes for the user about what it changed in the text.
    struct Built {
        /// The entry, in canonical form.
        var entry: Entry
        /// What the user should know, such as a uuid that had to be replaced.
        var notes: [String] = []
    }

    /// The tags of `--tag` values: each split at commas, trimmed, empty ones dropped, and a tag
    /// given twice kept once in its first spelling, where the same text in NFC and in NFD
    /// (Hangul typed on macOS is often NFD) is the same tag, as `vault tags` counts them.
    ///
    /// - Parameter values: The values as typed, such as `["a, b", "", "c", "a"]`.
    /// - Returns: The tags, such as `["a", "b", "c"]`.
    static func tags(_ values: [String]) -> [String] {
        var seen: Set<[UInt8]> = []
        return values.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
            .map { String($0.trimmingASCIISpaces) }
            .filter { !$0.isEmpty && seen.insert(Array($0.precomposedStringWithCanonicalMapping.utf8)).inserted }
    }

    /// Builds the new entry in canonical form (see ``Entry/canonical(uuid:date:mood:starred:tags:extra:title:text:)``).
    ///
    /// When the text starts with front matter, its values are the defaults: `date` (or `created`),
    /// `mood`, `starred` (or `isStar`, `favorite`), `tags` and `title` are used unless an option
    /// gives them (`--star` only adds a star); its `uuid` is kept when it is a UUID that no entry of
    /// the vault has, else the entry gets a new one and a note says so; every other key is kept, in
    /// its order, after the canonical keys. A `mood` that is not one of the five is kept as written.
    ///
    /// - Parameters:
    ///   - given: The text, with its front matter if any.
    ///   - options: The command line's options.
    ///   - isTaken: Whether an entry of the vault already has a uuid.
    /// - Returns: The entry and the notes.
    /// - Throws: ``VaultError/invalidDate(_:)`` when the front matter's date is not a valid date
    ///   and `--date` is not given.
    static func build(_ given: GivenText, options: Options, isTaken: (EntryID) -> Bool) throws -> Built {
        let frontMatter = given.frontMatter
        let semantics = EntrySemantics(frontMatter)
        var notes: [String] = []
        // The keys the canonical form writes replace the text's (under any spelling); the title
        // only when --title replaces it.
        var consumed: Set<String> = []
        for key in SemanticKey.allCases where key.canonicalPosition != nil || (key == .title && options.title != nil) {
            consumed.insert(key.name)
            if let stored = EntrySemantics.storedKey(for: key, in: frontMatter) { consumed.insert(stored) }
        }

        let uuidKey = EntrySemantics.storedKey(for: .uuid, in: frontMatter)
        var uuid = EntryID.random()
        if let written = semantics.uuid {
            if isTaken(written) {
                notes.append("the uuid \(written.canonical) of the text's front matter is already in the vault; the entry gets a new one")
            } else {
                uuid = written
            }
        } else if let uuidKey {
            let text = frontMatter?[uuidKey]?.stringValue ?? ""
            notes.append("the text's '\(uuidKey): \(text)' is not a UUID; the entry gets a new one")
        }

        var date = options.date ?? options.now
        if options.date == nil, let key = EntrySemantics.storedKey(for: .date, in: frontMatter) {
            guard let written = semantics.date else { throw VaultError.invalidDate(frontMatter?[key]?.stringValue ?? "") }
            date = written
        }

        let keptMood = options.mood == nil && semantics.mood == nil && semantics.moodText != nil
        let mood = options.mood ?? semantics.mood ?? (keptMood ? .okay : options.defaultMood)

        var title = options.title
        // A title written in another case (Hugo's `Title:`) is written canonically, as date and
        // tags are, so a new entry never starts with a miscased-key warning.
        let titleKey = EntrySemantics.storedKey(for: .title, in: frontMatter)
        var extra = frontMatter?.fields.filter { !consumed.contains($0.key) }
            .map { ($0.key == titleKey ? SemanticKey.title.name : $0.key, $0.value) } ?? []
        let body = given.body.drop { $0.isNewline }
        if let heading = title, EntryTitle.headingText(Substring(body.prefix { !$0.isNewline }), level: nil) != nil {
            extra.append((SemanticKey.title.name, .string(heading)))
            title = nil
        }
        var entry = Entry.canonical(uuid: uuid, date: date, mood: mood, starred: options.starred || semantics.isStarred,
                                    tags: options.tags ?? semantics.tags, extra: extra, title: title, text: given.body)
        if keptMood, let written = EntrySemantics.storedKey(for: .mood, in: frontMatter).flatMap({ frontMatter?[$0] }) {
            // Written in the place of the placeholder mood, so the key order stays canonical.
            entry.setValue(written, forKey: SemanticKey.mood.name)
        }
        return Built(entry: entry, notes: notes)
    }
}
