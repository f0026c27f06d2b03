#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which entries of the whole vault are marked `anniversary: true`, remembered with the
/// modification time of every folder they were looked for in, so that `vault calendar` can mark
/// them without reading the whole vault.
///
/// Stored in `.vault/cache/anniversaries.bin`: a magic number, the format version, the folders
/// (the root `""`, each year folder `YYYY`, each month folder `YYYY/MM`, with their
/// `st_mtim` in nanoseconds, links followed), the paths of the anniversary entries in vault
/// order, and a checksum. It is written after every read of the whole vault through the cache
/// (``refresh(_:anniversaryPaths:scanStart:)``) and trusted only while every folder it names
/// still has its time: adding, removing or renaming a file or a folder changes its folder's time
/// (POSIX.1-2017, `rename`, `unlink`, `open` with `O_CREAT`), and so does every save by vault and
/// by editors that save a new file and rename it over the old. The entries it names are read
/// again each time, so editing one of them in place is seen too.
///
/// What it cannot see (docs/ARCHITECTURE.md, "The caches"): another entry that gains
/// `anniversary: true` from a program that rewrites the file in place, which changes no
/// folder's time; the calendar marks it after the next command that reads the whole vault
/// (`vault index`, `vault list`, `vault dday`, ...). A folder whose time is within
/// ``racyWindow`` of the read that wrote the file is not trusted (a change in the same tick
/// could hide; the "racy git" rule, git's `Documentation/technical/racy-git.txt`), so the next
/// calendar reads the whole vault once more.
struct AnniversaryCache: Hashable, Sendable {
    /// The file, relative to the vault root.
    static let relativePath = ".vault/cache/anniversaries.bin"
    /// The first bytes of the file.
    static let magic: [UInt8] = Array("VAULTANV".utf8)
    /// The format version; a file of another version is not trusted.
    static let formatVersion: UInt32 = 1
    /// How close to the read a folder's time may be before it is not trusted: 2 s, in nanoseconds
    /// (file times come from a coarse clock, one tick late at most).
    static let racyWindow: Int64 = 2_000_000_000
    /// The time stored for a folder that is not trusted: no folder has it.
    static let untrusted = Int64.min

    /// One folder and its modification time.
    struct Folder: Hashable, Sendable {
        /// The vault-relative path: `""`, `2026` or `2026/11`.
        var path: String
        /// `st_mtim` in nanoseconds since 1970, or ``untrusted``.
        var modified: Int64
    }

    /// The folders, root first, then each year followed by its months, in name order.
    var folders: [Folder]
    /// The vault-relative paths of the entries marked `anniversary: true`, in vault order.
    var anniversaryPaths: [String]

    /// The folders of a vault as they are now: the root, its year folders and their month
    /// folders (names as ``VaultPath/year(fromFolderName:)`` and ``VaultPath/month(fromFolderName:)``
    /// read them), each with its time, or ``untrusted`` when it is at or after `trustedBefore`.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - trustedBefore: Times from this one on (nanoseconds since 1970) are not trusted.
    static func currentFolders(of vault: Vault, trustedBefore: Int64) -> [Folder] {
        func folder(_ path: String) -> Folder? {
            guard let status = FileSystem.status(path.isEmpty ? vault.path : vault.absolutePath(path), follow: true),
                  status.kind == .directory else { return nil }
            return Folder(path: path, modified: status.modified < trustedBefore ? status.modified : untrusted)
        }
        guard let root = folder("") else { return [] }
        var folders = [root]
        let years = (FileSystem.list(vault.path).entries ?? []).filter { VaultPath.year(fromFolderName: $0.name) != nil }
        for year in years {
            guard let yearFolder = folder(year.name) else { continue }
            folders.append(yearFolder)
            let months = (FileSystem.list(vault.absolutePath(year.name)).entries ?? [])
                .filter { VaultPath.month(fromFolderName: $0.name) != nil }
            folders += months.compactMap { folder(year.name + "/" + $0.name) }
        }
        return folders
    }

