/// One entry as `vault site` shows it: its summary (what the index, calendar and stats count),
/// its parsed file (title, keys, body) and the attachments its body links that exist.
struct SiteEntry: Sendable {
    /// The index's reading of the entry (path, date, mood, starred, tags, counts).
    var summary: EntrySummary
    /// The parsed file.
    var entry: Entry
    /// The files the body links in the entry's `attachments/` folder that exist in the vault,
    /// as links relative to the entry's folder (`attachments/river.jpg`), in order of first link.
    var attachments: [String]

    /// Creates a site entry.
    init(summary: EntrySummary, entry: Entry, attachments: [String] = []) {
        self.summary = summary
        self.entry = entry
        self.attachments = attachments
    }

    /// The entry's page, relative to the output folder (``SitePaths/entry(_:)``).
    var page: String { SitePaths.entry(summary.path) }

    /// The folder of the entry's page (`2026/11`).
    var folder: String {
        summary.path.lastIndex(of: "/").map { String(summary.path[..<$0]) } ?? ""
    }

    /// Whether an attachment is shown as an image (by its extension, in any case: `jpg`,
    /// `jpeg`, `png`, `gif`, `webp`, `avif`, `svg`, `bmp`); other files are linked.
    static func isImage(_ link: String) -> Bool {
        guard let dot = link.lastIndex(of: ".") else { return false }
        return ["jpg", "jpeg", "png", "gif", "webp", "avif", "svg", "bmp"].contains(link[link.index(after: dot)...].lowercased())
    }
}

/// One file of the site: its path relative to the output folder and its bytes.
struct SiteFile: Hashable, Sendable {
    /// The path, `/`-separated, relative to the output folder.
    var path: String
    /// The bytes.
    var bytes: [UInt8]
}
