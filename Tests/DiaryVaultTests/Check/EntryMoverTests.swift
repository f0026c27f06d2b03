import Foundation
import Testing
@testable import DiaryVault

/// Moving misplaced entries: a free name in the right folder, never a replaced file, never out
/// of the vault.
@Suite struct EntryMoverTests {
    static let day = CivilDate(year: 2026, month: 11, day: 3)!
    static let bytes = Array("---\ndate: 2026-11-03\n---\nText.\n".utf8)

    @Test func picksTheSameNameOrTheNextFreeOne() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        try vault.write("2026/11/2026-11-03-x.md", "other")
        try vault.write("2026/11/2026-11-03-x-2.md", "other")
        var mover = EntryMover(vault: try vault.vault)
        #expect(try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day) == "2026/11/2026-11-03-x-3.md")
        #expect(try mover.reserveDestination(for: "2026/09/2026-11-03-x.md", day: Self.day) == "2026/11/2026-11-03-x-4.md")
        #expect(try mover.reserveDestination(for: "2026/10/2026-11-03-y.md", day: Self.day) == "2026/11/2026-11-03-y.md")
    }

    /// `--fix` moves `2026/11/2026-11-28-written-by-editor.md`, dated 2026-10-05, into 2026/10/
    /// with the entry's day in the name, as `edit --move` writes it (keeping `2026-11-28` would
    /// make the next check warn that the name's date is not the entry's).
    @Test func putsTheEntrysDayInTheFileName() throws {
        let vault = try TemporaryVault()
        let entry = "---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-10-05\n---\nText.\n"
        try vault.write("2026/11/2026-11-28-written-by-editor.md", entry)
        try vault.write("2026/11/2026-11-28.md", entry.replacing("0C1E", with: "1C1E"))
        // A file whose front matter is a line too low: no fix touches it, so its name stays taken.
        try vault.write("2026/10/2026-10-05.md", "\n---\ntaken: yes\n---\n")
        let fixed = vault.run(["check", "--fix"])
        #expect(fixed.stdout == """
            fixed 2026/11/2026-11-28-written-by-editor.md: moved to 2026/10/2026-10-05-written-by-editor.md [misplaced-entry]
            fixed 2026/11/2026-11-28.md: moved to 2026/10/2026-10-05-2.md [misplaced-entry]
            2026/10/2026-10-05.md: error: the file has no front matter, so the entry has no uuid and no date [missing-front-matter]
            hint: the '---' must be the very first line; remove the blank lines above it
            checked 3 entries, made 2 fixes: 1 problem (1 error, 0 warnings)

            """)
        #expect(try vault.bytes("2026/10/2026-10-05-written-by-editor.md") == Array(entry.utf8))
        #expect(try vault.snapshot().keys.sorted() == ["2026/10/2026-10-05-2.md", "2026/10/2026-10-05-written-by-editor.md", "2026/10/2026-10-05.md"])
    }

    @Test(arguments: [
        ("2026-11-28-walk.md", "2026-10-05-walk.md"),
        ("2026-11-28.md", "2026-10-05.md"),
        ("2026-11-28-.md", "2026-10-05-.md"),
        ("2026-11-28-산책.md", "2026-10-05-산책.md"),
        ("2026-11-28_walk.md", "2026-11-28_walk.md"),
        ("2026-11-28.markdown.md", "2026-11-28.markdown.md"),
        ("2026-11-280-walk.md", "2026-11-280-walk.md"),
        ("2026-02-30-walk.md", "2026-02-30-walk.md"),
        ("walk-2026-11-28.md", "walk-2026-11-28.md"),
        ("2026-11-28", "2026-11-28"),
    ] as [(String, String)])
    func replacesTheDateANameStartsWith(name: String, renamed: String) {
        #expect(EntryMover.renamed(name, for: CivilDate(year: 2026, month: 10, day: 5)!) == renamed)
    }

    @Test func createsTheMonthFolderAndMoves() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        var mover = EntryMover(vault: try vault.vault)
        let destination = try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day)
        try mover.move("2026/10/2026-11-03-x.md", to: destination, expected: Self.bytes)
        #expect(try vault.snapshot() == ["2026/11/2026-11-03-x.md": Self.bytes])
    }

    @Test func neverReplacesAFileThatAppearedMeanwhile() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        var mover = EntryMover(vault: try vault.vault)
        let destination = try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day)
        try vault.write(destination, "written by someone else")
        #expect(throws: VaultError.writeFailed(path: vault.path(destination), reason: "File exists")) {
            try mover.move("2026/10/2026-11-03-x.md", to: destination, expected: Self.bytes)
        }
        #expect(try vault.bytes("2026/10/2026-11-03-x.md") == Self.bytes)
        #expect(try vault.bytes(destination) == Array("written by someone else".utf8))
    }

    @Test func refusesAMonthFolderThatLeadsOutOfTheVault() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        try FileManager.default.createDirectory(at: vault.outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: vault.path("2026/11"), withDestinationPath: vault.outside.path)
        var mover = EntryMover(vault: try vault.vault)
        #expect(throws: VaultError.outsideVault(path: "\(vault.url.path)/2026/11")) {
            try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day)
        }
        let result = vault.run(["check", "--fix"])
        #expect(result.stderr == "2026/10/2026-11-03-x.md: error: not fixed: 2026/11 leads outside the vault; the file was not moved\n")
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: vault.outside.path).isEmpty)
    }

    @Test func refusesAMonthFolderThatIsAFile() throws {
        let vault = try TemporaryVault()
        let entry = Array("---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-03\n---\nText.\n".utf8)
        try vault.write("2026/10/2026-11-03-x.md", entry)
        try vault.write("2026/11", "not a folder")
        let result = vault.run(["check", "--fix"])
        #expect(result.stderr == "2026/10/2026-11-03-x.md: error: not fixed: cannot write: 2026/11 is not a folder; the file was not changed\n")
        #expect(try vault.bytes("2026/10/2026-11-03-x.md") == entry)
    }

    @Test(arguments: ["..", "."])
    func refusesANameThatIsNotOneName(name: String) throws {
        let vault = try TemporaryVault()
        var mover = EntryMover(vault: try vault.vault)
        #expect(throws: VaultError.self) {
            try mover.reserveDestination(for: "2026/10/" + name, day: Self.day)
        }
        #expect(!EntryMover.isPlainName(name))
    }

    @Test func acceptsOnlyOneNameAsAFileName() {
        #expect(EntryMover.isPlainName("2026-11-03-x.md"))
        #expect(!EntryMover.isPlainName(""))
        #expect(!EntryMover.isPlainName("a/../../b.md"))
        #expect(!EntryMover.isPlainName("a\u{0}b"))
    }

    @Test func refusesAMoveThatWouldLeaveTheVault() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/10/x.md", Self.bytes)
        let mover = EntryMover(vault: try vault.vault)
        #expect(throws: VaultError.outsideVault(path: "2026/11/../../../x.md")) {
            try mover.move("2026/10/x.md", to: "2026/11/../../../x.md", expected: Self.bytes)
        }
        #expect(try vault.bytes("2026/10/x.md") == Self.bytes)
    }
}

/// The rename that never replaces a file (``EntryMover/renameWithoutReplacing(_:to:)``).
@Suite struct EntryMoverRenameTests {
    @Test func renamesAndRefusesATakenName() throws {
        let vault = try TemporaryVault()
        try vault.write("a.md", "A\n")
        try vault.write("b.md", "B\n")
        #expect(EntryMover.renameWithoutReplacing(vault.path("a.md"), to: vault.path("b.md")) == .failed(EEXIST))
        #expect(try vault.text("a.md") == "A\n")
        #expect(try vault.text("b.md") == "B\n")
        #expect(EntryMover.renameWithoutReplacing(vault.path("a.md"), to: vault.path("c.md")) == .moved)
        #expect(!vault.exists("a.md"))
        #expect(try vault.text("c.md") == "A\n")
    }
}
