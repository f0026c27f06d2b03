import Foundation

extension Command {
    /// `vault search PATTERN [PERIOD] [selection]`: full text over the selected entries.
    static let search = Command(
        name: "search",
        summary: "Find text in entries: titles, bodies and front-matter values.",
        usage: "vault search <pattern> [<period>] [-i | -s] [-w] [--regex] [-C <lines>] [--json | --paths [-0] | --count] [selection options]",
        discussion: """
            Searches every entry the selection options select (all of them by default), newest \
            first, and prints each entry that matches: its date, title and path, then each \
            matching line as LINE: text, the match in colour on a terminal and between [ and ] \
            otherwise. Line numbers are the file's. In the front matter only values match, not \
            key names.

            The pattern is literal text. Case is ignored unless the pattern has an upper-case \
            letter (-i ignores it always, -s never); case folding is Unicode's, one character \
            against one. Text written in NFC and in NFD (as macOS often writes Hangul) matches \
            either way, and a match never splits a character: e does not match the e of an é \
            written as e plus an accent. --word keeps only whole words (the characters around \
            are not letters, digits or _; Hangul syllables are letters). --regex reads the \
            pattern as an ICU regular expression (NSRegularExpression; syntax: \
            https://unicode-org.github.io/icu/userguide/strings/regexp.html), matched against \
            each line in NFC; a bad one is a usage error with a caret where it stops making sense. \
            An empty match (^, a lookahead) matches its line. A regex runs without a time limit \
            (Foundation offers none): a nested repetition such as (a+)+ can take very long on a \
            long line, so narrow such a search with the selection options.

            -C N shows N lines around each match (NUMBER- text), with -- between lines that are \
            not next to each other. --json prints {"entries": [entry + "matches"], "count", \
            "matchCount", "problems"}; each entry is the shape of 'vault index --json' plus "matches": \
            [{"line", "byteColumn" (UTF-8, from 1), "column" (characters, from 1), "text" (the \
            line), "match"}], one per match. --paths prints the paths of the matching entries, \
            --count their number.

            The selection options choose the entries searched; --limit counts matching entries, \
            and --sort other than newest holds the matches until the end to sort them. Each file \
            is read once; a literal pattern skips files whose bytes cannot hold it, while \
            --regex decodes every selected file (much slower on a large vault: narrow it with \
            the selection options).

            A literal pattern of three characters or more (two when one is not ASCII, such as \
            두부) is first looked up in the search index, .vault/cache/search-index: only the \
            entries that hold every run of three of its characters (folded as the search folds \
            them) are read, and each is searched as above, so the answer is the same as without \
            it. With --paths or --count (and no --where), an entry the index proves to match is \
            not even read: its text is plain (ASCII, Hangul syllables written whole, and \
            characters whose case folding is canonical), the pattern ignores case and is made of \
            ASCII and Hangul, and it is inside one of the entry's words (or is three characters \
            the index holds exactly); the entry's date and path then come from the index cache, \
            when fresh. Every other form of output reads each entry it prints. The first such \
            search builds the index; it follows each later change, and every cached read of the \
            whole vault keeps it up to date. --no-cache reads every file and neither uses nor \
            writes the index.

            The exit status is 0 when something matched, 1 when nothing did (as grep), and 1 \
            also when an entry that may hold the pattern cannot be read or has no valid date (it \
            is reported on standard error; the other entries are still searched).

            Examples:
              vault search kimchi
              vault search 두부 --in 2025
              vault search -w cold -C 1
              vault search --regex 'snow|ice' --starred --json | jq '.entries[].title'
              vault search walk --paths -0 | xargs -0 grep -c walk
            """,
        options: [
            .flag("ignore-case", short: "i", help: "Ignore case."),
            .flag("case-sensitive", short: "s", help: "Respect case."),
            .flag("word", short: "w", help: "Match whole words only."),
            .flag("regex", help: "Read the pattern as an ICU regular expression."),
            .value("context", short: "C", valueName: "lines", help: "Show this many lines around each match."),
            .json(help: "Print the matching entries and their matches as JSON."),
            .noCache,
        ] + ListingOutput.options + SelectionOptions.specs,
        arguments: [
            .required("pattern", help: "The text (or with --regex the expression) to find."),
            .optional("period", help: "Only entries of a year YYYY, a month YYYY-MM or a day YYYY-MM-DD (as --in)."),
        ],
        work: SearchCommand.init)
}

