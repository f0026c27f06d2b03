import Foundation

/// Whether a writing command commits its change with git, and the commit itself.
///
/// Chosen by `--commit`, else not with `--no-commit`, else the `commit` setting of
/// `.vault/config`. One command makes one commit of the files it changed (see ``ChangeSet``),
/// with `INDEX.md` written afresh in the same commit when the vault keeps one (``IndexFile``).
struct CommitChoice: Hashable, Sendable {
    /// Whether to commit.
    var isEnabled: Bool
    /// The command line, for the locale of `INDEX.md` written afresh; `nil` leaves the index alone.
    var arguments: ParsedArguments?

    /// Creates a choice that is already made.
    ///
    /// - Parameter isEnabled: Whether to commit.
    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
    }

    /// The choice of the command line and the config.
    ///
    /// - Parameters:
    ///   - arguments: A parsed command line that declares ``OptionSpec/commit`` and ``OptionSpec/noCommit``.
    ///   - config: The vault's settings.
    /// - Throws: ``CLIError/conflictingOptions(_:_:)`` when both flags are given.
    init(_ arguments: ParsedArguments, config: VaultConfig) throws(CLIError) {
        let commit = arguments.flag(OptionSpec.commitName), noCommit = arguments.flag(OptionSpec.noCommitName)
        if commit && noCommit {
            throw .conflictingOptions("--" + OptionSpec.commitName, "--" + OptionSpec.noCommitName)
        }
        self.init(isEnabled: commit || (config.commit && !noCommit))
        self.arguments = arguments
    }

    /// Commits a change set when enabled, or says why it was not committed.
    ///
    /// Outside a git repository, without git installed, or for files outside the vault, the change
    /// stays written and a warning goes to standard error. When git itself fails (no identity
    /// configured, a hook refuses), the error is reported and the status is a failure: the files
    /// are written, the commit is not.
    ///
    /// - Parameters:
    ///   - changes: What the command changed.
    ///   - vault: The vault, if any.
    ///   - context: The environment, working directory and streams.
    /// - Returns: `.success`, or `.failure` when git failed.
    func commit(_ changes: ChangeSet, in vault: Vault?, context: CLIContext) -> ExitCode {
        guard isEnabled, !changes.labels.isEmpty else { return .success }
        let notCommitted = "the change was written but not committed"
        guard let vault, !changes.paths.isEmpty else {
            context.standardError.write("warning: the file is not in a vault; \(notCommitted)\n")
            return .success
        }
        guard let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else {
            context.standardError.write("warning: git was not found on PATH; \(notCommitted)\n")
            return .success
        }
        guard git.isInsideRepository(vault.path) else {
            let shown = vault.displayRoot.isEmpty ? "the vault" : TerminalText.safe(vault.displayRoot)
            context.standardError.write("warning: \(shown) is not in a git repository; \(notCommitted)\n"
                                        + "hint: run 'git init' in the vault, or 'vault init --git'\n")
            return .success
        }
        do {
            var paths = changes.paths
            // What INDEX.md shows may have changed: the index goes in the same commit.
            if let arguments, !paths.contains(IndexFile.name), try IndexFile.refresh(in: vault, arguments, context: context) {
                paths.append(IndexFile.name)
            }
            let hash = try git.commit(paths, message: changes.message, in: vault.path) {
                FileSystem.status(vault.absolutePath($0)) != nil
            }
            if let hash { context.standardError.write("committed \(hash): \(changes.subject)\n") }
            return .success
        } catch {
            context.standardOutput.flush()
            context.standardError.write(CLI.failureReport(error) + "hint: the change was written; commit it with git yourself\n")
            return .failure
        }
    }
}
