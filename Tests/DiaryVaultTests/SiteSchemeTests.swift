import Testing
@testable import DiaryVault

/// `--allow-html` lets raw HTML through but never a `javascript:` link (issue 29: link schemes
/// are checked on their own).
@Suite struct SiteSchemeTests {
    @Test func javascriptLinkIsTextEvenWithAllowHTML() {
        let options = MarkdownRenderer.Options(allowsRawHTML: true, allowsAllSchemes: false, headingIDs: true)
        let html = MarkdownRenderer(options: options).html("[click](javascript:alert(1)) <b>bold</b>\n")
        #expect(!html.contains("href=\"javascript"))
        #expect(html.contains("<b>bold</b>"))
    }
}
