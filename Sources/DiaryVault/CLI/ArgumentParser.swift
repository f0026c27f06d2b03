/// Parses a command line against a ``CommandRegistry``: global options, the command name, then
/// the command's options and positional arguments.
///
/// Before the command name only global options are accepted; after it, the command's options and
/// the global ones, in any order and mixed with positional arguments, until `--`. `--help`/`-h`
/// anywhere asks for help (for the command when one is named, even later on the line), and
/// `--version` for the version. The parser remembers the command it resolved in ``command``, so
/// an error report can point at that command's help.
struct ArgumentParser {
    /// What the command line asks for.
    enum Request: Sendable {
        /// The overview help: `vault`, `vault --help`, `vault help`.
        case overview
        /// A command's help: `vault help new`, `vault new --help`.
        case help(CommandSpec)
        /// The version: `vault --version`.
        case version
        /// The manual page vault(1): `vault help --man`.
        case manual
        /// Running a command with its parsed arguments.
        case run(Command, ParsedArguments)
    }

    /// The known commands.
    let registry: CommandRegistry
    /// The command named on the line, once resolved; `nil` before that or when there is none.
    private(set) var command: CommandSpec?

    /// Creates a parser for the given commands.
    init(registry: CommandRegistry) {
        self.registry = registry
    }

    /// Parses a full argument vector.
    ///
    /// - Parameter arguments: The argument vector, program name first.
    /// - Returns: What the command line asks for.
    /// - Throws: A ``CLIError`` for anything that cannot be understood: ``CLIError/unknownCommand(_:suggestion:)``,
    ///   ``CLIError/unknownOption(_:suggestion:)``, ``CLIError/missingValue(option:)``,
    ///   ``CLIError/unexpectedValue(option:value:)``, ``CLIError/repeatedOption(_:)``,
    ///   ``CLIError/invalidValue(_:for:expected:)``, ``CLIError/missingArgument(_:)``,
    ///   ``CLIError/unexpectedArguments(_:)``.
    mutating func parse(_ arguments: [String]) throws(CLIError) -> Request {
        command = nil
        var cursor = TokenCursor(tokens: ArgumentLexer.tokens(arguments))
        var state = OptionState()

        // Global options, up to the command name.
        var name: String?
        while name == nil, let token = cursor.next() {
            switch token.kind {
            case .value(let value):
                name = value
            case .terminator:
                continue
            case .longOption, .shortOptions:
                try state.record(try cursor.readOptions(token, among: GlobalOptions.specs))
                if state.wantsVersion { return try Self.version(after: &cursor, state: &state) }
            }
        }
        guard let name else { return .overview }
        guard let spec = registry.spec(named: name) else { throw registry.unknownCommand(name) }
        command = spec
        if state.wantsHelp { return .help(spec) }

        // The command's options, global options and positional arguments.
        let options = spec.options + GlobalOptions.specs
        var positionals: [String] = []
        var isAfterTerminator = false
        while let token = cursor.next() {
            switch token.kind {
            case .value(let value):
                // `-0` is a value to the lexer (`-5 degrees` is text), but a flag of the command
                // when it declares that digit as a short flag (`vault list --paths -0`).
                if !isAfterTerminator, let flag = ArgumentParser.digitFlag(value, among: spec.options) {
                    try state.record([OptionUse(option: flag, spelling: value, value: nil)])
                    continue
                }
                positionals.append(value)
            case .terminator:
                isAfterTerminator = true
                continue
            case .longOption, .shortOptions:
                try state.record(try cursor.readOptions(token, among: options))
                if state.wantsVersion { return .version }
                if state.wantsHelp { return .help(spec) }
            }
        }
        let parsed = ParsedArguments(
            spec: spec, globals: state.globals, flagCounts: state.flagCounts,
            optionValues: state.optionValues,
            argumentValues: try ArgumentParser.assign(positionals, to: spec.arguments))

        guard let command = registry.command(named: name) else {
            // Only `help` has a spec and no command.
            if parsed.flag(CommandSpec.manualName) {
                // The manual is one page for every command.
                if parsed.positional("command") != nil { throw .conflictingOptions("--man", "<command>") }
                return .manual
            }
            guard let topic = parsed.positional("command") else { return .overview }
            guard let topicSpec = registry.spec(named: topic) else {
                self.command = nil
                throw registry.unknownCommand(topic)
            }
            return .help(topicSpec)
        }
        return .run(command, parsed)
    }

