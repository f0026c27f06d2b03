import Foundation

/// The images and files a Jekyll or Hugo post links: finds them in the site, lists them to copy
/// into `attachments/`, and rewrites the links to the copies.
///
/// A link is read wherever CommonMark reads one outside code (fenced blocks, ``MarkdownScan/Fences``,
/// and code spans): an inline link or image's destination (`![..](harbor.png)`, balanced
/// parentheses, `<...>` forms and a title after it, section 6.3), and a link reference
/// definition's (`[id]: harbor.png "title"`, section 4.7), the `src="..."` of an HTML `<img>`, and
/// the image a Hugo shortcode shows (``HugoShortcode``: `{{< figure src="x.jpg" >}}`,
/// `{{< figure "x.jpg" >}}`, `{{% img src=x.jpg %}}`). Its target is looked up:
/// - relative (`harbor.png`, `images/harbor.png`): beside the post (a Hugo page bundle keeps its
///   images in the folder of `index.md`; a Jekyll post beside it), else from the site's root
///   (Jekyll) or its `static/` folder (Hugo);
/// - from the root (`/assets/harbor.png`): the site's folder (Jekyll), its `static/` folder (Hugo,
///   which publishes it at the root) or the site's folder.
/// Jekyll's Liquid for the site's root is read (`{{ site.baseurl }}/assets/x.png`,
/// `{% link assets/x.png %}`, `{{ "/assets/x.png" | relative_url }}`: ``liquidPath(_:)``). A target
/// with a URL scheme (`https:`, `mailto:`), `//`, a fragment alone (`#top`) or other Liquid or
/// Hugo template text is left alone, and so is a link to a page (`.md`, `.html`, a
/// path without an extension). A file found (never outside the site's folder) is copied and the
/// link points to `attachments/<name>` (its query and fragment dropped); an image, or a link to a
/// file with an extension, that names no file is kept as written and named in a warning.
struct PostAssets {
    /// The site's folder (the parent of `_posts/` or `content/`), absolute.
    let site: String
    /// Whether the site is Jekyll's (else Hugo's).
    let isJekyll: Bool
    /// The post's folder, absolute.
    let folder: String
    /// The import's input folder, absolute: attachments' `sourcePath` is relative to it.
    let input: String
    /// The files to copy, in order of first link.
    private(set) var attachments: [ImportedAttachment] = []
    /// Link targets that name no file, as written.
    private(set) var missing: [String] = []
    /// The names of the Hugo shortcodes called that show no image (`youtube`, `ref`), one per
    /// call: kept as written, as Hugo's template text that vault does not run.
    private(set) var shortcodes: [String] = []

    /// Extensions of pages, which a link names as a page of the site, not a file to copy.
    static let pageExtensions: Set<String> = ["md", "markdown", "html", "htm", "xml", "php"]

    /// Creates the rewriter for one post.
    init(site: String, isJekyll: Bool, post: String, input: String) {
        self.site = site
        self.isJekyll = isJekyll
        folder = (post as NSString).deletingLastPathComponent
        self.input = input
    }

