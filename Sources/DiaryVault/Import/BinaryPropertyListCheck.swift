/// The objects vault refuses in a binary property list (`bplist00`) before Foundation's
/// `PropertyListSerialization` reads it: a set (swift-corelibs-foundation can crash bridging a
/// damaged one with a segmentation fault, which no error can catch), and a dictionary key that
/// is not a string (an integer, data, a date, an array or a dictionary: no writer of property
/// lists makes one, Foundation's answer to one is not a dictionary vault can read, and a key
/// that is the dictionary itself is a cycle). Used by `vault import plist` and Day One
/// Classic's entries.
///
/// The layout (Apple's CFBinaryPList.c): the header `bplist00`, the objects, an offset table,
/// and a 32-byte trailer whose bytes 6 and 7 are the offset and object-reference sizes, 8-15 the
/// object count, 24-31 the offset table's position (big-endian integers). Each object starts
/// with a marker byte: its high half is the type (0x5 an ASCII string, 0x6 a UTF-16 string, 0xC
/// a set, 0xD a dictionary), its low half a count, or 0xF when an integer object holding the
/// count follows. A dictionary holds its count of key references, then as many value references.
enum BinaryPropertyListCheck {
    /// Why a file is refused and where.
    struct Refusal: Equatable, Sendable {
        /// The byte offset of the object refused (the set, or the dictionary whose key is not a
        /// string).
        var offset: Int
        /// What is refused, as the end of a sentence: `a set object at byte 630 (...)`.
        var reason: String
    }

    /// The first object of a binary property list that vault refuses, or `nil` when it holds none
    /// or is not a binary property list whose trailer and offset table can be read (Foundation
    /// then judges it, and reports its own error for a damaged one).
    ///
    /// - Parameter bytes: The file's bytes.
    /// - Returns: The refusal: a set, or a dictionary with a key that is not a string.
    static func refusal(in bytes: [UInt8]) -> Refusal? {
        guard let list = Layout(bytes) else { return nil }
        for index in 0..<list.count {
            guard let offset = list.offset(of: index) else { continue }
            let marker = bytes[offset]
            if marker >> 4 == 0xC {
                return Refusal(offset: offset, reason: "a set object at byte \(offset) (no app's diary holds sets, and Foundation on Linux cannot read one safely)")
            }
            guard marker >> 4 == 0xD, let (count, start) = list.count(at: offset) else { continue }
            for key in 0..<count {
                guard let reference = list.number(start + key * list.referenceSize, list.referenceSize),
                      reference < list.count, let keyOffset = list.offset(of: reference) else { continue }
                let type = bytes[keyOffset] >> 4
                guard type != 0x5, type != 0x6 else { continue }
                return Refusal(offset: offset, reason: "the dictionary at byte \(offset) has a key that is \(typeName(bytes[keyOffset])) "
                                   + "(object \(reference) at byte \(keyOffset)), not a string: a property list's keys are strings")
            }
        }
        return nil
    }

    /// The name of an object's type from its marker byte, for the error.
    static func typeName(_ marker: UInt8) -> String {
        switch marker >> 4 {
        case 0x0: marker == 0x08 || marker == 0x09 ? "a boolean" : "a null or fill byte"
        case 0x1: "an integer"
        case 0x2: "a real number"
        case 0x3: "a date"
        case 0x4: "data"
        case 0x8: "a UID"
        case 0xA: "an array"
        case 0xB: "an ordered set"
        case 0xC: "a set"
        case 0xD: "a dictionary"
        default: "an object of unknown type (marker 0x" + String(marker, radix: 16, uppercase: true) + ")"
        }
    }

    /// The trailer's numbers, checked against the file's size.
    private struct Layout {
        let bytes: [UInt8]
        /// Where the trailer starts.
        let trailer: Int
        /// Bytes per offset in the offset table.
        let offsetSize: Int
        /// Bytes per object reference.
        let referenceSize: Int
        /// Objects in the offset table.
        let count: Int
        /// Where the offset table starts.
        let table: Int

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 40, bytes.starts(with: Array("bplist0".utf8)) else { return nil }
            self.bytes = bytes
            trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard offsetSize >= 1, offsetSize <= 8, referenceSize >= 1, referenceSize <= 8 else { return nil }
            guard let count = Self.number(in: bytes, trailer + 8, 8), let table = Self.number(in: bytes, trailer + 24, 8),
                  count <= bytes.count, table <= trailer, count <= (trailer - table) / offsetSize else { return nil }
            self.count = count
            self.table = table
        }

        /// The offset of object `index`, when it lies before the trailer.
        func offset(of index: Int) -> Int? {
            guard let offset = number(table + index * offsetSize, offsetSize), offset < trailer else { return nil }
            return offset
        }

        /// The count of the collection whose marker is at `offset` and where its references
        /// start, when both lie before the trailer.
        func count(at offset: Int) -> (count: Int, referencesStart: Int)? {
            let low = Int(bytes[offset] & 0x0F)
            var count = low, start = offset + 1
            if low == 0xF {
                guard start < trailer, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let value = number(start + 1, size) else { return nil }
                (count, start) = (value, start + 1 + size)
            }
            guard count <= trailer, start + count * referenceSize <= trailer else { return nil }
            return (count, start)
        }

        /// The big-endian unsigned integer of `size` bytes at `start`, when it fits an `Int`.
        func number(_ start: Int, _ size: Int) -> Int? {
            Self.number(in: bytes, start, size)
        }

        /// The big-endian unsigned integer of `size` bytes at `start` of `bytes`, when it fits an `Int`.
        static func number(in bytes: [UInt8], _ start: Int, _ size: Int) -> Int? {
            guard size >= 1, size <= 8, start >= 0, start + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<(start + size)] { value = value << 8 | UInt64(byte) }
            return value > UInt64(Int.max) ? nil : Int(value)
        }
    }
}
