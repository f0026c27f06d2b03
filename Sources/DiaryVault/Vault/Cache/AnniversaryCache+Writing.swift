#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AnniversaryCache {
    /// Writes the head and the slots' files after a read of the whole vault, unless the ones
    /// there are still right. Failures are ignored: the files only save time.
    ///
    /// A slot whose paths and files are those the head there recorded keeps its file as it is
    /// (``keepsPart(_:paths:stats:group:)``); the others are written from `entries` and
    /// `records`, each through a temporary file and `rename` without `fsync` (a file cut short by
    /// a crash fails its checks and is made again), then the head.
    ///
    /// - Parameters:
    ///   - vault: The vault (nothing is written without `.vault/cache/`).
    ///   - entries: The entries the read found, in vault order.
    ///   - foundProblems: Whether the read found any problem.
    ///   - scanStart: When the read began (nanoseconds since 1970): folders changed since then
    ///     are not trusted.
    ///   - isComplete: Whether the read could read every folder and file; when not, the head is
    ///     removed (a file unreadable now may be readable later without any folder changing).
    ///   - changed: Whether the read found any file changed since the index cache was written
    ///     (then the files are written anew even when the lists are the same).
    ///   - records: The read's files as the index cache records them (path order), for the
    ///     summaries; asked for only when the files are written.
    /// - Returns: How many slots with entries kept their file, or `nil` when no head was written.
    @discardableResult
    static func refresh(_ vault: Vault, entries: [EntrySummary], foundProblems: Bool, scanStart: Int64, isComplete: Bool = true,
                        changed: Bool = true, records: () -> [VaultCache.Record] = { [] }) -> Int? {
        guard isComplete else {
            invalidate(vault)
            return nil
        }
        guard FileSystem.status(vault.absolutePath(".vault/cache"), follow: true)?.kind == .directory else { return nil }
        let previous = mapFile(vault)
        // Most reads change nothing: the head there is compared with the entries first.
        if !changed, let previous, !previous.folders.isEmpty, previous.remembers(entries, foundProblems: foundProblems),
           previous.foldersUnchanged(vault) { return nil }
        let folder = vault.absolutePath(partsPath)
        guard FileSystem.status(folder)?.kind == .directory || FileSystem.makeFolder(folder) else { return nil }
        let lists = monthDayLists(entries)
        let listed = listedSlots(lists)
        let groups = foundProblems ? [] : monthDayGroups(records())
        var fresh = AnniversaryCache(folders: currentFolders(of: vault, trustedBefore: scanStart - racyWindow),
                                     anniversaryPaths: entries.filter(\.isAnniversary).map(\.path), foundProblems: foundProblems,
                                     readStart: scanStart)
        var kept = 0
        var random = SystemRandomNumberGenerator()
        for slot in 0..<366 {
            let group = groups.isEmpty ? [] : groups[slot]
            var entry = listed[slot]
            let path = folder + "/" + partName(slot)
            if entry.count == 0 {
                // No file; one a head before named goes.
                if previous.map({ $0.slots[slot].count > 0 }) ?? true { FileSystem.removeFile(path) }
                fresh.slots[slot] = entry
                continue
            }
            entry.statsChecksum = group.isEmpty ? 0 : statsChecksum(group)
            if let previous, previous.keepsPart(slot, paths: entry, stats: entry.statsChecksum, group: group) {
                fresh.slots[slot] = previous.slots[slot]
                kept += 1
                continue
            }
            let summaries = group.isEmpty ? [] : VaultCache.encode(group)
            entry.summariesLength = summaries.count
            entry.tag = random.next()
            var bytes: [UInt8] = []
            bytes.reserveCapacity(entry.fileLength)
            withUnsafeBytes(of: entry.tag.littleEndian) { bytes.append(contentsOf: $0) }
            bytes.append(contentsOf: lists.paths[lists.ranges[slot]])
            bytes.append(contentsOf: summaries)
            guard (try? AtomicWriter.writeRebuildable(bytes, to: path, displayPath: partsPath + "/" + partName(slot))) != nil else {
                invalidate(vault)
                return nil
            }
            fresh.slots[slot] = entry
        }
        guard (try? AtomicWriter.writeRebuildable(fresh.encoded(), to: vault.absolutePath(relativePath), displayPath: relativePath)) != nil
        else { return nil }
        return kept
    }

    /// Whether the next head keeps this head's file of a slot as it is: it holds the same paths
    /// (count, length and checksum), its summaries were made from files with the statuses
    /// `group` has now (``statsChecksum(_:)``; or there are none either way), those files were
    /// settled (modification and status-change times older than ``racyWindow`` before this
    /// head's read began: a file's status-change time moves on every change and cannot be set
    /// back, so such a file had its content when that read took it: the "racy git" rule), and
    /// the file there is this head's (its length and tag).
    ///
    /// A summary kept is still taken only while its file's status is the one recorded
    /// (``VaultCache/freshResult(for:status:cursor:)``).
    ///
    /// - Parameters:
    ///   - slot: The slot, 0 to 365.
    ///   - paths: The slot as the next head has it: count, paths' length and checksum.
    ///   - stats: ``statsChecksum(_:)`` of `group`.
    ///   - group: The slot's files with a summary now, in path order (``monthDayGroups(_:)``).
    func keepsPart(_ slot: Int, paths: Slot, stats: UInt64, group: [VaultCache.Record]) -> Bool {
        let old = slots[slot]
        guard readStart != .min, let partsFolder, old.count > 0, old.count == paths.count, old.pathsLength == paths.pathsLength,
              old.pathsChecksum == paths.pathsChecksum, (old.summariesLength > 0) == !group.isEmpty,
              group.isEmpty || old.statsChecksum == stats else { return false }
        let settled = readStart - Self.racyWindow
        guard group.allSatisfy({ $0.modified < settled && $0.changed < settled }) else { return false }
        // Its first 8 bytes, and its length.
        let descriptor = open(partsFolder + "/" + Self.partName(slot), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        var tag: UInt64 = 0
        guard fstat(descriptor, &info) == 0, FileSystem.Status(info).kind == .regular, Int(info.st_size) == old.fileLength,
              pread(descriptor, &tag, 8, 0) == 8 else { return false }
        return UInt64(littleEndian: tag) == old.tag
    }

    /// Whether the head remembers exactly what a read found: the same problem flag, the same
    /// anniversary paths (compared in place), and for each slot the count, length and checksum
    /// of the paths ``monthDayLists(_:)`` builds from `entries`.
    ///
    /// - Parameters:
    ///   - entries: The entries the read found, in vault order.
    ///   - foundProblems: Whether the read found any problem.
    func remembers(_ entries: [EntrySummary], foundProblems: Bool) -> Bool {
        guard self.foundProblems == foundProblems, slots.count == 366 else { return false }
        var anniversary = 0
        for entry in entries where entry.isAnniversary {
            guard anniversary < anniversaryPaths.count,
                  entry.withTexts({ $0.path.elementsEqual(anniversaryPaths[anniversary].utf8) }) else { return false }
            anniversary += 1
        }
        guard anniversary == anniversaryPaths.count else { return false }
        let listed = Self.listedSlots(entries)
        return (0..<366).allSatisfy { slot in
            slots[slot].count == listed[slot].count && slots[slot].pathsLength == listed[slot].pathsLength
                && slots[slot].pathsChecksum == listed[slot].pathsChecksum
        }
    }

    /// Each slot as month-and-day lists (``monthDayLists(_:)``) give it: its count, its paths'
    /// length and checksum (the rest 0).
    static func listedSlots(_ lists: (counts: [Int], paths: [UInt8], ranges: [Range<Int>])) -> [Slot] {
        lists.paths.withUnsafeBufferPointer { buffer in
            (0..<366).map { slot in
                Slot(count: lists.counts[slot], pathsLength: lists.ranges[slot].count,
                     pathsChecksum: VaultCache.checksum(UnsafeBufferPointer(rebasing: buffer[lists.ranges[slot]])))
            }
        }
    }

    /// Each slot as ``listedSlots(_:)-(_)`` gives it for ``monthDayLists(_:)`` of `entries`,
    /// without making the lists: each slot's paths are summed as they come
    /// (``ChecksumStream``), so a read that changed nothing holds no copy of every path (34 MB
    /// at a million entries); the texts of a large mapped cache are let go behind the pass
    /// (``EntrySummary/releasePages(of:)``).
    ///
    /// - Parameter entries: The entries, in vault order.
    static func listedSlots(_ entries: [EntrySummary]) -> [Slot] {
        var streams = [ChecksumStream](repeating: ChecksumStream(), count: 366)
        var counts = [Int](repeating: 0, count: 366)
        for start in stride(from: 0, to: entries.count, by: 8_192) {
            let window = entries[start..<min(start + 8_192, entries.count)]
            for entry in window {
                let day = entry.day
                let slot = OnThisDay.monthDaySlot(month: day.month, day: day.day)
                counts[slot] += 1
                entry.withTexts { texts in
                    withUnsafeBytes(of: UInt32(texts.path.count).littleEndian) { streams[slot].add($0.assumingMemoryBound(to: UInt8.self)) }
                    streams[slot].add(texts.path)
                }
            }
            EntrySummary.releasePages(of: window)
        }
        return (0..<366).map { Slot(count: counts[$0], pathsLength: streams[$0].count, pathsChecksum: streams[$0].finish()) }
    }

    /// ``VaultCache/checksum(_:passed:)`` of bytes given in parts: the same number as for the
    /// parts joined.
    struct ChecksumStream {
        /// The hash of the whole words so far.
        private var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        /// The bytes after the last whole word, little-endian, and how many.
        private var pending: UInt64 = 0
        private var pendingCount = 0
        /// How many bytes were added.
        private(set) var count = 0

        /// Adds bytes: the pending word filled first, then whole words as the checksum reads
        /// them, then the rest kept pending.
        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let base = bytes.baseAddress else { return }
            count += bytes.count
            var index = 0
            while pendingCount > 0, index < bytes.count {
                push(bytes[index])
                index += 1
            }
            while index + 8 <= bytes.count {
                hash = (hash ^ UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))) &* 0x0000_0100_0000_01B3
                index += 8
            }
            while index < bytes.count {
                push(bytes[index])
                index += 1
            }
        }

        /// Adds one byte to the pending word, summing it when whole.
        private mutating func push(_ byte: UInt8) {
            pending |= UInt64(byte) << (8 * UInt64(pendingCount))
            pendingCount += 1
            if pendingCount == 8 {
                hash = (hash ^ pending) &* 0x0000_0100_0000_01B3
                (pending, pendingCount) = (0, 0)
            }
        }

        /// The checksum of every byte added.
        func finish() -> UInt64 {
            var hash = hash
            for index in 0..<pendingCount {
                hash = (hash ^ ((pending >> (8 * UInt64(index))) & 0xFF)) &* 0x0000_0100_0000_01B3
            }
            return hash
        }
    }

    /// The month-and-day lists of entries in vault order: each slot's count, the paths, slot by
    /// slot, each slot's in vault order, as 32-bit lengths and UTF-8 bytes, and each slot's
    /// range in them (a counting sort: two passes, no string built).
    static func monthDayLists(_ entries: [EntrySummary]) -> (counts: [Int], paths: [UInt8], ranges: [Range<Int>]) {
        var counts = [Int](repeating: 0, count: 366)
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
        let ranges = (0..<366).map { starts[$0]..<(starts[$0] + byteCounts[$0]) }
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
        return (counts, paths, ranges)
    }

    /// The records of the files with a summary grouped by their day's slot, 366 groups, each in
    /// the records' (path) order; none for no records.
    static func monthDayGroups(_ records: [VaultCache.Record]) -> [[VaultCache.Record]] {
        guard !records.isEmpty else { return [] }
        var groups = [[VaultCache.Record]](repeating: [], count: 366)
        for record in records {
            guard let summary = record.result.summary else { continue }
            let day = summary.day
            groups[OnThisDay.monthDaySlot(month: day.month, day: day.day)].append(record)
        }
        return groups
    }

    /// Removes the head, so the next calendar reads the whole vault: for a change no folder's
    /// time shows, such as `vault edit` with an editor that saves in place. The slots' files
    /// stay; the next head writes each again (no head, nothing of theirs is kept).
    ///
    /// - Parameter vault: The vault.
    static func invalidate(_ vault: Vault) {
        let path = vault.absolutePath(relativePath)
        if FileSystem.status(path) != nil { unlink(path) }
    }
}
