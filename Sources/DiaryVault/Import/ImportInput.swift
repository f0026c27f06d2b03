import Foundation

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
