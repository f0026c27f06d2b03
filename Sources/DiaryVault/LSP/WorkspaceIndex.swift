/// What the language server knows of the vault's entries as they are on disk: their summaries
/// (path, uuid, date, title, mood, tags) from ``VaultReader`` through the index cache, and who
/// holds each uuid.
///
/// Read whole when first needed; after a save or `workspace/didChangeWatchedFiles` only the
/// files named are read again (``refresh(paths:reader:)``), so files changed by git or another
/// editor are seen without walking 100,000 entries again.
struct WorkspaceIndex: Sendable {
    /// The entries with a valid date, in vault order.
    private(set) var entries: [EntrySummary]
    /// For each uuid, the indexes in ``entries`` of the entries that hold it.
    private(set) var holders: [EntryID: [Int]]
    /// The number of entries that have each tag (the source of ``tagCounts``).
    private var tally: [String: Int]
    /// The tags with the number of entries that have each, most used first, then by name,
    /// sorted once per change of the entries (completion asks at every `#`).
    private(set) var tagCounts: [(tag: String, count: Int)]
    /// The keys other than the semantic ones that entries use, with counts (``LanguageServer/keyCounts()``),
    /// once first asked: a sample of the vault's habits, kept when single files are read again.
    var keyCounts: [(key: String, count: Int)]?

    /// Reads a vault.
    ///
    /// - Parameter vault: The vault.
    init(vault: Vault) {
        let scan = VaultReader(vault: vault).scan(useCache: true, countsText: false)
        self.init(entries: scan.entries)
    }

    /// An index of entries already read, in vault order.
    ///
    /// - Parameter entries: The entries, in vault order.
    init(entries: [EntrySummary]) {
        self.entries = entries
        holders = [:]
        tally = [:]
        tagCounts = []
        for entry in entries { count(entry, by: 1) }
        indexHolders()
        sortTags()
    }

    /// Reads again the entries at some vault-relative paths (`YYYY/MM/NAME.md`): a file that is
    /// gone or has no valid date leaves the index, a new or changed one takes its place in vault
    /// order; uuid holders and tag counts follow.
    ///
    /// - Parameters:
    ///   - paths: The changed files' paths relative to the vault root.
    ///   - reader: Reads the files (``VaultReader/summaries(ofPaths:)``).
    mutating func refresh(paths: Set<String>, reader: VaultReader) {
        guard !paths.isEmpty else { return }
        var kept: [EntrySummary] = []
        kept.reserveCapacity(entries.count + paths.count)
        for entry in entries {
            if paths.contains(entry.path) { count(entry, by: -1) } else { kept.append(entry) }
        }
        let read = reader.summaries(ofPaths: paths.sorted())
        for entry in read { count(entry, by: 1) }
        kept += read
        // The kept entries stay in order: the order is the insertion of a few read ones.
        entries = read.isEmpty ? kept : EntrySummary.chronologicalOrder(kept).map { kept[$0] }
        indexHolders()
        sortTags()
    }

    /// Adds (`by: 1`) or removes (`by: -1`) an entry's tags from the tally.
    private mutating func count(_ entry: EntrySummary, by step: Int) {
        for tag in Set(entry.tags) {
            let next = tally[tag, default: 0] + step
            tally[tag] = next > 0 ? next : nil
        }
    }

    /// Fills ``holders`` from ``entries``.
    private mutating func indexHolders() {
        var holders: [EntryID: [Int]] = [:]
        holders.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if let uuid = entry.uuid { holders[uuid, default: []].append(index) }
        }
        self.holders = holders
    }

    /// Fills ``tagCounts`` from the tally.
    private mutating func sortTags() {
        tagCounts = tally.map { ($0.key, $0.value) }.sorted { ($1.count, $0.tag) < ($0.count, $1.tag) }
    }

    /// The entries other than the file at `path` that hold `uuid`.
    func otherHolders(of uuid: EntryID, excluding path: String?) -> [EntrySummary] {
        (holders[uuid] ?? []).map { entries[$0] }.filter { $0.path != path }
    }
}
