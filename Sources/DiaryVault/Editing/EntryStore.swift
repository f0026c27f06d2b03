import Foundation

/// Safe changes to entry files: read, edit, check, write atomically; create without
/// overwriting; move and delete only what was read.
///
/// Every change to an existing file runs under the lock of its folder (``FolderLock``), reads the
/// file inside the lock, checks the edited bytes with ``EntryEdit/verify(_:original:changes:path:)``
/// and writes with ``AtomicWriter`` passing the bytes read as the expected original: a file that
/// another program changed in between is refused with ``VaultError/changedOnDisk(path:)``, never
/// overwritten.
struct EntryStore: Sendable {
    /// What an update did.
    struct Update: Sendable {
        /// The entry as read.
        var before: Entry
        /// The entry as written (equal to ``before`` when nothing changed).
        var after: Entry
        /// The keys changed, in the order of the edits.
        var changes: [EntryEdit.Change]

        /// Whether the file was written.
        var changed: Bool { !changes.isEmpty }
    }

    /// Called with a file's absolute path after it was read and before the new bytes are
    /// written: a seam for tests that change the file at that moment. `nil` in the program.
    var beforeWrite: (@Sendable (String) throws -> Void)?

    /// Creates a store.
    ///
    /// - Parameter beforeWrite: The test seam, `nil` outside tests.
    init(beforeWrite: (@Sendable (String) throws -> Void)? = nil) {
        self.beforeWrite = beforeWrite
    }

    /// Applies edits to one entry file and writes it when anything changed.
    ///
    /// - Parameters:
    ///   - path: The file's absolute path.
    ///   - displayPath: The path as the user sees it, for errors.
    ///   - edits: The edits, applied in order.
    /// - Returns: The entry before and after, and the changes made (none when it already was as asked).
    /// - Throws: ``VaultError/readFailed(path:reason:)``, ``VaultError/conflictedEntry(path:lines:)``
    ///   for a file with unresolved conflict markers, a ``FrontMatterError`` when the file
    ///   does not parse, the errors of ``EntryEdit/apply(to:path:)`` and
    ///   ``EntryEdit/verify(_:original:changes:path:)``, ``VaultError/changedOnDisk(path:)`` and
    ///   ``VaultError/writeFailed(path:reason:)``.
    func update(_ path: String, displayPath: String, edits: [EntryEdit]) throws -> Update {
        try FolderLock.withLock(on: Self.folder(of: path)) {
            let bytes = try FileSystem.read(path)
            // Markers from an unfinished merge: one side, or a marker, would be read as the entry.
            let conflicts = bytes.withUnsafeBufferPointer { ConflictMarker.conflictLines(inUTF8: $0) }
            if !conflicts.isEmpty { throw VaultError.conflictedEntry(path: displayPath, lines: conflicts) }
            let before = try Entry(parsing: bytes, path: displayPath)
            // A file whose front matter is only misplaced (a blank line or spaces above '---', CR
            // line endings) would get a second one on top, burying its uuid and date in the body.
            if before.document.frontMatter == nil, let hint = EntryChecker.misplacedFrontMatterHint(before.body) {
                throw VaultError.misplacedFrontMatter(path: displayPath, hint: hint)
            }
            var after = before
            var changes: [EntryEdit.Change] = []
            for edit in edits {
                if let change = try edit.apply(to: &after, path: displayPath) {
                    changes.removeAll { $0.key.isSameKey(change.key) }
                    changes.append(change)
                }
            }
            if !changes.isEmpty, let (key, day) = try Self.dateForUndatedEdit(after, path: path, displayPath: displayPath),
               let change = try EntryEdit.setText(key: key, text: day.description).apply(to: &after, path: displayPath) {
                changes.append(change)
            }
            let edited = after.document.serialized()
            guard edited != bytes else { return Update(before: before, after: before, changes: []) }
            try EntryEdit.verify(edited, original: before, changes: changes, path: displayPath)
            try beforeWrite?(path)
            try AtomicWriter.write(edited, to: path, expectedOriginal: bytes, displayPath: displayPath)
            return Update(before: before, after: after, changes: changes)
        }
    }

    /// Writes a new entry at `YYYY/MM/YYYY-MM-DD-<slug>.md` for its date, adding `-2`, `-3`, ...
    /// to the slug while the name is taken; month folders are created as needed.
    ///
    /// - Parameters:
    ///   - entry: The entry, with a valid date.
    ///   - vault: The vault.
    /// - Returns: The new file's path relative to the vault root.
    /// - Throws: ``VaultError/editNotVerified(path:detail:)`` when the entry does not read back
    ///   as itself; ``VaultError/writeFailed(path:reason:)``.
    func create(_ entry: Entry, in vault: Vault) throws -> String {
        guard let day = entry.date?.day else { preconditionFailure("a new entry needs a date") }
        let uuid = entry.uuid ?? EntryID.random()
        let slug = EntrySlug.make(title: entry.title, uuid: uuid)
        let folder = VaultPath.folder(for: day)
        let bytes = entry.document.serialized()
        var reread = try? Entry(parsing: bytes)
        // A date from the file name (an imported `2026-11-29.md`) stays: the new name starts with it.
        if entry.isDateFromFileName { reread?.readDate(fromFileName: VaultPath.fileName(day: day, slug: slug)) }
        guard reread == entry else {
            throw VaultError.editNotVerified(path: vault.displayPath(folder), detail: "the new entry does not read back as itself")
        }
        do {
            try FileManager.default.createDirectory(atPath: vault.absolutePath(folder), withIntermediateDirectories: true)
        } catch {
            throw VaultError.writeFailed(path: vault.displayPath(folder), reason: error.localizedDescription)
        }
        for clash in 1...Self.maximumClashes {
            let relative = folder + "/" + VaultPath.fileName(day: day, slug: slug, clash: clash)
            do {
                try AtomicWriter.create(bytes, at: vault.absolutePath(relative), displayPath: vault.displayPath(relative))
                return relative
            } catch VaultError.fileExists {
                continue
            }
        }
        throw VaultError.fileExists(path: vault.displayPath(folder + "/" + VaultPath.fileName(day: day, slug: slug, clash: Self.maximumClashes)))
    }

