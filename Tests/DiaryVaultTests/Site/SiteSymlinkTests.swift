import Foundation
import Testing
@testable import DiaryVault

/// Found by a new user: an attachment that is a symbolic link was silently unresolved on the
/// site. One that stays inside the vault is followed (its file goes on the site); one that leads
/// out of the vault is reported, never silently dropped, and never read.
@Suite struct SiteSymlinkTests {
    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-photos.md", """
            ---
            date: 2026-11-01
            ---
            # Photos

            ![in](attachments/in.png) ![out](attachments/out.png)

            """)
        try vault.write("2026/11/photos/real.png", [0x89, 0x50, 0x4E, 0x47, 1])
        try vault.write("../secret.png", [0x89, 0x50, 0x4E, 0x47, 2])
        try FileManager.default.createDirectory(atPath: vault.path("2026/11/attachments"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/attachments/in.png"), withDestinationPath: "../photos/real.png")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/attachments/out.png"), withDestinationPath: vault.base + "/secret.png")
        return vault
    }

    @Test func followsALinkInsideTheVaultAndReportsOneLeavingIt() throws {
        let vault = try Self.vault()
        let run = vault.run(["site", "-o", "../site"])
        #expect(run.status == 0)
        #expect(run.stderr.hasPrefix("vault: warning: 2026/11/2026-11-01-photos.md: 2026/11/attachments/out.png is a symbolic link that leads out of the vault; not on the site\n"), "\(run.stderr)")
        let page = try vault.text("../site/2026/11/2026-11-01-photos.html")
        #expect(page.contains("<img src=\"attachments/in.png\" alt=\"in\" />"), "\(page)")
        #expect(!page.contains("attachments/out.png\""), "\(page)")
        #expect(FileSystem.status(vault.path("../site/2026/11/attachments/in.png"))?.kind == .regular)
        #expect(try vault.bytes("../site/2026/11/attachments/in.png") == [0x89, 0x50, 0x4E, 0x47, 1])
        #expect(!vault.exists("../site/2026/11/attachments/out.png"))
        // A rebuild reports it again: never silent.
        #expect(vault.run(["site", "-o", "../site"]).stderr.contains("out.png is a symbolic link that leads out of the vault"))
    }

    @Test func exportsFollowTheSameRule() throws {
        let vault = try Self.vault()
        let reader = ExportReader(vault: try vault.vault, includePrivate: false)
        let entry = try ExportEntry(entry: Entry(parsing: vault.bytes("2026/11/2026-11-01-photos.md"), path: "2026/11/2026-11-01-photos.md"),
                                    path: "2026/11/2026-11-01-photos.md", date: EntryDate(parsing: "2026-11-01")!)
        #expect(reader.linkedFile("attachments/in.png", of: entry)?.relative == "2026/11/attachments/in.png")
        #expect(reader.attachment("attachments/in.png", of: entry) == [0x89, 0x50, 0x4E, 0x47, 1])
        #expect(reader.linkedFile("attachments/out.png", of: entry) == nil)
        #expect(reader.attachment("attachments/out.png", of: entry) == nil)
        #expect(reader.linkLeavingVault("attachments/out.png", of: entry) == "2026/11/attachments/out.png")
        #expect(reader.linkLeavingVault("attachments/in.png", of: entry) == nil)
        #expect(reader.linkLeavingVault("attachments/none.png", of: entry) == nil)
    }
}
