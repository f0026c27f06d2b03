import Foundation
import Testing
@testable import DiaryVault

/// `SiteBuilder`: the pages from values, their bytes, and the figures shared with the calendar
/// and stats.
@Suite struct SiteBuilderTests {
    static func entry(_ path: String, _ text: String) throws -> SiteEntry {
        let entry = try Entry(parsing: Array(text.utf8), path: path)
        return SiteEntry(summary: try #require(EntrySummary(entry, path: path)), entry: entry)
    }

    static func sample() throws -> [SiteEntry] {
        [
            try entry("2026/11/2026-11-29-river.md", """
                ---
                date: 2026-11-29T23:50:00+09:00
                mood: good
                starred: true
                tags: [산책, walk]
                weather: clear, 3°C
                ---
                # 강변 야경

                늦은 밤 <script>document.title = "pwned"</script> & more.

                """),
            try entry("2026/11/2026-11-03-cold.md", """
                ---
                date: 2026-11-03T08:00:00
                mood: bad
                tags: [walk]
                ---
                Cold day.

                """),
            try entry("2025/12/2025-12-07-snow.md", """
                ---
                date: 2025-12-07
                title: First snow
                mood: great
                ---
                Snow on the roofs.

                """),
        ]
    }

    static func options(_ locale: String = "en_US") -> SiteBuilder.Options {
        var options = SiteBuilder.Options(title: "Diary", localeIdentifier: locale, today: CivilDate(year: 2026, month: 12, day: 7)!)
        options.firstWeekday = 1
        return options
    }

    static func page(_ files: [SiteFile], _ path: String) throws -> String {
        String(decoding: try #require(files.first { $0.path == path }).bytes, as: UTF8.self)
    }

    @Test func writesEveryPageOnceSortedByPath() throws {
        let files = SiteBuilder(entries: try Self.sample(), options: Self.options()).files()
        #expect(files.map(\.path) == [
            "2025/12/2025-12-07-snow.html", "2025/12/index.html", "2025/index.html",
            "2026/11/2026-11-03-cold.html", "2026/11/2026-11-29-river.html", "2026/11/index.html", "2026/index.html",
            "index.html", "robots.txt", "search.html", "search.js", "search/2025.js", "search/2026.js", "stats.html", "style.css",
            "tags/_ec82b0ecb185.html", "tags/index.html", "tags/walk.html",
        ])
        #expect(try Self.page(files, "robots.txt") == "User-agent: *\nDisallow: /\n")
    }

    @Test func sameInputSameBytesWhateverTheOrder() throws {
        let entries = try Self.sample()
        #expect(SiteBuilder(entries: entries, options: Self.options()).files() == SiteBuilder(entries: entries.reversed(), options: Self.options()).files())
    }

    @Test func everyPageIsNoindexInItsLanguageAndFetchesNothingOutside() throws {
        let files = SiteBuilder(entries: try Self.sample(), options: Self.options("ko_KR")).files()
        for file in files where file.path.hasSuffix(".html") {
            let html = String(decoding: file.bytes, as: UTF8.self)
            #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"ko-KR\">\n"), "\(file.path)")
            #expect(html.contains("<meta name=\"robots\" content=\"noindex\">"), "\(file.path)")
            #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//cdn"), "\(file.path)")
        }
        #expect(try Self.page(files, "index.html").contains(">즐겨찾기</h2>"))
    }

    @Test func entryPageShowsItsFactsAndEscapesRawHTML() throws {
        let files = SiteBuilder(entries: try Self.sample(), options: Self.options()).files()
        let html = try Self.page(files, "2026/11/2026-11-29-river.html")
        #expect(html.contains("<h1>강변 야경</h1>"))
        #expect(html.contains("<time datetime=\"2026-11-29T23:50:00+09:00\">Sunday, November 29, 2026 23:50:00</time>"))
        #expect(html.contains("<span class=\"mood mood-good\">good</span>"))
        #expect(html.contains("<a href=\"../../tags/_ec82b0ecb185.html\">#산책</a>"))
        #expect(html.contains("<dt>weather</dt><dd>clear, 3°C</dd>"))
        #expect(html.contains("늦은 밤 &lt;script&gt;document.title = &quot;pwned&quot;&lt;/script&gt; &amp; more."))
        #expect(!html.contains("<script>document"))
        #expect(html.contains("<a rel=\"prev\" href=\"2026-11-03-cold.html\">"))
        #expect(!html.contains("rel=\"next\""))
        #expect(html.contains("<a href=\"index.html#2026-11-29\">This day</a>"))
    }

