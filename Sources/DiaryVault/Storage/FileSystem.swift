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
        /// The status change time (`st_ctim`) in nanoseconds since 1970-01-01 UTC: unlike the
        /// modification time, no program can set it back (`touch -r` cannot).
        var changed: Int64 = 0
        /// The permission bits (`st_mode & 0o7777`).
        var permissions: UInt32
        /// The owner's user id (`st_uid`).
        var owner: UInt32 = 0
        /// The group id (`st_gid`).
        var group: UInt32 = 0
    }

    /// Lists a directory, skipping `.` and `..`, sorted by the names' bytes.
    ///
    /// - Parameter path: The directory.
    /// - Returns: The entries sorted by the UTF-8 bytes of their names, or `nil` when it cannot be opened (the
    ///   `errno` is in the second element).
    static func list(_ path: String) -> (entries: [DirectoryEntry]?, errno: Int32) {
        let (found, code) = listNames(path)
        guard let listing = found else { return (nil, code) }
        let entries = listing.names.withUnsafeBufferPointer { all in
            listing.items.map { item in
                directoryEntry(UnsafeBufferPointer(rebasing: all[item.start..<item.start + item.length]), type: item.type)
            }
        }
        return (entries, 0)
    }

    /// A directory's names as bytes, before any `String` is made (what ``list(_:)`` and the
    /// walker's month folders are built from).
    struct NameListing {
        /// Every name's bytes, one after the other.
        var names: [UInt8] = []
        /// Each name's offset and length in ``names`` and its `d_type`, sorted by the names' bytes
        /// (`memcmp`, then length).
        var items: [(start: Int, length: Int, type: UInt8)] = []
    }

    /// Lists a directory's names, skipping `.` and `..`, sorted by their bytes.
    ///
    /// - Parameter path: The directory.
    /// - Returns: The names, or `nil` when it cannot be opened (the `errno` is in the second
    ///   element).
    static func listNames(_ path: String) -> (listing: NameListing?, errno: Int32) {
        let (listing, code) = listNames(path) { listing, _ in listing }
        return (listing, code)
    }

    /// Lists a directory's names as ``listNames(_:)`` does, then hands them to `body` with the
    /// descriptor of the folder, still open (for calls relative to it, such as `fstatat`).
    ///
    /// - Parameters:
    ///   - path: The directory.
    ///   - body: Called once with the names and the folder's descriptor, valid only during the call.
    /// - Returns: What `body` returned, or `nil` when the folder cannot be opened (the `errno`
    ///   is in the second element).
    static func listNames<Result>(_ path: String, _ body: (NameListing, Int32) -> Result) -> (result: Result?, errno: Int32) {
        guard let directory = opendir(path) else { return (nil, errno) }
        defer { closedir(directory) }
        var listing = NameListing()
        while let pointer = readdir(directory) {
            let type = pointer.pointee.d_type
            withUnsafeBytes(of: &pointer.pointee.d_name) { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                if length == 1 && bytes[0] == UInt8(ascii: ".") { return }
                if length == 2 && bytes[0] == UInt8(ascii: ".") && bytes[1] == UInt8(ascii: ".") { return }
                listing.items.append((listing.names.count, length, type))
                listing.names.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<length]))
            }
        }
        listing.names.withUnsafeBufferPointer { all in
            guard let base = all.baseAddress else { return }
            listing.items.sort { lhs, rhs in namePrecedes(base + lhs.start, lhs.length, base + rhs.start, rhs.length) }
        }
        return (body(listing, dirfd(directory)), 0)
    }

    /// Whether one name's bytes come before another's: `memcmp` order over the shared length,
    /// then the shorter first. Compared eight bytes at a time as big-endian words (the same
    /// order as byte by byte), inline, rather than a call to `memcmp` per comparison: the names of a
    /// month folder share their first eleven bytes, so most comparisons read two words.
    ///
    /// - Parameters:
    ///   - lhs: The first name's bytes.
    ///   - lhsCount: How many.
    ///   - rhs: The second name's bytes.
    ///   - rhsCount: How many.
    @inline(__always)
    static func namePrecedes(_ lhs: UnsafePointer<UInt8>, _ lhsCount: Int, _ rhs: UnsafePointer<UInt8>, _ rhsCount: Int) -> Bool {
        let shared = min(lhsCount, rhsCount)
        var offset = 0
        while offset + 8 <= shared {
            let left = UInt64(bigEndian: UnsafeRawPointer(lhs + offset).loadUnaligned(as: UInt64.self))
            let right = UInt64(bigEndian: UnsafeRawPointer(rhs + offset).loadUnaligned(as: UInt64.self))
            if left != right { return left < right }
            offset += 8
        }
        while offset < shared {
            if lhs[offset] != rhs[offset] { return lhs[offset] < rhs[offset] }
            offset += 1
        }
        return lhsCount < rhsCount
    }

    /// The entry for one name of a listing: its kind from `d_type` (`nil` for `DT_UNKNOWN`), and
    /// the name as text (escaped when it is not UTF-8, see ``escapedName(_:)``).
    ///
    /// - Parameters:
    ///   - bytes: The name's bytes, without the terminating zero.
    ///   - type: The listing's `d_type` for it.
    static func directoryEntry(_ bytes: UnsafeBufferPointer<UInt8>, type: UInt8) -> DirectoryEntry {
        let kind: Kind?
        switch Int32(type) {
        case Int32(DT_REG): kind = .regular
        case Int32(DT_DIR): kind = .directory
        case Int32(DT_LNK): kind = .symlink
        case Int32(DT_UNKNOWN): kind = nil
        default: kind = .other
        }
        let isValid = UTF8Validation.firstInvalidOffset(in: bytes) == nil
        return DirectoryEntry(name: isValid ? String(decoding: bytes, as: UTF8.self) : escapedName(bytes),
                              kind: kind, hasValidName: isValid)
    }

    /// A file name that is not UTF-8, for messages: its valid parts as text and each byte that
    /// breaks UTF-8 as `\xE9`, so the user sees (and can type, as `$'caf\xE9.md'`) the real name
    /// rather than U+FFFD.
    ///
    /// - Parameter bytes: The name's bytes.
    static func escapedName(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var text = ""
        var rest = bytes
        while let offset = UTF8Validation.firstInvalidOffset(in: rest) {
            text += String(decoding: UnsafeBufferPointer(rebasing: rest[..<offset]), as: UTF8.self)
            let byte = rest[offset]
            text += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            rest = UnsafeBufferPointer(rebasing: rest[(offset + 1)...])
        }
        return text + String(decoding: rest, as: UTF8.self)
    }

    /// The `errno` of `stat(2)` on a path (following links), or `nil` when it succeeds: tells a
    /// missing file (`ENOENT`) from a hidden one (`EACCES`: a folder on the way may not be searched).
    static func statusError(_ path: String) -> Int32? {
        var info = stat()
        return stat(path, &info) == 0 ? nil : errno
    }

    /// The status of a path, not following a final symbolic link (`lstat`), or of its target
    /// (`stat`) when `follow` is true; `nil` when it does not exist or cannot be read.
    static func status(_ path: String, follow: Bool = false) -> Status? {
        var info = stat()
        let result = follow ? stat(path, &info) : lstat(path, &info)
        guard result == 0 else { return nil }
        return Status(info)
    }
}

