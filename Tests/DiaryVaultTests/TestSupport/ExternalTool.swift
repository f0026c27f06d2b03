import Foundation
@testable import DiaryVault

/// Runs a program outside the test process (python3, unzip, jrnl) for interop tests, found on
/// the test process's `PATH`.
enum ExternalTool {
    /// What a run printed and how it ended.
    struct Outcome {
        /// The exit status.
        var status: Int32
        /// Standard output, as UTF-8.
        var stdout: String
        /// Standard error, as UTF-8.
        var stderr: String
    }

    /// The program's path on `PATH`, or `nil` when it is not installed.
    static func find(_ name: String) -> String? {
        ExternalProgram.find(name, environment: ProcessInfo.processInfo.environment, currentDirectory: "/")
    }

    /// Runs a program and waits for it.
    ///
    /// - Parameters:
    ///   - name: The program, found with ``find(_:)``.
    ///   - arguments: Its arguments.
    ///   - environment: Variables on top of the test process's environment.
    ///   - input: Text for standard input.
    /// - Returns: The outcome, or `nil` when the program is not installed.
    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:],
                    input: String = "") throws -> Outcome? {
        guard let path = find(name) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a full pipe cannot stall the program.
        let errorData = LockedData()
        let errorReader = Thread { errorData.set(stderr.fileHandleForReading.readDataToEndOfFile()) }
        errorReader.start()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorData.isSet { usleep(1000) }
        return Outcome(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                       stderr: String(decoding: errorData.value, as: UTF8.self))
    }

    /// Data handed from one thread to another.
    private final class LockedData: @unchecked Sendable {
        private let lock = NSLock()
        private var data: Data?
        func set(_ value: Data) { lock.withLock { data = value } }
        var isSet: Bool { lock.withLock { data != nil } }
        var value: Data { lock.withLock { data ?? Data() } }
    }

    /// Whether python3 is installed.
    static let hasPython = find("python3") != nil
}
