/// The markdown files of a vault folder that no command reads, because they are outside the
/// `YYYY/MM/` folders, and the shape of the folders that hold them (issue 14 item 5: with flat
/// Obsidian daily notes, Logseq journals, Jekyll posts or Hugo content at the root, `index` said
/// "no entries" and `check` "no problems").
///
/// Found from the root listing the walk makes anyway: a vault whose root holds only year folders
/// and `.vault/` costs nothing more. Other folders at the root are searched down to
/// ``maximumDepth`` levels and at most ``maximumFolders`` folders; hidden folders (`.git/`,
/// `.obsidian/`) are not searched, nor folders that look like a misnamed month or year folder
/// (`vault check` reports those as `entry-outside-month-folder`). At a year folder, only the files
/// directly in it count, taken from the walk's own listing of it. Not counted: `README.md` and `INDEX.md` at the root (any ASCII case;
/// `INDEX.md` is what `vault index --write` writes). Markdown is a name ending in `.md` or
/// `.markdown` (Jekyll), in any ASCII case.
public struct UnreadMarkdown: Hashable, Sendable {
    /// The unread files of one folder at the root (or of the root itself).
    public struct Group: Hashable, Sendable {
        /// The folder relative to the vault root (`journals`, `2026`), or `""` for the root.
        public var folder: String
        /// The files, relative to ``folder``, in byte order.
        public var files: [String]
        /// The tool whose layout the folder has, when it has one.
        public var source: ImportHint?
    }

    /// A source layout `vault import` reads, found from the names in a folder (issue 13 item 5).
    public enum ImportHint: String, Hashable, Sendable {
        /// A folder with `.obsidian/`.
        case obsidian
        /// A folder with `logseq/config.edn` or `journals/`.
        case logseq
        /// A folder with Jekyll's `_posts/`, or Hugo's `content/` beside a `hugo.toml`,
        /// `hugo.yaml`, `config.toml` or `config.yaml`.
        case posts
        /// A folder with a Day One `Journal.json`, or a `.zip` named like a Day One export.
        case dayone
        /// A folder with a jrnl `journal.txt` or a `.json` named like a jrnl export.
        case jrnl

        /// What the layout is called in messages.
        var label: String {
            switch self {
            case .obsidian: "an Obsidian vault"
            case .logseq: "a Logseq graph"
            case .posts: "a Jekyll or Hugo site"
            case .dayone: "a Day One export"
            case .jrnl: "a jrnl journal"
            }
        }
    }

