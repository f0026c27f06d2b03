extension Session {
    /// Times `vault on-this-day` on the 15th of the session's month, with the cache warm (the
    /// correctness runs and the index figures have written it), and with a window of 3 days.
    ///
    /// Each figure gets one untimed warm-up, then `--runs` timed runs; it is compared with the
    /// `find` floor, as the warm index is.
    ///
    /// - Returns: The two figures.
    /// - Throws: ``BenchError/commandFailed(command:status:stderr:)`` when vault exits with a
    ///   status other than 0 or 1.
    mutating func measureOnThisDay() throws -> [Figure] {
        let day = month + "-15"
        var plain = try time("on-this-day \(day), warm cache", command: "vault --vault VAULT on-this-day \(day)",
                             vault(["on-this-day", day]), warmups: 1)
        plain.comparedTo = .find
        var window = try time("on-this-day \(day) --window 3, warm cache", command: "vault --vault VAULT on-this-day \(day) --window 3",
                              vault(["on-this-day", day, "--window", "3"]), warmups: 1)
        window.comparedTo = .find
        return [plain, window]
    }
}
