/// Fixes what is safe in one entry's front matter, each fix a format-preserving edit of one key's
/// lines (DESIGN section 4): the body and every other line stay byte for byte.
///
/// The fixes, in this order: legacy keys, and semantic keys written in another case (`UUID`),
/// renamed to their modern names (or removed when the modern key already holds the same value),
/// except an alias another tool owns (`created`), beside which the modern key is added instead;
/// a missing uuid added, or a duplicate uuid replaced; a `starred` that is not a YAML 1.2 boolean
/// written as `true` or `false`.
struct EntryFixer: Sendable {
    /// One fix made to a file.
    struct Fix: Hashable, Sendable {
        /// The kind of problem it fixes.
        var kind: ProblemKind
        /// What was done, for the output: `renamed 'isStar' to 'starred'`.
        var description: String
    }

    /// The file's path relative to the vault root (it names the new uuid).
    let path: String
    /// The file's bytes as read (they name the new uuid).
    let contents: [UInt8]
    /// Whether the entry's uuid is a duplicate that must be replaced, and the path of the older
    /// entry that keeps it.
    let duplicateOf: String?

    /// Applies every safe fix to a document, again until a pass makes none (at most four
    /// passes), so that one fix making another possible leaves nothing fixable behind: writing
    /// the file-name date into a blank `date` makes a miscased `Date` of the same value a
    /// repeat that the next pass removes (fuzz finding date-beside-miscased-twin).
    ///
    /// - Parameter original: The parsed file.
    /// - Returns: The edited document (the same when nothing is to fix) and the fixes made, in
    ///   the order they were made.
    func fix(_ original: EntryDocument) -> (EntryDocument, [Fix]) {
        var (document, fixes) = fixOnce(original)
        var passes = 1
        while passes < 4, !fixes.isEmpty {
            let (next, more) = fixOnce(document)
            guard !more.isEmpty, next != document else { break }
            (document, fixes, passes) = (next, fixes + more, passes + 1)
        }
        return (document, fixes)
    }

    /// One pass of the fixes, in the order the type's summary gives.
    ///
    /// - Parameter original: The parsed file, or the result of the previous pass.
    /// - Returns: The edited document and the fixes this pass made.
    private func fixOnce(_ original: EntryDocument) -> (EntryDocument, [Fix]) {
        // JSON front matter is never edited (EntryDocument.editRefusal): nothing can be fixed in it.
        if original.frontMatter?.format == .json { return (original, []) }
        var document = original
        var fixes: [Fix] = []
        let fileName = path.split(separator: "/").last.map(String.init) ?? path
        if let day = EntryChecker.frontMatterToAdd(original, fileName: fileName) {
            // A front matter for a file named by its date (an Obsidian daily note): uuid and date.
            let uuid = EntryID.nameBased(path: path, contents: contents)
            document.setValue(.string(uuid.canonical), forKey: SemanticKey.uuid.name)
            document.setValue(.string(day.description), forKey: SemanticKey.date.name)
            fixes.append(Fix(kind: .missingFrontMatter, description: "added a front matter with uuid \(uuid) and 'date: \(day)' from the file name"))
            return (document, fixes)
        }
        guard let frontMatter = original.frontMatter else { return (original, []) }
        for key in frontMatter.keys {
            let kind: ProblemKind, modern: String
            if let name = KeyChecks.modernKey(forLegacy: key) {
                (kind, modern) = (.legacyKey, name)
            } else if let name = KeyChecks.modernKey(forMiscased: key) {
                (kind, modern) = (.miscasedKey, name)
            } else {
                continue
            }
            let stored = Entry(keysOf: document).storedKey(for: modern)
            if kind == .legacyKey, SemanticKey.isSharedAlias(key) {
                // Another tool reads this key: keep it, and give vault's key the same value.
                if stored == key, let value = document[key], KeyChecks.isCopyable(value), document.setValue(value, forKey: modern) {
                    fixes.append(Fix(kind: kind, description: "added '\(modern)' with the value of '\(key)', which stays for the tool that owns it"))
                }
            } else if stored == key {
                // A fix is reported only when it was made (an edit can be refused: EntryDocument.editRefusal).
                if document.renameKey(key, to: modern) {
                    fixes.append(Fix(kind: kind, description: "renamed '\(key)' to '\(modern)'"))
                }
            } else if let stored, KeyChecks.sameMeaning(document[key], document[stored], key: modern) {
                if document.removeValue(forKey: key) {
                    fixes.append(Fix(kind: kind, description: "removed '\(key)', which repeated '\(stored)'"))
                }
            }
        }

        var entry = Entry(keysOf: document)
        entry.readDate(fromFileName: fileName)
        if entry.isDateFromFileName, let day = entry.date?.day {
            // Never into another tool's key (`created`): `date` is added beside it (fuzz finding
            // file-name-date-into-created).
            let stored = entry.storedKey(for: .date) ?? SemanticKey.date.name
            let key = SemanticKey.isSharedAlias(stored) ? SemanticKey.date.name : stored
            // A fix is reported only when it was made (an edit can be refused: EntryDocument.editRefusal).
            if document.setValue(.string(day.description), forKey: key) {
                fixes.append(Fix(kind: .dateFromFileName, description: "wrote '\(key): \(day)' from the file name"))
            }
        }
        let uuidKey = entry.storedKey(for: .uuid)
        let isMissing = entry.uuid == nil && (uuidKey.flatMap { document[$0] }.map(KeyChecks.isEmpty) ?? true)
        let uuid = EntryID.nameBased(path: path, contents: contents)
        if isMissing || (duplicateOf != nil && entry.uuid != nil),
           document.setValue(.string(uuid.canonical), forKey: uuidKey ?? SemanticKey.uuid.name) {
            fixes.append(isMissing
                ? Fix(kind: .missingUUID, description: "added uuid \(uuid)")
                : Fix(kind: .duplicateUUID, description: "gave the entry the new uuid \(uuid) (\(entry.uuid?.canonical ?? "") stays with \(duplicateOf ?? ""))"))
        }

        if let starredKey = entry.storedKey(for: .starred), let value = document[starredKey],
           case .lenient(let flag, let written) = Starred.interpret(value), document.setValue(.bool(flag), forKey: starredKey) {
            fixes.append(Fix(kind: .starredNotBoolean, description: "wrote '\(starredKey): \(flag)' (was '\(written)')"))
        }
        precondition(document.body == original.body, "a fix changed the body of \(path)")
        return (document, fixes)
    }
}
