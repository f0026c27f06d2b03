/// The SHA-1 digest (FIPS 180-4 section 6.1), for name-based UUIDs (RFC 4122 section 4.3).
///
/// Not for security: RFC 4122 version 5 UUIDs are defined over SHA-1, and uniqueness is all they
/// need from it. Foundation on Linux has no digest API, so this is the textbook algorithm.
enum SHA1 {
    /// The 20-byte digest of a message.
    ///
    /// - Parameter message: Any bytes.
    /// - Returns: The digest, big-endian as the standard writes it.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32) = (0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0)
        var words = [UInt32](repeating: 0, count: 80)
        padded.withUnsafeBufferPointer { bytes in
            words.withUnsafeMutableBufferPointer { words in
                for block in stride(from: 0, to: bytes.count, by: 64) {
                    compress(bytes, at: block, into: &state, words: words)
                }
            }
        }
        return [state.0, state.1, state.2, state.3, state.4].flatMap { word in
            (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32(24 - $0 * 8)) }
        }
    }

    /// Runs the 80 rounds of one 64-byte block (FIPS 180-4 section 6.1.2).
    private static func compress(_ bytes: UnsafeBufferPointer<UInt8>, at block: Int,
                                 into state: inout (UInt32, UInt32, UInt32, UInt32, UInt32),
                                 words: UnsafeMutableBufferPointer<UInt32>) {
        for index in 0..<16 {
            let offset = block + index * 4
            words[index] = UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16
                | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
        }
        for index in 16..<80 {
            let mixed = words[index - 3] ^ words[index - 8] ^ words[index - 14] ^ words[index - 16]
            words[index] = mixed << 1 | mixed >> 31
        }
        var (a, b, c, d, e) = state
        for index in 0..<80 {
            let f: UInt32, k: UInt32
            if index < 20 {
                (f, k) = ((b & c) | (~b & d), 0x5A82_7999)
            } else if index < 40 {
                (f, k) = (b ^ c ^ d, 0x6ED9_EBA1)
            } else if index < 60 {
                (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
            } else {
                (f, k) = (b ^ c ^ d, 0xCA62_C1D6)
            }
            let temp = (a << 5 | a >> 27) &+ f &+ e &+ k &+ words[index]
            (e, d, c, b, a) = (d, c, b << 30 | b >> 2, a, temp)
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e)
    }
}
