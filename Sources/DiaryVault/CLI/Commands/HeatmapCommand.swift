extension Command {
    /// `vault heatmap`: a year of days as a grid of weeks, each day shaded by a fixed level.
    static let heatmap = Command(
        name: "heatmap",
        summary: "Show a grid of days, one column per week, shaded by entries, words or mood.",
        usage: "vault heatmap [<YYYY> | --last <days> | --from <date> --to <date>] [--by count|words|mood] [--json] [--explain]",
        discussion: """
            Seven rows, one per weekday (names, order and first day from the locale, or --monday \
            and --sunday, else 'week-start' in .vault/config), one column per week, month names \
            above. Each day is a character: '·' no entry, then '░', '▒', '▓', '█' for levels 1 \
            to 4; with \
            --by mood the day's mood letter as in 'vault calendar --mood' (b n o g G, ? no known \
            mood). Levels have fixed thresholds, listed in the legend and never scaled to the \
            maximum: by count 0, 1, 2, 3, 4+; by words no entry, below the first step, and each step \
            reached ('heatmap-words' in .vault/config, default 100,300,600). Today is marked '<'; \
            later days are blank. On a terminal with colour each level has its 256-colour shade \
            (NO_COLOR and --color never turn it off). When the terminal is narrower than the \
            weeks, they are cut into equal blocks, one under the other.

            Default: the last 365 days, today last. A year YYYY shows that year; --last N the N \
            days to today; --from and --to any range (one alone: 365 days from or to it). The \
            selection options choose entries as in 'vault stats'. An entry counts for its stats \
            day ('day-end' in .vault/config).

            A range that starts after today has a note under the legend saying why no day is \
            drawn. --explain prints the rules of days and levels.

            --json prints, keys in this order, {"by", "from", "to", "thresholds": [N, ...], \
            "days": [{"date", "entryCount", "words", "mood", "level"}, ...], "count", \
            "problems": [...]} with every day of the range (count: the days); thresholds are the \
            lower bounds of the levels (by count [1, 2, 3, 4]; by words the steps, from level 2).

            \(ReadPipeline.exitStatusHelp)

            Examples:
              vault heatmap
              vault heatmap 2026 --by words
              vault heatmap --last 90 --by mood --monday
            """,
        options: [
            .value("last", valueName: "days", help: "The last N days, today included (1 to 3660)."),
            .value("by", valueName: "measure", allowedValues: ["count", "words", "mood"],
                   help: "What shades a day: count (the default), words or mood."),
            .flag("monday", help: "Start weeks on Monday."),
            .flag("sunday", help: "Start weeks on Sunday."),
            .json(help: "Print every day's value as JSON."),
            .explain,
        ] + SelectionOptions.specs,
        arguments: [.optional("year", help: "A year YYYY; default: the last 365 days.")],
        work: HeatmapCommand.init
    )
}

/// The work of `vault heatmap`.
struct HeatmapCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the range and selection, builds the days, and prints the grid or JSON.
    ///
    /// - Throws: ``CLIError`` for a bad year or `--last`, `--monday` with `--sunday`, a range
    ///   option with another; the errors of ``SelectionOptions`` and ``ReadPipeline``.
    func run() throws -> ExitCode {
        let explain = ExplainOption(arguments)
        if explain.isRequested {
            return try explain.print([.writtenDate, .dayEnd], figures: .heatmap, vault: Vault.discover(arguments, context: context),
                                     arguments: arguments, context: context)
        }
        if arguments.flag("monday") && arguments.flag("sunday") { throw CLIError.conflictingOptions("--monday", "--sunday") }
        let year = arguments.positional("year")
        if let year {
            guard case .year? = VaultPath.Period(parsing: year) else {
                throw CLIError.invalidValue(year, for: "<year>", expected: "a year YYYY, such as 2026")
            }
        }
        var last: Int?
        if let text = arguments.value("last") {
            guard let days = Int(text), (1...3660).contains(days) else {
                throw CLIError.invalidValue(text, for: "--last <days>", expected: "a number of days from 1 to 3660")
            }
            if year != nil { throw CLIError.conflictingOptions("<year>", "--last") }
            for option in ["from", "to"] where arguments.value(option) != nil { throw CLIError.conflictingOptions("--last", "--\(option)") }
            last = days
        }
        if year != nil { for option in ["from", "to"] where arguments.value(option) != nil { throw CLIError.conflictingOptions("<year>", "--\(option)") } }
        let options = try ReadOptions(arguments, context: context, period: year)
        let format = options.format
        let today = context.today
        let range = Self.range(year: year.flatMap(Int.init), last: last, from: options.query?.from, to: options.query?.to, today: today)
        return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in
            let config = reading.config
            let measure: Heatmap.Measure = switch arguments.value("by") {
            case "words": .words(steps: config.heatmapWords)
            case "mood": .mood
            default: .count
            }
            let heatmap = Heatmap(entries: reading.entries, from: range.from, to: range.to, measure: measure, dayEnd: config.dayEnd)
            switch format {
            case .json:
                context.standardOutput.write(HeatmapRenderer.renderJSON(heatmap, problems: reading.problems))
            case .text:
                let options = HeatmapOptions(
                    localeIdentifier: reading.settings.localeIdentifier,
                    firstWeekday: VaultConfig.WeekStart.firstWeekday(arguments, config: config),
                    today: today, style: reading.settings.style, width: reading.settings.width)
                context.standardOutput.write(HeatmapRenderer.render(heatmap, options: options))
            }
            return .success
        }
    }

    /// The days to show: a year; the last N days; `--from`/`--to` (one alone: 365 days from or
    /// to it); else the last 365 days. The range never leaves years 0000 to 9999.
    static func range(year: Int?, last: Int?, from: CivilDate?, to: CivilDate?, today: CivilDate) -> (from: CivilDate, to: CivilDate) {
        let range = unclampedRange(year: year, last: last, from: from, to: to, today: today)
        guard let first = CivilDate(year: 0, month: 1, day: 1), let end = CivilDate(year: 9999, month: 12, day: 31) else { return range }
        return (max(range.from, first), min(range.to, end))
    }

    /// ``range(year:last:from:to:today:)`` before it is kept within years 0000 to 9999.
    private static func unclampedRange(year: Int?, last: Int?, from: CivilDate?, to: CivilDate?, today: CivilDate) -> (from: CivilDate, to: CivilDate) {
        func shifted(_ date: CivilDate, _ days: Int) -> CivilDate { CivilDate(daysSinceEpoch: date.daysSinceEpoch + days) }
        if let year, let first = CivilDate(year: year, month: 1, day: 1), let end = CivilDate(year: year, month: 12, day: 31) {
            return (first, end)
        }
        if let last { return (shifted(today, 1 - last), today) }
        switch (from, to) {
        case let (from?, to?): return (from, to)
        case let (from?, nil): return (from, shifted(from, 364))
        case let (nil, to?): return (shifted(to, -364), to)
        case (nil, nil): return (shifted(today, -364), today)
        }
    }
}