    /// Writes a new entry at `preferred` (a vault-relative `YYYY/MM/NAME.md`) when no file is
    /// there, else as ``create(_:in:)`` does: an import of vault's own export keeps the file's
    /// name.
    ///
    /// - Parameters:
    ///   - entry: The entry, with a valid date (a date from `preferred`'s name counts).
    ///   - vault: The vault.
    ///   - preferred: The path to try first, or `nil`.
    /// - Returns: The new file's path relative to the vault root.
    /// - Throws: As ``create(_:in:)``.
    func create(_ entry: Entry, in vault: Vault, preferring preferred: String?) throws -> String {
        guard let preferred else { return try create(entry, in: vault) }
        let bytes = entry.document.serialized()
        var reread = try? Entry(parsing: bytes)
        if entry.isDateFromFileName { reread?.readDate(fromFileName: preferred) }
        guard reread == entry else {
            throw VaultError.editNotVerified(path: vault.displayPath(preferred), detail: "the new entry does not read back as itself")
        }
        let folder = Self.folder(of: preferred)
        do {
            try FileManager.default.createDirectory(atPath: vault.absolutePath(folder), withIntermediateDirectories: true)
        } catch {
            throw VaultError.writeFailed(path: vault.displayPath(folder), reason: error.localizedDescription)
        }
        do {
            try AtomicWriter.create(bytes, at: vault.absolutePath(preferred), displayPath: vault.displayPath(preferred))
            return preferred
        } catch VaultError.fileExists {
            return try create(entry, in: vault)
        }
    }

    /// Moves an entry file to another folder without overwriting anything: a name starting with
    /// a date `YYYY-MM-DD-`, or exactly `YYYY-MM-DD.md`, gets the new day instead (see
    /// ``EntryMover/renamed(_:for:)``); a taken name gets `-2`, `-3`, ... before its `.md`.
    ///
    /// - Parameters:
    ///   - path: The file's absolute path.
    ///   - expectedOriginal: The bytes read from it.
    ///   - folder: The absolute path of the destination folder, created when missing.
    ///   - day: The entry's (new) day, for the name.
    /// - Returns: The new absolute path.
    /// - Throws: ``VaultError/changedOnDisk(path:)``, ``VaultError/fileExists(path:)``,
    ///   ``VaultError/writeFailed(path:reason:)``.
    func move(_ path: String, expectedOriginal: [UInt8], toFolder folder: String, day: CivilDate) throws -> String {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        // The same naming as `vault check --fix` (an Obsidian-style `2026-11-29.md` too).
        let (stem, suffix) = EntryMover.split(EntryMover.renamed(name, for: day))
        return try FolderLock.withLock(on: Self.folder(of: path)) {
            for clash in 1...Self.maximumClashes {
                let destination = Vault.join(folder, stem + (clash == 1 ? "" : "-\(clash)") + suffix)
                do {
                    try AtomicWriter.move(path, to: destination, expectedOriginal: expectedOriginal, displayPath: destination)
                    return destination
                } catch VaultError.fileExists {
                    continue
                }
            }
            throw VaultError.fileExists(path: Vault.join(folder, stem + suffix))
        }
    }

    /// Deletes an entry file if it still holds the bytes read (and shown to the user) before.
    ///
    /// - Parameters:
    ///   - path: The file's absolute path.
    ///   - expectedOriginal: The bytes read.
    ///   - displayPath: The path as the user sees it.
    /// - Throws: ``VaultError/changedOnDisk(path:)``, ``VaultError/readFailed(path:reason:)``,
    ///   ``VaultError/writeFailed(path:reason:)``.
    func delete(_ path: String, expectedOriginal: [UInt8], displayPath: String) throws {
        try FolderLock.withLock(on: Self.folder(of: path)) {
            try beforeWrite?(path)
            try AtomicWriter.remove(path, expectedOriginal: expectedOriginal, displayPath: displayPath)
        }
    }

    /// The `date` an edit of an entry without any date must add, so that a command never reports
    /// "starred" for an entry that shows nowhere: the file name's date
    /// (`2026-11-29.md`), written into the front matter; `nil` when the entry has a date key
    /// (valid or not: an invalid one is the user's to fix and `check` reports it).
    ///
    /// - Parameters:
    ///   - entry: The entry after the edits.
    ///   - path: The file's absolute path, for its name.
    ///   - displayPath: The path as the user sees it.
    /// - Throws: ``VaultError/noDate(path:)`` when neither the front matter nor the file name
    ///   gives a date.
    static func dateForUndatedEdit(_ entry: Entry, path: String, displayPath: String) throws -> (key: String, day: CivilDate)? {
        let key = entry.storedKey(for: .date) ?? SemanticKey.date.name
        guard entry.date == nil || entry.isDateFromFileName, EntrySemantics.isBlank(entry.document[key]) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let day = VaultPath.fileNameDate(ofFileName: name) else { throw VaultError.noDate(path: displayPath) }
        return (key, day)
    }

    /// How many names `-2`, `-3`, ... are tried before giving up.
    static let maximumClashes = 1000

    /// The folder of an absolute file path.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
