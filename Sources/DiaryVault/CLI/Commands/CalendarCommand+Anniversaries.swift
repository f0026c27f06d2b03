import Dispatch

extension CalendarCommand {
    /// The remembered anniversary entries of a vault, looked up on another thread while the
    /// calendar reads its period's folders (issue 16).
    ///
    /// The lookup is ``AnniversaryCache/load(_:)`` (one `fstatat` per folder of the vault, most
    /// of the time a calendar of a large vault takes) and, when the file can be trusted, the
    /// reading of the entries it names: the same work, in the same order, as the calendar did
    /// after its own read, only started before it.
    final class AnniversaryLookup: @unchecked Sendable {
        /// Left when the lookup has ended.
        private let group = DispatchGroup()
        /// The trusted file and the summaries of the entries it names, or `nil` when the file is
        /// missing or not trusted; written once, before ``group`` is left, and read only after.
        private var found: Remembered?

        /// Starts the lookup in a vault.
        ///
        /// - Parameter vault: The vault.
        init(_ vault: Vault) {
            group.enter()
            DispatchQueue.global(qos: .userInitiated).async { [self] in
                if let cache = AnniversaryCache.load(vault) {
                    found = Remembered(cache: cache, entries: VaultReader(vault: vault).summaries(ofPaths: cache.anniversaryPaths))
                }
                group.leave()
            }
        }

        /// Waits for the lookup to end (again and again: each call returns the same result).
        ///
        /// - Returns: The trusted file and its entries' summaries, or `nil`.
        func wait() -> Remembered? {
            group.wait()
            return found
        }
    }

    /// A trusted ``AnniversaryCache`` and the summaries of the entries it names, read after the
    /// file was trusted, in the file's order (a file that is gone or has no valid date gives none).
    struct Remembered: Sendable {
        /// The trusted file.
        var cache: AnniversaryCache
        /// The summaries of its entries.
        var entries: [EntrySummary]
    }

    /// The anniversaries of the entries marked `anniversary: true` in the whole vault, oldest
    /// first, named by their titles (as `vault dday` lists them). The scan's problems are not
    /// this command's: they belong to other months, and `vault check` reports them.
    ///
    /// While ``AnniversaryCache`` can be trusted (no folder changed since the last read of the
    /// whole vault), only the entries it names are read again (``AnniversaryLookup``); otherwise
    /// the whole vault is read through the cache, which writes it anew.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - remembered: What ``AnniversaryLookup`` found, or `nil` when the file is missing or
    ///     not trusted.
    /// - Returns: The anniversaries, and where they came from for `VAULT_STATS=1`: `"2 entries
    ///   named by .vault/cache/anniversaries.bin"` or `"read the whole vault (100000 files)"`.
    static func entryAnniversaries(in vault: Vault, remembered: Remembered?) -> (anniversaries: [Anniversary], source: String) {
        guard let remembered else {
            let scan = VaultReader(vault: vault).scan(.all, useCache: true)
            return (scan.entries.filter(\.isAnniversary).map(Anniversary.init), "read the whole vault (\(scan.fileCount) files)")
        }
        let entries = remembered.entries.filter(\.isAnniversary)
        return (EntrySummary.chronologicalOrder(entries).map { Anniversary(entries[$0]) },
                "\(remembered.cache.anniversaryPaths.count) entries named by \(AnniversaryCache.relativePath)")
    }
}
