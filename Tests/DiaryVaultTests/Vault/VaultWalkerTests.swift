import Foundation
import Testing
@testable import DiaryVault

@Suite struct VaultWalkerTests {
    /// A vault with entries, look-alike folders, hidden and stray files, and links in and out.
    func makeVault(in directory: URL) throws -> Vault {
        let files = [
            "vault/2026/11/2026-11-29-walk.md", "vault/2026/11/2026-11-01-a.md", "vault/2026/11/photo.jpg",
            "vault/2026/11/.draft.md", "vault/2026/01/2026-01-10-run.md", "vault/2025/12/2025-12-31-eve.md",
            "vault/2026/13/not-a-month.md", "vault/2026/1/short-month.md", "vault/202/short-year/x.md",
            "vault/20261/11/long-year.md", "vault/.git/2026/11/hidden.md", "vault/2026/README.md",
            "vault/INDEX.md", "vault/notes/2026/11/note.md", "outside/2026-11-02-secret.md",
        ]
        for file in files { try TemporaryVault.write("x\n", to: file, in: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("vault/2026/11/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("vault/2026/11/2026-11-02-linked.md").path,
            withDestinationPath: directory.appendingPathComponent("outside/2026-11-02-secret.md").path)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("vault/2026/11/2026-11-03-alias.md").path,
            withDestinationPath: "2026-11-01-a.md")
        return try Vault(root: "vault", currentDirectory: directory.path)
    }

    @Test func listsMarkdownInMonthFoldersOnly() throws {
        try TemporaryVault.withFolder { directory in
            let listing = VaultWalker(vault: try makeVault(in: directory)).list()
            #expect(listing.entryFiles.map(\.path) == [
                "2025/12/2025-12-31-eve.md", "2026/01/2026-01-10-run.md", "2026/11/2026-11-01-a.md",
                "2026/11/2026-11-29-walk.md",
            ])
            #expect(listing.entryFiles.map { [$0.year, $0.month] } == [[2025, 12], [2026, 1], [2026, 11], [2026, 11]])
            #expect(listing.otherFiles.map(\.path) == ["2026/11/photo.jpg"])
        }
    }

    /// A link that leads out is reported, never read; so is a link to another entry of the vault.
    @Test func reportsLinksLeadingOutOfTheVault() throws {
        try TemporaryVault.withFolder { directory in
            let listing = VaultWalker(vault: try makeVault(in: directory)).list(.month(year: 2026, month: 11))
            #expect(!listing.entryFiles.map(\.path).contains("2026/11/2026-11-02-linked.md"))
            #expect(listing.problems.map(\.kind) == ["symlink-outside-vault", "symlink-in-vault"])
            #expect(listing.problems.map(\.path) == ["2026/11/2026-11-02-linked.md", "2026/11/2026-11-03-alias.md"])
        }
    }

    /// `ln -s 2026-11-17-ok.md 2026/11/2026-11-17-alias.md`: the link is a warning and never
    /// listed (listing the entry twice would make `check --fix` give it a new uuid on every run).
    @Test func skipsALinkToAnotherEntryOfTheVault() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-17-ok.md", "x\n")
        try vault.write("notes/2026-11-18-note.md", "x\n")
        try vault.write("attachments/map.png", "x\n")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-17-alias.md"),
                                                   withDestinationPath: "2026-11-17-ok.md")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/2026-11-18-note.md"),
                                                   withDestinationPath: "../../notes/2026-11-18-note.md")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11/map.png"),
                                                   withDestinationPath: "../../attachments/map.png")
        let listing = VaultWalker(vault: try vault.vault).list()
        #expect(listing.entryFiles.map(\.path) == ["2026/11/2026-11-17-ok.md"])
        #expect(listing.otherFiles.map(\.path) == ["2026/11/map.png"])
        #expect(listing.problems.map { "\($0.path): \($0.severity.rawValue): \($0.message) [\($0.kind)]" } == [
            "2026/11/2026-11-17-alias.md: warning: symbolic link to another file of the vault; not read, so the entry is read once [symlink-in-vault]",
            "2026/11/2026-11-18-note.md: warning: symbolic link to another file of the vault; not read, so the entry is read once [symlink-in-vault]",
        ])
    }

    /// A year or month folder linked to another one would list its entries twice: it is skipped
    /// and reported. A year folder linked to a folder outside the year folders is the only way
    /// to its entries, so it is followed.
    @Test func skipsAFolderLinkedToAnotherYearOrMonthFolder() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-17-ok.md", "x\n")
        try vault.write("archive/2025/03/2025-03-01-old.md", "x\n")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/12"), withDestinationPath: "11")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2027"), withDestinationPath: "2026")
        try FileManager.default.createSymbolicLink(atPath: vault.path("2025"), withDestinationPath: "archive/2025")
        let listing = VaultWalker(vault: try vault.vault).list()
        #expect(listing.entryFiles.map(\.path) == ["2025/03/2025-03-01-old.md", "2026/11/2026-11-17-ok.md"])
        #expect(listing.problems.map { "\($0.path): \($0.message) [\($0.kind)]" } == [
            "2026/12: symbolic link to another folder of the vault; not followed, so its entries are read once [symlink-in-vault]",
            "2027: symbolic link to another folder of the vault; not followed, so its entries are read once [symlink-in-vault]",
        ])
    }

    /// A file named like a year or a month folder is no folder: the walk passes over it (the
    /// listing's kind says so, without a lookup per folder), and over nothing else.
    @Test func passesOverFilesNamedLikeFolders() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-17-ok.md", "x\n")
        try vault.write("2025", "not a folder\n")
        try vault.write("2026/12", "not a folder\n")
        let listing = VaultWalker(vault: try vault.vault).list()
        #expect(listing.entryFiles.map(\.path) == ["2026/11/2026-11-17-ok.md"])
        #expect(listing.otherFiles.isEmpty)
        #expect(listing.problems.isEmpty)
        #expect(VaultWalker(vault: try vault.vault).list(.year(2026)).entryFiles.map(\.path) == ["2026/11/2026-11-17-ok.md"])
        #expect(VaultWalker(vault: try vault.vault).list(.month(year: 2026, month: 12)).entryFiles.isEmpty)
    }

    /// Many year and month folders, listed by the reader pool, come back in path order.
    @Test func listsManyFoldersInPathOrder() throws {
        let vault = try TemporaryVault()
        var expected: [String] = []
        for year in 2019...2026 {
            for month in [1, 4, 7, 10, 12] {
                for day in [3, 1, 28] {
                    let path = "\(year)/\(CivilDate.pad(month, 2))/\(year)-\(CivilDate.pad(month, 2))-\(CivilDate.pad(day, 2)).md"
                    try vault.write(path, "x\n")
                    expected.append(path)
                }
            }
        }
        let listing = VaultWalker(vault: try vault.vault).list()
        #expect(listing.entryFiles.map(\.path) == expected.sorted(by: VaultWalker.bytesPrecede))
        #expect(listing.entryFiles.count == 8 * 5 * 3)
    }

    /// Folders that look meant as year or month folders, and folders in month folders, are noted
    /// from the names the walk lists anyway, for `vault check` to look into.
    @Test func notesNearMissFolders() throws {
        try TemporaryVault.withFolder { directory in
            let listing = VaultWalker(vault: try makeVault(in: directory)).list()
            #expect(listing.nearMissFolders == ["202", "2026/1", "2026/11/sub", "2026/13", "20261"])
        }
    }

    /// A vault of well-named folders notes none, so index pays nothing for the check.
    @Test func notesNoNearMissFoldersInAWellNamedVault() throws {
        let vault = try TemporaryVault(copying: "FixVault")
        try vault.write("notes/2026/1/idea.md", "x\n")
        #expect(VaultWalker(vault: try vault.vault).list().nearMissFolders == [])
    }

    @Test(arguments: [
        (VaultWalker.Scope.all, 4),
        (.year(2026), 3),
        (.year(2025), 1),
        (.month(year: 2026, month: 1), 1),
        (.month(year: 2026, month: 2), 0),
        (.year(1999), 0),
    ])
    func listsOnlyTheScope(scope: VaultWalker.Scope, count: Int) throws {
        try TemporaryVault.withFolder { directory in
            let listing = VaultWalker(vault: try makeVault(in: directory)).list(scope)
            #expect(listing.entryFiles.count == count)
        }
    }
}
