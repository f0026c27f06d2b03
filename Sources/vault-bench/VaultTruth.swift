import Foundation

/// What a correct index of a vault must show: entries in all, per month, per day, and favorites.
///
/// The generator builds it while writing; for another vault it is read from the manifest that
/// `gen_vault.py --manifest FILE` writes (keys `n`, `starred`, `per_month`, `per_day`). The
/// benchmark writes the same format for its own vaults, so `expect.py` reads both.
struct VaultTruth: Sendable, Equatable {
    /// The number of entries.
    var total = 0
    /// The number of starred entries, which is what the favorites list must hold.
    var favorites = 0
    /// Entries per month, keyed `YYYY-MM`.
    var perMonth: [String: Int] = [:]
    /// Entries per day, keyed `YYYY-MM-DD` (the day as written in the entry's date).
    var perDay: [String: Int] = [:]
    /// How many files got each quirk (`crlf`, `bom`, `comment`...), for the report.
    var quirks: [String: Int] = [:]
    /// The number of bytes of all entry files.
    var totalBytes = 0

    /// Counts one entry.
    mutating func add(day: CivilDay, starred: Bool, bytes: Int, quirks: [String]) {
        total += 1
        favorites += starred ? 1 : 0
        perMonth[day.monthKey, default: 0] += 1
        perDay[day.description, default: 0] += 1
        totalBytes += bytes
        for quirk in quirks { self.quirks[quirk, default: 0] += 1 }
    }

    /// The newest day with entries, `YYYY-MM-DD`.
    var newestDay: String? { perDay.keys.max() }
    /// The oldest day with entries, `YYYY-MM-DD`.
    var oldestDay: String? { perDay.keys.min() }
}

extension VaultTruth {
    /// Reads a manifest written by `gen_vault.py --manifest` or by this benchmark.
    ///
    /// - Parameter path: The manifest file.
    /// - Throws: `BenchError.badManifest` when it is not JSON of that shape.
    init(manifestAt path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw BenchError.badManifest(path: path, reason: error.localizedDescription)
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BenchError.badManifest(path: path, reason: "not a JSON object")
        }
        guard let total = object["n"] as? Int, let starred = object["starred"] as? Int,
              let perMonth = object["per_month"] as? [String: Int], let perDay = object["per_day"] as? [String: Int] else {
            throw BenchError.badManifest(path: path, reason: "expected the keys n, starred, per_month and per_day (gen_vault.py --manifest)")
        }
        self.init(total: total, favorites: starred, perMonth: perMonth, perDay: perDay,
                  quirks: object["quirk_counts"] as? [String: Int] ?? [:],
                  totalBytes: object["total_bytes"] as? Int ?? 0)
    }

    /// The truth as a manifest in `gen_vault.py`'s format (keys sorted), so `expect.py` reads it.
    ///
    /// - Parameters:
    ///   - seed: The seed that made the vault.
    /// - Returns: The JSON bytes.
    func manifest(seed: Int) throws -> Data {
        var object: [String: Any] = [
            "generator": "vault-bench", "seed": seed, "n": total, "starred": favorites,
            "days_with_entries": perDay.count, "months_with_entries": perMonth.count,
            "per_month": perMonth, "per_day": perDay, "quirk_counts": quirks, "total_bytes": totalBytes,
        ]
        object["newest_day"] = newestDay
        object["oldest_day"] = oldestDay
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
    }
}
