import Testing
@testable import DiaryVault

@Suite struct EntryReferenceTests {
    @Test(arguments: [
        ("2026-11-29", EntryReference.day(VaultIndexTests.day("2026-11-29"))),
        ("6F1C", .uuidPrefix("6F1C")),
        ("6f1c2b9e-2d4a", .uuidPrefix("6f1c2b9e-2d4a")),
        ("6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F", .uuidPrefix("6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F")),
        ("6F1", .path("6F1")),
        ("walk.md", .path("walk.md")),
        ("2026/11/x", .path("2026/11/x")),
        ("2026-11-29T21:14", .path("2026-11-29T21:14")),
        ("evening", .path("evening")),
    ])
    func readsTheKindOfReference(text: String, reference: EntryReference) {
        #expect(EntryReference.parse(text) { _ in false } == reference)
    }

    /// A file that exists wins over every other reading, so a file named like a date still opens.
    @Test func prefersAnExistingFile() {
        #expect(EntryReference.parse("2026-11-29") { $0 == "2026-11-29" } == .path("2026-11-29"))
        #expect(EntryReference.parse("cafe") { $0 == "cafe" } == .path("cafe"))
    }
}
