/// One comparison of vault's output with the truth.
struct CorrectnessCheck: Sendable, Equatable {
    /// What was compared, such as `entries` or `per-month counts`.
    var name: String
    /// Whether vault's output matched.
    var passed: Bool
    /// A short account: the two numbers, or how many keys matched.
    var summary: String
    /// The first few differences, one a line.
    var differences: [String] = []
}

extension CorrectnessCheck {
    /// Compares vault's index with the truth: entry count, per-month and per-day counts,
    /// favorites, internal consistency of the month groups, and that no error was reported.
    ///
    /// - Parameters:
    ///   - index: The decoded `vault index --json`.
    ///   - truth: What the generator wrote or the manifest says.
    /// - Returns: One check per property, in a fixed order.
    static func compare(_ index: IndexOutput, with truth: VaultTruth) -> [CorrectnessCheck] {
        var checks: [CorrectnessCheck] = []
        checks.append(CorrectnessCheck(name: "entries", passed: index.entryCount == truth.total,
                                       summary: "\(index.entryCount) (expected \(truth.total))"))

        var groupProblems: [String] = []
        for month in index.months where month.count != month.entries.count {
            groupProblems.append("\(month.key): count \(month.count) but \(month.entries.count) entries listed")
        }
        let listed = index.months.reduce(0) { $0 + $1.entries.count }
        if listed != index.entryCount {
            groupProblems.append("entryCount \(index.entryCount) but \(listed) entries listed")
        }
        checks.append(CorrectnessCheck(name: "month groups", passed: groupProblems.isEmpty,
                                       summary: groupProblems.isEmpty ? "consistent" : "\(groupProblems.count) inconsistencies",
                                       differences: Array(groupProblems.prefix(5))))

        var perMonth: [String: Int] = [:]
        var perDay: [String: Int] = [:]
        var starred = 0
        for month in index.months {
            perMonth[month.key, default: 0] += month.count
            for entry in month.entries {
                perDay[entry.day, default: 0] += 1
                starred += entry.starred ? 1 : 0
            }
        }
        checks.append(countCheck("per-month counts", unit: "months", actual: perMonth, expected: truth.perMonth))
        checks.append(countCheck("per-day counts", unit: "days", actual: perDay, expected: truth.perDay))
        let favoritesOK = index.favorites.count == truth.favorites && starred == truth.favorites
            && index.favorites.allSatisfy(\.starred)
        checks.append(CorrectnessCheck(name: "favorites", passed: favoritesOK,
                                       summary: "\(index.favorites.count) listed, \(starred) starred entries (expected \(truth.favorites))"))

        let errors = index.problems.filter { $0.severity == "error" }
        checks.append(CorrectnessCheck(
            name: "problems", passed: errors.isEmpty,
            summary: "\(errors.count) errors, \(index.problems.count - errors.count) warnings (expected no errors)",
            differences: errors.prefix(5).map { "\($0.path): \($0.kind): \($0.message)" }))
        return checks
    }

    /// Compares a calendar's per-day counts with the truth for its month or year.
    ///
    /// - Parameters:
    ///   - calendar: The decoded `vault calendar ... --json`.
    ///   - prefix: The period shown, `YYYY-MM` or `YYYY`.
    ///   - truth: The truth about the whole vault.
    static func compare(_ calendar: CalendarOutput, period prefix: String, with truth: VaultTruth) -> CorrectnessCheck {
        let expected = truth.perDay.filter { $0.key.hasPrefix(prefix + "-") }
        return countCheck("calendar \(prefix)", unit: "days", actual: calendar.entriesPerDay, expected: expected)
    }

    /// A check that two count tables are equal, listing the first differing keys (newest first).
    static func countCheck(_ name: String, unit: String, actual: [String: Int], expected: [String: Int]) -> CorrectnessCheck {
        let keys = Set(actual.keys).union(expected.keys).sorted(by: >)
        let differing = keys.filter { actual[$0] != expected[$0] }
        let summary = differing.isEmpty
            ? "\(expected.count) \(unit) match"
            : "\(differing.count) of \(keys.count) \(unit) differ"
        return CorrectnessCheck(
            name: name, passed: differing.isEmpty, summary: summary,
            differences: differing.prefix(5).map { "\($0): \(actual[$0] ?? 0) (expected \(expected[$0] ?? 0))" })
    }
}
