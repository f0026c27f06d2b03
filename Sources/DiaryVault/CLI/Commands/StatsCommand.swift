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

    /// Reads the selection, computes the figures, and prints them.
    ///
    /// - Throws: The errors of ``SelectionOptions/query(from:period:now:timeZone:randomSeed:)``
    ///   and of ``ReadPipeline``.
    func run() throws -> ExitCode {
        if arguments.flag("explain") { return try Self.explain(arguments: arguments, context: context, rules: StatsCommand.rules) }
        let format = try OutputFormat(arguments)
        let query = try SelectionOptions.query(from: arguments, period: arguments.positional("period"),
                                               now: context.now, timeZone: context.timeZone, randomSeed: 0)
        let today = context.today
        return try ReadPipeline(arguments: arguments, context: context).run(useCache: true, query: query) { reading in
            let stats = VaultStats(entries: reading.entries, dayEnd: reading.config.dayEnd, today: today)
            switch format {
            case .text:
                context.standardOutput.write(StatsRenderer.render(stats, localeIdentifier: reading.settings.localeIdentifier,
                                                                  style: reading.settings.style))
            case .json:
                context.standardOutput.write(StatsRenderer.renderJSON(stats, problems: reading.problems))
            }
            return .success
        }
    }

    /// `--explain` of `vault stats` and `vault heatmap`: the rules of time in force
    /// (``TimeRules/explanation(of:localeIdentifier:width:)``, the one home of the day and
    /// `day-end` sentences), then `rules`, the rules of the figures, in English.
    ///
    /// - Parameters:
    ///   - arguments: The command line, for `--vault` and `--locale`.
    ///   - context: The outside world.
    ///   - rules: The rules of the command's figures (``rules``, ``HeatmapCommand/rules``).
    /// - Returns: `.success`.
    /// - Throws: The errors of ``Vault/discover(_:context:)`` and ``VaultConfig/load(_:warnings:)``.
    static func explain(arguments: ParsedArguments, context: CLIContext, rules: String) throws -> ExitCode {
        let vault = try Vault.discover(arguments, context: context)
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let locale = RenderSettings(arguments: arguments, context: context, config: config).localeIdentifier
        context.standardOutput.write(config.timeRules(localeIdentifier: locale).explanation(of: [.writtenDate, .dayEnd], localeIdentifier: locale)
            + "\n" + rules)
        return .success
    }

    /// The rules of the figures of `vault stats` (docs/STATS.md), after the rules of time.
    static let rules = """
        Days written: the days with at least one selected entry.
        Streak: a run of days written without a gap. Current: the one that ends today or
          yesterday. Longest: the longest; of two as long, the later.
        Without weekends: Saturdays and Sundays neither break nor extend a streak; it counts
          weekdays, and on a weekend the current one ends on the Friday before.
        Words: runs of letters and digits (Hangul included); each CJK ideograph, hiragana or
          katakana is a word by itself; an apostrophe between letters joins them; punctuation,
          symbols, emoji and markdown syntax (# * - >) are not words.
        Characters: user-perceived characters (grapheme clusters) other than whitespace;
          markdown syntax counts.
        Moods: each entry once; the month's mood is the median of its entries' moods.

        """
}
