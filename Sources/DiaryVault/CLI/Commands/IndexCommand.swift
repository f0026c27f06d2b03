extension Command {
    /// `vault index`: the whole diary, favorites first, then each month newest first.
    static let index = Command(
        name: "index",
        summary: "Show every entry: favorites, then each month, newest first.",
        usage: "vault index [--json] [<selection options>] [--write [<file>] [--commit | --no-commit] | --check [<file>]]",
        discussion: """
            Reads every entry under the vault's YYYY/MM/ folders. A file that does not parse, an \
            entry with no valid date, an entry in the wrong month folder and a uuid used twice are \
            reported on standard error as path:line:column: error: ...; the rest is still indexed, \
            and the exit status is 1. Markdown files outside the YYYY/MM/ folders (README.md and \
            INDEX.md at the root aside) are not read: a warning per folder says how many, with \
            what to do ('vault import ...' for an Obsidian, Logseq, Jekyll or Hugo folder).

            --json prints {"months": [{"year", "month", "entries", "count"}], "count" (the \
            months), "favorites", "entryCount", "problems"} (the envelope of every command's \
            JSON: the collection, its count, totals, the problems); each entry is \
            \(EntryJSON.shape(notes: [.date: "as written", .path: "relative to the vault"])), the entry shape of every command.

            A cache in .vault/cache/ remembers what each file held, keyed by its path, size and \
            modification time, so a second run re-reads only files that changed; the output is the \
            same with or without it. --no-cache reads every file and leaves the cache alone.

            The selection options of 'vault list' (--from, --to, --on, --in, --starred, --mood, \
            --tag, --any-tag, --not-tag, --where, -n, --sort) narrow the index to the entries they \
            choose; INDEX.md is always the whole vault, so --write and --check refuse them.

            --write writes the index as markdown to INDEX.md at the vault root (or to <file>, \
            relative to the vault root), with links that work on GitHub and in Obsidian. The file \
            has no timestamp and is not rewritten when nothing changed. --check exits 1 when that \
            file is missing or out of date, without writing it. With --write, --commit (or \
            'commit = true' in .vault/config) commits the file with git, as 'vault: write INDEX.md', \
            when it differs from the last commit; the writing commands with --commit already put \
            INDEX.md, written afresh, in their own commit when the vault keeps one.

            \(ReadPipeline.exitStatusHelp)

            Examples:
              vault index
              vault index --json | jq '.favorites[].title'
              vault index --tag seoul --from 2026-09-01
              vault index --write
            """,
        options: [
            .json(help: "Print the index as JSON."),
            .flag("write", help: "Write the index as markdown to INDEX.md (or <file>)."),
            .flag("check", help: "Exit 1 if INDEX.md (or <file>) is missing or out of date."),
            .commit, .noCommit,
            .noCache,
        ] + SelectionOptions.specs,
        arguments: [.optional("file", help: "The markdown file for --write or --check, relative to the vault root; default INDEX.md.")],
        work: IndexCommand.init
    )
}

/// The work of `vault index`: the index as text or JSON, or as markdown written to or checked
/// against a file (``IndexCommand/writeMarkdown(_:to:checkOnly:)``).
struct IndexCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Checks the options, reads the vault, and prints, writes or checks the index.
    ///
    /// - Throws: ``CLIError`` for conflicting options (a selection option with `--write` or
    ///   `--check` among them), a bad query or a bad `<file>`; the errors of
    ///   ``ReadPipeline`` and of writing the markdown file.
    func run() throws -> ExitCode {
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        let vault = pipeline.vault
        let writes = arguments.flag("write")
        let checks = arguments.flag("check")
        if writes && checks {
            throw CLIError.conflictingOptions("--write", "--check")
        }
        let file = arguments.positional("file")
        if file != nil, !writes, !checks {
            throw CLIError.argumentNeedsOption(argument: file ?? "", option: "--write")
        }
        for flag in [OptionSpec.commitName, OptionSpec.noCommitName] where arguments.flag(flag) && !writes {
            throw CLIError.argumentNeedsOption(argument: "--" + flag, option: "--write")
        }
        let format = try OutputFormat(arguments, conflicts: ["write", "check"])
        if let file {
            // Checked before the vault is read: a bad path is a usage error (exit 64).
            try IndexCommand.checkFile(file)
        }
        if let first = SelectionOptions.given(in: arguments).first, writes || checks {
            // INDEX.md is the whole vault: a narrowed one written there would look complete.
            throw CLIError.conflictingOptions(writes ? "--write" : "--check", first)
        }
        var options = try ReadOptions(arguments, context: context, conflicts: ["write", "check"])
        let query = options.query
        options.reportsUnreadMarkdown = query == nil && !writes && !checks
        return try pipeline.run(options) { reading in
            let index = reading.index
            if writes || checks {
                let relative = file ?? IndexFile.name
                let written = try writeMarkdown(reading, to: relative, checkOnly: checks)
                guard writes, written == .success else { return written }
                var changes = ChangeSet(action: "write")
                changes.record(nil, fallback: relative, paths: [relative])
                return try CommitChoice(arguments, config: reading.config).commit(changes, in: vault, context: context)
            }
            switch format {
            case .json:
                IndexRenderer.renderJSON(index, problems: reading.problems) { context.standardOutput.write(bytes: $0) }
            case .text:
                guard index.entries.isEmpty else {
                    IndexRenderer.render(index, settings: reading.settings) { context.standardOutput.write(bytes: $0) }
                    break
                }
                let words = Catalogue(localeIdentifier: reading.settings.localeIdentifier)
                context.standardOutput.write((query != nil ? words[.indexNoMatch]
                    : words(.indexEmpty, ["x": vault.displayRoot.isEmpty ? words[.thisVault] : vault.displayRoot])) + "\n")
            }
            return .success
        }
    }
}
