extension Session {
    /// Times `vault stats` and `vault heatmap` (the last 365 days, and the session's year by
    /// words) and `vault tags`, with the cache warm (the correctness runs and the
    /// index figures have written it), so that word counts come from the cache and no body is
    /// read; interleaved with a warm `vault index --json`
    /// (``timeInterleaved(_:floor:floorArguments:measuresPeak:)``).
    ///
    /// Budget: at most 1.5x the warm `index --json` (the target of `stats` and `heatmap`;
    /// picked the same for `tags`, which reads the same summaries; `dday` is a date view,
    /// ``measureOnThisDay()``).
    ///
    /// - Returns: The four figures.
    /// - Throws: ``BenchError/commandFailed(command:status:stderr:)`` when vault exits with a
    ///   status other than 0 or 1.
    mutating func measureStats() throws -> [Figure] {
        let year = String(month.prefix(4))
        let commands: [(String, [String])] = [
            ("stats, warm cache", ["stats"]),
            ("heatmap, warm cache", ["heatmap"]),
            ("heatmap \(year) --by words, warm cache", ["heatmap", year, "--by", "words"]),
            ("tags, warm cache", ["tags"]),
        ]
        let figures = commands.map { name, arguments in
            (Figure(name: name, command: "vault --vault VAULT " + arguments.joined(separator: " "), target: 1.5), vault(arguments))
        }
        return try timeInterleaved(figures, floor: .warm, floorArguments: index(noCache: false)).figures
    }
}
