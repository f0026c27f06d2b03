/// The options several commands accept, declared once: `--json`, `--day`, `--commit`,
/// `--no-commit`.
///
/// A command lists them in its spec (`options: [.day, .commit, .noCommit]`) and reads them through
/// the shared pieces, never by name: `--json` through ``OutputFormat``, `--day` through
/// ``EntryTargets/day(in:today:)``, `--commit` and `--no-commit` through ``CommitChoice``. The query
/// options live in `SelectionOptions.swift`.
extension OptionSpec {
    /// The long name of `--json`, which ``OutputFormat`` reads.
    static let jsonName = "json"
    /// The long name of `--day`, which ``EntryTargets/day(in:today:)`` reads.
    static let dayName = "day"
    /// The long name of `--commit`, which ``CommitChoice`` reads.
    static let commitName = "commit"
    /// The long name of `--no-commit`, which ``CommitChoice`` reads.
    static let noCommitName = "no-commit"

    /// `--json`: print the result as JSON instead of text (see ``OutputFormat``).
    ///
    /// - Parameter help: The help line, which names what is printed, such as
    ///   `Print the index as JSON.`
    static func json(help: String) -> OptionSpec {
        .flag(jsonName, help: help)
    }

    /// `--day YYYY-MM-DD`: every entry of that day.
    static let day = OptionSpec.value(
        dayName, valueName: "date",
        help: "Act on every entry of this day: YYYY-MM-DD, yesterday, 3 days ago...")
    /// `--commit`: commit the change with git.
    static let commit = OptionSpec.flag(
        commitName, help: "Commit the change with git. Default: the 'commit' setting of .vault/config, else no.")
    /// `--no-commit`: do not commit, whatever `.vault/config` says.
    static let noCommit = OptionSpec.flag(noCommitName, help: "Do not commit, even when .vault/config says 'commit = true'.")
}
