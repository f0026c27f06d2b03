/// What `vault index` learned about each file last time, so a warm run re-reads only the files
/// that changed (DESIGN section 7).
///
/// Stored in `.vault/cache/index.bin`: a magic number, the format version, the record count, a
/// table of record offsets, the records sorted by path, and a checksum. A record holds a file's
/// vault-relative path, size and modification time and what reading it gave (its summary and its
/// problems); its layout is ``RecordLayout``'s. A record is used only when the file's size and modification time (nanoseconds) are
/// unchanged and the file was modified before the cache was written (else a change within the
/// same clock tick could hide: the "racy git" rule). A missing, truncated, corrupt, foreign or
/// older-format cache is ignored and rebuilt. The file is written atomically, so two processes at
/// once each leave a whole cache.
///
/// A loaded cache is the file's bytes, mapped (``VaultCache/mapped(_:)``) and kept as they are:
/// records are found through the offset table and read in place (``VaultCache+Lookup.swift``),
/// and a cached summary's texts are a slice of the same bytes (``SharedBytes``), so a warm run
/// makes no heap object per record and copies nothing of the file. Every record is checked once
/// when the cache is loaded, on all cores.
struct VaultCache: Sendable {
    /// The format this version writes and reads; bump it when parsing, the wording of a cached
    /// problem or the record layout changes: results must not depend on the cache.
    ///
    /// Format 11 and later: the flags byte holds `anniversary` (bit 1)
    /// beside `starred` (bit 0); each record keeps the body's words and characters; a summary's
    /// texts are one block (``EntrySummary/withStorage(_:)``), read in place; a cached problem's message
    /// and hint are whole (only the outside text they quote is cut at 260 characters); a title of
    /// only Unicode blanks (U+3000) is no title, and a byte order mark at the start of the body
    /// is not part of it. Format 12: nested values are read (`NestedValueReader`), so a tag list
    /// written over several lines with quotes or comments has its tags. Format 13: bit 2 of the
    /// flags byte marks a file with unresolved conflict markers, whose summary (and, for markers
    /// in the front matter, whose having one) follows ``EntrySummary/readConflicted(_:path:countsText:firstMarker:)``. Format 14: bit 3
    /// of the flags byte is `private` (``EntrySummary/isPrivate``, for `vault site`). Format 15: a
    /// record's path is stored once, as the first text of its texts block (``RecordLayout``),
    /// not again before it (about 45 bytes less per entry). Each of these changed what a record
    /// holds or means, so each bumped the version, and a cache of an earlier version is
    /// rebuilt once (never read: the version is checked before anything else).
    static let formatVersion: UInt32 = 15
    /// The file's first 8 bytes.
    static let magic: [UInt8] = Array("VAULTIDX".utf8)
    /// The cache's path relative to the vault root.
    static let relativePath = ".vault/cache/index.bin"
    /// The offset of the record offset table: after the magic number, the version and the count.
    static let tableOffset = 16

    /// One file's reading, as a new cache is built from.
    struct Record: Sendable {
        var path: String
        var size: Int
        var modified: Int64
        var changed: Int64
        var result: VaultReader.FileResult
    }

    /// The whole cache file: header, offset table, records, checksum; shared with the summaries
    /// read from it.
    let bytes: SharedBytes
    /// How many records it holds.
    let count: Int
    /// When the cache file was written, in nanoseconds since 1970, or `Int64.max` for a new cache.
    var written: Int64 = .max
    /// Every 256th record's path, taken when the file was checked (none for a new cache), for
    /// ``firstIndex(notBefore:)``.
    var samples = PathSamples()

    /// Encodes a new cache.
    ///
    /// - Parameter records: The records, sorted by the UTF-8 bytes of their paths (the order
    ///   ``VaultWalker`` lists files in).
    init(records: [Record]) {
        self.bytes = SharedBytes.copying(Self.encode(records))
        self.count = records.count
    }

