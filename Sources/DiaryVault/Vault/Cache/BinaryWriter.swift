/// Little-endian binary writing for the index cache: fixed-width integers and length-prefixed
/// UTF-8 strings.
struct BinaryWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends an unsigned 8-bit value.
    mutating func write(_ value: UInt8) { bytes.append(value) }

    /// Appends a 32-bit value, little-endian.
    mutating func write(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a 64-bit value, little-endian.
    mutating func write(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Appends a signed 64-bit value, little-endian two's complement.
    mutating func write(_ value: Int64) { write(UInt64(bitPattern: value)) }

    /// Appends a string: its UTF-8 length as 32 bits, then its bytes.
    mutating func write(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            write(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Appends an optional string: `0xFFFFFFFF` for `nil`, else as ``write(_:)-(String)``.
    mutating func write(optional string: String?) {
        if let string { write(string) } else { write(UInt32.max) }
    }

    /// Appends raw bytes.
    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    /// Appends raw bytes from a slice (such as a summary's texts read in place from a cache).
    mutating func append(_ other: ArraySlice<UInt8>) { bytes.append(contentsOf: other) }

    /// Appends raw bytes.
    mutating func append(_ other: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: other) }

    /// Overwrites 8 bytes already written at `offset` with a 64-bit value's bytes (as held in
    /// memory: pass `value.littleEndian`), such as an offset table filled in as records follow.
    mutating func setBytes(of value: UInt64, at offset: Int) {
        bytes.withUnsafeMutableBytes { $0.storeBytes(of: value, toByteOffset: offset, as: UInt64.self) }
    }

    /// Returns the bytes written and empties the writer, without copying them.
    mutating func takeBytes() -> [UInt8] {
        defer { bytes = [] }
        return bytes
    }
}
