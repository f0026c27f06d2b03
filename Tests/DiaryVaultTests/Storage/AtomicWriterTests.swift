import Foundation
import Testing
@testable import DiaryVault

/// ``AtomicWriter`` replacing an entry: a file the user may not write is refused, never replaced
/// (its folder would allow that), and a replaced file keeps its owner and group.
@Suite struct AtomicWriterTests {
    static let entry = "---\nuuid: 6F1C2B9E-2D4A-4C1B-9E0F-8A7B6C5D4E3F\ndate: 2026-11-29\nstarred: true\n---\nWalk.\n"

    @Test func aReadOnlyFileIsNotReplaced() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", Self.entry)
        chmod(vault.path("2026/11/2026-11-29-walk.md"), 0o444)
        let run = vault.run(["unstar", "2026/11/2026-11-29-walk.md"])
        #expect(run == CLIRun(status: 1, stdout: "", stderr: """
            2026/11/2026-11-29-walk.md: error: the file is read-only (no write permission for you); it was not changed
            hint: to change it, first allow writing, such as 'chmod u+w 2026/11/2026-11-29-walk.md'

            """))
        #expect(try vault.text("2026/11/2026-11-29-walk.md") == Self.entry)
        #expect(FileSystem.status(vault.path("2026/11/2026-11-29-walk.md"))?.permissions == 0o444)
    }

    @Test func aReplacedFileKeepsItsOwnerAndGroup() throws {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29-walk.md", Self.entry)
        let path = vault.path("2026/11/2026-11-29-walk.md")
        // Only the superuser may give a file away; elsewhere the owner is already the user's.
        let owner: (uid_t, gid_t) = geteuid() == 0 ? (4321, 8765) : (geteuid(), getegid())
        #expect(chown(path, owner.0, owner.1) == 0)
        let run = vault.run(["unstar", "2026/11/2026-11-29-walk.md"])
        #expect(run.status == 0)
        let status = try #require(FileSystem.status(path))
        #expect(status.owner == UInt32(owner.0))
        #expect(status.group == UInt32(owner.1))
        #expect(try vault.text("2026/11/2026-11-29-walk.md").contains("starred: false"))
    }
}
