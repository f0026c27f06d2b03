extension Command {
    /// `vault dday`: the days since or until each anniversary, and its next milestones.
    static let dday = Command(
        name: "dday",
        summary: "Count the days since (or until) each anniversary, with the next milestones.",
        usage: "vault dday [<name>] [--on <date>] [--json] [--explain]",
        discussion: """
            Prints each anniversary with its D-day: those of .vault/config ('anniversary = \
            2021-05-04 We met', one line each), then every entry with 'anniversary: true' in \
            its front matter, named by its title (oldest first). The D-day is D+N days since, \
            D-N days until, counted to today (from the clock and time zone) or to the day --on \
            names. Under 'counting = from-one' (the default under a Korean locale) the date \
            itself is D+1, as in '만난 지 1일'; under 'counting = from-zero' (the default \
            otherwise) it is D+0. Then the next milestones, soonest first: the next two 100th \
            days (D+100, D+200, ...) and the next yearly return, with their dates and how far \
            away. A 29 February date comes back on 28 February in common years (leap-day = mar1 \
            for 1 March). A name shows that anniversary only (compared without case). \
            --explain prints these rules.

            --json prints {"today", "counting", "leapDay", "anniversaries": [{"name", "date", \
            "path", "dday", "milestones": [{"kind", "count", "date", "daysAway"}]}], "count", \
            "problems": [...]} (the envelope of every command's JSON): "path" is the entry that \
            marks it, or null for a config line; "kind" is "days" or "years". An entry whose \
            file holds git conflict markers is marked (conflicted), as in every view, and has \
            "conflicted": true after "dday".

            \(ReadPipeline.exitStatusHelp)

            Examples:
              vault dday
              vault dday "We met" --json
              vault dday --on 2026-12-25
              vault dday --explain
            """,
        options: [
            .value("on", valueName: "date", help: "Count to this day instead of today (YYYY-MM-DD, tomorrow, next friday...)."),
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

    /// Loads the config, finds the entries marked `anniversary: true` (through the cache),
    /// counts, and prints.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a name no anniversary has or a
    ///   bad `--on` day; the errors of ``ReadPipeline``.
    func run() throws -> ExitCode {
        var options = try ReadOptions(arguments, context: context)
        let on = try arguments.value("on", expected: "a day YYYY-MM-DD, such as 2026-12-25, or " + RelativeDay.forms) { text in
            DayArgument.parse(text, today: context.today)?.date
        }
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        if options.explain.isRequested {
            return try options.explain.print([.writtenDate, .counting, .leapDay], vault: pipeline.vault, arguments: arguments, context: context)
        }
        var query = EntryQuery()
        query.predicates = [.init(key: SemanticKey.anniversary.name, test: .compare(.equal, .init(.bool(true), text: "true")))]
        query.order = .oldest
        options.query = query
        options.remembered = .anniversaries
        return try pipeline.run(options) { reading in
            let config = reading.config, settings = reading.settings
            let rules = config.timeRules(localeIdentifier: settings.localeIdentifier)
            let all = config.anniversaries + reading.entries.map(Anniversary.init)
            var anniversaries = all
            if let name = arguments.positional("name") {
                anniversaries = all.filter { $0.name.lowercased() == name.lowercased() }
                guard !anniversaries.isEmpty else {
                    let names = all.map { "'\($0.name)'" }
                    throw CLIError.invalidValue(name, for: "<name>", expected: names.isEmpty
                        ? "the name of an anniversary; there are none" : "one of " + names.joined(separator: ", "))
                }
            }
            let today = on ?? context.today
            let ddays = anniversaries.map { DDay($0, today: today, rules: rules) }
            switch options.format {
            case .text: context.standardOutput.write(DDayRenderer.render(ddays, localeIdentifier: settings.localeIdentifier, style: settings.style))
            case .json: context.standardOutput.write(DDayRenderer.renderJSON(ddays, today: today, rules: rules, problems: reading.problems))
            }
            return .success
        }
    }
}
