import Foundation

extension Command {
    /// `vault git setup`: the merge drivers and hooks of this clone; `vault git hook`: what the
    /// hooks run.
    static let git = Command(
        name: "git",
        summary: "Set up git to merge entries by meaning: 'vault git setup'.",
        usage: "vault git setup | vault git hook <hook> [<argument>]",
        discussion: """
            'setup' adds vault's block to the .gitattributes at the vault root (entry files under \
            YYYY/MM/ merge with merge=vault; INDEX.md with merge=vault-index and is marked \
            linguist-generated), leaving every other line of the file as it is, and registers both \
            drivers in this clone's .git/config (merge.vault.driver = 'vault merge-driver %O %A \
            %B %L %P', with a name). Git's configuration is not versioned, so run it once in each \
            clone; 'vault check' warns in a clone that has not. The drivers and hooks run this \
            vault by its absolute path, so merges work whatever PATH git runs with; after vault \
            moved, 'vault check' warns and running 'vault git setup' again registers the new \
            path. It also adds a few lines to the \
            post-merge, post-rewrite and post-commit hooks (in the folder git reads hooks from, core.hooksPath \
            included), between two comment lines of its own, after the lines of a hook you already \
            have (a hook that is not a shell script is left alone, with the line to add printed). \
            Running it again changes nothing. 'vault init --git' runs it too. docs/GIT.md says \
            what merges and what conflicts.

            'hook' is what those hooks run: after a merge (git's post-merge, also after 'git \
            pull') or a rebase (post-rewrite rebase), when the vault keeps an INDEX.md written by \
            vault, it writes it afresh, as 'vault index --write' does, and folds it into the merge \
            commit or the last rebased commit (git commit --amend: commits only this clone has); \
            after a fast-forward that brought a stale INDEX.md, it commits it on its own. After \
            'git commit' finishes a merge that stopped on a conflict (post-commit, HEAD a merge \
            commit), it commits a stale INDEX.md on its own ('Regenerate INDEX.md'), never \
            amending your commit. A squash merge, an amend, and an INDEX.md with uncommitted \
            changes are left alone.

            Examples:
              vault git setup
              git pull
            """,
        arguments: [
            .required("action", help: "What to do: setup, or hook (run by git's hooks)."),
            .optional("hook", help: "For 'hook': the hook git ran, post-merge, post-rewrite or post-commit."),
            .optional("argument", help: "For 'hook': the hook's argument (post-merge: 1 for a squash; post-rewrite: rebase or amend)."),
        ],
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
        guard action == "setup" || action == "hook" else { throw CLIError.invalidValue(action, for: "<action>", expected: "setup or hook") }
        if action == "setup", let extra = arguments.positional("hook") {
            throw CLIError.invalidValue(extra, for: "<hook>", expected: "nothing after 'setup'")
        }
        let vault = try Vault.discover(arguments, context: context)
        guard let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else {
            throw VaultError.gitFailed(command: "git", message: "git was not found on PATH")
        }
        guard git.isInsideRepository(vault.path) else {
            throw VaultError.gitFailed(command: "git rev-parse", message: "the vault is not in a git repository; run 'vault init --git' or 'git init' first")
        }
        // The words of what it did in the locale of the command line and the config (en, ko, de, ja, zh).
        let words = Catalogue(localeIdentifier: RenderSettings.localeIdentifier(
            option: arguments.globals.locale, configured: (try? VaultConfig.load(vault))?.locale, environment: context.environment))
        if action == "hook" { return try hook(vault: vault, git: git, words: words) }
        let changed = try GitSetup.apply(root: vault.path, git: git, program: context.vaultProgram) {
            context.standardError.write("warning: \($0)\n")
        }
        if changed.isEmpty {
            context.standardOutput.write(words[.gitSetupNothing] + "\n")
        } else {
            context.standardOutput.write(words[.gitSetupDone] + "\n" + changed.map { "  " + words(.gitSetupWrote, ["x": $0]) + "\n" }.joined())
        }
        return .success
    }

    /// `vault git hook HOOK [ARGUMENT]`: INDEX.md afresh after a merge or rebase.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a hook vault does not install.
    private func hook(vault: Vault, git: Git, words: Catalogue) throws -> ExitCode {
        let hook = arguments.positional("hook") ?? ""
        guard GitHooks.names.contains(hook) else {
            throw CLIError.invalidValue(hook, for: "<hook>", expected: GitHooks.names.joined(separator: " or "))
        }
        // Inside `vault sync`'s pull: the sync writes INDEX.md once, after it.
        if context.environment[GitSync.syncEnvironment] == "1" { return .success }
        let refresh = try GitHooks.afterOperation(hook: hook, argument: arguments.positional("argument") ?? "", root: vault.path,
                                                  indexPath: IndexFile.name, git: git) {
            try IndexFile.refresh(arguments, context: context)
        }
        let shown = vault.displayPath(IndexFile.name)
        switch refresh {
        case .nothing: break
        case .amended(let hash): context.standardError.write(words(.gitHookAmended, ["x": shown, "y": hash]) + "\n")
        case .committed(let hash): context.standardError.write(words(.gitHookCommitted, ["x": shown, "y": hash]) + "\n")
        case .skippedLocalChanges: context.standardError.write(words(.gitHookSkipped, ["x": shown]) + "\n")
        }
        return .success
    }
}
