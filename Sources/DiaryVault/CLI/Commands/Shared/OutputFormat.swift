/// The form a command prints its result in: text for people, or JSON for programs.
///
/// Read from the command line once, by every command that declares `--json`
/// (``OptionSpec/json(help:)``), instead of each asking for the flag itself. Later formats
/// (markdown, CSV) become cases here, chosen by the same initializer; each command switches over
/// the cases exhaustively, so a new format is a compile error in every command until handled.
enum OutputFormat: String, CaseIterable, Hashable, Sendable {
    /// Text laid out for a terminal or a pager: the default.
    case text
    /// JSON (RFC 8259), one document on standard output: `--json`.
    case json

    /// The format the command line asks for.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line of a command that declares `--json`.
    ///   - conflicts: Flags of the command that choose another output and so cannot go with
    ///     `--json`, such as `write` and `check` for `vault index`; the first one given is named.
    /// - Throws: ``CLIError/conflictingOptions(_:_:)`` (`--json`, `--write`) when `--json` is
    ///   given with one of `conflicts`.
    init(_ arguments: ParsedArguments, conflicts: [String] = []) throws(CLIError) {
        guard arguments.flag(OptionSpec.jsonName) else {
            self = .text
            return
        }
        if let other = conflicts.first(where: { arguments.flag($0) }) {
            throw .conflictingOptions("--" + OptionSpec.jsonName, "--" + other)
        }
        self = .json
    }
}
