import Foundation

/// Writes a site into its folder so that only what changed is touched (docs/SITE.md,
/// "Incremental and deterministic").
///
/// A file whose bytes on disk are already the page's is left alone, modification time included;
/// any other is written atomically (``AtomicWriter``). An attachment is hard-linked from the
/// vault (``FileSystem/hardLink(_:at:)``), or copied where links are refused, and only when the
/// file there is not already the same file or the same bytes: never re-encoded. The folder's
/// `.vault-site` lists every file written, one path a line, sorted; a file of the last build
/// that this one does not write is removed (and its folder, once empty), and nothing else ever
/// is: a folder that holds files but no `.vault-site` is refused, so that `-o` pointed at the
/// wrong folder damages nothing.
struct SiteOutput {
    /// The list of the files a build wrote, in the output folder.
    static let manifestName = ".vault-site"

    /// What a build did.
    struct Summary: Hashable, Sendable {
        /// The site paths written (new or changed), sorted.
        var written: [String] = []
        /// How many files were already as they should be.
        var unchanged = 0
        /// The site paths of the last build removed, sorted.
        var removed: [String] = []

        /// Whether the build changed nothing on disk.
        var changedNothing: Bool { written.isEmpty && removed.isEmpty }
    }

    /// The output folder, absolute.
    var root: String
    /// The folder as the user named it, for messages.
    var displayRoot: String

    /// Writes the files and attachments, removes the last build's leftovers, and updates the
    /// manifest.
    ///
    /// - Parameters:
    ///   - files: The site's files.
    ///   - attachments: Each attachment's absolute path in the vault and its site path.
    /// - Returns: What was written, left alone and removed.
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when the folder cannot be made or holds
    ///   files but no manifest; the errors of ``AtomicWriter``.
    func write(_ files: [SiteFile], attachments: [(source: String, path: String)]) throws -> Summary {
        let manifestPath = root + "/" + Self.manifestName
        let existing = FileSystem.list(root).entries
        let previous: [String]
        if let bytes = try? FileSystem.read(manifestPath) {
            previous = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        } else {
            if let existing, !existing.isEmpty {
                throw VaultError.writeFailed(path: displayRoot, reason: "the folder holds files that vault site did not write (it has no "
                    + Self.manifestName + "); choose an empty or new folder with -o")
            }
            previous = []
        }
        var summary = Summary()
        var folders: Set<String> = []
        func makeFolder(of path: String) throws {
            guard let slash = path.lastIndex(of: "/") else { return }
            let folder = String(path[..<slash])
            guard folders.insert(folder).inserted else { return }
            do {
                try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: displayRoot + "/" + folder, reason: error.localizedDescription)
            }
        }
        if existing == nil {
            do {
                try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: displayRoot, reason: error.localizedDescription)
            }
        }
        var paths: [String] = []
        for file in files {
            paths.append(file.path)
            let target = root + "/" + file.path
            if FileSystem.status(target)?.size == file.bytes.count, (try? FileSystem.read(target)) == file.bytes {
                summary.unchanged += 1
                continue
            }
            try makeFolder(of: file.path)
            try AtomicWriter.write(file.bytes, to: target, displayPath: displayRoot + "/" + file.path)
            summary.written.append(file.path)
        }
        var seen = Set(paths)
        for attachment in attachments where seen.insert(attachment.path).inserted {
            paths.append(attachment.path)
            let target = root + "/" + attachment.path
            if let identity = FileSystem.identity(target), identity == FileSystem.identity(attachment.source) {
                summary.unchanged += 1
                continue
            }
            if let status = FileSystem.status(target), status.kind == .regular, status.size == FileSystem.status(attachment.source)?.size,
               let old = try? FileSystem.read(target), let new = try? FileSystem.read(attachment.source), old == new {
                summary.unchanged += 1
                continue
            }
            try makeFolder(of: attachment.path)
            FileSystem.removeFile(target)
            if !FileSystem.hardLink(attachment.source, at: target) {
                let bytes: [UInt8]
                do { bytes = try FileSystem.read(attachment.source) } catch { continue }
                try AtomicWriter.write(bytes, to: target, displayPath: displayRoot + "/" + attachment.path)
            }
            summary.written.append(attachment.path)
        }
        let kept = Set(paths)
        for path in previous where !kept.contains(path) && !path.isEmpty && !path.split(separator: "/").contains("..") {
            if FileSystem.removeFile(root + "/" + path) { summary.removed.append(path) }
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if !FileSystem.removeEmptyFolder(root + "/" + folder) { break }
            }
        }
        paths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let manifest = Array(paths.map { $0 + "\n" }.joined().utf8)
        if (try? FileSystem.read(manifestPath)) != manifest {
            try AtomicWriter.write(manifest, to: manifestPath, displayPath: displayRoot + "/" + Self.manifestName)
        }
        summary.written.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        summary.removed.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return summary
    }
}
