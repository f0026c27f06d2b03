extension Session {
    /// The budget of a completion, as a ratio to `vault --version` at 100,000 entries (picked
    /// from measurements: it decodes the whole cache, about 0.15 s against
    /// 0.011 s for `--version` on a quiet machine).
    static let completionTarget = 15.0

    /// Times the hidden `vault __complete` the completion scripts run at each Tab, with the cache
    /// warm (the correctness runs and the index figures have written it): the
    /// tags, and the days of the session's month. Each is compared with `vault --version`, since
    /// it runs between two key presses. A vault binary without `__complete` exits 1
    /// with no output; it gets a note instead of a timing.
    ///
    /// - Returns: The two figures.
    /// - Throws: The errors of ``time(_:command:_:warmups:floor:)``.
    mutating func measureCompletion() throws -> [Figure] {
        var tags = Figure(name: "__complete tags, warm cache", command: "vault __complete tags --vault VAULT",
                          note: "vault has no __complete yet")
        var dates = Figure(name: "__complete dates \(month), warm cache", command: "vault __complete dates \(month) --vault VAULT",
                           note: "vault has no __complete yet")
        let probe = work + "/complete-probe.out"
        let (binary, root) = (build.binary, subject.root)
        let query = { (rest: [String]) in [binary, "__complete"] + rest + ["--vault", root] }
        _ = try? bench.runner.run(query(["tags"]), output: probe)
        guard !Bench.text(of: probe).isEmpty else { return [tags, dates] }
        tags = try time(tags.name, command: tags.command, query(["tags"]), warmups: 1)
        (tags.comparedTo, tags.target) = (.version, Self.completionTarget)
        dates = try time(dates.name, command: dates.command, query(["dates", month]), warmups: 1)
        (dates.comparedTo, dates.target) = (.version, Self.completionTarget)
        return [tags, dates]
    }
}
