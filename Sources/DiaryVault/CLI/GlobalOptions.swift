/// The options every command accepts, before or after the command name.
///
/// `--vault DIR`, `--color auto|always|never` and `--locale ID` are read into this value;
/// `--help`/`-h` and `--version` are requests the parser answers itself. A global option, like any
/// other option that is not repeatable, may be given once.
struct GlobalOptions: Hashable, Sendable {
    /// The value of `--vault`, as typed (relative to the working directory), or `nil`.
    var vault: String?
    /// The value of `--color`.
    var color: ColorMode = .auto
    /// The value of `--locale`, checked by ``LocaleResolver/validatedOption(_:)``, or `nil`.
    var locale: String?

    /// The long name of `--help`.
    static let helpName = "help"
    /// The long name of `--version`.
    static let versionName = "version"

    /// The specs of the global options, in the order help lists them.
    static let specs: [OptionSpec] = [
        .value(
            "vault", valueName: "dir",
            help: "The vault folder. Default: $VAULT_DIR, else the nearest folder above the working directory that holds .vault/."),
        .value(
            "color", valueName: "mode", allowedValues: ColorMode.allCases.map(\.rawValue),
            help: "When to use colour: auto (on a terminal, unless NO_COLOR is set or TERM is dumb), always or never. Default: auto."),
        .value(
            "locale", valueName: "id",
            help: "The locale for dates and names, such as ko_KR. Default: from LC_ALL, LC_TIME or LANG."),
        .flag(helpName, short: "h", help: "Show help information."),
        .flag(versionName, help: "Show the version."),
    ]

    /// Stores the value of a global option that takes one.
    ///
    /// - Parameters:
    ///   - value: The value, already checked against the option's allowed values.
    ///   - option: The global option's spec.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a malformed `--locale` or an empty
    ///   `--vault`.
    mutating func set(_ value: String, for option: OptionSpec) throws(CLIError) {
        switch option.name {
        case "vault":
            // `--vault ""` (an unset shell variable) must not quietly mean "search from here".
            guard !value.isEmpty else { throw .invalidValue(value, for: "--vault <dir>", expected: "a folder") }
            vault = value
        case "color":
            guard let mode = ColorMode(rawValue: value) else { preconditionFailure("unchecked --color '\(value)'") }
            color = mode
        case "locale":
            do throws(LocaleError) {
                locale = try LocaleResolver.validatedOption(value)
            } catch {
                throw .invalidValue(value, for: "--locale <id>", expected: LocaleResolver.expectedValue)
            }
        default:
            preconditionFailure("'--\(option.name)' is not a global option with a value")
        }
    }
}
