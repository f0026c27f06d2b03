import Foundation

/// Reads the selected entries' files for an export, a chunk at a time on both cores, and leaves
/// out the private ones.
///
/// An export needs every selected entry's whole file (front matter and body). Reading them in
/// chunks (``chunkSize`` files, in the selection's order) keeps at most one chunk of parsed
/// documents in memory, whatever the vault's size; each chunk is read with ``parallelMap(_:chunkSize:_:)``.
/// A file that can no longer be read or parsed is counted in ``Tally/unreadable`` and skipped:
/// one broken entry never stops the export (the scan has already reported why).
struct ExportReader {
    /// What an export left out, for its summary.
    struct Tally: Hashable, Sendable {
        /// Entries written.
        var exported = 0
        /// Private entries left out (``Entry/isPrivate``) because `--include-private` was not given.
        var privateLeftOut = 0
        /// Paths of entries whose file could not be read or parsed, in the selection's order.
        var unreadable: [String] = []
    }

    /// The vault the summaries come from.
    var vault: Vault
    /// Whether private entries are exported too (`--include-private`).
    var includePrivate: Bool
    /// How many files one chunk holds.
    var chunkSize = 2048

    /// Calls `body` with each chunk of readable, exportable entries, in the selection's order.
    ///
    /// - Parameters:
    ///   - summaries: The selected entries, in the order to export them.
    ///   - body: Receives each non-empty chunk; may throw to stop.
    /// - Returns: The counts of what was exported and left out.
    /// - Throws: Whatever `body` throws.
    func forEachChunk(_ summaries: [EntrySummary], _ body: ([ExportEntry]) throws -> Void) rethrows -> Tally {
        var tally = Tally()
        var start = 0
        while start < summaries.count {
            let chunk = Array(summaries[start..<min(start + chunkSize, summaries.count)])
            start += chunk.count
            let vault = vault
            let read: [Result<ExportEntry, ReadFailure>] = parallelMap(chunk, chunkSize: 32) { summary in
                guard let bytes = try? FileSystem.read(vault.absolutePath(summary.path)),
                      let entry = try? Entry(parsing: bytes, path: summary.path) else { return .failure(ReadFailure(path: summary.path)) }
                return .success(ExportEntry(entry: entry, path: summary.path, date: entry.date ?? summary.date))
            }
            var entries: [ExportEntry] = []
            entries.reserveCapacity(read.count)
            for result in read {
                switch result {
                case .success(let entry) where !includePrivate && entry.entry.isPrivate: tally.privateLeftOut += 1
                case .success(let entry): entries.append(entry)
                case .failure(let failure): tally.unreadable.append(failure.path)
                }
            }
            tally.exported += entries.count
            if !entries.isEmpty { try body(entries) }
        }
        return tally
    }

    /// A file that could not be read or parsed.
    struct ReadFailure: Error, Sendable {
        /// Its vault-relative path.
        var path: String
    }

    /// A file an entry links anywhere in the vault (``ExportEntry/fileLinks``): its vault-relative
    /// path (`..` resolved: `../10/attachments/x.png` from `2026/11` is `2026/10/attachments/x.png`)
    /// and absolute path (a symbolic link's target, when it stays inside the vault and outside its
    /// hidden folders); `nil` for an absolute link, one that leads above the vault's root, or one
    /// that names no regular file inside the vault (a symbolic link out of it included:
    /// ``linkLeavingVault(_:of:)`` names it, for a warning).
    ///
    /// A link and a file name that differ only in Unicode normalization name one file, as on
    /// macOS: `사진.png` typed in NFC finds the file a Mac named in NFD (Unicode Standard Annex
    /// #15); the path returned is the file's own spelling.
    ///
    /// - Parameters:
    ///   - link: The link's target, percent-decoded, relative to the entry's folder.
    ///   - entry: The entry whose body links it.
    func linkedFile(_ link: String, of entry: ExportEntry) -> (relative: String, absolute: String)? {
        guard let written = VaultPath.resolving(link, from: entry.folder) else { return nil }
        var spellings = [written]
        if !written.utf8.allSatisfy({ $0 < 0x80 }) {
            // `==` on strings is canonical equivalence: the spellings are told apart by their bytes.
            for form in [written.precomposedStringWithCanonicalMapping, written.decomposedStringWithCanonicalMapping]
            where !spellings.contains(where: { $0.utf8.elementsEqual(form.utf8) }) {
                spellings.append(form)
            }
        }
        guard let relative = spellings.first(where: { FileSystem.status(vault.absolutePath($0), follow: true)?.kind == .regular }),
              let real = insideRealPath(vault.absolutePath(relative), relative: relative) else { return nil }
        return (relative, real)
    }

    /// The real path of a vault file, following symbolic links, when it is inside the vault and
    /// not in a hidden folder (`.git/`, `.vault/`) that `relative` does not name; else `nil`.
    private func insideRealPath(_ path: String, relative: String) -> String? {
        guard let real = FileSystem.realPath(path), let root = FileSystem.realPath(vault.path), real.hasPrefix(root + "/") else { return nil }
        let hidden = { (text: Substring) in text.split(separator: "/").contains { $0.hasPrefix(".") } }
        if hidden(real.dropFirst(root.count + 1)), !hidden(relative[...]) { return nil }
        return real
    }

    /// The vault-relative path of the file a link names when it is a symbolic link (or lies under
    /// one) that leads out of the vault, which no export or site follows; `nil` for any other link.
    ///
    /// - Parameters:
    ///   - link: The link's target, percent-decoded, relative to the entry's folder.
    ///   - entry: The entry whose body links it.
    func linkLeavingVault(_ link: String, of entry: ExportEntry) -> String? {
        guard let written = VaultPath.resolving(link, from: entry.folder) else { return nil }
        let path = vault.absolutePath(written)
        guard FileSystem.status(path, follow: true) != nil, let real = FileSystem.realPath(path),
              let root = FileSystem.realPath(vault.path), !real.hasPrefix(root + "/") else { return nil }
        return written
    }

    /// The bytes of a file an entry links (`attachments/photo.jpg`, relative to the entry's
    /// folder), or `nil` when there is no regular file there (a missing file, a folder), or when
    /// the real path leads out of the vault (a symbolic link is followed only inside it): an
    /// export never reads outside the vault.
    ///
    /// - Parameters:
    ///   - link: The link's target as written, percent-decoded, relative to the entry's folder.
    ///   - entry: The entry whose body links it.
    func attachment(_ link: String, of entry: ExportEntry) -> [UInt8]? {
        attachmentPath(link, of: entry).flatMap { try? FileSystem.read($0) }
    }

    /// The absolute path of a file an entry links, under the rules of ``attachment(_:of:)``, or
    /// `nil`.
    ///
    /// - Parameters:
    ///   - link: The link's target as written, percent-decoded, relative to the entry's folder.
    ///   - entry: The entry whose body links it.
    func attachmentPath(_ link: String, of entry: ExportEntry) -> String? {
        let parts = link.split(separator: "/", omittingEmptySubsequences: false)
        guard !link.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else { return nil }
        let relative = entry.folder.isEmpty ? link : entry.folder + "/" + link
        let path = vault.absolutePath(relative)
        guard FileSystem.status(path, follow: true)?.kind == .regular else { return nil }
        return insideRealPath(path, relative: relative)
    }
}
