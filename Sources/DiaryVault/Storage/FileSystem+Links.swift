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

    /// Makes `path` a hard link to `source` (POSIX `link`); `false` when the system refuses
    /// (another file system, a file system without links, a file already at `path`).
    static func hardLink(_ source: String, at path: String) -> Bool {
        link(source, path) == 0
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
