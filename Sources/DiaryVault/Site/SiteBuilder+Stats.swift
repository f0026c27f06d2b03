extension SiteBuilder {
    /// The stats page: the figures of `vault stats --json` number for number (each figure in an
    /// element whose `data-stat` names its JSON path, such as `streaks.everyDay.longest.days`
    /// or `months.2026-11.moods.good`), the moods per month as an SVG chart, and the top tags.
    func statsPage() -> SitePage {
        let page = SitePaths.stats
        let labels = StatsLabels(localeIdentifier: options.localeIdentifier)
        func figure(_ key: String, _ value: Int?) -> String {
            "<td data-stat=\"" + SiteHTML.escape(key) + "\">" + (value.map { String($0) } ?? SiteHTML.escape(words[.statsNone])) + "</td>"
        }
        var html = "<h1>" + SiteHTML.escape(words[.siteStats]) + "</h1>\n<table class=\"figures\"><tbody>\n"
        let totals: [(Catalogue.Key, String, Int)] = [(.statsEntries, "entryCount", stats.total.entries), (.statsDaysWritten, "days", stats.total.days),
                                                      (.statsWords, "words", stats.total.words), (.statsCharacters, "characters", stats.total.characters)]
        for (key, name, value) in totals { html += "<tr><th scope=\"row\">" + SiteHTML.escape(words[key]) + "</th>" + figure(name, value) + "</tr>\n" }
        html += "</tbody></table>\n<h2>" + SiteHTML.escape(words[.statsStreaks]) + "</h2>\n<table class=\"figures\"><thead><tr><th></th><th scope=\"col\">"
            + SiteHTML.escape(words[.statsCurrent]) + "</th><th scope=\"col\">" + SiteHTML.escape(words[.statsLongest]) + "</th></tr></thead><tbody>\n"
        for (key, name, summary) in [(Catalogue.Key.statsEveryDay, "everyDay", stats.everyDay), (.statsWeekdays, "weekdays", stats.weekdays)] {
            html += "<tr><th scope=\"row\">" + SiteHTML.escape(words[key]) + "</th>" + figure("streaks.\(name).current.days", summary.current?.length)
                + figure("streaks.\(name).longest.days", summary.longest?.length) + "</tr>\n"
        }
        html += "</tbody></table>\n<h2>" + SiteHTML.escape(words[.statsMoods]) + "</h2>\n<table class=\"figures\"><tbody>\n"
        for mood in Mood.allCases {
            html += "<tr><th scope=\"row\">" + moodBadge(mood) + "</th>" + figure("moods." + mood.rawValue, stats.moods[mood] ?? 0) + "</tr>\n"
        }
        html += "<tr><th scope=\"row\">" + SiteHTML.escape(words[.noMood]) + "</th>" + figure("moods.none", stats.withoutMood) + "</tr>\n</tbody></table>\n"
        html += "<h2>" + SiteHTML.escape(words[.siteMoodsPerMonth]) + "</h2>\n" + moodChart(labels: labels)
        html += "<h2>" + SiteHTML.escape(words[.siteYear]) + "</h2>\n<div class=\"wide\"><table class=\"figures\"><thead><tr><th></th>"
            + [Catalogue.Key.columnEntries, .columnDays, .columnWords, .statsCharacters].map { "<th scope=\"col\">" + SiteHTML.escape(words[$0]) + "</th>" }.joined()
            + "</tr></thead><tbody>\n"
        for year in stats.years.keys.sorted() {
            let totals = stats.years[year] ?? VaultStats.Totals()
            html += "<tr><th scope=\"row\"><a href=\"" + SiteHTML.href(SitePaths.year(year), from: page) + "\">" + String(year) + "</a></th>"
                + figure("years.\(year).entryCount", totals.entries) + figure("years.\(year).days", totals.days)
                + figure("years.\(year).words", totals.words) + figure("years.\(year).characters", totals.characters) + "</tr>\n"
        }
        html += "</tbody></table></div>\n<h2>" + SiteHTML.escape(words[.statsPerMonth]) + "</h2>\n<div class=\"wide\"><table class=\"figures months\"><thead><tr><th></th>"
            + [Catalogue.Key.columnEntries, .columnDays, .columnWords].map { "<th scope=\"col\">" + SiteHTML.escape(words[$0]) + "</th>" }.joined()
            + "<th scope=\"col\">" + SiteHTML.escape(words[.statsMedianMood]) + "</th></tr></thead><tbody>\n"
        for month in stats.months.keys.sorted() {
            let totals = stats.months[month] ?? VaultStats.Totals()
            let key = "months." + SitePaths.pad(month.year, 4) + "-" + SitePaths.pad(month.month, 2)
            html += "<tr><th scope=\"row\"><a href=\"" + SiteHTML.href(SitePaths.month(year: month.year, month: month.month), from: page) + "\">"
                + SiteHTML.escape(labels.monthNames[month.month - 1] + " " + String(month.year)) + "</a></th>"
                + figure(key + ".entryCount", totals.entries) + figure(key + ".days", totals.days) + figure(key + ".words", totals.words)
                + "<td data-stat=\"" + key + ".median\">" + (stats.medianMood(of: month).map(moodBadge) ?? "") + "</td></tr>\n"
        }
        html += "</tbody></table></div>\n<h2>" + SiteHTML.escape(words[.statsTopTags]) + "</h2>\n<ol class=\"tag-counts\">\n"
        for tag in stats.topTags {
            html += "<li><a href=\"" + SiteHTML.href(SitePaths.tag(tag.tag), from: page) + "\">#" + SiteHTML.escape(tag.tag) + "</a> <span class=\"count\" data-stat=\"tags."
                + SiteHTML.escape(tag.tag) + "\">" + String(tag.count) + "</span></li>\n"
        }
        return SitePage(path: page, title: words[.siteStats], content: html + "</ol>\n")
    }

    /// The moods of each month as an inline SVG of stacked bars, bad at the bottom and entries
    /// without a mood on top, scaled to the month with the most entries; each bar segment
    /// carries `data-stat` (`months.2026-11.moods.good`) and a title with its count.
    func moodChart(labels: StatsLabels) -> String {
        let months = stats.months.keys.sorted()
        guard !months.isEmpty else { return "<p>" + SiteHTML.escape(words[.noEntries]) + "</p>\n" }
        let most = max(1, months.map { stats.months[$0]?.entries ?? 0 }.max() ?? 1)
        let bar = 24, gap = 8, height = 120, label = 28
        let width = months.count * (bar + gap) + gap
        var svg = "<div class=\"wide\"><svg class=\"mood-chart\" role=\"img\" viewBox=\"0 0 " + String(width) + " " + String(height + label)
            + "\" width=\"" + String(width) + "\"><title>" + SiteHTML.escape(words[.siteMoodsPerMonth]) + "</title>"
        for (offset, month) in months.enumerated() {
            let key = "months." + SitePaths.pad(month.year, 4) + "-" + SitePaths.pad(month.month, 2)
            let moods = stats.moodsByMonth[month] ?? [:]
            let total = stats.months[month]?.entries ?? 0
            let parts: [(String, String, Int)] = Mood.allCases.map { ($0.rawValue, words.mood($0), moods[$0] ?? 0) }
                + [("none", words[.noMood], total - moods.values.reduce(0, +))]
            let x = gap + offset * (bar + gap)
            var top = height
            for (name, text, count) in parts {
                let size = count * height / most
                top -= size
                svg += "<rect class=\"mood-" + name + "\" x=\"" + String(x) + "\" y=\"" + String(top) + "\" width=\"" + String(bar) + "\" height=\""
                    + String(size) + "\" data-stat=\"" + key + ".moods." + name + "\" data-count=\"" + String(count) + "\"><title>"
                    + SiteHTML.escape(labels.monthNames[month.month - 1] + " " + String(month.year) + ": " + text + " " + String(count)) + "</title></rect>"
            }
            svg += "<text x=\"" + String(x + bar / 2) + "\" y=\"" + String(height + 12) + "\" text-anchor=\"middle\">" + SiteHTML.escape(labels.monthNames[month.month - 1])
                + "</text>"
            if offset == 0 || month.month == 1 {
                svg += "<text x=\"" + String(x + bar / 2) + "\" y=\"" + String(height + 25) + "\" text-anchor=\"middle\">" + String(month.year) + "</text>"
            }
        }
        return svg + "</svg></div>\n"
    }
}
