/// What a command accepts and how help describes it: its name, summary, usage, discussion,
/// options and positional arguments.
///
/// The spec is pure data: ``ArgumentParser`` reads it to parse, ``HelpGenerator`` to print help.
/// The global options (``GlobalOptions/specs``) are accepted by every command and are not listed
/// here. Mistakes in a spec (a duplicate option, a required argument after an optional one) are
/// programmer errors caught by `precondition` when the spec is created.
struct CommandSpec: Hashable, Sendable {
    /// The word that selects the command: `vault <name>`.
    var name: String
    /// One line for the command list, a sentence ending with a period.
    var summary: String
    /// The usage line written out by hand, starting with `vault`; `nil` to generate it.
    var customUsage: String?
    /// Paragraphs printed at the end of help; lines indented by spaces (examples) are kept as
    /// written, other lines are wrapped.
    var discussion: String
    /// The command's own options, in the order help lists them.
    var options: [OptionSpec]
    /// The positional arguments: required, then optional, then at most one variadic.
    var arguments: [ArgumentSpec]

    /// Creates a spec, checking it with `precondition`.
    ///
    /// - Parameters:
    ///   - name: The command word.
    ///   - summary: One sentence for the command list.
    ///   - usage: A hand-written usage line starting with `vault`, or `nil` to generate one.
    ///   - discussion: Text printed at the end of help, or empty.
    ///   - options: The command's options.
    ///   - arguments: The positional arguments.
    init(
        name: String, summary: String, usage: String? = nil, discussion: String = "",
        options: [OptionSpec] = [], arguments: [ArgumentSpec] = []
    ) {
        precondition(OptionSpec.isValidLongName(name), "invalid command name '\(name)'")
        CommandSpec.checkOptions(options, command: name)
        CommandSpec.checkArguments(arguments, command: name)
        self.name = name
        self.summary = summary
        self.customUsage = usage
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
    }

    /// The usage line: the hand-written one, or `vault <name>`, each option's synopsis in brackets
    /// and each argument's synopsis.
    var usage: String {
        if let customUsage { return customUsage }
        return usageParts.joined(separator: " ")
    }

    /// The generated usage line in unbreakable parts: `vault`, the name, `[--tag <tag> ...]`, ...
    var usageParts: [String] {
        let options = options.map { option in
            "[" + option.synopsis + (option.isRepeatable ? " ..." : "") + "]"
        }
        return [CLI.name, name] + options + arguments.map(\.synopsis)
    }

    /// The option with the given long name, if declared.
    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name }
    }

    /// The argument with the given name, if declared.
    func argument(named name: String) -> ArgumentSpec? {
        arguments.first { $0.name == name }
    }

    /// Checks that option names are unique, distinct from the global ones, and do not use `-h`.
    private static func checkOptions(_ options: [OptionSpec], command: String) {
        let all = options + GlobalOptions.specs
        var longNames: Set<String> = []
        var shortNames: Set<Character> = []
        for option in all {
            precondition(longNames.insert(option.name).inserted, "'\(command)' repeats option '--\(option.name)'")
            if let short = option.shortName {
                precondition(shortNames.insert(short).inserted, "'\(command)' repeats option '-\(short)'")
            }
        }
    }

    /// Checks that arguments are required, then optional, then at most one variadic, with unique names.
    private static func checkArguments(_ arguments: [ArgumentSpec], command: String) {
        var names: Set<String> = []
        var rank = 0
        for (position, argument) in arguments.enumerated() {
            precondition(names.insert(argument.name).inserted, "'\(command)' repeats argument '\(argument.name)'")
            let order = switch argument.arity {
            case .required: 0
            case .optional: 1
            case .zeroOrMore, .oneOrMore: 2
            }
            precondition(order >= rank, "'\(command)': argument '\(argument.name)' is out of order")
            precondition(
                !argument.isVariadic || position == arguments.count - 1,
                "'\(command)': variadic argument '\(argument.name)' must come last")
            rank = order
        }
    }
}

extension CommandSpec {
    /// The long name of `vault help --man`.
    static let manualName = "man"

    /// The built-in `help` command: `vault help [<command>]`, `vault help --man`.
    static let help = CommandSpec(
        name: "help",
        summary: "Show help for vault or one of its commands.",
        options: [.flag(manualName, help: "Print the manual page vault(1) in roff, made from this help: vault help --man > ~/.local/share/man/man1/vault.1")],
        arguments: [.optional("command", help: "The command to describe.")]
    )
}
