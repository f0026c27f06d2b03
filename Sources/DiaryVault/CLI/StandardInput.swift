import Foundation

/// The process's standard input as a command sees it: whether it is a terminal, and its bytes.
///
/// Commands read standard input only when asked to (an argument `-`, or a pipe when no text was
/// given), so reading is a function called on demand rather than data read up front. In the
/// process it reads to end of file once; a second read returns what is left, which is nothing.
struct StandardInput: Sendable {
    /// Whether standard input is a terminal (a person typing) rather than a pipe or file.
    var isTerminal: Bool
    /// Reads everything left on standard input.
    private var read: @Sendable () throws -> Data
    /// Reads one line, for an answer to a question; `nil` at end of file.
    private var readOneLine: @Sendable () -> String?

    /// Creates standard input from a reading function.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether it is a terminal.
    ///   - read: Reads everything left; may throw the I/O error.
    ///   - readLine: Reads one line without its line break, `nil` at end of file; by default the
    ///     first line of what `read` returns.
    init(isTerminal: Bool, read: @escaping @Sendable () throws -> Data,
         readLine: (@Sendable () -> String?)? = nil) {
        self.isTerminal = isTerminal
        self.read = read
        self.readOneLine = readLine ?? {
            guard let data = try? read(), !data.isEmpty else { return nil }
            let text = String(decoding: data, as: UTF8.self)
            return text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.first.map(String.init)
        }
    }

    /// Standard input holding the given text as UTF-8, for tests.
    ///
    /// - Parameters:
    ///   - text: The whole input.
    ///   - isTerminal: Whether to pretend it is a terminal.
    init(text: String, isTerminal: Bool = false) {
        let data = Data(text.utf8)
        self.init(isTerminal: isTerminal, read: { data })
    }

    /// Reads everything left on standard input, blocking until end of file.
    ///
    /// - Returns: The bytes read, possibly empty.
    /// - Throws: The I/O error from the underlying file handle.
    func readAll() throws -> Data {
        try read()
    }

    /// Reads one line (a person's answer on a terminal), without its line break.
    ///
    /// - Returns: The line, or `nil` at end of file.
    func readLine() -> String? {
        readOneLine()
    }
}
