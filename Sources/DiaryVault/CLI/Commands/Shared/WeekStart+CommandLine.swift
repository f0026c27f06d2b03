extension VaultConfig.WeekStart {
    /// The first weekday of a grid (`Calendar.firstWeekday`: 1 Sunday, 2 Monday): `--monday` or
    /// `--sunday` when given, else the config's `week-start`, else `nil` for the locale's.
    ///
    /// - Parameters:
    ///   - arguments: A command line whose spec declares `--monday` and `--sunday`.
    ///   - config: The vault's config.
    static func firstWeekday(_ arguments: ParsedArguments, config: VaultConfig) -> Int? {
        let given: Self? = arguments.flag("monday") ? .monday : arguments.flag("sunday") ? .sunday : nil
        return (given ?? config.weekStart)?.firstWeekday
    }
}
