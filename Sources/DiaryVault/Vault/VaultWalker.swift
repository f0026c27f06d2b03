#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists the entry files of a vault: `.md` files in `YYYY/MM/` folders (DESIGN section 2).
///
/// Hidden files and folders (`.vault/`, `.git/`) are skipped, as are folders that are not a
/// four-digit year or a two-digit month 01-12 and markdown outside month folders (README.md,
/// INDEX.md, notes). A symbolic link is never followed out of the vault: one that leads outside
/// is reported, never read. Nor is an entry read twice: a `.md` link to a file of the vault, and
/// a year or month folder linked to a folder under a year folder, are reported as
/// `symlink-in-vault` and skipped. Other links that stay inside (a year folder linked to
/// `archive/2026`, an attachment linked from elsewhere in the vault) are followed.
public struct VaultWalker: Sendable {
    /// Which part of the vault to list.
    public enum Scope: Hashable, Sendable {
        /// Every month folder.
        case all
        /// The month folders of one year.
        case year(Int)
        /// One month folder: a command about one month reads one folder.
        case month(year: Int, month: Int)
    }

    /// One file found in a month folder.
    public struct File: Hashable, Sendable {
        /// The path relative to the vault root, such as `2026/11/2026-11-29-walk.md`.
        public var path: String
        /// The folder's year.
        public var year: Int
        /// The folder's month, 1 to 12.
        public var month: Int

        /// The file name, such as `2026-11-29-walk.md`: what follows the path's last `/`. Made
        /// when asked (a string per file the walk kept would be a heap allocation per file).
        public var name: String {
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
            return String(path[path.utf8.index(after: slash)...])
        }

        /// The month folder relative to the vault root, such as `2026/11`.
        public var folder: String { VaultPath.folder(year: year, month: month) }
    }

    /// What a walk found.
    public struct Listing: Sendable {
        /// The `.md` files in month folders, sorted by path.
        public var entryFiles: [File] = []
        /// Other files in month folders (attachments, stray files), sorted by path.
        public var otherFiles: [File] = []
        /// Symbolic links leading outside the vault or to another entry, and folders that could
        /// not be read.
        public var problems: [VaultProblem] = []
        /// Folders passed over that may hold entries by mistake, sorted by path: digit-only names
        /// at the root that are not four digits (`202`), digit-only names in a year folder that
        /// are not a month 01-12 (`1`, `13`), and folders inside month folders. Noted from the
        /// names the walk lists anyway, so it costs nothing; `vault check` looks into them.
        var nearMissFolders: [String] = []
        /// The markdown files outside the month folders that no command reads, and the shape of
        /// the root (an Obsidian vault, a Logseq graph, ...), for the whole vault only.
        public var unreadMarkdown = UnreadMarkdown()
        /// The status of each of ``entryFiles``, in the same order (`nil` when it could not be
        /// taken), when the walk was asked for them (``list(_:takesStatuses:)``); else empty.
        var entryStatuses: [FileSystem.Status?] = []
        /// Whether the walk matched the files against a loaded index cache
        /// (``list(_:takesStatuses:matching:keepsStatuses:)``): then ``slots`` lists every entry
        /// file, and ``entryFiles`` and ``entryStatuses`` hold only the files to read.
        var isMatched = false
        /// One slot per entry file, in path order, when ``isMatched``: the number of the file's
        /// fresh cache record (32 bits kept per fresh file, no path, status or reading), or
        /// ``VaultWalker/toRead`` plus the file's place in ``entryFiles``. Else empty.
        var slots: [UInt32] = []
        /// The status of each slot's file (`nil` when it could not be taken), when the walk was
        /// asked to keep them all; else empty.
        var slotStatuses: [FileSystem.Status?] = []
    }

    /// The bit of a ``Listing/slots`` value that marks a file to read (the rest is its place in
    /// ``Listing/entryFiles``); without it the value is a cache record number.
    static let toRead: UInt32 = 1 << 31

    /// The vault to walk.
    public let vault: Vault

    /// Creates a walker.
    ///
    /// - Parameter vault: The vault.
    public init(vault: Vault) {
        self.vault = vault
    }

    /// Lists the files of a scope.
    ///
    /// - Parameter scope: The whole vault, a year or a month.
    /// - Returns: The files and the problems met on the way.
    public func list(_ scope: Scope = .all) -> Listing {
        list(scope, takesStatuses: false)
    }

