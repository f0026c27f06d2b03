import Foundation

/// Where `vault export json -o DIR` (an existing folder, or a path ending in `/`) and
/// `-o NAME.zip` put the document and the files its entries link: `entries.json`
/// (``VaultJSONExport/documentName``) and each linked file at its vault-relative path
/// (`2026/11/attachments/river night.jpg`), which is the path the document lists.
///
/// A folder gets each file written atomically (``AtomicWriter``) as it comes, copied a piece at
/// a time. A zip is streamed as `vault export dayone`'s is (``ZipStreamWriter``): the document is
/// deflated as it is rendered (``ZipDeflater``), and at the end written first, then each file,
/// stored (they are compressed already) and copied from disk a piece at a time; memory holds the
/// deflated document, the list of paths and the central directory, never a whole file. A file
/// linked by several entries is written once.
struct ExportBundle {
    /// What the output is.
    enum Kind: Hashable, Sendable {
        /// A folder, by absolute path.
        case folder(String)
        /// A zip archive.
        case zip
    }

    /// What the output is.
    let kind: Kind
    /// The vault-relative paths written (or listed) so far.
    private var written: Set<String> = []
    /// The files of a zip, in order: vault-relative and absolute paths.
    private var files: [(relative: String, absolute: String)] = []
    /// The document of a zip, deflated as it comes.
    private let document = ZipDeflater()
    /// The zip members' timestamp.
    private let modified: ZipWriter.Timestamp

    /// The bundle an output path asks for, or `nil` for a plain document.
    ///
    /// - Parameters:
    ///   - output: The path as typed.
    ///   - absolute: Its absolute path.
    ///   - modified: The zip members' timestamp.
    init?(output: String, absolute: String, modified: ZipWriter.Timestamp) {
        if output.hasSuffix("/") || FileSystem.status(absolute, follow: true)?.kind == .directory {
            kind = .folder(absolute)
        } else if output.lowercased().hasSuffix(".zip") {
            kind = .zip
        } else {
            return nil
        }
        self.modified = modified
    }

    /// The path the document goes to: `DIR/entries.json` for a folder, else the output itself.
    ///
    /// - Parameter output: The output path as typed.
    func documentPath(output: String) -> String {
        guard case .folder = kind else { return output }
        return (output.hasSuffix("/") ? output : output + "/") + VaultJSONExport.documentName
    }

    /// Creates the output folder (and its parents) when missing; nothing for a zip.
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)``.
    func createFolder() throws {
        guard case .folder(let root) = kind else { return }
        do {
            try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        } catch {
            throw VaultError.writeFailed(path: root, reason: error.localizedDescription)
        }
    }

    /// Adds a file once: copied into a folder now, or listed for the zip's end.
    ///
    /// - Parameters:
    ///   - relative: Its vault-relative path, the same in the bundle.
    ///   - absolute: Where it is on disk.
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` for a folder that cannot be written;
    ///   ``VaultError/readFailed(path:reason:)`` when the file cannot be read.
    mutating func add(_ relative: String, absolute: String) throws {
        guard written.insert(relative).inserted else { return }
        switch kind {
        case .folder(let root):
            let path = root + "/" + relative
            do {
                try FileManager.default.createDirectory(atPath: EntryStore.folder(of: path), withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: EntryStore.folder(of: path), reason: error.localizedDescription)
            }
            try AtomicWriter.write(to: path, displayPath: path) { output in
                try FileSystem.forEachChunk(of: absolute) { chunk in try output(Array(chunk)) }
            }
        case .zip:
            files.append((relative, absolute))
        }
    }

    /// Adds the next bytes of the document, for a zip.
    ///
    /// - Parameter bytes: The rendered JSON so far.
    func appendDocument(_ bytes: [UInt8]) {
        document.append(bytes)
    }

    /// Writes the zip through `output`: `entries.json` (the document, deflated), then each file,
    /// stored; nothing for a folder.
    ///
    /// - Throws: ``ZipWriteError`` past zip's limits; ``VaultError`` when a file can no longer
    ///   be read or changed meanwhile; what `output` throws.
    mutating func writeArchive(to output: ([UInt8]) throws -> Void) throws {
        guard case .zip = kind else { return }
        let files = files
        let document = document
        try withoutActuallyEscaping(output) { output in
            var zip = ZipStreamWriter(modified: modified, output: output)
            try zip.add(VaultJSONExport.documentName, deflated: document)
            for file in files {
                try zip.addFile(file.relative, path: file.absolute)
            }
            try zip.finish()
        }
    }
}
