import Foundation

extension CLI {
    /// The text written to standard error for a usage error.
    ///
    /// ```
    /// error: unknown command 'calnedar'
    /// hint: did you mean 'calendar'?
    /// hint: see 'vault help'
    /// ```
    ///
    /// The "did you mean" line appears when the error has a suggestion; the last line points at the
    /// command's help, or at the overview when no command was recognised.
    ///
    /// - Parameters:
    ///   - error: The usage error.
    ///   - command: The command the line was parsed for, if it got that far.
    static func usageReport(_ error: CLIError, command: String?) -> String {
        var text = "error: \(error.errorDescription ?? "\(error)")\n"
        if let suggestion = error.recoverySuggestion { text += "hint: \(suggestion)\n" }
        let topic = command.map { "\(name) help \($0)" } ?? "\(name) help"
        text += "hint: see '\(topic)'\n"
        return TerminalText.safeMultiline(text)
    }

    /// The text written to standard error for an error a command threw.
    ///
    /// The message is the error's `errorDescription`, a Foundation error's localized description
    /// (after its file path when the description does not name it), or else the error as text. A message that is already a diagnostic (its first line holds
    /// `: error: `, as in `path:line:column: error: ...`, or starts with `error: `) is written as
    /// it is; any other gets the prefix `error: `. The text always ends in a newline. Control and
    /// bidi characters that reached the message from a file name, a value or a config line are
    /// escaped (``TerminalText/safeMultiline(_:)``): an error never moves the cursor, clears the
    /// screen or retitles the terminal, even for a template named with an escape sequence.
    ///
    /// - Parameter error: The error thrown.
    static func failureReport(_ error: any Error) -> String {
        let message = describe(error)
        let firstLine = message.prefix { $0 != "\n" }
        var text = firstLine.hasPrefix("error: ") || firstLine.contains(": error: ") ? message : "error: \(message)"
        if !text.hasSuffix("\n") { text += "\n" }
        return TerminalText.safeMultiline(text)
    }

    /// The best description of an error: `LocalizedError`, then Foundation's own errors, then the error as text.
    private static func describe(_ error: any Error) -> String {
        if let localized = error as? any LocalizedError, let description = localized.errorDescription {
            return description
        }
        let bridged = error as NSError
        if [NSCocoaErrorDomain, NSPOSIXErrorDomain, NSURLErrorDomain].contains(bridged.domain) {
            let description = bridged.localizedDescription
            // Linux Foundation leaves the path out of file errors ("The file doesn't exist.").
            if let path = bridged.userInfo[NSFilePathErrorKey] as? String, !description.contains(path) {
                return "\(path): \(description)"
            }
            return description
        }
        return "\(error)"
    }
}
