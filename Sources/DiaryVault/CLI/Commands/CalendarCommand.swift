extension Command {
    /// `vault calendar`: a month or a year at a glance, with the days that have entries marked.
    static let calendar = Command(
        name: "calendar",
        summary: "Show a month (or a year) with the days that have entries marked.",
        usage: "vault calendar [<YYYY-MM> | <YYYY>] [--mood] [--monday | --sunday] [<selection options>] [--json]",
        discussion: """
            Draws the month like cal(1): the month's title, the weekday names, one row per week. \
            A day with entries is marked '+', a day with a starred entry '*'. With --mood the mark \
            is the mood of the day's latest entry that has one: b bad, n not great, o okay, \
            g good, G great, ? no known mood (none written, or one vault does not know). A legend \
            line in the locale's words follows the grid.

            With no argument it shows this month; YYYY shows the whole year, as many months across \
            as the width holds (three from 87 columns, two from 57, else one; COLUMNS, else 80). \
            Month and weekday names and the first day of the week come from the locale (--locale, \
            else 'locale' in .vault/config, else LC_ALL, LC_TIME or LANG); --monday and --sunday \
            choose the first day, else 'week-start' in .vault/config. On a \
            terminal with colour, today is highlighted. The grid is drawn from that month's folder \
            alone (a year from its twelve), so an entry filed in another month's folder shows in \
            neither; 'vault check' and 'vault index' name it, and 'vault check --fix' moves it.

            Anniversaries (the 'anniversary = DATE NAME' lines of .vault/config, and every entry \
            with 'anniversary: true' in its front matter, named by its title) mark their own date, \
            every 100th day and every yearly return with '^', named under the grid. The entries \
            come from .vault/cache/anniversaries.bin, which every command that reads the whole \
            vault writes, while no year or month folder has changed since (neither its \
            modification nor its status-change time): then only they are read again, else the \
            whole vault. An entry that gains 'anniversary: true' from a program that rewrites the \
            file in place (changing no folder; 'vault edit' drops the file) is marked after the \
            next such command ('vault index'). VAULT_STATS=1 says which way it went.

            --json prints {"year", "month", "firstWeekday", "weeks": [[DAY or null, ...]], \
            "anniversaries": [{"date", "name", "path", "kind", "count"}], "problems": [...]} (a \
            year: {"year", "firstWeekday", "months": [MONTH without problems], "problems"}); each \
            DAY has "date", "day", "entries" (in time order, each an entry as 'vault index --json' \
            prints it), "entryCount", "mood", "moods", "starred" and "starredCount"; an \
            anniversary's "kind" is "date" (its own date, count 0), "days" (a 100th day) or \
            "years" (a yearly return), "path" the entry that marks it or null for a config line.

            \(ReadPipeline.exitStatusHelp)

            An entry filed in another month's folder is not shown (vault check reports it).

            The selection options of 'vault list' (--from, --to, --on, --in, --starred, \
            --unstarred, --tag, --any-tag, --not-tag, --where, -n) mark only the days of the \
            entries they choose. --mood here keeps its meaning (mark days by mood), so the \
            selection's --mood LEVEL is not available: filter by mood with --where, as in \
            --where 'mood>=good'.

            Examples:
              vault calendar
              vault calendar 2026-11 --mood
              vault calendar 2026 --monday
              vault calendar 2026-11 --mood --tag seoul
              vault calendar 2026 --where 'mood>=good'
            """,
        options: [
            .flag("mood", help: "Mark each day with its mood instead of entries and stars."),
            .flag("monday", help: "Start weeks on Monday."),
            .flag("sunday", help: "Start weeks on Sunday."),
            .json(help: "Print the calendar grid as JSON."),
        ] + SelectionOptions.specs.filter { $0.name != "mood" },
        arguments: [.optional("month", help: "A month YYYY-MM or a year YYYY; default: this month.")],
        work: CalendarCommand.init
    )
}

/// The work of `vault calendar`: one month or one year, as a grid or as JSON.
struct CalendarCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the period, scans its folders, and prints the calendar.
    ///
    /// - Throws: ``CLIError`` for `--monday` with `--sunday`, a bad period or a bad query; the errors of
    ///   ``ReadPipeline``.
    func run() throws -> ExitCode {
        if arguments.flag("monday") && arguments.flag("sunday") {
            throw CLIError.conflictingOptions("--monday", "--sunday")
        }
        let today = context.today
        var year = today.year
        var month: Int? = today.month
        if let period = arguments.positional("month") {
            switch VaultPath.Period(parsing: period) {
            case .year(let parsed)?: (year, month) = (parsed, nil)
            case .month(let parsed, let parsedMonth)?: (year, month) = (parsed, parsedMonth)
            case .day?, nil:
                throw CLIError.invalidValue(period, for: "<month>", expected: "a month YYYY-MM or a year YYYY, such as 2026-11 or 2026")
            }
        }
        var options = try ReadOptions(arguments, context: context)
        let format = options.format
        // The grid reads only its folders, without the cache (which would load every entry's record).
        options.scope = month.map { .month(year: year, month: $0) } ?? .year(year)
        options.useCache = false
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        return try pipeline.run(options) { reading in
            let config = reading.config, index = reading.index
            var options = CalendarOptions(
                localeIdentifier: reading.settings.localeIdentifier,
                firstWeekday: VaultConfig.WeekStart.firstWeekday(arguments, config: config),
                showMood: arguments.flag("mood"),
                today: today,
                style: reading.settings.style)
            // The year view arranges months to the width even in a pipe (COLUMNS, else 80): nothing is cut.
            options.width = context.terminalWidth
            // The anniversaries of .vault/config, then of the entries marked `anniversary: true`
            // anywhere in the vault (through the cache: the grid itself reads only its folders).
            let first = CivilDate(year: year, month: month ?? 1, day: 1) ?? today
            let last = CivilDate(year: year, month: month ?? 12, day: CivilDate.daysIn(month: month ?? 12, year: year)) ?? today
            let (marked, source) = AnniversaryCache.entryAnniversaries(in: reading.vault)
            if ReadPipeline.wantsStatistics(context.environment) {
                context.standardError.write("vault: anniversaries: \(source)\n")
            }
            options.anniversaryMarks = AnniversaryMark.marks(of: config.anniversaries + marked,
                                                             from: first, through: last,
                                                             rules: config.timeRules(localeIdentifier: reading.settings.localeIdentifier))
            // The day's entries in time order, for --json (the grid does not need them).
            func entriesByDay() -> [CivilDate: [EntrySummary]] { Dictionary(grouping: index.entries.reversed(), by: { $0.day }) }
            let output: String
            switch (month, format) {
            case (let month?, .text): output = CalendarRenderer.renderMonth(year: year, month: month, days: index.days, options: options)
            case (let month?, .json): output = CalendarRenderer.renderMonthJSON(year: year, month: month, days: index.days, entries: entriesByDay(),
                                                                                options: options, problems: reading.problems)
            case (nil, .text): output = CalendarRenderer.renderYear(year: year, days: index.days, options: options)
            case (nil, .json): output = CalendarRenderer.renderYearJSON(year: year, days: index.days, entries: entriesByDay(), options: options,
                                                                         problems: reading.problems)
            }
            context.standardOutput.write(output + "\n")
            return .success
        }
    }
}
