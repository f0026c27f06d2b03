#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension VaultWalker.File {
    /// The file's status by its bare name relative to its open month folder (`fstatat` with
    /// `AT_SYMLINK_NOFOLLOW`, POSIX), with no string made: the name is read from inside ``path``.
    ///
    /// - Parameter folder: The descriptor of the file's month folder (``FileSystem/openFolder(_:)``).
    /// - Returns: The status, or `nil` when the file is gone or cannot be looked at.
    func status(relativeTo folder: Int32) -> FileSystem.Status? {
        var info = stat()
        let found = path.withCString { full -> Bool in
            let name = strrchr(full, Int32(UInt8(ascii: "/"))).map { UnsafePointer($0 + 1) } ?? full
            return fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0
        }
        return found ? FileSystem.Status(info) : nil
    }
}

extension VaultWalker.File {
    /// The file of a vault-relative path of the form `YYYY/MM/NAME` (a month folder, then a
    /// name that is not empty, `.` or `..`), or `nil` for any other path, as a path stored
    /// in a cache file is checked before it is opened.
    ///
    /// - Parameter entryPath: The path, such as `2026/11/2026-11-29-walk.md`.
    init?(entryPath: String) {
        let parts = entryPath.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = VaultPath.year(fromFolderName: parts[0]),
              let month = VaultPath.month(fromFolderName: parts[1]),
              !parts[2].isEmpty, parts[2] != ".", parts[2] != ".." else { return nil }
        self.init(path: entryPath, year: year, month: month)
    }
}

extension VaultWalker {
    /// The files of each month folder, as ranges of `files`: the one grouping of the readers
    /// (``VaultReader/readAll(_:statuses:cache:countsText:)``) and of `vault search`
    /// (``EntrySearcher``).
    ///
    /// - Parameter files: The entry files in path order (``list(_:)``), so that a folder's files
    ///   are next to each other.
    /// - Returns: One non-empty range per month folder, in the order of `files`.
    static func monthFolders(_ files: [File]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = 0
        for index in files.indices where index > 0
            && (files[index].year, files[index].month) != (files[index - 1].year, files[index - 1].month) {
            groups.append(start..<index)
            start = index
        }
        if start < files.count { groups.append(start..<files.count) }
        return groups
    }
}
