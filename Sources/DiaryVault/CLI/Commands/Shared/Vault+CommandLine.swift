import Foundation

/// How a command finds its vault and reads its settings: the first steps of every diary command.
extension Vault {
    /// The vault the command line means: `--vault`, else `VAULT_DIR`, else the nearest folder
    /// above the working directory that holds `.vault/`.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line, for `--vault`.
    ///   - context: The environment and working directory.
    /// - Throws: ``VaultError/noVault(searchedFrom:)`` or ``VaultError/notADirectory(path:)``.
    static func discover(_ arguments: ParsedArguments, context: CLIContext) throws -> Vault {
        try discover(explicit: arguments.globals.vault, environment: context.environment,
                     currentDirectory: context.currentDirectory.path)
    }
}

extension VaultConfig {
    /// The settings of a vault's `.vault/config`, or the defaults without a vault; each warning
    /// (an unknown key) is written to `warnings`, one line each, made safe for a terminal.
    ///
    /// - Parameters:
    ///   - vault: The vault, or `nil`.
    ///   - warnings: Where warnings go: the command's standard error.
    /// - Throws: The errors of ``VaultConfig/load(_:)``.
    static func load(_ vault: Vault?, warnings: any TextWriter) throws -> VaultConfig {
        guard let vault else { return VaultConfig() }
        let config = try VaultConfig.load(vault)
        for warning in config.warnings { warnings.write(TerminalText.safe(warning) + "\n") }
        return config
    }
}
