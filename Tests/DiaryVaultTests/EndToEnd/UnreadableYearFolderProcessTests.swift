import Foundation
import Testing
@testable import DiaryVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A year folder `nobody` cannot list, for real (re-test finding on issue 14: with `chmod 000
/// 2025`, `check` said "checked 1 entry: no problems", `index` showed 2026 alone, exit 0, and
/// `check 2025/05` with `2025` at mode 311 said "checked 0 entries: no problems": the entries of
/// 2025 were gone without a word).
@Suite(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                "needs root and setpriv to run vault as another user"))
struct UnreadableYearFolderProcessTests {
    static func makeVault() throws -> (vault: TemporaryVault, executable: String) {
        let (vault, executable) = try UnreadFolderPermissionProcessTests.makeVault()
        try vault.write("2026/11/2026-11-02-a.md", "---\nuuid: 6F9619FF-8B86-4011-B42D-00C04FC964FF\ndate: 2026-11-02\n---\n# a\n")
        try vault.write("2025/05/2025-05-02-b.md", "---\nuuid: 7F9619FF-8B86-4011-B42D-00C04FC964FF\ndate: 2025-05-02\n---\n# b\n")
        UnreadFolderPermissionProcessTests.handOver(vault)
        for path in ["2026", "2026/11", "2025", "2025/05", "2026/11/2026-11-02-a.md", "2025/05/2025-05-02-b.md"] {
            chown(vault.path(path), 65534, 65534)
        }
        return (vault, executable)
    }

    @Test func aYearFolderThatCannotBeListedIsAnError() throws {
        let (vault, executable) = try Self.makeVault()
        chmod(vault.path("2025"), 0o000)
        defer { chmod(vault.path("2025"), 0o755) }
        let check = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check"])
        let root = vault.root
        #expect(check == CLIRun(status: 1, stdout: """
            \(root)/2025: error: cannot read the folder: Permission denied [unreadable-folder]
            checked 1 entry: 1 problem (1 error, 0 warnings)

            """, stderr: ""), "\(check.stdout)")
        let index = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["index"])
        #expect(index.status == 1)
        #expect(index.stderr.hasPrefix("\(root)/2025: error: cannot read the folder: Permission denied"), "\(index.stderr)")
    }

    @Test func aNamedFolderInsideOneIsTold() throws {
        let (vault, executable) = try Self.makeVault()
        chmod(vault.path("2025"), 0o311)
        defer { chmod(vault.path("2025"), 0o755) }
        let check = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check", vault.path("2025/05")])
        let root = vault.root
        #expect(check == CLIRun(status: 1, stdout: """
            \(root)/2025: error: cannot read the folder: Permission denied [unreadable-folder]
            checked 0 entries: 1 problem (1 error, 0 warnings)

            """, stderr: ""), "\(check.stdout)")
    }
}
