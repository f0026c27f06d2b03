import Foundation

/// The shared body of the commands that read the diary (`index`, `list`, `calendar`, `stats`...):
/// open the vault, scan it, load the config, resolve the locale once, render, report the
/// problems, and choose the exit status.
///
/// ```swift
/// var options = try ReadOptions(arguments, context: context)                 // the query, --no-cache, --json
/// options.scope = .month(year: 2026, month: 11)
/// let pipeline = try ReadPipeline(arguments: arguments, context: context)   // finds the vault
/// return try pipeline.run(options) { reading in
///     context.standardOutput.write(SomeRenderer.render(reading.index, reading.settings))
///     return .success
/// }
/// ```
///
/// The steps of ``run(_:render:)``, in order: scan the scope
/// (``VaultReader/scan(_:useCache:countsText:)``), select and order entries with the ``EntryQuery`` (reading
/// the front matter of the candidates only when the query needs it), build the
/// ``VaultIndex``, load `.vault/config` (warnings on standard error), resolve ``RenderSettings``,
/// render, write the problems to standard error as `path:line:column: error: message` with the
/// source line and a caret, and when `VAULT_STATS` is set (not `0`) the files read and the time of
/// each step. The exit status is 1 when the renderer says so or any problem is an error;
/// warnings alone leave it 0.
struct ReadPipeline {
    /// One scan of the vault, ready to render.
    struct Reading {
        /// The vault read.
        var vault: Vault
        /// Its `.vault/config`.
        var config: VaultConfig
        /// The locale (normalised once), style and width for the renderers.
        var settings: RenderSettings
        /// The entries of the scope that the query selected, in its order and within its limit
        /// (newest first without a query).
        var entries: [EntrySummary]
        /// The same entries, indexed: months, favorites, days (empty when the command said it
        /// does not need them).
        var index: VaultIndex
        /// The problems found, sorted by path then line; reported after rendering.
        var problems: [VaultProblem]
        /// Each of ``entries``' file status as the walk took it, when the command asked
        /// (``ReadOptions/keepsStatuses``) and the scan took them; else `nil`.
        var statuses: [FileSystem.Status?]? = nil
    }

    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext
    /// The vault the command line means.
    let vault: Vault

    /// Finds the vault the command line means.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line, for `--vault`, `--locale` and `--color`.
    ///   - context: The outside world.
    /// - Throws: The errors of ``Vault/discover(_:context:)``.
    init(arguments: ParsedArguments, context: CLIContext) throws {
        self.arguments = arguments
        self.context = context
        vault = try Vault.discover(arguments, context: context)
    }

