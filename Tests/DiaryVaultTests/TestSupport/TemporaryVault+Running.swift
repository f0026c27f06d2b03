import Foundation
@testable import DiaryVault

/// Running `vault` in-process and git as a real program, in a temporary vault or any folder.
extension TemporaryVault {
    /// The environment runs get: `PATH` from the test process, `HOME` in `home/`, a git identity,
    /// no system git config; `extra` on top.
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ExternalProgram.defaultSearchPath,
            "HOME": base + "/home",
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
            "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
        ]
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs `vault` in-process with the real commands, working in a vault folder, with
    /// ``environment(_:)``.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - folder: The working directory, relative to the vault root.
    ///   - extra: Environment variables on top of ``environment(_:)``.
    ///   - input: Standard input (not a terminal, empty, unless given).
    ///   - now: The clock.
    ///   - timeZone: The local time zone.
    func run(_ arguments: [String], in folder: String = "", environment extra: [String: String] = [:],
             input: StandardInput = StandardInput(text: ""), now: Date = CLIContext.testNow,
             timeZone: TimeZone = TemporaryVault.seoul) -> CLIRun {
        Self.run(arguments, in: URL(fileURLWithPath: path(folder), isDirectory: true), environment: environment(extra),
                 input: input, now: now, timeZone: timeZone)
    }

    /// Runs the real `vault` command line in-process in any folder, with
    /// ``CLIContext/test(arguments:environment:standardInput:standardOutput:standardError:isOutputTerminal:terminalWidth:now:timeZone:)``.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after the program name.
    ///   - directory: The working directory.
    ///   - environment: The whole environment; empty by default.
    ///   - input: Standard input (not a terminal, empty, unless given).
    ///   - isOutputTerminal: Whether standard output pretends to be a terminal (colour under `auto`).
    ///   - terminalWidth: The terminal width in columns.
    ///   - now: The clock.
    ///   - timeZone: The zone that decides today's date; Seoul by default.
    /// - Returns: The exit status and both streams.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                    input: StandardInput = StandardInput(text: ""), isOutputTerminal: Bool = false,
                    terminalWidth: Int = 80, now: Date = CLIContext.testNow,
                    timeZone: TimeZone = TemporaryVault.seoul) -> CLIRun {
        let stdout = CapturingWriter(isBuffered: true)
        let stderr = CapturingWriter()
        var context = CLIContext.test(
            environment: environment, standardInput: input, standardOutput: stdout, standardError: stderr,
            isOutputTerminal: isOutputTerminal, terminalWidth: terminalWidth, now: now, timeZone: timeZone)
        context.currentDirectory = directory
        let status = CLI.run(arguments: ["vault"] + arguments, context: context, registry: CLI.commands)
        return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
    }

    /// Runs git in the vault (or a folder of it) with ``environment(_:)`` and returns its standard
    /// output.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after `git -C <folder>`.
    ///   - folder: The working directory, relative to the vault root.
    ///   - input: Text for git's standard input (`git apply -`); none by default.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` when git is not found, cannot start or
    ///   exits non-zero.
    @discardableResult
    func git(_ arguments: [String], in folder: String = "", input: String? = nil) throws -> String {
        let command = "git " + arguments.joined(separator: " ")
        guard let git = ExternalProgram.find("git", environment: environment(), currentDirectory: root) else {
            throw VaultError.gitFailed(command: "git", message: "git was not found")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: git)
        process.arguments = ["--literal-pathspecs", "-C", path(folder)] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: path(folder), isDirectory: true)
        process.environment = environment()
        let output = Pipe(), errors = Pipe(), standardInput = Pipe()
        (process.standardOutput, process.standardError, process.standardInput) = (output, errors, standardInput)
        do { try process.run() } catch { throw VaultError.gitFailed(command: command, message: "\(error)") }
        let errorData = LockedData()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.store(errors.fileHandleForReading.readDataToEndOfFile()) }
        DispatchQueue.global().async(group: group) {
            if let input { standardInput.fileHandleForWriting.write(Data(input.utf8)) }
            try? standardInput.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errorData.data, as: UTF8.self)
            throw VaultError.gitFailed(command: command, message: message.isEmpty ? "exit status \(process.terminationStatus)" : message)
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// Makes the vault a git repository and commits everything in it.
    func commitAll(message: String = "initial") throws {
        try git(["init", "--quiet"])
        try git(["add", "-A"])
        try git(["commit", "--quiet", "-m", message])
    }

    /// Whether `git` can be run here.
    static let hasGit: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--version"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()
}

/// Bytes one thread stores and another reads after waiting for it.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()

    /// Keeps `data`.
    func store(_ data: Data) { lock.withLock { stored = data } }

    /// What was stored.
    var data: Data { lock.withLock { stored } }
}
