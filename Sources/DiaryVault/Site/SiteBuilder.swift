import Foundation

/// The pages of `vault site`, built from values: entries in, files out (docs/SITE.md).
///
/// Pure: it reads no file, clock or environment (the build date and the locale come in as
/// options), and the same input gives the same bytes, in the same order (files sorted by path),
/// so a site kept in git or synced by rsync changes only where the diary did. The calendar,
/// heatmap and stats pages take their figures from the models of `vault calendar`,
/// `vault heatmap` and `vault stats` (``VaultIndex/days``, ``CalendarRenderer/monthGrid(year:month:firstWeekday:)``,
/// ``AnniversaryMark``, ``Heatmap``, ``VaultStats``): the same code paths, never a second count.
struct SiteBuilder {
    /// What the whole site depends on besides the entries.
    struct Options: Sendable {
        /// The site's title (`--title`, else the vault folder's name).
        var title: String
        /// The locale of labels and dates, normalised by ``LocaleResolver`` (`ko_KR`).
        var localeIdentifier: String
        /// The first column of calendars, 1 (Sunday) to 7 (Saturday); `nil`: the locale's.
        var firstWeekday: Int?
        /// The build date: on-this-day, the home heatmap's year, the stats' current streak.
        var today: CivilDate
        /// Whether raw HTML in bodies passes through (`--allow-html`).
        var allowsRawHTML = false
        /// The day end of stats and heatmaps (`day-end` in `.vault/config`).
        var dayEnd = DayEnd.midnight
        /// The counting and leap-day rules of anniversaries and on-this-day.
        var rules = TimeRules()
        /// The anniversaries of `.vault/config`; the entries marked `anniversary: true` are
        /// added from the entries.
        var configAnniversaries: [Anniversary] = []
        /// How many private entries were left out, for the home page's note.
        var privateLeftOut = 0
        /// How many entries the home page lists as the latest.
        var latestCount = 10

        /// Creates options.
        init(title: String, localeIdentifier: String, today: CivilDate) {
            self.title = title
            self.localeIdentifier = localeIdentifier
            self.today = today
        }
    }

    /// The entries shown, newest first (the order of ``VaultIndex/entries``).
    let summaries: [EntrySummary]
    /// The parsed entries given to ``init(entries:options:)``, newest first; empty for a site
    /// built a page at a time (``SiteGenerator``).
    let entries: [SiteEntry]
    /// The index of the entries' summaries.
    let index: VaultIndex
    /// The figures of `vault stats` for the entries.
    let stats: VaultStats
    /// The options.
    let options: Options
    /// The labels of the locale's language.
    let words: Catalogue
    /// The locale's dates and counted words.
    let timeWords: TimeWords
    /// The first weekday, resolved.
    let firstWeekday: Int
    /// The anniversaries: the config's, then the entries marked `anniversary: true`, oldest first
    /// (as `vault calendar` takes them).
    let anniversaries: [Anniversary]
    /// The entries' pages by path, file name and title, for links in bodies (empty until
    /// ``withLinks()`` for a builder made by ``init(summaries:options:)``: only entry pages
    /// need them).
    private(set) var links = SiteLinks([])
    /// The locale's full dates (`Sunday, November 29, 2026`), one formatter for every page.
    let longDates: SiteLongDates
    /// Every tag with its count, in the order of ``tagCounts()`` (made once).
    let tags: [VaultStats.TagCount]
    /// Each tag's entries, newest first (made once, so a tag page does not look through every
    /// entry).
    let tagged: [String: [EntrySummary]]
    /// Each month with entries, by `year * 100 + month`.
    let monthGroups: [Int: VaultIndex.MonthGroup]
    /// Each year's entries, newest first.
    let entriesByYear: [Int: [EntrySummary]]
    /// The `lang` attribute of every page (BCP 47: `ko-KR`).
    let language: String
    /// ``linksKey(of:)`` of the entries.
    let linksKey: UInt64

    /// Prepares a site from parsed entries: ``files()`` renders all of it.
    ///
    /// - Parameters:
    ///   - entries: The entries to show, in any order.
    ///   - options: The rest.
    init(entries: [SiteEntry], options: Options) {
        self.init(summaries: entries.map(\.summary), options: options, parsed: entries)
        links = SiteLinks(summaries)
    }

    /// Prepares a site from the entries' summaries alone; each entry's page is made from its
    /// parsed file by ``entryPage(_:at:)`` of ``withLinks()``.
    ///
    /// - Parameters:
    ///   - summaries: The summaries of the entries to show, in any order.
    ///   - options: The rest.
    init(summaries: [EntrySummary], options: Options) {
        self.init(summaries: summaries, options: options, parsed: [])
    }

