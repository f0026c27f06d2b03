extension Command {
    /// `vault tags`: every tag with the number of entries that have it.
    static let tags = Command(
        name: "tags",
        summary: "Show every tag with its number of entries, most used first.",
        discussion: """
            Counts the entries that have each tag, among the entries the selection options choose \
            (the same options as 'vault list': a period, --from/--to/--on, --starred, --mood, \
            --tag, --any-tag, --not-tag, --where), and prints one line per tag: the count, \
            then the tag, by count (most first), then by tag. Tags compare as written, case \
            included, except that the same text in NFC and NFD (Hangul typed on macOS is often \
            NFD) is one tag, shown in NFC. An entry that lists a tag twice counts once.

            -n/--limit N prints the N most used tags (it counts tags, not entries: every \
            selected entry is counted). --count prints only how many tags there are.

            --json prints {"tags": [{"tag", "count"}, ...], "count", "problems": [...]} (the \
            envelope of every command's JSON: the collection, its count, the problems), in the \
            same order; count is the number of tags printed; problems as in 'vault index --json'.

            \(ReadPipeline.exitStatusHelp)

            Examples:
              vault tags
              vault tags 2026
              vault tags --starred --json | jq -r '.tags[].tag'
              vault tags -n 5
              vault tags 2026 --count
            """,
        options: [
            .json(help: "Print the tags and counts as JSON."),
            .flag("count", help: "Print only how many tags there are."),
            .noCache,
        ] + SelectionOptions.specs.map { $0.name == "limit" ? TagsCommand.tagLimit : $0 },
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
        var options = try ReadOptions(arguments, context: context, period: arguments.positional("period"), conflicts: ["count"])
        // -n limits the tags printed, not the entries counted.
        let limit = options.query?.limit
        options.query?.limit = nil
        let format = options.format
        return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in
            let counts = Array(TagsRenderer.count(reading.entries).prefix(limit ?? Int.max))
            if arguments.flag("count") {
                context.standardOutput.write("\(counts.count)\n")
                return .success
            }
            switch format {
            case .text: context.standardOutput.write(TagsRenderer.render(counts))
            case .json: context.standardOutput.write(TagsRenderer.renderJSON(counts, problems: reading.problems))
            }
            return .success
        }
    }

    /// `-n/--limit` of `vault tags`: it limits the tags, not the entries.
    static let tagLimit = OptionSpec.value("limit", short: "n", valueName: "count", help: "At most this many tags, the most used first.")
}
