#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding a file's record in a loaded cache, in place: paths are compared as bytes inside the
/// cache buffer and the walk's sorted files meet the sorted records side by side, so a warm run
/// builds no string or dictionary per record.
extension VaultCache {
    /// The index of the first record whose path is not less than `path` in UTF-8 byte order
    /// (binary search): among the ``samples`` first, then among the records between two of
    /// them, so a lookup reads a few neighbouring records of the file (the pages of a large
    /// mapped cache that a pass lets go stay let go), not one on each level of a search over
    /// all of them.
    func firstIndex(notBefore path: String) -> Int {
        var path = path
        return path.withUTF8 { wanted in
            bytes.withBytes { buffer in
                var (low, high) = samples.candidates(notBefore: wanted, count: count)
                while low < high {
                    let middle = (low + high) / 2
                    if Self.comparePath(buffer, at: middle, with: wanted) < 0 { low = middle + 1 } else { high = middle }
                }
                return low
            }
        }
    }

    /// The path of record `index` in a checked cache's bytes (the first text of its texts block,
    /// after the block's length: ``RecordLayout``).
    static func pathBytes(_ buffer: UnsafeBufferPointer<UInt8>, ofRecord index: Int) -> UnsafeBufferPointer<UInt8> {
        let start = recordOffset(buffer, index) + 4
        let length = Int(UInt32(littleEndian: UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(as: UInt32.self)))
        return UnsafeBufferPointer(rebasing: buffer[start + 4..<start + 4 + length])
    }

    /// Every ``spacing``-th record's path (records 0, 256, 512...), copied out of a checked
    /// cache file: a lookup by path (``firstIndex(notBefore:)``) searches these, in memory of
    /// their own, then only the records between two of them.
    struct PathSamples: Sendable {
        /// How many records apart the samples are.
        static let spacing = 256
        /// The paths, one after another.
        private var paths: [UInt8] = []
        /// Where each path ends in ``paths``.
        private var ends: [Int] = []

        /// Adds the next sample's path.
        mutating func append(_ path: UnsafeBufferPointer<UInt8>) {
            paths.append(contentsOf: path)
            ends.append(paths.count)
        }

        /// Adds the samples of the next records.
        mutating func append(contentsOf other: PathSamples) {
            let base = paths.count
            paths.append(contentsOf: other.paths)
            ends.append(contentsOf: other.ends.map { $0 + base })
        }

        /// The records among which the first one not before `wanted` is (the last one's index,
        /// `count`, when none is): all of them without samples, else those after the last sample
        /// that comes before `wanted`, up to the first that does not.
        ///
        /// - Parameters:
        ///   - wanted: A path's UTF-8 bytes.
        ///   - count: How many records the cache has.
        /// - Returns: The range's bounds, `low...high` (`high` is the answer when no record in
        ///   `low..<high` is not before `wanted`).
        func candidates(notBefore wanted: UnsafeBufferPointer<UInt8>, count: Int) -> (low: Int, high: Int) {
            guard !ends.isEmpty, (ends.count - 1) * Self.spacing < count else { return (0, count) }
            // How many samples come before `wanted`.
            var low = 0, high = ends.count
            paths.withUnsafeBufferPointer { paths in
                while low < high {
                    let middle = (low + high) / 2
                    let start = middle == 0 ? 0 : ends[middle - 1]
                    let sample = UnsafeBufferPointer(rebasing: paths[start..<ends[middle]])
                    if Self.compare(sample, wanted) < 0 { low = middle + 1 } else { high = middle }
                }
            }
            return (low == 0 ? 0 : (low - 1) * Self.spacing + 1, low < ends.count ? low * Self.spacing : count)
        }

