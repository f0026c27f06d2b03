import Foundation

/// `vault import json FILE`: a JSON array of objects, one entry each (the mood diary's
/// `diary_list.json`, and any app store of that shape), mapped by ``RecordMapping``.
///
/// The top level is the array, or an object holding it: the member `--map entries=NAME`, else
/// the only member that is an array of objects.
struct JSONArraySource: ImportSource {
    static let name = "json"

    /// Reads the file.
    ///
    /// - Throws: ``ImportError`` naming the file: unreadable, not JSON (with the line and column
    ///   where it stops being JSON, such as a file cut short), not an array of objects (with the
    ///   JSON path of the first wrong value), or a record that cannot be mapped.
    func read(_ options: ImportOptions) throws -> ImportBatch {
        let file = ImportInput.fileName(options.path)
        let bytes = try ImportInput.readFile(options, limit: ImportInput.maximumFileSize)
        let root: ImportValue
        do {
            root = try JSONReader.parse(bytes)
        } catch {
            throw ImportError(path: options.displayPath, place: "line \(error.line), column \(error.column)", "not valid JSON: \(error.message)")
        }
        let (records, path) = try ImportInput.records(in: root, file: options.displayPath, options: options, objectWord: "objects")
        var batch = try RecordMapping(source: Self.name, file: file, options: options).map(records, arrayPath: path)
        for index in batch.entries.indices { batch.entries[index].sourceFile = file }
        return batch
    }
}
