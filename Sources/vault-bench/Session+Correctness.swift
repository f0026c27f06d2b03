import Foundation

extension Session {
    /// Runs the untimed checks: the index against the truth, the calendar month and year against
    /// the truth, and, when vault has a cache, that warm and changed runs print exactly what a
    /// run without cache prints and re-read only what changed (when vault reports files read).
    ///
    /// These runs also warm the page cache for the timed runs.
    mutating func checkCorrectness() throws {
        let truth = subject.truth
        Console.progress("checking vault index --json" + (features.hasCache ? " --no-cache" : ""))
        let cold = try capture(index(noCache: true), name: "index-no-cache", stats: true)
        let decoded = try decodeIndex(cold, command: "vault index --json")
        if let truth { checks += CorrectnessCheck.compare(decoded, with: truth) }
        entryCount = decoded.entryCount
        statsLines.append("no cache: " + filesReadText(cold, of: decoded.entryCount))

        month = truth?.newestDay.map { String($0.prefix(7)) } ?? decoded.months.first?.key ?? "2026-11"
        for period in [month, String(month.prefix(4))] {
            Console.progress("checking vault calendar \(period) --json")
            let captured = try capture(vault(["calendar", period, "--json"]), name: "calendar-\(period)")
            let calendar = try decodeCalendar(captured, command: "vault calendar \(period) --json")
            if let truth { checks.append(CorrectnessCheck.compare(calendar, period: period, with: truth)) }
        }

        guard features.hasCache else {
            statsLines.append("warm cache and 10 files changed: n/a (vault has no cache yet)")
            return
        }
        Console.progress("checking the cache: fill, warm, 10 files changed")
        let fill = try capture(index(noCache: false), name: "index-cache-fill", stats: true)
        checks.append(Self.sameOutput("cache filled = no cache", fill.output, cold.output))
        statsLines.append("filling the cache: " + filesReadText(fill, of: decoded.entryCount))
        let warm = try capture(index(noCache: false), name: "index-warm", stats: true)
        checks.append(Self.sameOutput("warm cache = no cache", warm.output, cold.output))
        statsLines.append("warm cache: " + filesReadText(warm, expected: 0, check: "warm cache re-reads nothing", of: decoded.entryCount))

        let paths = decoded.months.flatMap { $0.entries.map(\.path) }
        let backup = work + "/originals"
        let touched = try FileToucher(root: subject.root, paths: FileToucher.spread(paths, count: 10), backup: backup)
        Console.progress("changing \(touched.originals.count) entry files; their originals are in \(backup) until restored")
        toucher = touched
        try touched.touch(round: 0)
        let changed = try capture(index(noCache: false), name: "index-changed", stats: true)
        let fresh = try capture(index(noCache: true), name: "index-changed-no-cache")
        checks.append(Self.sameOutput("\(touched.originals.count) files changed: cache = no cache", changed.output, fresh.output))
        changedFilesRead = VaultFeatures.filesRead(in: changed.errors)
        statsLines.append("\(touched.originals.count) files changed: "
            + filesReadText(changed, expected: touched.originals.count, check: "changed: re-reads only those", of: decoded.entryCount))
    }

    /// What a run said about files read, adding a check named `check` when there is an expected number.
    mutating func filesReadText(_ captured: Captured, expected: Int? = nil, check: String = "", of total: Int) -> String {
        guard let count = VaultFeatures.filesRead(in: captured.errors) else {
            return "files read not measurable yet (vault prints no 'files read: N' with VAULT_STATS=1 or --stats)"
        }
        if let expected {
            checks.append(CorrectnessCheck(name: check, passed: count == expected,
                                           summary: "\(count) files read (expected \(expected))"))
        }
        return "\(count) files read (of \(total) entries)"
    }

    /// Decodes `vault index --json`, naming the command and its stderr when it fails.
    func decodeIndex(_ captured: Captured, command: String) throws -> IndexOutput {
        do {
            return try IndexOutput(json: captured.output, command: command)
        } catch {
            throw captured.measurement.status == 0 ? error
                : BenchError.commandFailed(command: command, status: captured.measurement.status, stderr: String(captured.errors.suffix(2000)))
        }
    }

    /// Decodes `vault calendar ... --json`, naming the command and its stderr when it fails.
    func decodeCalendar(_ captured: Captured, command: String) throws -> CalendarOutput {
        do {
            return try CalendarOutput(json: captured.output, command: command)
        } catch {
            throw captured.measurement.status == 0 ? error
                : BenchError.commandFailed(command: command, status: captured.measurement.status, stderr: String(captured.errors.suffix(2000)))
        }
    }

    /// A check that two outputs are byte-identical, showing where they first differ.
    static func sameOutput(_ name: String, _ actual: Data, _ expected: Data) -> CorrectnessCheck {
        guard actual != expected else {
            return CorrectnessCheck(name: name, passed: true, summary: "identical (\(actual.count) bytes)")
        }
        let offset = zip(actual, expected).prefix { $0 == $1 }.count
        func excerpt(_ data: Data) -> String {
            String(decoding: data.dropFirst(max(0, offset - 40)).prefix(120), as: UTF8.self)
        }
        return CorrectnessCheck(name: name, passed: false,
                                summary: "differ at byte \(offset) (\(actual.count) vs \(expected.count) bytes)",
                                differences: ["with cache:    …" + excerpt(actual), "without cache: …" + excerpt(expected)])
    }

    /// The correctness section of the report.
    func correctnessLines() -> [String] {
        var lines: [String] = []
        if subject.truth == nil {
            lines.append("correctness: counts not checked (no truth: pass --manifest FILE from gen_vault.py --manifest)")
        } else {
            lines.append("correctness (vault's output against the truth):")
        }
        for check in checks {
            lines.append("  " + Report.pad(check.passed ? "ok" : "FAIL", 6) + Report.pad(check.name, 38) + check.summary)
            lines += check.differences.map { "          " + $0 }
        }
        lines.append("files read (VAULT_STATS=1\(features.hasStatsFlag ? ", --stats" : "")):")
        lines += statsLines.map { "  " + $0 }
        return lines
    }
}

extension Session {
    /// The verdict on "after 10 files changed, it re-reads only those 10" for the targets list.
    var rereadTargetLine: String {
        let name = "index --json, 10 files changed"
        guard features.hasCache else { return Report.verdict(name, "re-reads only those", "n/a", nil) }
        guard let count = changedFilesRead else { return Report.verdict(name, "re-reads only those", "n/a", nil) }
        return Report.verdict(name, "re-reads only those", "\(count) files", count == touchedCount)
    }
}
