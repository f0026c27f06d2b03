import Foundation
import Testing
@testable import DiaryVault

/// `vault site` on what a new user's diary holds: file and attachment names with spaces, `#`,
/// `%`, `?` and Hangul in NFD, and entries vault cannot read. Every link of the site opens.
@Suite struct SiteOddInputTests {
    /// A vault whose entry and attachment names need percent-encoding, with one broken entry.
    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-plain.md", """
            ---
            date: 2026-11-01
            ---
            # Plain

            ![pic](attachments/a%20b%23c.png) ![q](attachments/what%3F.png) [[2026-11-03 percent 100%]]

            """)
        try vault.write("2026/11/2026-11-02 with space#frag.md", "---\ndate: 2026-11-02\n---\n# Space hash\n\nbody\n")
        try vault.write("2026/11/2026-11-03 percent 100%.md", "---\ndate: 2026-11-03\n---\n# Percent\n\nbody\n")
        try vault.write("2026/11/2026-11-04 what?.md", "---\ndate: 2026-11-04\n---\n# Question\n\nbody\n")
        try vault.write("2026/11/2026-11-05-\u{1109}\u{1161}\u{11AB}\u{110E}\u{1162}\u{11A8}.md", "---\ndate: 2026-11-05\n---\n# NFD\n\nbody\n")
        try vault.write("2026/11/2026-11-06-broken.md", "---\ndate: 2026-11-06\nmood: [unclosed\n---\nbody\n")
        try vault.write("2026/11/attachments/a b#c.png", [0x89, 0x50, 0x4E, 0x47])
        try vault.write("2026/11/attachments/what?.png", [0x89, 0x50, 0x4E, 0x47])
        return vault
    }

    /// A `#` in an entry's file name is part of the name: the links to its page encode it as
    /// `%23` (they cut the name at the `#`, as a fragment, and every link to the page was broken).
    @Test func aHashInAFileNameIsEncodedInEveryLink() throws {
        let vault = try Self.vault()
        let result = vault.run(["site", "-o", "../site"])
        #expect(result.status == 1, "the broken entry is reported")
        #expect(result.stderr.contains("2026-11-06-broken.md:3:7: error:"), "\(result.stderr)")
        #expect(result.stderr.contains("site of 5 entries"), "\(result.stderr)")
        let site = try SiteIncrementalTests.site(vault, "../site")
        #expect(SiteIncrementalTests.brokenLinks(site) == [])
        let month = String(decoding: site["2026/11/index.html"] ?? [], as: UTF8.self)
        #expect(month.contains("href=\"2026-11-02%20with%20space%23frag.html\""))
        #expect(month.contains("href=\"2026-11-03%20percent%20100%25.html\""))
        #expect(month.contains("href=\"2026-11-04%20what%3F.html\""))
    }

    /// `%23` in a link's destination is a `#` of the file's name, not a fragment: the image
    /// `attachments/a%20b%23c.png` is the file `a b#c.png` (it was written as unresolved text).
    @Test func anEncodedHashInALinkNamesTheFile() throws {
        let vault = try Self.vault()
        _ = vault.run(["site", "-o", "../site"])
        let page = try vault.text("../site/2026/11/2026-11-01-plain.html")
        #expect(page.contains("<img src=\"attachments/a%20b%23c.png\" alt=\"pic\" />"), "\(page)")
        #expect(page.contains("<img src=\"attachments/what%3F.png\" alt=\"q\" />"), "\(page)")
        #expect(vault.exists("../site/2026/11/attachments/a b#c.png"))
    }
}

extension SiteOddInputTests {
    /// `-o` naming a file: refused, saying so, and the file keeps its bytes (the message was
    /// Foundation's "A file with the same name already exists.").
    @Test func anOutputThatIsAFileIsRefusedAndKept() throws {
        let vault = try Self.vault()
        try vault.write("../notes.txt", "mine\n")
        let result = vault.run(["site", "-o", "../notes.txt"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("notes.txt: error: cannot write: it is a file, not a folder; choose a new or empty folder with -o"), "\(result.stderr)")
        #expect(try vault.text("../notes.txt") == "mine\n")
    }
}

extension SiteOddInputTests {
    /// A photo a Mac named in NFD (`사진.png` as jamo), linked in NFC as typed: one file, as on
    /// macOS; the page shows it (it was unresolved text, and the site had no copy of it).
    @Test func anNFCLinkFindsAnAttachmentNamedInNFD() throws {
        let vault = try TemporaryVault()
        let nfd = "\u{1109}\u{1161}\u{110C}\u{1175}\u{11AB}.png"
        #expect(!nfd.utf8.elementsEqual("사진.png".utf8))
        try vault.write("2026/11/attachments/" + nfd, [0x89, 0x50, 0x4E, 0x47])
        try vault.write("2026/11/2026-11-14-photo.md", "---\ndate: 2026-11-14\n---\n# Photo\n\n![사진](attachments/사진.png) ![[사진.png]]\n")
        let result = vault.run(["site", "-o", "../site"])
        #expect(result.status == 0, "\(result.stderr)")
        let page = try vault.text("../site/2026/11/2026-11-14-photo.html")
        let src = "attachments/" + SiteHTML.percentEncoded(nfd)
        #expect(page.contains("<img src=\"" + src + "\" alt=\"사진\" />"), "\(page)")
        #expect(page.contains("<img class=\"embed\" src=\"" + src + "\""), "\(page)")
        #expect(!page.contains("unresolved"), "\(page)")
        #expect(FileSystem.status(vault.path("../site/2026/11/attachments/" + nfd))?.kind == .regular)
        #expect(SiteIncrementalTests.brokenLinks(try SiteIncrementalTests.site(vault, "../site")) == [])
    }
}
