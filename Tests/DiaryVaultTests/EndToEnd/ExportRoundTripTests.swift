import Foundation
import Testing
@testable import DiaryVault

/// Round trips through the other side's importer: vault -> `export dayone` -> `import dayone`
/// into an empty vault gives the same entries (uuid, day and time, title, starred, tags, the keys
/// Day One holds, bodies, attachments' bytes); the same for `export json` -> `import json` for
/// what that importer reads. The differences each format cannot avoid are asserted as such.
@Suite struct ExportRoundTripTests {
    /// Every entry of a vault by uuid, with its path.
    static func entries(in vault: TemporaryVault) throws -> [String: (entry: Entry, path: String)] {
        var found: [String: (Entry, String)] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: vault.root).filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }
        for path in paths {
            let entry = try Entry(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: vault.path(path)))), path: path)
            found[try #require(entry.uuid?.canonical, "\(path) has no uuid")] = (entry, path)
        }
        return found
    }

    /// The bytes of every file a body links from `attachments/`, in link order.
    static func attachments(of entry: Entry, path: String, in vault: TemporaryVault) throws -> [[UInt8]] {
        let folder = path.split(separator: "/").dropLast().joined(separator: "/")
        var result: [[UInt8]] = []
        var rest = Substring(entry.body)
        while let open = rest.range(of: "](attachments/") {
            rest = rest[open.upperBound...]
            let name = String(rest.prefix { $0 != ")" })
            let decoded = name.removingPercentEncoding ?? name
            result.append(Array(try Data(contentsOf: URL(fileURLWithPath: vault.path(folder + "/attachments/" + decoded)))))
        }
        return result
    }

    /// The body with `attachments/...` link targets replaced by `attachments/*`.
    static func withoutLinkNames(_ body: String) -> String {
        body.replacingOccurrences(of: #"\]\(attachments/[^)]*\)"#, with: "](attachments/*)", options: .regularExpression)
    }

    @Test func dayOneExportImportsBackIntoAnEmptyVault() throws {
        let source = try ExportFixture.vault()
        let export = source.run(["export", "dayone", "-o", "diary.zip", "--include-private"])
        #expect(export.status == 0, "\(export.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "dayone", source.path("diary.zip")])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        // vault's own archive carries each file (vaultFile): the same files come back, byte for
        // byte, attachments under their names (the archive itself is not in the target).
        let expected = try source.snapshot().filter { $0.key != "diary.zip" }
        #expect(try target.snapshot() == expected)
        // Importing the archive again creates nothing.
        let again = target.run(["import", "dayone", source.path("diary.zip"), "--json"])
        #expect(again.status == 0)
        #expect(again.stdout.contains(#""new":0,"present":\#(expected.keys.filter { $0.hasSuffix(".md") }.count),"conflicts":0"#), "\(again.stdout)")
    }

    @Test func dayOneFieldsAloneStillGiveTheEntries() throws {
        // Without vaultFile (an archive that went through Day One), the Day One fields are read:
        // the same uuids, days, titles, stars and tags; what Day One cannot hold is lost.
        let source = try ExportFixture.vault()
        #expect(source.run(["export", "dayone", "-o", "diary.zip", "--include-private"]).status == 0)
        let reader = try ZipReader(try source.bytes("diary.zip"))
        var zip = ZipWriter(modified: ZipWriterTests.stamp)
        for member in reader.members where !member.isFolder {
            var bytes = try reader.contents(of: member)
            if member.name.hasSuffix(".json") {
                let text = String(decoding: bytes, as: UTF8.self)
                bytes = Array(text.replacingOccurrences(of: #",\"vaultFile\":\{\"path\":\"(?:[^\"\\]|\\.)*\",\"frontMatterSource\":\"(?:[^\"\\]|\\.)*\",\"body\":\"(?:[^\"\\]|\\.)*\"\}"#,
                                                        with: "", options: .regularExpression).utf8)
                #expect(!String(decoding: bytes, as: UTF8.self).contains("vaultFile"))
            }
            try zip.add(member.name, contents: bytes)
        }
        try source.write("dayone-only.zip", try zip.finish())
        let target = try TemporaryVault()
        let imported = target.run(["import", "dayone", source.path("dayone-only.zip")])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let before = try Self.entries(in: source)
        let after = try Self.entries(in: target)
        #expect(Set(after.keys) == Set(before.keys))
        for (uuid, original) in before {
            let back = try #require(after[uuid], "\(original.path) did not come back")
            let (a, b) = (original.entry, back.entry)
            #expect(b.date?.day == a.date?.day, "\(original.path)")
            #expect(b.title == a.title, "\(original.path)")
            #expect(b.isStarred == a.isStarred, "\(original.path)")
            #expect(b.tags == a.tags, "\(original.path)")
            #expect(Self.withoutLinkNames(b.body) == Self.withoutLinkNames(DayOneExport.text(of: a)), "\(original.path)")
            #expect(try Self.attachments(of: b, path: back.path, in: target) == Self.attachments(of: a, path: original.path, in: source), "\(original.path)")
        }
        let coffee = try #require(after["FDA536A3-A434-46F9-A7FB-3F46C9374388"]?.entry)
        #expect(coffee.mood == nil)
        #expect(coffee.date?.text == "2026-11-29T08:10:00+09:00")
    }

    @Test func jsonExportImportsBackIntoAnEmptyVault() throws {
        let source = try ExportFixture.vault()
        let export = source.run(["export", "json", "-o", "diary.json", "--include-private"])
        #expect(export.status == 0, "\(export.stderr)")
        let target = try TemporaryVault()
        let imported = target.run(["import", "json", source.path("diary.json")])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let before = try Self.entries(in: source)
        let after = try Self.entries(in: target)
        #expect(Set(after.keys) == Set(before.keys))
        for (uuid, original) in before {
            let back = try #require(after[uuid], "\(original.path) did not come back")
            let (a, b) = (original.entry, back.entry)
            #expect(b.date?.day == a.date?.day, "\(original.path)")
            #expect(b.title == a.title, "\(original.path)")
            #expect(b.mood == a.mood, "\(original.path)")
            #expect(b.isStarred == a.isStarred, "\(original.path)")
            #expect(b.tags == a.tags, "\(original.path)")
            #expect(b.body.trimmingLeadingBlankLines == a.body.trimmingLeadingBlankLines, "\(original.path)")
        }
    }
}
