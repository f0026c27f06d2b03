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
        return bytes.withUnsafeBufferPointer { buffer -> VaultReader.FileResult? in
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
            bytes.withUnsafeBufferPointer { buffer in
                // The record was checked at load: its path length is in range.
                let start = Self.recordOffset(buffer, index)
                let length = Int(UInt32(littleEndian: UnsafeRawPointer(buffer.baseAddress! + start).loadUnaligned(as: UInt32.self)))
                let shared = min(length, wanted.count)
                if shared > 0, let other = wanted.baseAddress {
                    let order = memcmp(buffer.baseAddress! + start + 4, other, shared)
                    if order != 0 { return Int(order) }
                }
                return length - wanted.count
            }
        }
    }
}
