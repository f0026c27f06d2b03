/// What the language server knows of the vault's entries as they are on disk: their summaries
/// (path, uuid, date, title, mood, tags) from ``VaultReader`` through the index cache, and who
/// holds each uuid.
///
/// Read when first needed and again after `workspace/didChangeWatchedFiles` or a save, so
/// files changed by git or another editor are seen.
struct WorkspaceIndex: Sendable {
    /// The entries with a valid date, in vault order.
    var entries: [EntrySummary]
    /// For each uuid, the indexes in ``entries`` of the entries that hold it.
    var holders: [EntryID: [Int]]
    /// The tags with the number of entries that have each, most used first, then by name
    /// (counted once per reading, since completion asks at every `#`).
    var tagCounts: [(tag: String, count: Int)]
    /// The keys other than the semantic ones that entries use, with counts (``LanguageServer/keyCounts()``),
    /// once first asked.
    var keyCounts: [(key: String, count: Int)]?

    /// Reads a vault.
    ///
    /// - Parameter vault: The vault.
    init(vault: Vault) {
        let scan = VaultReader(vault: vault).scan(useCache: true, countsText: false)
        entries = scan.entries
        var holders: [EntryID: [Int]] = [:]
        var counts: [String: Int] = [:]
        for (index, entry) in entries.enumerated() {
            if let uuid = entry.uuid { holders[uuid, default: []].append(index) }
            for tag in Set(entry.tags) { counts[tag, default: 0] += 1 }
        }
        self.holders = holders
        tagCounts = counts.map { ($0.key, $0.value) }.sorted { ($1.count, $0.tag) < ($0.count, $1.tag) }
    }

    /// The entries other than the file at `path` that hold `uuid`.
    func otherHolders(of uuid: EntryID, excluding path: String?) -> [EntrySummary] {
        (holders[uuid] ?? []).map { entries[$0] }.filter { $0.path != path }
    }
}
