/// How output lines name an entry: its path and, when it has one, its title in quotes.
///
/// `2026/11/2026-11-29-walk.md "Evening walk"`: the path made safe for a terminal, the title on
/// one line, cut when long and made safe (see ``ChangeSet/shownTitle(_:)``). Used by every
/// command that lists the entries it changes (`star`, `set`, `unset`, `edit`, `delete`).
enum EntryLabel {
    /// The label of an entry.
    ///
    /// - Parameters:
    ///   - displayPath: The path as the user sees it.
    ///   - title: The entry's title, or empty.
    /// - Returns: The label, such as `2026/11/2026-11-29-walk.md "Evening walk"`.
    static func text(_ displayPath: String, title: String) -> String {
        TerminalText.safe(displayPath) + (title.isEmpty ? "" : " \"" + ChangeSet.shownTitle(title) + "\"")
    }
}
