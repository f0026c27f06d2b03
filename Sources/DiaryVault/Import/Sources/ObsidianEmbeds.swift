import Foundation

/// The embeds of one Obsidian note: finds the files they name, and rewrites their links to the
/// copies in `attachments/`.
struct ObsidianEmbeds {
    /// The vault's files.
    let vault: ObsidianVaultFiles
    /// The note's path relative to the vault.
    let note: String
    /// The files to copy, in order of first embed.
    private(set) var attachments: [ImportedAttachment] = []
    /// Embed targets that name no file.
    private(set) var missing: [String] = []

    /// Creates the rewriter for a note.
    init(vault: ObsidianVaultFiles, note: String) {
        self.vault = vault
        self.note = note
    }

    /// The body with `![[file]]` embeds and markdown image links to vault files rewritten
    /// (see ``ObsidianNote``); lines in fenced code blocks are left alone.
    mutating func rewrite(_ body: String) -> String {
        var fences = MarkdownScan.Fences()
        var lines: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(fences.isCode(line) ? String(line) : rewriteLine(String(line)))
        }
        return lines.joined(separator: "\n")
    }

    /// One line's embeds rewritten.
    private mutating func rewriteLine(_ line: String) -> String {
        guard line.contains("![") else { return line }
        var output = ""
        var rest = Substring(line)
        while let start = rest.range(of: "![") {
            output += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            if after.hasPrefix("["), let close = after.range(of: "]]") {
                let target = String(after[after.index(after: after.startIndex)..<close.lowerBound])
                output += wikiEmbed(target) ?? "![[" + target + "]]"
                rest = after[close.upperBound...]
            } else if let altEnd = after.firstIndex(of: "]"), after[after.index(after: altEnd)...].hasPrefix("("),
                      case let tail = Array(after[after.index(altEnd, offsetBy: 2)...]),
                      let link = MarkdownScan.inlineLinkTail(tail, from: 0) {
                // The destination as CommonMark reads it: `photo (1).jpg` whole (section 6.3).
                let alt = String(after[..<altEnd])
                let written = String(tail[..<link.end])
                let target = String(tail[link.destination]).replacing("\\(", with: "(").replacing("\\)", with: ")")
                output += markdownImage(alt: alt, target: target) ?? "![" + alt + "](" + written
                rest = after[after.index(altEnd, offsetBy: 2 + link.end)...]
            } else {
                output += "!["
                rest = after
            }
        }
        return output + rest
    }

    /// The link for `![[target]]`, or `nil` to keep it (a note embed, or no such file).
    private mutating func wikiEmbed(_ target: String) -> String? {
        let path = String(target.prefix { $0 != "|" && $0 != "#" }).trimmingCharacters(in: .whitespaces)
        let fileExtension = (path as NSString).pathExtension.lowercased()
        // A note (markdown, a canvas, a base) is no attachment: its embed stays a wiki link.
        guard !fileExtension.isEmpty, !ObsidianNote.noteExtensions.contains(fileExtension) else { return nil }
        guard let found = vault.resolve(path, from: note) else {
            missing.append(target)
            return nil
        }
        let name = attach(found)
        let link = TextImportFiles.attachmentLink(name)
        return Self.isImage(name) ? "![](\(link))" : "[\(name)](\(link))"
    }

    /// The link for `![alt](target)` when the target is a file of the vault (relative to the note
    /// or to the vault, percent-encoded or not), or `nil` to keep it.
    private mutating func markdownImage(alt: String, target: String) -> String? {
        let path = target.removingPercentEncoding ?? target
        guard !path.contains("://"), !path.hasPrefix("/") else { return nil }
        let folder = (note as NSString).deletingLastPathComponent
        let relative = TextImportFiles.normalize(TextImportFiles.join(folder, path)) ?? ""
        guard let found = [relative, path].first(where: vault.files.contains) else { return nil }
        return "![\(alt)](\(TextImportFiles.attachmentLink(attach(found))))"
    }

    /// Adds a file to copy, returning its name in `attachments/` (` 2`, ` 3` before the extension
    /// when another file of the note has that name).
    private mutating func attach(_ path: String) -> String {
        if let known = attachments.first(where: { $0.sourcePath == path }) { return known.name }
        let base = (path as NSString).lastPathComponent
        let name = ImportedAttachment.uniqueName(base, among: attachments)
        attachments.append(ImportedAttachment(name: name, sourcePath: path, contents: .file(TextImportFiles.join(vault.root, path))))
        return name
    }

    /// Whether a file name has an image extension.
    static func isImage(_ name: String) -> Bool {
        ObsidianNote.imageExtensions.contains((name as NSString).pathExtension.lowercased())
    }
}
