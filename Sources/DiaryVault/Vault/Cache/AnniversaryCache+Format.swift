extension AnniversaryCache {
    /// The largest file trusted: 1 GiB (24 bytes per folder, and about 40 bytes per entry: a
    /// vault of 10,000,000 entries fits).
    static let maximumSize = 1 << 30

    /// The size of the fixed start of the file: magic, version, 0, the head's length.
    static let headerSize = 24

    /// The head's length from the fixed start of the file, or `nil` when its magic or version is
    /// another's.
    static func headLength(_ header: [UInt8]) -> Int? {
        header.withUnsafeBufferPointer { buffer -> Int? in
            guard buffer.count >= headerSize, buffer.prefix(magic.count).elementsEqual(magic) else { return nil }
            var reader = BinaryReader(buffer, offset: magic.count)
            guard reader.readUInt32() == formatVersion, reader.readUInt32() == 0, let length = reader.readUInt64(),
                  length >= UInt64(headerSize + 8), length <= UInt64(maximumSize) else { return nil }
            return Int(length)
        }
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.append(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(UInt32(0))
        writer.write(UInt64(0))  // the head's length, set below
        writer.write(UInt32(folders.count))
        for folder in folders {
            writer.write(UInt32(bitPattern: folder.year))
            writer.write(UInt32(bitPattern: folder.month))
            writer.write(folder.modified)
            writer.write(folder.changed)
        }
        writer.write(UInt32(foundProblems ? 1 : 0))
        writer.write(UInt32(anniversaryPaths.count))
        for path in anniversaryPaths { writer.write(path) }
        for count in monthDayCounts.count == 366 ? monthDayCounts : [UInt32](repeating: 0, count: 366) { writer.write(count) }
        let lists = monthDayCounts.count == 366 ? monthDayPaths : []
        writer.write(UInt64(lists.count))
        writer.append(lists)
        // Where each slot's summaries are, from the end of the head.
        let summaries = monthDaySummaries.count == 366 ? monthDaySummaries : [[UInt8]](repeating: [], count: 366)
        var offset: UInt64 = 0
        for slot in summaries {
            writer.write(offset)
            writer.write(UInt64(slot.count))
            offset += UInt64(slot.count)
        }
        var bytes = writer.takeBytes()
        let headLength = UInt64(bytes.count + 8)
        withUnsafeBytes(of: headLength.littleEndian) { bytes.replaceSubrange(16..<24, with: $0) }
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        for slot in summaries { bytes.append(contentsOf: slot) }
        return bytes
    }

    /// Reads the file's bytes whole, every slot's summaries included, or returns `nil` when
    /// anything is off (magic, version, lengths, checksum, UTF-8; the summaries are checked when
    /// used, ``summaries(ofSlot:)``).
    static func decode(_ bytes: [UInt8]) -> AnniversaryCache? {
        guard bytes.count >= headerSize, let headLength = headLength(Array(bytes[..<headerSize])), headLength <= bytes.count,
              let decoded = decodeHead(Array(bytes[..<headLength])) else { return nil }
        var cache = decoded.cache
        cache.monthDaySummaries = []
        for (offset, length) in decoded.summaries {
            guard offset <= UInt64(bytes.count - headLength), length <= UInt64(bytes.count - headLength) - offset else { return nil }
            let start = headLength + Int(offset)
            cache.monthDaySummaries.append(Array(bytes[start..<(start + Int(length))]))
        }
        if cache.monthDaySummaries.allSatisfy(\.isEmpty) { cache.monthDaySummaries = [] }
        return cache
    }

    /// Reads the head (the file up to its length, ``headLength(_:)``): the lists and where each
    /// slot's summaries are (offset from the head's end, length); `nil` when anything is off.
    static func decodeHead(_ bytes: [UInt8]) -> (cache: AnniversaryCache, summaries: [(offset: UInt64, length: UInt64)])? {
        bytes.withUnsafeBufferPointer { buffer -> (cache: AnniversaryCache, summaries: [(offset: UInt64, length: UInt64)])? in
            guard buffer.count >= headerSize + 8, headLength(Array(buffer.prefix(headerSize))) == buffer.count else { return nil }
            let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
            var trailer = BinaryReader(buffer, offset: buffer.count - 8)
            guard trailer.readUInt64() == VaultCache.checksum(body) else { return nil }
            var reader = BinaryReader(body, offset: headerSize)
            guard let folderCount = reader.readUInt32() else { return nil }
            var folders: [Folder] = []
            guard Int(folderCount) <= body.count / 24 else { return nil }
            folders.reserveCapacity(Int(folderCount))
            for _ in 0..<Int(folderCount) {
                guard let year = reader.readUInt32(), let month = reader.readUInt32(), let modified = reader.readInt64(),
                      let changed = reader.readInt64() else { return nil }
                let folder = Folder(year: Int32(bitPattern: year), month: Int32(bitPattern: month), modified: modified, changed: changed)
                guard folder.isValid else { return nil }
                folders.append(folder)
            }
            guard folders.count == Int(folderCount), let flags = reader.readUInt32(), flags <= 1,
                  let pathCount = reader.readUInt32() else { return nil }
            var paths: [String] = []
            for _ in 0..<min(Int(pathCount), body.count / 4) {
                guard let path = reader.readString() else { return nil }
                paths.append(path)
            }
            guard paths.count == Int(pathCount), paths.allSatisfy({ VaultWalker.File(entryPath: $0) != nil }) else { return nil }
            var counts: [UInt32] = []
            counts.reserveCapacity(366)
            for _ in 0..<366 {
                guard let count = reader.readUInt32() else { return nil }
                counts.append(count)
            }
            // The lists are checked when read (``paths(onMonthDaySlots:)``); the checksum covers them.
            guard let listsLength = reader.readUInt64(), listsLength <= UInt64(body.count - reader.offset),
                  let lists = reader.readRawBytes(Int(listsLength)) else { return nil }
            var summaries: [(offset: UInt64, length: UInt64)] = []
            for _ in 0..<366 {
                guard let offset = reader.readUInt64(), let length = reader.readUInt64() else { return nil }
                summaries.append((offset, length))
            }
            guard reader.offset == body.count else { return nil }
            let cache = AnniversaryCache(folders: folders, anniversaryPaths: paths, foundProblems: flags == 1,
                                         monthDayCounts: counts, monthDayPaths: lists)
            return (cache, summaries)
        }
    }
}
