extension Session {
    /// Times every figure: the floors, `vault --version`, the index without cache, warm and after
    /// 10 files changed, and the calendar month and year.
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
        var cold = try time("index --json, no cache", command: "vault --vault VAULT index --json" + (features.hasCache ? " --no-cache" : ""),
                            index(noCache: true), warmups: 0)
        cold.comparedTo = .head
        cold.target = 1.5
        cold.memoryTarget = 150
        figures.append(cold)

        var warm = Figure(name: "index --json, warm cache", command: "vault --vault VAULT index --json", note: "vault has no cache yet",
                          comparedTo: .find, target: 3, memoryTarget: 150)
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
        figures += [warm, changed]

        let year = String(month.prefix(4))
        var calendarMonth = try time("calendar \(month)", command: "vault --vault VAULT calendar \(month)",
                                     vault(["calendar", month]), warmups: 1)
        calendarMonth.comparedTo = .version
        calendarMonth.target = 2
        var calendarYear = try time("calendar \(year)", command: "vault --vault VAULT calendar \(year)",
                                    vault(["calendar", year]), warmups: 1)
        calendarYear.comparedTo = .version
        figures += [calendarMonth, calendarYear]
        figures += try measureBulk()
        figures += try measureSearch()
        figures += try measureList()
        figures += try measureOnThisDay()
        figures += try measureStats()
        figures += try measureImport()
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
