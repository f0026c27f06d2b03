import Testing
@testable import DiaryVault

/// jrnl's text format: dates, titles, stars, tags as `@` words, and body lines jrnl would misread.
@Suite struct JrnlRendererTests {
    static func entry(_ text: String, path: String = "2026/11/2026-11-29-a.md") throws -> ExportEntry {
        let entry = try Entry(parsing: Array(text.utf8))
        return ExportEntry(entry: entry, path: path, date: try #require(entry.date))
    }

    @Test func titleKeyKeepsTheWholeBodyAndSecondsAreDropped() throws {
        let entry = try Self.entry("---\ndate: 2026-11-29T21:14:59+09:00\ntitle: \"A title\\nover two lines\"\nstarred: yes\n---\nFirst line.\n\n\n")
        #expect(JrnlRenderer.render(entry) == "[2026-11-29 21:14] A title over two lines *\nFirst line.\n")
    }

    @Test func emptyEntryIsADateLineAlone() throws {
        #expect(JrnlRenderer.render(try Self.entry("---\ndate: 2026-11-29\n---\n")) == "[2026-11-29 09:00] \n")
    }

    @Test func tagsAlreadyInTheTextAreNotRepeated() throws {
        let entry = try Self.entry("---\ndate: 2026-11-29T08:00\ntags: [Work, 'to read', c++, work]\n---\n# Monday\n\nBack at @work.\nemail@work is not a tag.\n")
        #expect(JrnlRenderer.render(entry) == "[2026-11-29 08:00] Monday\nBack at @work.\nemail@work is not a tag.\n\n@to-read @c++\n")
        #expect(JrnlRenderer.missingTags(["a", "b"], in: "@A and (@b)") == ["b"])
    }

    @Test func bodyLinesThatLookLikeEntriesGetASpace() throws {
        #expect(JrnlRenderer.looksLikeDateLine("[2026-01-01 10:00] New year"))
        #expect(JrnlRenderer.looksLikeDateLine("[x] done"))
        #expect(!JrnlRenderer.looksLikeDateLine("[] empty"))
        #expect(!JrnlRenderer.looksLikeDateLine("[link](url)"))
        #expect(!JrnlRenderer.looksLikeDateLine(" [x] indented"))
        #expect(JrnlRenderer.escapedBody("a\r\n[today] b\r\n\r\n") == "a\n [today] b")
    }

    /// With a BOM before the body's first line, or lines of blanks (spaces, U+3000) before it, the
    /// line the title came from is not written again as the body.
    @Test(arguments: [
        ("\u{FEFF}Hello\nworld\n", "[2020-12-04 10:00] Hello\nworld\n"),
        ("\u{FEFF}# Head\n\nworld\n", "[2020-12-04 10:00] Head\nworld\n"),
        ("   \nHello\nworld\n", "[2020-12-04 10:00] Hello\nworld\n"),
        ("\u{3000}\r\n# Head\r\nworld\r\n", "[2020-12-04 10:00] Head\nworld\n"),
        ("Hello\n\u{FEFF}world\n", "[2020-12-04 10:00] Hello\n\u{FEFF}world\n"),
    ])
    func theTitleLineIsFoundPastABOMAndBlankLines(body: String, jrnl: String) throws {
        let entry = try Self.entry("---\ndate: 2020-12-04T10:00:00+09:00\n---\n" + body)
        #expect(JrnlRenderer.render(entry) == jrnl)
    }
}
