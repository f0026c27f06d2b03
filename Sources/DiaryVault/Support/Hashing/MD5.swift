import Foundation

/// The MD5 digest (RFC 1321), which names Day One's media files (`photos/<md5>.jpeg`).
///
/// Not for security: Day One's export format names each media file by the MD5 of its bytes, so
/// the exporter must compute the same value. Foundation on Linux has no digest API, so this is
/// the algorithm of RFC 1321 section 3.
enum MD5 {
    /// The per-round shift amounts (RFC 1321 section 3.4).
    fileprivate static let shifts: [UInt32] = [
        7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
        5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
        4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
        6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]

    /// The sine table T[i] = floor(2^32 * |sin(i + 1)|).
    fileprivate static let table: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    /// The 16-byte digest of a message.
    ///
    /// - Parameter message: Any bytes.
    /// - Returns: The digest, in the byte order RFC 1321 prints it.
    static func digest(_ message: [UInt8]) -> [UInt8] {
        var hasher = Hasher()
        hasher.update(message)
        return hasher.finish()
    }

    /// An MD5 computed over bytes given piece by piece (a file read a chunk at a time): the
    /// same digest as ``MD5/digest(_:)`` of the pieces joined.
    struct Hasher {
        private var a0: UInt32 = 0x6745_2301, b0: UInt32 = 0xEFCD_AB89, c0: UInt32 = 0x98BA_DCFE, d0: UInt32 = 0x1032_5476
        /// Bytes not yet making a whole 64-byte block.
        private var pending: [UInt8] = []
        /// The message's length so far, in bytes.
        private var length: UInt64 = 0
        private var words = [UInt32](repeating: 0, count: 16)

        /// A hasher that has seen nothing.
        init() {}

        /// Adds the next bytes of the message.
        mutating func update(_ bytes: some Collection<UInt8>) {
            length &+= UInt64(bytes.count)
            pending.append(contentsOf: bytes)
            var start = 0
            while pending.count - start >= 64 {
                block(at: start)
                start += 64
            }
            if start > 0 { pending.removeFirst(start) }
        }

        /// The digest of everything added (RFC 1321 section 3: padding, the length, the last blocks).
        mutating func finish() -> [UInt8] {
            let bitLength = length &* 8
            pending.append(0x80)
            while pending.count % 64 != 56 { pending.append(0) }
            for shift in stride(from: 0, to: 64, by: 8) { pending.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
            for start in stride(from: 0, to: pending.count, by: 64) { block(at: start) }
            pending = []
            return [a0, b0, c0, d0].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> UInt32($0 * 8)) } }
        }

        /// Processes the 64 bytes of ``pending`` at `start` (RFC 1321 section 3.4).
        private mutating func block(at start: Int) {
            for index in 0..<16 {
                let at = start + index * 4
                words[index] = UInt32(pending[at]) | UInt32(pending[at + 1]) << 8 | UInt32(pending[at + 2]) << 16 | UInt32(pending[at + 3]) << 24
            }
            var a = a0, b = b0, c = c0, d = d0
            for round in 0..<64 {
                var f: UInt32
                let g: Int
                switch round / 16 {
                case 0: f = (b & c) | (~b & d); g = round
                case 1: f = (d & b) | (~d & c); g = (5 * round + 1) % 16
                case 2: f = b ^ c ^ d; g = (3 * round + 5) % 16
                default: f = c ^ (b | ~d); g = (7 * round) % 16
                }
                f = f &+ a &+ MD5.table[round] &+ words[g]
                a = d
                d = c
                c = b
                b = b &+ (f << MD5.shifts[round] | f >> (32 - MD5.shifts[round]))
            }
            a0 = a0 &+ a
            b0 = b0 &+ b
            c0 = c0 &+ c
            d0 = d0 &+ d
        }
    }

    /// Lower-case hex digits of bytes.
    static func hexText(_ digest: [UInt8]) -> String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return text.count == 1 ? "0" + text : text
        }.joined()
    }

    /// The digest as 32 lower-case hex digits, as Day One writes `md5`.
    static func hex(_ message: [UInt8]) -> String {
        hexText(digest(message))
    }
}
