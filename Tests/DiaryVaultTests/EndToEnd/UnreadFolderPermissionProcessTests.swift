import Foundation
import Testing
@testable import DiaryVault
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders outside the month folders that `nobody` cannot list, and a sticky folder, for real:
/// the built `vault` runs as `nobody` through `setpriv`: `check` reports `secret/` at mode 000
/// and `notes/` at mode 311, and in a sticky folder the plan refuses a move the rename would
/// refuse with "Operation not permitted".
@Suite(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                "needs root and setpriv to run vault as another user"))
struct UnreadFolderPermissionProcessTests {
    /// A vault `nobody` owns and may write, with its copy of the built `vault`.
    static func makeVault() throws -> (vault: TemporaryVault, executable: String) {
        let built = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        let executable = vault.base + "/tools/vault"
        try FileManager.default.createDirectory(atPath: vault.base + "/tools", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: built, toPath: executable)
        for folder in [vault.base, vault.base + "/tools"] { chmod(folder, 0o755) }
        chmod(executable, 0o755)
        return (vault, executable)
    }

    /// Gives `nobody` the vault root and `.vault/` (not what is below them).
    static func handOver(_ vault: TemporaryVault) {
        for folder in [vault.root, vault.root + "/.vault"] { chown(folder, 65534, 65534) }
    }

