/// When to write colour: the value of `--color auto|always|never`.
///
/// `auto` (the default) colours only when standard output is a terminal, and never when the
/// `NO_COLOR` environment variable is set to a non-empty value (https://no-color.org) or `TERM` is
/// `dumb`. `always` and `never` are explicit choices and override both variables, as no-color.org
/// asks of command-line flags.
enum ColorMode: String, CaseIterable, Hashable, Sendable {
    /// Colour on a terminal, unless `NO_COLOR` or `TERM=dumb` says otherwise.
    case auto
    /// Colour even in pipes and files.
    case always
    /// No colour.
    case never

    /// Whether colour is on in this mode.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether standard output is a terminal.
    ///   - environment: The process environment.
    func isColorEnabled(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always:
            return true
        case .never:
            return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return isTerminal
        }
    }

    /// The style renderers get in this mode.
    ///
    /// - Parameters:
    ///   - isTerminal: Whether standard output is a terminal.
    ///   - environment: The process environment.
    func textStyle(isTerminal: Bool, environment: [String: String]) -> TextStyle {
        TextStyle(isColorEnabled: isColorEnabled(isTerminal: isTerminal, environment: environment))
    }
}
