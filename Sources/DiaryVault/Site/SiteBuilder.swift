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

    /// The entries, newest first (the order of ``VaultIndex/entries``).
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
    /// Each entry's position in ``entries`` by its path.
    let position: [String: Int]
    /// The anniversaries: the config's, then the entries marked `anniversary: true`, oldest first
    /// (as `vault calendar` takes them).
    let anniversaries: [Anniversary]

    /// Prepares a site.
    ///
    /// - Parameters:
    ///   - entries: The entries to show, in any order.
    ///   - options: The rest.
    init(entries: [SiteEntry], options: Options) {
        let index = VaultIndex(entries: entries.map(\.summary))
        var byPath: [String: SiteEntry] = [:]
        for entry in entries { byPath[entry.summary.path] = entry }
        self.entries = index.entries.compactMap { byPath[$0.path] }
        self.index = index
        self.stats = VaultStats(entries: index.entries, dayEnd: options.dayEnd, today: options.today)
        self.options = options
        self.words = Catalogue(localeIdentifier: options.localeIdentifier)
        self.timeWords = TimeWords(localeIdentifier: options.localeIdentifier)
        self.firstWeekday = options.firstWeekday ?? CalendarLocalization.firstWeekday(localeIdentifier: options.localeIdentifier)
        var position: [String: Int] = [:]
        for (offset, entry) in self.entries.enumerated() { position[entry.summary.path] = offset }
        self.position = position
        let marked = EntrySummary.chronologicalOrder(index.entries).map { index.entries[$0] }.filter(\.isAnniversary).map(Anniversary.init)
        self.anniversaries = options.configAnniversaries + marked
    }

    /// Every file of the site, sorted by path: the pages, the style sheet, the search index and
    /// code, `robots.txt`.
    func files() -> [SiteFile] {
        var files: [SiteFile] = [
            SiteFile(path: SitePaths.styleSheet, bytes: Array(SiteStyle.css.utf8)),
            SiteFile(path: SitePaths.robots, bytes: Array("User-agent: *\nDisallow: /\n".utf8)),
            SiteFile(path: SitePaths.searchScript, bytes: Array(SiteSearch.script.utf8)),
            SiteFile(path: SitePaths.searchIndex, bytes: searchIndex()),
        ]
        var pages = [homePage(), tagsPage(), statsPage(), searchPage()]
        pages += entries.indices.map(entryPage)
        for group in index.months { pages.append(monthPage(year: group.year, month: group.month)) }
        for year in Set(index.months.map(\.year)).sorted() { pages.append(yearPage(year)) }
        for tag in tagCounts().map(\.tag) { pages.append(tagPage(tag)) }
        let language = options.localeIdentifier.replacingOccurrences(of: "_", with: "-")
        files += pages.map { SiteFile(path: $0.path, bytes: $0.render(site: options.title, words: words, language: language)) }
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
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
    func tagCounts() -> [VaultStats.TagCount] {
        var counts: [String: Int] = [:]
        for entry in index.entries { for tag in Set(entry.tags) { counts[tag, default: 0] += 1 } }
        return counts.map { VaultStats.TagCount(tag: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.tag.utf8.lexicographicallyPrecedes($1.tag.utf8) }
    }
}
