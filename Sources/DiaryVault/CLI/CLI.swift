import Foundation

/// The `vault` command-line interface, runnable in-process.
///
/// The executable only forwards `CommandLine.arguments` to ``main(arguments:)`` and exits with the
/// returned status. Everything else goes through ``run(arguments:context:registry:)``, which
/// tests call with a context of their own.
public enum CLI {
    /// The version `vault --version` prints.
    public static let version = "0.1.0"

    /// The program name used in usage lines, help and hints.
    static let name = "vault"

    /// The commands, in the order `vault help` lists them.
    ///
    /// Each command is a static property in an extension of ``Command`` in its own file under
    /// `CLI/Commands/`; add it to this list to make it reachable.
    static let commands = CommandRegistry(
        abstract: "Keep a diary as plain text: one markdown file per entry, in a folder you own.",
        commands: [.index, .list, .tags, .calendar, .onThisDay, .dday, .stats, .heatmap, .search, .show, .export, .check, .initialize, .new, .edit, .star, .unstar, .set, .unset, .delete, .resolve, .importEntries, .site, .git, .sync, .log, .mergeDriver, .completions, .lsp]
    )

    /// Runs the command line in the real process and returns its exit status (0 ok, 1 failure,
    /// 64 usage error).
    ///
    /// A standard descriptor the process was started without is first opened on `/dev/null`
    /// (``StandardStreams``), and `SIGPIPE` is ignored, so that a reader that goes away
    /// (`vault index | head -1`) makes a write fail rather than end the process
    /// (``StandardOutputFailure``). A closed standard output is reported on standard error after
    /// the command, with status 1; every other failure to write it, by ``run(arguments:context:registry:)``.
    ///
    /// - Parameter arguments: The full argument vector, program name first.
    /// - Returns: The process exit status.
    public static func main(arguments: [String]) -> Int32 {
        let closed = StandardStreams.reserveClosed()
        StandardOutputFailure.ignoreBrokenPipes()
        let context = CLIContext.live(arguments: arguments)
        let status = run(arguments: arguments, context: context)
        if closed.contains(1) {
            context.standardError.write(StandardOutputFailure(code: EBADF).report)
            return ExitCode.failure.rawValue
        }
        return status
    }

    /// Runs a command line in-process and returns its exit status.
    ///
    /// Help and the version go to standard output with status 0. A ``CLIError`` (from parsing or
    /// thrown by a command) is reported by ``usageReport(_:command:)`` with status 64; any other
    /// error a command throws by ``failureReport(_:)`` with status 1. Standard output is flushed
    /// before an error is written and before returning; when any of it could not be written
    /// (``StandardOutputFailure``: a full disk, a closed descriptor) that is reported and the
    /// status is 1, except when its reader went away (`| head -1`), which ends quietly with the
    /// command's own status.
    ///
    /// - Parameters:
    ///   - arguments: The full argument vector, program name first; it replaces `context.arguments`.
    ///   - context: The outside world the command sees.
    ///   - registry: The commands to choose from.
    /// - Returns: The exit status.
    static func run(arguments: [String], context: CLIContext, registry: CommandRegistry = CLI.commands) -> Int32 {
        var context = context
        context.arguments = arguments
        // The completion scripts' hidden query, answered before parsing and never listed.
        if arguments.dropFirst().first == CompletionQuery.commandName {
            let status = CompletionQuery.run(Array(arguments.dropFirst(2)), context: context)
            return finish(status, context: context).rawValue
        }
        // The markdown renderer's hidden filter (vault-bench, comparisons with cmark).
        if arguments.dropFirst().first == MarkdownFilter.commandName {
            let status = MarkdownFilter.run(Array(arguments.dropFirst(2)), context: context)
            return finish(status, context: context).rawValue
        }
        let help = HelpGenerator(registry: registry, width: min(context.terminalWidth, 80))
        var parser = ArgumentParser(registry: registry)
        var status = ExitCode.success
        do {
            switch try parser.parse(arguments) {
            case .overview:
                context.standardOutput.write(help.overview())
            case .help(let spec):
                context.standardOutput.write(help.help(for: spec))
            case .version:
                context.standardOutput.write("\(name) \(version)\n")
            case .manual:
                context.standardOutput.write(ManPage(registry: registry).render())
            case .run(let command, let parsed):
                if let warning = LocaleResolver.characterSetWarning(environment: context.environment) {
                    context.standardError.write(warning + "\n")
                }
                status = try command.run(parsed, context)
            }
        } catch is StandardOutputFailure {
            // Reported below, with what the last flush finds.
        } catch let error as CLIError {
            context.standardOutput.flush()
            context.standardError.write(usageReport(error, command: parser.command?.name))
            status = .usage
        } catch let error as VaultError where error.isUsageError {
            context.standardOutput.flush()
            context.standardError.write(failureReport(error))
            status = .usage
        } catch {
            context.standardOutput.flush()
            context.standardError.write(failureReport(error))
            status = .failure
        }
        return finish(status, context: context).rawValue
    }

    /// Flushes standard output and gives the status to exit with: the command's, or 1 after
    /// reporting a failure to write standard output (a broken pipe is no failure: nothing is
    /// reported and the status stays).
    private static func finish(_ status: ExitCode, context: CLIContext) -> ExitCode {
        context.standardOutput.flush()
        guard let failure = StandardOutputFailure(of: context.standardOutput), !failure.isBrokenPipe else { return status }
        context.standardError.write(failure.report)
        return .failure
    }
}
