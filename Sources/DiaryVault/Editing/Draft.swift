import Foundation

/// The file `vault new` opens in the editor when no text was given: `.vault/drafts/draft-<hex>.md`
/// in the vault, holding a short template.
///
/// Drafts live inside the vault (not in the system's temporary folder, which may be emptied at
/// boot) so that a draft kept after an editor failure is found again next to the diary; the
/// folder is git-ignored by `vault init`. A draft is removed once its entry is written, or when it
/// was left empty; when the editor fails it is kept and its path printed, so nothing typed is lost.
enum Draft {
    /// The drafts folder, relative to the vault root.
    static let folder = ".vault/drafts"

    /// The comment the draft starts with; it is removed from the text the user writes.
    static let template = """
        <!-- vault new: write your entry below this comment, then save and quit.
             The first heading or line is the title. An empty draft creates nothing.
             This comment is removed. -->


        """

    /// The opening of the template comment, by which it is recognised even if edited.
    static let marker = "<!-- vault new:"

    /// Creates a new draft holding the template comment, then `text` (an entry template's, or none).
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - text: What the draft holds below the comment.
    /// - Returns: The draft's path relative to the vault root.
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when the folder or file cannot be made.
    static func create(in vault: Vault, text: String = "") throws -> String {
        do {
            try FileManager.default.createDirectory(atPath: vault.absolutePath(folder), withIntermediateDirectories: true)
        } catch {
            throw VaultError.writeFailed(path: vault.displayPath(folder), reason: error.localizedDescription)
        }
        while true {
            let relative = folder + "/draft-" + EntryID.random().shortForm + ".md"
            do {
                try AtomicWriter.create(Array((template + text).utf8), at: vault.absolutePath(relative), displayPath: vault.displayPath(relative))
                return relative
            } catch VaultError.fileExists {
                continue
            }
        }
    }

    /// The text of a draft without a byte order mark and the template comment (the first
    /// `<!-- vault new: ... -->` block at its start, edited or not) with the line breaks after
    /// it, so that text written below the comment starts the result (front matter included).
    ///
    /// - Parameter contents: The draft file's text.
    /// - Returns: The text the user wrote; empty or only blanks when they wrote nothing.
    static func text(of contents: String) -> String {
        var text = Substring(contents)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        if text.hasPrefix(marker), let end = text.range(of: "-->") {
            text = text[end.upperBound...].drop { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        }
        return String(text)
    }

    /// Whether a text holds anything but blanks and line breaks.
    ///
    /// - Parameter text: The text.
    static func isBlank(_ text: String) -> Bool {
        text.allSatisfy { $0.isWhitespace }
    }
}
