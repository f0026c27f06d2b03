extension SelectionOptions {
    /// The selection options given on a command line, as `--name`, in the order help lists them.
    ///
    /// Only options with the name and kind of one of ``specs`` count, whatever their help says
    /// (`vault tags` has its own `-n` help): `vault calendar`'s own `--mood` flag (mark days by
    /// mood) is not the selection's `--mood LEVEL`. A command with nothing given can skip the
    /// query (and its cost) and keep its output as it was without selection options.
    ///
    /// - Parameter arguments: The parsed command line.
    /// - Returns: Such as `["--tag", "--where"]`; empty when none was given.
    static func given(in arguments: ParsedArguments) -> [String] {
        arguments.spec.options.filter { option in
            specs.contains { $0.name == option.name && $0.takesValue == option.takesValue }
        }.filter { option in
            option.takesValue ? !arguments.values(option.name).isEmpty : arguments.flag(option.name)
        }.map { "--" + $0.name }
    }
}
