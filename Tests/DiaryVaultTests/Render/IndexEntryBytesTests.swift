import Testing
@testable import DiaryVault

/// The index's entry writer into memory sized for the entry (``IndexRenderer/ByteCursor``):
/// the bytes of the shape's own writer, at the worst case of escaping too.
@Suite struct IndexEntryBytesTests {
    /// Titles, tags and moods that need every kind of escape, at length.
    static let texts: [String] = [
        // 2,000 control characters: each written as six bytes.
        "---\ndate: 2026-11-20T08:00:00Z\ntitle: \"" + String(repeating: "\\u0001", count: 2_000) + "\"\n---\n",
        // C1 controls, DEL, quotes, backslashes and the bidirectional controls, among plain text.
        "---\ndate: 2026-11-21 09:30\nmood: \"\\u0085ok\\u007F\"\ntitle: \"a\\\"b\\\\c\\u0080\\u009F\\u2066x\\u2069\\u202A\\u202E 서울 walk\"\ntags: [\"\\t\", \"\\u001F\\u00A0\", plain-tag]\n---\n",
        // Plain ASCII past eight bytes, in every field.
        "---\nuuid: 0B9D5E3C-2F41-4A8B-B7C6-5E2D1A0F8E42\ndate: 2026-11-22T23:59:59.999-04:30\nmood: great\nstarred: true\ntitle: " + String(repeating: "plain words ", count: 300) + "\ntags: [" + String(repeating: "t,", count: 200) + "z]\n---\n",
    ]

    @Test(arguments: texts.indices)
    func writesTheBytesOfTheShape(number: Int) throws {
        let summary = try EntryJSONTests.summary(Self.texts[number], path: "2026/11/2026-11-2\(number)-\"q\"\u{7}.md")
        #expect(EntryJSONTests.indexJSON(summary) == EntryJSONTests.shapeJSON(EntryJSON(summary)))
    }

    @Test func theWorstCaseFitsItsBound() throws {
        let summary = try EntryJSONTests.summary(Self.texts[0], path: "2026/11/2026-11-20-e.md")
        let written = EntryJSONTests.indexJSON(summary).utf8.count
        #expect(written > 12_000)
        #expect(summary.withTexts { IndexRenderer.entryBound($0) } >= written)
    }

    @Test func writesAUUIDInItsCanonicalForm() throws {
        var bytes: [UInt8] = []
        IndexRenderer.appendQuotedUUID(EntryID(high: 0x0123_4567_89AB_CDEF, low: 0xFEDC_BA98_7654_3210), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #""01234567-89AB-CDEF-FEDC-BA9876543210""#)
    }
}
