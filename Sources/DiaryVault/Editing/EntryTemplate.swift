import Foundation

/// A template for new entries: `.vault/templates/NAME.md`, front matter plus body, with
/// `{{placeholders}}` that ``expand(_:ask:)`` fills in (see ``TemplateValues``).
///
/// `vault new --template NAME` uses one, or the `default-template` of `.vault/config`; `vault init`
/// writes the commented example ``example`` as `daily.md`. A name is the file name without `.md`:
/// it may not be empty, start with `.` or hold `/` (a template is a file of the folder, never a
/// path elsewhere).
struct EntryTemplate: Hashable, Sendable {
    /// The templates folder, relative to the vault root.
    static let folder = ".vault/templates"

    /// The name, such as `daily`.
    var name: String
    /// The template's text, as read.
    var text: String

    /// The vault-relative path of the template with a name.
    static func relativePath(of name: String) -> String {
        folder + "/" + name + ".md"
    }

    /// The warning `vault new` prints for a template whose uuid it dropped, with a newline.
    ///
    /// - Parameter path: The template's path, as shown.
    static func droppedUUIDWarning(path: String) -> String {
        "warning: \(path): its uuid is not copied; each new entry gets its own\n"
    }

    /// A filled-in template's text without the keys that vault reads as the uuid (every
    /// spelling: `uuid`, `UUID`, `id`, ...), each removed with only its lines, so that no two
    /// entries made from one template share an identifier (RFC 4122 uuids are unique per entry).
    /// It works on the text after the placeholders are filled in, since a template may parse only
    /// then (`weather: {{prompt:Weather}} today`).
    ///
    /// - Parameters:
    ///   - text: The filled-in text.
    ///   - path: The template's path as shown, for the error.
    /// - Returns: The text and whether a uuid was dropped; the text unchanged when it does not
    ///   parse (the entry's own parse then reports where).
    /// - Throws: ``FrontMatterEditRefusal`` when a uuid is there but cannot be removed
    ///   faithfully (JSON front matter, an anchor that an alias uses).
    static func droppingUUIDs(from text: String, path: String) throws -> (text: String, dropped: Bool) {
        guard var document = try? EntryDocument(parsing: text) else { return (text, false) }
        var dropped = false
        while let key = EntrySemantics.storedKey(for: .uuid, in: document.frontMatter) {
            guard document.removeValue(forKey: key) else {
                let reason = document.editRefusal(forKey: key, value: nil) ?? "'\(key)' cannot be removed"
                throw FrontMatterEditRefusal(path: path, reason: "a template's uuid is never copied, and " + reason
                                                + "; delete the '\(key)' line from the template")
            }
            dropped = true
        }
        return (dropped ? document.serializedText() : text, dropped)
    }

    /// Whether a name can be a template's: not empty, no `/`, not starting with `.`.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
    }

    /// The names of a vault's templates, sorted by their UTF-8 bytes; none without the folder.
    ///
    /// - Parameter vault: The vault.
    static func names(in vault: Vault) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: vault.absolutePath(folder))) ?? []
        return files.filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.filter(isValidName)
            .filter { FileSystem.status(vault.absolutePath(relativePath(of: $0)), follow: false)?.kind == .regular }
            .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    /// Reads a vault's template by name (a trailing `.md` is allowed: `daily.md` is `daily`).
    ///
    /// A template is a regular file of the folder: a symbolic link (which could lead out of the
    /// vault) or a folder named `NAME.md` is not one.
    ///
    /// - Parameters:
    ///   - name: The name as typed or configured.
    ///   - vault: The vault.
    /// - Returns: The template.
    /// - Throws: ``NotFound`` when there is no such template (it lists the ones there are; the CLI
    ///   reports it as a bad value of the option that named it, exit 64);
    ///   ``VaultError/readFailed(path:reason:)`` when the file exists but cannot be read.
    static func load(_ name: String, in vault: Vault) throws -> EntryTemplate {
        let bare = name.hasSuffix(".md") ? String(name.dropLast(3)) : name
        let path = vault.absolutePath(relativePath(of: bare))
        guard isValidName(bare), FileSystem.status(path, follow: false)?.kind == .regular else {
            throw NotFound(name: name, folder: vault.displayPath(folder), available: names(in: vault))
        }
        let bytes = try FileSystem.read(path)
        return EntryTemplate(name: bare, text: String(decoding: bytes, as: UTF8.self))
    }

    /// A name that names no template of the vault: not a valid name, or no regular file
    /// `NAME.md` in the templates folder.
    struct NotFound: Error, Hashable, Sendable, LocalizedError {
        /// The name as typed or configured.
        var name: String
        /// The templates folder as shown to the user, such as `.vault/templates`.
        var folder: String
        /// The names of the templates there are, sorted (``EntryTemplate/names(in:)``); may be empty.
        var available: [String]

        /// What would have been accepted, as a phrase: the templates there are, or that the
        /// folder has none.
        var expected: String {
            available.isEmpty
                ? "the name of a file NAME.md in \(folder)/, which has none"
                : "one of the templates in \(folder)/: " + available.joined(separator: ", ")
        }

        /// The problem in one line.
        var errorDescription: String? {
            "no template '\(name)': expected \(expected)"
        }
    }

    /// The example `vault init` writes as `.vault/templates/daily.md`: comments in its front
    /// matter (dropped from the entries it makes) say how templates work.
    static let example = """
        ---
        # An example template: 'vault new --template daily' starts an entry from this file,
        # and 'default-template = daily' in .vault/config makes it the default (--no-template
        # skips it). Comment lines like these are not copied into entries.
        #
        # Placeholders in double curly braces: date, time, weekday, title (--title),
        # date:FORMAT and time:FORMAT with Moment.js tokens as Obsidian uses them
        # (YYYY MM DD ddd dddd HH mm ...), and prompt:QUESTION, which asks QUESTION on the
        # terminal and writes the answer (or leaves the line empty to fill in the editor).
        # The front matter below is the new entry's; options such as --mood and --tag win.
        tags: [daily]
        ---
        # {{weekday}}

        ## What went well?
        {{prompt:What went well?}}

        ## What could be better?
        {{prompt:What could be better?}}

        """
}
