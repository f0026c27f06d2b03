import Foundation
import Testing
@testable import DiaryVault

/// A standard output that fails every write with one POSIX error, for tests.
private final class FailingWriter: TextWriter, @unchecked Sendable {
    private let code: Int32
    private let lock = NSLock()
    private var failure: (any Error)?

    init(code: Int32) { self.code = code }

    func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        if failure == nil, !text.isEmpty { failure = NSError(domain: NSPOSIXErrorDomain, code: Int(code)) }
    }

    func flush() {}

    var writeError: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return failure
    }
}

/// What every command does when standard output does not take what it writes (found by a new
/// user: `vault export json > /dev/full` printed its summary, then the error).
@Suite struct StandardOutputFailureTests {
    private func run(_ arguments: [String], in vault: TemporaryVault, failing code: Int32) -> CLIRun {
        let stderr = CapturingWriter()
        var context = CLIContext.test(environment: vault.environment(), standardOutput: FailingWriter(code: code), standardError: stderr)
        context.currentDirectory = URL(fileURLWithPath: vault.root, isDirectory: true)
        let status = CLI.run(arguments: ["vault"] + arguments, context: context, registry: CLI.commands)
        return CLIRun(status: status, stdout: "", stderr: stderr.text)
    }

    private func vault() throws -> TemporaryVault {
        let vault = try TemporaryVault()
        try vault.write("2026/11/2026-11-29.md", "---\nuuid: 6F1C0D2E-3A4B-4C5D-8E6F-000000000001\ndate: 2026-11-29\ntags: [walk]\n---\n# 산책\n")
        return vault
    }

    /// Every command that writes a lot to standard output: an error, status 1, no success line.
    @Test(arguments: [
        ["export", "json"], ["export", "markdown"], ["export", "jrnl"], ["index"], ["index", "--json"], ["list"],
        ["search", "산책"], ["show", "2026-11-29"], ["tags"], ["stats"], ["calendar", "2026-11"], ["heatmap"],
        ["on-this-day", "11-29"], ["help", "--man"], ["completions", "bash"],
    ])
    func aFullDiskIsAnErrorAndNoSuccessIsClaimed(_ arguments: [String]) throws {
        let vault = try vault()
        let run = run(arguments, in: vault, failing: ENOSPC)
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot write to standard output: \(String(cString: strerror(ENOSPC)))\n")
    }

    /// A reader that went away (`| head -1`) is not an error: nothing on standard error, status 0,
    /// and no summary claiming an export.
    @Test(arguments: [["export", "json"], ["index"], ["list"], ["help", "--man"]])
    func aBrokenPipeEndsQuietly(_ arguments: [String]) throws {
        let vault = try vault()
        let run = run(arguments, in: vault, failing: EPIPE)
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }

    /// A broken pipe keeps the status a problem in the vault gave.
    @Test func aBrokenPipeKeepsTheCommandsOwnStatus() throws {
        let vault = try vault()
        try vault.write("2026/11/2026-11-30.md", "---\ndate: [\n---\n")
        let run = run(["index"], in: vault, failing: EPIPE)
        #expect(run.status == 1)
        #expect(run.stderr.contains("2026-11-30.md:2:"))
    }

    @Test func theDryRunOfCheckFixClaimsNothingForALostDiff() throws {
        let vault = try vault()
        try vault.write("2026/11/2026-11-28.md", "---\ndate: 2026-11-28\n---\nno uuid\n")
        let run = run(["check", "--fix", "--dry-run"], in: vault, failing: ENOSPC)
        #expect(run.status == 1)
        #expect(run.stderr == "error: cannot write to standard output: \(String(cString: strerror(ENOSPC)))\n")
    }
}