extension FileSystem.Status {
    /// The status from a `stat` structure.
    init(_ info: stat) {
        let kind: FileSystem.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symlink
        default: kind = .other
        }
        #if canImport(Darwin)
        let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        let changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
        let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        let changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
        self.init(kind: kind, size: Int(info.st_size), modified: modified, changed: changed,
                  permissions: UInt32(info.st_mode) & 0o7777, owner: UInt32(info.st_uid), group: UInt32(info.st_gid))
    }
}

extension FileSystem {

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

    /// Reads a file into a caller's buffer when it fits, for reading many small files without
    /// allocating: one `open`, one or two `read`s and a `close`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - buffer: Scratch space, reused across calls.
    /// - Returns: The number of bytes read, or `nil` when the file did not fit (read it with
    ///   ``read(_:limit:)`` instead).
    /// - Throws: ``VaultError/readFailed(path:reason:)`` with the system's reason.
    static func read(_ path: String, into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        try read(path, relativeTo: nil, into: buffer)
    }

    /// Reads a file named relative to an open folder into a caller's buffer when it fits (see
    /// ``read(_:into:)``); `openat(2)` spares the kernel walking the folder's path again for
    /// every file in it.
    ///
    /// - Parameters:
    ///   - name: The file's name in the folder (or a full path when `folder` is `nil`).
    ///   - folder: An open folder from ``openFolder(_:)``, or `nil`.
    ///   - buffer: Scratch space, reused across calls.
    /// - Returns: The number of bytes read, or `nil` when the file did not fit.
    /// - Throws: ``VaultError/readFailed(path:reason:)`` with the system's reason.
    static func read(_ name: String, relativeTo folder: Int32?, into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        try name.withCString { try read(cName: $0, relativeTo: folder, into: buffer) }
    }

