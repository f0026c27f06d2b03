import Foundation
import Testing
@testable import DiaryVault

/// A file the user may not read, for real, reported with the system's reason: the built `vault` runs as
/// the unprivileged user `nobody` through `setpriv`, on a vault where one entry has mode 000.
/// Tests run as root, for whom every file is readable, so without root or `setpriv` the suite
/// skips itself; the in-process tests cover the messages with a simulated problem.
@Suite(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
                "needs root and setpriv to run vault as another user"))
struct UnreadableFileProcessTests {
    /// The uuid of the entry nobody may read.
    static let hidden = "6F1C0D2E-3A4B-4C5D-8E6F-708192A3B4C5"

    /// A vault the user `nobody` can walk (folders 755, files 644) holding two entries, one of
    /// them mode 000, and a copy of the executable it can run.
    static func makeVault() throws -> (vault: TemporaryVault, executable: String) {
        let built = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-28-open.md",
                        "---\nuuid: 0A1B2C3D-4E5F-4A6B-8C7D-8E9FA0B1C2D3\ndate: 2026-11-28\n---\n# Open\n")
        try vault.write("2026/11/2026-11-29-closed.md", "---\nuuid: \(hidden)\ndate: 2026-11-29\n---\n# Closed\n")
        let executable = vault.base + "/tools/vault"
        try FileManager.default.copyItem(atPath: built, toPath: executable)
        for folder in [vault.base, vault.base + "/tools", vault.base + "/home", vault.root, vault.root + "/.vault",
                       vault.root + "/2026", vault.root + "/2026/11"] {
            chmod(folder, 0o755)
        }
        chmod(executable, 0o755)
        chmod(vault.root + "/2026/11/2026-11-28-open.md", 0o644)
        chmod(vault.root + "/2026/11/2026-11-29-closed.md", 0o000)
        return (vault, executable)
    }

    /// Runs `vault ARGUMENTS` as `nobody` in the vault; returns the status, stdout and stderr.
    ///
    /// The executable was just copied, and another test's child may still hold the copy's write
    /// descriptor across its `fork` until it `exec`s: then `setpriv` fails with ETXTBSY ("Text
    /// file busy", an empty stdout; seen once under load) and the run is tried again.
    static func runAsNobody(_ executable: String, _ vault: TemporaryVault, _ arguments: [String]) throws -> CLIRun {
        var run = try runOnceAsNobody(executable, vault, arguments)
        for _ in 0..<20 where run.stdout.isEmpty && run.stderr.contains("Text file busy") {
            usleep(50_000)
            run = try runOnceAsNobody(executable, vault, arguments)
        }
        return run
    }

    private static func runOnceAsNobody(_ executable: String, _ vault: TemporaryVault, _ arguments: [String]) throws -> CLIRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
        process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", executable,
                             "--vault", vault.root, "--color", "never"] + arguments
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": vault.base + "/home", "LANG": "C.UTF-8"]
        let (output, errors) = (Pipe(), Pipe())
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }

    @Test func indexShowsTheRestAndNamesTheUnreadableFile() throws {
        let (vault, executable) = try Self.makeVault()
        let run = try Self.runAsNobody(executable, vault, ["index", "--no-cache"])
        #expect(run.status == 1)
        #expect(run.stdout.contains("Open"))
        #expect(!run.stdout.contains("Closed"))
        #expect(run.stderr.contains("2026/11/2026-11-29-closed.md"), "\(run.stderr)")
        #expect(run.stderr.contains("Permission denied"), "\(run.stderr)")
    }

    @Test func checkReportsItAsUnreadable() throws {
        let (vault, executable) = try Self.makeVault()
        let run = try Self.runAsNobody(executable, vault, ["check"])
        #expect(run.status == 1)
        let report = run.stdout + run.stderr
        #expect(report.contains("2026/11/2026-11-29-closed.md"), "\(report)")
        #expect(report.contains("Permission denied"), "\(report)")
        #expect(!report.contains("not valid UTF-8"), "\(report)")
    }

    /// A reference that could be the unreadable entry says so instead of "no entry matches".
    @Test func aReferenceToItSaysItCouldNotBeRead() throws {
        let (vault, executable) = try Self.makeVault()
        let run = try Self.runAsNobody(executable, vault, ["show", "6F1C"])
        #expect(run.status == 1)
        #expect(run.stdout == "")
        #expect(run.stderr.contains("no entry that vault can read matches '6F1C'; 1 file could not be read:"), "\(run.stderr)")
        #expect(run.stderr.contains("2026/11/2026-11-29-closed.md: cannot read: Permission denied"), "\(run.stderr)")
        // Nothing was written: the file keeps its mode and its bytes.
        #expect(FileSystem.status(vault.root + "/2026/11/2026-11-29-closed.md", follow: false)?.kind == .regular)
        #expect(try vault.text("2026/11/2026-11-29-closed.md") == "---\nuuid: \(Self.hidden)\ndate: 2026-11-29\n---\n# Closed\n")
    }
}
