import Foundation
import Testing
@testable import DiaryVault

/// Standard output that does not take what vault writes, in the real process (found by a new
/// user): a full disk is an error with status 1 and no success line; a reader that goes away
/// (`| head -1`) ends vault quietly with status 0, as ripgrep does, not by `SIGPIPE` (141).
@Suite struct StandardOutputProcessTests {
    /// A vault of `count` entries, one a day from 2020-01-01, each with a title.
    private func vault(entries count: Int) throws -> TemporaryVault {
        let vault = try TemporaryVault()
        for index in 0..<count {
            let day = CivilDate(daysSinceEpoch: CivilDate(year: 2020, month: 1, day: 1)!.daysSinceEpoch + index)
            let uuid = String(format: "6F1C0D2E-3A4B-4C5D-8E6F-%012d", index)
            try vault.write(VaultPath.folder(for: day) + "/\(day).md",
                            "---\nuuid: \(uuid)\ndate: \(day)\n---\n# A walk by the river, day \(index)\n")
        }
        return vault
    }

    /// Runs `script` with `sh -c`, `$0` the executable and `$1` the vault: its status and what
    /// vault wrote to standard error.
    private func shell(_ script: String, _ executable: String, _ vault: TemporaryVault) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, executable, vault.root]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, err)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"))
    func aFullDiskIsAnErrorWithoutTheSummary() throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try vault(entries: 3)
        for command in ["export json", "export markdown", "index", "list --json", "help --man"] {
            let run = try shell("exec \"$0\" --vault \"$1\" \(command) > /dev/full", executable, vault)
            #expect(run.status == 1, "\(command)")
            #expect(run.stderr == "error: cannot write to standard output: \(String(cString: strerror(ENOSPC)))\n", "\(command)")
        }
    }

    /// The status of vault itself (not of `head`) is written by the shell to standard error.
    @Test func aReaderThatGoesAwayEndsVaultQuietly() throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        // Over 64 KiB of output, more than a pipe holds, so that vault writes after head is gone.
        let vault = try vault(entries: 1_500)
        for command in ["index --no-cache", "export json", "help --man"] {
            let run = try shell("{ \"$0\" --vault \"$1\" \(command); echo \"status $?\" >&2; } | head -c 10 > /dev/null", executable, vault)
            #expect(run.status == 0, "\(command)")
            #expect(run.stderr == "status 0\n", "\(command)")
        }
    }

    /// `SIGPIPE` is ignored in vault only: a program it starts (git) gets the default action back.
    @Test func programsVaultStartsGetSIGPIPEBack() throws {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let vault = try vault(entries: 1)
        let log = vault.base + "/signals"
        // The editor writes the ignored signals of its own process (/proc, Linux) beside the vault.
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        let editor = "sh -c 'grep SigIgn /proc/self/status > \(log); exit 1' --"
        _ = try shell("EDITOR=\"\(editor)\" exec \"$0\" --vault \"$1\" edit 2020-01-01 < /dev/null", executable, vault)
        let line = try String(contentsOfFile: log, encoding: .utf8)
        let mask = UInt64(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16)
        let ignored = try #require(mask)
        #expect(ignored & (1 << (UInt64(SIGPIPE) - 1)) == 0)
    }
}
