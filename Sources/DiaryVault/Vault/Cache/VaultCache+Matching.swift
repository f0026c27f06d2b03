/// The record numbers a warm walk keeps in place of files (``VaultWalker/list(_:matching:keepsStatuses:)``):
/// checking a record against a status, taking its reading, and carrying it into a new cache as
/// its bytes, all without a string or a summary made for a record that is only passed on.
extension VaultCache {
    /// Whether record `index` is fresh for a file's status, just taken (the type's rule: the
    /// same size, modification and status-change times, both older than the cache file).
    ///
    /// - Parameters:
    ///   - index: A record number, below ``count``.
    ///   - status: The file's status (a regular file's: ``VaultReader/cacheable(_:)``).
    ///   - buffer: ``bytes``, held by the caller.
    func isFresh(record index: Int, for status: FileSystem.Status, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let record = Self.layout(buffer, at: Self.recordOffset(buffer, index)) else { return false }
        return record.size == status.size && record.modified == status.modified && record.changed == status.changed
            && max(status.modified, status.changed) < written
    }

    /// Lets the memory of records `range` go until they are read again, when the cache is a
    /// large mapped file (``SharedBytes/releasePages(_:)``; nothing otherwise): a pass over the
    /// records in order calls it behind itself. The offset table stays.
    ///
    /// - Parameter range: Record numbers, within ``count``.
    func releaseRecords(_ range: Range<Int>) {
        guard bytes.releasesPages, !range.isEmpty else { return }
        bytes.withBytes { buffer in
            let end = range.upperBound < count ? Self.recordOffset(buffer, range.upperBound) : buffer.count - 8
            bytes.releasePages(Self.recordOffset(buffer, range.lowerBound)..<end)
        }
    }

    /// The reading record `index` holds (``result(_:path:in:)``); its path is made into a string
    /// only when the record holds a problem (most hold none).
    ///
    /// - Parameters:
    ///   - index: A record number, below ``count``.
    ///   - buffer: ``bytes``, held by the caller.
    func result(ofRecord index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> VaultReader.FileResult {
        guard let record = Self.layout(buffer, at: Self.recordOffset(buffer, index)) else { return VaultReader.FileResult() }
        var reader = BinaryReader(buffer, offset: record.problems)
        let path = reader.readUInt32() == 0 ? "" : String(decoding: UnsafeBufferPointer(rebasing: buffer[record.path]), as: UTF8.self)
        return result(record, path: path, in: buffer)
    }

    /// Record `index` decoded into a ``Record`` (its path a new string, its summary's texts
    /// still in ``bytes``).
    ///
    /// - Parameter index: A record number, below ``count``.
    func record(_ index: Int) -> Record {
        bytes.withBytes { buffer in
            let record = Self.layout(buffer, at: Self.recordOffset(buffer, index))!
            let path = String(decoding: UnsafeBufferPointer(rebasing: buffer[record.path]), as: UTF8.self)
            return Record(path: path, size: record.size, modified: record.modified, changed: record.changed,
                          result: result(record, path: path, in: buffer))
        }
    }

    /// The path of record `index`.
    ///
    /// - Parameter index: A record number, below ``count``.
    func path(ofRecord index: Int) -> String {
        bytes.withBytes { buffer in
            let record = Self.layout(buffer, at: Self.recordOffset(buffer, index))!
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[record.path]), as: UTF8.self)
        }
    }

    /// The status record `index` was made for: a regular file's size and times (the rest of a
    /// status, which the record does not hold, is 0). Only for a record found fresh, whose file
    /// has those.
    ///
    /// - Parameter index: A record number, below ``count``.
    func status(ofRecord index: Int) -> FileSystem.Status {
        bytes.withBytes { buffer in
            let record = Self.layout(buffer, at: Self.recordOffset(buffer, index))!
            return FileSystem.Status(kind: .regular, size: record.size, modified: record.modified, changed: record.changed,
                                     permissions: 0)
        }
    }

    /// The bytes of record `index` as the file holds them: a record names no offset, so they
    /// are a whole record at any place of another cache file.
    ///
    /// - Parameters:
    ///   - index: A record number, below ``count``.
    ///   - buffer: ``bytes``, held by the caller.
    static func recordBytes(_ index: Int, count: Int, in buffer: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let start = recordOffset(buffer, index)
        let end = index + 1 < count ? recordOffset(buffer, index + 1) : buffer.count - 8
        return UnsafeBufferPointer(rebasing: buffer[start..<end])
    }

    /// Builds the bytes of a cache file one record at a time, in path order: a new reading
    /// (``add(_:)``) or a record of a loaded cache copied as it is (``add(record:of:)``), so a
    /// warm run that read a few files writes the new cache without decoding the others.
    struct Encoder {
        /// The bytes so far: header, offset table, the records added.
        private var writer = BinaryWriter()
        /// How many records the table has room for.
        private let count: Int
        /// How many were added.
        private var added = 0

        /// Starts a cache of `count` records.
        ///
        /// - Parameter count: How many records will be added.
        init(count: Int) {
            self.count = count
            writer.append(VaultCache.magic)
            writer.write(VaultCache.formatVersion)
            writer.write(UInt32(count))
            writer.append([UInt8](repeating: 0, count: 8 * count))
        }

        /// Notes the offset of the next record in the table.
        private mutating func startRecord() {
            precondition(added < count, "more records than the cache was started with")
            let offset = UInt64(writer.bytes.count)
            writer.setBytes(of: offset.littleEndian, at: VaultCache.tableOffset + 8 * added)
            added += 1
        }

        /// Adds a new reading.
        ///
        /// - Parameter record: The record, after those added before in path order.
        mutating func add(_ record: Record) {
            startRecord()
            VaultCache.encode(record, into: &writer)
        }

        /// Adds a record of a loaded cache, its bytes copied.
        ///
        /// - Parameters:
        ///   - index: The record's number in `cache`.
        ///   - cache: The loaded cache.
        ///   - buffer: `cache`'s bytes, held by the caller.
        mutating func add(record index: Int, of cache: VaultCache, in buffer: UnsafeBufferPointer<UInt8>) {
            startRecord()
            writer.append(VaultCache.recordBytes(index, count: cache.count, in: buffer))
        }

        /// The file's bytes, with the checksum; every record must have been added.
        mutating func finish() -> [UInt8] {
            precondition(added == count, "fewer records than the cache was started with")
            var bytes = writer.takeBytes()
            let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
            withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
            return bytes
        }
    }
}
