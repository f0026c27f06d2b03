/// Where each page of `vault site` is, relative to the output folder (docs/SITE.md, "What is
/// written where").
///
/// The month folders mirror the vault's, so an entry's links to its own `attachments/` work as
/// they do in the vault: `2026/11/2026-11-29-walk.md` becomes `2026/11/2026-11-29-walk.html`,
/// beside `2026/11/index.html` (the month) and `2026/11/attachments/` (its files); the year is
/// `2026/index.html`; tags are under `tags/`.
enum SitePaths {
    /// The home page.
    static let home = "index.html"
    /// The one style sheet.
    static let styleSheet = "style.css"
    /// The page of every tag with its count.
    static let tags = "tags/index.html"
    /// The stats page.
    static let stats = "stats.html"
    /// The search page.
    static let search = "search.html"
    /// The search code.
    static let searchScript = "search.js"
    /// One year's part of the search index, `search/2026.js`: a script that adds to a global (a
    /// script loads from `file://`; a fetch of a JSON file would not).
    static func searchShard(_ year: Int) -> String {
        "search/" + pad(year, 4) + ".js"
    }
    /// `User-agent: *` and `Disallow: /`.
    static let robots = "robots.txt"

    /// The page of an entry: its vault path with `.md` replaced by `.html` (another extension
    /// gets `.html` added); a file named `index.md` gets `index.md.html`, as `index.html` is the
    /// month's page.
    static func entry(_ vaultPath: String) -> String {
        if vaultPath.hasSuffix(".md") {
            let stem = String(vaultPath.dropLast(3))
            if stem == "index" || stem.hasSuffix("/index") { return vaultPath + ".html" }
            return stem + ".html"
        }
        return vaultPath + ".html"
    }

    /// A month's page: `2026/11/index.html`.
    static func month(year: Int, month: Int) -> String {
        pad(year, 4) + "/" + pad(month, 2) + "/index.html"
    }

    /// A day on its month's page: the page `2026/11/index.html` and the fragment `2026-11-29`
    /// (apart, as a `#` in a path is a file name's).
    static func day(_ date: CivilDate) -> (page: String, fragment: String) {
        (month(year: date.year, month: date.month), date.description)
    }

    /// A year's page: `2026/index.html`.
    static func year(_ year: Int) -> String {
        pad(year, 4) + "/index.html"
    }

    /// A tag's page: `tags/walk.html` for a tag of lower-case ASCII letters, digits and `-`;
    /// any other tag (upper case, `_`, other scripts, `/`) `tags/_` and the hexadecimal of its
    /// UTF-8 (`tags/_ec82b0ecb185.html` for `산책`), so that no two tags share a file on a file
    /// system that ignores case or normalizes names.
    static func tag(_ tag: String) -> String {
        let plain = !tag.isEmpty && tag.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
        if plain { return "tags/" + tag + ".html" }
        let hex = Array("0123456789abcdef".utf8)
        var name = "_"
        for byte in tag.utf8 {
            name.unicodeScalars.append(UnicodeScalar(hex[Int(byte >> 4)]))
            name.unicodeScalars.append(UnicodeScalar(hex[Int(byte & 15)]))
        }
        return "tags/" + name + ".html"
    }

    /// A number with `0`s in front up to `width` digits.
    static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
