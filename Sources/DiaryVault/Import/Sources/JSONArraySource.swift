import Foundation

/// `vault import json FILE`: a JSON array of objects, one entry each (the mood diary's
/// `diary_list.json`, and any app store of that shape), mapped by ``RecordMapping``.
///
/// The top level is the array, or an object holding it: the member `--map entries=NAME`, else
/// the only member that is an array of objects. vault's own export (``VaultJSONExport``: a
/// document, or a folder or zip holding `entries.json` and the attachments) is read in its own
/// shape, its files written back byte for byte.
struct JSONArraySource: ImportSource {
    static let name = "json"

    /// Reads the file.
    ///
    /// - Throws: ``ImportError`` naming the file: unreadable, not JSON (with the line and column
    ///   where it stops being JSON, such as a file cut short), not an array of objects (with the
    ///   JSON path of the first wrong value), or a record that cannot be mapped.
    func read(_ options: ImportOptions) throws -> ImportBatch {
        // vault's own export with its attachments: a folder or a zip holding entries.json.
        let status = FileSystem.status(options.path, follow: true)
        if status?.kind == .directory || options.path.lowercased().hasSuffix(".zip") {
            let archive = try DayOneArchive(options)
            guard archive.contains(VaultJSONExport.documentName) else {
                throw ImportError(path: options.displayPath, "no \(VaultJSONExport.documentName) in it (vault export json -o DIR writes one)")
            }
            let root = try Self.parse(try archive.read(VaultJSONExport.documentName, limit: ImportInput.maximumFileSize),
                                      displayPath: options.displayPath + "/" + VaultJSONExport.documentName)
            guard VaultJSONExport.isExport(root) else {
                throw ImportError(path: options.displayPath, place: VaultJSONExport.documentName, "not the document of vault export json")
            }
            return try VaultJSONExport.read(root, file: VaultJSONExport.documentName, displayPath: options.displayPath) { relative in
                archive.contains(relative) ? try archive.contents(relative) : nil
            }
        }
        let file = ImportInput.fileName(options.path)
        let bytes = try ImportInput.readFile(options, limit: ImportInput.maximumFileSize)
        let root = try Self.parse(bytes, displayPath: options.displayPath)
        if options.fieldMap.isEmpty, VaultJSONExport.isExport(root) {
            // Attachments are read beside the document, as regular files inside its folder.
            let folder = EntryStore.folder(of: options.path)
            return try VaultJSONExport.read(root, file: file, displayPath: options.displayPath) { relative in
                let path = folder + "/" + relative
                guard FileSystem.status(path, follow: true)?.kind == .regular else { return nil }
                return .file(path)
            }
        }
        let (records, path) = try ImportInput.records(in: root, file: options.displayPath, options: options, objectWord: "objects")
        var batch = try RecordMapping(source: Self.name, file: file, options: options).map(records, arrayPath: path)
        for index in batch.entries.indices { batch.entries[index].sourceFile = file }
        return batch
    }

    /// The JSON value of a document.
    ///
    /// - Throws: ``ImportError`` with the line and column where it stops being JSON.
    static func parse(_ bytes: [UInt8], displayPath: String) throws -> ImportValue {
        do {
            return try JSONReader.parse(bytes)
        } catch {
            throw ImportError(path: displayPath, place: "line \(error.location.line), column \(error.location.column)", "not valid JSON: \(error.message)")
        }
    }
}
