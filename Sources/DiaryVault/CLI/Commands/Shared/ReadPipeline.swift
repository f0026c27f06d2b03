import Foundation

/// The shared body of the commands that read the diary (`index`, `calendar`, and later `list`,
/// `search`): open the vault, scan it, load the config, resolve the locale once, render, report
/// the problems, and choose the exit status.
///
/// ```swift
/// let pipeline = try ReadPipeline(arguments: arguments, context: context)   // finds the vault
/// return try pipeline.run(.month(year: 2026, month: 11)) { reading in
///     context.standardOutput.write(SomeRenderer.render(reading.index, reading.settings))
///     return .success
/// }
/// ```
///
/// The steps of ``run(_:useCache:statistics:select:render:)``, in order: scan the scope
/// (``VaultReader/scan(_:useCache:)``), select entries (the place for `EntryQuery`), build the
/// ``VaultIndex``, load `.vault/config` (warnings on standard error), resolve ``RenderSettings``,
/// render, write the problems to standard error as `path:line:column: error: message` with the
/// source line and a caret, and when asked and `VAULT_STATS` is set (not `0`) the files read and the time of
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
        /// The entries of the scope, selected, indexed.
        var index: VaultIndex
        /// The problems found, sorted by path then line; reported after rendering.
        var problems: [VaultProblem]
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
    ///   - scope: The whole vault, a year or a month.
    ///   - useCache: Whether to read and update `.vault/cache/`.
    ///   - statistics: Whether `VAULT_STATS` is honoured (``wantsStatistics(_:)``); only
    ///     `vault index` reports statistics today.
    ///   - select: The entries to keep, or `nil` for all: the place where the query options
    ///     (`EntryQuery`) apply, before the index is built. Filtering is not implemented here.
    ///   - render: Writes the output from the reading, and returns `.failure` when the command
    ///     itself failed (such as `vault index --check` on a stale file), else `.success`.
    /// - Returns: ``exitStatus(rendered:problems:)``.
    /// - Throws: The errors of ``VaultConfig/load(_:warnings:)`` and whatever `render` throws.
    func run(_ scope: VaultWalker.Scope = .all, useCache: Bool = false, statistics: Bool = false,
             select: (([EntrySummary]) -> [EntrySummary])? = nil,
             render: (Reading) throws -> ExitCode) throws -> ExitCode {
        let clock = ContinuousClock()
        var scan = VaultReader(vault: vault).scan(scope, useCache: useCache)
        let indexStart = clock.now
        if let select { scan.entries = select(scan.entries) }
        let index = VaultIndex(entries: scan.entries)
        scan.entries = []
        scan.timings.append(("index", clock.now - indexStart))
        defer { if statistics, ReadPipeline.wantsStatistics(context.environment) { reportStatistics(scan) } }
        let renderStart = clock.now
        defer { scan.timings.append(("render and write", clock.now - renderStart)) }
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let reading = Reading(vault: vault, config: config,
                              settings: RenderSettings(arguments: arguments, context: context, config: config),
                              index: index, problems: scan.problems)
        let rendered = try render(reading)
        report(scan.problems)
        return ReadPipeline.exitStatus(rendered: rendered, problems: scan.problems)
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

    /// Whether `VAULT_STATS` asks for the statistics: set, not empty and not `0`.
    static func wantsStatistics(_ environment: [String: String]) -> Bool {
        environment["VAULT_STATS"].map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Writes the files read and each step's time in whole milliseconds to standard error.
    private func reportStatistics(_ scan: VaultReader.Scan) {
        context.standardError.write("vault: files read: \(scan.filesRead) of \(scan.fileCount) (\(scan.fileCount - scan.filesRead) from the cache)\n")
        for (step, duration) in scan.timings {
            let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
            context.standardError.write("vault: \(step): \(milliseconds) ms\n")
        }
    }
}