    /// The remembered anniversaries of a vault, or `nil` when there is no file, it is damaged, or
    /// any folder it names is gone or has another time (then read the whole vault).
    ///
    /// Costs one `fstatat` per folder, relative to the vault root.
    ///
    /// - Parameter vault: The vault.
    static func load(_ vault: Vault) -> AnniversaryCache? {
        guard let bytes = try? FileSystem.read(vault.absolutePath(relativePath), limit: 1 << 26),
              let cache = decode(bytes), !cache.folders.isEmpty,
              let root = FileSystem.openFolder(vault.path) else { return nil }
        defer { FileSystem.closeFolder(root) }
        for folder in cache.folders {
            var info = stat()
            guard fstatat(root, folder.path.isEmpty ? "." : folder.path, &info, 0) == 0,
                  FileSystem.Status(info).kind == .directory,
                  FileSystem.Status(info).modified == folder.modified else { return nil }
        }
        return cache
    }

    /// Writes the file after a read of the whole vault, unless the one there is still right.
    /// Failures are ignored: the file only saves time.
    ///
    /// - Parameters:
    ///   - vault: The vault (nothing is written without `.vault/cache/`).
    ///   - anniversaryPaths: The paths of the entries the read found marked, in vault order.
    ///   - scanStart: When the read began (nanoseconds since 1970): folders changed since then
    ///     are not trusted.
    static func refresh(_ vault: Vault, anniversaryPaths: [String], scanStart: Int64) {
        guard FileSystem.status(vault.absolutePath(".vault/cache"), follow: true)?.kind == .directory else { return }
        if let current = load(vault), current.anniversaryPaths == anniversaryPaths { return }
        let cache = AnniversaryCache(folders: currentFolders(of: vault, trustedBefore: scanStart - racyWindow),
                                     anniversaryPaths: anniversaryPaths)
        try? AtomicWriter.write(cache.encoded(), to: vault.absolutePath(relativePath), displayPath: relativePath)
    }

    /// Whether a stored folder path has a form the file may hold: `""`, `YYYY` or `YYYY/MM`.
    static func isFolderPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        switch parts.count {
        case 1: return path.isEmpty || VaultPath.year(fromFolderName: parts[0]) != nil
        case 2: return VaultPath.year(fromFolderName: parts[0]) != nil && VaultPath.month(fromFolderName: parts[1]) != nil
        default: return false
        }
    }

    /// Whether a stored entry path has the form `YYYY/MM/NAME` (no other folder, no `..`).
    static func isEntryPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && isFolderPath(parts[0] + "/" + parts[1]) && !parts[2].isEmpty && parts[2] != "." && parts[2] != ".."
    }

    /// The time now, in nanoseconds since 1970 (`CLOCK_REALTIME`, the clock file times come from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The file's bytes.
    func encoded() -> [UInt8] {
        var writer = BinaryWriter()
        writer.append(Self.magic)
        writer.write(Self.formatVersion)
        writer.write(UInt32(folders.count))
        for folder in folders {
            writer.write(folder.path)
            writer.write(folder.modified)
        }
        writer.write(UInt32(anniversaryPaths.count))
        for path in anniversaryPaths { writer.write(path) }
        var bytes = writer.takeBytes()
        let sum = bytes.withUnsafeBufferPointer { VaultCache.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Reads the file's bytes, or returns `nil` when anything is off (magic, version, lengths,
    /// checksum, UTF-8).
    static func decode(_ bytes: [UInt8]) -> AnniversaryCache? {
        bytes.withUnsafeBufferPointer { buffer -> AnniversaryCache? in
            guard buffer.count >= magic.count + 16, buffer.prefix(magic.count).elementsEqual(magic) else { return nil }
            let body = UnsafeBufferPointer(rebasing: buffer[..<(buffer.count - 8)])
            var trailer = BinaryReader(buffer, offset: buffer.count - 8)
            guard trailer.readUInt64() == VaultCache.checksum(body) else { return nil }
            var reader = BinaryReader(body, offset: magic.count)
            guard reader.readUInt32() == formatVersion, let folderCount = reader.readUInt32() else { return nil }
            var folders: [Folder] = []
            for _ in 0..<min(Int(folderCount), body.count / 12) {
                guard let path = reader.readString(), let modified = reader.readInt64() else { return nil }
                folders.append(Folder(path: path, modified: modified))
            }
            guard folders.count == Int(folderCount), let pathCount = reader.readUInt32() else { return nil }
            var paths: [String] = []
            for _ in 0..<min(Int(pathCount), body.count / 4) {
                guard let path = reader.readString() else { return nil }
                paths.append(path)
            }
            guard paths.count == Int(pathCount), reader.isAtEnd,
                  folders.allSatisfy({ isFolderPath($0.path) }), paths.allSatisfy(isEntryPath) else { return nil }
            return AnniversaryCache(folders: folders, anniversaryPaths: paths)
        }
    }
}
