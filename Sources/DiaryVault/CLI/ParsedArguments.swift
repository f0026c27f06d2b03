/// A parsed command line: the global options, and the command's options and positional arguments
/// by name.
///
/// Read values with the typed accessors: ``flag(_:)``, ``value(_:)``, ``values(_:)``,
/// ``positional(_:)``, ``positionals(_:)``, and the converting forms that throw
/// ``CLIError/invalidValue(_:for:expected:)``. Asking for a name the command does not declare, or
/// a flag as a value, is a programmer mistake and stops with a `precondition` naming it.
struct ParsedArguments: Hashable, Sendable {
    /// The spec the command line was parsed against.
    var spec: CommandSpec
    /// `--vault`, `--color` and `--locale`.
    var globals: GlobalOptions
    /// How often each flag was given, by long name; absent flags are missing.
    var flagCounts: [String: Int]
    /// The values of options that take one, by long name, in command-line order.
    var optionValues: [String: [String]]
    /// The values of positional arguments, by argument name, in command-line order.
    var argumentValues: [String: [String]]

    /// Creates parsed arguments; normally made by ``ArgumentParser``.
    ///
    /// - Parameters:
    ///   - spec: The command's spec.
    ///   - globals: The global options.
    ///   - flagCounts: How often each flag was given, by long name.
    ///   - optionValues: The values of options with values, by long name.
    ///   - argumentValues: The positional values, by argument name.
    init(
        spec: CommandSpec, globals: GlobalOptions = GlobalOptions(), flagCounts: [String: Int] = [:],
        optionValues: [String: [String]] = [:], argumentValues: [String: [String]] = [:]
    ) {
        self.spec = spec
        self.globals = globals
        self.flagCounts = flagCounts
        self.optionValues = optionValues
        self.argumentValues = argumentValues
    }

    /// Whether the flag `--name` was given.
    func flag(_ name: String) -> Bool {
        flagCount(name) > 0
    }

    /// How many times the flag `--name` was given.
    func flagCount(_ name: String) -> Int {
        checkOption(name, takesValue: false)
        return flagCounts[name, default: 0]
    }

    /// The value of the option `--name`, or `nil` when it was not given.
    func value(_ name: String) -> String? {
        values(name).last
    }

    /// Every value of the option `--name`, in command-line order.
    func values(_ name: String) -> [String] {
        checkOption(name, takesValue: true)
        return optionValues[name, default: []]
    }

    /// The value of the positional argument `name`, or `nil` when an optional one was left out.
    func positional(_ name: String) -> String? {
        positionals(name).first
    }

    /// Every value of the positional argument `name`; for a variadic argument, all of them in order.
    func positionals(_ name: String) -> [String] {
        precondition(spec.argument(named: name) != nil, "'\(spec.name)' has no argument '\(name)'")
        return argumentValues[name, default: []]
    }

    /// The value of `--name` converted by `convert`, or `nil` when it was not given.
    ///
    /// - Parameters:
    ///   - name: The option's long name.
    ///   - expected: What a valid value looks like, for the error: `"a date such as 2026-11-29"`.
    ///   - convert: Returns the converted value, or `nil` when the text is not valid.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` when `convert` returns `nil`.
    func value<Value>(
        _ name: String, expected: String, _ convert: (String) -> Value?
    ) throws(CLIError) -> Value? {
        try values(name, expected: expected, convert).last
    }

    /// Every value of `--name`, each converted by `convert`.
    ///
    /// - Parameters:
    ///   - name: The option's long name.
    ///   - expected: What a valid value looks like, for the error.
    ///   - convert: Returns the converted value, or `nil` when the text is not valid.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for the first value `convert` rejects.
    func values<Value>(
        _ name: String, expected: String, _ convert: (String) -> Value?
    ) throws(CLIError) -> [Value] {
        let option = spec.option(named: name)
        return try values(name).map { (text) throws(CLIError) -> Value in
            guard let value = convert(text) else {
                throw .invalidValue(text, for: option?.synopsis ?? "--\(name)", expected: expected)
            }
            return value
        }
    }

    /// The value of the positional argument `name` converted by `convert`, or `nil` when left out.
    ///
    /// - Parameters:
    ///   - name: The argument's name.
    ///   - expected: What a valid value looks like, for the error.
    ///   - convert: Returns the converted value, or `nil` when the text is not valid.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` when `convert` returns `nil`.
    func positional<Value>(
        _ name: String, expected: String, _ convert: (String) -> Value?
    ) throws(CLIError) -> Value? {
        guard let text = positional(name) else { return nil }
        guard let value = convert(text) else {
            throw .invalidValue(text, for: "<\(name)>", expected: expected)
        }
        return value
    }

    /// Stops when `name` is not one of the command's options of the asked kind.
    private func checkOption(_ name: String, takesValue: Bool) {
        guard let option = spec.option(named: name) else {
            preconditionFailure("'\(spec.name)' has no option '--\(name)'")
        }
        precondition(
            option.takesValue == takesValue,
            "'--\(name)' of '\(spec.name)' is \(option.takesValue ? "an option with a value" : "a flag")")
    }
}
