extension Session {
    /// The tag of the `list --tag` figure: one of the tags of both generators (`Vocabulary.tags`
    /// and `gen_vault.py`), on about 1 in 40 entries.
    static let listTag = "seoul"

    /// Times `vault list --tag seoul --json` and `vault list --starred` with a warm cache against
    /// a warm `vault index --json` (issue 11: each at most the warm index).
    ///
    /// The three commands run interleaved (index, list, list; again for each of `--runs`), after
    /// one warm-up each, so that load from other processes on the machine falls on all three
    /// alike. The ratio to the warm index goes in each figure's note and a progress line; the table's ratio is to
    /// `find` as for the index. Without a `list` command in `vault --help`, or without a cache, the
    /// figures are n/a with a note.
    ///
    /// - Returns: The two figures.
    /// - Throws: `BenchError.commandFailed` when a run exits with a status other than 0 or 1.
    mutating func measureList() throws -> [Figure] {
        let tagCommand = ["list", "--tag", Self.listTag, "--json"]
        let starredCommand = ["list", "--starred"]
        var tagged = Figure(name: "list --tag \(Self.listTag) --json, warm", command: "vault --vault VAULT " + tagCommand.joined(separator: " "),
                            comparedTo: .find, memoryTarget: 150)
        var starred = Figure(name: "list --starred, warm", command: "vault --vault VAULT list --starred", comparedTo: .find, memoryTarget: 150)
        let hasList = Bench.text(of: work + "/help.txt").split(separator: "\n").contains { $0.drops(prefix: "list ") }
        guard hasList, features.hasCache else {
            let note = hasList ? "vault has no cache yet" : "vault has no list command yet"
            (tagged.note, starred.note) = (note, note)
            return [tagged, starred]
        }
        Console.progress("timing \(tagged.name) and \(starred.name), interleaved with a warm index --json")
        let commands = [index(noCache: false), vault(tagCommand), vault(starredCommand)]
        for command in commands { _ = try measured(command) }
        var runs: [[ProcessRunner.Measurement]] = [[], [], []]
        for _ in 0..<bench.options.runs {
            for (position, command) in commands.enumerated() { runs[position].append(try measured(command)) }
        }
        let indexMedian = Timing(runs: runs[0], measuredPeak: nil).median
        tagged.timing = Timing(runs: runs[1], measuredPeak: try memoryMeter.measure(vault(tagCommand), runner: bench.runner, work: work))
        starred.timing = Timing(runs: runs[2], measuredPeak: try memoryMeter.measure(vault(starredCommand), runner: bench.runner, work: work))
        tagged.note = Self.listNote(tagged.timing, indexMedian: indexMedian)
        starred.note = Self.listNote(starred.timing, indexMedian: indexMedian)
        // The table shows no note for a timed figure: the verdicts go to the progress lines too.
        for figure in [tagged, starred] { Console.progress("\(figure.name): \(figure.note ?? "n/a")") }
        return [tagged, starred]
    }

    /// `0.52x warm index --json (0.95 s; target <= 1: met)`, the ratio of a list figure's median
    /// to the warm index's, measured interleaved in the same run.
    static func listNote(_ timing: Timing?, indexMedian: Double) -> String? {
        guard let timing, indexMedian > 0 else { return nil }
        let ratio = timing.median / indexMedian
        return "\(Report.fixed(ratio, 2))x warm index --json (\(Report.fixed(indexMedian, 3)) s interleaved; target <= 1: \(ratio <= 1 ? "met" : "NOT MET"))"
    }
}

extension Substring {
    /// Whether the line, without leading blanks, starts with `prefix` (a command in `vault --help`).
    fileprivate func drops(prefix: String) -> Bool {
        drop { $0 == " " }.hasPrefix(prefix)
    }
}
