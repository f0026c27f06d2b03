/// The formats `vault export` writes (docs/EXPORT.md describes each mapping).
enum ExportFormat: String, CaseIterable, Hashable, Sendable {
    /// One JSON document of entries in the entry shape, with front matter and body (``ExportJSONRenderer``).
    case json
    /// A zip archive in Day One's JSON export shape, with the photos (``DayOneExport``).
    case dayone
    /// jrnl's plain-text journal, for `jrnl --import` (``JrnlRenderer``).
    case jrnl
    /// One markdown file, a book with months as headings (``MarkdownBookRenderer``).
    case markdown

    /// Whether the format is text that may go to standard output (a zip archive may not).
    var isText: Bool {
        switch self {
        case .json, .jrnl, .markdown: true
        case .dayone: false
        }
    }
}
