extension VaultConfig {
    /// The rules of time (docs/TIME.md) that this config and a locale give: `leap-day`,
    /// `counting` (else the language's, ``Catalogue/Language/dayCounting``: from one under
    /// Korean), and `day-end` (`nil` when days end at midnight).
    ///
    /// - Parameter localeIdentifier: The locale the command resolved, normalised.
    func timeRules(localeIdentifier: String) -> TimeRules {
        TimeRules(leapDay: leapDay ?? .feb28,
                  counting: counting ?? Catalogue.Language(localeIdentifier: localeIdentifier).dayCounting,
                  dayEnd: dayEnd == .midnight ? nil : dayEnd)
    }
}
