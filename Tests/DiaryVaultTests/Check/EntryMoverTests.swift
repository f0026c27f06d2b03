import Foundation
import Testing
@testable import DiaryVault

/// Moving misplaced entries: a free name in the right folder, never a replaced file, never out
/// of the vault.
@Suite struct EntryMoverTests {
    static let day = CivilDate(year: 2026, month: 11, day: 3)!
    static let bytes = Array("---\ndate: 2026-11-03\n---\nText.\n".utf8)

    @Test func picksTheSameNameOrTheNextFreeOne() throws {
        let vault = try FixtureVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        try vault.write("2026/11/2026-11-03-x.md", "other")
        try vault.write("2026/11/2026-11-03-x-2.md", "other")
        var mover = EntryMover(vault: try vault.vault)
        #expect(try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day) == "2026/11/2026-11-03-x-3.md")
        #expect(try mover.reserveDestination(for: "2026/09/2026-11-03-x.md", day: Self.day) == "2026/11/2026-11-03-x-4.md")
        #expect(try mover.reserveDestination(for: "2026/10/2026-11-03-y.md", day: Self.day) == "2026/11/2026-11-03-y.md")
    }

    @Test func createsTheMonthFolderAndMoves() throws {
        let vault = try FixtureVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        var mover = EntryMover(vault: try vault.vault)
        let destination = try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day)
        try mover.move("2026/10/2026-11-03-x.md", to: destination, expected: Self.bytes)
        #expect(try vault.snapshot() == ["2026/11/2026-11-03-x.md": Self.bytes])
    }

    @Test func neverReplacesAFileThatAppearedMeanwhile() throws {
        let vault = try FixtureVault()
        try vault.write("2026/10/2026-11-03-x.md", Self.bytes)
        var mover = EntryMover(vault: try vault.vault)
        let destination = try mover.reserveDestination(for: "2026/10/2026-11-03-x.md", day: Self.day)
        try vault.write(destination, "written by someone else")
        #expect(throws: VaultError.writeFailed(path: vault.path(destination), reason: "File exists")) {
            try mover.move("2026/10/2026-11-03-x.md", to: destination, expected: Self.bytes)
        }
        #expect(try vault.read("2026/10/2026-11-03-x.md") == Self.bytes)
        #expect(try vault.read(destination) == Array("written by someone else".utf8))
    }

    @Test func refusesAMonthFolderThatLeadsOutOfTheVault() throws {
        let vault = try FixtureVault()
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
        let vault = try FixtureVault()
        let entry = Array("---\nuuid: 0C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8\ndate: 2026-11-03\n---\nText.\n".utf8)
        try vault.write("2026/10/2026-11-03-x.md", entry)
        try vault.write("2026/11", "not a folder")
        let result = vault.run(["check", "--fix"])
        #expect(result.stderr == "2026/10/2026-11-03-x.md: error: not fixed: cannot write: 2026/11 is not a folder; the file was not changed\n")
        #expect(try vault.read("2026/10/2026-11-03-x.md") == entry)
    }

    @Test(arguments: ["..", "."])
    func refusesANameThatIsNotOneName(name: String) throws {
        let vault = try FixtureVault()
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
        let vault = try FixtureVault()
        try vault.write("2026/10/x.md", Self.bytes)
        let mover = EntryMover(vault: try vault.vault)
        #expect(throws: VaultError.outsideVault(path: "2026/11/../../../x.md")) {
            try mover.move("2026/10/x.md", to: "2026/11/../../../x.md", expected: Self.bytes)
        }
        #expect(try vault.read("2026/10/x.md") == Self.bytes)
    }
}