    /// A cache over bytes already checked by ``decode(_:)-(SharedBytes)``.
    private init(checked bytes: SharedBytes, count: Int, samples: PathSamples) {
        self.bytes = bytes
        self.count = count
        self.samples = samples
    }

    /// Every record, decoded into Swift values (for completion and the tests; the index reads
    /// records in place instead).
    var records: [Record] {
        (0..<count).map { index in
            bytes.withBytes { buffer in
                let record = Self.layout(buffer, at: Self.recordOffset(buffer, index))!
                let path = String(decoding: UnsafeBufferPointer(rebasing: buffer[record.path]), as: UTF8.self)
                return Record(path: path, size: record.size, modified: record.modified, changed: record.changed,
                              result: result(record, path: path))
            }
        }
    }

    /// Loads the cache of a vault, or returns `nil` when there is none or it cannot be trusted.
    ///
    /// The file is mapped (``mapped(_:)``), or read when it cannot be.
    ///
    /// - Parameter vault: The vault.
    static func load(_ vault: Vault) -> VaultCache? {
        let path = vault.absolutePath(relativePath)
        guard let status = FileSystem.status(path), status.kind == .regular,
              let bytes = mapped(path) ?? (try? FileSystem.read(path)).map(SharedBytes.copying) else { return nil }
        var cache = decode(bytes)
        cache?.written = status.modified
        return cache
    }

    /// Writes the cache of a vault atomically, creating `.vault/cache/` (with a `.gitignore` that
    /// ignores it) when needed; nothing in a folder without `.vault/`. Failures are ignored: the
    /// cache only saves time.
    ///
    /// - Parameter vault: The vault.
    func save(_ vault: Vault) {
        Self.write(encoded(), to: vault)
    }

    /// Writes a new cache of records (as ``init(records:)`` then ``save(_:)`` would) without
    /// keeping a second copy of its bytes.
    ///
    /// - Parameters:
    ///   - records: The records, sorted by the UTF-8 bytes of their paths.
    ///   - vault: The vault.
    static func save(_ records: [Record], to vault: Vault) {
        write(encode(records), to: vault)
    }

    /// Writes cache bytes as ``save(_:)`` says.
    static func write(_ bytes: [UInt8], to vault: Vault) {
        let folder = vault.absolutePath(".vault/cache")
        // A folder without `.vault/` is not marked as a vault: nothing is written into it.
        guard FileSystem.status(vault.absolutePath(".vault"), follow: true)?.kind == .directory else { return }
        if FileSystem.status(folder, follow: true)?.kind != .directory {
            guard FileSystem.makeFolder(folder) else { return }
            try? AtomicWriter.write(Array("*\n".utf8), to: folder + "/.gitignore", displayPath: ".vault/cache/.gitignore")
        }
        try? AtomicWriter.write(bytes, to: vault.absolutePath(relativePath), displayPath: relativePath)
    }

    /// The cache as bytes.
    func encoded() -> [UInt8] { bytes.withBytes { Array($0) } }

    /// Encodes records into the bytes of a cache file.
    static func encode(_ records: [Record]) -> [UInt8] {
        var encoder = Encoder(count: records.count)
        for record in records { encoder.add(record) }
        return encoder.finish()
    }

    /// Writes one record (``RecordLayout``) at the writer's end.
    static func encode(_ record: Record, into writer: inout BinaryWriter) {
        // The texts block first, whose first text is the path (``RecordLayout``): a
        // summary's packed texts, or the path alone.
        if var summary = record.result.summary {
            // A summary names its file: one read at another path is packed again with the
            // record's path (never the case in a scan, which reads each file at its path).
            if !summary.withTexts({ $0.path.elementsEqual(record.path.utf8) }) { summary = summary.moved(to: record.path) }
            summary.withStorage { storage in
                writer.write(UInt32(storage.count))
                writer.append(storage)
            }
        } else {
            writer.write(UInt32(4 + record.path.utf8.count))
            writer.write(record.path)
        }
        writer.write(Int64(record.size))
        writer.write(record.modified)
        writer.write(record.changed)
        Self.encode(record.result, into: &writer)
    }

