import Foundation

/// The options of a command that reads the diary, read and checked in one place: the selection
/// options as a query (with the clock's seed for `--sort random`), `--no-cache`, `--explain` and
/// `--json`; with what the command needs of the read, it is what ``ReadPipeline/run(_:render:)``
/// takes.
///
/// A command declares the options it takes in its spec (``SelectionOptions/specs``,
/// ``OptionSpec/noCache``, ``OptionSpec/explain``, ``OptionSpec/json(help:)``) and reads them all
/// with one `ReadOptions(arguments, context: context)`; an option it does not declare keeps its
/// default. It then sets what is its own (``scope``, ``buildsIndex``, ``reportsUnreadMarkdown``)
/// and runs the pipeline:
///
/// ```swift
/// let options = try ReadOptions(arguments, context: context, period: arguments.positional("period"))
/// return try ReadPipeline(arguments: arguments, context: context).run(options) { reading in ... }
/// ```
struct ReadOptions {
    /// The long name of `--no-cache`.
    static let noCacheName = "no-cache"

    /// `--no-cache`, declared once for every command that has it (``OptionSpec/noCache``).
    static let noCache = OptionSpec.flag(noCacheName, help: "Read every file, neither using nor updating .vault/cache/.")

    /// The entries to read: the query of the selection options and the period, or `nil` when
    /// none is given (every entry of the scope, newest first: what an empty query selects, without
    /// its cost), when the command declares no selection options, or when `--explain` is asked
    /// for (the rules are printed instead, whatever the selection).
    var query: EntryQuery?
    /// Whether the read uses and updates `.vault/cache/`: not with `--no-cache`; a command
    /// without that option reads through the cache unless it sets this to `false`.
    var useCache: Bool
    /// `--explain`: print the rules of time instead of the output.
    var explain: ExplainOption
    /// The output form: JSON with `--json`, else text.
    var format: OutputFormat
    /// What is scanned: the whole vault (the default), a year or a month.
    var scope: VaultWalker.Scope = .all
    /// Whether the reading needs ``ReadPipeline/Reading/index``; without it (`vault list`) the
    /// index is empty and is not built.
    var buildsIndex = true
    /// Whether the markdown files outside the month folders are problems (``UnreadMarkdown``):
    /// `vault index` reports them, other read commands do not.
    var reportsUnreadMarkdown = false
    /// The entries a date view needs, read from what the anniversary file remembers
    /// (``VaultReader/scanRemembered(_:)``) instead of the whole vault when it can be trusted;
    /// `nil` reads the scope. Used only through the cache and for the whole vault; the query, if
    /// any, then selects among those entries.
    var remembered: AnniversaryCache.Selection?
    /// Whether ``ReadPipeline/Reading/statuses`` gives each selected entry's file status as the
    /// walk took it (`vault site`, which otherwise takes them again).
    var keepsStatuses = false

    /// Reads the options the command declares.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The clock and time zone, for dates such as `yesterday` and the seed of
    ///     `--sort random` without `--seed` (``clockSeed(_:)``).
    ///   - period: The command's period argument as typed (`2026`, `2026-11`, `11-29`), if it
    ///     takes one that selects entries; it means what `--in` means.
    ///   - defaultSort: The order without `--sort`, as `--sort` would name it: `oldest` for
    ///     `vault export`, the remembered `sort` of `.vault/config` for `vault list`.
    ///   - conflicts: Flags of the command that cannot go with `--json` (``OutputFormat``).
    /// - Throws: The errors of ``OutputFormat/init(_:conflicts:)`` and of
    ///   ``SelectionOptions/query(from:period:now:timeZone:randomSeed:)`` (usage errors, exit 64).
    init(_ arguments: ParsedArguments, context: CLIContext, period: String? = nil, defaultSort: String? = nil,
         conflicts: [String] = []) throws(CLIError) {
        explain = ExplainOption(arguments)
        format = arguments.spec.option(named: OptionSpec.jsonName) == nil ? .text : try OutputFormat(arguments, conflicts: conflicts)
        useCache = arguments.spec.option(named: Self.noCacheName) == nil || !arguments.flag(Self.noCacheName)
        guard !explain.isRequested, arguments.spec.options.contains(where: SelectionOptions.specs.contains),
              period != nil || defaultSort != nil || !SelectionOptions.given(in: arguments).isEmpty else { return }
        var selection = arguments
        if let defaultSort, arguments.value("sort") == nil { selection.optionValues["sort"] = [defaultSort] }
        query = try SelectionOptions.query(from: selection, period: period, now: context.now, timeZone: context.timeZone,
                                           randomSeed: Self.clockSeed(context.now))
    }

    /// The seed of `--sort random` without `--seed`: the clock in microseconds, so each run
    /// shuffles anew (and a test's fixed clock shuffles alike every time).
    ///
    /// - Parameter now: The current instant.
    static func clockSeed(_ now: Date) -> UInt64 {
        UInt64(bitPattern: Int64((now.timeIntervalSince1970 * 1_000_000).rounded()))
    }
}

extension OptionSpec {
    /// `--no-cache`: read every file, neither using nor updating `.vault/cache/` (``ReadOptions``).
    static let noCache = ReadOptions.noCache
}