    @Test func bodyLinksResolveToPagesOrStayText() throws {
        var entries = try Self.sample()
        entries.append(try Self.entry("2026/11/2026-11-04-links.md", """
            ---
            date: 2026-11-04
            ---
            See [[First snow]], [[2026-11-03-cold#Morning]], [the river](2026-11-29-river.md),
            [[Nowhere]], [a file](../../secret.txt), [bad](javascript:alert(1)) and ![[missing.png]].

            """))
        let html = try Self.page(SiteBuilder(entries: entries, options: Self.options()).files(), "2026/11/2026-11-04-links.html")
        #expect(html.contains("<a class=\"wikilink\" href=\"../../2025/12/2025-12-07-snow.html\">First snow</a>"))
        #expect(html.contains("<a class=\"wikilink\" href=\"2026-11-03-cold.html#morning\">"))
        #expect(html.contains("<a href=\"2026-11-29-river.html\">the river</a>"))
        #expect(html.contains("<span class=\"wikilink unresolved\">Nowhere</span>"))
        #expect(html.contains("<span class=\"unresolved\">a file</span>"))
        #expect(!html.contains("javascript:alert(1)\""))
        #expect(html.contains("<span class=\"embed unresolved\">missing.png</span>"))
    }

    @Test func monthPageMarksTheDaysTheCalendarMarks() throws {
        let entries = try Self.sample()
        let builder = SiteBuilder(entries: entries, options: Self.options())
        let html = try Self.page(builder.files(), "2026/11/index.html")
        let marked = html.components(separatedBy: "class=\"day has-entries").dropFirst().map { String($0.prefix(90)) }
        #expect(marked.count == 2)
        #expect(html.contains("<td class=\"day has-entries mood-bad\" data-date=\"2026-11-03\" data-entries=\"1\"><a href=\"#2026-11-03\">3</a></td>"))
        #expect(html.contains("<td class=\"day has-entries starred mood-good\" data-date=\"2026-11-29\" data-entries=\"1\">"))
        #expect(html.contains("<section class=\"day\" id=\"2026-11-29\">"))
        // The same days as `vault calendar --json` (the index's day summaries).
        #expect(builder.index.days.keys.filter { $0.year == 2026 && $0.month == 11 }.sorted().map(\.description) == ["2026-11-03", "2026-11-29"])
    }

    @Test func statsPageHasTheFiguresOfVaultStats() throws {
        let builder = SiteBuilder(entries: try Self.sample(), options: Self.options())
        let html = try Self.page(builder.files(), "stats.html")
        let stats = VaultStats(entries: builder.index.entries, dayEnd: .midnight, today: CivilDate(year: 2026, month: 12, day: 7)!)
        #expect(html.contains("<td data-stat=\"entryCount\">\(stats.total.entries)</td>"))
        #expect(html.contains("<td data-stat=\"words\">\(stats.total.words)</td>"))
        #expect(html.contains("<td data-stat=\"moods.bad\">1</td>"))
        #expect(html.contains("<td data-stat=\"streaks.everyDay.current.days\">none</td>"))
        #expect(html.contains("data-stat=\"months.2026-11.moods.good\" data-count=\"1\""))
        #expect(html.contains("<span class=\"count\" data-stat=\"tags.walk\">2</span>"))
    }

    @Test func searchIndexHoldsFoldedTextNewestFirstAYearAFile() throws {
        let files = SiteBuilder(entries: try Self.sample(), options: Self.options()).files()
        let year = try Self.page(files, "search/2026.js")
        let lines = year.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0] == "(function (rows) { var all = window.VAULT_SEARCH = window.VAULT_SEARCH || []; for (var i = 0; i < rows.length; i++) { all.push(rows[i]); } })([")
        #expect(lines[1].hasPrefix("[\"2026/11/2026-11-29-river.html\",\"강변 야경\",\"Nov 29, 2026\",\"강변 야경\\n산책 walk\\n"))
        #expect(lines[1].hasSuffix("],"))
        #expect(lines[2].hasPrefix("[\"2026/11/2026-11-03-cold.html\","))
        #expect(lines[3] == "]);")
        #expect(try Self.page(files, "search/2025.js").contains("\n[\"2025/12/2025-12-07-snow.html\",\"First snow\",\"Dec 7, 2025\",\"first snow\\n"))
        // The search page loads the years newest first, then the code.
        let search = try Self.page(files, "search.html")
        #expect(search.contains("<script src=\"search/2026.js\"></script>\n<script src=\"search/2025.js\"></script>\n<script src=\"search.js\"></script>\n"))
    }

    @Test func homeSaysHowManyPrivateEntriesAreLeftOut() throws {
        var options = Self.options()
        options.privateLeftOut = 2
        let html = try Self.page(SiteBuilder(entries: try Self.sample(), options: options).files(), "index.html")
        #expect(html.contains("<p class=\"summary\">3 entries · 2 private entries left out</p>"))
        #expect(html.contains("<section class=\"on-this-day\"><h2>On this day · December 7</h2>"))
    }
}