    /// The version request for `--version` given before any command: what follows may only be
    /// global options, so `vault --version extra` is a usage error rather than a silent version.
    ///
    /// - Throws: ``CLIError/unexpectedArguments(_:)`` for any value after `--version`, and the
    ///   errors of reading the global options that follow.
    private static func version(after cursor: inout TokenCursor, state: inout OptionState) throws(CLIError) -> Request {
        var extra: [String] = []
        while let token = cursor.next() {
            switch token.kind {
            case .value(let value): extra.append(value)
            case .terminator: continue
            case .longOption, .shortOptions: try state.record(try cursor.readOptions(token, among: GlobalOptions.specs))
            }
        }
        guard extra.isEmpty else { throw .unexpectedArguments(extra) }
        return .version
    }

    /// The flag a lone `-DIGIT` argument names, when the command declares that digit as the short
    /// name of a flag (`-0` for `--null`), else `nil`: then the argument stays a value.
    ///
    /// - Parameters:
    ///   - argument: A positional argument as typed.
    ///   - options: The command's own options.
    static func digitFlag(_ argument: String, among options: [OptionSpec]) -> OptionSpec? {
        guard argument.utf8.count == 2, argument.first == "-", let digit = argument.last, digit.isASCII, digit.isNumber
        else { return nil }
        return options.first { $0.shortName == digit && !$0.takesValue }
    }

    /// Distributes positional values over a command's arguments, left to right.
    ///
    /// Required arguments take one value each, optional ones one if any are left, a variadic
    /// argument the rest; a ``ArgumentSpec/Arity/oneOrMore`` argument is owed at least one.
    ///
    /// - Parameters:
    ///   - values: The positional values in command-line order.
    ///   - arguments: The command's arguments, in declared order.
    /// - Returns: The values by argument name; arguments left out are absent.
    /// - Throws: ``CLIError/missingArgument(_:)`` for the first argument short of a value,
    ///   ``CLIError/unexpectedArguments(_:)`` for values left over.
    static func assign(_ values: [String], to arguments: [ArgumentSpec]) throws(CLIError) -> [String: [String]] {
        var remaining = values[...]
        var assigned: [String: [String]] = [:]
        for argument in arguments {
            switch argument.arity {
            case .required, .oneOrMore:
                guard let first = remaining.popFirst() else { throw .missingArgument(argument.placeholder) }
                assigned[argument.name] = [first]
                if argument.arity == .oneOrMore {
                    assigned[argument.name]?.append(contentsOf: remaining)
                    remaining = []
                }
            case .optional:
                if let first = remaining.popFirst() { assigned[argument.name] = [first] }
            case .zeroOrMore:
                if !remaining.isEmpty { assigned[argument.name] = Array(remaining) }
                remaining = []
            }
        }
        guard remaining.isEmpty else { throw .unexpectedArguments(Array(remaining)) }
        return assigned
    }
}

/// A position in the token list with the read verbs the parser needs.
private struct TokenCursor {
    /// The tokens of the command line.
    var tokens: [ArgumentToken]
    /// The index of the next token to read.
    var position = 0

    /// Reads the next token.
    mutating func next() -> ArgumentToken? {
        guard position < tokens.count else { return nil }
        defer { position += 1 }
        return tokens[position]
    }

    /// Reads the next token if it is a value (not an option and not `--`).
    mutating func nextValue() -> String? {
        guard position < tokens.count, case .value(let value) = tokens[position].kind else { return nil }
        position += 1
        return value
    }

