import Foundation
import Testing
@testable import DiaryVault

/// `export json -o DIR|.zip` carries every file the bodies link inside the vault (subfolders,
/// `../` into another month, balanced parentheses) and names the links it cannot carry; the zip
/// is streamed with `entries.json` first (issue 26, the rest, item 3). `export jrnl` leaves out
/// tags jrnl cannot hold and says so (item 5).
@Suite struct ExportLinkedFilesTests {
    static let body = """
        ---
        uuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001
        date: 2026-11-29
        ---
        ![one](attachments/photo%20(1).jpg) ![two](<attachments/my pic.png>)
        ![sub](attachments/sub/x.png) ![other month](../10/attachments/y.png)
        ![abs](/Users/me/z.png) ![gone](attachments/gone.png) [site](https://x.com/a.png) [entry](2026-11-28.md)

        [ref]: <attachments/ref pic.png> "A title"
        ```
        ![code](attachments/code.png)
        ```

        """

    @Test func fileLinksFollowCommonMark() throws {
        let entry = try Entry(parsing: Array(Self.body.utf8), path: "2026/11/a.md")
        let export = ExportEntry(entry: entry, path: "2026/11/a.md", date: try #require(entry.date))
        #expect(export.fileLinks == ["attachments/photo (1).jpg", "attachments/my pic.png", "attachments/sub/x.png",
                                     "../10/attachments/y.png", "/Users/me/z.png", "attachments/gone.png", "attachments/ref pic.png"])
    }

    static func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", Self.body)
        try vault.write("2026/11/attachments/photo (1).jpg", "one")
        try vault.write("2026/11/attachments/my pic.png", "two")
        try vault.write("2026/11/attachments/sub/x.png", "sub")
        try vault.write("2026/10/attachments/y.png", "other month")
        try vault.write("2026/11/attachments/ref pic.png", "ref")
        return vault
    }

    @Test(arguments: ["out/", "out.zip"])
    func linkedFilesTravelAndMissingOnesAreNamed(output: String) throws {
        let vault = try Self.vault()
        let exported = vault.run(["export", "json", "-o", vault.base + "/" + output])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stderr.contains("vault: warning: 2026/11/2026-11-29-a.md: the link '/Users/me/z.png' names no file in the vault; the file is not in the export"), "\(exported.stderr)")
        #expect(exported.stderr.contains("the link 'attachments/gone.png' names no file in the vault"), "\(exported.stderr)")
        let listed = ["2026/11/attachments/photo (1).jpg", "2026/11/attachments/my pic.png", "2026/11/attachments/sub/x.png", "2026/10/attachments/y.png",
                      "2026/11/attachments/ref pic.png"]
        if output.hasSuffix(".zip") {
            let zip = try ZipReader(Array(try Data(contentsOf: URL(fileURLWithPath: vault.base + "/" + output))))
            #expect(zip.members.map(\.name) == ["entries.json"] + listed)
        } else {
            for path in listed { #expect(FileManager.default.fileExists(atPath: vault.base + "/out/" + path), "\(path)") }
            let document = try String(contentsOfFile: vault.base + "/out/entries.json", encoding: .utf8)
            #expect(document.contains(#""attachments":["2026/11/attachments/photo (1).jpg","2026/11/attachments/my pic.png","2026/11/attachments/sub/x.png","2026/10/attachments/y.png","2026/11/attachments/ref pic.png"]"#), "\(document)")
        }
        // Importing it back: every linked file comes back at its path, the vault byte for byte.
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", vault.base + "/" + output])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.isEmpty, "\(imported.stderr)")
        #expect(try target.snapshot() == (try vault.snapshot()))
    }

    @Test func jrnlLeavesOutTagsWithoutALetterAndSaysSo() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-a.md", "---\ndate: 2026-11-29T21:00:00\ntags: ['#', walk, '--']\n---\nText.\n")
        let exported = vault.run(["export", "jrnl"])
        #expect(exported.status == 0)
        #expect(exported.stdout == "[2026-11-29 21:00] Text.\n@walk\n", "\(exported.stdout)")
        #expect(!exported.stdout.contains("@#"))
        #expect(exported.stderr.contains("vault: jrnl has no tag for these tags (no letter, digit or _), left out: '#' (1 entry), '--' (1 entry)"), "\(exported.stderr)")
        #expect(JrnlRenderer.isWritable("c++") && JrnlRenderer.isWritable("night walk") && !JrnlRenderer.isWritable("#") && !JrnlRenderer.isWritable(" "))
    }
}
