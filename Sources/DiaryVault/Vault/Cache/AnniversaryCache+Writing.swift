#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AnniversaryCache {
    /// Writes the file after a read of the whole vault, unless the one there is still right.
    /// Failures are ignored: the file only saves time.
    ///
    /// - Parameters:
    ///   - vault: The vault (nothing is written without `.vault/cache/`).
    ///   - entries: The entries the read found, in vault order.
    ///   - foundProblems: Whether the read found any problem.
    ///   - scanStart: When the read began (nanoseconds since 1970): folders changed since then
    ///     are not trusted.
    ///   - isComplete: Whether the read could read every folder and file; when not, the file is
    ///     removed (a file unreadable now may be readable later without any folder changing).
    ///   - changed: Whether the read found any file changed since the index cache was written
    ///     (then the summaries are written anew even when the lists are the same).
    ///   - records: The read's files as the index cache records them (path order), for the
    ///     summaries; asked for only when the file is written.
    static func refresh(_ vault: Vault, entries: [EntrySummary], foundProblems: Bool, scanStart: Int64, isComplete: Bool = true,
                        changed: Bool = true, records: () -> [VaultCache.Record] = { [] }) {
        guard isComplete else { return invalidate(vault) }
        guard FileSystem.status(vault.absolutePath(".vault/cache"), follow: true)?.kind == .directory else { return }
        // Most reads change nothing: the file there is compared with the entries in place,
        // before any list is built.
        if !changed, let current = load(vault), current.remembers(entries, foundProblems: foundProblems) { return }
        var fresh = AnniversaryCache(folders: [], anniversaryPaths: entries.filter(\.isAnniversary).map(\.path), foundProblems: foundProblems)
        (fresh.monthDayCounts, fresh.monthDayPaths) = monthDayLists(entries)
        fresh.monthDaySummaries = foundProblems ? [] : monthDaySummaries(records())
        fresh.folders = currentFolders(of: vault, trustedBefore: scanStart - racyWindow)
        try? AtomicWriter.write(fresh.encoded(), to: vault.absolutePath(relativePath), displayPath: relativePath)
    }

    /// Whether two files remember the same entries and problems (their folders aside).
    func payloadMatches(_ other: AnniversaryCache) -> Bool {
        foundProblems == other.foundProblems && monthDayCounts == other.monthDayCounts
            && monthDayPaths == other.monthDayPaths && anniversaryPaths == other.anniversaryPaths
    }

    /// Whether the file remembers exactly what a read found: the same problem flag, the same
    /// anniversary paths, and the month-and-day lists ``monthDayLists(_:)`` would build from
    /// `entries` (``payloadMatches(_:)`` of a fresh file, folders aside), compared in place: each
    /// entry's path against the next remembered path of its slot, so a read that changed nothing
    /// builds no list and no string.
    ///
    /// - Parameters:
    ///   - entries: The entries the read found, in vault order.
    ///   - foundProblems: Whether the read found any problem.
    func remembers(_ entries: [EntrySummary], foundProblems: Bool) -> Bool {
        guard self.foundProblems == foundProblems, monthDayCounts.count == 366 else { return false }
        var anniversary = 0
        for entry in entries where entry.isAnniversary {
            guard anniversary < anniversaryPaths.count,
                  entry.withTexts({ $0.path.elementsEqual(anniversaryPaths[anniversary].utf8) }) else { return false }
            anniversary += 1
        }
        guard anniversary == anniversaryPaths.count else { return false }
        return monthDayPaths.withUnsafeBufferPointer { lists -> Bool in
            // Each slot's remembered paths run from its cursor to its end.
            guard let ranges = slotRanges(lists) else { return false }
            var cursors = ranges.map(\.lowerBound)
            let ends = ranges.map(\.upperBound)
            for entry in entries {
                let day = entry.day
                let slot = OnThisDay.monthDaySlot(month: day.month, day: day.day)
                let cursor = cursors[slot]
                guard cursor + 4 <= ends[slot], let base = lists.baseAddress else { return false }
                let length = Int(UInt32(littleEndian: UnsafeRawPointer(base + cursor).loadUnaligned(as: UInt32.self)))
                let same = entry.withTexts { texts in
                    texts.path.count == length
                        && (length == 0 || memcmp(base + cursor + 4, texts.path.baseAddress!, length) == 0)
                }
                guard same else { return false }
                cursors[slot] = cursor + 4 + length
            }
            return cursors == ends
        }
    }

    /// The month-and-day lists of entries in vault order: the count of each slot and the paths,
    /// slot by slot, each slot's in vault order (a counting sort: two passes, no string built).
    static func monthDayLists(_ entries: [EntrySummary]) -> (counts: [UInt32], paths: [UInt8]) {
        var counts = [UInt32](repeating: 0, count: 366)
        var slots = [UInt16](repeating: 0, count: entries.count)
        var byteCounts = [Int](repeating: 0, count: 366)
        for (index, entry) in entries.enumerated() {
            let day = entry.day
            let slot = OnThisDay.monthDaySlot(month: day.month, day: day.day)
            slots[index] = UInt16(slot)
            counts[slot] += 1
            byteCounts[slot] += 4 + entry.withTexts { $0.path.count }
        }
        var starts = [Int](repeating: 0, count: 366)
        var total = 0
        for slot in 0..<366 {
            starts[slot] = total
            total += byteCounts[slot]
        }
        var paths = [UInt8](repeating: 0, count: total)
        paths.withUnsafeMutableBytes { raw in
            for (index, entry) in entries.enumerated() {
                let slot = Int(slots[index])
                entry.withTexts { texts in
                    raw.storeBytes(of: UInt32(texts.path.count).littleEndian, toByteOffset: starts[slot], as: UInt32.self)
                    if let base = texts.path.baseAddress, texts.path.count > 0 {
                        (raw.baseAddress! + starts[slot] + 4).copyMemory(from: base, byteCount: texts.path.count)
                    }
                    starts[slot] += 4 + texts.path.count
                }
            }
        }
        return (counts, paths)
    }

    /// Each month and day's summaries: the records of the files with a summary, grouped by their
    /// day's slot, each group in the records' (path) order, as the bytes of a ``VaultCache``.
    static func monthDaySummaries(_ records: [VaultCache.Record]) -> [[UInt8]] {
        guard !records.isEmpty else { return [] }
        var groups = [[VaultCache.Record]](repeating: [], count: 366)
        for record in records {
            guard let summary = record.result.summary else { continue }
            let day = summary.day
            groups[OnThisDay.monthDaySlot(month: day.month, day: day.day)].append(record)
        }
        return groups.map { $0.isEmpty ? [] : VaultCache.encode($0) }
    }

    /// Removes the file, so the next calendar reads the whole vault: for a change no folder's
    /// time shows, such as `vault edit` with an editor that saves in place.
    ///
    /// - Parameter vault: The vault.
    static func invalidate(_ vault: Vault) {
        let path = vault.absolutePath(relativePath)
        if FileSystem.status(path) != nil { unlink(path) }
    }
}
