#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EntryMover {
    /// What ``renameWithoutReplacing(_:to:)`` did.
    enum RenameOutcome: Equatable, Sendable {
        /// The file has its new name and no longer its old one.
        case moved
        /// The system refused, with this `errno` (`EEXIST`: a file is already at the new name).
        case failed(Int32)
        /// The system or the file system has no rename that refuses to replace a file.
        case unsupported
    }

    /// Renames a file in one atomic step that fails rather than replace a file at `target`:
    /// `renameat2(2)` with `RENAME_NOREPLACE` on Linux (glibc 2.28, Linux 3.15; ext4, xfs, btrfs,
    /// tmpfs and most others), `renamex_np(2)` with `RENAME_EXCL` on macOS (10.12, APFS and HFS+).
    /// Both are looked up at run time (`dlsym`), so an older C library gives ``RenameOutcome/unsupported``
    /// instead of a link error.
    ///
    /// Unlike `rename(2)`, which silently replaces an existing `target`, this never destroys a
    /// file; unlike a copy, the file keeps its inode, owner, permissions and times, and no
    /// moment exists when it is missing or half written.
    ///
    /// - Parameters:
    ///   - source: The file's absolute path.
    ///   - target: The new absolute path, which must not exist.
    static func renameWithoutReplacing(_ source: String, to target: String) -> RenameOutcome {
        let handle = dlopen(nil, RTLD_NOW)
        defer { if let handle { dlclose(handle) } }
        #if canImport(Glibc)
        typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(handle, "renameat2") else { return .unsupported }
        // RENAME_NOREPLACE is 1 (linux/fs.h); Glibc's module does not export it.
        let result = unsafeBitCast(symbol, to: Function.self)(AT_FDCWD, source, AT_FDCWD, target, 1)
        #else
        typealias Function = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(handle, "renamex_np") else { return .unsupported }
        // RENAME_EXCL is 0x4 (sys/stdio.h).
        let result = unsafeBitCast(symbol, to: Function.self)(source, target, 0x4)
        #endif
        if result == 0 { return .moved }
        let code = errno
        return [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(code) ? .unsupported : .failed(code)
    }
}
