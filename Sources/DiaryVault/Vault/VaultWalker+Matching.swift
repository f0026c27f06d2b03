#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The walk matched against the index cache (``VaultWalker/list(_:takesStatuses:matching:keepsStatuses:)``):
/// a month folder's names compared with its records in place.
extension VaultWalker {
    /// The loaded cache to match a walk against (waiting for its load), or `nil` when there is
    /// none to trust or its record numbers would not fit a slot.
    static func matchable(_ loading: VaultCache.Loading?) -> VaultCache? {
        guard let cache = loading?.wait(), cache.count < Int(toRead) else { return nil }
        return cache
    }

    /// Adds the files of one month folder's listing to a matched listing
    /// (``list(_:takesStatuses:matching:keepsStatuses:)``): a plain `.md` file with a UTF-8 name
    /// is compared by its bytes with the folder's records, side by side, and its status taken by
    /// name relative to the open folder; the rest goes through
    /// ``listEntry(_:folder:year:month:realRoot:into:)`` and is read.
    func matchNames(_ names: FileSystem.NameListing, descriptor: Int32, cache: VaultCache, folder: String, year: Int,
                    month: Int, realRoot: String, keepsStatuses: Bool, into listing: inout Listing) {
        let prefix = Array((folder + "/").utf8)
        var pathBytes = prefix
        // The bare name, ended by a NUL, for `fstatat`.
        var nameBytes: [UInt8] = []
        var cursor = cache.firstIndex(notBefore: folder + "/")
        // The folder's records are let go once matched (a large cache's: ``VaultCache/releaseRecords(_:)``),
        // with those the lookup of the first one read (between two samples: ``VaultCache/PathSamples``).
        let firstRecord = cursor
        defer {
            let spacing = VaultCache.PathSamples.spacing
            cache.releaseRecords(max(0, firstRecord - spacing)..<min(cache.count, max(cursor, firstRecord + spacing)))
        }
        listing.slots.reserveCapacity(names.items.count)
        func addToRead(_ file: File, status: FileSystem.Status?) {
            listing.entryFiles.append(file)
            listing.entryStatuses.append(status)
            listing.slots.append(Self.toRead | UInt32(listing.entryFiles.count - 1))
            if keepsStatuses { listing.slotStatuses.append(status) }
        }
        cache.bytes.withBytes { buffer in
            names.names.withUnsafeBufferPointer { all in
                noteTemporaryFiles(names, all, folder: folder, into: &listing)
                for item in names.items where all[item.start] != UInt8(ascii: ".") {
                    let name = UnsafeBufferPointer(rebasing: all[item.start..<item.start + item.length])
                    guard Int32(item.type) == Int32(DT_REG), Self.isMarkdownName(name), UTF8Validation.firstInvalidOffset(in: name) == nil else {
                        let before = listing.entryFiles.count
                        listEntry(FileSystem.directoryEntry(name, type: item.type), folder: folder, year: year, month: month,
                                  realRoot: realRoot, into: &listing)
                        if listing.entryFiles.count > before {
                            let file = listing.entryFiles.removeLast()
                            addToRead(file, status: file.status(relativeTo: descriptor))
                        }
                        continue
                    }
                    pathBytes.removeSubrange(prefix.count...)
                    pathBytes.append(contentsOf: name)
                    var order = 1
                    pathBytes.withUnsafeBufferPointer { wanted in
                        while cursor < cache.count {
                            order = VaultCache.comparePath(buffer, at: cursor, with: wanted)
                            guard order < 0 else { break }
                            cursor += 1
                        }
                    }
                    nameBytes.removeAll(keepingCapacity: true)
                    nameBytes.append(contentsOf: name)
                    nameBytes.append(0)
                    var info = stat()
                    let found = nameBytes.withUnsafeBufferPointer { bytes in
                        bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                            fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) == 0
                        }
                    }
                    let status = found ? FileSystem.Status(info) : nil
                    if order == 0, let regular = VaultReader.cacheable(status), cache.isFresh(record: cursor, for: regular, in: buffer) {
                        listing.slots.append(UInt32(cursor))
                        if keepsStatuses { listing.slotStatuses.append(status) }
                        continue
                    }
                    addToRead(File(path: String(decoding: pathBytes, as: UTF8.self), year: year, month: month), status: status)
                }
            }
        }
    }
}
