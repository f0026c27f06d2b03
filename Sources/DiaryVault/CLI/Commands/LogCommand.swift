import Foundation

extension Command {
    /// `vault log <ref>`: an entry's history in git.
    static let log = Command(
        name: "log",
        summary: "Show an entry's git history: when each commit changed it, and what.",
        usage: "vault log <ref> [--json]",
        discussion: """
            Lists the commits that changed the entry, newest first, across renames (git log \
            --follow: a date change that moved the file to another month folder is followed). \
            Each commit is one line, 'DATE HASH SUBJECT' (the author date, RFC 3339), and one \
            indented line of what it changed: 'created', 'moved from PATH', the front-matter keys \
            ('mood changed, tags added, weather removed'; values compared as YAML, so requoting is \
            no change) and 'body changed'.

            <ref> is a uuid or its first 4 or more hex digits, a path to an entry of the vault, or \
            a date YYYY-MM-DD when that day has one entry.

            --json prints {"path", "commits": [{"commit", "date", "author", "subject", "path" (the \
            file's path in that commit), "movedFrom", "created", "keys": [{"key", "change": \
            "added" | "changed" | "removed"}], "bodyChanged"}], "count", "problems"}, the listing \
            shape of every command's JSON.

            An entry git has never committed prints nothing and exits 0. No git, or a vault \
            outside a git repository, is an error.

            Examples:
              vault log 2026-11-29
              vault log 6F1C --json | jq '.commits[].keys'
            """,
        options: [.json(help: "Print the history as JSON.")],
        arguments: [.required("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday, 3 days ago).")],
        work: LogCommand.init)
}

/// The work of `vault log`: the history from ``EntryHistory``, rendered by ``EntryHistoryRenderer``.
struct LogCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Finds the entry, reads its history, prints it.
    ///
    /// - Throws: The errors of ``Vault/discover(_:context:)`` and of resolving the reference;
    ///   ``VaultError/gitFailed(command:message:)`` without git or a repository;
    ///   ``VaultError/outsideVault(path:)`` for a file outside the vault.
    func run() throws -> ExitCode {
        let format = try OutputFormat(arguments)
        let vault = try Vault.discover(arguments, context: context)
        let reference = try EntryTargets.reference(arguments.positional("ref") ?? "", context: context)
        let match = try reference.resolveOne(in: vault, currentDirectory: context.currentDirectory.path)
        guard let path = match.vaultPath else { throw VaultError.outsideVault(path: match.displayPath) }
        guard let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else {
            throw VaultError.gitFailed(command: "git", message: "git was not found on PATH")
        }
        guard git.isInsideRepository(vault.path) else {
            throw VaultError.gitFailed(command: "git rev-parse", message: "the vault is not in a git repository, so entries have no history")
        }
        let revisions = try EntryHistory.read(path, root: vault.path, git: git)
        switch format {
        case .json: context.standardOutput.write(EntryHistoryRenderer.renderJSON(revisions, path: path))
        case .text: context.standardOutput.write(EntryHistoryRenderer.render(revisions))
        }
        return .success
    }
}
