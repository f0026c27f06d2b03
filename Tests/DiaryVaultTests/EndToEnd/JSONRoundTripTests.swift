import Foundation
import Testing
@testable import DiaryVault

/// `vault export json` then `vault import json` into an empty vault is the identity: the same
/// files, byte for byte, at the same paths, attachments included (docs/EXPORT.md, "`json`");
/// and importing the same export again creates and changes nothing.
@Suite struct JSONRoundTripTests {
    static let photo: [UInt8] = Array("JFIF river night".utf8) + (0..<200).map { UInt8($0 % 256) }

    /// A vault of the shapes a round trip must keep: Hangul, comments and odd spacing in the
    /// front matter, a nested map, a mood vault cannot read, CRLF line endings, a date alone, a
    /// byte order mark, a file without front matter dated by its name, an attachment whose name
    /// has a space, and a private entry.
    static func generatedVault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-강변-야경.md", """
            ---
            uuid: 87A152F4-60CA-46FE-BD3D-B70B0D99ED20   # from Day One
            date: 2026-11-29T23:50:00+09:00
            starred:   yes
            tags: [산책, night walk]
            mood: content
            location:
              lat: 37.5
              name: Seoul
            ---
            # 강변 야경

            늦은 밤, 강변을 따라 걸었다.

            ![](attachments/river%20night.jpg)

