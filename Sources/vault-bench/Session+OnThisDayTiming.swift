extension Session {
    /// Times `vault on-this-day` on the 15th of the session's month, with the cache warm (the
    /// correctness runs and the index figures have written it), and with a window of 3 days,
    /// interleaved with a warm `vault index --json`
    /// (``timeInterleaved(_:floor:floorArguments:measuresPeak:)``).
    ///
    /// Budget (picked from measurements of 0.57x to 0.68x): at most the warm
    /// `index --json`, which reads the same summaries and writes every one of them.
    ///
    /// - Returns: The two figures.
    /// - Throws: ``BenchError/commandFailed(command:status:stderr:)`` when vault exits with a
    ///   status other than 0 or 1.
    mutating func measureOnThisDay() throws -> [Figure] {
        let day = month + "-15"
        let figures = [
            (Figure(name: "on-this-day \(day), warm cache", command: "vault --vault VAULT on-this-day \(day)", target: 1),
             vault(["on-this-day", day])),
            (Figure(name: "on-this-day \(day) --window 3, warm", command: "vault --vault VAULT on-this-day \(day) --window 3", target: 1),
             vault(["on-this-day", day, "--window", "3"])),
        ]
        return try timeInterleaved(figures, floor: .warm, floorArguments: index(noCache: false)).figures
    }
}
