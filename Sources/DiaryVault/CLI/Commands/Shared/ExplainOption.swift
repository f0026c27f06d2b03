/// `--explain`: print the rules a command applies instead of its output, declared, read and
/// printed in one place.
///
/// A command lists ``OptionSpec/explain`` in its spec, reads the option (``ReadOptions/explain``,
/// or `ExplainOption(arguments)` when it checks it before its other options), and when it is
/// requested returns ``print(_:figures:vault:arguments:context:)``: the rules of time it applies
/// with the settings of `.vault/config` in force (docs/TIME.md), then the rules of its figures,
/// in the view's language (``ExplanationRenderer``).
///
/// ```swift
/// let explain = ExplainOption(arguments)
/// if explain.isRequested {
///     return try explain.print([.writtenDate, .leapDay], vault: pipeline.vault, arguments: arguments, context: context)
/// }
/// ```
struct ExplainOption: Hashable, Sendable {
    /// The long name of `--explain`.
    static let name = "explain"

    /// The option's spec, for a command's options (``OptionSpec/explain``).
    static let spec = OptionSpec.flag(name, help: "Print the rules of time this command applies (docs/TIME.md) and exit.")

    /// Whether the command line asks for the rules.
    var isRequested: Bool

    /// Reads `--explain` from a command line; not requested when the command does not declare it.
    ///
    /// - Parameter arguments: The parsed command line.
    init(_ arguments: ParsedArguments) {
        isRequested = arguments.spec.option(named: Self.name) != nil && arguments.flag(Self.name)
    }

    /// Writes the rules to standard output: the vault's config gives the settings, and the
    /// command line, config and environment the language (``RenderSettings``).
    ///
    /// - Parameters:
    ///   - rules: The rules of time the command applies, in the order to state them.
    ///   - figures: The command's figures whose rules follow, or `nil`.
    ///   - vault: The vault the command reads.
    ///   - arguments: The command line, for `--locale`.
    ///   - context: The outside world.
    /// - Returns: `.success`.
    /// - Throws: The errors of ``VaultConfig/load(_:warnings:)``.
    func print(_ rules: [TimeRules.Rule], figures: ExplanationRenderer.Figures? = nil, vault: Vault,
               arguments: ParsedArguments, context: CLIContext) throws -> ExitCode {
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let locale = RenderSettings(arguments: arguments, context: context, config: config).localeIdentifier
        context.standardOutput.write(ExplanationRenderer.render(rules, of: config.timeRules(localeIdentifier: locale),
                                                                figures: figures, localeIdentifier: locale))
        return .success
    }
}

extension OptionSpec {
    /// `--explain`: print the rules of time the command applies, instead of its output
    /// (``ExplainOption``).
    static let explain = ExplainOption.spec
}
