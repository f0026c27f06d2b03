import Foundation
import Testing
@testable import DiaryVault

/// An Obsidian vault, a Logseq graph and a Jekyll + Hugo folder (copies of
/// `../shared/import-samples/`, in `Fixtures/Layouts/`) made vaults with `vault init` and read
/// with `vault check` and `vault index` as they are: no file changes, and every markdown file is
/// either read or reported, with the `vault import` command for the layout.
@Suite struct OtherLayoutsEndToEndTests {
    /// Every file under a folder but `.vault/`, with its bytes.
    static func snapshot(_ root: String) throws -> [String: [UInt8]] {
        var files: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let path = enumerator?.nextObject() as? String {
            guard !path.hasPrefix(".vault"), FileSystem.status(root + "/" + path)?.kind == .regular else { continue }
            files[path] = try FileSystem.read(root + "/" + path)
        }
        return files
    }

    /// How many markdown files the unread-markdown warnings of a JSON problem list count.
    static func reportedCount(_ json: String) -> Int {
        var total = 0
        for part in json.components(separatedBy: #""kind":"unread-markdown""#).dropFirst() {
            guard let range = part.range(of: #"(\d+) markdown files?"#, options: .regularExpression) else { continue }
            total += Int(part[range].prefix { $0.isNumber }) ?? 0
        }
        return total
    }

    @Test(arguments: [
        ("obsidian", 0, "vault import obsidian ."),
        ("logseq", 0, "vault import logseq ."),
        ("posts", 0, "vault import posts "),
    ])
    func readsAnotherToolsFolderWithoutChangingIt(layout: String, entries: Int, hint: String) throws {
        let vault = try TemporaryVault(marked: false, copying: "Layouts/" + layout)
        #expect(vault.run(["init"]).status == 0)
        let before = try Self.snapshot(vault.root)
        let markdown = before.keys.filter { UnreadMarkdown.isMarkdown(($0 as NSString).lastPathComponent) }
        #expect(markdown.count > 5)

        let check = vault.run(["check", "--json"])
        let index = vault.run(["index", "--json"])
        let text = vault.run(["index"])
        #expect(vault.run(["check"]).stdout.contains(hint))
        #expect(text.stderr.contains("warning:"))
        #expect(text.stderr.contains(hint))
        #expect(index.stdout.contains(#""entryCount":\#(entries),"problems":["#))
        #expect(Self.reportedCount(index.stdout) + entries == markdown.count)
        #expect(Self.reportedCount(check.stdout) + entries == markdown.count)
        #expect(try Self.snapshot(vault.root) == before)
        // --fix moves no file of another tool's folder: with --dry-run it plans nothing, and it
        // changes nothing.
        let dryRun = vault.run(["check", "--fix", "--dry-run"])
        #expect(dryRun.stdout == "")
        #expect(dryRun.stderr.hasPrefix("dry run: --fix would make 0 fixes in 0 files; nothing was written"))
        #expect(try Self.snapshot(vault.root) == before)
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed.stderr == "")
        #expect(!fixed.stdout.contains("fixed "))
        #expect(try Self.snapshot(vault.root) == before)
    }

    /// The import command is named once, on the first folder, not under every folder of the vault.
    @Test func obsidianDailyNotesAreReportedWithTheImportCommand() throws {
        let vault = try TemporaryVault(copying: "Layouts/obsidian")
        let run = vault.run(["index"])
        #expect(run == CLIRun(status: 0, stdout: "no entries in this vault\n", stderr: """
            Daily: warning: 11 markdown files in Daily/ are outside the YYYY/MM/ folders, so vault does not read them: 2026-11-01.md, 2026-11-03.md, 2026-11-05.md, and 8 more
            hint: this looks like an Obsidian vault: bring its entries in with 'vault import obsidian .'; 10 of them are named by date but Obsidian's, so --fix leaves them
            People: warning: 1 markdown file in People/ is outside the YYYY/MM/ folders, so vault does not read it: Mina.md
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date
            Templates: warning: 1 markdown file in Templates/ is outside the YYYY/MM/ folders, so vault does not read it: Daily.md
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date

            """))
    }

    /// With markdown at the root of an Obsidian vault too, the import command is named once (on
    /// the root), not again under Daily/.
    @Test func theImportCommandIsNamedOnceWithMarkdownAtTheRoot() throws {
        let vault = try TemporaryVault(copying: "Layouts/obsidian")
        try vault.write("Inbox.md", "hi\n")
        let run = vault.run(["index"])
        #expect(run.stderr.components(separatedBy: "bring its entries in with 'vault import obsidian .'").count == 2, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("""
            .: warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: Inbox.md
            hint: this looks like an Obsidian vault: bring its entries in with 'vault import obsidian .'
            Daily: warning: 11 markdown files in Daily/ are outside the YYYY/MM/ folders, so vault does not read them: 2026-11-01.md, 2026-11-03.md, 2026-11-05.md, and 8 more
            hint: 10 of them are named by date but Obsidian's, so --fix leaves them

            """), "\(run.stderr)")
    }

    @Test func aDayOneExportAtTheRootIsNamed() throws {
        let vault = try TemporaryVault()
        try vault.write("Journal.json", "{\"entries\": []}\n")
        let run = vault.run(["check"])
        #expect(run.stdout == """
            .: warning: the vault root holds a Day One export, which vault does not read as it is [unread-markdown]
            hint: bring its entries in with 'vault import dayone .'
            checked 0 entries: 1 problem (0 errors, 1 warning)

            """)
    }

    @Test func readmeAndIndexAtTheRootAreNotCounted() throws {
        let vault = try TemporaryVault()
        try vault.write("README.md", "# My diary\n")
        try vault.write("INDEX.md", "# Index\n")
        try vault.write("2026/11/2026-11-29-walk.md", "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\n---\nWalk.\n")
        #expect(vault.run(["index"]).stderr == "")
        try vault.write("2026/notes.md", "# Notes\n")
        #expect(vault.run(["index"]).stderr == """
            2026: warning: 1 markdown file in 2026/ is outside the YYYY/MM/ folders, so vault does not read it: notes.md
            hint: notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date

            """)
    }
}
