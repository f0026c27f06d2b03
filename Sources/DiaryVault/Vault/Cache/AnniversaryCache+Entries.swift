extension AnniversaryCache {
    /// Which remembered entries a date view reads instead of the whole vault.
    enum Selection: Hashable, Sendable {
        /// The entries of these month-and-day slots (``OnThisDay/monthDaySlots``).
        case monthDays([Int])
        /// The entries marked `anniversary: true`.
        case anniversaries
    }

    /// The paths a selection names, in vault order within each month and day, or `nil` when the
    /// lists are damaged.
    ///
    /// - Parameter selection: The selection.
    func paths(_ selection: Selection) -> [String]? {
        switch selection {
        case .monthDays(let slots): paths(onMonthDaySlots: slots)
        case .anniversaries: anniversaryPaths
        }
    }

    /// The anniversaries of the entries marked `anniversary: true` in the whole vault, oldest
    /// first, named by their titles (as `vault dday` lists them), for `vault calendar`. The
    /// scan's problems are left out: they belong to other months than the one shown, and
    /// `vault check` reports them.
    ///
    /// While the anniversary file can be trusted (no folder changed since the last read of the
    /// whole vault, ``load(_:)``), only the entries it names are read again; otherwise the whole
    /// vault is read through the index cache, which writes this file anew.
    ///
    /// - Parameter vault: The vault.
    /// - Returns: The anniversaries, and where they came from for `VAULT_STATS=1`: `"2 entries
    ///   named by .vault/cache/anniversaries.bin"` or `"read the whole vault (100000 files)"`.
    static func entryAnniversaries(in vault: Vault) -> (anniversaries: [Anniversary], source: String) {
        let reader = VaultReader(vault: vault)
        guard let remembered = load(vault) else {
            let scan = reader.scan(.all, useCache: true)
            return (scan.entries.filter(\.isAnniversary).map(Anniversary.init), "read the whole vault (\(scan.fileCount) files)")
        }
        let entries = reader.summaries(ofPaths: remembered.anniversaryPaths).filter(\.isAnniversary)
        return (EntrySummary.chronologicalOrder(entries).map { Anniversary(entries[$0]) },
                "\(remembered.anniversaryPaths.count) entries named by \(relativePath)")
    }
}
