import Foundation

/// What one write command changed: the vault files it wrote, moved or removed, and the entries
/// they hold, for the git commit it makes with `--commit`.
///
/// One command makes one commit. Its subject names the action and, for one entry, the entry's day
/// and title: `vault: star 2026-11-29 "Evening walk"`; for several, their number
/// (`vault: star 3 entries`) with one line per entry in the body.
struct ChangeSet: Hashable, Sendable {
    /// The action as the subject shows it: `star`, `set mood=good`, `new`.
    var action: String
    /// One label per entry changed, such as `2026-11-29 "Evening walk"`, in order.
    private(set) var labels: [String] = []
    /// The files changed, relative to the vault root, each once.
    private(set) var paths: [String] = []

    /// Creates an empty change set for an action.
    ///
    /// - Parameter action: The action, such as `star`.
    init(action: String) {
        self.action = action
    }

    /// Records a changed entry and its files.
    ///
    /// - Parameters:
    ///   - entry: The entry as written (or as it was, for a deletion), if it parsed.
    ///   - fallback: The label when the entry has no date: its path.
    ///   - paths: The vault-relative paths changed; `nil` ones (files outside the vault) are skipped.
    ///
    /// The label is made safe for a commit message, which terminals show raw (`git log`): control
    /// and bidirectional-override characters in the title or path are escaped as vault escapes
    /// them for the terminal (``TerminalText/safe(_:)``: ESC becomes `\e`, U+202E `\u{202E}`),
    /// line breaks become spaces, and a long title is cut (see ``shownTitle(_:)``).
    mutating func record(_ entry: Entry?, fallback: String, paths: [String?]) {
        var label = TerminalText.safe(entry?.date?.day.description ?? fallback)
        if let title = entry?.title, !title.isEmpty {
            label += " \"" + Self.shownTitle(title) + "\""
        }
        labels.append(label)
        for case let path? in paths where !self.paths.contains(path) { self.paths.append(path) }
    }

    /// The most characters of a title that messages show; longer titles are cut and end in `…`.
    static let maximumTitleLength = 100

    /// A title as one line for a message: line breaks as spaces, cut after
    /// ``maximumTitleLength`` characters, control and bidi characters escaped.
    ///
    /// Works on the first characters only, so a title of a megabyte costs no more than a short one.
    ///
    /// - Parameter title: The entry's title.
    static func shownTitle(_ title: String) -> String {
        var line = String(title.prefix(maximumTitleLength).map { $0.isNewline ? " " : $0 })
        if title.dropFirst(maximumTitleLength).first != nil { line += "…" }
        return TerminalText.safe(line)
    }

    /// The first line of the commit message, its action made safe as the labels are.
    var subject: String {
        let action = TerminalText.safe(String(self.action.map { $0.isNewline ? " " : $0 }))
        return labels.count == 1 ? "vault: \(action) \(labels[0])" : "vault: \(action) \(labels.count) entries"
    }

    /// The whole commit message: the subject, and for several entries a body listing them.
    var message: String {
        guard labels.count > 1 else { return subject }
        return subject + "\n\n" + labels.map { "- " + $0 }.joined(separator: "\n") + "\n"
    }
}
