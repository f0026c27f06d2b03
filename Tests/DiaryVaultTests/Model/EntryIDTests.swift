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
