import Foundation

/// How the peak memory of a command is measured.
///
/// On Linux, `posix_spawn` starts the child with `vfork` semantics, and the kernel folds the
/// parent's peak resident size into the child's `ru_maxrss` at `exec`, so `wait4` on a child of
/// this (large) process overstates small children. `time` forks the command from its own tiny
/// process and so reports the command's own peak: GNU time (`-f %M`, KiB) on Linux, BSD time
/// (`-l`, bytes) on macOS. Without either, the timed runs' `ru_maxrss` is shown as an upper bound.
enum MemoryMeter: Sendable, Equatable {
    /// GNU time at this path.
    case gnuTime(String)
    /// BSD time at this path (macOS).
    case bsdTime(String)
    /// `wait4`'s `ru_maxrss` of the timed runs: exact on macOS, an upper bound on Linux.
    case rusage

    /// Finds the best meter on this machine.
    ///
    /// - Parameters:
    ///   - runner: Runs the probe.
    ///   - work: A folder for the probe's output.
    static func detect(runner: ProcessRunner, work: String) -> MemoryMeter {
        let path = "/usr/bin/time"
        guard FileIO.exists(path) else { return .rusage }
        let report = work + "/time-probe.txt"
        if let probe = try? runner.run([path, "-f", "%M", "-o", report, "/bin/sh", "-c", ":"]), probe.status == 0,
           Int(Bench.text(of: report).trimmingCharacters(in: .whitespacesAndNewlines)) != nil {
            return .gnuTime(path)
        }
        if let probe = try? runner.run([path, "-l", "/bin/sh", "-c", ":"], errors: report), probe.status == 0,
           bsdPeak(in: Bench.text(of: report)) != nil {
            return .bsdTime(path)
        }
        return .rusage
    }

    /// What the report says about the peak column.
    var description: String {
        switch self {
        case .gnuTime(let path): return "peak = max resident set of one extra run under \(path) -f %M"
        case .bsdTime(let path): return "peak = max resident set of one extra run under \(path) -l"
        case .rusage: return "peak = largest ru_maxrss of the timed runs (on Linux an upper bound: it includes vault-bench's own size)"
        }
    }

    /// The peak resident memory of one run of `arguments`, in bytes; `nil` for `.rusage`, whose
    /// figure comes from the timed runs.
    ///
    /// - Throws: `BenchError.spawnFailed` when `time` cannot be started.
    func measure(_ arguments: [String], runner: ProcessRunner, work: String) throws -> Int? {
        let report = work + "/time-report.txt"
        switch self {
        case .gnuTime(let path):
            _ = try runner.run([path, "-f", "%M", "-o", report] + arguments, errors: work + "/time-command.err")
            let lines = Bench.text(of: report).split(whereSeparator: \.isNewline)
            return lines.last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { $0 * 1024 }
        case .bsdTime(let path):
            _ = try runner.run([path, "-l"] + arguments, errors: report)
            return Self.bsdPeak(in: Bench.text(of: report))
        case .rusage:
            return nil
        }
    }

    /// The bytes on BSD time's `maximum resident set size` line.
    static func bsdPeak(in text: String) -> Int? {
        for line in text.split(whereSeparator: \.isNewline) where line.contains("maximum resident set size") {
            return Int(line.split(separator: " ").first ?? "")
        }
        return nil
    }
}
