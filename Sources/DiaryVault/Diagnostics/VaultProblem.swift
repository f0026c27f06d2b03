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

    /// The kind of problem, such as `duplicate-uuid` or `tab-indentation` (its raw value).
    public var kind: ProblemKind
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

    /// Creates a problem of a kind, with the kind's severity and fixability unless given.
    ///
    /// - Parameters:
    ///   - kind: The kind.
    ///   - severity: Error or warning; the kind's ``ProblemKind/severity`` when `nil`.
    ///   - path: The vault-relative path.
    ///   - location: The 1-based line and byte column, if the problem is at one place.
    ///   - sourceLine: The source line at the location, if any.
    ///   - message: What is wrong.
    ///   - hint: What would be right, if anything.
    ///   - isFixable: Whether `--fix` can fix this one; the kind's ``ProblemKind/isFixable`` when `nil`.
    public init(_ kind: ProblemKind, severity: Severity? = nil, path: String, location: SourceLocation? = nil,
                sourceLine: String? = nil, message: String, hint: String? = nil, isFixable: Bool? = nil) {
        self.kind = kind
        self.severity = severity ?? kind.severity
        self.path = path
        self.location = location
        self.sourceLine = sourceLine
        // Whole: each builder clips the outside text it quotes (``TerminalText/clipped(_:)``);
        // only a value a builder forgot could reach the backstop.
        self.message = Self.bounded(message)
        self.hint = hint.map(Self.bounded)
        self.isFixable = isFixable ?? kind.isFixable
    }

    /// The problem of a file that does not parse.
    ///
    /// A parse error at a git conflict marker line (see ``ConflictMarker``) is reported as the
    /// `git-conflict-marker` it is, as `vault check` reports it.
    ///
    /// - Parameters:
    ///   - error: The parse error.
    ///   - path: The vault-relative path.
    public init(_ error: FrontMatterError, path: String) {
        let line = error.context.sourceLine
        if ConflictMarker(line: line.utf8) != nil {
            self.init(.gitConflictMarker, path: path, location: error.location, sourceLine: line,
                      message: "unresolved git merge conflict", hint: Self.conflictMarkerHint)
            return
        }
        // The parser's message and expectation quote the source text and hold no path: clipped
        // as outside text (the same bytes as before, so problems cached earlier still agree).
        self.init(error.problemKind, path: path, location: error.location, sourceLine: line,
                  message: TerminalText.clipped(error.message), hint: TerminalText.clipped("expected: " + error.expected))
    }

    /// The most characters a message or hint keeps: far above vault's own words with a few
    /// paths in them (a path is at most 4,096 bytes, `PATH_MAX` on Linux), so it never cuts
    /// those; it bounds a message whose builder quoted a megabyte value without clipping it.
    static let backstopLimit = 16_384

    /// A message or hint cut in the middle when it is longer than ``backstopLimit`` characters:
    /// its first and last 8,000 characters with ` … ` between them.
    ///
    /// - Parameter text: The message or hint as built.
    /// - Returns: The text itself, or its cut form.
    static func bounded(_ text: String) -> String {
        guard text.utf8.count > backstopLimit, text.count > backstopLimit else { return text }
        return String(text.prefix(8_000)) + " … " + String(text.suffix(8_000))
    }

    /// What `vault edit` says of an entry saved with conflict markers still in it: the edit is
    /// kept, and nothing is moved or committed until `vault resolve` finishes it.
    ///
    /// - Parameters:
    ///   - path: The file as shown.
    ///   - lines: The lines of its opening and closing markers.
    ///   - reference: The reference to name in the hint (``EntryReference/Match/editReference``).
    /// - Returns: The lines to write to standard error, ending with a newline.
    static func conflictedReport(path: String, lines: [Int], reference: String) -> String {
        "\(TerminalText.safe(path)): error: the entry still holds unresolved git conflict markers (line"
            + "\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", "))); your edit is kept, "
            + "nothing was moved or committed\nhint: finish it with 'vault resolve \(reference) --edit' "
            + "(or --ours, --theirs, --both)\n"
    }

    /// The hint of every `git-conflict-marker` problem.
    static let conflictMarkerHint = "keep the text you want, delete the marker lines, and run vault check again"

    /// The problem as a ``Diagnostic``: the hint is its note (`expected: ...` for parse errors
    /// as it reads, any other after `hint: `).
    ///
    /// - Parameters:
    ///   - displayPath: The path to print (the vault-relative path with the root as given).
    ///   - showsKind: Whether the kind is printed after the message (`vault check` prints it).
    public func diagnostic(displayPath: String, showsKind: Bool = false) -> Diagnostic {
        Diagnostic(path: displayPath, location: location, severity: severity, message: message,
                   kind: showsKind ? kind : nil, sourceLine: sourceLine,
                   notes: hint.map { [$0.hasPrefix("expected: ") ? $0 : "hint: " + $0] } ?? [])
    }

    /// The problem as the terminal shows it (``Diagnostic/rendered``), without a final newline.
    ///
    /// - Parameter displayPath: The path to print (the vault-relative path with the root as given).
    public func rendered(displayPath: String) -> String {
        diagnostic(displayPath: displayPath).rendered
    }
}
