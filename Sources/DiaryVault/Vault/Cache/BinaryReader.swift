/// Reads what ``BinaryWriter`` wrote, failing (returning `nil`) on any truncation or bad length
/// instead of trapping, so a damaged cache is detected and ignored.
struct BinaryReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte.
    private(set) var offset: Int

    /// Creates a reader over a buffer, starting at `offset`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { offset == bytes.count }

    /// Reads an unsigned 8-bit value.
    mutating func readUInt8() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Reads a little-endian 32-bit value.
    mutating func readUInt32() -> UInt32? {
        guard offset + 4 <= bytes.count else { return nil }
        defer { offset += 4 }
        return UInt32(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt32.self))
    }

    /// Reads a little-endian 64-bit value.
    mutating func readUInt64() -> UInt64? {
        guard offset + 8 <= bytes.count else { return nil }
        defer { offset += 8 }
        return UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Reads a signed 64-bit value.
    mutating func readInt64() -> Int64? { readUInt64().map { Int64(bitPattern: $0) } }

    /// Reads a length-prefixed string; `nil` when truncated or not UTF-8.
    mutating func readString() -> String? {
        guard let length = readUInt32(), length != UInt32.max else { return nil }
        return readBytes(Int(length))
    }

    /// Reads an optional string; the outer `nil` means the data is damaged.
    mutating func readOptionalString() -> String?? {
        guard let length = readUInt32() else { return nil }
        if length == UInt32.max { return .some(nil) }
        guard let string = readBytes(Int(length)) else { return nil }
        return .some(string)
    }

    /// Reads `length` raw bytes; `nil` when truncated.
    mutating func readRawBytes(_ length: Int) -> [UInt8]? {
        guard length >= 0, length <= bytes.count - offset else { return nil }
        defer { offset += length }
        return Array(UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
    }

    /// Skips `length` bytes; `false` (and nothing skipped) when fewer are left.
    mutating func readRawLength(_ length: Int) -> Bool {
        guard length >= 0, length <= bytes.count - offset else { return false }
        offset += length
        return true
    }

    private mutating func readBytes(_ length: Int) -> String? {
        guard length <= bytes.count - offset else { return nil }
        let slice = UnsafeBufferPointer(rebasing: bytes[offset..<offset + length])
        offset += length
        return String(validating: slice, as: UTF8.self)
    }
}
