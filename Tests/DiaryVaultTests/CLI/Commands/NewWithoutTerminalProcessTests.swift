import Foundation
import Testing
@testable import DiaryVault

/// `vault new` as an IDE task or a GUI launcher runs it: the built executable in a new session
/// (`setsid`: no controlling terminal, so no `/dev/tty`), with standard input closed, empty, or
/// a pipe, and a GUI-style editor (a script that edits the file and needs no terminal).
@Suite struct NewWithoutTerminalProcessTests {
    /// Runs `vault new ARGUMENTS` through `setsid sh -c` with `redirect` applied to standard input.
    static func run(_ vault: TemporaryVault, _ arguments: [String], stdin redirect: String, editor: String? = nil) throws -> CLIRun {
        let executable = try #require(ConcurrentWriteTests.executable, "build the vault executable first: swift build")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        let quoted = ([executable, "new"] + arguments).map { "'" + $0 + "'" }.joined(separator: " ")
        process.arguments = ["-w", "/bin/sh", "-c", "exec \(quoted) \(redirect)"]
        process.currentDirectoryURL = vault.url
        var environment = vault.environment([:])
        environment["EDITOR"] = editor
        process.environment = environment
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile(), err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRun(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self), stderr: String(decoding: err, as: UTF8.self))
    }

    static var hasSetsid: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") }

    @Test(.enabled(if: hasSetsid)) func closedAndEmptyStandardInputCreateNothingAndSaySo() throws {
        try TemporaryVault.with { vault in
            let never = try vault.script("never", "exit 3")
            let message = "standard input was empty, so the entry is empty; nothing was created\n"
            for redirect in ["<&-", "</dev/null"] {
                let run = try Self.run(vault, ["--date", "yesterday", "--star"], stdin: redirect, editor: never)
                #expect(run == CLIRun(status: 1, stdout: "", stderr: message), "stdin \(redirect)")
            }
            #expect(vault.files().filter { !$0.hasPrefix(".vault/") }.isEmpty)
        }
    }

    @Test(.enabled(if: hasSetsid)) func aPipeMakesTheEntry() throws {
        try TemporaryVault.with { vault in
            try vault.write("text.txt", "# From a pipe\n")
            let run = try Self.run(vault, ["--star"], stdin: "<text.txt")
            #expect(run.status == 0)
            #expect(run.stdout.hasSuffix("-from-a-pipe.md\n"))
        }
    }

    @Test(.enabled(if: hasSetsid)) func aGUIEditorRunsWithoutAnyTerminal() throws {
        try TemporaryVault.with { vault in
            let gui = try vault.script("gui", #"printf '# From the window\n' >> "$1""#)
            for redirect in ["<&-", "</dev/null"] {
                let run = try Self.run(vault, ["--editor"], stdin: redirect, editor: gui)
                #expect(run.status == 0, "stdin \(redirect): \(run.stderr)")
                #expect(run.stdout.hasSuffix("-from-the-window.md\n") || run.stdout.hasSuffix("-from-the-window-2.md\n"))
            }
            #expect(vault.files(under: ".vault/drafts").isEmpty)
        }
    }
}
