import Foundation

/// `vault import plist FILE`: a property list (XML, binary or OpenStep, read by Foundation's
/// `PropertyListSerialization`) holding an array of dictionaries, or a saved defaults dictionary
/// (`Library/Preferences/<app>.plist`) with such an array as one of its values; mapped by
/// ``RecordMapping``. `<date>` values are instants, written in `--time-zone`.
struct PropertyListSource: ImportSource {
    static let name = "plist"

    /// Reads the file.
    ///
    /// - Throws: ``ImportError`` naming the file: unreadable, not a property list, not an array of
    ///   dictionaries, or a record with a value of the wrong type (`$[3].isStar (entry 4)`).
    func read(_ options: ImportOptions) throws -> ImportBatch {
        let file = ImportInput.fileName(options.path)
        let bytes = try ImportInput.readFile(options, limit: ImportInput.maximumFileSize)
        if let refusal = BinaryPropertyListCheck.refusal(in: bytes) {
            throw ImportError(path: options.displayPath, "not a property list vault reads: " + refusal.reason)
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        } catch {
            throw ImportError(path: options.displayPath, "not a property list: \((error as NSError).localizedDescription)")
        }
        guard let root = ImportValue.fromPropertyList(object) else {
            throw ImportError(path: options.displayPath, "not a property list vault reads: it holds a value of an unknown type")
        }
        let (records, path) = try ImportInput.records(in: root, file: options.displayPath, options: options, objectWord: "dictionaries")
        return try RecordMapping(source: Self.name, file: file, options: options).map(records, arrayPath: path)
    }
}
