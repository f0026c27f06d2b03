import Foundation

extension Command {
    /// `vault lsp`: the language server for editors.
    static let lsp = Command(
        name: "lsp",
        summary: "Run the language server editors use (LSP over standard input and output).",
        discussion: """
            Speaks the Language Server Protocol 3.17 (JSON-RPC 2.0 with Content-Length headers) \
            on standard input and output, for any editor with an LSP client: Neovim, Helix, VS \
            Code, Emacs (eglot), Zed. The vault is --vault when given, else the nearest folder \
            holding .vault/ at or above the editor's workspace folder, else found as for any \
            command. While you type it publishes every problem vault check finds in the entry \
            (same kinds, messages and places), and a uuid another, older entry holds. Text sync \
            is full or incremental, with UTF-16 positions (UTF-8 when the editor offers it). It \
            writes no file; it ends at the protocol's exit, or when standard input closes. \
            Setup for each editor: docs/EDITORS.md.

            Examples:
              vault lsp
              vault --vault ~/diary lsp
            """,
        work: LspCommand.init
    )
}

/// The work of `vault lsp`: runs ``LanguageServer`` on standard input and output.
struct LspCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Serves until `exit` or the end of standard input.
    ///
    /// - Returns: 0 after `shutdown` and `exit`, else 1 (LSP 3.17, "exit").
    func run() throws -> ExitCode {
        let server = LanguageServer(options: LanguageServer.Options(
            explicitVault: arguments.globals.vault, environment: context.environment,
            currentDirectory: context.currentDirectory.path), output: 1)
        return ExitCode(rawValue: server.run(input: 0))
    }
}
