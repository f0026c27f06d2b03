/// Every source `vault import` reads: its name on the command line, the type that reads it, and
/// the line help shows for it.
///
/// This list is the one registry of sources: `vault import SOURCE` looks the name up here, help
/// and errors list the names in this order. A new source is one ``ImportSource`` type under
/// `Import/Sources/` plus one line here.
struct ImportSourceKind: Sendable {
    /// The source.
    var source: any ImportSource
    /// What it reads, for help: `a Day One JSON export (.zip or unpacked folder)`.
    var summary: String

    /// The name on the command line (``ImportSource/name``).
    var name: String { type(of: source).name }

    /// Every source, in the order help lists them.
    static let all: [ImportSourceKind] = [
        ImportSourceKind(source: DayOneSource(), summary: "a Day One JSON export: the .zip (one or several journals, with their media) or its unpacked folder"),
        ImportSourceKind(source: JrnlSource(), summary: "jrnl: its `jrnl --format json` export, its plain-text journal file, or a folder journal (YYYY/MM/DD.txt)"),
        ImportSourceKind(source: ObsidianSource(), summary: "an Obsidian vault folder: the daily notes of .obsidian/daily-notes.json, with their embedded files"),
        ImportSourceKind(source: LogseqSource(), summary: "a Logseq graph folder: the markdown journals (logseq/config.edn's folder and file-name format), with their assets"),
        ImportSourceKind(source: JSONArraySource(), summary: "a JSON array of objects (the mood diary's store and the like); --map, --date-format"),
        ImportSourceKind(source: PostsSource(), summary: "blog posts: a Jekyll site (_posts/) or a Hugo site (content/), YAML, TOML or JSON front matter"),
        ImportSourceKind(source: PropertyListSource(), summary: "a property list: an array of dictionaries, or a saved defaults dictionary holding one; --map, --time-zone"),
    ]

    /// The source with this name, or `nil`.
    ///
    /// - Parameter name: The name as typed (compared exactly).
    static func named(_ name: String) -> ImportSourceKind? {
        all.first { $0.name == name }
    }
}
