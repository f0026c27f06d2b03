#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin, portable wrappers over the POSIX calls the vault needs (POSIX.1-2017 `opendir`,
/// `readdir`, `lstat`, `open`, `read`, `realpath`), so a walk costs one system call per directory
/// entry and a read one `open` and one or two `read`s per file.
enum FileSystem {
    /// What kind of file a directory entry is, without following symbolic links.
    enum Kind: Hashable, Sendable {
        case regular, directory, symlink, other
    }

    /// One entry of a directory listing.
    struct DirectoryEntry: Hashable, Sendable {
        /// The file name, without the directory.
        var name: String
        /// The kind, or `nil` when the file system did not say (then call ``status(_:)``).
        var kind: Kind?
        /// Whether the name is valid UTF-8; when not, ``name`` has U+FFFD in place of the bad
        /// bytes and does not name the file.
        var hasValidName = true
    }

    /// Size and modification time of a file.
    struct Status: Hashable, Sendable {
        var kind: Kind
        /// The size in bytes.
        var size: Int
        /// The modification time in nanoseconds since 1970-01-01 UTC.
        var modified: Int64
        /// The permission bits (`st_mode & 0o7777`).
        var permissions: UInt32
    }

    /// Lists a directory, skipping `.` and `..`.
    ///
    /// - Parameter path: The directory.
    /// - Returns: The entries in no particular order, or `nil` when it cannot be opened (the
    ///   `errno` is in the second element).
    static func list(_ path: String) -> (entries: [DirectoryEntry]?, errno: Int32) {
        guard let directory = opendir(path) else { return (nil, errno) }
        defer { closedir(directory) }
        var entries: [DirectoryEntry] = []
        while let pointer = readdir(directory) {
            let (valid, name) = withUnsafePointer(to: pointer.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { (String(validatingCString: $0), String(cString: $0)) }
            }
            if name == "." || name == ".." { continue }
            let kind: Kind?
            switch Int32(pointer.pointee.d_type) {
            case Int32(DT_REG): kind = .regular
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symlink
            case Int32(DT_UNKNOWN): kind = nil
            default: kind = .other
            }
            entries.append(DirectoryEntry(name: name, kind: kind, hasValidName: valid != nil))
        }
        return (entries, 0)
    }

    /// The status of a path, not following a final symbolic link (`lstat`), or of its target
    /// (`stat`) when `follow` is true; `nil` when it does not exist or cannot be read.
    static func status(_ path: String, follow: Bool = false) -> Status? {
        var info = stat()
        let result = follow ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        let kind: Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symlink
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        return Status(kind: kind, size: Int(info.st_size), modified: modified, permissions: UInt32(info.st_mode) & 0o7777)
    }

    /// The canonical absolute path with symbolic links resolved, or `nil` when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads a whole file, or at most `limit` bytes of it.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes to read, or `nil` for all.
    /// - Returns: The bytes.
    /// - Throws: ``VaultError/readFailed(path:reason:)`` with the system's reason.
    static func read(_ path: String, limit: Int? = nil) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw VaultError.readFailed(path: path, reason: errorText(errno)) }
        defer { close(descriptor) }
        var info = stat()
        let known = fstat(descriptor, &info) == 0
        let size = known ? Int(info.st_size) : 0
        if known, info.st_mode & S_IFMT == S_IFDIR {
            throw VaultError.readFailed(path: path, reason: errorText(EISDIR))
        }
        // One read of size + 1 bytes finds the end of an unchanging file; a growing file loops.
        var bytes: [UInt8] = []
        var capacity = max(size + 1, 4096)
        while true {
            if let limit { capacity = min(capacity, limit) }
            var failure: Int32 = 0
            let start = bytes.count
            let wanted = capacity - start
            if wanted <= 0 { break }
            let chunk = [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                var total = 0
                while total < wanted {
                    let count = systemRead(descriptor, buffer.baseAddress! + total, wanted - total)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if count == 0 { break }
                    total += count
                }
                initialized = total
            }
            if failure != 0 { throw VaultError.readFailed(path: path, reason: errorText(failure)) }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < wanted { break }
            capacity *= 2
        }
        return bytes
    }

    /// The system's description of an `errno` value, such as "No such file or directory".
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// `read(2)`, named apart from Swift methods called `read`.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
