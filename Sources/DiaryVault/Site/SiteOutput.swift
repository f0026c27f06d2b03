import Foundation

/// Writes a site into its folder so that only what changed is touched (docs/SITE.md,
/// "Incremental and deterministic").
///
/// A file whose bytes on disk are already the page's is left alone, modification time included.
/// A file that is not there yet is written with a plain `write` (nobody can be reading it); one
/// that is there is replaced atomically (a temporary file, then `rename`), so a browser or
/// `rsync` reading the folder during a build sees the old page or the new one, never a part.
/// Neither is flushed to disk (``AtomicWriter/writeRebuildable(_:to:displayPath:)``): pages are
/// made again when lost. The crash-safety rule: the manifest (``SiteManifest``, `.vault-site`)
/// is written last and flushed (atomically, or its changed lines in place under the marker),
/// and a marker (`.vault-site-building`) exists from
/// the first page written until then; a build that finds the marker trusts nothing of the last
/// one and compares every page, so a crash leaves at worst pages that the next build
/// rewrites.
///
/// An attachment is hard-linked from the vault (``FileSystem/hardLink(_:at:)``), or copied
/// where links are refused, and only when the file there is not already the same file or the
/// same bytes: never re-encoded. A file of the last build that this one does not make is
/// removed (and its folder, once empty), and nothing else ever is: a folder that holds files
/// but no `.vault-site` is refused, so that `-o` pointed at the wrong folder damages nothing.
struct SiteOutput: Sendable {
    /// The list of the files a build wrote, in the output folder.
    static let manifestName = ".vault-site"
    /// The marker of a build under way.
    static let markerName = ".vault-site-building"

    /// What a build did.
    struct Summary: Hashable, Sendable {
        /// The site paths written (new or changed), sorted; a full build leaves its entries'
        /// pages out (``writtenPages`` counts them), so that it holds no path per entry.
        var written: [String] = []
        /// How many entry pages a full build wrote besides ``written``.
        var writtenPages = 0
        /// How many files were already as they should be.
        var unchanged = 0
        /// The site paths of the last build removed, sorted.
        var removed: [String] = []

        /// Whether the build changed nothing on disk.
        var changedNothing: Bool { writtenCount == 0 && removed.isEmpty }

        /// How many files were written.
        var writtenCount: Int { written.count + writtenPages }
    }

    /// The output folder, absolute.
    var root: String
    /// The folder as the user named it, for messages.
    var displayRoot: String

    /// Whether this build has made its marker (shared by the writer's copies, on every thread).
    private let marker = MarkerState()

    /// Creates the writer of a folder.
    init(root: String, displayRoot: String) {
        self.root = root
        self.displayRoot = displayRoot
    }

    /// Whether the marker of a build under way is known to be there: made once per build, so
    /// that each later write costs no `stat` of it.
    private final class MarkerState: @unchecked Sendable {
        private let lock = NSLock()
        private var made = false

        /// Whether the marker was made (or found) by this build.
        var isMade: Bool {
            lock.lock()
            defer { lock.unlock() }
            return made
        }

        /// Runs `make` unless the marker is made, then remembers that it is.
        func mark(_ make: () throws -> Void) rethrows {
            lock.lock()
            defer { lock.unlock() }
            if !made {
                try make()
                made = true
            }
        }

        /// Forgets the marker (removed when the build finished).
        func reset() {
            lock.lock()
            made = false
            lock.unlock()
        }
    }

    /// The last build's manifest, after checking that the folder may be written.
    ///
    /// - Returns: The manifest, `nil` when the folder is new or empty, or a manifest that says
    ///   nothing can be trusted (no version) when the last build did not finish or its manifest
    ///   does not parse: its files are still the ones the next build may remove.
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when the folder holds files but no
    ///   manifest, or is a file.
    func lastBuild() throws -> SiteManifest? {
        if let kind = FileSystem.status(root, follow: true)?.kind, kind != .directory {
            throw VaultError.writeFailed(path: displayRoot, reason: "it is a file, not a folder; choose a new or empty folder with -o")
        }
        let manifestPath = root + "/" + Self.manifestName
        guard let bytes = try? FileSystem.read(manifestPath) else {
            if let existing = FileSystem.list(root).entries, !existing.isEmpty {
                throw VaultError.writeFailed(path: displayRoot, reason: "the folder holds files that vault site did not write (it has no "
                    + Self.manifestName + "); choose an empty or new folder with -o")
            }
            return nil
        }
        guard var manifest = SiteManifest(parsing: bytes) else {
            // Unreadable: the files it lists are unknown, so none is removed; every page is compared.
            return SiteManifest(optionsKey: nil)
        }
        if FileSystem.status(root + "/" + Self.markerName) != nil { manifest.optionsKey = nil }
        return manifest
    }

    /// The bytes of a file of the folder, `nil` when it cannot be read (the search index's parts,
    /// whose unchanged lines a rebuild keeps).
    func read(_ path: String) -> [UInt8]? {
        try? FileSystem.read(root + "/" + path)
    }

