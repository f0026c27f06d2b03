import Testing
@testable import DiaryVault

/// SHA-1 against the FIPS 180-4 examples, and the name-based uuids built on it.
@Suite struct SHA1Tests {
    static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }

    @Test(arguments: [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        (String(repeating: "a", count: 1000), "291e9a6c66994949b57ba5e650361e98fc36b1ba"),
    ])
    func digests(message: String, digest: String) {
        #expect(Self.hex(SHA1.digest(Array(message.utf8))) == digest)
    }

    @Test func derivesVersion5UUIDsThatDependOnPathAndContents() {
        let first = EntryID.nameBased(path: "2026/11/a.md", contents: Array("x".utf8))
        #expect(first == EntryID.nameBased(path: "2026/11/a.md", contents: Array("x".utf8)))
        #expect(first != EntryID.nameBased(path: "2026/11/b.md", contents: Array("x".utf8)))
        #expect(first != EntryID.nameBased(path: "2026/11/a.md", contents: Array("y".utf8)))
        let text = Array(first.canonical)
        #expect(text[14] == "5")
        #expect("89AB".contains(text[19]))
    }
}
