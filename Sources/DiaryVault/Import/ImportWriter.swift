import Foundation

/// Writes the new and completed entries of an ``ImportPlan``: each entry's attachments first,
/// then the entry, every file created atomically and never over an existing one
/// (``AtomicWriter/create(_:at:displayPath:)``), but for a completed entry, which replaces its
/// file atomically under the folder's lock only while it holds the bytes the plan read.
///
/// An import stopped at any point (killed, a full disk) leaves whole files only. Run again, it
/// finds the entries already written present (same uuid, same bytes) and the attachments already
/// copied reused (same name, same bytes), and writes the rest: nothing is duplicated. Writing the
/// attachments before their entry means an entry in the vault always has its files.
struct ImportWriter: Sendable {
    /// What was written.
    struct Outcome: Sendable {
        /// The vault-relative paths of the entries created or completed, by index in the plan's items.
        var entries: [Int: String] = [:]
        /// The vault-relative paths of the attachments copied.
        var attachments: [String] = []
    }

    /// Called with each file's vault-relative path right after it was written: a seam for tests
    /// that stop an import after some files (it throws). `nil` in the program.
    var afterFile: (@Sendable (String) throws -> Void)?

    /// Creates a writer.
    ///
    /// - Parameter afterFile: The test seam.
    init(afterFile: (@Sendable (String) throws -> Void)? = nil) {
        self.afterFile = afterFile
    }

    /// Writes every new entry of the plan with its attachments.
    ///
    /// - Parameters:
    ///   - plan: The plan.
    ///   - vault: The vault.
    ///   - progress: Receives each entry's index and path after it is written.
    /// - Returns: The files written.
    /// - Throws: ``VaultError/writeFailed(path:reason:)``, ``VaultError/editNotVerified(path:detail:)``,
    ///   ``ImportError`` for an unreadable attachment, or what ``afterFile`` throws; the files
    ///   written before stay (a second run completes the import).
    func write(_ plan: ImportPlan, to vault: Vault, progress: (Int, String) -> Void = { _, _ in }) throws -> Outcome {
        var outcome = Outcome()
        for (index, item) in plan.items.enumerated() {
            guard item.action.writes else { continue }
            for attachment in item.attachments where !attachment.reused {
                try copy(attachment, in: vault)
                outcome.attachments.append(attachment.path)
                try afterFile?(attachment.path)
            }
            if case .completed(let path) = item.action, let replacing = item.replacing {
                let absolute = vault.absolutePath(path)
                try FolderLock.withLock(on: EntryStore.folder(of: absolute)) {
                    try AtomicWriter.write(item.bytes, to: absolute, expectedOriginal: replacing, displayPath: vault.displayPath(path))
                }
                outcome.entries[index] = path
                progress(index, path)
                try afterFile?(path)
                continue
            }
            var entry = try Entry(parsing: item.bytes)
            let preferred = item.entry.verbatim?.path
            if entry.date == nil, let preferred { entry.readDate(fromFileName: preferred) }
            let path = try EntryStore().create(entry, in: vault, preferring: preferred, uniqueName: plan.uniqueNames)
            outcome.entries[index] = path
            progress(index, path)
            try afterFile?(path)
        }
        return outcome
    }

    /// Copies one attachment to its place, creating the folder.
    private func copy(_ attachment: ImportPlan.Attachment, in vault: Vault) throws {
        let absolute = vault.absolutePath(attachment.path)
        let folder = EntryStore.folder(of: absolute)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw VaultError.writeFailed(path: vault.displayPath(EntryStore.folder(of: attachment.path)), reason: error.localizedDescription)
        }
        let bytes: [UInt8]
        switch attachment.source.contents {
        case .bytes(let contents): bytes = contents
        case .file(let path):
            do { bytes = try FileSystem.read(path) } catch {
                throw ImportError(path: attachment.source.sourcePath, "cannot read the attachment: \(error)")
            }
        }
        do {
            try AtomicWriter.create(bytes, at: absolute, displayPath: vault.displayPath(attachment.path))
        } catch VaultError.fileExists {
            // Created since the plan was made (another import): keep it if it holds these bytes.
            guard (try? FileSystem.read(absolute)) == bytes else { throw VaultError.fileExists(path: vault.displayPath(attachment.path)) }
        }
    }
}