    /// Scans, renders and reports.
    ///
    /// - Parameters:
    ///   - options: What to read (``ReadOptions``): the scope; the cache or not; the query, or
    ///     `nil` for every entry of the scope (a query that needs the front matter,
    ///     ``EntryQuery/needsFrontMatter``, reads the file of each entry that passes the rest; a
    ///     file that cannot be read or parsed by then has no front matter, so it matches only
    ///     conditions on missing keys); whether to build the index and to report unread markdown.
    ///   - render: Writes the output from the reading, and returns `.failure` when the command
    ///     itself failed (such as `vault index --check` on a stale file), else `.success`.
    /// - Returns: ``exitStatus(rendered:problems:)``.
    /// - Throws: The errors of ``VaultConfig/load(_:warnings:)`` and whatever `render` throws.
    func run(_ options: ReadOptions, render: (Reading) throws -> ExitCode) throws -> ExitCode {
        let clock = ContinuousClock()
        // Words are counted for the cache; a read without it has no use for them (stats and the
        // heatmap always use the cache).
        let query = options.query, buildsIndex = options.buildsIndex
        let reader = VaultReader(vault: vault)
        let remembered = options.useCache && options.scope == .all && !options.reportsUnreadMarkdown
            ? options.remembered.flatMap(reader.scanRemembered) : nil
        var scan = remembered ?? reader.scan(options.scope, useCache: options.useCache, countsText: false,
                                                keepsStatuses: options.keepsStatuses)
        if options.reportsUnreadMarkdown {
            scan.problems = (scan.problems + scan.unreadMarkdown.problems(vault: vault))
                .sorted { ($0.path, $0.location?.line ?? 0) < ($1.path, $1.location?.line ?? 0) }
        }
        // Files git has not finished merging are conflicted, markers or not (a failed driver
        // leaves none); marked after the read, never in the cache.
        let unmerged = UnmergedFiles.read(root: vault.path, environment: context.environment,
                                          currentDirectory: context.currentDirectory.path)
        if !unmerged.isEmpty {
            // Only a file without markers needs a problem to say why it is marked.
            var scanned = Set<String>()
            for index in scan.entries.indices where unmerged.contains(scan.entries[index].path) {
                if !scan.entries[index].isConflicted { scanned.insert(scan.entries[index].path) }
                scan.entries[index].isConflicted = true
            }
            scan.problems = unmerged.adding(to: scan.problems).filter { $0.kind != .gitUnmerged || scanned.contains($0.path) }
        }
        let indexStart = clock.now
        // Without an index to order them, the entries of no query are ordered newest first here:
        // the reverse of the scan's vault order, made in place when the scan's entries are not
        // needed again (no second array of every summary).
        var selected: [EntrySummary]?
        if let query {
            selected = select(scan.entries, by: query)
        } else if !buildsIndex {
            if options.keepsStatuses {
                selected = EntryQuery().apply(to: scan.entries)
            } else {
                var newestFirst: [EntrySummary] = []
                swap(&newestFirst, &scan.entries)
                newestFirst.reverse()
                selected = newestFirst
            }
        }
        if let query, selected?.isEmpty == true { try ReadPipeline.checkPaths(of: query, in: scan.entries, vault: vault) }
        // The scan's own entries are handed over (the index reverses them in place) unless the
        // statuses are still to be found through them.
        var indexed: [EntrySummary] = []
        if buildsIndex {
            if let selected { indexed = selected } else if options.keepsStatuses { indexed = scan.entries } else { swap(&indexed, &scan.entries) }
        }
        let index = VaultIndex(entries: consume indexed)
        let statuses = options.keepsStatuses ? Self.statuses(of: selected ?? index.entries, in: scan) : nil
        scan.entries = []
        scan.entryStatuses = []
        scan.timings.append(("index", clock.now - indexStart))
        defer { if ReadPipeline.wantsStatistics(context.environment) { reportStatistics(scan) } }
        let renderStart = clock.now
        defer { scan.timings.append(("render and write", clock.now - renderStart)) }
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let reading = Reading(vault: vault, config: config,
                              settings: RenderSettings(arguments: arguments, context: context, config: config),
                              entries: selected ?? index.entries, index: index, problems: scan.problems, statuses: statuses)
        let rendered = try render(reading)
        report(scan.problems)
        return ReadPipeline.exitStatus(rendered: rendered, problems: scan.problems)
    }

    /// The file status the walk took of each chosen entry, found by where its summary's texts
    /// are (``EntrySummary/textIdentity``: the chosen entries are the scan's, copied); `nil`
    /// when the scan took none or an entry is not the scan's.
    static func statuses(of chosen: [EntrySummary], in scan: VaultReader.Scan) -> [FileSystem.Status?]? {
        guard !scan.entryStatuses.isEmpty, scan.entryStatuses.count == scan.entries.count else { return nil }
        // Every entry of the scan, newest first (no query) or in its order: no map is needed.
        if chosen.count == scan.entries.count {
            let count = chosen.count
            if chosen.indices.allSatisfy({ chosen[$0].textIdentity == scan.entries[count - 1 - $0].textIdentity }) {
                return scan.entryStatuses.reversed()
            }
            if chosen.indices.allSatisfy({ chosen[$0].textIdentity == scan.entries[$0].textIdentity }) { return scan.entryStatuses }
        }
        var place: [Int: Int] = [:]
        place.reserveCapacity(scan.entries.count)
        for (offset, entry) in scan.entries.enumerated() { place[entry.textIdentity] = offset }
        var statuses: [FileSystem.Status?] = []
        statuses.reserveCapacity(chosen.count)
        for entry in chosen {
            guard let offset = place[entry.textIdentity] else { return nil }
            statuses.append(scan.entryStatuses[offset])
        }
        return statuses
    }

