/// The markdown files of a vault folder that no command reads, because they are outside the
/// `YYYY/MM/` folders, and the shape of the folders that hold them, so that a vault of flat
/// Obsidian daily notes, Logseq journals, Jekyll posts or Hugo content is reported (with the
/// import command it needs) rather than read as "no entries" and "no problems".
///
/// Found from the root listing the walk makes anyway: a vault whose root holds only year folders
/// and `.vault/` costs nothing more. Other folders at the root are searched down to
/// ``maximumDepth`` levels and at most ``maximumFolders`` folders; hidden folders (`.git/`,
/// `.obsidian/`) are not searched, nor folders that look like a misnamed month or year folder
/// (`vault check` reports those as `entry-outside-month-folder`). At a year folder, only the files
/// directly in it count, taken from the walk's own listing of it. Not counted: `README.md` and `INDEX.md` at the root (any ASCII case;
/// `INDEX.md` is what `vault index --write` writes), and hidden files (left alone, as in the month
/// folders). A name that is not UTF-8 is counted (``Group/invalidNames``). Markdown is a name ending in `.md` or
/// `.markdown` (Jekyll), in any ASCII case. Each file is noted with the innermost folder of
/// another tool's layout above it (``Group/owners``), found from the listings the search makes
/// anyway, so that `vault check --fix`, which moves dated files into their month folder
/// (``VaultFixer`` `+Unread`), leaves that tool's files where it finds them.
public struct UnreadMarkdown: Hashable, Sendable {
    /// The unread files of one folder at the root (or of the root itself).
    public struct Group: Hashable, Sendable {
        /// The folder relative to the vault root (`journals`, `2026`), or `""` for the root.
        public var folder: String
        /// The files, relative to ``folder``, in byte order.
        public var files: [String]
        /// The tool whose layout the folder has, when it has one.
        public var source: ImportHint?
        /// The files (keys as in ``files``) inside a folder of a tool that finds its markdown by
        /// its place (``ImportHint/keepsMarkdownInPlace``): the innermost such folder, at any
        /// depth, the root included. `vault check --fix` never moves these.
        public var owners: [String: Owner] = [:]
        /// The files (as in ``files``) whose names are not valid UTF-8: their bad bytes are shown
        /// as `\xXX` (``FileSystem/DirectoryEntry/hasValidName``), so the name in ``files`` does
        /// not name the file, and vault neither reads nor moves it.
        public var invalidNames: Set<String> = []
    }

    /// The folder of another tool's layout that holds a file, and the tool.
    public struct Owner: Hashable, Sendable {
        /// The folder relative to the vault root (`""` for the root) whose names show the layout
        /// (the one that holds `.obsidian/`, `journals/`, `_posts/`).
        public var folder: String
        /// The tool.
        public var source: ImportHint

        /// The owner of the files below `folder` when its layout is `source`, or `nil` when there
        /// is no layout or the tool keeps no markdown there (Day One, jrnl).
        static func of(_ source: ImportHint?, folder: String) -> Owner? {
            guard let source, source.keepsMarkdownInPlace else { return nil }
            return Owner(folder: folder, source: source)
        }
    }

    /// A source layout `vault import` reads, found from the names in a folder: one per source
    /// with a folder layout, in the one list of sources (``ImportSourceKind/all``, which also
    /// says how each is recognized: ``ImportSourceKind/recognizing(_:)``).
    public struct ImportHint: Hashable, Sendable {
        /// The source's name on the command line (`obsidian`, `logseq`, `posts`, `dayone`, `jrnl`).
        public var rawValue: String
        /// What the layout is called in messages: `an Obsidian vault`.
        var label: String
        /// Whose files they are, in messages: `Obsidian's`, `the site's`.
        var possessive: String
        /// Whether the tool finds its markdown files by their place, so that moving one breaks
        /// it: Obsidian (links that name a folder, the daily-notes plugin, which finds a day's
        /// note by its configured folder and name), Logseq (a journal is a file in `journals/`),
        /// Jekyll (`_posts/`) and Hugo (`content/`). A Day One or jrnl export holds no markdown.
        var keepsMarkdownInPlace: Bool
        /// Whether a folder's names show the layout.
        let recognizes: @Sendable (FolderNames) -> Bool

