/// One message about a file, printed the way compilers print a diagnostic.
///
/// The one renderer of `path:line:column: severity: message`, the source line, a caret under the
/// column, and the notes after it (`expected: ...`, `hint: ...`), used by every command: problems
/// found reading the vault (``VaultProblem``), `vault check`, and the parse errors of the format
/// core (``FrontMatterError``).
///
/// ```
/// 2026/11/2026-11-03-cold.md:5:10: warning: 'starred' is 'yes', which ... [starred-not-boolean]
/// starred: yes
///          ^
/// hint: vault check --fix writes 'starred: true'
/// ```
///
/// Every text that may come from a file or a file name (path, message, source line, notes) is
/// escaped with ``TerminalText`` when rendered; the caller clips long texts before.
public struct Diagnostic: Hashable, Sendable {
    /// The path to print, as the user would type it.
    public var path: String
    /// The 1-based line and UTF-8 byte column, when the message is about one place in the file.
    public var location: SourceLocation?
    /// Error or warning.
    public var severity: VaultProblem.Severity
    /// What is wrong, in one sentence.
    public var message: String
    /// The kind, printed as ` [kind]` after the message when set (as `vault check` does).
    public var kind: ProblemKind?
    /// The source line at ``location`` (without its line ending), printed with a caret under the
    /// column; not printed when there is no location.
    public var sourceLine: String?
    /// The lines printed after the excerpt, as they read: `expected: ...`, `hint: ...`.
    public var notes: [String]

    /// Creates a diagnostic.
    ///
    /// - Parameters:
    ///   - path: The path to print.
    ///   - location: The 1-based line and byte column, if any.
    ///   - severity: Error or warning.
    ///   - message: What is wrong.
    ///   - kind: The kind to print after the message, if any.
    ///   - sourceLine: The source line at `location`, if it is to be shown.
    ///   - notes: The lines after the excerpt.
    public init(path: String, location: SourceLocation? = nil, severity: VaultProblem.Severity = .error,
                message: String, kind: ProblemKind? = nil, sourceLine: String? = nil, notes: [String] = []) {
        self.path = path
        self.location = location
        self.severity = severity
        self.message = message
        self.kind = kind
        self.sourceLine = sourceLine
        self.notes = notes
    }

    /// The diagnostic as the terminal shows it: its lines joined by line feeds, without a final one.
    ///
    /// The first line is `path:line:column: severity: message [kind]` (`path: severity: message`
    /// with no location); with a location and a source line, the line (cut to a window around
    /// the column, see ``TerminalText/excerpt(of:caretAtByteColumn:width:)``) and the caret line
    /// follow; then each note.
    public var rendered: String {
        var text = TerminalText.safe(path)
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): " + TerminalText.safe(message)
        if let kind { text += " [\(kind.rawValue)]" }
        if let location, let sourceLine {
            let excerpt = TerminalText.excerpt(of: sourceLine, caretAtByteColumn: location.column)
            text += "\n" + excerpt.source + "\n" + excerpt.caret
        }
        for note in notes { text += "\n" + TerminalText.safe(note) }
        return text
    }
}