/// The work of `vault search`: compile the pattern, walk the vault, narrow its files with the
/// search index when the cache is used, search them in batches of month folders on all cores
/// (``EntrySearcher``), select the matching entries with the query,
/// and print them as each batch is done (``SearchPrinter``). With `--sort` other than newest the
/// matches are held and sorted at the end; `--limit` counts matching entries.
struct SearchCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Checks the options, searches, prints.
    ///
    /// - Throws: ``CLIError`` for an empty or bad pattern, a bad `-C`, conflicting options or a
    ///   bad selection; the errors of ``ReadPipeline``.
    func run() throws -> ExitCode {
        let output = try ListingOutput(arguments)
        let search = try Self.compile(arguments)
        let contextLines = try arguments.value("context", expected: "a whole number, 0 or more") { text in
            Int(text).flatMap { $0 >= 0 ? $0 : nil }
        } ?? 0
        let options = try ReadOptions(arguments, context: context, period: arguments.positional("period"))
        let query = options.query ?? EntryQuery()
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        let vault = pipeline.vault
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let settings = RenderSettings(arguments: arguments, context: context, config: config)
        let clock = ContinuousClock()
        let walkStart = clock.now
        var searcher = EntrySearcher(vault: vault, search: search, contextLines: contextLines)
        switch output {
        case .paths, .count:
            searcher.firstLineOnly = true  // whether a file matches, not where
            searcher.provesMatches = query.predicates.isEmpty
        case .entries: break
        }
        // The search index needs each file's status (its records' freshness).
        let usesIndex = options.useCache && searcher.canUseIndex
        let loading = usesIndex ? SearchIndex.Loading(vault) : nil  // meanwhile
        let cache = usesIndex && searcher.provesMatches ? VaultCache.Loading(vault) : nil
        let listing = VaultWalker(vault: vault).list(.all, takesStatuses: usesIndex)
        let indexStart = clock.now
        if let loading {
            searcher.useIndex(files: listing.entryFiles, statuses: listing.entryStatuses, loading: loading, cache: cache)
        }
        let searchStart = clock.now
        var printer = SearchPrinter(output: output, context: context, settings: settings, limit: query.limit)
        printer.showsContext = contextLines > 0
        var selection = query
        selection.limit = nil
        var problems = listing.problems
        var held: [EntrySearcher.Hit] = []  // for an order other than newest first: every match, sorted at the end
        searcher.searchInBatches(listing.entryFiles) { hits in
            for hit in hits { problems += hit.problems }
            let matching = hits.filter(\.matches)
            if case .newest = query.order {
                printer.print(searcher.select(matching, by: selection))
                return !printer.isFull
            }
            held += matching
            return true
        }
        if !held.isEmpty { printer.print(searcher.select(held, by: selection)) }
        problems.sort { ($0.path, $0.location?.line ?? 0) < ($1.path, $1.location?.line ?? 0) }
        printer.finish(problems: problems)
        pipeline.report(problems)
        if ReadPipeline.wantsStatistics(context.environment) {
            ReadPipeline.writeSteps([("walk the month folders", indexStart - walkStart),
                                     ("search index", searchStart - indexStart),
                                     ("read, search and print", clock.now - searchStart)], to: context)
        }
        return ReadPipeline.exitStatus(rendered: printer.entryCount > 0 ? .success : .failure, problems: problems)
    }

    /// The pattern of the command line, compiled.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for an empty pattern;
    ///   ``CLIError/conflictingOptions(_:_:)`` for `-i` with `-s`;
    ///   ``CLIError/invalidQuery(option:text:column:expected:)`` for a regex ICU refuses.
    static func compile(_ arguments: ParsedArguments) throws(CLIError) -> TextSearch {
        let pattern = arguments.positional("pattern") ?? ""
        if pattern.isEmpty { throw .invalidValue(pattern, for: "<pattern>", expected: "some text to find") }
        // A match never splits a character, so a literal that starts with a combining mark (an
        // accent alone, U+0301) could only match a mark that stands alone: refused, not silent.
        if !arguments.flag("regex"), let first = pattern.unicodeScalars.first, first.properties.isGraphemeExtend {
            let hex = String(first.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw .invalidValue(pattern, for: "<pattern>", expected: "text that starts with a character, not with "
                + "a combining mark alone (\(code)): a match never splits a character, so the mark would only match "
                + "where it stands alone; search for the whole character (such as é), or use --regex")
        }
        let caseMode: TextSearch.CaseMode
        switch (arguments.flag("ignore-case"), arguments.flag("case-sensitive")) {
        case (true, true): throw .conflictingOptions("--ignore-case", "--case-sensitive")
        case (true, false): caseMode = .insensitive
        case (false, true): caseMode = .sensitive
        case (false, false): caseMode = .smart
        }
        do throws(TextSearch.PatternError) {
            return try TextSearch(pattern, isRegex: arguments.flag("regex"), caseMode: caseMode, wholeWord: arguments.flag("word"))
        } catch {
            throw .invalidQuery(option: "<pattern>", text: pattern, column: error.column, expected: error.expected)
        }
    }
}