    /// Lists the files of a scope and, when `takesStatuses`, takes each entry file's status
    /// (``File/status(relativeTo:)``: one `fstatat` by name) in the task that lists its month
    /// folder, while the folder is open: the index cache's check needs them, and a second pass
    /// over the folders would open each again.
    ///
    /// - Parameters:
    ///   - scope: The whole vault, a year or a month.
    ///   - takesStatuses: Whether to fill ``Listing/entryStatuses``.
    /// - Returns: The files, their statuses if asked, and the problems met on the way.
    func list(_ scope: Scope, takesStatuses: Bool) -> Listing {
        list(scope, takesStatuses: takesStatuses, matching: nil, keepsStatuses: false)
    }

    /// Lists the files of a scope as ``list(_:takesStatuses:)`` does and, with `matching`, matches
    /// them against the index cache being loaded: each month folder's task waits for the load,
    /// then compares the names the folder's listing gave with the folder's records (both in
    /// byte order) and each file's status (`fstatat` relative to the folder) with its record's.
    /// A file with a fresh record (``VaultCache``'s rule) is kept as its record number only
    /// (``Listing/slots``); a ``File`` and a status are made only for the files to read. When
    /// there is no cache to trust, the listing is ``list(_:takesStatuses:)``'s.
    ///
    /// - Parameters:
    ///   - scope: The whole vault, a year or a month.
    ///   - takesStatuses: Whether to take the entry files' statuses.
    ///   - matching: The cache being loaded, or `nil` for no matching.
    ///   - keepsStatuses: Whether a matched listing keeps every file's status (``Listing/slotStatuses``).
    /// - Returns: The files (or slots), their statuses if asked, and the problems met on the way.
    func list(_ scope: Scope, takesStatuses: Bool, matching: VaultCache.Loading?, keepsStatuses: Bool) -> Listing {
        var listing = Listing()
        let realRoot = FileSystem.realPath(vault.path) ?? vault.path
        let years: [Int]
        // What the root's listing says each year folder is (`d_type`): a folder it calls a folder
        // is one, as `lstat` would say, without a call per folder.
        var yearKinds: [Int: FileSystem.Kind] = [:]
        switch scope {
        case .all:
            let entries = FileSystem.list(vault.path).entries ?? []
            for entry in entries {
                if let year = VaultPath.year(fromFolderName: entry.name), let kind = entry.kind, yearKinds[year] == nil { yearKinds[year] = kind }
            }
            years = entries.compactMap { VaultPath.year(fromFolderName: $0.name) }.sorted()
            listing.nearMissFolders += entries.filter { Self.isNearMiss($0, inYearFolder: false) }.map(\.name)
            listing.unreadMarkdown = UnreadMarkdown.find(rootEntries: entries, vault: vault)
            for entry in entries where TemporaryFiles.isTemporaryName(entry.name) {
                listing.problems.append(Self.temporaryFileProblem(entry.name, vault: vault))
            }
        case .year(let year), .month(let year, _):
            years = [year]
        }
        // Plain year folders are listed on the reader pool (each may wait on the disk); the rest
        // (links, kinds the listing did not give) after their check, in order.
        let walker = self
        let plainYears = years.filter { yearKinds[$0] == .directory }
        let listedYears = ReaderPool().map(scope == .all ? plainYears.count : 0) { index, _ in
            FileSystem.list(walker.vault.absolutePath(CivilDate.pad(plainYears[index], 4)))
        }
        var yearListings: [Int: (entries: [FileSystem.DirectoryEntry]?, errno: Int32)] = [:]
        for (index, listed) in listedYears.enumerated() { yearListings[plainYears[index]] = listed }
        var folders: [(folder: String, year: Int, month: Int)] = []
        for year in years {
            let yearName = CivilDate.pad(year, 4)
            guard yearKinds[year] == .directory || isFolder(yearName, realRoot: realRoot, listing: &listing) else { continue }
            let months: [(month: Int, kind: FileSystem.Kind?)]
            if case .month(_, let month) = scope {
                months = [(month, nil)]
            } else {
                // A year folder that cannot be listed hides its months: said, never skipped in silence.
                let (listed, code) = yearListings[year] ?? FileSystem.list(vault.absolutePath(yearName))
                guard let entries = listed else {
                    listing.problems.append(VaultProblem(.unreadableFolder, path: yearName,
                                                         message: "cannot read the folder: \(FileSystem.errorText(code))"))
                    continue
                }
                months = entries.compactMap { entry in VaultPath.month(fromFolderName: entry.name).map { ($0, entry.kind) } }
                    .sorted { $0.month < $1.month }
                if scope == .all { listing.unreadMarkdown.add(yearFolder: yearName, entries: entries, vault: vault) }
                listing.nearMissFolders += entries.filter { Self.isNearMiss($0, inYearFolder: true) }.map { yearName + "/" + $0.name }
            }
            for (month, kind) in months {
                let folder = VaultPath.folder(year: year, month: month)
                // As for years: a month folder the listing calls a folder is one.
                guard kind == .directory || isFolder(folder, realRoot: realRoot, listing: &listing) else { continue }
                folders.append((folder, year, month))
            }
        }
        // Month folders are listed on the reader pool (a folder not in the page cache waits on
        // the disk), then joined in order.
        let listed = ReaderPool().map(folders.count) { [folders] index, _ -> Listing in
            let item = folders[index]
            var part = Listing()
            walker.listFolder(item.folder, year: item.year, month: item.month, realRoot: realRoot, takesStatuses: takesStatuses,
                              matching: matching, keepsStatuses: keepsStatuses, into: &part)
            return part
        }
        // The joined arrays are made at their full size once, not grown by doubling (each step
        // a copy, and past the allocator's threshold a fresh mapping to fault in).
        listing.entryFiles.reserveCapacity(listed.reduce(0) { $0 + $1.entryFiles.count })
        if takesStatuses { listing.entryStatuses.reserveCapacity(listing.entryFiles.capacity) }
        listing.isMatched = Self.matchable(matching) != nil
        if listing.isMatched {
            listing.slots.reserveCapacity(listed.reduce(0) { $0 + $1.slots.count })
            if keepsStatuses { listing.slotStatuses.reserveCapacity(listing.slots.capacity) }
        }
        for part in listed {
            if listing.isMatched {
                // A part's files to read are numbered within the part: renumbered after those before.
                let base = UInt32(listing.entryFiles.count)
                for slot in part.slots { listing.slots.append(slot & Self.toRead == 0 ? slot : slot + base) }
                listing.slotStatuses += part.slotStatuses
            }
            listing.entryFiles += part.entryFiles
            listing.entryStatuses += part.entryStatuses
            listing.otherFiles += part.otherFiles
            listing.problems += part.problems
            listing.nearMissFolders += part.nearMissFolders
        }
        listing.nearMissFolders.sort(by: Self.bytesPrecede)
        // Folders were visited in order (zero-padded names), and each folder's files are sorted by
        // name as it is listed, so the whole list is in path order without comparing whole paths.
        return listing
    }

