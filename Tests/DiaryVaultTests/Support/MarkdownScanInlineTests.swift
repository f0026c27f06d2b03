import Foundation
import Testing
@testable import DiaryVault

/// The one inline-tag rule (``MarkdownScan/inlineTags(_:brackets:)``) and CommonMark code spans,
/// each shape of issue 26 with its own input; and the views that read body tags by it (the
/// Obsidian and Logseq importers, the language server's rename and completion).
@Suite struct MarkdownScanInlineTests {
    static func tags(_ line: String, brackets: Bool = false) -> [String] {
        MarkdownScan.inlineTags(Array(line), brackets: brackets).map(\.name)
    }

    @Test(arguments: [
        ("#walk", ["walk"]),
        ("after a blank #walk, then\t#tab", ["walk", "tab"]),
        ("#nested/tag and #snake_case and #kebab-case", ["nested/tag", "snake_case", "kebab-case"]),
        ("#한글 #日記 #y1984", ["한글", "日記", "y1984"]),
        // At least one character that is not a digit.
        ("#1984 #2026-11 #_ #12/3", []),
        // Headings and runs of `#` have no name.
        ("# Title", []),
        ("## Sub #inside", ["inside"]),
        ("##", []),
        // Not at a word start: inside words, URLs and link destinations.
        ("a#b c#d", []),
        ("see https://x.com/#frag", []),
        ("[a](b#c) [top](#top)", []),
        ("[a](<b #c>) [t](x.png \"title #t\") #after", ["after"]),
        // Code spans (CommonMark 6.1): matching backtick strings only.
        ("`#code` and ``a ` #still`` out #yes", ["yes"]),
        ("an unmatched ` #real", ["real"]),
        ("\\`#escaped` #x", ["x"]),
    ] as [(String, [String])])
    func readsEachShape(line: String, expected: [String]) {
        #expect(Self.tags(line) == expected)
    }

    @Test func logseqBracketTagsOnlyWithBrackets() {
        #expect(Self.tags("#[[multi word]] #one", brackets: true) == ["multi word", "one"])
        #expect(Self.tags("#[[multi word]] #one") == ["one"])
    }

    @Test func codeSpansFollowCommonMark() {
        #expect(MarkdownScan.codeSpans(Array("a `b` ``c`d`` `e")) == [2..<5, 6..<13])
        #expect(MarkdownScan.codeSpans(Array("``` no close")) == [])
    }

    @Test func fencedCodeHasNoTagsInABody() {
        #expect(InlineTags.find(in: "#one\n```\n#code\n```\n- ~~~\n  #listcode\n  ~~~\n#two #ONE", brackets: false) == ["one", "two"])
    }

    /// The language server renames exactly the body tags the importers count: not a link's
    /// fragment, a code span, fenced code or a URL.
    @Test func languageServerRenamesTheTagsTheRuleReads() throws {
        let text = "---\ntags: [walk]\n---\n#walk in `#walk` and [x](#walk)\n```\n#walk\n```\nhttps://x.com/#walk (#walk) #walk\n"
        let document = TextDocument(uri: "file:///a.md", version: 1, text: text, encoding: .utf8)
        let ranges = LanguageServer.tagRanges("walk", in: document)
        let bytes = Array(text.utf8)
        let found = ranges.map { String(decoding: bytes[$0], as: UTF8.self) }
        #expect(found == ["walk", "walk", "walk"])
        // Front matter, then line 3's first tag, then the last word of line 7.
        let lines = ranges.map { document.position(ofByte: $0.lowerBound).line }
        #expect(lines == [1, 3, 7])
        let last = try #require(ranges.last)
        #expect(last.lowerBound == text.utf8.count - "walk\n".utf8.count)
    }

    @Test func languageServerCompletesATagOnlyAtAWordStart() {
        let text = "---\ntags: []\n---\nsee [x](#wa\nand #wa"
        let document = TextDocument(uri: "file:///a.md", version: 1, text: text, encoding: .utf8)
        let link = text.utf8.count - "\nand #wa".utf8.count
        #expect(LanguageServer.completionContext(document, offset: link) == nil)
        #expect(LanguageServer.completionContext(document, offset: text.utf8.count) == .inlineTag(start: text.utf8.count - 2))
    }
}
