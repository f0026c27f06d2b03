import Testing
@testable import vault_bench

@Suite struct ReportTests {
    static func timing(_ seconds: [Double], peak: Int = 10_000_000) -> Timing {
        Timing(runs: seconds.map { .init(status: 0, seconds: $0, cpuSeconds: $0, peakBytes: peak) })
    }

    @Test(arguments: [([3.0, 1.0, 2.0], 2.0), ([4.0, 1.0, 2.0, 3.0], 2.5), ([5.0], 5.0), ([], 0.0)])
    func takesTheMedian(values: [Double], median: Double) {
        #expect(Timing.median(values) == median)
    }

    @Test func prefersThePeakMeasuredUnderTime() {
        var timing = Self.timing([1], peak: 50_000_000)
        #expect(timing.peakBytes == 50_000_000)
        timing.measuredPeak = 4_000_000
        #expect(timing.peakBytes == 4_000_000)
    }

    static let report = Report(figures: [
        Figure(name: "find | wc -l", command: "", timing: timing([0.1]), floor: .find),
        Figure(name: "find | xargs head -c 4096", command: "", timing: timing([0.5]), floor: .head),
        Figure(name: "index --json, no cache", command: "", timing: timing([0.6, 0.7, 0.8], peak: 200_000_000),
               comparedTo: .head, target: 1.5, memoryTarget: 150),
        Figure(name: "index --json, warm cache", command: "", note: "vault has no cache yet", comparedTo: .find, target: 3, memoryTarget: 150),
    ])

    @Test func judgesTargetsAgainstTheFloors() {
        #expect(Self.report.targetLines == [
            "  index --json, no cache                  <= 1.5x head              1.40x      met",
            "  index --json, no cache                  peak <= 150 MB            200.0 MB   NOT MET",
            "  index --json, warm cache                <= 3x find                n/a        not measurable yet",
            "  index --json, warm cache                peak <= 150 MB            n/a        not measurable yet",
        ])
    }

    @Test func printsATable() {
        let lines = Self.report.tableLines
        #expect(lines.count == 6)
        #expect(lines[2] == "find | wc -l                                0.100    0.100    0.100     0.10     10.0  floor (find)")
        #expect(lines[4] == "index --json, no cache                      0.700    0.600    0.800     0.70    200.0  1.40x head            <= 1.5x met")
        #expect(lines[5] == "index --json, warm cache                      n/a                                      vault has no cache yet")
    }

    /// A figure timed interleaved with its floor is judged by the floor's median of that loop,
    /// not by the floor's own row; a least target (another tool) is met at or above it.
    @Test func usesTheInterleavedFloorAndLeastTargets() {
        let report = Report(figures: [
            Figure(name: "index --json, warm cache", command: "", timing: Self.timing([0.4]), floor: .warm),
            Figure(name: "index --json, no cache", command: "", timing: Self.timing([1.0]), floor: .noCache),
            Figure(name: "list --starred, warm", command: "", timing: Self.timing([0.5]), comparedTo: .warm, target: 1, floorMedian: 0.4),
            Figure(name: "hugo list all", command: "", timing: Self.timing([25]), comparedTo: .noCache, target: 20, targetIsMinimum: true),
            Figure(name: "python-frontmatter script", command: "", timing: Self.timing([15]), comparedTo: .noCache, target: 20,
                   targetIsMinimum: true),
        ])
        #expect(report.targetLines == [
            "  list --starred, warm                    <= 1x warm index          1.25x      NOT MET",
            "  hugo list all                           >= 20x no-cache index     25.00x     met",
            "  python-frontmatter script               >= 20x no-cache index     15.00x     NOT MET",
        ])
        #expect(report.tableLines[5].hasSuffix("25.00x no-cache index >= 20x met"))
    }

    /// A warm index row shows its ratio to the status floor of the same loop beside its ratio
    /// to `find` (the target stays on `find`); a row with a budget in seconds is judged by its
    /// median, with no floor.
    @Test func showsTheSecondFloorAndBudgetsInSeconds() {
        let report = Report(figures: [
            Figure(name: "find | wc -l", command: "", timing: Self.timing([0.1]), floor: .find),
            Figure(name: "index --json, warm cache", command: "", timing: Self.timing([0.3]), comparedTo: .find, target: 1.5,
                   floorMedian: 0.2, secondFloor: .status, secondFloorMedian: 0.25),
            Figure(name: "lsp: diagnostics after a keystroke", command: "", timing: Self.timing([0.004, 0.012, 0.006]),
                   secondsTarget: 0.010),
            Figure(name: "lsp: completion of #tags", command: "", note: "vault has no lsp yet", secondsTarget: 0.020),
        ])
        #expect(report.secondRatio(report.figures[1]) == 0.3 / 0.25)
        #expect(report.tableLines[3].hasSuffix("1.50x find, 1.20x status floor <= 1.5x met"))
        #expect(report.tableLines[4].hasSuffix("<= 10.0 ms met"))
        #expect(report.targetLines == [
            "  index --json, warm cache                <= 1.5x find              1.50x      met",
            "  lsp: diagnostics after a keystroke      median <= 10.0 ms         6.0 ms     met",
            "  lsp: completion of #tags                median <= 20.0 ms         n/a        not measurable yet",
        ])
    }
}