    /// Whether a vault-relative path is a folder inside the vault (following links that stay in).
    private func isFolder(_ relative: String, realRoot: String, listing: inout Listing) -> Bool {
        let absolute = vault.absolutePath(relative)
        guard let status = FileSystem.status(absolute) else { return false }
        switch status.kind {
        case .directory:
            return true
        case .symlink:
            guard let target = FileSystem.realPath(absolute), Self.isInside(target, realRoot) else {
                listing.problems.append(Self.outsideLink(relative, resolves: FileSystem.realPath(absolute) != nil))
                return false
            }
            guard FileSystem.status(target)?.kind == .directory else { return false }
            // A link to a folder the walk reaches anyway would list its entries a second time.
            if Self.isUnderYearFolder(target, realRoot) {
                listing.problems.append(Self.insideLink(relative, isFolder: true))
                return false
            }
            return true
        default:
            return false
        }
    }

    /// Lists one month folder into `listing`.
    ///
    /// The common case, a regular `.md` file with a UTF-8 name (by `d_type`, so no call), is added
    /// straight from the listing's bytes: one string per file, its path. Everything else goes
    /// through ``listEntry(_:folder:year:month:realRoot:into:)``. With `takesStatuses`, each
    /// entry file's status is then taken relative to the folder, still open.
    private func listFolder(_ folder: String, year: Int, month: Int, realRoot: String, takesStatuses: Bool,
                            matching: VaultCache.Loading?, keepsStatuses: Bool, into listing: inout Listing) {
        let (listed, code) = FileSystem.listNames(vault.absolutePath(folder)) { names, descriptor -> Bool in
            if let cache = Self.matchable(matching) {
                matchNames(names, descriptor: descriptor, cache: cache, folder: folder, year: year, month: month, realRoot: realRoot,
                           keepsStatuses: keepsStatuses, into: &listing)
                return true
            }
            let first = listing.entryFiles.count
            listNames(names, folder: folder, year: year, month: month, realRoot: realRoot, into: &listing)
            if takesStatuses {
                listing.entryStatuses.reserveCapacity(listing.entryFiles.count)
                for file in listing.entryFiles[first...] { listing.entryStatuses.append(file.status(relativeTo: descriptor)) }
            }
            return true
        }
        guard listed != nil else {
            listing.problems.append(VaultProblem(.unreadableFolder, path: folder,
                                                 message: "cannot read the folder: \(FileSystem.errorText(code))"))
            return
        }
    }

