#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AnniversaryCache {
    /// One folder and its modification time: the root, a year folder or a month folder.
    struct Folder: Hashable, Sendable {
        /// The year, 0 to 9999, or -1 for the root.
        var year: Int32
        /// The month, 1 to 12, or 0 for the root or a year folder.
        var month: Int32
        /// `st_mtim` in nanoseconds since 1970, or ``untrusted``.
        var modified: Int64
        /// `st_ctim` in nanoseconds since 1970: changed also by `chmod` (a folder that could not
        /// be read during the read) and by every `touch`, which can set the modification time
        /// back but not this one.
        var changed: Int64 = 0

        /// The vault-relative path: `""`, `2026` or `2026/11`.
        var path: String {
            year < 0 ? "" : month == 0 ? CivilDate.pad(Int(year), 4) : VaultPath.folder(year: Int(year), month: Int(month))
        }

        /// Whether the year and month are in range (a damaged file could hold anything).
        var isValid: Bool {
            (year == -1 && month == 0) || ((0...9999).contains(year) && (0...12).contains(month))
        }

        /// Writes the path as a NUL-terminated C string (`.` for the root) into a buffer of at
        /// least 8 bytes, without building a `String`.
        func withCPath<Result>(_ body: (UnsafePointer<CChar>) -> Result) -> Result {
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: 8) { buffer in
                func digit(_ value: Int32) -> CChar { CChar(48 + value % 10) }
                if year < 0 {
                    buffer[0] = 46
                    buffer[1] = 0
                } else {
                    (buffer[0], buffer[1], buffer[2], buffer[3]) = (digit(year / 1000), digit(year / 100), digit(year / 10), digit(year))
                    if month == 0 {
                        buffer[4] = 0
                    } else {
                        (buffer[4], buffer[5], buffer[6], buffer[7]) = (47, digit(month / 10), digit(month), 0)
                    }
                }
                return body(UnsafePointer(buffer.baseAddress!))
            }
        }
    }

    /// The folders of a vault as they are now: the root, its year folders and their month
    /// folders (names as ``VaultPath/year(fromFolderName:)`` and ``VaultPath/month(fromFolderName:)``
    /// read them), each with its time, or ``untrusted`` when it is at or after `trustedBefore`.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - trustedBefore: Times from this one on (nanoseconds since 1970) are not trusted.
    static func currentFolders(of vault: Vault, trustedBefore: Int64) -> [Folder] {
        func folder(_ path: String, year: Int, month: Int) -> Folder? {
            guard let status = FileSystem.status(path.isEmpty ? vault.path : vault.absolutePath(path), follow: true),
                  status.kind == .directory else { return nil }
            // Trust is decided by the modification time (what adding or removing a file changes);
            // the status-change time is compared too, which a `chmod` or a `touch` changes.
            return Folder(year: Int32(year), month: Int32(month), modified: status.modified < trustedBefore ? status.modified : untrusted,
                          changed: status.changed)
        }
        guard let root = folder("", year: -1, month: 0) else { return [] }
        var folders = [root]
        for entry in FileSystem.list(vault.path).entries ?? [] {
            guard let year = VaultPath.year(fromFolderName: entry.name), let yearFolder = folder(entry.name, year: year, month: 0) else { continue }
            folders.append(yearFolder)
            for monthEntry in FileSystem.list(vault.absolutePath(entry.name)).entries ?? [] {
                guard let month = VaultPath.month(fromFolderName: monthEntry.name),
                      let monthFolder = folder(entry.name + "/" + monthEntry.name, year: year, month: month) else { continue }
                folders.append(monthFolder)
            }
        }
        return folders
    }

    /// The time now, in nanoseconds since 1970 (`CLOCK_REALTIME`, the clock file times come from).
    static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