            """)
        try vault.write("2026/11/attachments/river night.jpg", photo)
        try vault.write("2026/11/2026-11-28-all-day.md",
                        "---\r\nuuid: 3F2A8C10-5B7E-4C1D-9E6F-0A1B2C3D4E5F\r\ndate: 2026-11-28\r\ntitle: \"All day\"\r\n---\r\nA whole day.\r\n\r\nNo time.\r\n")
        try vault.write("2026/11/2026-11-27.md", "Only a body, dated by the file name.\n")
        try vault.write("2026/10/2026-10-03-bom.md", [0xEF, 0xBB, 0xBF] + Array("---\nuuid: 0B6E4A52-2C1F-4D3E-8A9B-7C6D5E4F3A2B\ndate: 2026-10-03T07:00:00\n---\n\n\n한글 본문, no final newline".utf8))
        try vault.write("2026/10/2026-10-04-secret.md", "---\nuuid: 1C2D3E4F-5A6B-4C7D-8E9F-0A1B2C3D4E5F\ndate: 2026-10-04\nprivate: true\n---\nSecret.\n")
        return vault
    }

    /// The entry files and attachments of a vault (every file but the private entry's).
    static func files(_ vault: TemporaryVault, leavingOut: Set<String> = []) throws -> [String: [UInt8]] {
        try vault.snapshot().filter { !leavingOut.contains($0.key) }
    }

    @Test(arguments: ["out/", "out.zip"])
    func exportThenImportGivesTheSameFiles(output: String) throws {
        let source = try Self.generatedVault()
        let exported = source.run(["export", "json", "-o", source.base + "/" + output])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", source.base + "/" + output])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let expected = try Self.files(source, leavingOut: ["2026/10/2026-10-04-secret.md"])
        let got = try Self.files(target)
        #expect(got.keys.sorted() == expected.keys.sorted())
        for (path, bytes) in expected {
            #expect(got[path] == bytes, "\(path)")
        }
        // The same export again: everything present, nothing written.
        let again = target.run(["import", "json", source.base + "/" + output, "--json"])
        #expect(again.status == 0)
        #expect(again.stdout.contains(#""counts":{"new":0,"present":4,"conflicts":0,"duplicates":0"#), "\(again.stdout)")
        #expect(try Self.files(target) == got)
    }

    @Test func aDocumentAloneBringsTheEntriesBackAndWarnsOfTheFilesItLacks() throws {
        let source = try Self.generatedVault()
        #expect(source.run(["export", "json", "-o", source.base + "/diary.json"]).status == 0)
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", source.base + "/diary.json"])
        #expect(imported.status == 0)
        #expect(imported.stderr.contains("2026/11/attachments/river night.jpg is not in the export; its link is kept"), "\(imported.stderr)")
        let got = try Self.files(target)
        for (path, bytes) in try Self.files(source) where path.hasSuffix(".md") && !path.contains("secret") {
            #expect(got[path] == bytes, "\(path)")
        }
    }

    @Test func sampleVaultComesBackByteForByte() throws {
        let source = try TemporaryVault()
        try FileManager.default.removeItem(atPath: source.root)
        try FileManager.default.copyItem(at: EndToEnd.sampleVault, to: URL(fileURLWithPath: source.root))
        try FileManager.default.createDirectory(atPath: source.root + "/.vault", withIntermediateDirectories: true)
        let exported = source.run(["export", "json", "-o", source.base + "/out/"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let target = try TemporaryVault()
        #expect(target.run(["import", "json", source.base + "/out"]).status == 0)
        let expected = try Self.files(source)
        #expect(expected.count > 20)
        #expect(try Self.files(target) == expected)
    }

    @Test func theDerivedFieldsAreNotWrittenAsKeys() throws {
        let source = try Self.generatedVault()
        #expect(source.run(["export", "json", "-o", source.base + "/diary.json"]).status == 0)
        let document = try String(contentsOfFile: source.base + "/diary.json", encoding: .utf8)
        #expect(document.contains(#""frontMatterSource":"---\nuuid: 87A152F4-60CA-46FE-BD3D-B70B0D99ED20   # from Day One\n"#))
        #expect(document.contains(#""attachments":["2026/11/attachments/river night.jpg"]"#))
        let target = try TemporaryVault()
        #expect(target.run(["import", "json", source.base + "/diary.json"]).status == 0)
        let text = try target.text("2026/11/2026-11-28-all-day.md")
        for key in ["day:", "time:", "offset:", "moodText:", "path:", "dateSource:", "frontMatter"] {
            #expect(!text.contains(key), "\(key)")
        }
    }

    @Test func anEmptyExportImportsAsNoEntries() throws {
        let source = try TemporaryVault()
        let exported = source.run(["export", "json", "-o", source.base + "/empty.json"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(try String(contentsOfFile: source.base + "/empty.json", encoding: .utf8) == "{\"version\":1,\"entries\":[],\"count\":0}\n")
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", source.base + "/empty.json", "--json"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains(#""counts":{"new":0,"present":0,"conflicts":0"#), "\(imported.stdout)")
        #expect(try Self.files(target).isEmpty)
    }

    @Test func aDocumentWithoutFrontMatterSourceIsWrittenFromItsValues() throws {
        let target = try TemporaryVault()
        try target.write("../hand.json", #"""
            {"version": 1, "entries": [{"uuid": "ignored", "day": "1999-01-01", "path": "2026/11/2026-11-29-hand.md",
              "frontMatter": {"uuid": "5D6E7F80-1A2B-4C3D-8E9F-A0B1C2D3E4F5", "date": "2026-11-29T10:00:00+09:00",
                              "tags": ["a", "b c"], "starred": true, "count": 3},
              "body": "Written by hand.\n"}]}
            """#)
        let imported = target.run(["import", "json", target.base + "/hand.json"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(try target.text("2026/11/2026-11-29-hand.md") == """
            ---
            uuid: 5D6E7F80-1A2B-4C3D-8E9F-A0B1C2D3E4F5
            date: 2026-11-29T10:00:00+09:00
            tags: [a, b c]
            starred: true
            count: 3
            ---
            Written by hand.

            """)
    }

    @Test func anEntryWhoseNameIsTakenGetsTheUsualName() throws {
        let source = try Self.generatedVault()
        #expect(source.run(["export", "json", "-o", source.base + "/out/"]).status == 0)
        let target = try TemporaryVault()
        try target.write("2026/11/2026-11-28-all-day.md", "---\ndate: 2026-11-28\n---\nAnother entry.\n")
        let imported = target.run(["import", "json", source.base + "/out", "--json"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(try target.text("2026/11/2026-11-28-all-day.md") == "---\ndate: 2026-11-28\n---\nAnother entry.\n")
        let moved = target.files(under: "2026/11").filter { $0.hasPrefix("2026/11/2026-11-28-") && $0 != "2026/11/2026-11-28-all-day.md" }
        #expect(moved.count == 1)
        #expect(try moved.first.map { try target.bytes($0) } == source.bytes("2026/11/2026-11-28-all-day.md"))
    }
}