    /// The entries of a scan that a query selects, in its order and within its limit.
    ///
    /// - Parameters:
    ///   - entries: The scanned entries, in vault order.
    ///   - query: The query.
    ///
    /// A query that needs the front matter (`--where` on a key the summary does not hold) reads
    /// the files of the entries that pass the rest, on all cores (``parallelMap(_:chunkSize:_:)``).
    func select(_ entries: [EntrySummary], by query: EntryQuery) -> [EntrySummary] {
        ReadPipeline.select(entries, by: query, in: vault)
    }

    /// The entries of a scan of `vault` that a query selects, as ``select(_:by:)`` says; shared
    /// with the writing commands' selections (``EntryTargets/selected(by:in:)``).
    ///
    /// - Parameters:
    ///   - entries: The scanned entries, in vault order.
    ///   - query: The query.
    ///   - vault: The vault the entries' paths are relative to.
    static func select(_ entries: [EntrySummary], by query: EntryQuery, in vault: Vault) -> [EntrySummary] {
        guard query.needsFrontMatter else { return query.apply(to: entries) }
        let candidates = entries.filter(query.matchesSummary)
        let absentKeys = KeyPresence.keysToLookFor(query)
        let passes = parallelMap(candidates, chunkSize: 128) { summary -> Bool in
            let bytes = try? FileSystem.read(vault.absolutePath(summary.path))
            // A file that cannot hold any key the query asks about answers as one without them.
            if let absentKeys, let bytes, KeyPresence.lacksEvery(absentKeys, in: bytes) {
                return query.matches(summary, frontMatter: nil)
            }
            return query.matches(summary, frontMatter: bytes.flatMap { try? EntryDocument(parsing: $0) }?.frontMatter)
        }
        return query.ordered(zip(candidates, passes).compactMap { $1 ? $0 : nil })
    }

    /// The status of a read command: the renderer's failure, else 1 when any problem is an error,
    /// else 0 (warnings are shown but do not fail the command).
    ///
    /// - Parameters:
    ///   - rendered: What the renderer returned.
    ///   - problems: The problems of the scan.
    static func exitStatus(rendered: ExitCode, problems: [VaultProblem]) -> ExitCode {
        guard rendered == .success else { return rendered }
        return problems.contains { $0.severity == .error } ? .failure : .success
    }

    /// Writes each problem to standard error as `path:line:column: error: message`, with the
    /// source line and a caret, after flushing standard output.
    ///
    /// - Parameter problems: The problems, in the order to print.
    func report(_ problems: [VaultProblem]) {
        guard !problems.isEmpty else { return }
        context.standardOutput.flush()
        for problem in problems {
            context.standardError.write(problem.rendered(displayPath: vault.displayPath(problem.path)) + "\n")
        }
    }

    /// The sentence about the exit status that the help of every read command ends with, so
    /// that each says the same as ``exitStatus(rendered:problems:)`` does.
    static let exitStatusHelp = """
        Exit status: 0, also when nothing is found; 1 when a file of the vault has an error \
        (it cannot be read or parsed, or has no valid date: each is reported on standard \
        error, and everything else is still shown; warnings alone leave it 0); 64 for a bad \
        command line.
        """

    /// Whether `VAULT_STATS` asks for the statistics: set, not empty and not `0`.
    static func wantsStatistics(_ environment: [String: String]) -> Bool {
        environment["VAULT_STATS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Writes the files read and each step's time in whole milliseconds to standard error.
    private func reportStatistics(_ scan: VaultReader.Scan) {
        context.standardError.write("vault: files read: \(scan.filesRead) of \(scan.fileCount) (\(scan.fileCount - scan.filesRead) from the cache)\n")
        ReadPipeline.writeSteps(scan.timings, to: context)
    }

    /// Writes one `vault: STEP: N ms` line per step (whole milliseconds) to standard error, the
    /// format of the pipeline's own steps, for the commands that read without the pipeline
    /// (`search`, `check`); the caller checks ``wantsStatistics(_:)``.
    ///
    /// - Parameters:
    ///   - steps: Each step's name and duration, in order.
    ///   - context: The outside world (its standard error).
    static func writeSteps(_ steps: [(step: String, duration: Duration)], to context: CLIContext) {
        for (step, duration) in steps {
            let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
            context.standardError.write("vault: \(step): \(milliseconds) ms\n")
        }
    }
}
