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

    /// The files the body links in the entry's `attachments/` folder (`](attachments/x.jpg)`,
    /// `./` and `%20` allowed), as links relative to the entry's folder, percent-decoded, each
    /// once, in order of first link. A link into a subfolder or out of the folder is not one.
    var attachmentLinks: [String] {
        var links: [String] = []
        var rest = Substring(entry.body)
        while let open = rest.range(of: "](") {
            rest = rest[open.upperBound...]
            let target = rest.prefix { $0 != ")" && $0 != " " && $0 != "\n" && $0 != "\r\n" }
            let relative = target.hasPrefix("./") ? String(target.dropFirst(2)) : String(target)
            let link = relative.removingPercentEncoding ?? relative
            let parts = link.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, parts[0] == "attachments", !parts.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }),
                  !links.contains(link) else { continue }
            links.append(link)
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
