#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// A file's identity, its device and inode numbers (`st_dev`, `st_ino`, POSIX `stat`):
    /// two paths with the same identity are one file (a hard link).
    struct Identity: Hashable, Sendable {
        /// The device.
        var device: UInt64
        /// The inode.
        var inode: UInt64
    }

    /// The identity of the file at a path, not following a final symbolic link, or `nil` when
    /// there is nothing there.
    static func identity(_ path: String) -> Identity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Makes `path` a hard link to `source`, or to the file a symbolic link `source` leads to
    /// (POSIX `linkat` with `AT_SYMLINK_FOLLOW`; plain `link` links the symbolic link itself on
    /// Linux); `false` when the system refuses (another file system, a file system without links,
    /// a file already at `path`).
    static func hardLink(_ source: String, at path: String) -> Bool {
        linkat(AT_FDCWD, source, AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0
    }

    /// Removes a file (POSIX `unlink`); `false` when there was none or it could not be removed.
    @discardableResult
    static func removeFile(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// Removes an empty folder (POSIX `rmdir`); `false` when it is not empty or cannot be removed.
    @discardableResult
    static func removeEmptyFolder(_ path: String) -> Bool {
        rmdir(path) == 0
    }
}

extension AtomicWriter {
    /// Replaces a file atomically as ``write(_:to:expectedOriginal:displayPath:)`` does (a
    /// temporary file in the same folder, then `rename`, so a reader sees the old bytes or the
    /// new, never a part), without `fsync`: for files made from others that are made again
    /// when lost (the pages of `vault site`), where flushing each of thousands of files to the
    /// disk would be most of the time. A new file gets mode 0644.
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` naming `displayPath`.
    static func writeRebuildable(_ bytes: [UInt8], to path: String, displayPath: String) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "/." + name + TemporaryFiles.marker + "XXXXXX").utf8CString)
        TemporaryFiles.installHandlers()
        let descriptor = template.withUnsafeMutableBufferPointer { TemporaryFiles.create($0.baseAddress!) }
        guard descriptor >= 0 else { throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno)) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer { TemporaryFiles.forget(temporary) }
        var failure = FileSystem.writeAll(bytes, to: descriptor)
        if failure == nil, fchmod(descriptor, 0o644) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(failure))
        }
    }
}

extension FileSystem {
    /// Writes a file that is not there yet with a plain `open(O_CREAT | O_EXCL)` and `write`, mode
    /// 0644, without a temporary file or `fsync`: for files made from others that nobody reads
    /// before they are complete (a new page of `vault site`; ``SiteOutput`` says why a crash
    /// meanwhile does no harm).
    ///
    /// - Returns: `true` when the file was written, `false` when something is already at the
    ///   path (`EEXIST`; nothing is written): one `open` tells both, with no `stat` before it.
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` naming `displayPath`.
    @discardableResult
    static func writeNewFile(_ bytes: [UInt8], to path: String, displayPath: String) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return false }
            throw VaultError.writeFailed(path: displayPath, reason: errorText(errno))
        }
        var failure = FileSystem.writeAll(bytes, to: descriptor)
        if close(descriptor) != 0, failure == nil { failure = errno }
        if let failure {
            unlink(path)
            throw VaultError.writeFailed(path: displayPath, reason: errorText(failure))
        }
        return true
    }
}

extension FileSystem {
    /// Writes every byte of `bytes` to an open file: again after `EINTR`, and on from where a
    /// short write stopped (POSIX `write(2)` may write fewer bytes than asked).
    ///
    /// - Returns: `nil` when every byte was written, else the `errno` of the write that failed.
    static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWriteBytes(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }
    }
}

/// POSIX `write`, named apart from the methods called `write`.
private func systemWriteBytes(_ descriptor: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
