import Foundation

/// Where an export's bytes go: standard output as they come, or a file written atomically at
/// the end (a temporary file in the same folder, then a rename: ``AtomicWriter``); a Day One
/// archive streams into that temporary file as it is built (``stream(_:)``).
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

    /// Whether ``stream(_:)`` wrote the output already.
    private var streamed = false

    /// Writes the file, when there is one (nothing after ``stream(_:)``).
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when the folder does not exist, the
    ///   path is a folder, or the system refuses.
    func finish() throws {
        guard let path, !streamed else { return }
        try AtomicWriter.write(pending, to: try absolutePath(path), displayPath: path)
    }

    /// Writes the whole output as `produce` hands it over, without holding it: to the file
    /// atomically (a temporary file in the same folder, renamed when complete), or to standard
    /// output. Used instead of ``write(_:)`` and ``finish()``.
    ///
    /// - Throws: As ``finish()``, and what `produce` throws (the file is then left as it was).
    mutating func stream(_ produce: (_ output: ([UInt8]) throws -> Void) throws -> Void) throws {
        streamed = true
        guard let path else {
            try produce { bytes in context.standardOutput.write(bytes: bytes) }
            return
        }
        try AtomicWriter.write(to: try absolutePath(path), displayPath: path, produce)
    }

    /// The output's absolute path.
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when it is a folder.
    private func absolutePath(_ path: String) throws -> String {
        let absolute = context.fileURL(forPath: path).path
        if FileSystem.status(absolute, follow: true)?.kind == .directory {
            throw VaultError.writeFailed(path: path, reason: "it is a folder; give a file name, such as \(path)/diary.zip")
        }
        return absolute
    }
}
