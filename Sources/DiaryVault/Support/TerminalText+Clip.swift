extension TerminalText {
    /// The most characters a quoted outside text keeps before its middle is cut (see ``clipped(_:)``).
    static let messageLimit = 260

    /// A text from outside vault (a value or key from a file, a message the parser built around
    /// one) cut in the middle when it is longer than ``messageLimit`` characters: its first 160
    /// and last 100 characters with ` … ` between them.
    ///
    /// Messages quote the offending text ("mood '…' is not one of …"), and a file may hold a value
    /// a megabyte long; the start names the problem and the end says what was expected, so both
    /// stay. Applied to the quoted text where a message takes it in, never to a whole message or
    /// hint: vault's own words and the paths in them (a `vault import` command under a deep
    /// folder) always come out whole, however long.
    /// Counted in `Character`s, so no character is split.
    ///
    /// - Parameter text: The outside text.
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
