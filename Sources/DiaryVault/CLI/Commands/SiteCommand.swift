import Foundation

extension Command {
    /// `vault site`: the diary as a private static website, in a folder.
    static let site = Command(
        name: "site",
        summary: "Write the diary as a private static website: entries, calendars, heatmaps, stats, tags, search.",
        usage: "vault site [<period>] [-o <dir>] [selection options] [--include-private] [--title <text>] [--allow-html]",
        discussion: """
            Writes a folder of static files that opens from file:// or any static host and \
            fetches nothing from the network: a home page (on this day, favorites, the latest \
            entries, this year's heatmap, the archive), a page per entry (date in the locale, \
            mood, tags, the other keys such as weather and location, the body, its attachments: \
            images shown, other files linked; the previous and next entry; its day, month and \
            year), a page per month (the calendar of 'vault calendar', its anniversaries, the \
            entries by day) and per year (twelve calendars and the heatmap of 'vault heatmap'), \
            a page per tag and one of all tags, a stats page with the figures of 'vault stats' \
            and the moods per month as a chart, and a search page (the only one that needs \
            JavaScript; its index is a script, so it works from file://). Labels and dates are \
            in the locale (--locale, else 'locale' in .vault/config, else LC_ALL, LC_TIME or LANG).

            Default folder: .vault/site/ in the vault (kept out of git). Pages are written only \
            when their bytes change, so a second run with nothing changed writes nothing and \
            says so; a page of an entry that is gone is removed; attachments are hard-linked \
            (copied where links are refused) once. The folder's .vault-site lists what was \
            written; a folder that holds other files and no .vault-site is refused.

            Privacy: entries with 'private: true' are left out unless --include-private (the \
            summary says how many); robots.txt disallows every robot and every page carries \
            <meta name="robots" content="noindex">. Raw HTML in an entry is shown as text \
            unless --allow-html. The selection options choose the entries as for 'vault list'. \
            docs/SITE.md says what is written where and how to host it privately.

            Examples:
              vault site
              open .vault/site/index.html
              vault site -o ~/diary-site --locale ko_KR --title '나의 일기'
              vault site 2026 --tag travel -o travel-site
            """,
        options: [
            .value("output", short: "o", valueName: "dir", help: "The folder to write. Default: .vault/site in the vault."),
            .flag("include-private", help: "Include entries marked 'private: true'."),
            .value("title", valueName: "text", help: "The site's title. Default: the vault's folder name."),
            .flag("allow-html", help: "Let raw HTML in entries through instead of showing it as text."),
            .flag("monday", help: "Start calendar weeks on Monday."),
            .flag("sunday", help: "Start calendar weeks on Sunday."),
        ] + SelectionOptions.specs + [
            .noCache,
        ],
        arguments: [.optional("period", help: "A year YYYY, a month YYYY-MM or a day YYYY-MM-DD, as --in.")],
        work: SiteCommand.init
    )
}

/// The work of `vault site`: select, read each entry's file, build the pages, write what changed.
struct SiteCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the options and the entries, builds the site and writes it.
    ///
    /// - Throws: ``CLIError`` for `--monday` with `--sunday`, an empty `--output`, an `--output`
    ///   inside the vault but not under `.vault/` (``SiteOutput/placementRefusal(_:vault:)``) or a bad query;
    ///   ``VaultError`` when the folder cannot be written or holds files vault did not write; the
    ///   errors of ``ReadPipeline``.
    func run() throws -> ExitCode {
        if arguments.flag("monday") && arguments.flag("sunday") { throw CLIError.conflictingOptions("--monday", "--sunday") }
        if arguments.value("output") == "" { throw CLIError.invalidValue("", for: "--output", expected: "a folder") }
        var options = try ReadOptions(arguments, context: context, period: arguments.positional("period"), defaultSort: "oldest")
        // The site indexes the entries it shows (private ones left out) itself.
        options.buildsIndex = false
        // The walk's statuses say which entries changed since the last build.
        options.keepsStatuses = true
        let today = context.today
        return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in
            let vault = reading.vault
            let config = reading.config
            let locale = reading.settings.localeIdentifier
            var site = SiteBuilder.Options(title: arguments.value("title") ?? vault.path.split(separator: "/").last.map(String.init) ?? "Diary",
                                           localeIdentifier: locale, today: today)
            site.firstWeekday = VaultConfig.WeekStart.firstWeekday(arguments, config: config)
            site.allowsRawHTML = arguments.flag("allow-html")
            site.dayEnd = config.dayEnd
            site.rules = config.timeRules(localeIdentifier: locale)
            site.configAnniversaries = config.anniversaries
            let output: SiteOutput
            var extra: [SiteFile] = []
            if let path = arguments.value("output") {
                output = SiteOutput(root: context.fileURL(forPath: path).path, displayRoot: path)
                if let refusal = SiteOutput.placementRefusal(output.root, vault: vault) {
                    throw CLIError.invalidValue(path, for: "--output", expected: refusal)
                }
            } else {
                output = SiteOutput(root: vault.absolutePath(".vault/site"), displayRoot: ".vault/site")
                // Kept out of git as the cache is: the folder ignores itself.
                extra.append(SiteFile(path: ".gitignore", bytes: Array("*\n".utf8)))
            }
            var generator = SiteGenerator(vault: vault, output: output, options: site, includePrivate: arguments.flag("include-private"), extraFiles: extra)
            generator.warn = { [errors = context.standardError] in errors.write("vault: warning: " + TerminalText.safe($0) + "\n") }
            let built = try generator.build(reading.entries, statuses: reading.statuses)
            let summary = built.summary
            let tally = ExportReader.Tally(exported: built.shown, privateLeftOut: built.privateLeftOut, unreadable: built.unreadable)
            context.standardError.write(Self.summary(summary, entries: built.shown, tally: tally, output: output.displayRoot) + "\n")
            return .success
        }
    }

    /// The summary line: `vault: site of 48 entries in .vault/site: 61 files written, 3 removed,
    /// 12 unchanged; 2 private entries left out (--include-private includes them)`, or `...:
    /// nothing changed (75 files)`.
    static func summary(_ summary: SiteOutput.Summary, entries: Int, tally: ExportReader.Tally, output: String) -> String {
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) " + (number == 1 ? one : many) }
        var text = "vault: site of " + count(entries, "entry", "entries") + " in " + TerminalText.safe(output) + ": "
        if summary.changedNothing {
            text += "nothing changed (" + count(summary.unchanged, "file", "files") + ")"
        } else {
            text += count(summary.writtenCount, "file", "files") + " written"
            if !summary.removed.isEmpty { text += ", \(summary.removed.count) removed" }
            text += ", \(summary.unchanged) unchanged"
        }
        if tally.privateLeftOut > 0 {
            text += "; " + count(tally.privateLeftOut, "private entry", "private entries") + " left out (--include-private includes them)"
        }
        if !tally.unreadable.isEmpty {
            text += "; " + count(tally.unreadable.count, "entry", "entries") + " could not be read: "
                + tally.unreadable.map(TerminalText.safe).joined(separator: ", ")
        }
        return text
    }
}
