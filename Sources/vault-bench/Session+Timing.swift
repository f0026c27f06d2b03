import Foundation

extension Session {
    /// Times every figure: the floors, `vault --version`, the index without cache, warm and after
    /// 10 files changed, the text index, the calendar month and year, then every other command
    /// (each with a budget, a ratio and a verdict), and the other tools.
    ///
    /// Each figure gets one untimed warm-up (skipped where the correctness runs already warmed
    /// it), then `--runs` timed runs.
    mutating func measure() throws -> Report {
        let root = Self.shellQuoted(subject.root)
        var figures = [
            try time("find | wc -l", command: "find VAULT -name '*.md' | wc -l",
                     ["/bin/sh", "-c", "find \(root) -name '*.md' | wc -l"], warmups: 1, floor: .find),
            try time("find | xargs head -c 4096", command: "find VAULT -name '*.md' -print0 | xargs -0 head -c 4096 > /dev/null",
                     ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 head -c 4096 > /dev/null"], warmups: 1, floor: .head),
            try time("vault --version", command: "vault --version", [build.binary, "--version"], warmups: 1, floor: .version),
        ]
        // The targets of the index rows (docs/PERFORMANCE.md, "Figures").
        var cold = try time("index --json, no cache", command: "vault --vault VAULT index --json" + (features.hasCache ? " --no-cache" : ""),
                            index(noCache: true), warmups: 0, floor: .noCache)
        cold.comparedTo = .head
        cold.target = 1.2
        cold.memoryTarget = 100
        figures.append(cold)

        var warm = Figure(name: "index --json, warm cache", command: "vault --vault VAULT index --json", note: "vault has no cache yet",
                          floor: .warm, comparedTo: .find, target: 2, memoryTarget: 100)
        var changed = Figure(name: "index --json, 10 files changed", command: "vault --vault VAULT index --json (after 10 files changed)",
                             note: "vault has no cache yet", comparedTo: .find)
        if features.hasCache, let toucher {
            warm.timing = try time(warm.name, command: warm.command, index(noCache: false), warmups: 1).timing
            var runs: [ProcessRunner.Measurement] = []
            Console.progress("timing \(changed.name)")
            for round in 1...bench.options.runs {
                try toucher.touch(round: round)
                runs.append(try measured(index(noCache: false)))
            }
            try toucher.touch(round: bench.options.runs + 1)
            changed.timing = Timing(runs: runs, measuredPeak: try memoryMeter.measure(index(noCache: false), runner: bench.runner, work: work))
        }
        var text = Figure(name: "index (text), warm cache", command: "vault --vault VAULT index", note: "vault has no cache yet",
                          comparedTo: .find, target: 2)
        if features.hasCache {
            text.timing = try time(text.name, command: text.command, vault(["index"]), warmups: 1).timing
        }
        figures += [warm, changed, text]

        let year = String(month.prefix(4))
        var calendarMonth = try time("calendar \(month)", command: "vault --vault VAULT calendar \(month)",
                                     vault(["calendar", month]), warmups: 1)
        calendarMonth.comparedTo = .version
        calendarMonth.target = 1.5
        var calendarYear = try time("calendar \(year)", command: "vault --vault VAULT calendar \(year)",
                                    vault(["calendar", year]), warmups: 1)
        calendarYear.comparedTo = .version
        calendarYear.target = 2  // picked: the year draws twelve months of the same data
        figures += [calendarMonth, calendarYear]
        figures += try measureBulk()
        figures += try measureSearch()
        figures += try measureList()
        figures += try measureOnThisDay()
        figures += try measureStats()
        figures += try measureImport()
        figures += try measureCompletion()
        figures += try measureMergeDriver()
        figures += try measureSync()
        figures += try measureExport()
        figures += try measureMarkdown()
        figures += try measureCheck()
        figures += try measureComparison()
        figures += try measureSite()
        return Report(figures: figures)
    }

    /// A figure from `warmups` untimed runs then `--runs` timed runs of a command.
    func time(_ name: String, command: String, _ arguments: [String], warmups: Int, floor: Figure.Floor? = nil) throws -> Figure {
        Console.progress("timing \(name)")
        for _ in 0..<warmups { _ = try measured(arguments) }
        let runs = try (0..<bench.options.runs).map { _ in try measured(arguments) }
        let peak = try memoryMeter.measure(arguments, runner: bench.runner, work: work)
        return Figure(name: name, command: command, timing: Timing(runs: runs, measuredPeak: peak), floor: floor)
    }

    /// One timed run under `/usr/bin/time -f %M` (GNU time), whose peak memory replaces the
    /// run's `ru_maxrss`: on Linux a child spawned by vault-bench starts with vault-bench's own
    /// high-water mark, so `ru_maxrss` is only an upper bound. Without GNU time, ``measured(_:)``.
    func measuredWithPeak(_ arguments: [String]) throws -> ProcessRunner.Measurement {
        guard case .gnuTime(let path) = memoryMeter else { return try measured(arguments) }
        let report = work + "/timed-peak.txt"
        var result = try measured([path, "-f", "%M", "-o", report] + arguments)
        let last = Bench.text(of: report).split(whereSeparator: \.isNewline).last
        if let kibibytes = last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) { result.peakBytes = kibibytes * 1024 }
        return result
    }

