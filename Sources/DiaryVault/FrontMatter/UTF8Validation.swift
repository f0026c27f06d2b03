/// Finds the first byte that makes a buffer invalid UTF-8 (Unicode 15, section 3.9, table 3-7).
enum UTF8Validation {
    /// The offset of the first byte of the first ill-formed sequence, or `nil` when the buffer is
    /// well-formed UTF-8. Overlong forms, surrogates (U+D800...U+DFFF) and values past U+10FFFF
    /// are ill-formed; a sequence cut off at the end of the buffer is ill-formed at its first byte.
    ///
    /// - Parameter bytes: The buffer to check.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // Skip ASCII 32 bytes at a time (four words tested at once), then eight at a time.
            while index + 32 <= count {
                let pointer = UnsafeRawPointer(bytes.baseAddress! + index)
                let word = pointer.loadUnaligned(as: UInt64.self) | pointer.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | pointer.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | pointer.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 32
            }
            while index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 != 0 { break }
                index += 8
            }
            guard index < count else { return nil }
            // A tail of fewer than eight bytes: the word ending at the buffer's end (overlapping
            // bytes already checked) answers an ASCII tail at once, not byte by byte (the
            // cache's texts and file names are short, so most of their bytes are in a tail).
            if count - index < 8, count >= 8,
               UnsafeRawPointer(bytes.baseAddress! + count - 8).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                return nil
            }
            let lead = bytes[index]
            if lead < 0x80 { index += 1; continue }
            let length: Int
            var low: UInt8 = 0x80, high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE, 0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= count else { return index }
            let second = bytes[index + 1]
            guard second >= low && second <= high else { return index }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
