import Foundation

/// Everything that stops the benchmark, with what the user needs to fix it.
enum BenchError: Error, LocalizedError, Equatable {
    /// A bad command line (exit status 64).
    case usage(String)
    /// A file-system call failed on `path`.
    case io(path: String, operation: String, reason: String)
    /// A manifest could not be read.
    case badManifest(path: String, reason: String)
    /// A program could not be started.
    case spawnFailed(program: String, reason: String)
    /// `swift build` failed; `log` holds the end of its output.
    case buildFailed(log: String)
    /// The Swift package holding `vault` was not found.
    case packageNotFound(searched: String)
    /// A vault command failed where the benchmark needs its output.
    case commandFailed(command: String, status: Int32, stderr: String)
    /// A vault command printed something that is not the JSON documented for it.
    case badOutput(command: String, reason: String)

    var errorDescription: String? {
        switch self {
        case .usage(let message):
            return message
        case .io(let path, let operation, let reason):
            return "\(path): cannot \(operation): \(reason)"
        case .badManifest(let path, let reason):
            return "\(path): not a vault manifest: \(reason)"
        case .spawnFailed(let program, let reason):
            return "cannot start \(program): \(reason)"
        case .buildFailed(let log):
            return "swift build -c release --product vault failed:\n\(log)"
        case .packageNotFound(let searched):
            return "cannot find the vault package (a Package.swift with a 'vault' product) in or above \(searched); run from the clone or pass --vault-bin PATH"
        case .commandFailed(let command, let status, let stderr):
            return "\(command) exited with status \(status)\(stderr.isEmpty ? "" : ":\n\(stderr)")"
        case .badOutput(let command, let reason):
            return "\(command) printed unexpected output: \(reason)"
        }
    }
}
