import Foundation

/// An entry's body as HTML: the one function every page that shows a body calls.
enum SiteBody {
    /// The body as HTML, by ``MarkdownRenderer`` (CommonMark 0.31.2 and the diary extensions,
    /// docs/SITE.md "Markdown dialect"), with heading ids for `[[entry#heading]]` links and every
    /// relative link, wikilink and embed resolved by ``SiteLinks``: one that names nothing the
    /// site has is written as text, never as a broken link.
    ///
    /// Raw HTML is escaped unless `allowsRawHTML` (`--allow-html`). Links with `javascript:`
    /// and other schemes than http, https and mailto are never made clickable, with or without
    /// `--allow-html`: a link's scheme is checked on its own, apart from raw HTML.
    ///
    /// - Parameters:
    ///   - body: The markdown body (without the title heading the page shows above it).
    ///   - entry: The entry whose body it is (its folder and the files it links).
    ///   - links: The site's entries, to resolve links between them.
    ///   - allowsRawHTML: Whether raw HTML passes through (`--allow-html`).
    /// - Returns: The HTML, and whether any link of the body named something else than one of
    ///   the entry's attachments (another entry, or nothing the site has): such a page changes
    ///   when entries are added, removed or renamed.
    static func html(_ body: String, of entry: SiteEntry, links: SiteLinks, allowsRawHTML: Bool) -> (html: String, linksEntries: Bool) {
        let page = entry.page, folder = entry.folder, attachments = entry.attachments
        let note = LinkNote()
        let options = MarkdownRenderer.Options(allowsRawHTML: allowsRawHTML, allowsAllSchemes: false, headingIDs: true) { target in
            let (href, isAttachment) = links.resolve(target, page: page, folder: folder, attachments: attachments)
            if !isAttachment { note.linksEntries = true }
            return href
        }
        let html = MarkdownRenderer(options: options).html(body)
        return (html, note.linksEntries)
    }

    /// Whether a render resolved a link against the other entries; one render writes it, on one
    /// thread.
    private final class LinkNote: @unchecked Sendable {
        var linksEntries = false
    }
}

/// How links in bodies find their targets on the site: other entries by vault path, file name
/// or title, and the entry's own attachments.
struct SiteLinks: Sendable {
    /// The three maps, made from the entries the first time a body asks for one: most bodies
    /// link no other entry, and a rebuild or a site whose bodies never do makes none.
    private let table: Table

    /// Each entry's page by its vault path (`2026/11/2026-11-29-walk.md`).
    var pageByPath: [String: String] { table.maps.byPath }
    /// Each entry's page by its file name without `.md`, lower-cased (`2026-11-29-walk`): the
    /// name an Obsidian `[[wikilink]]` uses. The first entry, newest first, keeps a name.
    var pageByName: [String: String] { table.maps.byName }
    /// Each entry's page by its title, lower-cased, for `[[Title]]`.
    var pageByTitle: [String: String] { table.maps.byTitle }

    /// The links of a list of entries, newest first (the maps are made when first asked for).
    init(_ entries: [EntrySummary]) {
        table = Table(entries)
    }

    /// The maps and the entries they are made from, shared by the copies of a ``SiteLinks`` on
    /// every thread of a build; made once, under a lock.
    private final class Table: @unchecked Sendable {
        /// The three maps of ``SiteLinks``.
        struct Maps {
            var byPath: [String: String] = [:]
            var byName: [String: String] = [:]
            var byTitle: [String: String] = [:]
        }

        private let lock = NSLock()
        private var entries: [EntrySummary]
        private var made: Maps?

        init(_ entries: [EntrySummary]) {
            self.entries = entries
        }

        /// The maps, made on the first call.
        var maps: Maps {
            lock.lock()
            defer { lock.unlock() }
            if let made { return made }
            var maps = Maps()
            maps.byPath.reserveCapacity(entries.count)
            for entry in entries {
                let path = entry.path
                let page = SitePaths.entry(path)
                maps.byPath[path] = page
                var name = String(path.split(separator: "/").last ?? Substring(path))
                if name.hasSuffix(".md") { name.removeLast(3) }
                if maps.byName[name.lowercased()] == nil { maps.byName[name.lowercased()] = page }
                let title = entry.title.lowercased()
                if !title.isEmpty, maps.byTitle[title] == nil { maps.byTitle[title] = page }
            }
            made = maps
            entries = []
            return maps
        }
    }

    /// The href of a link target on a page, or `nil` when the site has nothing there.
    ///
    /// - A link or image with a relative path (percent-decoded) is resolved against the entry's
    ///   folder: a file the entry links that the site has (`attachments`, vault-relative paths),
    ///   or another entry's file (`../10/x.md`), whose page it links.
    /// - A wikilink names an entry by vault path, file name or title (in any case); its
    ///   `#heading` becomes the heading's id (``MarkdownRenderer/slug(_:)``).
    /// - An embed names one of the entry's attachments by its file name, else an entry.
    ///
    /// - Returns: The href, and whether the target is one of `attachments` (else it was looked
    ///   up among the entries).
    func resolve(_ target: MarkdownRenderer.LinkTarget, page: String, folder: String, attachments: [String]) -> (href: String?, isAttachment: Bool) {
        let fragment = target.fragment.map { "#" + MarkdownRenderer.slug($0) } ?? ""
        switch target.kind {
        case .link, .image:
            guard let path = Self.joined(folder, target.path) else { return (nil, true) }
            // `==` is canonical equivalence: the file's own spelling (NFD from a Mac) is linked.
            if let attachment = attachments.first(where: { $0 == path }) { return (SiteHTML.href(attachment, from: page), true) }
            if let entry = pageByPath[path] { return (SiteHTML.href(entry, from: page) + (target.fragment.map { "#" + $0 } ?? ""), false) }
            return (nil, false)
        case .embed:
            if let attachment = attachments.first(where: { $0 == target.path || $0.hasSuffix("/" + target.path) }) {
                return (SiteHTML.href(attachment, from: page), true)
            }
            return (entryPage(target.path).map { SiteHTML.href($0, from: page) + fragment }, false)
        case .wikilink:
            return (entryPage(target.path).map { SiteHTML.href($0, from: page) + fragment }, false)
        }
    }

    /// The page of the entry a wikilink names.
    func entryPage(_ name: String) -> String? {
        if let page = pageByPath[name] ?? pageByPath[name + ".md"] { return page }
        var key = name.lowercased()
        if key.hasSuffix(".md") { key.removeLast(3) }
        if let slash = key.lastIndex(of: "/") { key = String(key[key.index(after: slash)...]) }
        return pageByName[key] ?? pageByTitle[name.lowercased()]
    }

    /// A relative path joined to a folder, `.` and `..` resolved; `nil` when it climbs out of
    /// the vault or is empty.
    static func joined(_ folder: String, _ path: String) -> String? {
        var parts = folder.isEmpty ? [] : folder.split(separator: "/").map(String.init)
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if parts.popLast() == nil { return nil }
            default: parts.append(String(part))
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }
}