    /// Makes the folders the site's files go in (the output folder itself included).
    ///
    /// - Parameter paths: Site paths of files.
    /// - Throws: ``VaultError/writeFailed(path:reason:)``.
    func makeFolders(for paths: some Sequence<String>) throws {
        var folders: Set<String> = [""]
        for path in paths {
            guard let slash = path.lastIndex(of: "/") else { continue }
            folders.insert(String(path[..<slash]))
        }
        for folder in folders.sorted() {
            let path = folder.isEmpty ? root : root + "/" + folder
            if FileSystem.status(path)?.kind == .directory { continue }
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: folder.isEmpty ? displayRoot : displayRoot + "/" + folder, reason: error.localizedDescription)
            }
        }
    }

    /// Marks a build under way (before its first write); see the type's crash-safety rule.
    func markBuilding() throws {
        let path = root + "/" + Self.markerName
        try marker.mark {
            if FileSystem.status(path) == nil { try AtomicWriter.writeRebuildable([], to: path, displayPath: displayRoot + "/" + Self.markerName) }
        }
    }

    /// Writes one file unless its bytes are already there, marking the build under way first
    /// (``markBuilding()``); safe to call from several threads for different paths once their
    /// folders exist (``makeFolders(for:)``).
    ///
    /// Once the marker is there, a new file costs one `open(O_CREAT | O_EXCL)`, which says as
    /// well whether a file is already there (then compared); before, a `stat` decides first, so
    /// that a build that writes nothing makes no marker.
    ///
    /// - Returns: Whether the file was written.
    /// - Throws: ``VaultError/writeFailed(path:reason:)``.
    func write(_ file: SiteFile) throws -> Bool {
        let target = root + "/" + file.path
        let display = displayRoot + "/" + file.path
        if marker.isMade || FileSystem.status(target) == nil {
            try markBuilding()
            if try FileSystem.writeNewFile(file.bytes, to: target, displayPath: display) { return true }
        }
        if let status = FileSystem.status(target), status.kind == .regular, status.size == file.bytes.count,
           (try? FileSystem.read(target)) == file.bytes { return false }
        try markBuilding()
        try AtomicWriter.writeRebuildable(file.bytes, to: target, displayPath: display)
        return true
    }

    /// Hard-links or copies each attachment unless the same file or bytes are there.
    ///
    /// - Parameter attachments: Each attachment's absolute path in the vault and its site path.
    /// - Returns: The site paths written.
    /// - Throws: ``VaultError/writeFailed(path:reason:)``.
    func link(_ attachments: [(source: String, path: String)]) throws -> (written: [String], unchanged: Int) {
        var written: [String] = []
        var unchanged = 0
        for attachment in attachments {
            let target = root + "/" + attachment.path
            if let identity = FileSystem.identity(target), identity == FileSystem.identity(FileSystem.realPath(attachment.source) ?? attachment.source) {
                unchanged += 1
                continue
            }
            if let status = FileSystem.status(target), status.kind == .regular, status.size == FileSystem.status(attachment.source, follow: true)?.size,
               let old = try? FileSystem.read(target), let new = try? FileSystem.read(attachment.source), old == new {
                unchanged += 1
                continue
            }
            try markBuilding()
            FileSystem.removeFile(target)
            if !FileSystem.hardLink(attachment.source, at: target) {
                let bytes: [UInt8]
                do { bytes = try FileSystem.read(attachment.source) } catch { continue }
                try AtomicWriter.write(bytes, to: target, displayPath: displayRoot + "/" + attachment.path)
            }
            written.append(attachment.path)
        }
        return (written, unchanged)
    }

    /// Removes the files of the last build that this one does not make (and their folders, once
    /// empty); never a path that climbs out of the folder.
    ///
    /// - Parameters:
    ///   - previous: The last build's files.
    ///   - kept: This build's files.
    /// - Returns: The site paths removed.
    /// - Throws: The errors of ``markBuilding()``.
    func remove(_ previous: [String], keeping kept: Set<String>) throws -> [String] {
        var removed: [String] = []
        for path in previous where !kept.contains(path) && !path.isEmpty && !path.split(separator: "/").contains("..") {
            try markBuilding()
            if FileSystem.removeFile(root + "/" + path) { removed.append(path) }
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if !FileSystem.removeEmptyFolder(root + "/" + folder) { break }
            }
        }
        return removed
    }

    /// Removes the marker of a build under way when this build made it and the manifest
    /// stays as it is (the files written, such as a relinked attachment, are the ones it lists).
    func unmark() {
        guard marker.isMade else { return }
        FileSystem.removeFile(root + "/" + Self.markerName)
        marker.reset()
    }

    /// Writes the manifest, flushed, unless it is already these bytes, then removes the marker
    /// of a build under way.
    ///
    /// When the last build's manifest (`old`, read from the file there) becomes this one by
    /// writing a few lines of the same length over theirs (``SiteManifest/changes(from:)``:
    /// an entry edited in place), only those are written, in the file, under the marker (a build
    /// stopped midway leaves it, and the next one trusts nothing of the manifest); otherwise the
    /// whole file is replaced atomically.
    ///
    /// - Throws: The errors of ``AtomicWriter``, ``VaultError/writeFailed(path:reason:)``.
    func finish(_ manifest: SiteManifest, replacing old: SiteManifest? = nil) throws {
        let path = root + "/" + Self.manifestName
        let display = displayRoot + "/" + Self.manifestName
        if let old, let changes = manifest.changes(from: old), FileSystem.status(path)?.size == old.byteCount {
            if !changes.isEmpty {
                try markBuilding()
                do {
                    guard let handle = FileHandle(forUpdatingAtPath: path) else { throw CocoaError(.fileWriteUnknown) }
                    defer { try? handle.close() }
                    for change in changes {
                        try handle.seek(toOffset: UInt64(change.offset))
                        try handle.write(contentsOf: change.bytes)
                    }
                    try handle.synchronize()
                } catch {
                    throw VaultError.writeFailed(path: display, reason: error.localizedDescription)
                }
            }
        } else {
            let bytes = manifest.bytes
            if FileSystem.status(path)?.size != bytes.count || (try? FileSystem.read(path)) != bytes {
                try AtomicWriter.write(bytes, to: path, displayPath: display)
            }
        }
        FileSystem.removeFile(root + "/" + Self.markerName)
        marker.reset()
    }
}
