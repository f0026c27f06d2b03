import Foundation

/// An entry's identity: an RFC 4122 UUID, the `uuid` key of its front matter.
///
/// Read in any case, with hyphens (`6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f`) or as Day One's 32 hex
/// digits without them; compared and shown in the canonical uppercase hyphenated form. The file
/// name is not the identity: users may rename files freely.
public struct EntryID: Hashable, Sendable, Comparable {
    /// The first 64 bits of the UUID, most significant first.
    public let high: UInt64
    /// The last 64 bits of the UUID.
    public let low: UInt64

    /// Creates a UUID from its two 64-bit halves, most significant first.
    ///
    /// - Parameters:
    ///   - high: Bits 0 to 63.
    ///   - low: Bits 64 to 127.
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Parses a UUID as written in front matter, or returns `nil` when it is not one.
    ///
    /// - Parameter text: 32 hex digits, optionally hyphenated as 8-4-4-4-12, any case.
    public init?(parsing text: String) {
        var text = text
        guard let value = text.withUTF8({ EntryID.parse($0) }) else { return nil }
        (high, low) = value
    }

    /// Reads 32 hex digits, hyphenated as 8-4-4-4-12 or not (the index's fast path calls it on
    /// the bytes of the file, without a string).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64)? {
        let hyphenated = bytes.count == 36
        guard hyphenated || bytes.count == 32 else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        var digits = 0
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            // A hyphen only in its four places; a digit in one of them makes more than 32 digits.
            if byte == UInt8(ascii: "-"), hyphenated, offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                offset += 1
                continue
            }
            // `0`-`9`, then `A`-`F` and `a`-`f` (setting bit 5 maps only these two runs onto `a`-`f`).
            let nibble: UInt8
            if byte &- UInt8(ascii: "0") < 10 {
                nibble = byte &- UInt8(ascii: "0")
            } else if (byte | 0x20) &- UInt8(ascii: "a") < 6 {
                nibble = (byte | 0x20) &- UInt8(ascii: "a") &+ 10
            } else {
                return nil
            }
            if digits < 16 { high = high << 4 | UInt64(nibble) } else { low = low << 4 | UInt64(nibble) }
            digits += 1
            offset += 1
        }
        return digits == 32 ? (high, low) : nil
    }

    /// The canonical form: 36 characters, uppercase hex, hyphens after digits 8, 12, 16 and 20.
    public var canonical: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        appendCanonical(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the canonical form's 36 ASCII bytes.
    func appendCanonical(to bytes: inout [UInt8]) {
        for index in 0..<32 {
            if index == 8 || index == 12 || index == 16 || index == 20 { bytes.append(UInt8(ascii: "-")) }
            let word = index < 16 ? high : low
            let nibble = UInt8((word >> UInt64(60 - (index % 16) * 4)) & 0xF)
            bytes.append(nibble < 10 ? nibble + 48 : nibble + 55)
        }
    }

    /// A new random (version 4) UUID, from Foundation's `UUID`.
    public static func random() -> EntryID {
        // `UUID().uuidString` is always the canonical uppercase form.
        EntryID(parsing: UUID().uuidString)!
    }

    /// The first 8 hex digits, lowercased: the fallback slug of an entry with no title.
    public var shortForm: String {
        String(canonical.prefix(8)).lowercased()
    }

    /// Whether the UUID starts with a prefix of hex digits (hyphens and case ignored).
    ///
    /// - Parameter prefix: At least one hex digit; hyphens are skipped.
    public func hasPrefix(_ prefix: String) -> Bool {
        let wanted = prefix.uppercased().filter { $0 != "-" }
        return !wanted.isEmpty && canonical.filter { $0 != "-" }.hasPrefix(wanted)
    }

    /// Orders UUIDs by their canonical text (the same as by their 128-bit value).
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { (lhs.high, lhs.low) < (rhs.high, rhs.low) }
}

extension EntryID: CustomStringConvertible {
    /// The canonical form.
    public var description: String { canonical }
}