    private init(summaries: [EntrySummary], options: Options, parsed: [SiteEntry]) {
        let index = VaultIndex(entries: summaries)
        self.summaries = index.entries
        self.index = index
        self.stats = VaultStats(entries: index.entries, dayEnd: options.dayEnd, today: options.today)
        self.options = options
        self.words = Catalogue(localeIdentifier: options.localeIdentifier)
        self.timeWords = TimeWords(localeIdentifier: options.localeIdentifier)
        self.firstWeekday = options.firstWeekday ?? CalendarLocalization.firstWeekday(localeIdentifier: options.localeIdentifier)
        var byPath: [String: SiteEntry] = [:]
        for entry in parsed { byPath[entry.summary.path] = entry }
        self.entries = index.entries.compactMap { byPath[$0.path] }
        // Oldest first: the index's entries reversed (its order is the vault order, newest first).
        let marked = index.entries.reversed().filter(\.isAnniversary).map(Anniversary.init)
        self.anniversaries = options.configAnniversaries + marked
        self.longDates = SiteLongDates(localeIdentifier: options.localeIdentifier)
        var counts: [String: Int] = [:]
        var tagged: [String: [EntrySummary]] = [:]
        var byYear: [Int: [EntrySummary]] = [:]
        for entry in index.entries {
            for tag in entry.tags {
                // A tag listed twice counts once (the same summary: the same texts in memory).
                if tagged[tag]?.last?.textIdentity == entry.textIdentity { continue }
                tagged[tag, default: []].append(entry)
                counts[tag, default: 0] += 1
            }
            byYear[entry.day.year, default: []].append(entry)
        }
        self.tagged = tagged
        self.tags = counts.map { VaultStats.TagCount(tag: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8) }
        self.entriesByYear = byYear
        var groups: [Int: VaultIndex.MonthGroup] = [:]
        for group in index.months { groups[group.year * 100 + group.month] = group }
        self.monthGroups = groups
        self.language = options.localeIdentifier.replacingOccurrences(of: "_", with: "-")
        self.linksKey = Self.linksKey(of: index.entries)
    }

