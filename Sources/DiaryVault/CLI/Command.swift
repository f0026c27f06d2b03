/// A command: its ``CommandSpec`` and the function that runs it.
///
/// Each command lives in its own file under `CLI/Commands/` as a static property in an extension
/// of `Command`, and is listed in ``CLI/commands``. The run function gets the parsed command line
/// and the outside world (``CLIContext``); it returns an ``ExitCode`` or throws. A thrown
/// ``CLIError`` is reported as a usage error (status 64); any other error as a failure (status 1).
struct Command: Sendable {
    /// The function that does the command's work.
    typealias Run = @Sendable (ParsedArguments, CLIContext) throws -> ExitCode

    /// What the command accepts and how help describes it.
    var spec: CommandSpec
    /// The function that does the work.
    var run: Run

    /// Creates a command from a spec and a run function.
    ///
    /// - Parameters:
    ///   - spec: What the command accepts.
    ///   - run: The function that does the work.
    init(spec: CommandSpec, run: @escaping Run) {
        self.spec = spec
        self.run = run
    }

    /// Creates a command, building its spec in place.
    ///
    /// - Parameters:
    ///   - name: The command word.
    ///   - summary: One sentence for the command list.
    ///   - usage: A hand-written usage line starting with `vault`, or `nil` to generate one.
    ///   - discussion: Text printed at the end of help, or empty.
    ///   - options: The command's options.
    ///   - arguments: The positional arguments.
    ///   - run: The function that does the work.
    init(
        name: String, summary: String, usage: String? = nil, discussion: String = "",
        options: [OptionSpec] = [], arguments: [ArgumentSpec] = [], run: @escaping Run
    ) {
        let spec = CommandSpec(
            name: name, summary: summary, usage: usage, discussion: discussion, options: options,
            arguments: arguments)
        self.init(spec: spec, run: run)
    }

    /// The command word.
    var name: String { spec.name }
}