    /// The groups, root first, then the folders in byte order.
    public var groups: [Group] = []
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
        found.rootSource = source(of: rootEntries, folder: vault.path)
        let rootFiles = rootEntries.filter { entry in
            (entry.kind == .regular || entry.kind == nil) && isMarkdown(entry.name)
                && !["readme.md", "index.md"].contains(entry.name.lowercased())
        }.map(\.name)
        if !rootFiles.isEmpty { found.groups.append(Group(folder: "", files: rootFiles, source: found.rootSource)) }
        var budget = maximumFolders
        for entry in rootEntries where entry.kind == .directory && entry.name.utf8.first != UInt8(ascii: ".") && entry.hasValidName {
            // Year folders: the walk lists them anyway and adds their files (``add(yearFolder:entries:)``).
            if VaultPath.year(fromFolderName: entry.name) != nil { continue }
            guard !VaultWalker.isNearMiss(entry, inYearFolder: false) else { continue }
            let absolute = vault.absolutePath(entry.name)
            let listed = FileSystem.list(absolute).entries ?? []
            var files: [String] = []
            collect(listed, in: absolute, prefix: "", depth: 1, budget: &budget, into: &files)
            if !files.isEmpty {
                found.groups.append(Group(folder: entry.name, files: files, source: source(of: listed, folder: absolute)))
            }
        }
        return found
    }

    /// Adds the markdown files directly in a year folder, from the listing the walk made.
    ///
    /// - Parameters:
    ///   - folder: The year folder's name, such as `2026`.
    ///   - entries: Its listing.
    mutating func add(yearFolder folder: String, entries: [FileSystem.DirectoryEntry]) {
        let files = entries.filter { ($0.kind == .regular || $0.kind == nil) && Self.isMarkdown($0.name) && $0.hasValidName }.map(\.name)
        guard !files.isEmpty else { return }
        let index = groups.firstIndex { !$0.folder.isEmpty && VaultWalker.bytesPrecede(folder, $0.folder) } ?? groups.endIndex
        groups.insert(Group(folder: folder, files: files), at: index)
    }

    /// Adds the markdown files of a listed folder and of its folders, depth first.
    private static func collect(_ entries: [FileSystem.DirectoryEntry], in folder: String, prefix: String, depth: Int,
                                budget: inout Int, into files: inout [String]) {
        for entry in entries where entry.name.utf8.first != UInt8(ascii: ".") && entry.hasValidName {
            if entry.kind == .directory {
                guard depth < maximumDepth, budget > 0 else { continue }
                budget -= 1
                let path = Vault.join(folder, entry.name)
                collect(FileSystem.list(path).entries ?? [], in: path, prefix: prefix + entry.name + "/", depth: depth + 1,
                        budget: &budget, into: &files)
            } else if (entry.kind == .regular || entry.kind == nil), isMarkdown(entry.name) {
                files.append(prefix + entry.name)
            }
        }
    }

    /// Whether a name ends in `.md` or `.markdown`, in any ASCII case.
    static func isMarkdown(_ name: String) -> Bool {
        let lower = name.lowercased()
        return (lower.hasSuffix(".md") && lower.count > 3) || (lower.hasSuffix(".markdown") && lower.count > 9)
    }

    /// The layout a folder's names show, if any (see ``ImportHint``).
    ///
    /// - Parameters:
    ///   - entries: The folder's listing.
    ///   - folder: Its absolute path, to look one level into `logseq/`.
    static func source(of entries: [FileSystem.DirectoryEntry], folder: String) -> ImportHint? {
        let names = Set(entries.map(\.name))
        let folders = Set(entries.filter { $0.kind == .directory }.map(\.name))
        if folders.contains(".obsidian") { return .obsidian }
        if folders.contains("journals")
            || (folders.contains("logseq") && FileSystem.status(Vault.join(folder, "logseq/config.edn")) != nil) {
            return .logseq
        }
        if folders.contains("_posts") { return .posts }
        if folders.contains("content"), !names.isDisjoint(with: ["hugo.toml", "hugo.yaml", "hugo.json", "config.toml", "config.yaml"]) {
            return .posts
        }
        let lowered = names.map { $0.lowercased() }
        if names.contains("Journal.json") || lowered.contains(where: { $0.hasSuffix(".zip") && ($0.contains("dayone") || $0.contains("day one")) }) {
            return .dayone
        }
        if lowered.contains("journal.txt") || lowered.contains(where: { $0.hasSuffix(".json") && $0.contains("jrnl") }) {
            return .jrnl
        }
        return nil
    }

    /// The `unread-markdown` warnings: one per group, naming the first files and what to do, and
    /// one for a root that is a Day One or jrnl export with no markdown in it.
    ///
    /// - Parameter vault: The vault, for the paths in hints.
    public func problems(vault: Vault) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        let rootShown = vault.displayRoot.isEmpty ? "." : vault.displayRoot
        for group in groups {
            let names = group.files.prefix(Self.namesShown).joined(separator: ", ")
                + (group.files.count > Self.namesShown ? ", and \(group.files.count - Self.namesShown) more" : "")
            let count = group.files.count == 1 ? "1 markdown file" : "\(group.files.count) markdown files"
            let place = group.folder.isEmpty ? "at the vault root" : "in \(group.folder)/"
            var hints: [String] = []
            let groupShown = group.folder.isEmpty ? rootShown : vault.displayPath(group.folder)
            if let (source, path) = group.source.map({ ($0, groupShown) }) ?? rootSource.map({ ($0, rootShown) }) {
                hints.append("this looks like \(source.label): bring its entries in with 'vault import \(source.rawValue) \(path.shellWord)'")
            }
            let dated = group.files.filter { VaultPath.fileNameDate(ofFileName: $0.split(separator: "/").last.map(String.init) ?? $0) != nil }.count
            if dated > 0 {
                hints.append("\(dated == group.files.count ? "they are" : "\(dated) of them are") named by date: move \(dated == 1 ? "it" : "them") into the YYYY/MM/ folder of \(dated == 1 ? "its" : "their") date to make \(dated == 1 ? "it an entry" : "them entries")")
            }
            if hints.isEmpty { hints.append("notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date") }
            problems.append(VaultProblem(
                .unreadMarkdown, path: group.folder.isEmpty ? "." : group.folder,
                message: "\(count) \(place) \(group.files.count == 1 ? "is" : "are") outside the YYYY/MM/ folders, so vault does not read \(group.files.count == 1 ? "it" : "them"): \(names)",
                hint: hints.joined(separator: "; ")))
        }
        if groups.isEmpty, let source = rootSource, source == .dayone || source == .jrnl {
            problems.append(VaultProblem(
                .unreadMarkdown, path: ".",
                message: "the vault root holds \(source.label), which vault does not read as it is",
                hint: "bring its entries in with 'vault import \(source.rawValue) \(rootShown.shellWord)'"))
        }
        return problems
    }
}
