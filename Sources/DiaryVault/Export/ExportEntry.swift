import Foundation

/// One entry on its way out of the vault: its parsed file, its path and its date.
///
/// The exporters (``ExportJSONRenderer``, ``JrnlRenderer``, ``MarkdownBookRenderer``,
/// ``DayOneExport``) take these as values; ``ExportReader`` makes them from the selected
/// summaries.
struct ExportEntry: Sendable {
    /// The parsed entry.
    var entry: Entry
    /// The file's path relative to the vault root, with `/` separators.
    var path: String
    /// The entry's date: its own, else the index's (an entry always has one once selected).
    var date: EntryDate

    /// Creates an export entry.
    init(entry: Entry, path: String, date: EntryDate) {
        self.entry = entry
        self.path = path
        self.date = date
    }

    /// The folder the file is in, relative to the vault root (`2026/11`), or `""` at the root.
    var folder: String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// The files the body links, as link targets relative to the entry's folder (`./` removed,
    /// query and fragment removed, percent-decoded), each once, in order of first link: every
    /// inline link's or image's destination (CommonMark 0.31.2 section 6.3, balanced parentheses
    /// and `<...>` included: `attachments/photo%20(1).jpg` is `attachments/photo (1).jpg`) outside
    /// fenced code, and every link reference definition's (`[id]: attachments/x.png`, section 4.7),
    /// whose last part has a file extension other than `.md` or `.markdown` (a link
    /// to another entry is no file). URLs (`https:`, `mailto:`, `//`) and fragments (`#top`) are
    /// none. Targets may lead into subfolders, out of the folder (`../10/attachments/x.png`) or be
    /// absolute (`/Users/me/x.png`): ``ExportReader/linkedFile(_:of:)`` says which are files of
    /// the vault.
    var fileLinks: [String] {
        var links: [String] = []
        for destination in MarkdownScan.linkDestinations(in: entry.body)
        where MarkdownScan.isFileTarget(destination.target) && !links.contains(destination.target) {
            links.append(destination.target)
        }
        return links
    }

    /// The body without its first line when that line is where the title came from (a `# `
    /// heading with the title's text, or the first line itself when there is no `title` key),
    /// for formats that write the title on a line of its own (jrnl, the markdown book). Leading
    /// blank lines are removed.
    var bodyAfterTitle: String {
        let withoutHeading = EntryRenderer.bodyWithoutTitleHeading(entry)
        guard entry.storedKey(for: .title) == nil, withoutHeading == entry.body.trimmingLeadingBlankLines else {
            return withoutHeading
        }
        // The title is the first non-empty line (EntryTitle): drop that line when it is the title as written.
        let (firstLine, rest) = EntryRenderer.firstTextLine(of: Substring(withoutHeading))
        guard !entry.title.isEmpty, firstLine.trimmingASCIISpaces == entry.title else { return withoutHeading }
        return String(rest).trimmingLeadingBlankLines
    }
}

extension String {
    /// The text without its leading blank lines (lines of nothing but a line break).
    var trimmingLeadingBlankLines: String {
        var text = Substring(self)
        while text.first == "\n" || text.first == "\r\n" { text.removeFirst() }
        return String(text)
    }
}
