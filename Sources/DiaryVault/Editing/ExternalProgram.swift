import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program (git, the user's editor) with an explicit argument array: no shell, so
/// no word splitting, globbing or quoting of file names can go wrong.
///
/// The program is found on `PATH` from the environment given (as `execvp(3)` would), so tests
/// and the process choose the same way.
enum ExternalProgram {
    /// What a finished program left behind.
    struct Output: Hashable, Sendable {
        /// The exit status; for a program killed by a signal, 128 plus the signal number.
        var status: Int32
        /// Standard output, as UTF-8 (invalid bytes replaced); empty when not captured.
        var standardOutput: String
        /// Standard error, as UTF-8; empty when not captured.
        var standardError: String
    }

    /// The `PATH` used when the environment has none (POSIX `confstr(_CS_PATH)` plus the usual
    /// local folders).
    static let defaultSearchPath = "/usr/local/bin:/usr/bin:/bin"

    /// The absolute path of a program: `name` itself when it holds a `/`, else the first
    /// executable file called `name` in a folder of `PATH`.
    ///
    /// - Parameters:
    ///   - name: The program name, such as `git`, or a path.
    ///   - environment: The environment whose `PATH` is searched.
    ///   - currentDirectory: The folder relative paths start from.
    /// - Returns: The path, or `nil` when there is no such program.
    static func find(_ name: String, environment: [String: String], currentDirectory: String) -> String? {
        if name.contains("/") {
            let path = name.hasPrefix("/") ? name : Vault.join(currentDirectory, name)
            return access(path, X_OK) == 0 ? path : nil
        }
        let search = environment["PATH"].flatMap { $0.isEmpty ? nil : $0 } ?? defaultSearchPath
        for folder in search.split(separator: ":", omittingEmptySubsequences: false) {
            let base = folder.isEmpty ? currentDirectory : String(folder)
            let candidate = Vault.join(base, name)
            if FileSystem.status(candidate, follow: true)?.kind == .regular, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// Runs a program and waits for it.
    ///
    /// - Parameters:
    ///   - executable: The program's absolute path (see ``find(_:environment:currentDirectory:)``).
    ///   - arguments: The arguments after the program name.
    ///   - directory: The working directory of the program.
    ///   - environment: Its whole environment.
    ///   - capture: Whether to collect standard output and standard error; when false the program
    ///     shares this process's terminal (an editor needs it) and reads no input from a pipe.
    ///   - terminal: When not capturing, a terminal device (`/dev/tty`) to give the program as its
    ///     standard input and output instead of this process's, which are not a terminal.
    /// - Returns: The exit status and, when captured, the output.
    /// - Throws: The error of `Process.run()` when the program cannot be started.
    static func run(_ executable: String, _ arguments: [String], in directory: String,
                    environment: [String: String], capture: Bool, terminal: String? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
        process.environment = environment
        guard capture else {
            if let terminal, let device = FileHandle(forUpdatingAtPath: terminal) {
                process.standardInput = device
                process.standardOutput = device
            }
            try process.run()
            process.waitUntilExit()
            return Output(status: status(of: process), standardOutput: "", standardError: "")
        }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes at once so a program filling one never blocks on the other.
        let errorText = ErrorCollector()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            errorText.store(errors.fileHandleForReading.readDataToEndOfFile())
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(status: status(of: process), standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorText.data, as: UTF8.self))
    }

    /// The exit status, or 128 plus the signal number for a program a signal ended (as shells report).
    private static func status(of process: Process) -> Int32 {
        process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }
}

/// Holds the bytes read from a pipe on another thread until the reader has finished.
private final class ErrorCollector: @unchecked Sendable {
    /// Guards ``storage``.
    private let lock = NSLock()
    /// The bytes read.
    private var storage = Data()

    /// Keeps the bytes read.
    func store(_ data: Data) {
        lock.lock()
        defer { lock.unlock() }
        storage = data
    }

    /// The bytes read.
    var data: Data {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
