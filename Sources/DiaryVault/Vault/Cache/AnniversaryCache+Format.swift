#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of the anniversary files, format 6 (``AnniversaryCache/formatVersion``), all
/// numbers little-endian, every string a 32-bit length and its UTF-8 bytes.
///
/// The head, `.vault/cache/anniversaries.bin`: the magic `VAULTANV`, the version (32 bits), 0 (32
/// bits), the head's length (64 bits, everything included); the folder count, each folder as 24
/// bytes (year and month, 32 bits each, then `st_mtim` and `st_ctim` in nanoseconds); the flags
/// word (bit 0: the read found a problem); the anniversary paths (a count, then the strings);
/// when the read began (64 bits); the 366 slots, 44 bytes each: the entry count (32 bits), then
/// its paths' length, its summaries' length, its paths' checksum, its files' statuses' checksum
/// and its file's tag (64 bits each); then ``VaultCache/checksum(_:passed:)`` of all the head before it.
///
/// A slot's file, `.vault/cache/anniversaries/NNN.bin`: the tag (64 bits), the paths (strings,
/// vault order), then the summaries (the bytes of a ``VaultCache``, checked by their own
/// checksum when used).
extension AnniversaryCache {
    /// The largest head trusted: 64 MiB (24 bytes per folder, and the anniversary paths).
    static let maximumSize = 1 << 26

    /// The largest slot file trusted: 1 GiB.
    static let maximumPartSize = 1 << 30

    /// The size of the fixed start of the head: magic, version, 0, the head's length.
    static let headerSize = 24

    /// The size of one slot in the head's table.
    static let slotSize = 44

    /// The head's length from its fixed start, or `nil` when its magic or version is another's.
    static func headLength(_ header: [UInt8]) -> Int? {
        header.withUnsafeBufferPointer { headLength($0) }
    }

    /// ``headLength(_:)-([UInt8])`` of bytes in place.
    static func headLength(_ buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        guard buffer.count >= headerSize, buffer.prefix(magic.count).elementsEqual(magic) else { return nil }
        var reader = BinaryReader(buffer, offset: magic.count)
        guard reader.readUInt32() == formatVersion, reader.readUInt32() == 0, let length = reader.readUInt64(),
              length >= UInt64(headerSize + 8), length <= UInt64(maximumSize) else { return nil }
        return Int(length)
    }

    /// The name of a slot's file in ``partsPath``: `000.bin` to `365.bin`.
    static func partName(_ slot: Int) -> String {
        CivilDate.pad(slot, 3) + ".bin"
    }

