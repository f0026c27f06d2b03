import Foundation
import Testing
@testable import DiaryVault

/// The real jrnl reads what `vault export jrnl` writes: SampleVault goes through
/// `jrnl --import` into a fresh journal and back out with `jrnl --format json`, and every entry
/// keeps its date (to the minute), title, body, tags and star; `vault import jrnl` of that JSON
/// into an empty vault gives them back again. `.ci/run` installs jrnl
/// (`pip install jrnl`); without it on `PATH` the test is skipped.
@Suite struct JrnlClientEndToEndTests {
    static let hasJrnl = ExternalTool.find("jrnl") != nil

    /// jrnl's configuration as `jrnl` writes it on first run (its defaults: `tagsymbols: '#@'`,
    /// timeformat `%Y-%m-%d %H:%M`), with colours off and the journal in `folder`.
    static func config(journal: String) -> String {
        """
        colors: {body: none, date: none, tags: none, title: none}
        default_hour: 9
        default_minute: 0
        editor: ''
        encrypt: false
        highlight: false
        indent_character: '|'
        journals:
          default:
            journal: \(journal)
        linewrap: 79
        tagsymbols: '#@'
        template: false
        timeformat: '%Y-%m-%d %H:%M'
        version: v4.6

        """
    }

    @Test(.enabled(if: hasJrnl, "jrnl is not on PATH: install it with 'python3 -m pip install jrnl' (.ci/run does)"))
    func jrnlImportsTheExportAndGivesBackEveryEntry() throws {
        try TemporaryVault.withFolder { folder in
            try FileManager.default.copyItem(at: EndToEnd.sampleVault, to: folder.appendingPathComponent("SampleVault"))
            let export = EndToEnd.run(["--vault", "SampleVault", "export", "jrnl", "-o", "export.txt"], in: folder)
            #expect(export.status == 0, "\(export.stderr)")
            let base = folder.path
            try Self.config(journal: base + "/journal.txt").write(toFile: base + "/jrnl.yaml", atomically: true, encoding: .utf8)
            let environment = ["HOME": base, "XDG_CONFIG_HOME": base + "/config", "XDG_DATA_HOME": base + "/data", "NO_COLOR": "1"]
            let imported = try #require(try ExternalTool.run("jrnl", ["--config-file", base + "/jrnl.yaml", "--import", "--file", base + "/export.txt"],
                                                             environment: environment))
            #expect(imported.status == 0, "\(imported.stderr)")
            let exported = try #require(try ExternalTool.run("jrnl", ["--config-file", base + "/jrnl.yaml", "--format", "json"], environment: environment))
            #expect(exported.status == 0, "\(exported.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)) as? [String: Any])
            let back = try #require(json["entries"] as? [[String: Any]])
            let originals = try Self.sampleEntries()
            #expect(back.count == originals.count)
            // jrnl sorts by date and keeps no order within a minute: match entries by date, time and title.
            var byKey: [String: [String: Any]] = [:]
            for entry in back { byKey["\(entry["date"] ?? "") \(entry["time"] ?? "") \(entry["title"] ?? "")"] = entry }
            #expect(byKey.count == back.count, "two entries share a minute and a title")
            for original in originals {
                let key = JrnlRenderer.dateText(original.date) + " " + original.entry.title
                let entry = try #require(byKey[key], "jrnl has no entry '\(key)' (\(original.path))")
                #expect(entry["starred"] as? Bool == original.entry.isStarred, "\(original.path)")
                let tags = (entry["tags"] as? [String] ?? []).filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
                #expect(Set(tags) == Set(original.entry.tags.map { JrnlRenderer.tagWord($0).lowercased() }), "\(original.path)")
                #expect(Self.bodyWithoutTagLine(entry["body"] as? String ?? "", tags: tags) == Self.trimmed(original.bodyAfterTitle.replacingOccurrences(of: "\r\n", with: "\n")), "\(original.path)")
            }
            // The last step: jrnl's JSON export imported into an empty vault with `vault import jrnl`.
            try exported.stdout.write(toFile: base + "/jrnl.json", atomically: true, encoding: .utf8)
            let target = try TemporaryVault()
            let back2 = target.run(["import", "jrnl", base + "/jrnl.json"])
            #expect(back2.status == 0, "\(back2.stdout)\(back2.stderr)")
            var vaultEntries: [String: Entry] = [:]
            for path in try FileManager.default.subpathsOfDirectory(atPath: target.root) where path.hasSuffix(".md") && !path.hasPrefix(".") {
                let entry = try Entry(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: target.path(path)))), path: path)
                if let date = entry.date { vaultEntries[JrnlRenderer.dateText(date) + " " + entry.title] = entry }
            }
            #expect(vaultEntries.count == originals.count)
            for original in originals {
                let key = JrnlRenderer.dateText(original.date) + " " + original.entry.title
                let entry = try #require(vaultEntries[key], "vault import jrnl gave no entry '\(key)' (\(original.path))")
                #expect(entry.isStarred == original.entry.isStarred, "\(original.path)")
                // jrnl lowercases tags, and with its default tagsymbols also reads '#' words of the body.
                #expect(Set(original.entry.tags.map { JrnlRenderer.tagWord($0).lowercased() }).isSubset(of: Set(entry.tags)), "\(original.path)")
                let tags = entry.tags
                #expect(Self.bodyWithoutTagLine(entry.body, tags: tags) == Self.trimmed(original.bodyAfterTitle.replacingOccurrences(of: "\r\n", with: "\n")), "\(original.path)")
            }
            // Import -> export -> import: the imported vault exported to jrnl, through the real
            // jrnl again, and imported into itself creates and changes nothing.
            let snapshot = try target.snapshot()
            let again = target.run(["export", "jrnl", "-o", base + "/again.txt"])
            #expect(again.status == 0, "\(again.stderr)")
            try Self.config(journal: base + "/journal2.txt").write(toFile: base + "/jrnl2.yaml", atomically: true, encoding: .utf8)
            let reimported = try #require(try ExternalTool.run("jrnl", ["--config-file", base + "/jrnl2.yaml", "--import", "--file", base + "/again.txt"],
                                                               environment: environment))
            #expect(reimported.status == 0, "\(reimported.stderr)")
            let reexported = try #require(try ExternalTool.run("jrnl", ["--config-file", base + "/jrnl2.yaml", "--format", "json"], environment: environment))
            try reexported.stdout.write(toFile: base + "/jrnl2.json", atomically: true, encoding: .utf8)
            let third = target.run(["import", "jrnl", base + "/jrnl2.json", "--json"])
            #expect(try target.snapshot() == snapshot)
            // jrnl's JSON lists an entry's tags in set order (imported in order of appearance) and
            // a heading's `##` among them (not imported as a tag): nothing is a conflict.
            #expect(third.status == 0, "\(third.stdout.prefix(600))")
            #expect(third.stdout.contains(#""new":0,"present":\#(originals.count),"conflicts":0"#), "\(third.stdout.prefix(600))")
            #expect(third.stdout.contains(#""new":0,"#), "\(third.stdout.prefix(600))")
        }
    }

    /// SampleVault's entries, as the export reads them.
    static func sampleEntries() throws -> [ExportEntry] {
        let root = EndToEnd.sampleVault.path
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root)
            .filter { $0.hasSuffix(".md") && !$0.hasPrefix(".") }
        return try paths.map { path in
            let entry = try Entry(parsing: Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))), path: path)
            return ExportEntry(entry: entry, path: path, date: try #require(entry.date))
        }
    }

    /// jrnl's body without the last line of `@tag` words the export added, trimmed as jrnl trims.
    static func bodyWithoutTagLine(_ body: String, tags: [String]) -> String {
        var lines = trimmed(body).split(separator: "\n", omittingEmptySubsequences: false)
        if let last = lines.last, !last.isEmpty, last.split(separator: " ").allSatisfy({ $0.hasPrefix("@") && tags.contains(String($0.dropFirst()).lowercased()) }) {
            lines.removeLast()
        }
        return trimmed(lines.joined(separator: "\n"))
    }

    /// Text without surrounding white space, as jrnl stores a body.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
