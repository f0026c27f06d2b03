import Foundation
import Testing
@testable import DiaryVault

/// A folder the user may not write, for real: the built `vault` runs as the unprivileged user
/// `nobody` through `setpriv`: `check --fix` names the folder without write permission. Tests
/// run as root, for whom every folder is writable, so without root or
/// `setpriv` the suite skips itself.
@Suite(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                "needs root and setpriv to run vault as another user"))
struct UnreadMovePermissionProcessTests {
    /// A vault `nobody` may write at its root, with a folder `ro/` it owns but may not write (mode
    /// 555) and a year folder `2024/` that root owns (mode 755), each with a file to move.
    static func makeVault() throws -> (vault: TemporaryVault, executable: String) {
        let built = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        try vault.write("ro/2024-01-07.md", "Seventh.\n")
        try vault.write("2024-02-07.md", "February.\n")
        try FileManager.default.createDirectory(atPath: vault.path("2024"), withIntermediateDirectories: true)
        let executable = vault.base + "/tools/vault"
        try FileManager.default.createDirectory(atPath: vault.base + "/tools", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built, toPath: executable)
        for folder in [vault.base, vault.base + "/tools", vault.path("2024")] { chmod(folder, 0o755) }
        for folder in [vault.root, vault.root + "/.vault"] { chmod(folder, 0o777) }
        chmod(executable, 0o755)
        chmod(vault.path("ro/2024-01-07.md"), 0o644)
        chmod(vault.path("2024-02-07.md"), 0o644)
        chown(vault.path("ro"), 65534, 65534)
        chmod(vault.path("ro"), 0o555)
        return (vault, executable)
    }

    @Test func theRefusalNamesTheFolderAndItsMode() throws {
        let (vault, executable) = try Self.makeVault()
        let before = try vault.snapshot()
        let check = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check"])
        let roHint = "hint: 2024-01-07.md cannot be moved by --fix: the folder \(vault.root)/ro/ has no write permission for you (mode r-xr-xr-x), "
            + "and moving the file out of it needs one; allow it with 'chmod u+w \(vault.root)/ro', then run 'vault check --fix' again\n"
        let yearHint = "hint: 2024-02-07.md cannot be moved by --fix: the folder \(vault.root)/2024/ has no write permission for you (mode rwxr-xr-x, owned by user 0), "
            + "and moving the file into it needs one; its owner can allow it, then run 'vault check --fix' again\n"
        #expect(check.stdout == "\(vault.root): warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: 2024-02-07.md [unread-markdown]\n"
            + yearHint
            + "\(vault.root)/ro: warning: 1 markdown file in ro/ is outside the YYYY/MM/ folders, so vault does not read it: 2024-01-07.md [unread-markdown]\n"
            + roHint + "checked 0 entries: 2 problems (0 errors, 2 warnings)\n", "status \(check.status), stderr: \(check.stderr)")
        let fix = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check", "--fix"])
        #expect(fix.status == 1)
        #expect(fix.stderr.contains("\(vault.root)/ro/2024-01-07.md: error: not fixed: not moved: the folder \(vault.root)/ro/ has no write permission for you (mode r-xr-xr-x)"),
                "\(fix.stderr)")
        #expect(try vault.snapshot() == before)
    }
}
