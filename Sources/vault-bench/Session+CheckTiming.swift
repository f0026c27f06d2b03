extension Session {
    /// The budget of `vault check`, as a ratio to `vault index --json --no-cache` (set by issue
    /// 30: both read every file once, in the same way, and the common file is read from its
    /// bytes by both; check parses in full only the files whose keys need it). The written
    /// budget is in docs/PERFORMANCE.md.
    static let checkTarget = 1.2

    /// Times `vault check` (every file read and checked, no cache) interleaved with
    /// `vault index --json --no-cache` (``timeInterleaved(_:floor:floorArguments:measuresPeak:)``),
    /// against the budget ``checkTarget`` and 150 MB. A vault whose help has no `check` gets a
    /// note instead of a timing. `check` exits 1 when it finds a problem (a generated vault has
    /// some on purpose); that is not a failure here.
    ///
    /// - Returns: The figure.
    /// - Throws: `BenchError.commandFailed` when a run exits with a status other than 0 or 1.
    mutating func measureCheck() throws -> [Figure] {
        var check = Figure(name: "check", command: "vault --vault VAULT check", comparedTo: .noCache,
                           target: Self.checkTarget, memoryTarget: 150)
        let hasCheck = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drops(prefix: "check ") }
        guard hasCheck, features.hasCache else {
            check.note = hasCheck ? "vault has no --no-cache index to compare with" : "vault has no check command yet"
            return [check]
        }
        return try timeInterleaved([(check, vault(["check"]))], floor: .noCache, floorArguments: index(noCache: true)).figures
    }
}
