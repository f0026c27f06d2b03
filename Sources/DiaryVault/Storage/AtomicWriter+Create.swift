#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Creating, moving and removing files without ever overwriting one.
extension AtomicWriter {
    /// Creates a new file holding `bytes`, failing when a file of that name exists.
    ///
    /// The bytes go to a synced temporary file first, which is then hard-linked under the final
    /// name: `link(2)` fails when the name exists (POSIX), so two processes creating the same name
    /// at once cannot overwrite each other, and a reader sees the whole file or none. Where the
    /// file system has no hard links the temporary file is renamed after a last check instead.
    ///
    /// - Parameters:
    ///   - bytes: The contents.
    ///   - path: The absolute path of the new file; its folder must exist.
    ///   - displayPath: The path to name in errors.
    /// - Throws: ``VaultError/fileExists(path:)`` when the name is taken;
    ///   ``VaultError/writeFailed(path:reason:)`` when the system refuses.
    static func create(_ bytes: [UInt8], at path: String, displayPath: String) throws {
        let (folder, name) = split(path)
        if FileSystem.status(path) != nil { throw VaultError.fileExists(path: displayPath) }
        let temporary = try writeTemporary(bytes, folder: folder, name: name, permissions: 0o644, displayPath: displayPath)
        defer {
            unlink(temporary)
            TemporaryFiles.forget(temporary)
        }
        TemporaryFiles.pauseForTesting()
        _ = try linkNoClobber(temporary, to: path, displayPath: displayPath)
        syncFolder(folder)
    }

    /// Moves a file to a new name without overwriting anything there, after checking that it
    /// still holds the bytes the caller read.
    ///
    /// - Parameters:
    ///   - source: The absolute path of the file.
    ///   - destination: The absolute new path; its folder must exist.
    ///   - expectedOriginal: The bytes read from `source`.
    ///   - displayPath: The destination as the user sees it, for errors.
    /// - Throws: ``VaultError/changedOnDisk(path:)``, ``VaultError/fileExists(path:)`` or
    ///   ``VaultError/writeFailed(path:reason:)``; the file stays where it was then.
    static func move(_ source: String, to destination: String, expectedOriginal: [UInt8], displayPath: String) throws {
        let current = try FileSystem.read(source)
        guard current == expectedOriginal else { throw VaultError.changedOnDisk(path: displayPath) }
        let renamed = try linkNoClobber(source, to: destination, displayPath: displayPath)
        guard renamed || unlink(source) == 0 else {
            let reason = FileSystem.errorText(errno)
            unlink(destination)
            throw VaultError.writeFailed(path: displayPath, reason: reason)
        }
        syncFolder(split(destination).folder)
        syncFolder(split(source).folder)
    }

    /// Removes a file after checking that it still holds the bytes the caller read.
    ///
    /// - Parameters:
    ///   - path: The absolute path.
    ///   - expectedOriginal: The bytes read (and shown to the user) before.
    ///   - displayPath: The path to name in errors.
    /// - Throws: ``VaultError/changedOnDisk(path:)`` when the file changed;
    ///   ``VaultError/writeFailed(path:reason:)`` when the system refuses.
    static func remove(_ path: String, expectedOriginal: [UInt8], displayPath: String) throws {
        let current = try FileSystem.read(path)
        guard current == expectedOriginal else { throw VaultError.changedOnDisk(path: displayPath) }
        guard unlink(path) == 0 else {
            throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
        }
        syncFolder(split(path).folder)
    }

    /// Gives `source` the second name `destination`, failing when that name exists; falls back to
    /// a checked `rename` where hard links are not supported.
    ///
    /// - Returns: `true` when the fallback renamed `source` (it has no old name left), `false` when
    ///   both names now exist.
    private static func linkNoClobber(_ source: String, to destination: String, displayPath: String) throws -> Bool {
        if link(source, destination) == 0 { return false }
        let code = errno
        if code == EEXIST { throw VaultError.fileExists(path: displayPath) }
        guard code == EPERM || code == ENOTSUP || code == EOPNOTSUPP || code == EMLINK || code == EXDEV else {
            throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(code))
        }
        if FileSystem.status(destination) != nil { throw VaultError.fileExists(path: displayPath) }
        guard rename(source, destination) == 0 else {
            throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
        }
        return true
    }

    /// The folder and the name of a path.
    private static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }
}