    /// Every file of the site, sorted by path: the pages, the style sheet, the search index and
    /// code, `robots.txt` (the entry pages and search index of the entries given to
    /// ``init(entries:options:)``).
    func files() -> [SiteFile] {
        var files = fixedFiles()
        files += summaryPages().map(render)
        let position = positions()
        files += entries.map { render(entryPage($0, at: position[$0.summary.path] ?? 0).page) }
        var byYear: [Int: [SiteEntry]] = [:]
        for entry in entries { byYear[entry.summary.day.year, default: []].append(entry) }
        for (year, entries) in byYear { files.append(SiteFile(path: SitePaths.searchShard(year), bytes: searchShard(entries))) }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    /// The files that do not depend on the entries: the style sheet, `robots.txt`, the search code.
    func fixedFiles() -> [SiteFile] {
        [
            SiteFile(path: SitePaths.styleSheet, bytes: Array(SiteStyle.css.utf8)),
            SiteFile(path: SitePaths.robots, bytes: Array("User-agent: *\nDisallow: /\n".utf8)),
            SiteFile(path: SitePaths.searchScript, bytes: Array(SiteSearch.script.utf8)),
        ]
    }

    /// Every page made from the summaries alone: home, tags, stats, search, each month, year and
    /// tag.
    func summaryPages() -> [SitePage] {
        var pages = [homePage(), tagsPage(), statsPage(), searchPage()]
        for group in index.months { pages.append(monthPage(year: group.year, month: group.month)) }
        for year in years { pages.append(yearPage(year)) }
        for tag in tags { pages.append(tagPage(tag.tag)) }
        return pages
    }

    /// Each entry's position in ``summaries`` by its path (the first, for a path listed twice):
    /// made for a site built from parsed entries; ``SiteGenerator`` keeps positions itself.
    func positions() -> [String: Int] {
        var position: [String: Int] = [:]
        position.reserveCapacity(summaries.count)
        for (offset, entry) in summaries.enumerated() where position[entry.path] == nil { position[entry.path] = offset }
        return position
    }

    /// The day summaries of a month's days with entries (``VaultIndex/days``), made when a page
    /// of that month asks: a rebuild makes the calendars of a few months, not of every day.
    func days(year: Int, month: Int) -> [CivilDate: DaySummary] {
        VaultIndex.days(of: monthGroups[year * 100 + month]?.entries ?? [])
    }

    /// The years with entries, oldest first.
    var years: [Int] { entriesByYear.keys.sorted() }

    /// The path of every file of the site but attachments and entry pages, unsorted: the fixed
    /// files, the pages of home, tags, stats, search, each month, year and tag, and the search
    /// index's parts.
    func nonEntryPaths() -> [String] {
        var paths = fixedFiles().map(\.path) + [SitePaths.home, SitePaths.tags, SitePaths.stats, SitePaths.search]
        paths += index.months.map { SitePaths.month(year: $0.year, month: $0.month) }
        paths += years.map(SitePaths.year) + years.map(SitePaths.searchShard)
        paths += tags.map { SitePaths.tag($0.tag) }
        return paths
    }

    /// The builder with the links between entries made (``links``), for entry pages.
    func withLinks() -> SiteBuilder {
        var builder = self
        builder.links = SiteLinks(summaries)
        return builder
    }

    /// A page's bytes in the site's frame.
    func render(_ page: SitePage) -> SiteFile {
        SiteFile(path: page.path, bytes: page.render(site: options.title, words: words, language: language))
    }

    /// What every page depends on besides the entries, as one hash (``SiteManifest/optionsKey``):
    /// the options but the build date (only the home and stats pages use it, and they are made
    /// on every build), the style sheet, the search code, and a sample entry's page and month,
    /// so that a vault binary that draws any page otherwise makes the whole site again.
    static func optionsKey(_ options: Options) -> UInt64 {
        var fixed = options
        fixed.today = CivilDate(year: 2000, month: 1, day: 1)!
        fixed.privateLeftOut = 0
        var key = SiteManifest.hash(String(describing: fixed).utf8)
        key = SiteManifest.hash(SiteStyle.css.utf8, into: key)
        key = SiteManifest.hash(SiteSearch.script.utf8, into: key)
        let sample = "---\ndate: 2000-01-02T10:00:00\nmood: good\nstarred: true\ntags: [a]\nweather: sun\n---\n# Sample\n\n"
            + "*a* **b** [[Other]] ![[x.png]] [l](x.pdf) <b>c</b>\n\n| a |\n|---|\n| b |\n\n- [x] d\n"
        if let entry = try? Entry(parsing: Array(sample.utf8), path: "2000/01/sample.md"), let summary = EntrySummary(entry, path: "2000/01/sample.md") {
            let builder = SiteBuilder(entries: [SiteEntry(summary: summary, entry: entry)], options: fixed)
            for file in builder.files() where file.path.hasSuffix(".html") || file.path.hasSuffix(".js") {
                key = SiteManifest.hash(file.bytes, into: key)
            }
        }
        return key
    }

    /// What links in bodies resolve against, as one hash (``SiteManifest/linksKey``): every
    /// shown entry's path and title; when it changes, the pages of entries whose bodies link
    /// other entries are made again.
    static func linksKey(of summaries: [EntrySummary]) -> UInt64 {
        var key = SiteManifest.hash([])
        for entry in summaries {
            // From the summary's bytes, without a string of each path and title.
            entry.withTexts { texts in
                key = SiteManifest.hash(texts.path, into: key)
                key = SiteManifest.hash([0], into: key)
                key = SiteManifest.hash(texts.title, into: key)
                key = SiteManifest.hash([1], into: key)
            }
        }
        return key
    }


    // MARK: Shared pieces

    /// An entry's title, or the catalogue's `(untitled)`.
    func title(_ summary: EntrySummary) -> String {
        summary.title.isEmpty ? words[.untitled] : summary.title
    }

    /// A list of entries, each a link with its date, mood and star.
    func entryList(_ summaries: some Sequence<EntrySummary>, from page: String, withDate: Bool = true) -> String {
        var html = "<ul class=\"entries\">\n"
        for summary in summaries {
            html += "<li" + (summary.isStarred ? " class=\"starred\"" : "") + ">"
            if withDate { html += "<time datetime=\"" + summary.day.description + "\">" + SiteHTML.escape(timeWords.date(summary.day)) + "</time> " }
            html += "<a href=\"" + SiteHTML.href(SitePaths.entry(summary.path), from: page) + "\">" + SiteHTML.escape(title(summary)) + "</a>"
            if let mood = summary.mood { html += " " + moodBadge(mood) }
            if summary.isStarred { html += " <span class=\"star\" title=\"" + SiteHTML.escape(words[.starred]) + "\">★</span>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// A mood as a small labelled badge.
    func moodBadge(_ mood: Mood) -> String {
        "<span class=\"mood mood-" + mood.rawValue + "\">" + SiteHTML.escape(words.mood(mood)) + "</span>"
    }

    /// Every tag with its count, most used first, then by name (the order of `vault tags`
    /// by count).
    func tagCounts() -> [VaultStats.TagCount] { tags }
}
