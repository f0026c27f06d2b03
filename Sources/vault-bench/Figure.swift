import Foundation

/// One row of the benchmark's table: a command, its timing, and what it is compared with.
struct Figure: Sendable {
    /// The floors the targets are ratios to, all measured in the same run.
    enum Floor: String, Sendable, CaseIterable {
        /// `find VAULT -name '*.md' | wc -l`: walking the tree.
        case find
        /// `find ... -print0 | xargs -0 head -c 4096 > /dev/null`: reading the first 4 KiB of every file.
        case head
        /// `vault --version`: process start-up.
        case version
        /// `rg -F -i -l WORD VAULT`: ripgrep listing the files with a word (search).
        case ripgrep = "rg"
        /// `find ... -print0 | xargs -0 cat > /dev/null`: reading every byte of every file (export).
        case cat
        /// `unzip -q -o EXPORT.zip -d DIR`: inflating the Day One export to disk (import).
        case unzip
        /// `vault index --json`, warm cache: the read commands that go through the cache.
        case warm = "warm index"
        /// `vault index --json --no-cache`: the commands that read every file (check), and the
        /// other tools of the comparison rows.
        case noCache = "no-cache index"
        /// `git pull && vault index --json` with a warm cache, after the remote changed 100
        /// entries (`vault sync`).
        case gitPull = "git pull + warm index"
        /// `vault site -o DIR` into an empty folder: the full build `hugo` is compared with.
        case site = "vault site"
        /// `find VAULT -name '*.md' -printf '%s %T@ %C@\n' | wc -l`: walking the tree and taking
        /// each file's size, modification and status-change times, what a warm read must know
        /// of every file (the cache's freshness rule); shown beside the warm index rows.
        case status = "status floor"
    }

    /// The row's name, such as `index --json, no cache`.
    var name: String
    /// The command as a person would type it (for the docs and `--keep` logs).
    var command: String
    /// The timed runs, or `nil` when the figure cannot be measured yet.
    var timing: Timing?
    /// Why there is no timing, such as `vault has no cache yet`.
    var note: String?
    /// The floor this row is, if it is one.
    var floor: Floor?
    /// The floor this row is compared with, if any.
    var comparedTo: Floor?
    /// The target ratio to `comparedTo` (every command has one), if any.
    var target: Double?
    /// Whether `target` is a least ratio (`>= 20x`: another tool must take at least that many
    /// times vault's time) instead of a most (`<= 1.5x`).
    var targetIsMinimum = false
    /// The floor's median measured interleaved with this figure (floor, figure, floor, figure,
    /// ...), which the ratio uses instead of the floor's own row: load from other processes then
    /// falls on both alike.
    var floorMedian: Double?
    /// The peak-memory target in MB (10^6 bytes), if any.
    var memoryTarget: Double?
    /// A second floor the row is shown against (no target), such as the status floor beside
    /// the warm index rows, whose goal is set against `find` alone.
    var secondFloor: Floor?
    /// That floor's median measured interleaved with this figure, if it was.
    var secondFloorMedian: Double?
    /// A budget in seconds of the median itself, for a row with no floor to divide by (the
    /// language server's answers, timed inside one process).
    var secondsTarget: Double?
}

/// The benchmark's table and verdicts, as lines of plain text.
struct Report: Sendable {
    /// The rows in order; floors first.
    var figures: [Figure]

    /// The median of a floor, if it was measured.
    func floorSeconds(_ floor: Figure.Floor) -> Double? {
        figures.first { $0.floor == floor }?.timing?.median
    }

    /// The ratio of a figure's median to its floor's (the interleaved one when there is one).
    func ratio(_ figure: Figure) -> Double? {
        guard let floor = figure.comparedTo, let base = figure.floorMedian ?? floorSeconds(floor), base > 0,
              let timing = figure.timing else { return nil }
        return timing.median / base
    }

    /// The ratio of a figure's median to its second floor's (the interleaved one when there is one).
    func secondRatio(_ figure: Figure) -> Double? {
        guard let floor = figure.secondFloor, let base = figure.secondFloorMedian ?? floorSeconds(floor), base > 0,
              let timing = figure.timing else { return nil }
        return timing.median / base
    }

    /// Whether a ratio meets a figure's target: at most it, or at least it for a least target.
    static func meets(_ figure: Figure, _ ratio: Double) -> Bool {
        guard let target = figure.target else { return true }
        return figure.targetIsMinimum ? ratio >= target : ratio <= target
    }

