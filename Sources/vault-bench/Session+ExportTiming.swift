extension Session {
    /// Times `vault export json` (every entry, front matter and body, to standard output) against
    /// `cat` of every entry file, the floor of an export: both read every byte of every file.
    ///
    /// The two commands run interleaved (cat, export; again for each of `--runs`), after one
    /// warm-up each, so that load from other processes falls on both alike. The export's ratio to
    /// `cat` goes in its note and a progress line. Without an `export` command in
    /// `vault --help` both figures are n/a with a note.
    ///
    /// - Returns: The `cat` row and the export row.
    /// - Throws: `BenchError.commandFailed` when a run exits with a status other than 0 or 1.
    mutating func measureExport() throws -> [Figure] {
        let root = Self.shellQuoted(subject.root)
        let catCommand = ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 cat > /dev/null"]
        let exportCommand = ["export", "json"]
        var cat = Figure(name: "find | xargs cat", command: "find VAULT -name '*.md' -print0 | xargs -0 cat > /dev/null")
        var export = Figure(name: "export json, warm", command: "vault --vault VAULT export json > /dev/null", comparedTo: .find)
        let hasExport = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix("export ") }
        guard hasExport else {
            (cat.note, export.note) = ("vault has no export command yet", "vault has no export command yet")
            return [cat, export]
        }
        Console.progress("timing \(export.name), interleaved with \(cat.name)")
        let commands = [catCommand, vault(exportCommand)]
        for command in commands { _ = try measured(command) }
        var runs: [[ProcessRunner.Measurement]] = [[], []]
        for _ in 0..<bench.options.runs {
            for (position, command) in commands.enumerated() { runs[position].append(try measured(command)) }
        }
        cat.timing = Timing(runs: runs[0], measuredPeak: nil)
        export.timing = Timing(runs: runs[1], measuredPeak: try memoryMeter.measure(vault(exportCommand), runner: bench.runner, work: work))
        if let timing = export.timing, let floor = cat.timing, floor.median > 0 {
            export.note = "\(Report.fixed(timing.median / floor.median, 2))x cat of every file (\(Report.fixed(floor.median, 3)) s interleaved)"
        }
        Console.progress("\(export.name): \(export.note ?? "n/a")")
        return [cat, export]
    }
}
