import Foundation

/// The parts of `vault index --json` the benchmark checks (other keys are ignored).
///
/// Shape: `{"months": [{"year", "month", "entries": [ENTRY], "count"}], "count",
/// "favorites": [ENTRY], "entryCount", "problems": [PROBLEM]}` (decoded by key, so the order of
/// the keys does not matter here).
struct IndexOutput: Decodable, Sendable {
    /// One entry object.
    struct Entry: Decodable, Sendable {
        /// The entry's day, `YYYY-MM-DD`.
        var day: String
        /// Whether it is starred.
        var starred: Bool
        /// Its path relative to the vault root.
        var path: String
    }

    /// One month group.
    struct Month: Decodable, Sendable {
        var year: Int
        var month: Int
        var count: Int
        var entries: [Entry]

        /// `YYYY-MM`.
        var key: String { "\(CivilDay.pad(year, 4))-\(CivilDay.pad(month, 2))" }
    }

    /// One problem vault reported.
    struct Problem: Decodable, Sendable {
        var kind: String
        var severity: String
        var path: String
        var message: String
    }

    var entryCount: Int
    var months: [Month]
    var favorites: [Entry]
    var problems: [Problem]

    /// Decodes the output of `command`.
    ///
    /// - Throws: `BenchError.badOutput` naming what did not match.
    init(json: Data, command: String) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: json)
        } catch {
            throw BenchError.badOutput(command: command, reason: "\(error)")
        }
    }
}

/// The parts of `vault calendar YYYY-MM --json` and `vault calendar YYYY --json` the benchmark checks.
///
/// A month is `{"year", "month", "firstWeekday", "weeks": [[DAY or null]]}`, a year
/// `{"year", "firstWeekday", "months": [MONTH]}`; a DAY has `"date"` and `"entryCount"`.
struct CalendarOutput: Decodable, Sendable {
    /// One day cell.
    struct Day: Decodable, Sendable {
        var date: String
        var entryCount: Int
    }

    /// One month grid.
    struct Month: Decodable, Sendable {
        var month: Int
        var weeks: [[Day?]]
    }

    var year: Int
    var month: Int?
    var weeks: [[Day?]]?
    var months: [Month]?

    /// Entries per day with at least one entry, keyed `YYYY-MM-DD`.
    var entriesPerDay: [String: Int] {
        let grids = (weeks.map { [$0] } ?? []) + (months ?? []).map(\.weeks)
        var counts: [String: Int] = [:]
        for grid in grids {
            for case let day? in grid.joined() where day.entryCount > 0 {
                counts[day.date, default: 0] += day.entryCount
            }
        }
        return counts
    }

    /// Decodes the output of `command`.
    ///
    /// - Throws: `BenchError.badOutput` naming what did not match.
    init(json: Data, command: String) throws {
        do {
            self = try JSONDecoder().decode(Self.self, from: json)
        } catch {
            throw BenchError.badOutput(command: command, reason: "\(error)")
        }
    }
}
