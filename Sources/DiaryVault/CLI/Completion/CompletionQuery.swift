import Foundation

/// The hidden `vault __complete <what> [<prefix>] [--vault <dir>]` that the completion scripts run
/// at each Tab: the vault's tags, days with entries or template names that start with the prefix,
/// one per line.
///
/// It is not in the registry (help does not list it) and is answered before the command line is
/// parsed. It reads only the index cache (`.vault/cache/index.bin`, stale records included: a
/// suggestion need not be exact), never the entries, so it stays fast on a large vault, and it
/// never prints to standard error: any problem (no vault, no cache, a bad word) prints nothing
/// and exits 1. `what`: `tags` (most used first, then by tag; NFC), `dates` (`today`,
/// `yesterday`, `tomorrow`, then the days with entries, newest first), `templates` (by name).
enum CompletionQuery {
    /// The hidden command's word.
    static let commandName = "__complete"

    /// The kinds of values it lists.
    static let kinds = ["tags", "dates", "templates"]

    /// Lists the values and returns the exit status: 0, or 1 when nothing could be read.
    ///
    /// - Parameters:
    ///   - arguments: The words after `__complete`.
    ///   - context: The outside world; only its standard output is written.
    static func run(_ arguments: [String], context: CLIContext) -> ExitCode {
        var words: [String] = []
        var explicit: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--vault", index + 1 < arguments.count {
                explicit = arguments[index + 1]
                index += 2
                continue
            }
            if word.hasPrefix("--vault=") { explicit = String(word.dropFirst(8)) } else { words.append(word) }
            index += 1
        }
        guard let what = words.first, kinds.contains(what), words.count <= 2,
              let vault = try? Vault.discover(explicit: explicit.map { context.fileURL(forPath: $0).path },
                                              environment: context.environment,
                                              currentDirectory: context.currentDirectory.path)
        else { return .failure }
        let prefix = words.count == 2 ? words[1].precomposedStringWithCanonicalMapping : ""
        guard let values = values(what, in: vault) else { return .failure }
        let matching = values.filter { $0.hasPrefix(prefix) }
        context.standardOutput.write(matching.map { TerminalText.safe($0) + "\n" }.joined())
        return .success
    }

    /// Every value of a kind, in the order listed, or `nil` when the cache is missing.
    private static func values(_ what: String, in vault: Vault) -> [String]? {
        if what == "templates" { return EntryTemplate.names(in: vault) }
        guard let cache = VaultCache.load(vault) else { return nil }
        let summaries = cache.records.compactMap(\.result.summary)
        if what == "tags" {
            return TagsRenderer.count(summaries).filter { !$0.tag.contains(where: \.isNewline) }.map(\.tag)
        }
        var days = Set<Int32>()
        for summary in summaries { days.insert(summary.dayNumber) }
        return ["today", "yesterday", "tomorrow"]
            + days.sorted(by: >).map { CivilDate(daysSinceEpoch: Int($0)).description }
    }
}
