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
        commands: [.index, .list, .tags, .calendar, .onThisDay, .dday, .stats, .heatmap, .search, .show, .check, .initialize, .new, .edit, .star, .unstar, .set, .unset, .delete, .importEntries]
    )

    /// Runs the command line in the real process and returns its exit status (0 ok, 1 failure,
    /// 64 usage error).
    ///
    /// Standard output is flushed before returning; if writing it failed (a full disk), the
    /// failure is reported on standard error and the status is 1.
    ///
    /// - Parameter arguments: The full argument vector, program name first.
    /// - Returns: The process exit status.
    public static func main(arguments: [String]) -> Int32 {
        let context = CLIContext.live(arguments: arguments)
        let status = run(arguments: arguments, context: context)
        context.standardOutput.flush()
        if let writer = context.standardOutput as? FileHandleWriter, let error = writer.writeError {
            context.standardError.write("error: cannot write to standard output: \(error.localizedDescription)\n")
            return ExitCode.failure.rawValue
        }
        return status
    }

    /// Runs a command line in-process and returns its exit status.
    ///
    /// Help and the version go to standard output with status 0. A ``CLIError`` (from parsing or
    /// thrown by a command) is reported by ``usageReport(_:command:)`` with status 64; any other
    /// error a command throws by ``failureReport(_:)`` with status 1. Standard output is flushed
    /// before an error is written and before returning.
    ///
    /// - Parameters:
    ///   - arguments: The full argument vector, program name first; it replaces `context.arguments`.
    ///   - context: The outside world the command sees.
    ///   - registry: The commands to choose from.
    /// - Returns: The exit status.
    static func run(arguments: [String], context: CLIContext, registry: CommandRegistry = CLI.commands) -> Int32 {
        var context = context
        context.arguments = arguments
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
            case .run(let command, let parsed):
                status = try command.run(parsed, context)
            }
        } catch let error as CLIError {
            context.standardOutput.flush()
            context.standardError.write(usageReport(error, command: parser.command?.name))
            status = .usage
        } catch {
            context.standardOutput.flush()
            context.standardError.write(failureReport(error))
            status = .failure
        }
        context.standardOutput.flush()
        return status.rawValue
    }
}
