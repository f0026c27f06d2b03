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

    /// A heading inside a list item or quote (Logseq's first block `- ## Heading`) gives its text
    /// alone (issue 26); `#tag` after a marker is no heading.
    @Test(arguments: [("- ## Heading\n- more", "Heading"), ("> ### Quoted ##", "Quoted"), ("- [ ] # Task head", "Task head"),
                      ("- #tag word", "#tag word"), ("- #\n- Next", "Next"), ("1. ## Step", "Step")])
    func takesTheTextOfAHeadingInsideAListItem(body: String, title: String) {
        #expect(EntryTitle.extract(fromBody: body) == title)
    }

    /// An empty heading gives no title: the next line with text does.
    @Test(arguments: [("# \ntext", "text"), ("#\n\nSecond line", "Second line"), ("# #\n# Real", "Real")])
    func skipsEmptyHeadings(body: String, title: String) {
        #expect(EntryTitle.extract(fromBody: body) == title)
    }

    /// The import samples' title rule: image-only lines are no title; quote, list and task
    /// markers are left out of the first line.
    @Test(arguments: [
        ("![](attachments/a.jpeg)", ""),
        ("![](attachments/a.jpeg) ![[b.png]]\n\nAfter the photos", "After the photos"),
        ("![photo](a.jpeg) and a caption", "![photo](a.jpeg) and a caption"),
        ("> Quoted line", "Quoted line"),
        ("> > - [x] Nested done task", "Nested done task"),
        ("- [ ] Call Mina", "Call Mina"),
        ("* Star item", "Star item"),
        ("12. Twelfth", "Twelfth"),
        ("2026. The year", "The year"),
        ("-not a list", "-not a list"),
        ("[x]ray", "[x]ray"),
        ("- \nSecond", "Second"),
        ("1. Reading\n# Heading wins", "Heading wins"),
    ])
    func leavesOutMarkersAndImages(body: String, title: String) {
        #expect(EntryTitle.extract(fromBody: body) == title)
    }

    /// A heading or line of only U+3000 IDEOGRAPHIC SPACE (or other Unicode blanks) is no title,
    /// and a BOM at the start of the body is not part of it.
    @Test(arguments: [
        ("# \u{3000}\n# \u{C9C4}\u{C9DC}", "\u{C9C4}\u{C9DC}"),
        ("\u{3000}\u{3000}\nSecond", "Second"),
        ("\u{A0}\u{2003}\n\u{3000}\n", ""),
        ("- \u{3000}\nAfter", "After"),
        ("\u{FEFF}# BOM title\n", "BOM title"),
        ("\u{FEFF}\nFirst", "First"),
        ("\u{3000}\u{C81C}\u{BAA9}", "\u{3000}\u{C81C}\u{BAA9}"),
        ("x\u{FEFF}y", "x\u{FEFF}y"),
        ("\u{200B}", "\u{200B}"),
    ])
    func skipsInvisibleTitles(body: String, title: String) {
        #expect(EntryTitle.extract(fromBody: body) == title)
    }

    /// Which texts show nothing: Unicode `White_Space` only; ill-formed UTF-8 shows U+FFFD.
    @Test func blankIsUnicodeWhiteSpace() {
        func blank(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { EntryTitle.isBlank($0) } }
        #expect(blank([]))
        #expect(blank(Array(" \t\u{3000}\u{A0}\u{2028}".utf8)))
        #expect(!blank(Array("\u{3000}a".utf8)))
        #expect(!blank([0xE3, 0x80]))
        #expect(!blank(Array("\u{200B}".utf8)))
        #expect(EntryTitle.isBlank("\u{3000} "))
        #expect(!EntryTitle.isBlank("\u{3000}\u{D55C}"))
    }
}
