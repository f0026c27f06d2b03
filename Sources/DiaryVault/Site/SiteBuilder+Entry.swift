extension SiteBuilder {
    /// An entry's page: title, date in the locale, mood, star, tags, the other keys (weather,
    /// location...), the body, the attachments (images shown, other files linked), then links to
    /// the previous and next entry and to its day, month, year; and whether its body links
    /// other entries (its page changes when they are added, removed or renamed).
    ///
    /// - Parameter item: An entry of ``summaries``, parsed.
    func entryPage(_ item: SiteEntry) -> (page: SitePage, linksEntries: Bool) {
        let offset = position[item.summary.path] ?? 0
        let summary = item.summary, entry = item.entry
        let page = item.page
        var html = "<article class=\"entry\">\n<h1>" + SiteHTML.escape(title(summary)) + "</h1>\n<p class=\"meta\">"
        var when = longDates.string(summary.day)
        if let time = summary.date.timeDescription { when += " " + time }
        html += "<time datetime=\"" + SiteHTML.escape(summary.date.text) + "\">" + SiteHTML.escape(when) + "</time>"
        if let mood = summary.mood {
            html += " " + moodBadge(mood)
        } else if let text = summary.moodText, !text.isEmpty {
            html += " <span class=\"mood\">" + SiteHTML.escape(text) + "</span>"
        }
        if summary.isStarred { html += " <span class=\"star\">★ " + SiteHTML.escape(words[.starred]) + "</span>" }
        html += "</p>\n"
        if !summary.tags.isEmpty {
            html += "<ul class=\"tags\">" + summary.tags.map { tag in
                "<li><a href=\"" + SiteHTML.href(SitePaths.tag(tag), from: page) + "\">#" + SiteHTML.escape(tag) + "</a></li>"
            }.joined() + "</ul>\n"
        }
        let fields = (entry.document.frontMatter?.fields ?? []).filter {
            !EntryRenderer.isShownInHeader($0.key, of: entry) && $0.key != SemanticKey.private.name && $0.key != SemanticKey.anniversary.name
        }
        if !fields.isEmpty {
            html += "<dl class=\"fields\">"
            for field in fields {
                html += "<dt>" + SiteHTML.escape(field.key) + "</dt><dd>" + SiteHTML.escape(EntryRenderer.displayValue(field)) + "</dd>"
            }
            html += "</dl>\n"
        }
        let body = SiteBody.html(EntryRenderer.bodyWithoutTitleHeading(entry), of: item, links: links, allowsRawHTML: options.allowsRawHTML)
        html += "<div class=\"body\">\n" + body.html + "\n</div>\n"
        // Images show in the body where it links them; the other files are listed here too.
        let files = item.attachments.filter { !SiteEntry.isImage($0) }
        if !files.isEmpty {
            html += "<section class=\"attachments\"><h2>" + SiteHTML.escape(words[.siteAttachments]) + "</h2>\n"
            for target in files {
                let href = SiteHTML.href(target, from: page)
                let name = SiteHTML.escape(String(target.split(separator: "/").last ?? Substring(target)))
                if SiteEntry.isImage(target) {
                    html += "<figure><a href=\"" + href + "\"><img src=\"" + href + "\" alt=\"" + name + "\" loading=\"lazy\"></a><figcaption>"
                        + name + "</figcaption></figure>\n"
                } else {
                    html += "<p><a href=\"" + href + "\">" + name + "</a></p>\n"
                }
            }
            html += "</section>\n"
        }
        html += "</article>\n<nav class=\"pager\">"
        // Entries are newest first: the previous (older) entry is the next one in the list.
        if offset + 1 < summaries.count {
            let older = summaries[offset + 1]
            html += "<a rel=\"prev\" href=\"" + SiteHTML.href(SitePaths.entry(older.path), from: page) + "\">← " + SiteHTML.escape(words[.sitePrevious])
                + ": " + SiteHTML.escape(title(older)) + "</a>"
        }
        if offset > 0 {
            let newer = summaries[offset - 1]
            html += "<a rel=\"next\" href=\"" + SiteHTML.href(SitePaths.entry(newer.path), from: page) + "\">" + SiteHTML.escape(words[.siteNext])
                + ": " + SiteHTML.escape(title(newer)) + " →</a>"
        }
        let day = summary.day
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: day.year)
        html += "</nav>\n<nav class=\"up\"><a href=\"" + SiteHTML.href(SitePaths.day(day).page, fragment: SitePaths.day(day).fragment, from: page) + "\">" + SiteHTML.escape(words[.siteDay]) + "</a> "
            + "<a href=\"" + SiteHTML.href(SitePaths.month(year: day.year, month: day.month), from: page) + "\">"
            + SiteHTML.escape(localization.monthTitle(month: day.month)) + "</a> "
            + "<a href=\"" + SiteHTML.href(SitePaths.year(day.year), from: page) + "\">" + SiteHTML.escape(localization.yearTitle) + "</a></nav>\n"
        return (SitePage(path: page, title: title(summary), content: html), body.linksEntries)
    }
}