    /// The body with the links to the site's files pointing to `attachments/`.
    mutating func rewrite(_ body: String) -> String {
        var fences = MarkdownScan.Fences()
        var lines: [String] = []
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let linking = line.contains("](") || line.contains("]:") || line.contains("src=") || line.contains("{{<") || line.contains("{{%")
            lines.append(fences.isCode(line) || !linking ? String(line) : rewriteLine(String(line)))
        }
        return lines.joined(separator: "\n")
    }

    /// One line's link destinations rewritten.
    private mutating func rewriteLine(_ line: String) -> String {
        var characters = Array(line)
        var edits: [(range: Range<Int>, text: String)] = []
        let code = MarkdownScan.codeSpans(characters)
        // A link reference definition: up to three blanks, `[label]:`, the destination.
        let indent = characters.prefix { $0 == " " }.count
        if indent <= 3, characters.count > indent, characters[indent] == "[",
           let close = characters[(indent + 1)...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == ":",
           close > indent + 1 {
            var start = close + 2
            while start < characters.count, characters[start] == " " || characters[start] == "\t" { start += 1 }
            var end = start
            let angled = start < characters.count && characters[start] == "<"
            if angled {
                end = characters[(start + 1)...].firstIndex(of: ">") ?? start
                if end > start { edits.append(((start + 1)..<end, target(String(characters[(start + 1)..<end]), image: false))) }
            } else {
                while end < characters.count, !characters[end].isWhitespace { end += 1 }
                if end > start { edits.append((start..<end, target(String(characters[start..<end]), image: false))) }
            }
        }
        var index = 0
        while index + 1 < characters.count {
            if let span = code.first(where: { $0.contains(index) }) {
                index = span.upperBound
                continue
            }
            guard characters[index] == "]", characters[index + 1] == "(",
                  let tail = MarkdownScan.inlineLinkTail(characters, from: index + 2) else {
                index += 1
                continue
            }
            let isImage = Self.opensImage(characters, closingBracket: index)
            let written = String(characters[tail.destination])
            edits.append((tail.destination, target(written, image: isImage)))
            index = tail.end
        }
        // A destination holding Jekyll's Liquid (`]({{ site.baseurl }}/assets/x.png)`): blanks
        // inside `{{ }}` make it no CommonMark destination, so it is found here.
        for match in line.matches(of: #/\]\((\{[{%][^()\n]*)\)/#) {
            let value = match.output.1
            let start = line.distance(from: line.startIndex, to: value.startIndex)
            let range = start..<start + value.count
            guard !code.contains(where: { $0.overlaps(range) }), !edits.contains(where: { $0.range.overlaps(range) }) else { continue }
            edits.append((range, target(String(value), image: Self.opensImage(characters, closingBracket: start - 2))))
        }
        // Hugo's shortcodes (HugoShortcode): the image one shows is a link; any other call is
        // kept as written and counted.
        let shortcodes = HugoShortcode.calls(in: characters)
        for call in shortcodes where call.kind == .call && !code.contains(where: { $0.overlaps(call.range) }) {
            guard let image = call.image else {
                self.shortcodes.append(call.name)
                continue
            }
            guard !edits.contains(where: { $0.range.overlaps(image) }) else { continue }
            edits.append((image, target(String(characters[image]), image: true)))
        }
        // HTML images: `<img src="harbor.png">`.
        for match in line.matches(of: #/\bsrc=(?:"([^"]*)"|'([^']*)')/#) {
            guard let value = match.output.1 ?? match.output.2, !value.isEmpty else { continue }
            let start = line.distance(from: line.startIndex, to: value.startIndex)
            let range = start..<start + value.count
            guard !code.contains(where: { $0.overlaps(range) }), !edits.contains(where: { $0.range.overlaps(range) }),
                  !shortcodes.contains(where: { $0.range.overlaps(range) }) else { continue }
            edits.append((range, target(String(value), image: true)))
        }
        edits.sort { $0.range.lowerBound < $1.range.lowerBound }
        for edit in edits.reversed() where String(characters[edit.range]) != edit.text {
            characters.replaceSubrange(edit.range, with: Array(edit.text))
        }
        return String(characters)
    }

    /// The path a target written with Jekyll's Liquid names, or `nil` when it holds other Liquid:
    /// `{{ site.baseurl }}` and `{{ site.url }}` are the site's root (removed), `{% link X %}` is
    /// `/X`, and `{{ "X" | relative_url }}` (or `absolute_url`) is `X` (jekyllrb.com, "Liquid
    /// filters" and "Tags").
    static func liquidPath(_ text: String) -> String? {
        var path = text.replacing(#/\{\{-?\s*site\.(?:baseurl|url)\s*-?\}\}/#, with: "")
        path = path.replacing(#/\{%-?\s*link\s+(\S+)\s*-?%\}/#) { "/" + $0.output.1 }
        path = path.replacing(#/\{\{-?\s*["']([^"']+)["']\s*\|\s*(?:relative_url|absolute_url)\s*-?\}\}/#) { String($0.output.1) }
        guard !path.contains("{{"), !path.contains("{%") else { return nil }
        return path.trimmingCharacters(in: .whitespaces)
    }

    /// Whether the `[...]` that ends at `closingBracket` follows a `!` (an image).
    private static func opensImage(_ characters: [Character], closingBracket: Int) -> Bool {
        guard closingBracket >= 0, closingBracket < characters.count else { return false }
        var depth = 0
        var index = closingBracket
        while index >= 0 {
            if characters[index] == "]", index == closingBracket || index == 0 || characters[index - 1] != "\\" { depth += 1 }
            if characters[index] == "[", index == 0 || characters[index - 1] != "\\" {
                depth -= 1
                if depth == 0 { return index > 0 && characters[index - 1] == "!" }
            }
            index -= 1
        }
        return false
    }

    /// The destination to write for one written target: `attachments/<name>` for a file of the
    /// site, else the target as written.
    private mutating func target(_ written: String, image: Bool) -> String {
        var path = written.replacing("\\(", with: "(").replacing("\\)", with: ")")
        if path.contains("{{") || path.contains("{%") {
            guard let resolved = Self.liquidPath(path) else { return written }
            path = resolved
        }
        if let cut = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = String(path[..<cut]) }
        path = path.removingPercentEncoding ?? path
        guard !path.isEmpty, !path.hasPrefix("//"), !path.contains("{{"), !path.contains("{%"),
              path.firstMatch(of: #/^[A-Za-z][A-Za-z0-9+.\-]*:/#) == nil else { return written }
        let fileExtension = (path as NSString).pathExtension.lowercased()
        guard image || (!fileExtension.isEmpty && !Self.pageExtensions.contains(fileExtension)) else { return written }
        guard let found = find(path) else {
            if !missing.contains(written) { missing.append(written) }
            return written
        }
        return TextImportFiles.attachmentLink(attach(found))
    }

    /// A front-matter value with every string that names an image file of the site (a path with
    /// an image extension, found by the rules of the body's links) rewritten to
    /// `attachments/<name>` and the file listed to copy; mappings and lists are walked. Other
    /// strings, and images that name no file, stay as written (nothing is reported for them: a
    /// front-matter string is not always a path).
    ///
    /// - Parameter value: The value as the post writes it.
    /// - Returns: The value to write.
    mutating func rewriteImagePaths(in value: FrontMatterValue) -> FrontMatterValue {
        switch value {
        case .string(let text):
            let path = text.trimmingCharacters(in: .whitespaces)
            guard ObsidianEmbeds.isImage(path), !path.contains("://"), !path.hasPrefix("//"),
                  let found = find(path.removingPercentEncoding ?? path) else { return value }
            return .string("attachments/" + attach(found))
        case .sequence(let items):
            return .sequence(items.map { rewriteImagePaths(in: $0) })
        case .mapping(let pairs):
            return .mapping(pairs.map { FrontMatterPair(key: $0.key, value: rewriteImagePaths(in: $0.value)) })
        default:
            return value
        }
    }

    /// Copies the files of a Hugo page bundle (the folder of an `index.md`: gohugo.io, "Page
    /// bundles") that no link of the body named, and links them at the end of the body, one per
    /// line after a blank line (`![](attachments/x.png)`, `[x.pdf](attachments/x.pdf)`), so the
    /// page's resources stay with the entry (as Day One's gallery media do). Markdown files and
    /// hidden ones are not resources.
    ///
    /// - Parameter body: The body after ``rewrite(_:)``.
    /// - Returns: The body with the links added.
    mutating func addBundleResources(to body: String) -> String {
        var links: [String] = []
        for relative in TextImportFiles.files(under: folder) {
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            guard fileExtension != "md", fileExtension != "markdown" else { continue }
            let absolute = folder + "/" + relative
            let source = absolute.hasPrefix(input + "/") ? String(absolute.dropFirst(input.count + 1)) : absolute
            guard !attachments.contains(where: { $0.sourcePath == source }) else { continue }
            let name = attach(absolute)
            let link = TextImportFiles.attachmentLink(name)
            links.append(ObsidianEmbeds.isImage(name) ? "![](\(link))" : "[\(name)](\(link))")
        }
        guard !links.isEmpty else { return body }
        var text = body
        while text.hasSuffix("\n") { text.removeLast() }
        return (text.isEmpty ? "" : text + "\n\n") + links.joined(separator: "\n") + "\n"
    }

    /// The absolute path of the site's file a target names, or `nil`.
    private func find(_ path: String) -> String? {
        let fromRoot = path.hasPrefix("/")
        let trimmed = String(path.drop { $0 == "/" })
        let postFolder = String(folder.dropFirst(site.count).drop { $0 == "/" })
        var candidates: [String] = []
        if !fromRoot { candidates.append(TextImportFiles.join(postFolder, trimmed)) }
        candidates += isJekyll ? [trimmed] : ["static/" + trimmed, trimmed]
        for candidate in candidates {
            guard let relative = TextImportFiles.normalize(candidate), !relative.isEmpty else { continue }
            let absolute = site + "/" + relative
            if TextImportFiles.isFile(absolute) { return absolute }
        }
        return nil
    }

    /// Adds a file to copy, returning its name in `attachments/` (` 2`, ` 3` before the extension
    /// when another file of the post has that name, as for Obsidian's embeds).
    private mutating func attach(_ absolute: String) -> String {
        let source = absolute.hasPrefix(input + "/") ? String(absolute.dropFirst(input.count + 1)) : absolute
        if let known = attachments.first(where: { $0.sourcePath == source }) { return known.name }
        let base = (absolute as NSString).lastPathComponent
        let name = ImportedAttachment.uniqueName(base, among: attachments)
        attachments.append(ImportedAttachment(name: name, sourcePath: source, contents: .file(absolute)))
        return name
    }
}
