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

    /// Reads a vault.
    ///
    /// - Parameter vault: The vault.
    init(vault: Vault) {
        let scan = VaultReader(vault: vault).scan(useCache: true, countsText: false)
        entries = scan.entries
        var holders: [EntryID: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            if let uuid = entry.uuid { holders[uuid, default: []].append(index) }
        }
        self.holders = holders
    }

    /// The entries other than the file at `path` that hold `uuid`.
    func otherHolders(of uuid: EntryID, excluding path: String?) -> [EntrySummary] {
        (holders[uuid] ?? []).map { entries[$0] }.filter { $0.path != path }
    }
}