    @Test func foldersThatCannotBeListedAreReported() throws {
        let (vault, executable) = try Self.makeVault()
        try FileManager.default.createDirectory(atPath: vault.path("2026/11"), withIntermediateDirectories: true)
        try vault.write("secret/2026-11-03.md", "x\n")
        try vault.write("notes/2026-11-04.md", "x\n")
        try vault.write("2026-11-05.md", "x\n")
        try vault.write(".hidden/2026-11-06.md", "x\n")
        Self.handOver(vault)
        for path in ["2026", "2026/11", "secret", "notes", "2026-11-05.md", "notes/2026-11-04.md", "secret/2026-11-03.md"] {
            chown(vault.path(path), 65534, 65534)
        }
        chmod(vault.path("secret"), 0o000)
        chmod(vault.path("notes"), 0o311)
        chmod(vault.path(".hidden"), 0o000)
        defer { for folder in ["secret", "notes", ".hidden"] { chmod(vault.path(folder), 0o755) } }
        let check = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check"])
        let root = vault.root
        #expect(check == CLIRun(status: 1, stdout: """
            \(root): warning: 1 markdown file at the vault root is outside the YYYY/MM/ folders, so vault does not read it: 2026-11-05.md [unread-markdown]
            hint: it is named by date: vault check --fix moves it to its YYYY/MM/ folder (try --dry-run)
            \(root)/notes: warning: cannot read the folder: Permission denied, so vault cannot tell whether it holds markdown [unreadable-folder]
            hint: if it holds notes or entries, allow reading it (chmod u+rx \(root)/notes); if not, ignore this
            \(root)/secret: warning: cannot read the folder: Permission denied, so vault cannot tell whether it holds markdown [unreadable-folder]
            hint: if it holds notes or entries, allow reading it (chmod u+rx \(root)/secret); if not, ignore this
            checked 0 entries: 3 problems (0 errors, 3 warnings), 1 fixable with 'vault check --fix'

            """, stderr: ""), "\(check.stdout)")
    }

    /// A folder named on the command line that cannot be listed, and folders meant as month
    /// folders that cannot be listed, are reported as the whole vault's check reports them
    /// (`vault check a` does not say "no problems"; `2026/11/sub` at mode 000 is reported); the
    /// hint of a folder of another user names its owner.
    @Test func namedAndMisfiledFoldersThatCannotBeListedAreReported() throws {
        let (vault, executable) = try Self.makeVault()
        let folders = ["a", "b", "c/deep", "2026/11/sub", "2024/13", "2026/1", "202/11", "rootown"]
        for folder in folders { try vault.write(folder + "/2026-11-03.md", "x\n") }
        Self.handOver(vault)
        for folder in folders.dropLast() { chown(vault.path(folder), 65534, 65534) }
        let modes: [mode_t] = [0o000, 0o311, 0o000, 0o000, 0o311, 0o000, 0o311, 0o700]
        for (folder, mode) in zip(folders, modes) { chmod(vault.path(folder), mode) }
        defer { for folder in folders { chmod(vault.path(folder), 0o755) } }
        let root = vault.root
        let warning: (String) -> String = { folder in
            let allow = folder == "rootown" ? "ask its owner (user 0) to allow reading it" : "allow reading it (chmod u+rx \(root)/\(folder))"
            return "\(root)/\(folder): warning: cannot read the folder: Permission denied, so vault cannot tell whether it holds markdown [unreadable-folder]\n"
                + "hint: if it holds notes or entries, \(allow); if not, ignore this\n"
        }
        let check = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check"])
        #expect(check.stdout == folders.sorted { VaultWalker.bytesPrecede($0, $1) }.map(warning).joined()
            + "checked 0 entries: 8 problems (0 errors, 8 warnings)\n", "\(check.stdout)")
        for folder in folders {
            let named = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check", vault.path(folder)])
            #expect(named == CLIRun(status: 1, stdout: warning(folder) + "checked 0 entries: 1 problem (0 errors, 1 warning)\n", stderr: ""),
                    "\(folder): \(named.stdout)")
        }
    }

    @Test func aStickyFolderWithAnotherOwnersFileIsRefusedAtPlanTime() throws {
        let (vault, executable) = try Self.makeVault()
        try vault.write("drop/2026-11-03.md", "x\n")
        Self.handOver(vault)
        chmod(vault.path("drop"), 0o1777)
        let before = try vault.snapshot()
        let reason = "the folder \(vault.root)/drop/ is sticky (mode rwxrwxrwt) and the file is owned by user 0, "
            + "so only that user or the folder's owner may move it out; ask one of them to move it, then run 'vault check --fix' again"
        let check = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check"])
        #expect(check.stdout == "\(vault.root)/drop: warning: 1 markdown file in drop/ is outside the YYYY/MM/ folders, so vault does not read it: 2026-11-03.md [unread-markdown]\n"
            + "hint: 2026-11-03.md cannot be moved by --fix: \(reason)\n"
            + "checked 0 entries: 1 problem (0 errors, 1 warning)\n", "\(check.stdout)")
        let dryRun = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check", "--fix", "--dry-run"])
        #expect(dryRun.stdout == "", "\(dryRun.stdout)")
        let fix = try UnreadableFileProcessTests.runAsNobody(executable, vault, ["check", "--fix"])
        #expect(fix.stderr == "\(vault.root)/drop/2026-11-03.md: error: not fixed: not moved: \(reason)\n", "\(fix.stderr)")
        #expect(try vault.snapshot() == before)
    }
}

/// A year folder `nobody` cannot list, for real: with `chmod 000 2025`, `check` and `index`
/// report the folder as an error (exit 1), and so does `check 2025/05` with `2025` at mode 311;
/// the entries of 2025 are never gone without a word.
extension UnreadFolderPermissionProcessTests {
    /// A vault `nobody` owns with one entry in 2026/11 and one in 2025/05.
    static func makeYearVault() throws -> (vault: TemporaryVault, executable: String) {
        let (vault, executable) = try makeVault()
        try vault.write("2026/11/2026-11-02-a.md", "---\nuuid: 6F9619FF-8B86-4011-B42D-00C04FC964FF\ndate: 2026-11-02\n---\n# a\n")
        try vault.write("2025/05/2025-05-02-b.md", "---\nuuid: 7F9619FF-8B86-4011-B42D-00C04FC964FF\ndate: 2025-05-02\n---\n# b\n")
        handOver(vault)
        for path in ["2026", "2026/11", "2025", "2025/05", "2026/11/2026-11-02-a.md", "2025/05/2025-05-02-b.md"] {
            chown(vault.path(path), 65534, 65534)
        }
        return (vault, executable)
    }

    @Test func aYearFolderThatCannotBeListedIsAnError() throws {
        let (vault, executable) = try Self.makeYearVault()
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
        let (vault, executable) = try Self.makeYearVault()
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
