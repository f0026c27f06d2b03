import Foundation

extension Command {
    /// `vault git setup`: the merge drivers of this clone.
    static let git = Command(
        name: "git",
        summary: "Set up git to merge entries by meaning: 'vault git setup'.",
        usage: "vault git setup",
        discussion: """
            'setup' adds vault's block to the .gitattributes at the vault root (entry files under \
            YYYY/MM/ merge with merge=vault; INDEX.md with merge=vault-index and is marked \
            linguist-generated), leaving every other line of the file as it is, and registers both \
            drivers in this clone's .git/config (merge.vault.driver = 'vault merge-driver %O %A \
            %B %L %P', with a name). Git's configuration is not versioned, so run it once in each \
            clone; 'vault check' warns in a clone that has not. Running it again changes nothing. \
            'vault init --git' runs it too. docs/GIT.md says what merges and what conflicts.

            Examples:
              vault git setup
              git pull
            """,
        arguments: [.required("action", help: "What to do: setup.")],
        work: GitCommand.init)
}

/// The work of `vault git`.
struct GitCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Runs the action and says what changed.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for an unknown action; the errors of
    ///   ``Vault/discover(_:context:)``; ``VaultError/gitFailed(command:message:)`` when git is
    ///   missing or the vault is not in a git work tree.
    func run() throws -> ExitCode {
        let action = arguments.positional("action") ?? ""
        guard action == "setup" else { throw CLIError.invalidValue(action, for: "<action>", expected: "setup") }
        let vault = try Vault.discover(arguments, context: context)
        guard let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else {
            throw VaultError.gitFailed(command: "git", message: "git was not found on PATH")
        }
        guard git.isInsideRepository(vault.path) else {
            throw VaultError.gitFailed(command: "git rev-parse", message: "the vault is not in a git repository; run 'vault init --git' or 'git init' first")
        }
        let changed = try GitSetup.apply(root: vault.path, git: git)
        if changed.isEmpty {
            context.standardOutput.write("git is already set up to merge entries with vault; nothing to do\n")
        } else {
            context.standardOutput.write("set up git to merge entries with vault\n" + changed.map { "  wrote \($0)\n" }.joined())
        }
        return .success
    }
}
