extension VaultConfig {
    /// The rules of time (docs/TIME.md) that this config and a locale give: `leap-day`,
    /// `counting` (else the locale's default), and `day-end` (`nil` when days end at midnight).
    ///
    /// - Parameter localeIdentifier: The locale the command resolved, normalised.
    func timeRules(localeIdentifier: String) -> TimeRules {
        TimeRules(leapDay: leapDay, counting: counting, localeIdentifier: localeIdentifier,
                  dayEnd: dayEnd == .midnight ? nil : dayEnd)
    }
}

extension OptionSpec {
    /// `--explain`: print the rules of time the command applies, instead of its output.
    static let explain = OptionSpec.flag("explain", help: "Print the rules of time this command applies (docs/TIME.md) and exit.")
}
