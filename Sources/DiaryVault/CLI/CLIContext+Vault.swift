import Foundation

/// What every diary command needs from the context: the vault, the locale, problem reports.
extension CLIContext {
    /// The vault the command line means (`--vault`, `VAULT_DIR`, or the nearest `.vault/`).
    ///
    /// - Throws: ``VaultError/noVault(searchedFrom:)`` or ``VaultError/notADirectory(path:)``.
    func openVault(_ arguments: ParsedArguments) throws -> Vault {
        try Vault.discover(explicit: arguments.globals.vault, environment: environment,
                           currentDirectory: currentDirectory.path)
    }

    /// The locale identifier for dates and names: `--locale`, else the vault's `.vault/config`
    /// `locale`, else `LC_ALL`/`LC_TIME`/`LANG`.
    ///
    /// - Parameters:
    ///   - arguments: The command line.
    ///   - config: The vault's settings, if there is a vault.
    func localeIdentifier(for arguments: ParsedArguments, config: VaultConfig? = nil) -> String {
        if arguments.globals.locale == nil, let configured = config?.locale,
           let identifier = LocaleResolver.normalized(configured) {
            return identifier
        }
        return LocaleResolver.identifier(option: arguments.globals.locale, environment: environment)
    }

    /// Writes each problem to standard error as `path:line:column: error: message`, with the
    /// source line and a caret.
    ///
    /// - Parameters:
    ///   - problems: The problems, in the order to print.
    ///   - vault: The vault whose paths they name.
    func report(_ problems: [VaultProblem], in vault: Vault) {
        guard !problems.isEmpty else { return }
        standardOutput.flush()
        for problem in problems {
            standardError.write(problem.rendered(displayPath: vault.displayPath(problem.path)) + "\n")
        }
    }

    /// The width to cut lines to: the terminal's on a terminal, none in a pipe.
    var outputWidth: Int? {
        isOutputTerminal ? terminalWidth : nil
    }
}
