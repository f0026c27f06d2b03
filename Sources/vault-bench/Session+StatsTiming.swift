extension Session {
    /// Times `vault stats` and `vault heatmap` (the last 365 days, and the session's year) with the
    /// cache warm (the correctness runs and the index figures have written it), so that word
    /// counts come from the cache and no body is read.
    ///
    /// Each figure gets one untimed warm-up, then `--runs` timed runs; it is compared with the
    /// `find` floor, as the warm index is (issue 12's target: at most 1.5x the warm
    /// `index --json`).
    ///
    /// `vault tags` and `vault dday` read the same warm cache and are timed here too.
    ///
    /// - Returns: The five figures.
    /// - Throws: ``BenchError/commandFailed(command:status:stderr:)`` when vault exits with a
    ///   status other than 0 or 1.
    mutating func measureStats() throws -> [Figure] {
        let year = String(month.prefix(4))
        var stats = try time("stats, warm cache", command: "vault --vault VAULT stats", vault(["stats"]), warmups: 1)
        stats.comparedTo = .find
        var heatmap = try time("heatmap, warm cache", command: "vault --vault VAULT heatmap", vault(["heatmap"]), warmups: 1)
        heatmap.comparedTo = .find
        var heatmapYear = try time("heatmap \(year) --by words, warm cache", command: "vault --vault VAULT heatmap \(year) --by words",
                                   vault(["heatmap", year, "--by", "words"]), warmups: 1)
        heatmapYear.comparedTo = .find
        var tags = try time("tags, warm cache", command: "vault --vault VAULT tags", vault(["tags"]), warmups: 1)
        tags.comparedTo = .find
        var dday = try time("dday, warm cache", command: "vault --vault VAULT dday", vault(["dday"]), warmups: 1)
        dday.comparedTo = .find
        return [stats, heatmap, heatmapYear, tags, dday]
    }
}
