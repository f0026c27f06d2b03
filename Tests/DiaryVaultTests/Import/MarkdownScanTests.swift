import Foundation
import Testing
@testable import DiaryVault

/// Fenced code and link destinations as CommonMark 0.31.2 reads them (``MarkdownScan``), and the
/// importers' scans that use them (issue 26: a fence opened on a list line broke tag and link
/// scanning for the rest of the entry; `photo (1).jpg` was cut at the first `)`).
@Suite struct MarkdownScanTests {
    /// Which lines of a body are code, as `C` (code) and `.` (not).
    static func codeLines(_ body: String) -> String {
        var fences = MarkdownScan.Fences()
        return body.split(separator: "\n", omittingEmptySubsequences: false).map { fences.isCode($0) ? "C" : "." }.joined()
    }

    @Test func followsFencesInsideListItemsAndQuotes() {
        #expect(Self.codeLines("- ```sql\n  select 1;\n  ```\n#after") == "CCC.")
        // A list item's fence ends with the item, closed or not.
        #expect(Self.codeLines("- ```sql\n  select 1;\n- next #tag\ntext") == "CC..")
        #expect(Self.codeLines("> ```\n> code\n> ```\nout") == "CCC.")
        #expect(Self.codeLines("1. ~~~\n   x\n   ~~~~\ny") == "CCC.")
        // A shorter or other fence does not close; an info string with a backtick opens none.
        #expect(Self.codeLines("````\n```\n~~~\n````\nz") == "CCCC.")
        #expect(Self.codeLines("``` a`b\nnot code") == "..")
        #expect(Self.codeLines("-```\nnot a list item") == "..")
    }

    @Test(arguments: [
        ("photo%20(1).jpg)", "photo%20(1).jpg", 16),
        ("photo(1).jpg) after", "photo(1).jpg", 13),
        ("a.png \"a title\")", "a.png", 16),
        ("<my photo.png>)", "my photo.png", 15),
        ("a\\).png)", "a\\).png", 8),
    ])
    func readsLinkDestinations(text: String, destination: String, end: Int) throws {
        let characters = Array(text)
        let link = try #require(MarkdownScan.inlineLinkTail(characters, from: 0))
        #expect(String(characters[link.destination]) == destination)
        #expect(link.end == end)
    }

    @Test func refusesWhatIsNoLinkDestination() {
        #expect(MarkdownScan.inlineLinkTail(Array("x (unclosed"), from: 0) == nil)
        #expect(MarkdownScan.inlineLinkTail(Array("two words)"), from: 0) == nil)
        // Unbalanced parentheses: no destination (CommonMark example 498).
        #expect(MarkdownScan.inlineLinkTail(Array("x(y.png)"), from: 0) == nil)
    }

    @Test func obsidianReadsTagsAndEmbedsAfterAFenceOnAListLine() throws {
        let batch = try ObsidianSourceTests.read([
            ".obsidian/app.json": #"{"attachmentFolderPath": "files"}"#,
            "files/photo (1).jpg": "jpeg",
            "2026-11-29.md": "- Query:\n  - ```sql\n    select '#no';\n    ```\n- done #after\n\n![shot](files/photo%20(1).jpg)\n![[photo (1).jpg]]\n",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.tags == ["after"])
        #expect(entry.attachments.map(\.name) == ["photo (1).jpg"])
        #expect(entry.body.contains("![shot](attachments/photo%20(1).jpg)\n![](attachments/photo%20(1).jpg)"), "\(entry.body)")
    }

    @Test func logseqReadsAssetLinksWithParentheses() throws {
        let batch = try LogseqSourceTests.read([
            "assets/mug (2).png": "png",
            "journals/2026_11_29.md": "- Tea ![mug](../assets/mug%20(2).png) #warm\n",
        ])
        let entry = try #require(batch.entries.first)
        #expect(entry.body == "- Tea ![mug](attachments/mug%20(2).png) #warm\n")
        #expect(entry.attachments.map(\.name) == ["mug (2).png"])
    }
}
