import Foundation

/// An entry's identity: an RFC 4122 UUID, the `uuid` key of its front matter.
///
/// Read in any case, with hyphens (`6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f`) or as Day One's 32 hex
/// digits without them; compared and shown in the canonical uppercase hyphenated form. The file
/// name is not the identity: users may rename files freely.
public struct EntryID: Hashable, Sendable, Comparable {
    /// The canonical form: 36 characters, uppercase hex, hyphens after digits 8, 12, 16 and 20.
    public let canonical: String

    /// Parses a UUID as written in front matter, or returns `nil` when it is not one.
    ///
    /// - Parameter text: 32 hex digits, optionally hyphenated as 8-4-4-4-12, any case.
    public init?(parsing text: String) {
        var digits: [UInt8] = []
        digits.reserveCapacity(32)
        let utf8 = text.utf8
        guard utf8.count == 36 || utf8.count == 32 else { return nil }
        for (offset, byte) in utf8.enumerated() {
            if utf8.count == 36, offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"): digits.append(byte)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digits.append(byte - 32)
            default: return nil
            }
        }
        guard digits.count == 32 else { return nil }
        var canonical = digits
        for position in [20, 16, 12, 8] { canonical.insert(UInt8(ascii: "-"), at: position) }
        self.canonical = String(decoding: canonical, as: UTF8.self)
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

    /// Orders UUIDs by their canonical text.
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool { lhs.canonical < rhs.canonical }
}

extension EntryID: CustomStringConvertible {
    /// The canonical form.
    public var description: String { canonical }
}