        /// A layout.
        init(_ name: String, _ label: String, possessive: String, keepsMarkdownInPlace: Bool,
             recognizes: @escaping @Sendable (FolderNames) -> Bool) {
            rawValue = name
            self.label = label
            self.possessive = possessive
            self.keepsMarkdownInPlace = keepsMarkdownInPlace
            self.recognizes = recognizes
        }

        /// An Obsidian vault: a folder with `.obsidian/` (also the layout of a vault inside one,
        /// ``UnreadMarkdown/enclosingObsidianVault(of:)``).
        static let obsidian = ImportHint(ObsidianSource.name, "an Obsidian vault", possessive: "Obsidian's", keepsMarkdownInPlace: true) {
            $0.folders.contains(".obsidian")
        }

        /// Whether two hints name the same source (their `rawValue`, the import command's source name).
        public static func == (lhs: ImportHint, rhs: ImportHint) -> Bool { lhs.rawValue == rhs.rawValue }

        /// Hashes the source name, as `==` compares it.
        public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
    }

    /// The names in a folder, as a layout is recognized from them.
    struct FolderNames: Sendable {
        /// Every name.
        var names: Set<String>
        /// The names of the folders in it.
        var folders: Set<String>
        /// Every name in lower case.
        var lowercasedNames: [String]
        /// The folder's absolute path, to look one level further (`logseq/config.edn`).
        var path: String
    }

    /// A folder the search could not list, so that its markdown, if any, is not hidden without a
    /// word (a folder at mode 000 or 311).
    public struct UnreadableFolder: Hashable, Sendable {
        /// The folder relative to the vault root.
        public var path: String
        /// Why, as the system says it (`Permission denied`).
        public var reason: String
    }

    /// The groups, root first, then the folders in byte order.
    public var groups: [Group] = []
    /// The folders the search could not list, in the order it met them.
    public var unreadableFolders: [UnreadableFolder] = []
    /// The vault-relative paths of the symbolic links in the folders searched (the root
    /// included), whose targets `vault check --fix` does not move, not to break them.
    public var links: [String] = []

    /// The vault-relative paths of the unread files.
    var paths: Set<String> {
        Set(groups.flatMap { group in group.files.map { group.folder.isEmpty ? $0 : group.folder + "/" + $0 } })
    }
    /// The layout of the root itself, when it has one (also when no markdown is unread, for a
    /// Day One or jrnl export, which holds none).
    public var rootSource: ImportHint?

    /// How many markdown files are unread in all.
    public var count: Int { groups.reduce(0) { $0 + $1.files.count } }

    /// The deepest level searched below a folder at the root.
    static let maximumDepth = 8
    /// The most folders searched in all.
    static let maximumFolders = 5_000
    /// How many file names a message lists before "and N more".
    static let namesShown = 3

