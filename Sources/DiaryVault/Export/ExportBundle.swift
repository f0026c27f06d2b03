import Foundation

/// Where `vault export json -o DIR` (an existing folder, or a path ending in `/`) and
/// `-o NAME.zip` put the document and the files its entries link: `entries.json`
/// (``VaultJSONExport/documentName``) and each attachment at its vault-relative path
/// (`2026/11/attachments/river night.jpg`), which is the path the document lists.
///
/// A folder gets each file written atomically (``AtomicWriter``) as it comes; a zip is held as
/// members (attachments stored, they are compressed already; the document deflated) and its
/// bytes are handed back at the end, for the command to write. A file linked by several entries
/// is written once.
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
    /// The vault-relative paths written so far.
    private var written: Set<String> = []
    /// The archive, for ``Kind/zip``.
    private var zip: ZipWriter

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
        zip = ZipWriter(modified: modified)
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

    /// Adds a file once.
    ///
    /// - Parameters:
    ///   - relative: Its vault-relative path, the same in the bundle.
    ///   - bytes: Its bytes.
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` for a folder that cannot be written;
    ///   ``ZipWriteError`` past zip's limits.
    mutating func add(_ relative: String, bytes: [UInt8]) throws {
        guard written.insert(relative).inserted else { return }
        switch kind {
        case .folder(let root):
            let path = root + "/" + relative
            do {
                try FileManager.default.createDirectory(atPath: EntryStore.folder(of: path), withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: EntryStore.folder(of: path), reason: error.localizedDescription)
            }
            try AtomicWriter.write(bytes, to: path, displayPath: path)
        case .zip:
            try zip.add(relative, contents: bytes, method: .store)
        }
    }

    /// The archive with the document as its `entries.json`, for a zip; `nil` for a folder.
    ///
    /// - Parameter document: The JSON document.
    /// - Throws: ``ZipWriteError`` past zip's limits.
    mutating func archive(document: [UInt8]) throws -> [UInt8]? {
        guard case .zip = kind else { return nil }
        try zip.add(VaultJSONExport.documentName, contents: document)
        return try zip.finish()
    }
}
