import Foundation
import Testing
@testable import DiaryVault

/// A `vault import` process killed after some files, then run again, gives the whole import with
/// no duplicates (docs/IMPORT.md): every file is created whole or not at all (a temporary
/// file linked under its name), and entries already there are "present" the second time.
@Suite struct InterruptedImportTests {
    /// The `.md` files of a vault outside `.vault/` and `attachments/`, and its leftover
    /// temporary files.
    static func entries(_ vault: TemporaryVault) -> (entries: [String], temporary: [String]) {
        let files = vault.files().filter { !$0.hasPrefix(".vault/") }
        return (files.filter { $0.hasSuffix(".md") && !$0.contains("/attachments/") },
                files.filter { $0.contains(".vault-tmp-") })
    }

    @Test(.timeLimit(.minutes(1)), arguments: [SIGKILL, SIGTERM])
    func anImportKilledAfterSomeFilesFinishesWhenRunAgain(signal: Int32) throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let input = try ImportSample.load("jrnl").path("export.json")
        // The whole import, uninterrupted, for comparison.
        let (whole, first) = try ImportSampleHarness.importInto("jrnl", input)
        #expect(first.status == 0, "\(first.stderr)")
        let expected = Self.entries(whole).entries
        #expect(expected.count == 10)

        // Each file waits 150 ms before it gets its name; kill the import after three.
        let vault = try TemporaryVault()
        let child = try InterruptedWriteTests.spawn(executable, ["import", "jrnl", input, "--vault", vault.root],
                                                    environment: vault.environment(["VAULT_TEST_PAUSE_BEFORE_RENAME": "150"]))
        let deadline = Date().addingTimeInterval(30)
        while Self.entries(vault).entries.count < 3, Date() < deadline { usleep(10_000) }
        kill(child, signal)
        var status: Int32 = 0
        #expect(waitpid(child, &status, 0) == child)
        #expect(status & 0x7F == signal)
        let cut = Self.entries(vault)
        #expect(cut.entries.count >= 3 && cut.entries.count < 10, "\(cut.entries)")
        // Every file that has its name is whole: it reads back as an entry.
        for path in cut.entries { #expect(throws: Never.self) { try Entry(parsing: try vault.bytes(path)) } }
        // SIGTERM removes the temporary file in flight; SIGKILL cannot, and leaves at most one.
        #expect(cut.temporary.count <= (signal == SIGKILL ? 1 : 0), "\(cut.temporary)")

        let again = vault.run(["import", "jrnl", input])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("\(10 - cut.entries.count) new, \(cut.entries.count) already present, 0 conflicts"), "\(again.stdout)")
        let after = Self.entries(vault)
        #expect(after.entries == expected)
        for path in expected { #expect(try vault.bytes(path) == whole.bytes(path)) }
    }
}