    /// One timed run, output to `/dev/null`; a status other than 0 or 1 is an error.
    func measured(_ arguments: [String]) throws -> ProcessRunner.Measurement {
        let result = try bench.runner.run(arguments, errors: work + "/timed.err")
        guard result.status == 0 || result.status == 1 else {
            throw BenchError.commandFailed(command: Self.display(arguments), status: result.status,
                                           stderr: String(Bench.text(of: work + "/timed.err").suffix(2000)))
        }
        return result
    }
}

extension Session {
    /// Times figures interleaved with the command of their floor (floor, first, second, ...;
    /// again for each of `--runs`), after one untimed warm-up of each, so that load from other
    /// processes falls on all alike; each figure's ratio is to the floor's median of this loop.
    ///
    /// - Parameters:
    ///   - figures: Each figure (name, command, target) and the arguments it runs.
    ///   - floor: The floor the figures are compared with.
    ///   - floorArguments: The floor's command.
    ///   - measuresPeak: Whether each figure's peak memory is measured by a separate run (else
    ///     each timed run is measured by ``measuredWithPeak(_:)``, as the floor's always are).
    ///   - warmups: Untimed runs of each command first.
    ///   - runs: Timed runs of each (default `--runs`).
    /// - Returns: The floor's timing of the loop, and the figures with their timings.
    /// - Throws: ``BenchError/commandFailed(command:status:stderr:)`` for a status other than 0 or 1.
    func timeInterleaved(_ figures: [(Figure, [String])], floor: Figure.Floor, floorArguments: [String],
                         measuresPeak: Bool = true, warmups: Int = 1, runs count: Int? = nil) throws -> (floor: Timing, figures: [Figure]) {
        Console.progress("timing " + figures.map(\.0.name).joined(separator: ", ") + ", interleaved with the \(floor.rawValue)")
        let commands = [floorArguments] + figures.map(\.1)
        for _ in 0..<warmups {
            for command in commands { _ = try measured(command) }
        }
        var runs = Array(repeating: [ProcessRunner.Measurement](), count: commands.count)
        for _ in 0..<(count ?? bench.options.runs) {
            for (position, command) in commands.enumerated() {
                runs[position].append(try position == 0 || !measuresPeak ? measuredWithPeak(command) : measured(command))
            }
        }
        let floorTiming = Timing(runs: runs[0], measuredPeak: nil)
        var timed: [Figure] = []
        for (position, (figure, arguments)) in figures.enumerated() {
            var figure = figure
            let peak = measuresPeak ? try memoryMeter.measure(arguments, runner: bench.runner, work: work) : nil
            figure.timing = Timing(runs: runs[position + 1], measuredPeak: peak)
            figure.comparedTo = floor
            figure.floorMedian = floorTiming.median
            figure.note = nil
            timed.append(figure)
        }
        return (floorTiming, timed)
    }
}
