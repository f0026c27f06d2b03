/// What a command that lists entries prints (`list`, `search`): the entries as text or JSON,
/// only their paths, or only how many there are.
///
/// Read once from the options of ``options`` plus `--json` (``OptionSpec/json(help:)``), which
/// such a command declares: `--json`, `--paths` and `--count` exclude each other, and `-0`
/// (`--null`) goes with `--paths` only. Paths are relative to the vault root, one per line, or
/// each followed by a NUL byte with `-0`, so that `vault list --tag x --paths -0 | xargs -0 ...`
/// works whatever the file names hold.
enum ListingOutput: Hashable, Sendable {
    /// The entries themselves, for people (``OutputFormat/text``) or programs (``OutputFormat/json``).
    case entries(OutputFormat)
    /// One path per entry, each followed by `terminator`: a line feed, or NUL with `-0`.
    case paths(terminator: UInt8)
    /// Only the number of entries, on one line.
    case count

    /// The long name of `--paths`.
    static let pathsName = "paths"
    /// The long name of `--null` (short `-0`).
    static let nullName = "null"
    /// The long name of `--count`.
    static let countName = "count"

    /// `--paths`, `--null`/`-0` and `--count`, for a command's spec (with `--json`).
    static let options: [OptionSpec] = [
        .flag(pathsName, help: "Print only the paths, relative to the vault root, one per line."),
        .flag(nullName, short: "0", help: "With --paths, end each path with a NUL byte instead of a line feed (for xargs -0)."),
        .flag(countName, help: "Print only the number of entries."),
    ]

    /// The output the command line asks for.
    ///
    /// - Parameter arguments: The parsed command line of a command that declares ``options`` and `--json`.
    /// - Throws: ``CLIError/conflictingOptions(_:_:)`` for two of `--json`, `--paths`, `--count`;
    ///   ``CLIError/argumentNeedsOption(argument:option:)`` for `-0` without `--paths`.
    init(_ arguments: ParsedArguments) throws(CLIError) {
        let chosen = [OptionSpec.jsonName, Self.pathsName, Self.countName].filter { arguments.flag($0) }
        if chosen.count > 1 { throw .conflictingOptions("--" + chosen[0], "--" + chosen[1]) }
        let null = arguments.flag(Self.nullName)
        if null, chosen.first != Self.pathsName { throw .argumentNeedsOption(argument: "-0", option: "--paths") }
        switch chosen.first {
        case Self.pathsName?: self = .paths(terminator: null ? 0 : 0x0A)
        case Self.countName?: self = .count
        case OptionSpec.jsonName?: self = .entries(.json)
        default: self = .entries(.text)
        }
    }
}