    /// Adds the files of one month folder's listing to `listing` (``listFolder(_:year:month:realRoot:takesStatuses:into:)``).
    private func listNames(_ names: FileSystem.NameListing, folder: String, year: Int, month: Int, realRoot: String,
                           into listing: inout Listing) {
        let prefix = Array((folder + "/").utf8)
        var pathBytes = prefix
        names.names.withUnsafeBufferPointer { all in
            func bytes(_ item: (start: Int, length: Int, type: UInt8)) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: all[item.start..<item.start + item.length])
            }
            noteTemporaryFiles(names, all, folder: folder, into: &listing)
            listing.entryFiles.reserveCapacity(names.items.count)
            for item in names.items where all[item.start] != UInt8(ascii: ".") {
                let name = bytes(item)
                if Int32(item.type) == Int32(DT_REG), Self.isMarkdownName(name), UTF8Validation.firstInvalidOffset(in: name) == nil {
                    pathBytes.removeSubrange(prefix.count...)
                    pathBytes.append(contentsOf: name)
                    listing.entryFiles.append(File(path: String(decoding: pathBytes, as: UTF8.self), year: year, month: month))
                    continue
                }
                listEntry(FileSystem.directoryEntry(name, type: item.type), folder: folder, year: year, month: month,
                          realRoot: realRoot, into: &listing)
            }
        }
    }

    /// Notes the hidden temporary files of one month folder's listing. A write that was killed
    /// leaves its hidden temporary file (the entry itself is whole: files are replaced only by
    /// rename). Hidden files are otherwise not vault's business.
    func noteTemporaryFiles(_ names: FileSystem.NameListing, _ all: UnsafeBufferPointer<UInt8>, folder: String,
                            into listing: inout Listing) {
        for item in names.items where all[item.start] == UInt8(ascii: ".") {
            let entry = FileSystem.directoryEntry(UnsafeBufferPointer(rebasing: all[item.start..<item.start + item.length]), type: item.type)
            if TemporaryFiles.isTemporaryName(entry.name) {
                listing.problems.append(Self.temporaryFileProblem(folder + "/" + entry.name, vault: vault))
            }
        }
    }

    /// Lists one entry of a month folder that is not hidden, other than a plain `.md` file with a
    /// UTF-8 name: a file with a bad name, a link, a folder, an attachment.
    func listEntry(_ entry: FileSystem.DirectoryEntry, folder: String, year: Int, month: Int, realRoot: String,
                   into listing: inout Listing) {
        let relative = folder + "/" + entry.name
        guard entry.hasValidName else {
            // An entry that is not read is missing from the index: an error. Other files are
            // attachments or strays that vault never reads: a warning.
            let isEntry = entry.name.hasSuffix(".md")
            listing.problems.append(VaultProblem(.invalidFileName, severity: isEntry ? .error : .warning, path: relative,
                                                 message: "the file name is not valid UTF-8 (its bad bytes are shown as \\xXX); not read",
                                                 hint: "rename it to UTF-8, for example with convmv -f latin1 -t utf-8"))
            return
        }
        var kind = entry.kind ?? FileSystem.status(vault.absolutePath(relative))?.kind ?? .other
        if kind == .directory { listing.nearMissFolders.append(relative) }
        if kind == .symlink {
            let absolute = vault.absolutePath(relative)
            guard let target = FileSystem.realPath(absolute), Self.isInside(target, realRoot) else {
                listing.problems.append(Self.outsideLink(relative, resolves: FileSystem.realPath(absolute) != nil))
                return
            }
            kind = FileSystem.status(target)?.kind ?? .other
            // An entry reached through a second name would be read twice, and fixed twice.
            if kind == .regular, Self.isMarkdownName(entry.name) {
                listing.problems.append(Self.insideLink(relative, isFolder: false))
                return
            }
        }
        guard kind != .directory else { return }
        let file = File(path: relative, year: year, month: month)
        if Self.isMarkdownName(entry.name), kind == .regular {
            listing.entryFiles.append(file)
        } else {
            listing.otherFiles.append(file)
        }
    }

}