    /// Reads the option (or cluster of short options) in `token`, and the values they take.
    ///
    /// A value comes from `--name=value`, from the rest of a short cluster (`-dVALUE`), or from the
    /// next token if it is a value. A cluster spelling a long option's name (`-name`) is an unknown
    /// option rather than `-n` with the value `ame`.
    ///
    /// - Parameters:
    ///   - token: A `.longOption` or `.shortOptions` token just read.
    ///   - options: The options accepted here.
    /// - Returns: Each option given, with the spelling typed and its value.
    /// - Throws: ``CLIError/unknownOption(_:suggestion:)``, ``CLIError/missingValue(option:)``,
    ///   ``CLIError/unexpectedValue(option:value:)``.
    mutating func readOptions(_ token: ArgumentToken, among options: [OptionSpec]) throws(CLIError) -> [OptionUse] {
        switch token.kind {
        case .longOption(let name, let attached):
            let spelling = "--\(name)"
            guard let option = options.first(where: { $0.name == name }) else {
                let suggestion = SpellingSuggestion.closest(to: name, among: options.map(\.name))
                throw .unknownOption(spelling, suggestion: suggestion.map { "--\($0)" })
            }
            guard option.takesValue else {
                if let attached { throw .unexpectedValue(option: spelling, value: attached) }
                return [OptionUse(option: option, spelling: spelling, value: nil)]
            }
            guard let value = attached ?? nextValue() else {
                throw .missingValue(option: option.synopsis(spelledAs: spelling))
            }
            return [OptionUse(option: option, spelling: spelling, value: value)]

        case .shortOptions(let letters):
            if letters.count > 1, options.contains(where: { $0.name == letters }) {
                // A long name typed with one dash: `-name Ada` must not read as `-n ame`.
                throw .unknownOption("-\(letters)", suggestion: "--\(letters)")
            }
            var uses: [OptionUse] = []
            var rest = Substring(letters)
            while let letter = rest.popFirst() {
                let spelling = "-\(letter)"
                guard let option = options.first(where: { $0.shortName == letter }) else {
                    throw TokenCursor.unknownShortOption(letter, in: letters, among: options)
                }
                guard option.takesValue else {
                    uses.append(OptionUse(option: option, spelling: spelling, value: nil))
                    continue
                }
                let attached = rest.isEmpty ? nil : String(rest)
                rest = ""
                guard let value = attached ?? nextValue() else {
                    throw .missingValue(option: option.synopsis(spelledAs: spelling))
                }
                uses.append(OptionUse(option: option, spelling: spelling, value: value))
            }
            return uses

        case .value, .terminator:
            preconditionFailure("not an option: \(token)")
        }
    }

    /// The error for an unknown letter in `-letters`: when the whole cluster looks like a long
    /// option typed with one dash (`-star`), the error names the cluster and suggests `--star`.
    private static func unknownShortOption(_ letter: Character, in letters: String, among options: [OptionSpec]) -> CLIError {
        if letters.count > 1, let long = SpellingSuggestion.closest(to: letters, among: options.map(\.name)) {
            return .unknownOption("-\(letters)", suggestion: "--\(long)")
        }
        return .unknownOption("-\(letter)", suggestion: nil)
    }
}

/// One option given on the command line.
private struct OptionUse {
    /// The option's spec.
    var option: OptionSpec
    /// The name as typed, with dashes: `--date` or `-d`.
    var spelling: String
    /// The value, for an option that takes one.
    var value: String?
}

/// The options read so far, global and the command's.
private struct OptionState {
    /// The global options' values.
    var globals = GlobalOptions()
    /// Whether `--help` or `-h` was given.
    var wantsHelp = false
    /// Whether `--version` was given.
    var wantsVersion = false
    /// How often each flag was given, by long name.
    var flagCounts: [String: Int] = [:]
    /// The values of options with values, by long name, in order.
    var optionValues: [String: [String]] = [:]

    /// Records options just read, checking repeats and allowed values.
    ///
    /// - Throws: ``CLIError/repeatedOption(_:)``, ``CLIError/invalidValue(_:for:expected:)``.
    mutating func record(_ uses: [OptionUse]) throws(CLIError) {
        for use in uses {
            let option = use.option
            let count = flagCounts[option.name, default: 0] + optionValues[option.name, default: []].count
            if count > 0, !option.isRepeatable { throw .repeatedOption(use.spelling) }
            guard let value = use.value else {
                flagCounts[option.name, default: 0] += 1
                if option.name == GlobalOptions.helpName { wantsHelp = true }
                if option.name == GlobalOptions.versionName { wantsVersion = true }
                continue
            }
            if !option.allowedValues.isEmpty, !option.allowedValues.contains(value) {
                throw .invalidValue(
                    value, for: option.synopsis(spelledAs: use.spelling), expected: CLIError.oneOf(option.allowedValues))
            }
            optionValues[option.name, default: []].append(value)
            if GlobalOptions.specs.contains(option) { try globals.set(value, for: option) }
        }
    }
}
