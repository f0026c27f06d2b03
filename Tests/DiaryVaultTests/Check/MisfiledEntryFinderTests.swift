import Foundation
import Testing
@testable import DiaryVault

/// Markdown files in folders meant as month folders but not named as one, and folders named like
/// entries: vault does not read them, so `vault check` says so.
@Suite struct MisfiledEntryFinderTests {
    static let entry = "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-01\n---\nText.\n"

    /// Folders that look like month folders but are not (`2026/13`, `2026/1`, `202/11`, a
    /// subfolder) are not read, and `vault check` warns about each entry in them.
    @Test func warnsAboutEachEntryVaultDoesNotRead() throws {
        let vault = try TemporaryVault()
        for file in ["2026/13/x.md", "2026/1/x.md", "202/11/x.md", "2026/11/sub/x.md"] {
            try vault.write(file, Self.entry)
        }
        try FileManager.default.createDirectory(atPath: vault.path("2026/11/2026-11-12-dir.md"), withIntermediateDirectories: true)
        let result = vault.run(["check"])
        #expect(result.stdout == """
            202/11/x.md: warning: markdown file in '202/11', which is not a YYYY/MM folder; vault does not read it [entry-outside-month-folder]
            hint: if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)
            2026/1/x.md: warning: markdown file in '2026/1', which is not a YYYY/MM folder; vault does not read it [entry-outside-month-folder]
            hint: if it is an entry, move it into 2026/01/, or the YYYY/MM folder of its date
            2026/11/2026-11-12-dir.md: warning: a folder named like an entry; vault reads entries only from files, so it does not read it [folder-named-like-entry]
            hint: rename the folder so its name does not end in .md; if an entry is inside, move the file up into 2026/11/
            2026/11/sub/x.md: warning: markdown file in '2026/11/sub', which is not a YYYY/MM folder; vault does not read it [entry-outside-month-folder]
            hint: if it is an entry, move it into 2026/11/, or the YYYY/MM folder of its date
            2026/13/x.md: warning: markdown file in '2026/13', which is not a YYYY/MM folder; vault does not read it [entry-outside-month-folder]
            hint: if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)
            checked 0 entries: 5 problems (0 errors, 5 warnings)

            """)
        #expect(result.status == 1)
        let fixed = vault.run(["check", "--fix", "--json"])
        #expect(fixed.stdout.hasPrefix(#"{"entriesChecked":0,"dryRun":false,"problems":[{"kind":"entry-outside-month-folder","severity":"warning","path":"202/11/x.md","line":null,"column":null,"message":"markdown file in '202/11', which is not a YYYY/MM folder; vault does not read it","hint":"if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)","fixable":false}"#))
        #expect(fixed.stdout.hasSuffix(#""fixes":[],"failures":[]}"# + "\n"))
    }

    /// Folders of attachments, hidden files, other files and links in a near-miss folder are not
    /// entries; deeper folders are looked into.
    @Test func reportsOnlyMarkdownFilesAndLooksIntoDeeperFolders() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-01-walk.md", Self.entry)
        try vault.write("2026/11/photos/map.jpg", [0xFF, 0xD8])
        try vault.write("2026/11/photos/.draft.md", "x\n")
        try vault.write("2026/11/photos/2026/11/deep.MD", Self.entry)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/photos/link.md"),
                                                   withDestinationPath: "../2026-11-01-walk.md")
        let problems = VaultChecker(vault: try vault.vault).check().problems
        #expect(problems.map { "\($0.path) [\($0.kind)]" } == [
            "2026/11/photos/2026/11/deep.MD [entry-outside-month-folder]",
        ])
    }

    @Test func looksOnlyIntoTheNamedPaths() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/13/x.md", Self.entry)
        try vault.write("2026/1/x.md", Self.entry)
        try vault.write("2026/11/2026-11-01-walk.md", Self.entry)
        let problems = VaultChecker(vault: try vault.vault).check(scope: ["2026/1"]).problems
        #expect(problems.map(\.path) == ["2026/1/x.md"])
        #expect(VaultChecker(vault: try vault.vault).check(scope: ["2026/13/x.md"]).problems.map(\.path).contains("2026/13/x.md"))
        #expect(VaultChecker(vault: try vault.vault).check(scope: ["2026/11"]).problems.isEmpty)
    }

    @Test(arguments: [
        ("2026/1", "if it is an entry, move it into 2026/01/, or the YYYY/MM folder of its date"),
        ("2026/001", "if it is an entry, move it into 2026/01/, or the YYYY/MM folder of its date"),
        ("2026/11/sub/deeper", "if it is an entry, move it into 2026/11/, or the YYYY/MM folder of its date"),
        ("2026/13", "if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)"),
        ("2026/0", "if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)"),
        ("202/11", "if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)"),
    ] as [(String, String)])
    func namesTheMonthFolderThePathMeans(folder: String, hint: String) {
        #expect(MisfiledEntryFinder.hint(folder: folder) == hint)
    }
}
