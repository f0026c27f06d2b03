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
    /// (binary search).
    func firstIndex(notBefore path: String) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if comparePath(at: middle, with: path) < 0 { low = middle + 1 } else { high = middle }
        }
        return low
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
