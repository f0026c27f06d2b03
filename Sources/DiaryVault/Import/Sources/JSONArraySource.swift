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

/// What the file-based sources share: reading the input file within a size limit, and finding the
/// array of records.
enum ImportInput {
    /// The largest input file read whole: 1 GiB.
    static let maximumFileSize = 1 << 30

    /// The last component of a path.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The input file's bytes.
    ///
    /// - Throws: ``ImportError`` when it is a folder, larger than `limit`, or cannot be read.
    static func readFile(_ options: ImportOptions, limit: Int) throws -> [UInt8] {
        guard let status = FileSystem.status(options.path, follow: true) else {
            throw ImportError(path: options.displayPath, "no such file")
        }
        guard status.kind == .regular else { throw ImportError(path: options.displayPath, "not a file") }
        guard status.size <= limit else {
            throw ImportError(path: options.displayPath, "the file is larger than \(limit >> 20) MiB")
        }
        do {
            return try FileSystem.read(options.path, limit: limit)
        } catch {
            throw ImportError(path: options.displayPath, "cannot be read: \(error)")
        }
    }

    /// The records: the root array, or the array member of a root object (`--map entries=NAME`,
    /// else the only member that is an array of objects), and its JSON path.
    ///
    /// - Throws: ``ImportError`` for any other shape.
    static func records(in root: ImportValue, file: String, options: ImportOptions, objectWord: String) throws -> ([ImportValue], String) {
        switch root {
        case .array(let items):
            return (items, "$")
        case .object(let members):
            if let name = options.fieldMap["entries"] {
                guard let value = root[name] else {
                    throw ImportError(path: file, place: "$", "no member '\(name)' (--map entries=\(name)); the members are \(members.map(\.key).joined(separator: ", "))")
                }
                guard let items = value.array else {
                    throw ImportError(path: file, place: "$.\(name)", "expected an array of \(objectWord), found \(value.kind)")
                }
                return (items, "$.\(name)")
            }
            let arrays = members.filter { member in
                guard let items = member.value.array, !items.isEmpty else { return false }
                return items.allSatisfy { $0.members != nil }
            }
            guard arrays.count == 1 else {
                let found = arrays.isEmpty ? "none of its members is one" : "several members are (\(arrays.map(\.key).joined(separator: ", "))): choose with --map entries=NAME"
                throw ImportError(path: file, place: "$", "expected an array of \(objectWord), found an object; \(found)")
            }
            return (arrays[0].value.array!, "$.\(arrays[0].key)")
        default:
            throw ImportError(path: file, place: "$", "expected an array of \(objectWord), found \(root.kind)")
        }
    }
}
