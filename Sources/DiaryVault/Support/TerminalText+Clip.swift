extension TerminalText {
    /// The most characters a message or hint keeps before its middle is cut (see ``clipped(_:)``).
    static let messageLimit = 260

    /// A message or hint cut in the middle when it is longer than ``messageLimit`` characters:
    /// its first 160 and last 100 characters with ` … ` between them.
    ///
    /// Messages quote the offending text ("mood '…' is not one of …"), and a file may hold a value
    /// a megabyte long; the start names the problem and the end says what was expected, so both
    /// stay. Counted in `Character`s, so no character is split.
    ///
    /// - Parameter text: The message as built.
    /// - Returns: The text itself, or its clipped form.
    static func clipped(_ text: String) -> String {
        var count = 0
        for _ in text {
            count += 1
            if count > messageLimit { break }
        }
        guard count > messageLimit else { return text }
        return String(text.prefix(160)) + " … " + String(text.suffix(100))
    }
}
