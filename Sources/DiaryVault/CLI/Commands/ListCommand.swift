import Foundation

extension Command {
    /// `vault list`: one line per entry, newest first, with the selection options.
    static let list = Command(
        name: "list",
        summary: "List entries, one line each, newest first, filtered and sorted.",
        discussion: """
            Prints one line per entry: the date, the weekday, the time, '*' for a starred entry, \
            the mood, the title and the tags (#tag). Weekday names come from the locale; on a \
            terminal long titles are cut to its width. 'vault list --starred' is the favorites list.

            The selection options choose entries: a period (2026, 2026-11, 2026-11-29, or 11-29 for \
            that day of every year) or --in, --from/--to/--on DATE, --starred/--unstarred, \
            --mood LEVEL or a range ('>=good'), --tag (all of them), --any-tag, --not-tag, \
            --where 'KEY OP VALUE' on any front-matter key (=, !=, <, <=, >, >=, ~ contains, \
            has:KEY, !has:KEY; moods compare bad < not-great < okay < good < great, dates as \
            dates), and -n/--limit N after sorting. A bad query is a usage error with a caret \
            under the bad part.

            --sort chooses the order: newest (the default), oldest, starred or unstarred first \
            (each group newest first), or random (--seed N repeats a shuffle; without it every run \
            shuffles anew). --remember saves the order as 'sort = ORDER' in .vault/config, keeping \
            the file's comments and other lines, and a later 'vault list' without --sort uses it; \
            a remembered random shuffles anew on each run unless --seed is given.

            --json prints {"entries": [ENTRY, ...], "count", "problems": [...]} (the envelope of \
            every command's JSON: the collection, its count, the problems), entries in the \
            list's order, each ENTRY the entry shape of every command: \(EntryJSON.shape()); problems as \
            in 'vault index --json'. --paths prints only the paths, relative to the vault root, one \
            per line (-0: each ended by a NUL byte, for xargs -0); --count prints only how many.

            Uses the cache in .vault/cache/ as 'vault index' does; --no-cache reads every file.

            \(ReadPipeline.exitStatusHelp)

            Examples:
              vault list
              vault list 2026-11 --mood '>=good'
              vault list --starred
              vault list --tag seoul --sort oldest -n 5
              vault list --where 'weather ~ rain' --json | jq '.entries[].title'
              vault list --tag draft --paths -0 | xargs -0 wc -w
              vault list --sort oldest --remember
            """,
        options: [.json(help: "Print the entries as JSON.")] + ListingOutput.options + SelectionOptions.specs + [
            .flag("remember", help: "Save --sort as the order of later lists ('sort' in .vault/config)."),
            .noCache,
        ],
        arguments: [.optional("period", help: "A year YYYY, a month YYYY-MM, a day YYYY-MM-DD, or MM-DD of every year.")],
        work: ListCommand.init
    )
}

/// The work of `vault list`: the selected entries as lines, JSON, paths or a count.
struct ListCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the options and the remembered order, saves `--sort` with `--remember`, and lists.
    ///
    /// - Throws: ``CLIError`` for conflicting outputs, a bad query, `--remember` without
    ///   `--sort`; the errors of ``ReadPipeline``, of ``VaultConfig/load(_:)`` and
    ///   ``VaultConfig/set(_:to:in:)``.
    func run() throws -> ExitCode {
        let output = try ListingOutput(arguments)
        let remembers = arguments.flag("remember")
        let chosenOrder = arguments.value("sort")
        if remembers, chosenOrder == nil { throw CLIError.argumentNeedsOption(argument: "--remember", option: "--sort") }
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        let remembered = chosenOrder == nil ? try VaultConfig.load(pipeline.vault).sort : nil
        var options = try ReadOptions(arguments, context: context, period: arguments.positional("period"), defaultSort: remembered)
        options.buildsIndex = false
        if remembers, let chosenOrder {
            try VaultConfig.set("sort", to: chosenOrder, in: pipeline.vault)
            context.standardError.write("vault: remembered 'sort = \(chosenOrder)' in \(pipeline.vault.displayPath(VaultConfig.relativePath))\n")
        }
        return try pipeline.run(options) { reading in
            switch output {
            case .entries(.text):
                let lines = EntryLineRenderer(localeIdentifier: reading.settings.localeIdentifier, style: reading.settings.style,
                                              width: reading.settings.width)
                ListRenderer.render(reading.entries, lines: lines) { context.standardOutput.write(bytes: $0) }
            case .entries(.json):
                ListRenderer.renderJSON(reading.entries, problems: reading.problems) { context.standardOutput.write(bytes: $0) }
            case .paths(let terminator):
                context.standardOutput.write(bytes: ListRenderer.renderPaths(reading.entries, terminator: terminator))
            case .count:
                context.standardOutput.write("\(reading.entries.count)\n")
            }
            return .success
        }
    }
}
