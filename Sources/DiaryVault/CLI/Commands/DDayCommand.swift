extension Command {
    /// `vault dday`: the days since or until each anniversary, and its next milestones.
    static let dday = Command(
        name: "dday",
        summary: "Count the days since (or until) each anniversary, with the next milestones.",
        usage: "vault dday [<name>] [--on <YYYY-MM-DD>] [--json] [--explain]",
        discussion: """
            Prints each anniversary of .vault/config ('anniversary = 2021-05-04 We met', one line \
            each) with its D-day: D+N days since, D-N days until, counted to today (from the \
            clock and time zone), or to the day --on names. Under 'counting = from-one' (the default under a Korean \
            locale) the date itself is D+1, as in '만난 지 1일'; under 'counting = from-zero' \
            (the default otherwise) it is D+0. Then the next three milestones, soonest first: \
            every 100th day and every year, with their dates and how far away. A 29 February date \
            comes back on 28 February in common years (leap-day = mar1 for 1 March). A name \
            shows that anniversary only (compared without case). --explain prints these rules.

            --json prints {"today", "counting", "leapDay", "anniversaries": [{"name", "date", \
            "dday", "milestones": [{"kind": "days" or "years", "count", "date", "daysAway"}]}]}.

            Examples:
              vault dday
              vault dday "We met" --json
              vault dday --on 2026-12-25
              vault dday --explain
            """,
        options: [
            .value("on", valueName: "YYYY-MM-DD", help: "Count to this day instead of today."),
            .json(help: "Print the D-days as JSON."),
            .explain,
        ],
        arguments: [.optional("name", help: "An anniversary's name; default: every one.")],
        work: DDayCommand.init)
}

/// The work of `vault dday`.
struct DDayCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Loads the config, counts, and prints.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a name no anniversary has or a
    ///   bad `--on` day; the
    ///   errors of ``Vault/discover(_:context:)`` and ``VaultConfig/load(_:warnings:)``.
    func run() throws -> ExitCode {
        let format = try OutputFormat(arguments)
        let on = try arguments.value("on", expected: "a day YYYY-MM-DD, such as 2026-12-25") { text in
            OnThisDayCommand.parseDay(text).flatMap { $0.year == nil ? nil : CivilDate(year: $0.year ?? 0, month: $0.month, day: $0.day) }
        }
        let vault = try Vault.discover(arguments, context: context)
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let settings = RenderSettings(arguments: arguments, context: context, config: config)
        let rules = config.timeRules(localeIdentifier: settings.localeIdentifier)
        if arguments.flag("explain") {
            context.standardOutput.write(rules.explanation(of: [.writtenDate, .counting, .leapDay], localeIdentifier: settings.localeIdentifier))
            return .success
        }
        var anniversaries = config.anniversaries
        if let name = arguments.positional("name") {
            anniversaries = anniversaries.filter { $0.name.lowercased() == name.lowercased() }
            guard !anniversaries.isEmpty else {
                let names = config.anniversaries.map { "'\($0.name)'" }
                throw CLIError.invalidValue(name, for: "<name>", expected: names.isEmpty
                    ? "the name of an anniversary; .vault/config has none" : "one of " + names.joined(separator: ", "))
            }
        }
        let today = on ?? context.today
        let ddays = anniversaries.map { DDay($0, today: today, rules: rules) }
        switch format {
        case .text: context.standardOutput.write(DDayRenderer.render(ddays, localeIdentifier: settings.localeIdentifier, style: settings.style))
        case .json: context.standardOutput.write(DDayRenderer.renderJSON(ddays, today: today, rules: rules))
        }
        return .success
    }
}
