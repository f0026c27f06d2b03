import Testing
@testable import DiaryVault

/// The order of tags with equal counts: the same in every run, whatever the dictionary's order.
@Suite struct TagsRendererOrderTests {
    static func entry(_ tag: String, _ name: String) -> EntrySummary {
        EntrySummary(path: "2026/01/\(name).md", uuid: nil, date: EntryDate(parsing: "2026-01-0\(name.count)")!, mood: nil,
                     moodText: nil, isStarred: false, title: name, tags: [tag])
    }

    /// A tag written U+AC00 U+11A8 U+0151 (not NFC) beside U+AC01 U+0151 U+1EF9, with equal
    /// counts: the same order in every run, whatever the dictionary's order.
    @Test func tiesGoByBytesInEveryRun() {
        let composed = "\u{AC01}\u{0151}\u{1EF9}", decomposed = "\u{AC00}\u{11A8}\u{0151}"
        let entries = [Self.entry(composed, "a"), Self.entry(decomposed, "b"), Self.entry("walk", "c"), Self.entry("Walk", "d")]
        let orders = [entries, entries.reversed(), [entries[1], entries[3], entries[0], entries[2]]]
        let results = orders.map { TagsRenderer.count($0).map(\.tag) }
        #expect(results.allSatisfy { $0 == results[0] })
        #expect(TagsRenderer.count(entries).map(\.count) == [1, 1, 1, 1])
        #expect(results[0].prefix(2) == ["Walk", "walk"])
        let hangul = Array(results[0].dropFirst(2))
        #expect(hangul.count == 2)
        #expect(hangul[0].utf8.lexicographicallyPrecedes(hangul[1].utf8))
    }
}
