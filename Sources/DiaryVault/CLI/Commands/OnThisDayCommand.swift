extension Command {
    /// `vault on-this-day`: what was written on this day in earlier years.
    static let onThisDay = Command(
        name: "on-this-day",
        summary: "Show the entries written on this day in earlier years.",
        usage: "vault on-this-day [<MM-DD> | <YYYY-MM-DD> | <day>] [--window <days>] [--json] [--explain]",
        discussion: """
            Lists the entries written on the same month and day in earlier years, newest first, \
            grouped as '1 year ago', '5 years ago'. The day is today (from the clock and time \
            zone) unless given: MM-DD in this year, or YYYY-MM-DD for 'earlier than that year' (also \
            a day such as 'yesterday' or 'last friday', read as YYYY-MM-DD). \
            Entries of the day's own year and of later years are not shown. --window N also shows \
            the N days on either side (at most 60); such an entry says how far it is ('2 days \
            before'). An entry's day is its written date; 29 February falls on 28 February in \
            common years (leap-day = mar1 in .vault/config for 1 March), so on 28 February of a \
            common year the entries of 29 February show too. --explain prints these rules.

            Nothing found prints one line saying so. \(ReadPipeline.exitStatusHelp)

            --json prints {"date", "window", "leapDay", "entries": [ENTRY, ...], "count", \
            "problems": [...]} (the envelope of every command's JSON), each ENTRY as \
            'vault index --json' prints it plus "yearsAgo" (1 or more) and "daysFromDate" (the \
            days from the date to the entry's day in the date's year; 0 without a window).

            Examples:
              vault on-this-day
              vault on-this-day 11-29 --window 3
              vault on-this-day 2026-02-28 --json
            """,
        options: [
            .value("window", valueName: "days", help: "Also show this many days on either side (0 to 60)."),
            .json(help: "Print the entries as JSON."),
            .explain,
        ],
        arguments: [.optional("date", help: "MM-DD, YYYY-MM-DD or a day such as yesterday or last friday; default: today.")],
        work: OnThisDayCommand.init)
}

/// The work of `vault on-this-day`.
struct OnThisDayCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the date and window, scans the vault through the cache, and prints the matches.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a bad date or window; the errors
    ///   of ``ReadPipeline``.
    func run() throws -> ExitCode {
        var options = try ReadOptions(arguments, context: context)
        let today = context.today
        let window = try arguments.value("window", expected: "a number of days from 0 to 60") { Int($0).flatMap { (0...60).contains($0) ? $0 : nil } } ?? 0
        let parsed = try arguments.positional("date", expected: "a day MM-DD or YYYY-MM-DD, such as 11-29 or 2026-11-29, or " + RelativeDay.forms) {
            DayArgument.parse($0, today: today)
        }
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        if options.explain.isRequested {
            return try options.explain.print([.writtenDate, .leapDay], vault: pipeline.vault, arguments: arguments, context: context)
        }
        // The rules come from the config, read by the pipeline; the entries of every rule's day are
        // among these slots (29 February's included).
        let day = parsed.map { CivilDate(year: 2000, month: $0.month, day: $0.day) ?? today } ?? today
        options.remembered = .monthDays(OnThisDay(date: day, window: window, rules: TimeRules()).monthDaySlots)
        return try pipeline.run(options) { reading in
            let rules = reading.config.timeRules(localeIdentifier: reading.settings.localeIdentifier)
            // MM-DD of 29 February in a common year falls where the leap-day rule puts it.
            let date = parsed.map { rules.occurrence(month: $0.month, day: $0.day, in: $0.year ?? today.year) } ?? today
            let search = OnThisDay(date: date, window: window, rules: rules)
            let matches = search.matches(in: reading.entries)
            switch options.format {
            case .text:
                context.standardOutput.write(OnThisDayRenderer.render(search, matches: matches, settings: reading.settings))
            case .json:
                context.standardOutput.write(OnThisDayRenderer.renderJSON(search, matches: matches, problems: reading.problems))
            }
            return .success
        }
    }
}
