import Foundation
@testable import DiaryVault

/// The outcome of running the CLI in-process.
struct CLIRun: Equatable {
    /// The exit status.
    var status: Int32
    /// What was written to standard output.
    var stdout: String
    /// What was written to standard error.
    var stderr: String
}

/// Runs `vault` with the given arguments (program name excluded) against the test commands.
///
/// - Parameters:
///   - arguments: The arguments after the program name.
///   - registry: The commands; the test commands by default.
///   - environment: The environment.
///   - input: Standard input.
///   - isOutputTerminal: Whether standard output pretends to be a terminal.
///   - terminalWidth: The layout width.
func runCLI(
    _ arguments: [String], registry: CommandRegistry = TestCommands.registry, environment: [String: String] = [:],
    input: StandardInput = StandardInput(text: ""), isOutputTerminal: Bool = false, terminalWidth: Int = 80
) -> CLIRun {
    let stdout = CapturingWriter(isBuffered: true)
    let stderr = CapturingWriter()
    let context = CLIContext.test(
        environment: environment, standardInput: input, standardOutput: stdout, standardError: stderr,
        isOutputTerminal: isOutputTerminal, terminalWidth: terminalWidth)
    let status = CLI.run(arguments: ["vault"] + arguments, context: context, registry: registry)
    return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
}
