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
            changed. --json prints one object: {"entries", "days", "words", "characters", \
            "dayEnd", "moods": {"bad", ..., "great", "none"}, "months": [{"month": "YYYY-MM", \
            "entries", "days", "words", "characters", "median", "moods"}], "years": [{"year", \
            "entries", "days", "words", "characters"}], "streaks": {"everyDay", "weekdays"}: \
            {"current", "longest"}: {"days", "start", "end"} or null, "tags": [{"tag", "count"}]}.

            Examples:
              vault stats
              vault stats 2026 --tag walk
              vault stats --json
            """,
        options: [
            .json(help: "Print the figures as JSON."),
            .flag("explain", help: "Print the rules of the figures and exit."),
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
        if arguments.flag("explain") {
            context.standardOutput.write(StatsCommand.rules)
            return .success
        }
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
                context.standardOutput.write(StatsRenderer.renderJSON(stats) + "\n")
            }
            return .success
        }
    }

    /// The rules of `vault stats` and `vault heatmap`, as `--explain` prints them (docs/STATS.md).
    static let rules = """
        An entry's day is the date written in its 'date', never converted to another time zone.
        day-end (in .vault/config, default 00:00): an entry written before that time counts for
          the day before, for stats, streaks and the heatmap only; a date without a time counts
          for its own day.
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
        Heatmap: a day's mood is its latest entry's mood, as in 'vault calendar --mood'; levels
          have fixed thresholds (count 0, 1, 2, 3+; words from heatmap-words, default
          100,300,600), never scaled to the maximum.

        """
}
