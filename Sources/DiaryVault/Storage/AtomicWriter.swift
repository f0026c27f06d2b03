#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader, a crash or a second process never sees a half-written file.
///
/// The bytes go to a temporary file in the same folder (same file system, so `rename(2)` is
/// atomic per POSIX), which is flushed with `fsync`, given the permissions of the file it
/// replaces, and renamed over it; the folder is then synced so the rename survives a crash.
/// An interrupted write leaves the original intact and at most a hidden `.*.vault-tmp-*` file;
/// SIGINT, SIGTERM and SIGHUP remove that file before the process ends (``TemporaryFiles``).
///
/// A file the user may not write (`chmod 444`) is never replaced, although renaming over it in a
/// writable folder would work: its mode says it must not change. A replaced file keeps its owner
/// and group (`fchown` to the original's), or is not replaced when they cannot be kept.
enum AtomicWriter {
    /// Writes `bytes` to `path`, replacing any file there.
    ///
    /// - Parameters:
    ///   - bytes: The new contents.
    ///   - path: The absolute destination path.
    ///   - expectedOriginal: When given, the bytes the caller read from `path` earlier: if the file
    ///     now holds anything else (someone edited it meanwhile), nothing is written. An empty
    ///     array means the file must not exist yet.
    ///   - displayPath: The path to name in errors.
    /// - Throws: ``VaultError/changedOnDisk(path:)`` when the file changed since it was read;
    ///   ``VaultError/readOnlyFile(path:)`` when the user has no write permission on it;
    ///   ``VaultError/writeFailed(path:reason:)`` when the system refuses (also when the owner and
    ///   group of the file cannot be kept).
    static func write(_ bytes: [UInt8], to path: String, expectedOriginal: [UInt8]? = nil, displayPath: String) throws {
        try write(to: path, expectedOriginal: expectedOriginal, displayPath: displayPath) { output in try output(bytes) }
    }

    /// Writes a file whose bytes `produce` hands over piece by piece (an archive written as it is
    /// built), with the guarantees of ``write(_:to:expectedOriginal:displayPath:)``: nothing is at
    /// `path` until every piece is written and flushed.
    ///
    /// - Parameters:
    ///   - path: The absolute destination path.
    ///   - expectedOriginal: As for ``write(_:to:expectedOriginal:displayPath:)``.
    ///   - displayPath: The path to name in errors.
    ///   - produce: Called once with the function that appends bytes to the temporary file; what
    ///     it throws stops the write and removes the temporary file.
    /// - Throws: As ``write(_:to:expectedOriginal:displayPath:)``, and what `produce` throws.
    static func write(to path: String, expectedOriginal: [UInt8]? = nil, displayPath: String,
                      _ produce: (_ output: ([UInt8]) throws -> Void) throws -> Void) throws {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let existing = FileSystem.status(path, follow: true)
        if let expectedOriginal {
            try checkUnchanged(path, expected: expectedOriginal, displayPath: displayPath)
        }
        if let existing, !isWritable(path, existing) { throw VaultError.readOnlyFile(path: displayPath) }
        // Only a regular file lends its mode and owner: a link to a device (a cache file linked
        // to /dev/zero) would give the new file the device's 0666 and owner.
        let model = existing?.kind == .regular ? existing : nil
        let permissions = model.map { mode_t($0.permissions) } ?? 0o644
        let temporary = try writeTemporary(folder: folder, name: name, permissions: permissions,
                                           owner: model.map { ($0.owner, $0.group) }, displayPath: displayPath, produce)
        defer { TemporaryFiles.forget(temporary) }
        do {
            if let expectedOriginal {
                // Check once more right before the rename to keep the window small.
                try checkUnchanged(path, expected: expectedOriginal, displayPath: displayPath)
            }
            TemporaryFiles.pauseForTesting()
            guard rename(temporary, path) == 0 else {
                throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
            }
        } catch {
            unlink(temporary)
            throw error
        }
        syncFolder(folder)
    }

    /// Writes `bytes` to a new hidden temporary file `.<name>.vault-tmp-XXXXXX` in `folder`,
    /// flushed with `fsync` and given `permissions` (and `owner`, a user and group id, when given
    /// and not already the process's), and returns its path. The path is registered with
    /// ``TemporaryFiles`` from its creation, so a signal removes it; the caller forgets it once
    /// it is renamed or removed.
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` naming `displayPath`; no temporary file
    ///   is left behind then.
    static func writeTemporary(_ bytes: [UInt8], folder: String, name: String, permissions: mode_t,
                               owner: (user: UInt32, group: UInt32)? = nil, displayPath: String) throws -> String {
        try writeTemporary(folder: folder, name: name, permissions: permissions, owner: owner, displayPath: displayPath) { output in
            try output(bytes)
        }
    }

    /// ``writeTemporary(_:folder:name:permissions:owner:displayPath:)`` with the bytes handed
    /// over piece by piece by `produce`.
    static func writeTemporary(folder: String, name: String, permissions: mode_t, owner: (user: UInt32, group: UInt32)? = nil,
                               displayPath: String, _ produce: (_ output: ([UInt8]) throws -> Void) throws -> Void) throws -> String {
        var template = Array((folder + "/." + name + TemporaryFiles.marker + "XXXXXX").utf8CString)
        TemporaryFiles.installHandlers()
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            TemporaryFiles.create(buffer.baseAddress!)
        }
        guard descriptor >= 0 else {
            throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            try produce { bytes in
                if let failure = FileSystem.writeAll(bytes, to: descriptor) {
                    throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(failure))
                }
            }
            if let owner, owner.user != UInt32(geteuid()) || owner.group != UInt32(getegid()),
               fchown(descriptor, uid_t(owner.user), gid_t(owner.group)) != 0 {
                throw VaultError.writeFailed(path: displayPath, reason: "cannot keep the file's owner and group (\(FileSystem.errorText(errno)))")
            }
            guard fchmod(descriptor, permissions) == 0, fsync(descriptor) == 0 else {
                throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
            }
            closed = true
            guard close(descriptor) == 0 else {
                throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
            }
        } catch {
            unlink(temporary)
            TemporaryFiles.forget(temporary)
            throw error
        }
        return temporary
    }

    /// Whether the user may write the file `status` describes: `access(2)` says so, and for the
    /// superuser, whom `access` never refuses, some write bit is set (a `chmod 444` file is
    /// meant to stay as it is).
    static func isWritable(_ path: String, _ status: FileSystem.Status) -> Bool {
        guard access(path, W_OK) == 0 else { return errno != EACCES && errno != EPERM && errno != EROFS }
        return geteuid() != 0 || status.permissions & 0o222 != 0
    }

    /// Throws when the file at `path` no longer holds `expected` (or exists when `expected` is empty).
    private static func checkUnchanged(_ path: String, expected: [UInt8], displayPath: String) throws {
        let current = FileSystem.status(path, follow: true) == nil ? [] : try FileSystem.read(path)
        guard current == expected else { throw VaultError.changedOnDisk(path: displayPath) }
    }

    /// Flushes a folder's entries (the rename) to disk; failures are ignored (some file systems
    /// cannot sync folders, and the data itself is already safe).
    static func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
