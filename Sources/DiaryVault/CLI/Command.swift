/// A command: its ``CommandSpec`` and the function that runs it.
///
/// Every command has the same shape: one file under `CLI/Commands/` holding a static property in
/// an extension of `Command` (the spec: name, summary, usage, discussion, options, arguments) and
/// one work type named after the command, `IndexCommand`, `SetCommand`..., that conforms to
/// ``RunnableCommand``: a struct made from the parsed command line and the outside world
/// (``CLIContext``), whose ``RunnableCommand/run()`` does the work. The property is listed in
/// ``CLI/commands``:
///
/// ```swift
/// extension Command {
///     /// `vault list`: one line per entry.
///     static let list = Command(
///         name: "list", summary: "List entries, newest first.",
///         options: [.json(help: "Print the entries as JSON.")],
///         work: ListCommand.init)
/// }
///
/// /// The work of `vault list`.
/// struct ListCommand: RunnableCommand {
///     var arguments: ParsedArguments
///     var context: CLIContext
///
///     func run() throws -> ExitCode {
///         let options = try ReadOptions(arguments, context: context)   // --json, the selection...
///         return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in
///             ...  // render reading.index with reading.settings as options.format asks
///             return .success
///         }
///     }
/// }
/// ```
///
/// The shared pieces live in `CLI/Commands/Shared/`: ``ReadOptions`` (the selection as a query,
/// `--no-cache`, `--explain`, `--json`) and ``ReadPipeline`` (vault, config, locale, style, scan,
/// problems, exit status) for commands that read the diary, ``ExplainOption`` for `--explain`,
/// ``EditRunner`` for those that edit entries, ``EntryTargets`` for the entries a command names,
/// ``OutputFormat`` for `--json`, ``CommitChoice`` for `--commit`, and the shared options
/// (``OptionSpec/json(help:)``, ``OptionSpec/noCache``, ``OptionSpec/explain``, ``OptionSpec/day``,
/// ``OptionSpec/commit``, ``OptionSpec/noCommit``). A command never names another command's type.
///
/// A thrown ``CLIError`` is reported as a usage error (status 64); any other error as a failure
/// (status 1).
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

    /// Creates a command whose work is a ``RunnableCommand``, building its spec in place.
    ///
    /// - Parameters:
    ///   - name: The command word.
    ///   - summary: One sentence for the command list.
    ///   - usage: A hand-written usage line starting with `vault`, or `nil` to generate one.
    ///   - discussion: Text printed at the end of help, or empty.
    ///   - options: The command's options.
    ///   - arguments: The positional arguments.
    ///   - work: Makes the work from the parsed command line and the context, usually the work
    ///     type's `init(arguments:context:)`; its ``RunnableCommand/run()`` is then called once.
    init<Work: RunnableCommand>(
        name: String, summary: String, usage: String? = nil, discussion: String = "",
        options: [OptionSpec] = [], arguments: [ArgumentSpec] = [],
        work: @escaping @Sendable (ParsedArguments, CLIContext) -> Work
    ) {
        self.init(name: name, summary: summary, usage: usage, discussion: discussion, options: options,
                  arguments: arguments) { parsed, context in try work(parsed, context).run() }
    }

    /// The command word.
    var name: String { spec.name }
}

/// The work of one command: made from the parsed command line and the outside world, run once.
///
/// Conforming types are structs named after their command (`IndexCommand` for `vault index`)
/// that store `arguments` and `context`; see ``Command`` for the whole shape.
protocol RunnableCommand: Sendable {
    /// Does the command's work: reads and writes through the context only.
    ///
    /// - Returns: The exit status: ``ExitCode/success`` or ``ExitCode/failure``.
    /// - Throws: ``CLIError`` for a command line that cannot be understood (status 64); any other
    ///   error for a failure the CLI reports (status 1).
    func run() throws -> ExitCode
}
