import Testing
@testable import DiaryVault

@Suite struct EntryJSONTests {
    /// Entries that cover each key's forms: times with and without seconds and fractions, every
    /// way of writing an offset, moods known and not, no uuid, text that JSON must escape.
    static let entries: [(path: String, text: String)] = [
        ("2026/11/2026-11-29-walk.md", """
            ---
            uuid: 6F1C2A3B-4D5E-4F60-8172-839405A6B7C8
            date: 2026-11-29T21:14:00+09:00
            mood: Good
            starred: true
            tags: [walk, "say \\"hi\\""]
            ---
            # Evening walk

            Cold.
            """),
        ("2026/11/2026-11-28-a.md", "---\ndate: 2026-11-28\n---\nA date alone.\n"),
        ("2026/11/2026-11-27-b.md", "---\ndate: 2026-11-27 07:05\nmood: 4\n---\nNo offset, a numeric mood.\n"),
        ("2026/11/2026-11-26-c.md", "---\ndate: 2026-11-26T23:59:60.25z\nmood: meh\n---\nA leap second in UTC.\n"),
        ("2026/11/2026-11-25-d.md", "---\ndate: 2026-11-25T10:00 +0930\n---\nA compact offset after a space.\n"),
        ("2026/11/2026-11-24-e.md", "---\ndate: 2026-11-24T10:00:00-00:00\n---\nMinus zero.\n"),
        ("2026/11/2026-11-23-f.md", "---\ndate: 2026-11-23T10:00-05\ntitle: \"tab\\there \\u202E\"\n---\nHours only.\n"),
    ]

    static func summary(_ text: String, path: String) throws -> EntrySummary {
        let bytes = Array(text.utf8)
        let reading = bytes.withUnsafeBufferPointer { EntrySummary.read($0, path: path) }
        guard case .summary(let summary) = reading else { throw EntryJSONFailure.notIndexed(path) }
        return summary
    }

    enum EntryJSONFailure: Error { case notIndexed(String) }

    /// The index's byte-level writer.
    static func indexJSON(_ summary: EntrySummary) -> String {
        var json = JSONWriter()
        IndexRenderer.writeEntry(summary, to: &json)
        return json.text
    }

    /// The shape's own writer.
    static func shapeJSON(_ shape: EntryJSON) -> String {
        var json = JSONWriter()
        shape.write(to: &json)
        return json.text
    }

    @Test func writesTheDocumentedShape() throws {
        let summary = try Self.summary(Self.entries[0].text, path: Self.entries[0].path)
        #expect(Self.indexJSON(summary) == #"""
            {"uuid":"6F1C2A3B-4D5E-4F60-8172-839405A6B7C8","date":"2026-11-29T21:14:00+09:00","day":"2026-11-29","time":"21:14:00","offset":"+09:00","title":"Evening walk","mood":"good","moodText":"Good","starred":true,"tags":["walk","say \"hi\""],"path":"2026/11/2026-11-29-walk.md"}
            """#)
    }

    @Test(arguments: entries.indices)
    func theIndexWriterWritesTheBytesOfTheShape(number: Int) throws {
        let (path, text) = Self.entries[number]
        let summary = try Self.summary(text, path: path)
        #expect(Self.indexJSON(summary) == Self.shapeJSON(EntryJSON(summary)))
    }

    @Test(arguments: entries.indices)
    func indexCalendarAndShowAgreeOnTheSharedKeys(number: Int) throws {
        let (path, text) = Self.entries[number]
        let summary = try Self.summary(text, path: path)
        let index = Self.indexJSON(summary)
        let day = summary.day
        let calendar = CalendarRenderer.renderMonthJSON(
            year: day.year, month: day.month, days: [day: DaySummary(date: day, entryCount: 1)],
            entries: [day: [summary]], options: CalendarOptions(localeIdentifier: "en_US"))
        #expect(calendar.contains(#""entries":["# + index + "]"))
        let entry = try Entry(parsing: Array(text.utf8), path: path)
        let show = EntryRenderer.renderJSON(entry, path: path)
        #expect(show.hasPrefix(index.dropLast() + #","dateSource":"front-matter","frontMatter":{"#))
        #expect(Self.shapeJSON(EntryJSON(entry, path: path)) == index)
    }

    @Test func offsetsAreWrittenInRFC3339Form() throws {
        let offsets = try Self.entries.map { try EntryJSON(Self.summary($0.text, path: $0.path)).offset }
        #expect(offsets == ["+09:00", nil, nil, "Z", "+09:30", "+00:00", "-05:00"])
    }

    @Test func keysAreInTheDocumentedOrder() {
        #expect(EntryJSON.Key.allCases.map(\.rawValue) == [
            "uuid", "date", "day", "time", "offset", "title", "mood", "moodText", "starred", "tags", "path",
        ])
    }

    @Test func showKeepsAnInvalidDateAsWritten() throws {
        let entry = try Entry(parsing: Array("---\ndate: someday\n---\nText.\n".utf8), path: "x.md")
        let shape = EntryJSON(entry, path: "x.md")
        #expect(shape.date == "someday" && shape.day == nil && shape.time == nil && shape.offset == nil)
    }

    @Test(arguments: ["created: someday", "Date: someday", "date: someday\ncreated: 2026-11-29"])
    func showKeepsAnInvalidDateFromTheKeyThatHoldsIt(_ line: String) throws {
        let entry = try Entry(parsing: Array("---\n\(line)\n---\nText.\n".utf8), path: "x.md")
        #expect(EntryJSON(entry, path: "x.md").date == "someday")
    }
}
