import Testing
@testable import DiaryVault

/// The markdown book: headings nest under the entry's, fenced code is left alone, months are
/// written once, untitled entries take their date.
@Suite struct MarkdownBookRendererTests {
    @Test func headingsAreDemotedOutsideFences() {
        let body = "# One\n## Two\n#### Four\n###### Six\n####### seven is text\n#hashtag\n  ## indented\n```\n# code\n```\n~~~~\n# tilde code\n~~~\n# still code\n~~~~\n# after\n\n\n"
        #expect(MarkdownBookRenderer.demotingHeadings(body) == "#### One\n##### Two\n###### Four\n###### Six\n####### seven is text\n#hashtag\n##### indented\n```\n# code\n```\n~~~~\n# tilde code\n~~~\n# still code\n~~~~\n#### after")
    }

    @Test func monthsAreWrittenOnceAndUntitledEntriesTakeTheirDate() throws {
        var renderer = MarkdownBookRenderer(localeIdentifier: "en_US")
        func entry(_ date: String, _ body: String) throws -> ExportEntry {
            let parsed = try Entry(parsing: Array("---\ndate: \(date)\n---\n\(body)".utf8))
            return ExportEntry(entry: parsed, path: "x.md", date: try #require(parsed.date))
        }
        let text = try renderer.render(entry("2026-11-01", "")) + renderer.render(entry("2026-11-02T07:05:09", "Morning.\nMore.\n"))
            + renderer.render(entry("2025-01-31", "# Old\n"))
        #expect(text == """

            ## November 2026

            ### Sunday, November 1, 2026

            *Sunday, November 1, 2026*

            ### Morning.

            *Monday, November 2, 2026 · 07:05*

            More.

            ## January 2025

            ### Old

            *Friday, January 31, 2025*

            """)
        #expect(renderer.header(title: "Book\nTitle") == "# Book Title\n")
    }
}
