/// Something wrong with a file of the vault, found while reading or checking it.
///
/// Problems never stop a command: `vault index` indexes every other entry and reports each
/// problem; `vault check` lists them all and fixes the safe ones.
public struct VaultProblem: Hashable, Sendable {
    /// How bad a problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The entry cannot be read as intended, or the vault is inconsistent.
        case error
        /// The entry reads, but something is likely not what the user meant.
        case warning
    }

    /// A stable identifier of the kind of problem, such as `duplicate-uuid` or `tab-indentation`.
    public var kind: String
    /// How bad it is.
    public var severity: Severity
    /// The file's path relative to the vault root.
    public var path: String
    /// The 1-based line and byte column, when the problem is at one place in the file.
    public var location: SourceLocation?
    /// The source line at ``location``, shown with a caret under the column.
    public var sourceLine: String?
    /// What is wrong, in one sentence.
    public var message: String
    /// What would be right, or how to fix it, when there is something to say.
    public var hint: String?
    /// Whether `vault check --fix` can fix it safely.
    public var isFixable: Bool

    /// Creates a problem.
    ///
    /// - Parameters:
    ///   - kind: The stable identifier.
    ///   - severity: Error or warning.
    ///   - path: The vault-relative path.
    ///   - location: The line and column, if any.
    ///   - sourceLine: The source line at the location, if any.
    ///   - message: What is wrong.
    ///   - hint: What would be right, if anything.
    ///   - isFixable: Whether `--fix` can fix it.
    public init(kind: String, severity: Severity = .error, path: String, location: SourceLocation? = nil,
                sourceLine: String? = nil, message: String, hint: String? = nil, isFixable: Bool = false) {
        self.kind = kind
        self.severity = severity
        self.path = path
        self.location = location
        self.sourceLine = sourceLine
        // A value quoted in a message may be megabytes long (see ``TerminalText/clipped(_:)``).
        self.message = TerminalText.clipped(message)
        self.hint = hint.map(TerminalText.clipped)
        self.isFixable = isFixable
    }

    /// The problem of a file that does not parse.
    ///
    /// - Parameters:
    ///   - error: The parse error.
    ///   - path: The vault-relative path.
    public init(_ error: FrontMatterError, path: String) {
        let line = error.context.sourceLine
        if ["<<<<<<< ", "=======", ">>>>>>> "].contains(where: { line.hasPrefix($0) }) {
            // What failed to parse is a git conflict marker: say that, as `vault check` does.
            self.init(kind: "git-conflict-marker", path: path, location: error.location, sourceLine: line,
                      message: "unresolved git merge conflict",
                      hint: "keep the text you want, delete the marker lines, and run vault check again")
            return
        }
        self.init(kind: error.kind, path: path, location: error.location, sourceLine: line,
                  message: error.message, hint: "expected: " + error.expected)
    }

    /// The problem as the terminal shows it: `path:line:column: severity: message`, then the
    /// source line and a caret, then the hint (`expected: ...` for parse errors, else `hint: ...`);
    /// control characters in file text are escaped.
    ///
    /// - Parameter displayPath: The path to print (the vault-relative path with the root as given).
    public func rendered(displayPath: String) -> String {
        var text = TerminalText.safe(displayPath)
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): " + TerminalText.safe(message)
        if let location, let sourceLine {
            let excerpt = TerminalText.excerpt(of: sourceLine, caretAtByteColumn: location.column)
            text += "\n" + excerpt.source + "\n" + excerpt.caret
        }
        if let hint { text += "\n" + (hint.hasPrefix("expected: ") ? "" : "hint: ") + TerminalText.safe(hint) }
        return text
    }
}
