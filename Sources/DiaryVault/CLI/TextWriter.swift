import Foundation

/// Where a command writes text: standard output or standard error in the process, a string in tests.
///
/// Text is written as UTF-8. A command that hands the terminal to another program (an editor)
/// calls ``flush()`` first; ``CLI`` flushes standard output before it reports an error and
/// before it returns.
protocol TextWriter: Sendable {
    /// Writes text as it is; no newline is added.
    ///
    /// - Parameter text: The text to write.
    func write(_ text: String)

    /// Writes UTF-8 bytes as they are (for large generated output, such as JSON).
    ///
    /// - Parameter bytes: Valid UTF-8.
    func write(bytes: [UInt8])

    /// Writes out anything buffered.
    func flush()

    /// The first error writing out (a full disk, a closed pipe), if any; later writes are dropped
    /// (``StandardOutputFailure`` says what it means).
    var writeError: (any Error)? { get }
}

extension TextWriter {
    /// Writes UTF-8 bytes by decoding them to text; writers that hold bytes override this.
    func write(bytes: [UInt8]) {
        write(String(decoding: bytes, as: UTF8.self))
    }

    /// No error: writers that cannot fail (a string in tests) keep this.
    var writeError: (any Error)? { nil }
}
