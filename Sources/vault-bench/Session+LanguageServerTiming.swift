import Foundation

extension Session {
    /// Times `vault lsp` as part of the whole run (``LanguageServerTiming``, which `--lsp` runs
    /// alone): `initialize` to the first diagnostics of the newest entry with the cache warm,
    /// shown against `vault --version` (process start-up) with its budget of 0.5 s; diagnostics
    /// after a keystroke in a 20 KB entry (less the server's 150 ms debounce, at most 10 ms) and
    /// tag completion (at most 20 ms), both inside one running server, so no process floor
    /// divides them; and that server's peak memory (at most 150 MB). The vault needs `.vault/`;
    /// a binary without `lsp` gets a note instead.
    ///
    /// - Returns: The three figures.
    /// - Throws: The errors of ``LanguageServerTiming/measure()``.
    mutating func measureLanguageServer() throws -> [Figure] {
        var figures = [
            Figure(name: "lsp: initialize -> first diagnostics", command: "vault --vault VAULT lsp: initialize, open the newest entry, its diagnostics",
                   comparedTo: .version, secondsTarget: 0.5),
            Figure(name: "lsp: diagnostics after a keystroke", command: "vault lsp: didChange of a 20 KB entry to its diagnostics, less 150 ms",
                   secondsTarget: 0.010),
            Figure(name: "lsp: completion of #tags", command: "vault lsp: textDocument/completion after '#'",
                   memoryTarget: 150, secondsTarget: 0.020),
        ]
        let hasServer = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drops(prefix: "lsp ") }
        guard hasServer, FileIO.isDirectory(subject.root + "/.vault") else {
            for index in figures.indices { figures[index].note = hasServer ? "the vault has no .vault/ folder" : "vault has no lsp yet" }
            return figures
        }
        Console.progress("timing vault lsp: first diagnostics, a keystroke, tag completion")
        let result = try LanguageServerTiming(binary: build.binary, root: subject.root, runs: bench.options.runs).measure()
        for (index, row) in result.rows.enumerated() where index < figures.count {
            let runs = row.seconds.enumerated().map { position, seconds in
                ProcessRunner.Measurement(status: 0, seconds: seconds,
                                          cpuSeconds: position < row.cpuSeconds.count ? row.cpuSeconds[position] : 0, peakBytes: 0)
            }
            figures[index].timing = Timing(runs: runs, measuredPeak: index == 0 ? nil : result.peak)
        }
        return figures
    }
}
