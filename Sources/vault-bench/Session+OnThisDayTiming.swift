extension Session {
    /// Times the date views with the cache warm (the correctness runs and the index figures have
    /// written it, and with it `.vault/cache/anniversaries.bin`): `vault on-this-day` on the 15th
    /// of the session's month, with a window of 3 days, `vault dday`, and `vault calendar` of the
    /// month and of its year, interleaved with `vault --version`
    /// (``timeInterleaved(_:floor:floorArguments:measuresPeak:warmups:runs:)``).
    ///
    /// Budget (issue 30, docs/PERFORMANCE.md, "Current figures"): at most 3x `vault --version`
    /// each: they read only the entries of their days or period, or the anniversary entries,
    /// which the anniversary file lists, and check the time of every year and month folder. The
    /// year's calendar draws twelve months of the same data: at most 4x (picked).
    ///
    /// - Returns: The five figures.
    /// - Throws: ``BenchError/commandFailed(command:status:stderr:)`` when vault exits with a
    ///   status other than 0 or 1.
    mutating func measureOnThisDay() throws -> [Figure] {
        let day = month + "-15"
        let year = String(month.prefix(4))
        let figures = [
            (Figure(name: "on-this-day \(day), warm cache", command: "vault --vault VAULT on-this-day \(day)", target: 3),
             vault(["on-this-day", day])),
            (Figure(name: "on-this-day \(day) --window 3, warm", command: "vault --vault VAULT on-this-day \(day) --window 3", target: 3),
             vault(["on-this-day", day, "--window", "3"])),
            (Figure(name: "dday, warm cache", command: "vault --vault VAULT dday", target: 3), vault(["dday"])),
            (Figure(name: "calendar \(month)", command: "vault --vault VAULT calendar \(month)", target: 3), vault(["calendar", month])),
            (Figure(name: "calendar \(year)", command: "vault --vault VAULT calendar \(year)", target: 4), vault(["calendar", year])),
        ]
        return try timeInterleaved(figures, floor: .version, floorArguments: [build.binary, "--version"]).figures
    }
}
