/// Makes a deterministic synthetic vault: the same entry count and seed give the same bytes.
///
/// Days are walked back from `endDay`; each day gets 0, 1, 2 or 3 entries (weights 25/30/15/30 %,
/// 1.5 a day on average), so 100,000 entries reach back about 180 years. Each entry is
/// `YYYY/MM/YYYY-MM-DD-<slug>.md` with front matter in the canonical key order `uuid, date, mood,
/// starred, tags` and a body of 100 to 800 words (see `EntryFactory` for the mix and the quirks).
struct VaultGenerator: Sendable {
    /// The newest day of a generated vault unless told otherwise (fixed, so vaults never depend on
    /// the clock).
    static let defaultEndDay = CivilDay(year: 2026, month: 11, day: 30)

    /// The number of entries.
    var entries: Int
    /// The seed.
    var seed: Int
    /// The newest day with entries.
    var endDay: CivilDay = Self.defaultEndDay

    /// One generated entry file.
    struct File: Sendable {
        /// The path relative to the vault root.
        var path: String
        /// The file's bytes.
        var bytes: [UInt8]
        /// The entry's day, as written in its date.
        var day: CivilDay
        /// Whether it has `starred: true`.
        var isStarred: Bool
        /// The quirks it got (`crlf`, `bom`, `comment`, ...).
        var quirks: [String]
    }

    /// Generates every file in order, newest day first, and returns the truth about them.
    ///
    /// - Parameter body: Called once per file; the file is not kept after it returns.
    /// - Returns: The counts a correct index must show.
    func forEachFile(_ body: (File) throws -> Void) rethrows -> VaultTruth {
        precondition(entries >= 0, "the entry count must not be negative, got \(entries)")
        var random = SeededGenerator(seed: UInt64(bitPattern: Int64(seed)))
        let pool = TextPool(paragraphs: max(2000, min(40000, entries / 3 + 2000)), random: &random)
        var factory = EntryFactory(pool: pool)
        var truth = VaultTruth()
        var remaining = entries
        var day = endDay
        while remaining > 0 {
            let count = min(remaining, random.weightedIndex([25, 30, 15, 30]))
            if count > 0 {
                for file in factory.makeDay(day, count: count, random: &random) {
                    truth.add(day: file.day, starred: file.isStarred, bytes: file.bytes.count, quirks: file.quirks)
                    try body(file)
                }
                remaining -= count
            }
            day = day.adding(days: -1)
        }
        return truth
    }

    /// Writes the vault under `root` (which must exist and should be empty): `.vault/`, then
    /// every entry in its `YYYY/MM/` folder.
    ///
    /// - Parameter root: The vault root.
    /// - Returns: The truth about the written entries.
    /// - Throws: `BenchError.io` when a folder or file cannot be written.
    func write(to root: String) throws -> VaultTruth {
        try FileIO.makeDirectory(root + "/.vault")
        var madeFolders: Set<String> = []
        return try forEachFile { file in
            let year = String(file.path.prefix(4))
            let month = String(file.path.prefix(7))
            if madeFolders.insert(month).inserted {
                try FileIO.makeDirectory(root + "/" + year)
                try FileIO.makeDirectory(root + "/" + month)
            }
            try FileIO.write(file.bytes, to: root + "/" + file.path)
        }
    }
}