    /// The head's bytes.
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
        writer.write(readStart)
        for slot in slots.count == 366 ? slots : [Slot](repeating: Slot(), count: 366) {
            writer.write(UInt32(slot.count))
            writer.write(UInt64(slot.pathsLength))
            writer.write(UInt64(slot.summariesLength))
            writer.write(slot.pathsChecksum)
            writer.write(slot.statsChecksum)
            writer.write(slot.tag)
        }
        var bytes = writer.takeBytes()
        let headLength = UInt64(bytes.count + 8)
        withUnsafeBytes(of: headLength.littleEndian) { bytes.replaceSubrange(16..<24, with: $0) }
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Reads a head, or returns `nil` when anything is off (magic, version, lengths, checksum,
    /// UTF-8); each slot's file is checked when read (``part(_:)``).
    static func decode(_ bytes: [UInt8]) -> AnniversaryCache? {
        bytes.withUnsafeBufferPointer { decode($0) }
    }

    /// ``decode(_:)-([UInt8])`` of bytes in place (a mapped head).
    static func decode(_ buffer: UnsafeBufferPointer<UInt8>) -> AnniversaryCache? {
        guard let length = headLength(buffer), length == buffer.count else { return nil }
        let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
        var trailer = BinaryReader(buffer, offset: buffer.count - 8)
        guard trailer.readUInt64() == VaultCache.checksum(body) else { return nil }
        var reader = BinaryReader(body, offset: headerSize)
        guard let folderCount = reader.readUInt32(), Int(folderCount) <= body.count / 24 else { return nil }
        var folders: [Folder] = []
        folders.reserveCapacity(Int(folderCount))
        for _ in 0..<Int(folderCount) {
            guard let year = reader.readUInt32(), let month = reader.readUInt32(), let modified = reader.readInt64(),
                  let changed = reader.readInt64() else { return nil }
            let folder = Folder(year: Int32(bitPattern: year), month: Int32(bitPattern: month), modified: modified, changed: changed)
            guard folder.isValid else { return nil }
            folders.append(folder)
        }
        guard let flags = reader.readUInt32(), flags <= 1, let pathCount = reader.readUInt32() else { return nil }
        var paths: [String] = []
        for _ in 0..<min(Int(pathCount), body.count / 4) {
            guard let path = reader.readString() else { return nil }
            paths.append(path)
        }
        guard paths.count == Int(pathCount), paths.allSatisfy({ VaultWalker.File(entryPath: $0) != nil }),
              let readStart = reader.readInt64() else { return nil }
        var slots: [Slot] = []
        slots.reserveCapacity(366)
        for _ in 0..<366 {
            guard let count = reader.readUInt32(), let pathsLength = reader.readUInt64(), let summariesLength = reader.readUInt64(),
                  let pathsChecksum = reader.readUInt64(), let statsChecksum = reader.readUInt64(), let tag = reader.readUInt64(),
                  pathsLength <= UInt64(maximumPartSize), summariesLength <= UInt64(maximumPartSize) - pathsLength else { return nil }
            slots.append(Slot(count: Int(count), pathsLength: Int(pathsLength), summariesLength: Int(summariesLength),
                              pathsChecksum: pathsChecksum, statsChecksum: statsChecksum, tag: tag))
        }
        guard reader.offset == body.count else { return nil }
        return AnniversaryCache(folders: folders, anniversaryPaths: paths, foundProblems: flags == 1, readStart: readStart, slots: slots)
    }

    /// A slot's file, mapped, when it is the one the head describes (its length, tag and paths'
    /// checksum); `nil` otherwise, or when the head was not read from a vault.
    ///
    /// - Parameter slot: The slot, 0 to 365.
    func part(_ slot: Int) -> SharedBytes? {
        guard slots.indices.contains(slot), let partsFolder, slots[slot].fileLength > 0,
              let file = Self.mapped(partsFolder + "/" + Self.partName(slot), maximumSize: Self.maximumPartSize)?.bytes else { return nil }
        let expected = slots[slot]
        let sound = file.withBytes { buffer -> Bool in
            guard buffer.count == expected.fileLength else { return false }
            var reader = BinaryReader(buffer)
            return reader.readUInt64() == expected.tag
                && VaultCache.checksum(UnsafeBufferPointer(rebasing: buffer[8..<(8 + expected.pathsLength)])) == expected.pathsChecksum
        }
        return sound ? file : nil
    }

    /// The checksum of a slot's files as the index cache recorded them (the summaries were made
    /// from): each one's path, size, modification and status-change times, in order, and the
    /// index cache's format version (``VaultCache/formatVersion``).
    ///
    /// - Parameter group: The slot's records, in path order.
    static func statsChecksum(_ group: [VaultCache.Record]) -> UInt64 {
        var writer = BinaryWriter()
        writer.write(VaultCache.formatVersion)
        for record in group {
            writer.write(record.path)
            writer.write(Int64(record.size))
            writer.write(record.modified)
            writer.write(record.changed)
        }
        return writer.bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
    }

    /// A regular file's bytes mapped read-only (`mmap(2)`, `MAP_PRIVATE`), unmapped when the
    /// last holder goes, and its status; `nil` when it is not a regular file, is empty or larger than
    /// `maximumSize`, or cannot be mapped.
    ///
    /// Unlike the index cache (``VaultCache/mapped(_:)``), whose every record a warm read uses,
    /// the pages are not asked for ahead (`MAP_POPULATE`): a view uses a few of them. vault
    /// replaces these files only by rename, which leaves a mapping of the old one whole. A FIFO
    /// would block and a link to a device would be mapped: neither is opened (`O_NOFOLLOW`,
    /// `O_NONBLOCK`, then `fstat`).
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - maximumSize: The largest size mapped.
    static func mapped(_ path: String, maximumSize: Int) -> (bytes: SharedBytes, status: FileSystem.Status)? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        let status = FileSystem.Status(info)
        guard status.kind == .regular, status.size > 0, status.size <= maximumSize,
              let address = mmap(nil, status.size, PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != UnsafeMutableRawPointer(bitPattern: -1) else { return nil }
        let bytes = UnsafeBufferPointer(start: UnsafePointer(address.assumingMemoryBound(to: UInt8.self)), count: status.size)
        let shared = SharedBytes.borrowing(bytes) { bytes in
            _ = munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        }
        return shared.map { ($0, status) }
    }
}
