import Testing
@testable import DiaryVault

/// The title rule: the first `# ` heading of the body, else its first non-empty line.
@Suite struct EntryTitleTests {
    @Test(arguments: [
        ("# Evening walk\n\nText", "Evening walk"),
        ("Text first\n# Heading later", "Heading later"),
        ("```\n# x\n```\n# Real", "Real"),
        // The first non-empty line, as written, even when it opens a code block.
        ("```swift\n# x\n```\nPlain line", "```swift"),
        ("~~~\n# x\n~~~\n# Real", "Real"),
        ("```\nunclosed fence\n# x", "```"),
        ("## Sub\ntext", "Sub"),
        ("## Sub\n# Main", "Main"),
        ("# Title ##\n", "Title"),
        ("# Title #hash", "Title #hash"),
        ("# #", ""),
        ("  # Indented heading  ", "Indented heading"),
        ("    # indented code\n# Real", "Real"),
        ("#NoSpace\ntext", "#NoSpace"),
        ("####### seven\n", "####### seven"),
        ("\r\n\r\n  First line  \r\nmore", "First line"),
        ("# 저녁 산책 🌉\r\n\r\n본문", "저녁 산책 🌉"),
        ("", ""),
        ("\n\n  \n", ""),
    ])
    func findsTheTitle(body: String, title: String) {
        #expect(EntryTitle.extract(fromBody: body) == title)
    }

    /// Regression: an empty heading gave an empty title although the body has text.
    @Test(arguments: [("# \ntext", "text"), ("#\n\nSecond line", "Second line"), ("# #\n# Real", "Real")])
    func skipsEmptyHeadings(body: String, title: String) {
        #expect(EntryTitle.extract(fromBody: body) == title)
    }
}
