import Foundation

extension Session {
    /// Times every figure: the floors, `vault --version`, the index without cache (interleaved
    /// with the `head` floor), warm and as text (interleaved with the `find` floor and the status
    /// floor) and after 10 files changed, then every other command (each with a budget, a ratio
    /// and a verdict), the language server, and the other tools.
    ///
    /// Each figure gets one untimed warm-up (skipped where the correctness runs already warmed
    /// it), then `--runs` timed runs.
    mutating func measure() throws -> Report {
        let root = Self.shellQuoted(subject.root)
        let find = ["/bin/sh", "-c", "find \(root) -name '*.md' | wc -l"]
        let head = ["/bin/sh", "-c", "find \(root) -name '*.md' -print0 | xargs -0 head -c 4096 > /dev/null"]
        let status = ["/bin/sh", "-c", "find \(root) -name '*.md' -printf '%s %T@ %C@\\n' | wc -l"]
        var figures = [try time("vault --version", command: "vault --version", [build.binary, "--version"], warmups: 1, floor: .version)]

        // The index rows against their floors, interleaved (docs/PERFORMANCE.md, "Current figures").
        let cold = Figure(name: "index --json, no cache", command: "vault --vault VAULT index --json" + (features.hasCache ? " --no-cache" : ""),
                          floor: .noCache, target: 1, memoryTarget: 100)
        let coldTimed = try timeInterleaved([(cold, index(noCache: true))], floor: .head, floorArguments: head, warmups: 0)
        figures.append(Figure(name: "find | xargs head -c 4096", command: "find VAULT -name '*.md' -print0 | xargs -0 head -c 4096 > /dev/null",
                              timing: coldTimed.floor, floor: .head))
        figures += coldTimed.figures

        let statusFigure = Figure(name: "find -printf size and times", command: "find VAULT -name '*.md' -printf '%s %T@ %C@\\n' | wc -l",
                                  floor: .status)
        var warm = Figure(name: "index --json, warm cache", command: "vault --vault VAULT index --json", note: "vault has no cache yet",
                          floor: .warm, comparedTo: .find, target: 1.5, memoryTarget: 100, secondFloor: .status)
        var text = Figure(name: "index (text), warm cache", command: "vault --vault VAULT index", note: "vault has no cache yet",
                          comparedTo: .find, target: 1.5, secondFloor: .status)
        var changed = Figure(name: "index --json, 10 files changed", command: "vault --vault VAULT index --json (after 10 files changed)",
                             note: "vault has no cache yet", comparedTo: .find)
        let findCommand = "find VAULT -name '*.md' | wc -l"
        if features.hasCache {
            let timed = try timeInterleaved([(statusFigure, status), (warm, index(noCache: false)), (text, vault(["index"]))],
                                            floor: .find, floorArguments: find)
            figures.append(Figure(name: "find | wc -l", command: findCommand, timing: timed.floor, floor: .find))
            let statusTimed = timed.figures[0]
            (warm, text) = (timed.figures[1], timed.figures[2])
            warm.secondFloorMedian = statusTimed.timing?.median
            text.secondFloorMedian = statusTimed.timing?.median
            figures.append(statusTimed)
            if let toucher {
                var runs: [ProcessRunner.Measurement] = []
                Console.progress("timing \(changed.name)")
                for round in 1...bench.options.runs {
                    try toucher.touch(round: round)
                    runs.append(try measured(index(noCache: false)))
                }
                try toucher.touch(round: bench.options.runs + 1)
                changed.timing = Timing(runs: runs, measuredPeak: try memoryMeter.measure(index(noCache: false), runner: bench.runner, work: work))
            }
        } else {
            figures.append(try time("find | wc -l", command: findCommand, find, warmups: 1, floor: .find))
        }
        figures += [warm, changed, text]

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
        figures += try measureLanguageServer()
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
