import Foundation

/// Where an export's bytes go: standard output as they come, or a file written atomically at
/// the end (a temporary file in the same folder, then a rename: ``AtomicWriter``).
struct ExportSink {
    /// The outside world.
    var context: CLIContext
    /// The output path as typed, or `nil` for standard output.
    var path: String?
    /// The bytes for the file, held until ``finish()``.
    private var pending: [UInt8] = []

    /// A sink for `-o PATH`, or standard output when `path` is `nil`.
    init(context: CLIContext, path: String?) {
        self.context = context
        self.path = path
    }

    /// The output path as the summary names it (escaped for the terminal).
    var displayPath: String { TerminalText.safe(path ?? "-") }

    /// Writes bytes: to standard output now, or to the file at the end.
    mutating func write(_ bytes: [UInt8]) {
        if path == nil { context.standardOutput.write(bytes: bytes) } else { pending += bytes }
    }

    /// Writes the file, when there is one.
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when the folder does not exist, the
    ///   path is a folder, or the system refuses.
    func finish() throws {
        guard let path else { return }
        let absolute = context.fileURL(forPath: path).path
        if FileSystem.status(absolute, follow: true)?.kind == .directory {
            throw VaultError.writeFailed(path: path, reason: "it is a folder; give a file name, such as \(path)/diary.zip")
        }
        try AtomicWriter.write(pending, to: absolute, displayPath: path)
    }
}
