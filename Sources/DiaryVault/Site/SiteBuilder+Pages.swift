extension SiteBuilder {
    /// The home page: the note of private entries left out, favorites, the latest entries,
    /// on-this-day for the build date, this year's heatmap, and every year and month with its
    /// count.
    func homePage() -> SitePage {
        let page = SitePaths.home
        var html = "<h1>" + SiteHTML.escape(options.title) + "</h1>\n<p class=\"summary\">" + SiteHTML.escape(words(.countEntries, count: summaries.count))
        if options.privateLeftOut > 0 { html += " · " + SiteHTML.escape(words(.sitePrivateLeftOut, count: options.privateLeftOut)) }
        html += "</p>\n"
        if summaries.isEmpty { html += "<p>" + SiteHTML.escape(words[.noEntries]) + "</p>\n" }
        let matches = OnThisDay(date: options.today, window: 0, rules: options.rules).matches(in: index.entries).filter { $0.yearsAgo > 0 }
        if !matches.isEmpty {
            html += "<section class=\"on-this-day\"><h2>" + SiteHTML.escape(words[.siteOnThisDay] + " · " + timeWords.monthDay(options.today)) + "</h2>\n"
                + entryList(matches.map(\.entry), from: page) + "</section>\n"
        }
        if !index.favorites.isEmpty {
            html += "<section class=\"favorites\"><h2>" + SiteHTML.escape(words[.favorites]) + "</h2>\n" + entryList(index.favorites, from: page) + "</section>\n"
        }
        if !summaries.isEmpty {
            html += "<section class=\"latest\"><h2>" + SiteHTML.escape(words[.siteLatest]) + "</h2>\n"
                + entryList(index.entries.prefix(options.latestCount), from: page) + "</section>\n"
        }
        let year = index.entries.contains { $0.day.year == options.today.year } ? options.today.year : index.entries.first?.day.year
        if let year {
            let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
            html += "<section class=\"year\"><h2><a href=\"" + SiteHTML.href(SitePaths.year(year), from: page) + "\">"
                + SiteHTML.escape(localization.yearTitle) + "</a></h2>\n" + heatmap(year: year, from: page) + "</section>\n"
        }
        if !index.months.isEmpty {
            html += "<section class=\"archive\"><h2>" + SiteHTML.escape(words[.siteYear]) + "</h2>\n<ul class=\"archive\">\n"
            for year in years.reversed() {
                let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
                html += "<li><a href=\"" + SiteHTML.href(SitePaths.year(year), from: page) + "\">" + SiteHTML.escape(localization.yearTitle) + "</a> ("
                    + String(index.countsByYear[year] ?? 0) + "): "
                html += index.months.filter { $0.year == year }.reversed().map { group in
                    "<a href=\"" + SiteHTML.href(SitePaths.month(year: year, month: group.month), from: page) + "\">"
                        + SiteHTML.escape(localization.monthName(month: group.month)) + "</a> (" + String(group.entries.count) + ")"
                }.joined(separator: ", ")
                html += "</li>\n"
            }
            html += "</ul></section>\n"
        }
        return SitePage(path: page, title: options.title, content: html)
    }

    /// The page of every tag with its count, most used first.
    func tagsPage() -> SitePage {
        let page = SitePaths.tags
        var html = "<h1>" + SiteHTML.escape(words[.siteTags]) + "</h1>\n<ul class=\"tag-counts\">\n"
        for tag in tagCounts() {
            html += "<li><a href=\"" + SiteHTML.href(SitePaths.tag(tag.tag), from: page) + "\">#" + SiteHTML.escape(tag.tag) + "</a> <span class=\"count\">"
                + String(tag.count) + "</span></li>\n"
        }
        return SitePage(path: page, title: words[.siteTags], content: html + "</ul>\n")
    }

    /// A tag's page: its entries, newest first.
    func tagPage(_ tag: String) -> SitePage {
        let page = SitePaths.tag(tag)
        let tagged = self.tagged[tag] ?? []
        let html = "<nav class=\"up\"><a href=\"" + SiteHTML.href(SitePaths.tags, from: page) + "\">" + SiteHTML.escape(words[.siteTags]) + "</a></nav>\n"
            + "<h1>#" + SiteHTML.escape(tag) + "</h1>\n<p class=\"summary\">" + SiteHTML.escape(words(.countEntries, count: tagged.count)) + "</p>\n"
            + entryList(tagged, from: page)
        return SitePage(path: page, title: "#" + tag, content: html)
    }

    /// The search page: a field, the results, and the scripts (the index, then the code).
    func searchPage() -> SitePage {
        let html = "<h1>" + SiteHTML.escape(words[.siteSearch]) + "</h1>\n<form class=\"search\" action=\"\" role=\"search\">"
            + "<input id=\"q\" name=\"q\" type=\"search\" autocomplete=\"off\" aria-label=\"" + SiteHTML.escape(words[.siteSearch]) + "\">"
            + "<button type=\"submit\">" + SiteHTML.escape(words[.siteSearch]) + "</button></form>\n<p class=\"hint\">"
            + SiteHTML.escape(words[.siteSearchHint]) + "</p>\n<noscript><p>" + SiteHTML.escape(words[.siteSearchNeedsScript]) + "</p></noscript>\n"
            + "<p id=\"count\" data-words=\"" + SiteHTML.escape(words[.siteSearchResults]) + "\"></p>\n<ul id=\"results\" class=\"entries\"></ul>\n"
        return SitePage(path: SitePaths.search, title: words[.siteSearch], content: html,
                        scripts: years.reversed().map(SitePaths.searchShard) + [SitePaths.searchScript])
    }

    /// One year's part of the search index, `search/YYYY.js`: a script that appends the year's
    /// entries to the global array `VAULT_SEARCH`, one `[page, title, date, text]` a line,
    /// newest first, where text is the title, tags, front-matter values and body, folded by
    /// ``SiteSearch/fold(_:)``. The search page loads the years newest first, so the array is
    /// newest first; an edit rewrites only its year's part.
    ///
    /// - Parameter entries: The year's entries, parsed, in any order.
    func searchShard(_ entries: [SiteEntry]) -> [UInt8] {
        let position = positions()
        let sorted = entries.sorted { (position[$0.summary.path] ?? 0) < (position[$1.summary.path] ?? 0) }
        return Self.searchShard(rows: sorted.map(searchRow))
    }

    /// One entry's line of the search index (``searchShard(_:)``), without its line end:
    /// `["2026/11/x.html","Title","Nov 29, 2026","folded text"]`. It depends on the entry alone,
    /// so the workers of a full build make it beside the entry's page.
    func searchRow(_ item: SiteEntry) -> String {
        var json = JSONWriter()
        json.beginArray()
        json.value(item.page)
        json.value(title(item.summary))
        json.value(timeWords.date(item.summary.day))
        var text = item.summary.title + "\n" + item.summary.tags.joined(separator: " ") + "\n"
        for field in item.entry.document.frontMatter?.fields ?? [] { text += EntryRenderer.displayValue(field) + "\n" }
        json.value(SiteSearch.fold(text + item.entry.body))
        json.endArray()
        return json.text
    }

    /// The start of an entry's line of the search index, which names it: `["` and its page
    /// as a JSON string, then `"` (``searchRow(_:)``).
    static func searchRowKey(page: String) -> String {
        var json = JSONWriter()
        json.beginArray()
        json.value(page)
        return json.text
    }

    /// The lines of a year's part of the search index (``searchShard(rows:)``) by their keys
    /// (``searchRowKey(page:)``), each without its `,` and line end; empty for bytes of any
    /// other shape.
    static func searchRows(in bytes: [UInt8]) -> [String: String] {
        var rows: [String: String] = [:]
        for line in bytes.split(separator: 0x0A) where line.count > 2 && line[line.startIndex] == 0x5B && line[line.startIndex + 1] == 0x22 {
            var row = line
            if row.last == 0x2C { row = row.dropLast() }
            guard row.last == 0x5D else { continue }
            // The page's closing quote: the first `"` not escaped by a `\`.
            var index = row.startIndex + 2
            var close: Int?
            while index < row.endIndex {
                if row[index] == 0x5C {
                    index += 2
                    continue
                }
                if row[index] == 0x22 {
                    close = index
                    break
                }
                index += 1
            }
            guard let close else { continue }
            rows[String(decoding: row[..<(close + 1)], as: UTF8.self)] = String(decoding: row, as: UTF8.self)
        }
        return rows
    }

    /// A year's part of the search index from its rows (``searchRow(_:)``), newest first.
    static func searchShard(rows: [String]) -> [UInt8] {
        var out = "(function (rows) { var all = window.VAULT_SEARCH = window.VAULT_SEARCH || [];"
            + " for (var i = 0; i < rows.length; i++) { all.push(rows[i]); } })([\n"
        for (number, row) in rows.enumerated() { out += row + (number + 1 < rows.count ? ",\n" : "\n") }
        return Array((out + "]);\n").utf8)
    }
}
