import Testing
@testable import DiaryVault

/// The `uuid` key: RFC 4122 text in any case, or Day One's 32 hex digits; one canonical form.
@Suite struct EntryIDTests {
    @Test(arguments: [
        "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F", "6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f", "6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3F",
        "6f1c2b9e2d4a4c1b9e0f8a7b6c5d4e3f", "6f1C2b9E-2d4A-4c1B-9e0F-8a7B6c5D4e3F",
    ])
    func readsEveryFormAsTheCanonicalOne(_ text: String) throws {
        #expect(try #require(EntryID(parsing: text)).canonical == "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F")
    }

    @Test(arguments: [
        "6F1C2B9E-2D4A-4C1B-9E0F8A7B6C5D4E3F", "6F1C2B9E2D4A-4C1B-9E0F-8A7B6C5D4E3F-", "6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3G",
        "{6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F}", "urn:uuid:6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F", "6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3",
        "6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3F0", " 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F", "",
    ])
    func rejectsOtherText(_ text: String) {
        #expect(EntryID(parsing: text) == nil)
    }

    /// Every byte in a digit's place: only `0`-`9`, `a`-`f` and `A`-`F` are digits, with their
    /// values; in a hyphen's place only `-` (the bytes, not a string, so every byte is tried).
    @Test func acceptsExactlyTheHexDigitsInEveryPlace() {
        let plain = Array("6F1C2B9E2D4A4C1B9E0F8A7B6C5D4E3F".utf8)
        let hyphenated = Array("6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F".utf8)
        for byte in UInt8.min...UInt8.max {
            let value: UInt64? = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
            for place in [0, 15, 16, 31] {
                var bytes = plain
                bytes[place] = byte
                let parsed = bytes.withUnsafeBufferPointer { EntryID.parse($0) }
                #expect((parsed == nil) == (value == nil), "byte \(byte) at \(place)")
                if let parsed, let value {
                    let half = place < 16 ? parsed.0 : parsed.1
                    #expect((half >> (4 * UInt64(15 - place % 16))) & 0xF == value, "byte \(byte) at \(place)")
                }
            }
            for place in [8, 13, 18, 23] {
                var bytes = hyphenated
                bytes[place] = byte
                #expect((bytes.withUnsafeBufferPointer { EntryID.parse($0) } == nil) == (byte != UInt8(ascii: "-")), "byte \(byte) at \(place)")
            }
        }
    }

    @Test func makesRandomUppercaseVersion4IDs() {
        let id = EntryID.random()
        #expect(id.canonical.count == 36)
        #expect(id.canonical == id.canonical.uppercased())
        #expect(Array(id.canonical)[14] == "4")
        #expect(EntryID.random() != id)
    }

    @Test func matchesHexPrefixesIgnoringCaseAndHyphens() throws {
        let id = try #require(EntryID(parsing: "6f1c2b9e-2d4a-4c1b-9e0f-8a7b6c5d4e3f"))
        #expect(id.hasPrefix("6f1c"))
        #expect(id.hasPrefix("6F1C2B9E-2D"))
        #expect(id.hasPrefix("6f1c2b9e2d4a"))
        #expect(!id.hasPrefix("6f1d"))
        #expect(!id.hasPrefix(""))
        #expect(id.shortForm == "6f1c2b9e")
    }
}
