/// The frame every page of `vault site` shares: the document head, the navigation and the end.
///
/// Every page declares its language (`<html lang>`), asks not to be indexed
/// (`<meta name="robots" content="noindex">`), loads the one style sheet by a relative link,
/// and fetches nothing else: no font, script or image from another origin.
struct SitePage {
    /// The page's path relative to the output folder.
    var path: String
    /// The page's title (in `<title>` after the site's title).
    var title: String
    /// The main content, HTML.
    var content: String
    /// Scripts the page loads, site-relative (only the search page has any).
    var scripts: [String] = []

    /// The page's bytes.
    ///
    /// - Parameters:
    ///   - site: The site's title, escaped here.
    ///   - words: The labels of the site's language.
    ///   - language: The `lang` attribute (BCP 47: `ko-KR`).
    func render(site: String, words: Catalogue, language: String) -> [UInt8] {
        var html = "<!DOCTYPE html>\n<html lang=\"" + SiteHTML.escape(language) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<meta name=\"robots\" content=\"noindex\">\n"
        html += "<meta name=\"referrer\" content=\"no-referrer\">\n"
        html += "<title>" + SiteHTML.escape(title == site ? site : title + " · " + site) + "</title>\n"
        html += "<link rel=\"stylesheet\" href=\"" + SiteHTML.href(SitePaths.styleSheet, from: path) + "\">\n</head>\n<body>\n"
        html += "<header class=\"site\"><a class=\"site-title\" href=\"" + SiteHTML.href(SitePaths.home, from: path) + "\">"
            + SiteHTML.escape(site) + "</a>\n<nav>"
        let links: [(String, Catalogue.Key)] = [(SitePaths.tags, .siteTags), (SitePaths.stats, .siteStats), (SitePaths.search, .siteSearch)]
        html += links.map { "<a href=\"" + SiteHTML.href($0.0, from: path) + "\">" + SiteHTML.escape(words[$0.1]) + "</a>" }.joined(separator: " ")
        html += "</nav></header>\n<main>\n" + content + "</main>\n"
        for script in scripts { html += "<script src=\"" + SiteHTML.href(script, from: path) + "\"></script>\n" }
        html += "</body>\n</html>\n"
        return Array(html.utf8)
    }
}
