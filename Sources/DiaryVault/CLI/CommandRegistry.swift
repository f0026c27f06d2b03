/// The commands `vault` knows, in the order help lists them, plus the built-in `help`.
///
/// ``CLI/commands`` is the real list; tests build their own registries of test commands.
struct CommandRegistry: Sendable {
    /// One sentence describing the tool, the first line of `vault --help`.
    var abstract: String
    /// The commands, in help order; `help` is not among them.
    private(set) var commands: [Command]

    /// Creates a registry, checking with `precondition` that names are unique and not `help`.
    ///
    /// - Parameters:
    ///   - abstract: One sentence describing the tool.
    ///   - commands: The commands in help order.
    init(abstract: String, commands: [Command]) {
        var names: Set<String> = [CommandSpec.help.name]
        for command in commands {
            precondition(names.insert(command.name).inserted, "command '\(command.name)' is listed twice or is 'help'")
        }
        self.abstract = abstract
        self.commands = commands
    }

    /// Every spec, in help order, with `help` last.
    var specs: [CommandSpec] {
        commands.map(\.spec) + [CommandSpec.help]
    }

    /// The command with the given name; `nil` for `help` and unknown names.
    func command(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// The spec with the given name, `help` included.
    func spec(named name: String) -> CommandSpec? {
        specs.first { $0.name == name }
    }

    /// The error for an unknown command name, with the closest known name as a suggestion.
    ///
    /// - Parameter name: The name as typed.
    func unknownCommand(_ name: String) -> CLIError {
        .unknownCommand(name, suggestion: SpellingSuggestion.closest(to: name, among: specs.map(\.name)))
    }
}