    /// Reads a file named by a C string relative to an open folder (see ``read(_:relativeTo:into:)``):
    /// for a caller that has the name inside a longer string, without building a string per file.
    static func read(cName name: UnsafePointer<CChar>, relativeTo folder: Int32?, into buffer: UnsafeMutableBufferPointer<UInt8>) throws -> Int? {
        let descriptor = folder.map { openat($0, name, O_RDONLY | O_CLOEXEC) } ?? open(name, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw VaultError.readFailed(path: String(cString: name), reason: errorText(errno)) }
        defer { close(descriptor) }
        var total = 0
        while total < buffer.count {
            let count = systemRead(descriptor, buffer.baseAddress! + total, buffer.count - total)
            if count < 0 {
                if errno == EINTR { continue }
                throw VaultError.readFailed(path: String(cString: name), reason: errorText(errno))
            }
            if count == 0 { return total }
            total += count
            // A short read of a regular file means its end (POSIX read(2)): skip the read that
            // would return 0. A file that grows meanwhile is read as it was; the cache's size
            // and time check catches it next time.
            if total < buffer.count, count < buffer.count - (total - count) { return total }
        }
        return nil
    }

    /// Creates a folder (mode 0755 before the umask) unless it exists.
    ///
    /// - Parameter path: The folder.
    /// - Returns: Whether the folder exists afterwards.
    @discardableResult
    static func makeFolder(_ path: String) -> Bool {
        if mkdir(path, 0o755) == 0 || errno == EEXIST { return status(path, follow: true)?.kind == .directory }
        return false
    }

    /// The status of a file named relative to an open folder, without following a final link
    /// (`fstatat` with `AT_SYMLINK_NOFOLLOW`), or `nil` when it cannot be read.
    ///
    /// - Parameters:
    ///   - name: The file's name in the folder.
    ///   - folder: An open folder from ``openFolder(_:)``.
    static func status(_ name: String, relativeTo folder: Int32) -> Status? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return Status(info)
    }

    /// Opens a folder for ``read(_:relativeTo:into:)``; close it with ``closeFolder(_:)``.
    ///
    /// - Parameter path: The folder.
    /// - Returns: The descriptor, or `nil` when it cannot be opened.
    static func openFolder(_ path: String) -> Int32? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }

    /// Closes a folder opened by ``openFolder(_:)``.
    static func closeFolder(_ descriptor: Int32) {
        close(descriptor)
    }

    /// Compares two strings by their UTF-8 bytes (`memcmp`, then length): negative, zero or
    /// positive as `lhs` sorts before, equal to or after `rhs`.
    static func compareBytes(_ lhs: String, _ rhs: String) -> Int {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let shared = min(left.count, right.count)
                if shared > 0, let a = left.baseAddress, let b = right.baseAddress {
                    let order = memcmp(a, b, shared)
                    if order != 0 { return Int(order) }
                }
                return left.count - right.count
            }
        }
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
