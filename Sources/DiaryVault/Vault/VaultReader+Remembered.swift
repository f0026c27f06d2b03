/// The date views' read of the whole vault from what the anniversary file remembers
/// (``AnniversaryCache``), and summaries of files named by path.
extension VaultReader {
    /// The scan of the whole vault as a date view needs it, from the entries the anniversary
    /// file remembers (``AnniversaryCache``): only the files `selection` names are taken, with
    /// their problems; `nil` when the file cannot be trusted (a folder changed since the last
    /// read of the whole vault), is damaged, or remembers a problem anywhere in the vault (then
    /// the whole vault is read, to report it as that read does).
    ///
    /// A month and day's file whose remembered summary is fresh (its size, modification and
    /// status-change times those recorded, both older than the anniversary file: the index
    /// cache's rule) is taken from there after one `lstat`; every other file is read again.
    ///
    /// The result is that of ``scan(_:useCache:countsText:)`` restricted to the view's entries,
    /// except for what no folder's time shows (``AnniversaryCache``): an entry rewritten in place
    /// by another program into the selection.
    ///
    /// - Parameter selection: The entries the view needs.
    func scanRemembered(_ selection: AnniversaryCache.Selection) -> Scan? {
        let clock = ContinuousClock()
        let start = clock.now
        guard let remembered = AnniversaryCache.load(vault), !remembered.foundProblems else { return nil }
        // Each path with the summaries of its slot, if any.
        var named: [(path: String, summaries: Int?)] = []
        var caches: [VaultCache] = []
        switch selection {
        case .monthDays(let slots):
            guard let lists = remembered.pathsBySlot(slots) else {
                // A day's file is damaged or another head's: the next read of the whole vault
                // writes them all again.
                AnniversaryCache.invalidate(vault)
                return nil
            }
            for (slot, paths) in lists {
                let cache = remembered.summaries(ofSlot: slot)
                if let cache { caches.append(cache) }
                named += paths.map { ($0, cache == nil ? nil : caches.count - 1) }
            }
        case .anniversaries:
            named = remembered.anniversaryPaths.map { ($0, nil) }
        }
        let loaded = clock.now
        // On all cores, 64 files a task, one scratch buffer per task.
        let chunk = 64
        let reader = self
        let (paths, summaries) = (named, caches)
        let results = parallelMap(Array(stride(from: 0, to: paths.count, by: chunk)), chunkSize: 1) { start -> [(FileResult, read: Bool)] in
            let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
            defer { scratch.deallocate() }
            return paths[start..<min(start + chunk, paths.count)].compactMap { item -> (FileResult, read: Bool)? in
                guard let file = VaultWalker.File(entryPath: item.path) else { return nil }
                if let index = item.summaries, let status = Self.cacheable(FileSystem.status(reader.vault.absolutePath(item.path))) {
                    var cursor = summaries[index].firstIndex(notBefore: item.path)
                    if let result = summaries[index].freshResult(for: item.path, status: status, cursor: &cursor) { return (result, false) }
                }
                return (reader.read(file, folder: nil, scratch: scratch, countsText: false), true)
            }
        }
        var scan = Scan()
        for (result, read) in results.joined() {
            if let summary = result.summary { scan.entries.append(summary) }
            scan.problems += result.problems
            if read { scan.filesRead += 1 }
        }
        let order = EntrySummary.chronologicalOrder(scan.entries)
        if !order.elementsEqual(order.indices) {
            scan.entries = order.map { scan.entries[$0] }
            if !scan.entryStatuses.isEmpty { scan.entryStatuses = order.map { scan.entryStatuses[$0] } }
        }
        scan.problems.sort { ($0.path, $0.location?.line ?? 0) < ($1.path, $1.location?.line ?? 0) }
        scan.fileCount = named.count
        scan.timings = [("load \(AnniversaryCache.relativePath)", loaded - start),
                        ("\(named.count - scan.filesRead) remembered summaries, read \(scan.filesRead) remembered files", clock.now - loaded)]
        return scan
    }

    /// The summaries of some entry files named by their vault-relative paths (`YYYY/MM/NAME`), read
    /// now, in the order given; a file that is gone, unreadable or without a valid date gives none.
    ///
    /// - Parameter paths: The paths.
    func summaries(ofPaths paths: [String]) -> [EntrySummary] {
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
        defer { scratch.deallocate() }
        return paths.compactMap { path -> EntrySummary? in
            VaultWalker.File(entryPath: path).flatMap { read($0, folder: nil, scratch: scratch, countsText: false).summary }
        }
    }
}
