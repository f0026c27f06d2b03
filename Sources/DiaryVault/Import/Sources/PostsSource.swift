import Foundation

/// `vault import posts FOLDER`: blog posts of Jekyll (`_posts/`, YAML front matter) and Hugo
/// (`content/`, TOML, YAML or JSON front matter), read with vault's own front-matter parser.
///
/// The folder may be a site (a folder holding `_posts/`, or `content/` beside a Hugo config file),
/// a `_posts/` or `content/` folder itself, or a folder holding several sites. The date is the
/// front matter's `date` (with the offset written, else the site's zone: `timezone` in
/// `_config.yml`, `timeZone` in `hugo.toml`, `config.toml` and the like), else the `YYYY-MM-DD-`
/// of a Jekyll post's file name (a date alone). `title` is the title; `tags` (a list, or a
/// space-separated string in Jekyll) the tags; every other key is kept (`draft`, `layout`,
/// `categories`, `lastmod`), with Jekyll's space-separated `categories` split into a list. The
/// rules are those of ../shared/import-samples/README.md.
struct PostsSource: ImportSource {
    static let name = "posts"

    /// A site found under the input: its kind, its posts folder and its time zone.
    struct Site {
        var isJekyll: Bool
        var posts: String
        var timeZone: TimeZone?
    }

    /// Reads every post of every site under the input folder.
    ///
    /// - Throws: ``ImportError`` when the input is not a folder or holds no Jekyll or Hugo site.
    func read(_ options: ImportOptions) throws -> ImportBatch {
        guard let status = FileSystem.status(options.path, follow: true), status.kind == .directory else {
            throw ImportError(path: options.displayPath, "not a folder: give a Jekyll or Hugo site, or its _posts/ or content/ folder")
        }
        let sites = Self.sites(in: options.path)
        guard !sites.isEmpty else {
            throw ImportError(path: options.displayPath, "no Jekyll _posts/ folder and no Hugo content/ folder (with hugo.toml or config.toml beside it) was found")
        }
        var batch = ImportBatch()
        for site in sites {
            for file in Self.markdownFiles(under: site.posts) {
                let relative = String(file.dropFirst(options.path.count).drop { $0 == "/" })
                do {
                    if let entry = try PostReader(site: site, file: file, relative: relative).read(fidelity: &batch.fidelity, warnings: &batch.warnings) {
                        batch.entries.append(entry)
                    }
                } catch let skip as ImportSkip {
                    batch.skipped.append(skip)
                }
            }
        }
        return batch
    }

    /// The sites under a folder: the folder itself, or its subfolders to a depth of three.
    static func sites(in root: String) -> [Site] {
        let name = (root as NSString).lastPathComponent
        let parent = (root as NSString).deletingLastPathComponent
        if name == "_posts" { return [Site(isJekyll: true, posts: root, timeZone: jekyllZone(parent))] }
        // A `content/` folder given itself is Hugo's, config or not (the zone then comes from none).
        if name == "content" { return [Site(isJekyll: false, posts: root, timeZone: hugoZone(parent))] }
        var found: [Site] = []
        var queue = [(root, 0)]
        while !queue.isEmpty {
            let (folder, depth) = queue.removeFirst()
            if isDirectory(folder + "/_posts") {
                found.append(Site(isJekyll: true, posts: folder + "/_posts", timeZone: jekyllZone(folder)))
                continue
            }
            if isDirectory(folder + "/content"), hugoConfig(folder) != nil {
                found.append(Site(isJekyll: false, posts: folder + "/content", timeZone: hugoZone(folder)))
                continue
            }
            guard depth < 3 else { continue }
            for child in (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
            where !child.hasPrefix(".") && child != "node_modules" && isDirectory(folder + "/" + child) {
                queue.append((folder + "/" + child, depth + 1))
            }
        }
        return found
    }

    /// The markdown files (`.md`, `.markdown`) under a folder, in path order, hidden ones left out.
    static func markdownFiles(under folder: String) -> [String] {
        var files: [String] = []
        var stack = [folder]
        while let current = stack.popLast() {
            for child in (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? [] where !child.hasPrefix(".") {
                let path = current + "/" + child
                if isDirectory(path) {
                    stack.append(path)
                } else if child.hasSuffix(".md") || child.hasSuffix(".markdown") {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        FileSystem.status(path, follow: true)?.kind == .directory
    }

    /// The names of a Hugo site's config file at its root (gohugo.io, "Configure Hugo": `hugo.*`
    /// since 0.110, `config.*` before), in the order Hugo tries them. A site may instead keep its
    /// config in ``hugoConfigFolder`` (`config/_default/`).
    static let hugoConfigNames = ["hugo.toml", "hugo.yaml", "hugo.yml", "hugo.json",
                                  "config.toml", "config.yaml", "config.yml", "config.json"]

    /// The folder a Hugo site may keep its config in instead of a root file.
    static let hugoConfigFolder = "config/_default"

    /// The path of a Hugo site's config file: one of ``hugoConfigNames`` at its root, else in
    /// ``hugoConfigFolder`` (Hugo's documented `config/_default/hugo.toml` layout); `nil` when the
    /// folder has none.
    static func hugoConfig(_ folder: String) -> String? {
        (hugoConfigNames.map { folder + "/" + $0 } + hugoConfigNames.map { folder + "/" + hugoConfigFolder + "/" + $0 })
            .first { FileSystem.status($0, follow: true)?.kind == .regular }
    }

    /// Jekyll's `timezone` in `_config.yml`.
    static func jekyllZone(_ site: String) -> TimeZone? {
        configValue(site + "/_config.yml", key: "timezone", opening: "---\n", closing: "\n---\n")
            .flatMap(TimeZone.init(identifier:))
    }

    /// Hugo's `timeZone` (Hugo's keys are case-insensitive) in the site's config file.
    static func hugoZone(_ site: String) -> TimeZone? {
        guard let config = hugoConfig(site) else { return nil }
        let (opening, closing) = config.hasSuffix(".toml") ? ("+++\n", "\n+++\n") : config.hasSuffix(".json") ? ("", "\n") : ("---\n", "\n---\n")
        return configValue(config, key: "timezone", opening: opening, closing: closing).flatMap(TimeZone.init(identifier:))
    }

    /// A top-level string of a config file, its key compared without ASCII case, read with the
    /// front-matter parser (the file between delimiters of its format).
    private static func configValue(_ path: String, key: String, opening: String, closing: String) -> String? {
        guard let bytes = try? FileSystem.read(path),
              let document = try? EntryDocument(parsing: Array(opening.utf8) + bytes + Array(closing.utf8)) else { return nil }
        let field = document.frontMatter?.fields.first { $0.key.equalsIgnoringASCIICase(key) }
        return field?.value.stringValue
    }
}
