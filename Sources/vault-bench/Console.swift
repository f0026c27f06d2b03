import Foundation

/// Unbuffered output: the report on standard output, progress and errors on standard error.
enum Console {
    /// Writes one line of the report.
    static func print(_ line: String = "") {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Writes one progress or error line.
    static func progress(_ line: String) {
        FileHandle.standardError.write(Data(("vault-bench: " + line + "\n").utf8))
    }
}
