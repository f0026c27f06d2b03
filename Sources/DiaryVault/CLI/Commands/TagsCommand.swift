extension Command {
    /// `vault tags`: every tag with the number of entries that have it.
    static let tags = Command(
        name: "tags",
        summary: "Show every tag with its number of entries, most used first.",
        discussion: """
            Counts the entries that have each tag, among the entries the selection options choose \
            (the same options as 'vault list': a period, --from/--to/--on, --starred, --mood, \
            --tag, --any-tag, --not-tag, --where, -n), and prints one line per tag: the count, \
            then the tag, by count (most first), then by tag. Tags compare as written, case \
            included, except that the same text in NFC and NFD (Hangul typed on macOS is often \
            NFD) is one tag, shown in NFC. An entry that lists a tag twice counts once.

            --json prints {"tagCount", "tags": [{"tag", "count"}, ...], "problems": [...]}, in the \
            same order; problems as in 'vault index --json'.

            Examples:
              vault tags
              vault tags 2026
              vault tags --starred --json | jq -r '.tags[].tag'
            """,
        options: [
            .json(help: "Print the tags and counts as JSON."),
            .flag("no-cache", help: "Read every file, neither using nor updating .vault/cache/."),
        ] + SelectionOptions.specs,
        arguments: [.optional("period", help: "A year YYYY, a month YYYY-MM, a day YYYY-MM-DD, or MM-DD of every year.")],
        work: TagsCommand.init
    )
}

/// The work of `vault tags`: the tags of the selected entries, counted.
struct TagsCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the selection, counts the tags and prints them.
    ///
    /// - Throws: ``CLIError`` for a bad query; the errors of ``ReadPipeline``.
    func run() throws -> ExitCode {
        let format = try OutputFormat(arguments)
        let query = try SelectionOptions.query(from: arguments, period: arguments.positional("period"), now: context.now,
                                               timeZone: context.timeZone, randomSeed: ListCommand.clockSeed(context))
        return try ReadPipeline(arguments: arguments, context: context).run(useCache: !arguments.flag("no-cache"), query: query) { reading in
            let counts = TagsRenderer.count(reading.entries)
            switch format {
            case .text: context.standardOutput.write(TagsRenderer.render(counts))
            case .json: context.standardOutput.write(TagsRenderer.renderJSON(counts, problems: reading.problems))
            }
            return .success
        }
    }
}
