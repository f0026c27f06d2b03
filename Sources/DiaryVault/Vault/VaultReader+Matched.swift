extension VaultReader {
    /// The scan of a listing matched against the loaded cache
    /// (``VaultWalker/list(_:takesStatuses:matching:keepsStatuses:)``): the files to read are
    /// read on the reader pool, and the entries are taken in path order from the slots, a fresh
    /// file's summary straight from its record (no reading kept per file). When anything
    /// changed, the new cache is written from the same slots: a fresh record's bytes copied, a
    /// read file's record encoded; and the search index, if any, follows.
    ///
    /// - Parameters:
    ///   - listing: The matched listing of the whole vault.
    ///   - cache: The cache it was matched against.
    ///   - lap: Notes the end of a step (for `VAULT_STATS=1`).
    /// - Returns: The scan so far (in path order), whether the cache changed, and its records
    ///   (for the anniversary file, made only if it asks).
    func collectMatched(_ listing: VaultWalker.Listing, cache: VaultCache, lap: (String) -> Void)
        -> (scan: Scan, changed: Bool, records: () -> [VaultCache.Record]) {
        let read: [FileResult] = readAll(listing.entryFiles, statuses: nil, cache: nil, countsText: true).flatMap { $0.map(\.result) }
        lap("read and parse")
        var scan = Scan()
        scan.problems = listing.problems
        scan.unreadMarkdown = listing.unreadMarkdown
        scan.fileCount = listing.slots.count
        scan.filesRead = listing.entryFiles.count
        scan.entries.reserveCapacity(listing.slots.count)
        let keepsStatuses = !listing.slotStatuses.isEmpty && listing.slotStatuses.count == listing.slots.count
        if keepsStatuses { scan.entryStatuses.reserveCapacity(listing.slots.count) }
        var freshCount = 0
        // The records passed are let go every 4,096 (a large cache's: ``VaultCache/releaseRecords(_:)``);
        // the summaries' texts are read again when the output is written.
        var lowest = Int.max, highest = 0
        cache.bytes.withBytes { buffer in
            for (position, slot) in listing.slots.enumerated() {
                if position & 4095 == 4095, lowest < highest {
                    cache.releaseRecords(lowest..<highest)
                    (lowest, highest) = (Int.max, 0)
                }
                let result: FileResult
                if slot & VaultWalker.toRead == 0 {
                    result = cache.result(ofRecord: Int(slot), in: buffer)
                    (lowest, highest) = (min(lowest, Int(slot)), max(highest, Int(slot) + 1))
                    freshCount += 1
                } else {
                    result = read[Int(slot & ~VaultWalker.toRead)]
                }
                if let summary = result.summary {
                    scan.entries.append(summary)
                    if keepsStatuses { scan.entryStatuses.append(listing.slotStatuses[position]) }
                }
                if !result.problems.isEmpty { scan.problems += result.problems }
            }
        }
        if lowest < highest { cache.releaseRecords(lowest..<highest) }
        let cachedCount = freshCount + listing.entryStatuses.reduce(0) { $0 + (Self.cacheable($1) == nil ? 0 : 1) }
        let changed = scan.filesRead > 0 || cache.count != cachedCount
        // A read file's record, when its status may be cached.
        func readRecord(_ index: Int) -> VaultCache.Record? {
            guard let status = Self.cacheable(listing.entryStatuses[index]) else { return nil }
            return VaultCache.Record(path: listing.entryFiles[index].path, size: status.size, modified: status.modified,
                                     changed: status.changed, result: read[index])
        }
        if changed {
            var encoder = VaultCache.Encoder(count: cachedCount)
            cache.bytes.withBytes { buffer in
                for slot in listing.slots {
                    if slot & VaultWalker.toRead == 0 {
                        encoder.add(record: Int(slot), of: cache, in: buffer)
                    } else if let record = readRecord(Int(slot & ~VaultWalker.toRead)) {
                        encoder.add(record)
                    }
                }
            }
            VaultCache.write(encoder.finish(), to: vault)
            // The search index, when `vault search` made one, follows the same changes; it is
            // given every file and status, as an unmatched walk lists them.
            if FileSystem.status(vault.absolutePath(SearchIndex.relativePath)) != nil {
                var files: [VaultWalker.File] = []
                var statuses: [FileSystem.Status?] = []
                for slot in listing.slots {
                    if slot & VaultWalker.toRead == 0 {
                        guard let file = VaultWalker.File(entryPath: cache.path(ofRecord: Int(slot))) else { continue }
                        files.append(file)
                        statuses.append(cache.status(ofRecord: Int(slot)))
                    } else {
                        let index = Int(slot & ~VaultWalker.toRead)
                        files.append(listing.entryFiles[index])
                        statuses.append(listing.entryStatuses[index])
                    }
                }
                SearchIndex.refreshIfPresent(vault, files: files, statuses: statuses)
            }
        }
        return (scan, changed, {
            var records: [VaultCache.Record] = []
            records.reserveCapacity(cachedCount)
            for slot in listing.slots {
                if slot & VaultWalker.toRead == 0 {
                    records.append(cache.record(Int(slot)))
                } else if let record = readRecord(Int(slot & ~VaultWalker.toRead)) {
                    records.append(record)
                }
            }
            return records
        })
    }
}
