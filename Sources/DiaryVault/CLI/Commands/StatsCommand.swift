extension Command {
    /// `vault stats`: totals, streaks, months, moods and tags of the selected entries.
    static let stats = Command(
        name: "stats",
        summary: "Show totals, streaks, entries per month, moods and top tags.",
        usage: "vault stats [<period>] [selection options] [--json] [--explain]",
        discussion: """
            Prints the entries, the days written, the words and characters of the bodies; the \
            current and longest streak, counting every day and without weekends; a table of \
            entries per month for each year with the year's entries, days and words; the entries \
            per mood as a bar chart; the median mood of each month; the ten most used tags. The \
            selection options choose the entries (vault stats 2026, vault stats --tag walk).

            An entry counts for its day as written, never converted to another time zone; with \
            'day-end = 04:00' in .vault/config an entry written before 04:00 counts for the day \
            before (for stats only: the file and the calendar keep its day). Without weekends, \
            Saturdays and Sundays neither break nor extend a streak. The current streak ends \
            today or yesterday. --explain prints every rule; docs/STATS.md has them too.

            Words and characters come from the index cache, so bodies are read only when they \
            changed. --json prints one object, keys in this order: {"dayEnd", "entryCount", "days", \
            "words", "characters", "streaks": {"everyDay", "weekdays"}: {"current", "longest"}: \
            {"days", "start", "end"} or null, "moods": {"bad", ..., "great", "none"}, "years": \
            [{"year", "entryCount", "days", "words", "characters"}], "months": [{"month": \
            "YYYY-MM", "entryCount", "days", "words", "characters", "moods", "median"}], "tags": \
            [{"tag", "count"}], "problems": [...]} (problems as in 'vault index --json').

            \(ReadPipeline.exitStatusHelp)

            Examples:
              vault stats
              vault stats 2026 --tag walk
              vault stats --json
            """,
        options: [
            .json(help: "Print the figures as JSON."),
            .explain,
        ] + SelectionOptions.specs,
        arguments: [.optional("period", help: "A year YYYY, a month YYYY-MM or a day YYYY-MM-DD, as --in.")],
        work: StatsCommand.init
    )
}

/// The work of `vault stats`.
struct StatsCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the selection, computes the figures, and prints them (or, with `--explain`, the
    /// rules of time and of the figures).
    ///
    /// - Throws: The errors of ``ReadOptions/init(_:context:period:defaultSort:conflicts:)``,
    ///   ``ExplainOption/print(_:figures:vault:arguments:context:)`` and ``ReadPipeline``.
    func run() throws -> ExitCode {
        let options = try ReadOptions(arguments, context: context, period: arguments.positional("period"))
        if options.explain.isRequested {
            return try options.explain.print([.writtenDate, .dayEnd], figures: .stats, vault: Vault.discover(arguments, context: context),
                                             arguments: arguments, context: context)
        }
        let today = context.today
        return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in
            let stats = VaultStats(entries: reading.entries, dayEnd: reading.config.dayEnd, today: today)
            switch options.format {
            case .text:
                context.standardOutput.write(StatsRenderer.render(stats, localeIdentifier: reading.settings.localeIdentifier,
                                                                  style: reading.settings.style))
            case .json:
                context.standardOutput.write(StatsRenderer.renderJSON(stats, problems: reading.problems))
            }
            return .success
        }
    }
}
