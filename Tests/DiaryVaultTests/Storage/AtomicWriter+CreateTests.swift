import Foundation
import Testing
@testable import DiaryVault

/// Creating and removing files without overwriting.
@Suite struct AtomicWriterCreateTests {
    @Test func createsAFileWithNoTemporaryLeft() throws {
        try TemporaryVault.with { vault in
            try AtomicWriter.create(Array("hello\n".utf8), at: vault.path("new.md"), displayPath: "new.md")
            #expect(try vault.text("new.md") == "hello\n")
            #expect(FileSystem.status(vault.path("new.md"))?.permissions == 0o644)
            #expect(vault.files() == ["new.md"])
        }
    }

    /// A cache file that is a link to /dev/zero is replaced by a regular file that does not take
    /// the device's mode 0666: a link to anything but a regular file lends nothing.
    @Test func aLinkToADeviceLendsNoMode() throws {
        try TemporaryVault.with { vault in
            #expect(vault.run(["index"]).status == 0)
            let cache = vault.path(VaultCache.relativePath)
            try? FileManager.default.removeItem(atPath: cache)
            try FileManager.default.createSymbolicLink(atPath: cache, withDestinationPath: "/dev/zero")
            try vault.write("2026/11/2026-11-29-a.md", "---\ndate: 2026-11-29\n---\n# A\n")
            #expect(vault.run(["index"]).status == 0)
            let status = try #require(FileSystem.status(cache))
            #expect(status.kind == .regular)
            #expect(status.permissions == 0o644)
            #expect(FileSystem.status("/dev/zero", follow: true)?.kind == .other)
        }
    }

    @Test func neverOverwritesAnExistingFile() throws {
        try TemporaryVault.with { vault in
            try vault.write("taken.md", "mine\n")
            let error = #expect(throws: VaultError.self) {
                try AtomicWriter.create(Array("theirs\n".utf8), at: vault.path("taken.md"), displayPath: "taken.md")
            }
            #expect(error == .fileExists(path: "taken.md"))
            #expect(try vault.text("taken.md") == "mine\n")
            #expect(vault.files() == ["taken.md"])
        }
    }

    @Test func movesOnlyUnchangedFiles() throws {
        try TemporaryVault.with { vault in
            try vault.write("a.md", "text\n")
            let error = #expect(throws: VaultError.self) {
                try AtomicWriter.move(vault.path("a.md"), to: vault.path("b.md"), expectedOriginal: Array("old\n".utf8), displayPath: "b.md")
            }
            #expect(error == .changedOnDisk(path: "b.md"))
            try AtomicWriter.move(vault.path("a.md"), to: vault.path("b.md"), expectedOriginal: Array("text\n".utf8), displayPath: "b.md")
            #expect(vault.files() == ["b.md"])
        }
    }
}
