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
        if let offset = Self.setObjectOffset(inBinary: bytes) {
            throw ImportError(path: options.displayPath,
                              "not a property list vault reads: a set object at byte \(offset) (no app's diary holds sets, and Foundation on Linux cannot read one safely)")
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

    /// The byte offset of the first set object of a binary property list (`bplist00`), or `nil`
    /// when it holds none or is not one whose offset table can be read (Foundation then judges it).
    /// swift-corelibs-foundation crashes bridging a damaged set (found by the `mood-plist` fuzz
    /// target), so sets are refused before it sees them.
    ///
    /// The layout: a 32-byte trailer whose bytes 6 and 7 are the offset and reference sizes,
    /// 8-15 the object count, 24-31 the offset table's position (big-endian); each object starts
    /// with a marker byte whose high half 0xC means a set (Apple's CFBinaryPList.c).
    static func setObjectOffset(inBinary bytes: [UInt8]) -> Int? {
        guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
        let trailer = bytes.count - 32
        func number(_ start: Int, _ size: Int) -> Int? {
            guard size >= 1, size <= 8, start >= 0, start + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<(start + size)] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
        let offsetSize = Int(bytes[trailer + 6])
        guard let count = number(trailer + 8, 8), let table = number(trailer + 24, 8),
              offsetSize >= 1, offsetSize <= 8, count <= bytes.count,
              table <= trailer, count <= (trailer - table) / offsetSize else { return nil }
        for index in 0..<count {
            guard let offset = number(table + index * offsetSize, offsetSize), offset < trailer else { continue }
            if bytes[offset] >> 4 == 0xC { return offset }
        }
        return nil
    }
}
