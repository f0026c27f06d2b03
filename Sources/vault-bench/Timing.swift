/// The timed runs of one figure and their summary.
struct Timing: Sendable {
    /// Each run's measurement, in the order they ran.
    var runs: [ProcessRunner.Measurement]
    /// The peak resident memory in bytes from a separate run under `time`, if one was made.
    var measuredPeak: Int?

    /// The median wall-clock seconds (the mean of the middle two for an even count).
    var median: Double { Self.median(runs.map(\.seconds)) }
    /// The fastest run.
    var minimum: Double { runs.map(\.seconds).min() ?? 0 }
    /// The slowest run.
    var maximum: Double { runs.map(\.seconds).max() ?? 0 }
    /// The median CPU seconds (user + system).
    var cpu: Double { Self.median(runs.map(\.cpuSeconds)) }
    /// The peak resident memory in bytes: from the run under `time` when there was one, else the
    /// largest `ru_maxrss` of the timed runs.
    var peakBytes: Int { measuredPeak ?? runs.map(\.peakBytes).max() ?? 0 }

    /// The median of some values; 0 for none.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
