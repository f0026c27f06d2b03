import Testing
@testable import DiaryVault

/// The diary dialect of `MarkdownRenderer`: the extensions, link resolution and the safety
/// rules, each with exact HTML.
@Suite struct MarkdownRendererTests {
    static let diary = MarkdownRenderer()

    @Test(arguments: [
        ("# Trip\n\nA *good* day.\n", "<h1>Trip</h1>\n<p>A <em>good</em> day.</p>\n"),
        ("", ""),
        ("a\r\nb\rc\n", "<p>a\nb\nc</p>\n"),
        ("- one\n- two\n", "<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n"),
        ("[home](https://example.org \"Home\")", "<p><a href=\"https://example.org\" title=\"Home\">home</a></p>\n"),
        ("서울 **여행**", "<p>서울 <strong>여행</strong></p>\n"),
    ])
    func rendersCommonMark(_ markdown: String, _ html: String) {
        #expect(Self.diary.html(markdown) == html)
    }

    @Test func escapesRawHTMLByDefault() {
        #expect(Self.diary.html("<script>alert(1)</script>\n") == "<p class=\"raw-html\">&lt;script&gt;alert(1)&lt;/script&gt;</p>\n")
        #expect(Self.diary.html("a <img src=x onerror=alert(1)> b") == "<p>a &lt;img src=x onerror=alert(1)&gt; b</p>\n")
        #expect(Self.diary.html("<iframe src=\"https://evil.example\"></iframe>\n")
                == "<p class=\"raw-html\">&lt;iframe src=&quot;https://evil.example&quot;&gt;&lt;/iframe&gt;</p>\n")
        let trusting = MarkdownRenderer(options: .init(allowsRawHTML: true))
        #expect(trusting.html("a <b>bold</b>") == "<p>a <b>bold</b></p>\n")
    }

    @Test(arguments: [
        "[x](javascript:alert(1))", "[x](JavaScript:alert(1))", "[x](vbscript:msgbox)", "[x](data:text/html,hi)",
        "<javascript:alert(1)>", "[x](file:///etc/passwd)", "[x](java%0ascript:alert(1))",
    ])
    func writesUnsafeLinksAsText(_ markdown: String) {
        let html = Self.diary.html(markdown)
        #expect(!html.contains("<a "), "\(markdown) -> \(html)")
        #expect(html.contains("<span class=\"unresolved\">"))
    }

    @Test func keepsSafeSchemesAndImageData() {
        #expect(Self.diary.html("<mailto:me@example.org>") == "<p><a href=\"mailto:me@example.org\">mailto:me@example.org</a></p>\n")
        #expect(Self.diary.html("![dot](data:image/png;base64,AAAA)") == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"dot\" /></p>\n")
        #expect(Self.diary.html("![x](data:image/svg+xml,<svg>)") == "<p><span class=\"unresolved\">x</span></p>\n")
        #expect(Self.diary.html("![x](javascript:alert(1))") == "<p><span class=\"unresolved\">x</span></p>\n")
    }
}
