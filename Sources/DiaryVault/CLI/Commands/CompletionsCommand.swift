extension Command {
    /// `vault completions bash|zsh|fish`: the shell's completion script.
    static let completions = Command(
        name: "completions",
        summary: "Print the tab-completion script for bash, zsh or fish.",
        discussion: """
            Prints a script that teaches the shell vault's commands, options and their values \
            (moods, sort orders, colour modes...), file and folder paths where a command takes \
            one, and the vault's own tags, days with entries and template names. The script is \
            made from the same command specs as help, so it always matches this vault binary. \
            Tags and days come from the index cache, .vault/cache/ (any read command such as \
            'vault index' or 'vault tags' writes it), through a hidden 'vault __complete' the \
            script runs at each Tab; without a cache or a vault it offers none.

            Install (once; start a new shell afterwards):
              bash: vault completions bash > ~/.local/share/bash-completion/completions/vault
              zsh:  vault completions zsh > ~/.zfunc/_vault
                    (with fpath=(~/.zfunc $fpath) before compinit in ~/.zshrc)
              fish: vault completions fish > ~/.config/fish/completions/vault.fish
            or load it in each session: source <(vault completions bash) in ~/.bashrc, \
            source <(vault completions zsh) after compinit in ~/.zshrc.

            Examples:
              vault completions bash > ~/.local/share/bash-completion/completions/vault
              vault completions zsh > ~/.zfunc/_vault
            """,
        arguments: [.required("shell", help: "bash, zsh or fish.")],
        work: CompletionsCommand.init
    )
}

/// The work of `vault completions`: print the script of a shell.
struct CompletionsCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Prints the script.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a shell other than bash, zsh, fish.
    func run() throws -> ExitCode {
        let names = CompletionShell.allCases.map(\.rawValue)
        let shell = try arguments.positional("shell", expected: CLIError.oneOf(names)) { CompletionShell(rawValue: $0) }
        guard let shell else { throw CLIError.missingArgument("<shell>") }
        context.standardOutput.write(CompletionsCommand.script(for: shell, registry: CLI.commands))
        return .success
    }

    /// The completion script of a shell for a registry's commands.
    ///
    /// - Parameters:
    ///   - shell: The shell.
    ///   - registry: The commands; ``CLI/commands`` for the real script.
    static func script(for shell: CompletionShell, registry: CommandRegistry) -> String {
        let model = CompletionModel(registry: registry)
        return switch shell {
        case .bash: BashCompletionScript.script(for: model)
        case .zsh: ZshCompletionScript.script(for: model)
        case .fish: FishCompletionScript.script(for: model)
        }
    }
}
