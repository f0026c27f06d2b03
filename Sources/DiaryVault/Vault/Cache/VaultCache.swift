/// What `vault index` learned about each file last time, so a warm run re-reads only the files
/// that changed (DESIGN section 7).
///
/// Stored in `.vault/cache/index.bin`: a magic number, the format version, the record count, a
/// table of record offsets (so records decode on all cores), the records sorted by path, and a
/// checksum. A record holds a file's vault-relative path, size and modification time and what
/// reading it gave (its summary and its problems). A record is used only when the file's size and
/// modification time (nanoseconds) are unchanged and the file was modified before the cache was
/// written (else a change within the same clock tick could hide: the "racy git" rule). A missing,
/// truncated, corrupt, foreign or older-format cache is ignored and rebuilt. The file is written
/// atomically, so two processes at once each leave a whole cache.
struct VaultCache {
    /// Bump when parsing, the wording of a cached problem or the record layout changes: results
    /// must not depend on the cache.
    /// 8: the flags byte holds `anniversary` (bit 1) beside `starred` (bit 0), and each record
    /// keeps the body's words and characters (issue 12).
    static let formatVersion: UInt32 = 9
    /// The file's first 8 bytes.
    static let magic: [UInt8] = Array("VAULTIDX".utf8)
    /// The cache's path relative to the vault root.
    static let relativePath = ".vault/cache/index.bin"

    /// One file's cached reading.
    struct Record: Sendable {
        var path: String
        var size: Int
        var modified: Int64
        var changed: Int64
        var result: VaultReader.FileResult
    }

    /// The records, sorted by the UTF-8 bytes of their paths (the order ``VaultWalker`` lists files in).
    var records: [Record] = []
    /// When the cache file was written, in nanoseconds since 1970, or `Int64.max` for a new cache.
    var written: Int64 = .max

    /// The index of the first record whose path is not less than `path` (binary search).
    func firstIndex(notBefore path: String) -> Int {
        var low = 0
        var high = records.count
        while low < high {
            let middle = (low + high) / 2
            if VaultWalker.bytesPrecede(records[middle].path, path) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a record can be trusted for a file's current size and modification time.
    func isFresh(_ record: Record, status: FileSystem.Status) -> Bool {
        record.size == status.size && record.modified == status.modified && record.changed == status.changed
            && max(status.modified, status.changed) < written
    }

    /// Loads the cache of a vault, or returns `nil` when there is none or it cannot be trusted.
    ///
    /// - Parameter vault: The vault.
    static func load(_ vault: Vault) -> VaultCache? {
        let path = vault.absolutePath(relativePath)
        guard let status = FileSystem.status(path), status.kind == .regular,
              let bytes = try? FileSystem.read(path) else { return nil }
        var cache = bytes.withUnsafeBufferPointer { decode($0) }
        cache?.written = status.modified
        return cache
    }

    /// Writes the cache of a vault atomically, creating `.vault/cache/` (with a `.gitignore` that
    /// ignores it) when needed; nothing in a folder without `.vault/`. Failures are ignored: the
    /// cache only saves time.
    ///
    /// - Parameter vault: The vault.
    func save(_ vault: Vault) {
        let folder = vault.absolutePath(".vault/cache")
        // A folder without `.vault/` is not marked as a vault: nothing is written into it.
        guard FileSystem.status(vault.absolutePath(".vault"), follow: true)?.kind == .directory else { return }
        if FileSystem.status(folder, follow: true)?.kind != .directory {
            guard FileSystem.makeFolder(folder) else { return }
            try? AtomicWriter.write(Array("*\n".utf8), to: folder + "/.gitignore", displayPath: ".vault/cache/.gitignore")
        }
        try? AtomicWriter.write(encoded(), to: vault.absolutePath(Self.relativePath), displayPath: Self.relativePath)
    }

    /// The cache as bytes.
    func encoded() -> [UInt8] {
        // One buffer: the header with room for the offset table, then the records; the table is
        // filled in as each record is written.
        var writer = BinaryWriter()
        writer.append(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(UInt32(records.count))
        let table = writer.bytes.count
        writer.append([UInt8](repeating: 0, count: 8 * records.count))
        var offsets: [UInt64] = []
        offsets.reserveCapacity(records.count)
        for record in records {
            offsets.append(UInt64(writer.bytes.count))
            writer.write(record.path)
            writer.write(Int64(record.size))
            writer.write(record.modified)
            writer.write(record.changed)
            Self.encode(record.result, into: &writer)
        }
        var bytes = writer.takeBytes()
        bytes.withUnsafeMutableBytes { raw in
            for (index, offset) in offsets.enumerated() {
                raw.storeBytes(of: offset.littleEndian, toByteOffset: table + 8 * index, as: UInt64.self)
            }
        }
        let sum = bytes.withUnsafeBufferPointer { Self.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Reads cache bytes, or returns `nil` when anything is off. Records decode on all cores.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> VaultCache? {
        guard bytes.count >= magic.count + 16, bytes.prefix(magic.count).elementsEqual(magic) else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[..<(bytes.count - 8)])
        var trailer = BinaryReader(bytes, offset: bytes.count - 8)
        guard trailer.readUInt64() == checksum(body) else { return nil }
        var header = BinaryReader(body, offset: magic.count)
        guard header.readUInt32() == formatVersion, let count = header.readUInt32().map(Int.init),
              count <= body.count / 8 else { return nil }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for _ in 0..<count {
            guard let offset = header.readUInt64(), offset < UInt64(body.count) else { return nil }
            offsets.append(Int(offset))
        }
        guard count == 0 || offsets[0] == header.offset else { return nil }
        let starts = offsets
        let chunk = 4096
        let shared = SharedBuffer(bytes: body)
        let decoded = parallelMap(Array(stride(from: 0, to: count, by: chunk)), chunkSize: 1) { start -> [Record]? in
            var records: [Record] = []
            records.reserveCapacity(min(chunk, count - start))
            for index in start..<min(start + chunk, count) {
                var reader = BinaryReader(shared.bytes, offset: starts[index])
                guard let path = reader.readString(), let size = reader.readInt64(), let modified = reader.readInt64(),
                      let changed = reader.readInt64(),
                      let result = decodeResult(&reader, path: path),
                      reader.offset == (index + 1 < count ? starts[index + 1] : shared.bytes.count) else { return nil }
                records.append(Record(path: path, size: Int(size), modified: modified, changed: changed, result: result))
            }
            return records
        }
        var cache = VaultCache()
        cache.records.reserveCapacity(count)
        for part in decoded {
            guard let part else { return nil }
            cache.records += part
        }
        return cache
    }

    /// A 64-bit checksum of the bytes (detects truncation and damage, not tampering).
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        // FNV-1a over 64-bit little-endian words (then the last bytes one by one): the same
        // mixing as byte-wise FNV-1a, eight times fewer steps.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var index = 0
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                hash = (hash ^ UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))) &* prime
                index += 8
            }
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* prime
            index += 1
        }
        return hash
    }
}

/// A read-only buffer shared by the tasks that decode it.
private struct SharedBuffer: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}
