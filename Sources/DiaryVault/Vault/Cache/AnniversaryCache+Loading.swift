#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AnniversaryCache {
    /// The remembered anniversaries of a vault, or `nil` when there is no file, it is damaged, or
    /// any folder it names is gone or has another time (then read the whole vault).
    ///
    /// Costs reading the head, and the summaries of `slots`, and one `fstatat` per folder,
    /// relative to the vault root, on two threads for more than 256.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - slots: The month-and-day slots whose summaries to read (``monthDaySummaries``); a
    ///     slot whose summaries are out of the file's bounds is left empty.
    static func load(_ vault: Vault, summariesOf slots: [Int] = []) -> AnniversaryCache? {
        // Only a regular file, of a size a vault of 10,000 years could need (a FIFO would block,
        // a link to a device would be read to the limit).
        let path = vault.absolutePath(relativePath)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let status = FileSystem.Status(info)
        guard status.kind == .regular, status.size <= maximumSize, status.size >= headerSize,
              let header = readRange(descriptor, from: 0, count: headerSize),
              let headLength = headLength(header), headLength <= status.size,
              let head = readRange(descriptor, from: 0, count: headLength),
              let decoded = decodeHead(head), !decoded.cache.folders.isEmpty,
              let root = FileSystem.openFolder(vault.path) else { return nil }
        defer { FileSystem.closeFolder(root) }
        var cache = decoded.cache
        cache.written = status.modified
        cache.monthDaySummaries = [[UInt8]](repeating: [], count: 366)
        for slot in Set(slots) where (0..<366).contains(slot) {
            let (offset, length) = decoded.summaries[slot]
            guard length > 0, offset <= UInt64(status.size - headLength), length <= UInt64(status.size - headLength) - offset,
                  let bytes = readRange(descriptor, from: headLength + Int(offset), count: Int(length)) else { continue }
            cache.monthDaySummaries[slot] = bytes
        }
        // Both cores: the calls are most of the time a calendar takes (a vault of 184 years has
        // 2,400 folders), and each waits only on the kernel's name lookup.
        let folders = cache.folders
        let half = (folders.count + 1) / 2
        let unchanged = parallelMap(folders.count > 256 ? [0, half] : [0], chunkSize: 1) { start -> Bool in
            folders[start..<(folders.count > 256 && start == 0 ? half : folders.count)].allSatisfy { folder in
                var info = stat()
                guard folder.withCPath({ fstatat(root, $0, &info, 0) }) == 0 else { return false }
                let status = FileSystem.Status(info)
                return status.kind == .directory && status.modified == folder.modified && status.changed == folder.changed
            }
        }
        return unchanged.allSatisfy { $0 } ? cache : nil
    }

    /// The summaries of a month-and-day slot as a cache of its files, or `nil` when there are
    /// none (not written, not loaded, or damaged: ``VaultCache/decode(_:)`` checks them whole).
    /// Its records are fresh only for files older than this file (``written``).
    func summaries(ofSlot slot: Int) -> VaultCache? {
        guard monthDaySummaries.indices.contains(slot), !monthDaySummaries[slot].isEmpty,
              var cache = VaultCache.decode(monthDaySummaries[slot]) else { return nil }
        cache.written = written
        return cache
    }

    /// Reads `count` bytes at `offset` of an open file, or `nil` when it is shorter or fails.
    static func readRange(_ descriptor: Int32, from offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let done = bytes.withUnsafeMutableBytes { raw -> Bool in
            var total = 0
            while total < count {
                let got = pread(descriptor, raw.baseAddress! + total, count - total, off_t(offset + total))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { return false }
                total += got
            }
            return true
        }
        return done ? bytes : nil
    }
}
