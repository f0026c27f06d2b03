import Foundation
import Testing
@testable import DiaryVault

/// `import json` of vault's own export restores every file a body links at its exact path
/// (subfolders, another month's folder, escaped names), never over other bytes: a taken name
/// keeps the vault's file, the restored one gets `<stem>-2.<ext>` and the links follow it.
@Suite struct JSONLinkedFilesImportTests {
    /// An entry linking files of every shape `export json` carries.
    static let entry = """
        ---
        uuid: 6F1C0D2E-3A4B-4C5D-8E6F-0000000000A1
        date: 2026-11-29T21:00:00+09:00
        ---
        ![one](attachments/photo%20(1).jpg) ![two](<attachments/my pic.png> "title")
        ![sub](./attachments/sub/x.png) ![other month](../10/attachments/y.png#frag)
        [doc](files/notes.pdf) [again](../11/attachments/photo%20(1).jpg)

        [ref]: <attachments/ref pic.png> "A title"

        """

    static func source() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", Self.entry)
        try vault.write("2026/11/attachments/photo (1).jpg", "one")
        try vault.write("2026/11/attachments/my pic.png", "two")
        try vault.write("2026/11/attachments/sub/x.png", "sub")
        try vault.write("2026/10/attachments/y.png", "other month")
        try vault.write("2026/11/files/notes.pdf", "pdf")
        try vault.write("2026/11/attachments/ref pic.png", "ref")
        // A second entry linking a file the first links too: it travels once, is restored once.
        try vault.write("2026/10/2026-10-02-b.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-0000000000B2\ndate: 2026-10-02\n---\n![](attachments/y.png)\n")
        return vault
    }

    @Test(arguments: ["out/", "out.zip"])
    func exportThenImportRestoresEveryLinkedFileByteForByte(output: String) throws {
        let source = try Self.source()
        let exported = source.run(["export", "json", "-o", source.base + "/" + output])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", source.base + "/" + output])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(!imported.stderr.contains("warning"), "\(imported.stderr)")
        let expected = try source.snapshot()
        let got = try target.snapshot()
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(got[path] == bytes, "\(path)") }
        // Again: nothing new, nothing changed.
        let again = target.run(["import", "json", source.base + "/" + output, "--json"])
        #expect(again.status == 0)
        #expect(again.stdout.contains(#""counts":{"new":0,"present":2,"conflicts":0,"duplicates":0,"skipped":0,"attachments":0}"#), "\(again.stdout)")
        #expect(try target.snapshot() == got)
    }

    /// The same through `export dayone` and `import dayone`: every linked photo, video, audio or
    /// PDF travels as a media item with its `vaultPath` (those the text does not link as
    /// `attachments/<name>` in the entry's gallery) and comes back at that path.
    @Test func aDayOneArchiveRestoresEveryLinkedMediaFileToo() throws {
        let source = try Self.source()
        let exported = source.run(["export", "dayone", "-o", source.base + "/d.zip"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "dayone", source.base + "/d.zip"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let expected = try source.snapshot()
        let got = try target.snapshot()
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected { #expect(got[path] == bytes, "\(path)") }
        let again = target.run(["import", "dayone", source.base + "/d.zip", "--json"])
        #expect(again.stdout.contains(#""counts":{"new":0,"present":2,"conflicts":0"#), "\(again.stdout.prefix(300))")
    }

    /// A linked file of a kind Day One does not hold is named, not left out silently.
    @Test func aDayOneArchiveNamesTheLinkedFilesItCannotHold() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", "---\ndate: 2026-11-29\n---\n[clip](attachments/clip.webm) [gone](attachments/gone.webm)\n")
        try vault.write("2026/11/attachments/clip.webm", "webm")
        let exported = vault.run(["export", "dayone", "-o", vault.base + "/d.zip"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("vault: warning: 2026/11/2026-11-29-a.md: attachments/clip.webm: Day One holds photos, videos, audio and PDFs only; the file is not in the archive, the link is kept as written"), "\(exported.stderr)")
        #expect(!exported.stderr.contains("gone.webm: Day One holds"), "\(exported.stderr)")
    }

    @Test func aTakenNameKeepsTheVaultsFileAndTheLinksFollowTheRestoredOne() throws {
        let source = try Self.source()
        #expect(source.run(["export", "json", "-o", source.base + "/out/"]).status == 0)
        let target = try TemporaryVault()
        try target.write("2026/10/attachments/y.png", "the vault's own y")
        try target.write("2026/11/attachments/photo (1).jpg", "the vault's own photo")
        let imported = target.run(["import", "json", source.base + "/out/"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(try target.text("2026/10/attachments/y.png") == "the vault's own y")
        #expect(try target.text("2026/10/attachments/y-2.png") == "other month")
        #expect(try target.text("2026/11/attachments/photo (1).jpg") == "the vault's own photo")
        #expect(try target.text("2026/11/attachments/photo (1)-2.jpg") == "one")
        // Only the links to the renamed files change, each written as it was.
        #expect(try target.text("2026/11/2026-11-29-a.md") == Self.entry
            .replacing("attachments/photo%20(1).jpg", with: "attachments/photo%20(1)-2.jpg")
            .replacing("../10/attachments/y.png#frag", with: "../10/attachments/y-2.png#frag"))
        #expect(try target.text("2026/10/2026-10-02-b.md").hasSuffix("![](attachments/y-2.png)\n"))
        // Importing again finds the same names: every entry present, no third copy.
        let again = target.run(["import", "json", source.base + "/out/", "--json"])
        #expect(again.stdout.contains(#""counts":{"new":0,"present":2,"conflicts":0"#), "\(again.stdout)")
        #expect(!target.exists("2026/10/attachments/y-3.png"))
    }

    @Test func pathsVaultDoesNotRestoreAreNamedAndLeftOut() throws {
        let export = try TemporaryVault()
        let document = """
            {"version":1,"entries":[{"path":"2026/11/2026-11-29-a.md","body":"![](../../.vault/x.png)\\n",
            "frontMatter":{},"frontMatterSource":"---\\ndate: 2026-11-29\\n---\\n",
            "attachments":[".vault/x.png","2026/11/../../x.png","2026/11/other.md","/etc/x.png","2026/11/attachments/ok.png"]}],"count":1}
            """
        try FileManager.default.createDirectory(atPath: export.base + "/out/2026/11/attachments", withIntermediateDirectories: true)
        try document.write(toFile: export.base + "/out/entries.json", atomically: true, encoding: .utf8)
        try "ok".write(toFile: export.base + "/out/2026/11/attachments/ok.png", atomically: true, encoding: .utf8)
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", export.base + "/out/"])
        #expect(imported.status == 0, "\(imported.stderr)")
        for path in [".vault/x.png", "2026/11/../../x.png", "2026/11/other.md", "/etc/x.png"] {
            #expect(imported.stderr.contains("\(path) is not a file vault restores"), "\(path): \(imported.stderr)")
        }
        #expect(try target.text("2026/11/attachments/ok.png") == "ok")
        #expect(!target.exists(".vault/x.png") && !target.exists("2026/11/other.md"))
    }

    @Test func aFolderLinkedOutOfTheVaultIsRefused() throws {
        let source = try Self.source()
        #expect(source.run(["export", "json", "-o", source.base + "/out/"]).status == 0)
        let target = try TemporaryVault()
        try FileManager.default.createDirectory(atPath: target.base + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: target.path("2026"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: target.path("2026/10"), withDestinationPath: target.base + "/elsewhere")
        let imported = target.run(["import", "json", source.base + "/out/"])
        #expect(imported.status != 0)
        #expect(imported.stderr.contains("2026/10"), "\(imported.stderr)")
        #expect((try FileManager.default.contentsOfDirectory(atPath: target.base + "/elsewhere")).isEmpty)
    }

    @Test func retargetingRewritesOnlyTheLinksToTheFile() {
        let body = """
            ![a](attachments/y.png) ![b](./attachments/y.png?x) [c](<../11/attachments/y.png> "t") ![d](attachments/yy.png)
            [e]: attachments/y.png
            ```
            ![code](attachments/y.png)
            ```

            """
        let rewritten = ImportPlan.retargetLinks(in: body, from: "2026/11", naming: "2026/11/attachments/y.png", to: "y-2.png")
        #expect(rewritten == """
            ![a](attachments/y-2.png) ![b](./attachments/y-2.png?x) [c](<../11/attachments/y-2.png> "t") ![d](attachments/yy.png)
            [e]: attachments/y-2.png
            ```
            ![code](attachments/y.png)
            ```

            """)
        #expect(ImportPlan.renamedDestination("attachments/my%20pic.png", from: "my pic.png", to: "my pic-2.png") == "attachments/my%20pic-2.png")
        #expect(ImportPlan.renamedDestination("attachments/%EC%82%AC%EC%A7%84.jpg", from: "사진.jpg", to: "사진-3.jpg") == "attachments/%EC%82%AC%EC%A7%84-3.jpg")
        // A name whose written form cannot take the insertion is written whole, encoded.
        #expect(ImportPlan.renamedDestination("attachments/a%2Ejpg", from: "a.jpg", to: "a-2.jpg") == "attachments/a-2.jpg")
        #expect(ImportPlan.destinationForm("a (1) b.png") == "a%20%281%29%20b.png")
    }
}