    /// Finds the unread markdown of a vault.
    ///
    /// - Parameters:
    ///   - rootEntries: The listing of the vault root.
    ///   - vault: The vault.
    static func find(rootEntries: [FileSystem.DirectoryEntry], vault: Vault) -> UnreadMarkdown {
        var found = UnreadMarkdown()
        found.rootSource = source(of: rootEntries, folder: vault.path) ?? enclosingObsidianVault(of: vault.path)
        // Hidden files are left alone, as everywhere else: a hidden `.x.md` at the root is
        // neither counted nor offered to --fix.
        let rootListed = rootEntries.filter { entry in
            (entry.kind == .regular || entry.kind == nil) && isMarkdown(entry.name) && entry.name.utf8.first != UInt8(ascii: ".")
                && !["readme.md", "index.md"].contains(entry.name.lowercased())
        }
        let rootFiles = rootListed.map(\.name)
        found.links = rootEntries.filter { $0.kind == .symlink && $0.hasValidName }.map(\.name)
        let rootOwner = Owner.of(found.rootSource, folder: "")
        if !rootFiles.isEmpty {
            found.groups.append(Group(folder: "", files: rootFiles, source: found.rootSource,
                                      owners: owners(of: rootFiles, rootOwner),
                                      invalidNames: Set(rootListed.filter { !$0.hasValidName }.map(\.name))))
        }
        var budget = maximumFolders
        for entry in rootEntries where entry.kind == .directory && entry.name.utf8.first != UInt8(ascii: ".") && entry.hasValidName {
            // Year folders: the walk lists them anyway and adds their files (``add(yearFolder:entries:vault:)``).
            if VaultPath.year(fromFolderName: entry.name) != nil { continue }
            guard !VaultWalker.isNearMiss(entry, inYearFolder: false) else { continue }
            let absolute = vault.absolutePath(entry.name)
            let (entries, code) = FileSystem.list(absolute)
            guard let listed = entries else {
                found.unreadableFolders.append(UnreadableFolder(path: entry.name, reason: FileSystem.errorText(code)))
                continue
            }
            let folderSource = source(of: listed, folder: absolute)
            var group = Group(folder: entry.name, files: [], source: folderSource)
            collect(listed, in: absolute, relative: entry.name, prefix: "", depth: 1,
                    owner: Owner.of(folderSource, folder: entry.name) ?? rootOwner, budget: &budget, into: &group,
                    found: &found)
            if !group.files.isEmpty { found.groups.append(group) }
        }
        return found
    }

    /// The owners of files that all have one owner, or none.
    private static func owners(of files: [String], _ owner: Owner?) -> [String: Owner] {
        guard let owner else { return [:] }
        return Dictionary(files.map { ($0, owner) }) { first, _ in first }
    }

    /// Adds the markdown files of a year folder outside its month folders, from the listing the
    /// walk made: the files directly in it, and those in its other folders (`2024/March/`,
    /// `2024/notes/`), searched as the root's are. Month folders are the walk's, and near misses
    /// (`2024/3/`) are reported by it as `entry-outside-month-folder`, so markdown in `2024/March/`
    /// is reported too.
    ///
    /// - Parameters:
    ///   - folder: The year folder's name, such as `2026`.
    ///   - entries: Its listing.
    ///   - vault: The vault, to list the other folders.
    mutating func add(yearFolder folder: String, entries: [FileSystem.DirectoryEntry], vault: Vault) {
        let others = entries.filter { entry in
            entry.kind != .directory
                || (VaultPath.month(fromFolderName: entry.name) == nil && !VaultWalker.isNearMiss(entry, inYearFolder: true))
        }
        var group = Group(folder: folder, files: [], source: nil)
        var budget = Self.maximumFolders
        Self.collect(others, in: vault.absolutePath(folder), relative: folder, prefix: "", depth: 1,
                     owner: Owner.of(rootSource, folder: ""), budget: &budget, into: &group, found: &self)
        guard !group.files.isEmpty else { return }
        let index = groups.firstIndex { !$0.folder.isEmpty && VaultWalker.bytesPrecede(folder, $0.folder) } ?? groups.endIndex
        groups.insert(group, at: index)
    }

