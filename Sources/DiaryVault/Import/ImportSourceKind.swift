/// Every source `vault import` reads: its name on the command line, the type that reads it, and
/// the line help shows for it.
///
/// This list is the one registry of sources: `vault import SOURCE` looks the name up here, help
/// and errors list the names in this order, and the unread markdown of a vault
/// (``UnreadMarkdown``) is matched to a source by its folder (``recognizing(_:)``). A new source
/// is one ``ImportSource`` type under `Import/Sources/` plus one line here.
struct ImportSourceKind: Sendable {
    /// The source.
    var source: any ImportSource
    /// What it reads, for help: `a Day One JSON export (.zip or unpacked folder)`.
    var summary: String
    /// How a folder it made is recognized from its names, and what it is called in messages;
    /// `nil` for a source without a folder layout of its own (a JSON array, a property list).
    var folder: UnreadMarkdown.ImportHint?

    /// The name on the command line (``ImportSource/name``).
    var name: String { type(of: source).name }

    /// Every source, in the order help lists them.
    static let all: [ImportSourceKind] = [
        ImportSourceKind(source: DayOneSource(), summary: "a Day One JSON export: the .zip (one or several journals, with their media) or its unpacked folder; or a Day One Classic Journal.dayone package (or its .zip)",
                         folder: .init(DayOneSource.name, "a Day One export", possessive: "Day One's", keepsMarkdownInPlace: false) { folder in
                             // A `Journal.json`, a Classic `Journal.dayone` package, or a `.zip` named like a Day One export.
                             folder.names.contains("Journal.json") || folder.lowercasedNames.contains { $0.hasSuffix(".dayone") }
                                 || folder.lowercasedNames.contains { $0.hasSuffix(".zip") && ($0.contains("dayone") || $0.contains("day one")) }
                         }),
        ImportSourceKind(source: JrnlSource(), summary: "jrnl: its `jrnl --format json` export, its plain-text journal file, or a folder journal (YYYY/MM/DD.txt)",
                         folder: .init(JrnlSource.name, "a jrnl journal", possessive: "jrnl's", keepsMarkdownInPlace: false) { folder in
                             // A `journal.txt`, or a `.json` named like a jrnl export.
                             folder.lowercasedNames.contains("journal.txt") || folder.lowercasedNames.contains { $0.hasSuffix(".json") && $0.contains("jrnl") }
                         }),
        ImportSourceKind(source: ObsidianSource(), summary: "an Obsidian vault folder: the daily notes of .obsidian/daily-notes.json, with their embedded files",
                         folder: .obsidian),
        ImportSourceKind(source: LogseqSource(), summary: "a Logseq graph folder: the markdown journals (logseq/config.edn's folder and file-name format), with their assets",
                         folder: .init(LogseqSource.name, "a Logseq graph", possessive: "Logseq's", keepsMarkdownInPlace: true) { folder in
                             // `journals/`, or `logseq/config.edn`.
                             folder.folders.contains("journals")
                                 || (folder.folders.contains("logseq") && FileSystem.status(Vault.join(folder.path, "logseq/config.edn")) != nil)
                         }),
        ImportSourceKind(source: JSONArraySource(), summary: "a JSON array of objects (the mood diary's store and the like); --map, --date-format"),
        ImportSourceKind(source: PostsSource(), summary: "blog posts: a Jekyll site (_posts/) or a Hugo site (content/), YAML, TOML or JSON front matter",
                         folder: .init(PostsSource.name, "a Jekyll or Hugo site", possessive: "the site's", keepsMarkdownInPlace: true) { folder in
                             // Jekyll's `_posts/`, or Hugo's `content/` beside a config file or `config/_default/`.
                             folder.folders.contains("_posts")
                                 || (folder.folders.contains("content")
                                     && (!folder.names.isDisjoint(with: PostsSource.hugoConfigNames)
                                         || FileSystem.status(Vault.join(folder.path, PostsSource.hugoConfigFolder), follow: true)?.kind == .directory))
                         }),
        ImportSourceKind(source: PropertyListSource(), summary: "a property list: an array of dictionaries, or a saved defaults dictionary holding one; --map, --time-zone"),
    ]

    /// The source whose layout a folder has, or `nil`: of the sources that recognize it, one that
    /// keeps its markdown in place first (its files must not be moved), then in list order
    /// (Obsidian, Logseq, posts, Day One, jrnl).
    ///
    /// - Parameter folder: The folder's names.
    static func recognizing(_ folder: UnreadMarkdown.FolderNames) -> UnreadMarkdown.ImportHint? {
        let hints = all.compactMap(\.folder)
        return (hints.filter(\.keepsMarkdownInPlace) + hints.filter { !$0.keepsMarkdownInPlace }).first { $0.recognizes(folder) }
    }

    /// The source with this name, or `nil`.
    ///
    /// - Parameter name: The name as typed (compared exactly).
    static func named(_ name: String) -> ImportSourceKind? {
        all.first { $0.name == name }
    }
}