    /// `<= 1.5x` or `>= 20x`: a figure's target as the table and the verdicts show it.
    static func goal(_ figure: Figure) -> String {
        guard let target = figure.target else { return "" }
        return (figure.targetIsMinimum ? ">= " : "<= ") + trim(target) + "x"
    }

    /// The table: one line per figure.
    var tableLines: [String] {
        var lines = [Self.row("figure", "median s", "min s", "max s", "cpu s", "peak MB", "ratio to floor", "target")]
        lines.append(String(repeating: "-", count: lines[0].count))
        for figure in figures {
            guard let timing = figure.timing else {
                lines.append(Self.row(figure.name, "n/a", "", "", "", "", figure.note ?? "", ""))
                continue
            }
            var ratioText = ""
            if let floor = figure.floor { ratioText = "floor (\(floor.rawValue))" }
            if let ratio = ratio(figure), let floor = figure.comparedTo { ratioText = "\(Self.fixed(ratio, 2))x \(floor.rawValue)" }
            if let ratio = secondRatio(figure), let floor = figure.secondFloor {
                ratioText += (ratioText.isEmpty ? "" : ", ") + "\(Self.fixed(ratio, 2))x \(floor.rawValue)"
            }
            var targetText = ""
            if figure.target != nil, let ratio = ratio(figure) {
                targetText = Self.goal(figure) + " " + (Self.meets(figure, ratio) ? "met" : "NOT MET")
            }
            if let budget = figure.secondsTarget {
                targetText = "<= \(Self.milliseconds(budget)) " + (timing.median <= budget ? "met" : "NOT MET")
            }
            lines.append(Self.row(figure.name, Self.fixed(timing.median, 3), Self.fixed(timing.minimum, 3),
                                  Self.fixed(timing.maximum, 3), Self.fixed(timing.cpu, 2),
                                  Self.fixed(Double(timing.peakBytes) / 1e6, 1), ratioText, targetText))
        }
        return lines
    }

    /// One verdict line per target: the figure, the target, the measured value, met or not.
    var targetLines: [String] {
        var lines: [String] = []
        for figure in figures {
            if figure.target != nil, let floor = figure.comparedTo {
                let goal = Self.goal(figure) + " " + floor.rawValue
                if let ratio = ratio(figure) {
                    lines.append(Self.verdict(figure.name, goal, "\(Self.fixed(ratio, 2))x", Self.meets(figure, ratio)))
                } else {
                    lines.append(Self.verdict(figure.name, goal, "n/a", nil))
                }
            }
            if let budget = figure.secondsTarget {
                let goal = "median <= \(Self.milliseconds(budget))"
                if let timing = figure.timing {
                    lines.append(Self.verdict(figure.name, goal, Self.milliseconds(timing.median), timing.median <= budget))
                } else {
                    lines.append(Self.verdict(figure.name, goal, "n/a", nil))
                }
            }
            if let memory = figure.memoryTarget {
                let goal = "peak <= \(Self.trim(memory)) MB"
                if let timing = figure.timing {
                    let megabytes = Double(timing.peakBytes) / 1e6
                    lines.append(Self.verdict(figure.name, goal, "\(Self.fixed(megabytes, 1)) MB", megabytes <= memory))
                } else {
                    lines.append(Self.verdict(figure.name, goal, "n/a", nil))
                }
            }
        }
        return lines
    }

    /// A verdict line; `met == nil` when it could not be measured.
    static func verdict(_ name: String, _ goal: String, _ value: String, _ met: Bool?) -> String {
        let word = met.map { $0 ? "met" : "NOT MET" } ?? "not measurable yet"
        return "  " + pad(name, 40) + pad(goal, 26) + pad(value, 11) + word
    }

    /// A table row with fixed column widths.
    static func row(_ name: String, _ median: String, _ minimum: String, _ maximum: String, _ cpu: String,
                    _ peak: String, _ ratio: String, _ target: String) -> String {
        let numbers = [median, minimum, maximum, cpu, peak].map { padLeft($0, 9) }.joined()
        let line = pad(name, 40) + numbers + "  " + pad(ratio, 22) + target
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    /// `value` with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Seconds as milliseconds with one decimal, such as `12.5 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        fixed(seconds * 1000, 1) + " ms"
    }

    /// A number without a trailing `.0`.
    static func trim(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Pads on the right to `width` characters, always leaving one space.
    static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }

    /// Pads on the left to `width` characters, always leaving one space.
    static func padLeft(_ text: String, _ width: Int) -> String {
        text.count >= width ? " " + text : String(repeating: " ", count: width - text.count) + text
    }
}