    /// Reads cache bytes (copied), or returns `nil` when anything is off.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> VaultCache? {
        decode(SharedBytes.copying(bytes))
    }

    /// Reads cache bytes (copied), or returns `nil` when anything is off.
    static func decode(_ bytes: [UInt8]) -> VaultCache? {
        decode(SharedBytes.copying(bytes))
    }

    /// Takes cache bytes after checking all of them, or returns `nil` when anything is off: the
    /// checksum, the header, and every record (its lengths, its texts' UTF-8, its problems), on
    /// all cores and without building a value per record.
    static func decode(_ bytes: SharedBytes) -> VaultCache? {
        let header = bytes.withBytes { buffer -> Int? in
            guard buffer.count >= tableOffset + 8, buffer.prefix(magic.count).elementsEqual(magic) else { return nil }
            let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
            var trailer = BinaryReader(buffer, offset: buffer.count - 8)
            // A large mapped file's pages are let go behind the checksum, 4 MiB at a time.
            let sum = checksum(body) { window in bytes.releasePages(window) }
            guard trailer.readUInt64() == sum else { return nil }
            var header = BinaryReader(body, offset: magic.count)
            guard header.readUInt32() == formatVersion, let count = header.readUInt32().map(Int.init),
                  count <= (body.count - tableOffset) / 8,
                  count == 0 || recordOffset(body, 0) == tableOffset + 8 * count else { return nil }
            return count
        }
        guard let count = header else { return nil }
        let chunk = 8192  // a multiple of ``PathSamples/spacing``
        // Each chunk's records checked, then its samples taken (``PathSamples``), or `nil`.
        let checked = parallelMap(Array(stride(from: 0, to: count, by: chunk)), chunkSize: 1) { start -> PathSamples? in
            bytes.withBytes { buffer in
                let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
                let records = start..<min(start + chunk, count)
                let valid = records.allSatisfy { index in
                    let end = index + 1 < count ? recordOffset(body, index + 1) : body.count
                    return isValidRecord(body, from: recordOffset(body, index), to: end)
                }
                // And behind each chunk's check (a large file's: ``mapped(_:releasingFrom:)``).
                var samples = PathSamples()
                if valid {
                    for index in stride(from: start, to: records.upperBound, by: PathSamples.spacing) {
                        samples.append(pathBytes(body, ofRecord: index))
                    }
                }
                let end = records.upperBound < count ? recordOffset(body, records.upperBound) : body.count
                bytes.releasePages(recordOffset(body, start)..<end)
                return valid ? samples : nil
            }
        }
        var samples = PathSamples()
        for part in checked {
            guard let part else { return nil }
            samples.append(contentsOf: part)
        }
        return VaultCache(checked: bytes, count: count, samples: samples)
    }

    /// A 64-bit checksum of the bytes (detects truncation and damage, not tampering).
    ///
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - passed: Called with each window of 4 MiB (the last one shorter) once it is summed,
    ///     so the caller can let its memory go (``SharedBytes/releasePages(_:)``).
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>, passed: ((Range<Int>) -> Void)? = nil) -> UInt64 {
        // FNV-1a over 64-bit little-endian words (then the last bytes one by one): the same
        // mixing as byte-wise FNV-1a, eight times fewer steps.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var index = 0
        if let base = bytes.baseAddress {
            let words = bytes.count - bytes.count % 8
            while index < words {
                let windowStart = index, windowEnd = min(words, index + (1 << 22))
                while index < windowEnd {
                    hash = (hash ^ UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))) &* prime
                    index += 8
                }
                passed?(windowStart..<windowEnd)
            }
        }
        while index < bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* prime
            index += 1
        }
        return hash
    }
}