    /// Adds the markdown files of a listed folder and of its folders, depth first, each with the
    /// innermost folder of another tool's layout that holds it (``Group/owners``).
    ///
    /// - Parameters:
    ///   - entries: The folder's listing.
    ///   - folder: Its absolute path.
    ///   - relative: Its path relative to the vault root.
    ///   - prefix: Its path relative to the group's folder, with a final `/` (`""` for the group's).
    ///   - owner: The innermost tool layout at or above it.
    ///   - found: Where the folders it cannot list (``unreadableFolders``) and the symbolic
    ///     links (``links``) go.
    private static func collect(_ entries: [FileSystem.DirectoryEntry], in folder: String, relative: String, prefix: String,
                                depth: Int, owner: Owner?, budget: inout Int, into group: inout Group, found: inout UnreadMarkdown) {
        for entry in entries where entry.name.utf8.first != UInt8(ascii: ".") {
            if entry.kind == .directory {
                // A folder whose name is not UTF-8 cannot be listed by its shown name.
                guard entry.hasValidName, depth < maximumDepth, budget > 0 else { continue }
                budget -= 1
                let path = Vault.join(folder, entry.name)
                let inner = relative + "/" + entry.name
                let (entries, code) = FileSystem.list(path)
                guard let listed = entries else {
                    found.unreadableFolders.append(UnreadableFolder(path: inner, reason: FileSystem.errorText(code)))
                    continue
                }
                collect(listed, in: path, relative: inner, prefix: prefix + entry.name + "/", depth: depth + 1,
                        owner: Owner.of(source(of: listed, folder: path), folder: inner) ?? owner, budget: &budget, into: &group,
                        found: &found)
            } else if entry.kind == .symlink, entry.hasValidName {
                found.links.append(relative + "/" + entry.name)
            } else if (entry.kind == .regular || entry.kind == nil), isMarkdown(entry.name) {
                group.files.append(prefix + entry.name)
                if let owner { group.owners[prefix + entry.name] = owner }
                if !entry.hasValidName { group.invalidNames.insert(prefix + entry.name) }
            }
        }
    }

    /// Folder names whose markdown `vault check --fix` never moves, wherever they are: a package
    /// manager's (`node_modules/` holds the READMEs and changelogs of JavaScript packages).
    /// Hidden folders (`.git/`, `.obsidian/`, `.vault/`) are not even searched.
    static let foreignFolderNames: Set<String> = ["node_modules"]

    /// Whether a path relative to a group's folder (or to the root) passes through a hidden
    /// folder or one of ``foreignFolderNames``.
    static func isUnderForeignFolder(_ path: String) -> Bool {
        path.split(separator: "/").dropLast().contains { $0.hasPrefix(".") || foreignFolderNames.contains(String($0)) }
    }

    /// Whether a name ends in `.md` or `.markdown`, in any ASCII case.
    static func isMarkdown(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.hasSuffix(".md") && lower.count > 3) || (lower.hasSuffix(".markdown") && lower.count > 9)
    }

    /// `.obsidian` when a folder above `path` holds `.obsidian/`: a diary kept inside an
    /// Obsidian vault, whose daily notes Obsidian finds by folder and name, so `check --fix` must not
    /// move such a note from the diary's root.
    ///
    /// - Parameter path: The vault root, absolute.
    static func enclosingObsidianVault(of path: String) -> ImportHint? {
        var folder = path
        while let slash = folder.lastIndex(of: "/"), slash != folder.startIndex {
            folder = String(folder[..<slash])
            if FileSystem.status(folder + "/.obsidian", follow: false)?.kind == .directory { return .obsidian }
        }
        return nil
    }

    /// The layout a folder's names show, if any (``ImportSourceKind/recognizing(_:)``).
    ///
    /// - Parameters:
    ///   - entries: The folder's listing.
    ///   - folder: Its absolute path, to look one level into `logseq/`.
    static func source(of entries: [FileSystem.DirectoryEntry], folder: String) -> ImportHint? {
        let names = Set(entries.map(\.name))
        return ImportSourceKind.recognizing(FolderNames(names: names, folders: Set(entries.filter { $0.kind == .directory }.map(\.name)),
                                                        lowercasedNames: names.map { $0.lowercased() }, path: folder))
    }
}
