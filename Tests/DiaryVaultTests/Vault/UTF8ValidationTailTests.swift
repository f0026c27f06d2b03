import Testing
@testable import DiaryVault

/// ``UTF8Validation/firstInvalidOffset(in:)``, whose ASCII tail is answered by one overlapping
/// word since issue 16 round 4, against a byte-by-byte reading of Unicode's table 3-7, on every
/// length up to 48 with a sequence (valid, cut off, overlong, surrogate, stray) at every place.
@Suite struct UTF8ValidationTailTests {
    /// The offset of the first ill-formed sequence, one byte at a time (Unicode 15, table 3-7).
    private func reference(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
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
            guard index + length <= bytes.count, bytes[index + 1] >= low, bytes[index + 1] <= high else { return index }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    /// Every length and place, each sequence; and the sequence at the very end, cut at each byte.
    @Test func agreesWithAByteByByteReading() {
        let sequences: [[UInt8]] = [[0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0x80], [0xFF], [0xC0, 0xAF],
                                    [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x7F]]
        for length in 0...48 {
            let ascii = (0..<length).map { UInt8(0x20 + $0 % 90) }
            #expect(UTF8ValidationTailTests.check(ascii) == reference(ascii))
            for place in 0...length {
                for sequence in sequences {
                    let bytes = Array(ascii[..<place]) + sequence + Array(ascii[place...])
                    #expect(UTF8ValidationTailTests.check(bytes) == reference(bytes), "\(bytes)")
                    for cut in 1..<sequence.count {
                        let cutOff = Array(ascii[..<place]) + sequence.prefix(cut)
                        #expect(UTF8ValidationTailTests.check(cutOff) == reference(cutOff), "\(cutOff)")
                    }
                }
            }
        }
    }

    /// The validator's answer for an array.
    private static func check(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    }
}
