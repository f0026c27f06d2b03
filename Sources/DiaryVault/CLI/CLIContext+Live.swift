import Foundation

extension CLIContext {
    /// The context of the running process: its environment, working directory, standard streams,
    /// terminal, clock and time zone.
    ///
    /// Standard output is buffered when it is not a terminal (``CLI`` flushes it before returning);
    /// standard error is never buffered.
    ///
    /// - Parameter arguments: The argument vector, program name first.
    static func live(arguments: [String]) -> CLIContext {
        let environment = ProcessInfo.processInfo.environment
        let isOutputTerminal = Terminal.isTerminal(1)
        return CLIContext(
            arguments: arguments,
            environment: environment,
            currentDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
            standardInput: StandardInput(isTerminal: Terminal.isTerminal(0),
                                         read: { try FileHandle.standardInput.readToEnd() ?? Data() },
                                         readLine: { Swift.readLine(strippingNewline: true) }),
            standardOutput: FileHandleWriter(handle: .standardOutput, isBuffered: !isOutputTerminal),
            standardError: FileHandleWriter(handle: .standardError, isBuffered: false),
            isOutputTerminal: isOutputTerminal,
            isErrorTerminal: Terminal.isTerminal(2),
            terminalWidth: Terminal.width(environment: environment) { Terminal.columns(of: 1) },
            now: Date(),
            timeZone: TimeZone.current
        )
    }
}