        /// The UTF-8 byte order of two paths: negative when `lhs` comes first, 0 when equal.
        static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
            let shared = min(lhs.count, rhs.count)
            if shared > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
                let order = memcmp(left, right, shared)
                if order != 0 { return Int(order) }
            }
            return lhs.count - rhs.count
        }
    }

    /// The cached reading of a file when its record is fresh for the file's current status (see
    /// the type's rule), else `nil`.
    ///
    /// - Parameters:
    ///   - path: The file's vault-relative path.
    ///   - status: Its status, just taken.
    ///   - cursor: The index of the first record not yet passed; files must be asked for in
    ///     path order (as ``VaultWalker`` lists them), and the cursor moves past the records of
    ///     files that no longer exist.
    func freshResult(for path: String, status: FileSystem.Status, cursor: inout Int) -> VaultReader.FileResult? {
        var order = 1
        while cursor < count {
            order = comparePath(at: cursor, with: path)
            guard order < 0 else { break }
            cursor += 1
        }
        guard order == 0 else { return nil }
        return bytes.withBytes { buffer -> VaultReader.FileResult? in
            guard let record = Self.layout(buffer, at: Self.recordOffset(buffer, cursor)),
                  record.size == status.size, record.modified == status.modified, record.changed == status.changed,
                  max(status.modified, status.changed) < written else { return nil }
            return result(record, path: path)
        }
    }

    /// The byte order of record `index`'s path against `path`: negative when the record's comes
    /// first, 0 when they are equal.
    func comparePath(at index: Int, with path: String) -> Int {
        var path = path
        return path.withUTF8 { wanted in
            bytes.withBytes { buffer in Self.comparePath(buffer, at: index, with: wanted) }
        }
    }

    /// The byte order of record `index`'s path in a checked cache's bytes against `wanted`:
    /// negative when the record's comes first, 0 when they are equal.
    static func comparePath(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int, with wanted: UnsafeBufferPointer<UInt8>) -> Int {
        // The record was checked at load: its path length is in range. The path is the first
        // text of the record's texts block, after the block's length (``RecordLayout``).
        let start = recordOffset(buffer, index) + 4
        let length = Int(UInt32(littleEndian: UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(as: UInt32.self)))
        let shared = min(length, wanted.count)
        if shared > 0, let other = wanted.baseAddress {
            let order = memcmp(buffer.baseAddress! + start + 4, other, shared)
            if order != 0 { return Int(order) }
        }
        return length - wanted.count
    }

    /// The cached readings of a run of files when every one has a fresh record (see the type's
    /// rule), else `nil`: ``freshResult(for:status:cursor:)`` for each, with the cache's bytes
    /// held once for the run rather than once per comparison (each hold of the one shared
    /// buffer counts its reference, from every core at once).
    ///
    /// - Parameters:
    ///   - group: The positions of the files in `files`, in path order (one month folder).
    ///   - files: The walk's files.
    ///   - statuses: Their statuses, as the walk took them, in the order of `files`.
    /// - Returns: One reading per position of `group`, or `nil` when any file must be read.
    func freshReadings(_ group: Range<Int>, files: [VaultWalker.File], statuses: [FileSystem.Status?]) -> [VaultReader.Reading]? {
        guard !group.isEmpty else { return [] }
        return bytes.withBytes { buffer -> [VaultReader.Reading]? in
            var readings: [VaultReader.Reading] = []
            readings.reserveCapacity(group.count)
            var cursor = -1
            for index in group {
                guard let status = VaultReader.cacheable(statuses[index]) else { return nil }
                var path = files[index].path
                let found = path.withUTF8 { wanted -> Bool in
                    if cursor < 0 {
                        // The first file: a binary search for its record.
                        var low = 0, high = count
                        while low < high {
                            let middle = (low + high) / 2
                            if Self.comparePath(buffer, at: middle, with: wanted) < 0 { low = middle + 1 } else { high = middle }
                        }
                        cursor = low
                    }
                    var order = 1
                    while cursor < count {
                        order = Self.comparePath(buffer, at: cursor, with: wanted)
                        guard order < 0 else { break }
                        cursor += 1
                    }
                    return order == 0
                }
                guard found, let record = Self.layout(buffer, at: Self.recordOffset(buffer, cursor)),
                      record.size == status.size, record.modified == status.modified, record.changed == status.changed,
                      max(status.modified, status.changed) < written else { return nil }
                readings.append(VaultReader.Reading(result: result(record, path: path, in: buffer), fromCache: true))
            }
            return readings
        }
    }
}
