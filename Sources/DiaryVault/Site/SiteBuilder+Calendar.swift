extension SiteBuilder {
    /// The calendar options of one period, with its anniversary marks, as `vault calendar`
    /// makes them (``AnniversaryMark/marks(of:from:through:rules:)``).
    func calendarOptions(from first: CivilDate, through last: CivilDate) -> CalendarOptions {
        var calendar = CalendarOptions(localeIdentifier: options.localeIdentifier, firstWeekday: firstWeekday, showMood: false,
                                       today: nil, style: .plain)
        calendar.anniversaryMarks = AnniversaryMark.marks(of: anniversaries, from: first, through: last, rules: options.rules)
        return calendar
    }

    /// One month as an HTML table: the grid of ``CalendarRenderer/monthGrid(year:month:firstWeekday:)``,
    /// each day from ``VaultIndex/days`` (the summaries `vault calendar --json` writes): class
    /// `has-entries` and a link to the day when it has entries, `starred`, `mood-…` (the day's
    /// mood by ``DaySummary/mood``), `anniversary` for a day an anniversary marks;
    /// `data-entries` its count.
    func monthTable(year: Int, month: Int, marks: [AnniversaryMark], from page: String, small: Bool) -> String {
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
        let marked = Set(marks.map(\.date))
        let daySummaries = days(year: year, month: month)
        var html = "<table class=\"calendar" + (small ? " small" : "") + "\">\n"
        // A small month is titled by its name, a link to its page; a month's own page has its title as the heading.
        if small {
            // Only a month with entries has a page.
            let hasPage = monthGroups[year * 100 + month] != nil
            let name = SiteHTML.escape(localization.monthName(month: month))
            html += "<caption>" + (hasPage ? "<a href=\"" + SiteHTML.href(SitePaths.month(year: year, month: month), from: page) + "\">" + name + "</a>" : name)
                + "</caption>\n"
        }
        html += "<thead><tr>" + localization.weekdayHeader(firstWeekday: firstWeekday).map { "<th scope=\"col\">" + SiteHTML.escape($0) + "</th>" }.joined()
            + "</tr></thead>\n<tbody>\n"
        for week in CalendarRenderer.monthGrid(year: year, month: month, firstWeekday: firstWeekday) {
            html += "<tr>"
            for date in week {
                guard let date else {
                    html += "<td></td>"
                    continue
                }
                let summary = daySummaries[date]
                var classes = ["day"]
                if let summary, summary.entryCount > 0 { classes.append("has-entries") }
                if summary?.isStarred == true { classes.append("starred") }
                if let mood = summary?.mood { classes.append("mood-" + mood.rawValue) }
                if marked.contains(date) { classes.append("anniversary") }
                html += "<td class=\"" + classes.joined(separator: " ") + "\" data-date=\"" + date.description + "\" data-entries=\""
                    + String(summary?.entryCount ?? 0) + "\">"
                let number = String(date.day) + (marked.contains(date) ? "<span class=\"mark\">" + AnniversaryMark.symbol + "</span>" : "")
                if let summary, summary.entryCount > 0 {
                    html += "<a href=\"" + SiteHTML.href(SitePaths.day(date).page, fragment: SitePaths.day(date).fragment, from: page) + "\">" + number + "</a>"
                } else {
                    html += number
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// A month's page: the calendar, its anniversaries and D-day milestones (the lines of
    /// `vault calendar`), the legend, then each day's entries, oldest first, under the day.
    func monthPage(year: Int, month: Int) -> SitePage {
        let page = SitePaths.month(year: year, month: month)
        let first = CivilDate(year: year, month: month, day: 1) ?? options.today
        let last = first.adding(days: CivilDate.daysIn(month: month, year: year) - 1)
        let calendar = calendarOptions(from: first, through: last)
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
        var html = "<nav class=\"up\"><a href=\"" + SiteHTML.href(SitePaths.year(year), from: page) + "\">" + SiteHTML.escape(localization.yearTitle)
            + "</a></nav>\n<h1>" + SiteHTML.escape(localization.monthTitle(month: month)) + "</h1>\n"
        html += monthTable(year: year, month: month, marks: calendar.anniversaryMarks, from: page, small: false)
        let names = CalendarRenderer.anniversaryNames(options: calendar)
        if !names.isEmpty {
            html += "<ul class=\"anniversaries\">" + names.map { "<li>" + SiteHTML.escape($0) + "</li>" }.joined() + "</ul>\n"
        }
        html += "<p class=\"legend\"><span class=\"key has-entries\"></span> " + SiteHTML.escape(words[.legendEntries])
            + " <span class=\"key starred\"></span> " + SiteHTML.escape(words[.starred])
        if !calendar.anniversaryMarks.isEmpty { html += " " + AnniversaryMark.symbol + " " + SiteHTML.escape(words[.legendAnniversary]) }
        html += "</p>\n"
        let group = monthGroups[year * 100 + month]
        let summaries = Array((group?.entries ?? []).reversed())
        var start = 0
        while start < summaries.count {
            let day = summaries[start].day
            var end = start + 1
            while end < summaries.count, summaries[end].day == day { end += 1 }
            html += "<section class=\"day\" id=\"" + day.description + "\"><h2>" + SiteHTML.escape(longDates.string(day))
                + "</h2>\n" + entryList(summaries[start..<end], from: page, withDate: false) + "</section>\n"
            start = end
        }
        return SitePage(path: page, title: localization.monthTitle(month: month), content: html)
    }

    /// A year's page: twelve small calendars and the year's heatmap.
    func yearPage(_ year: Int) -> SitePage {
        let page = SitePaths.year(year)
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
        let first = CivilDate(year: year, month: 1, day: 1) ?? options.today
        let last = CivilDate(year: year, month: 12, day: 31) ?? options.today
        let calendar = calendarOptions(from: first, through: last)
        var html = "<h1>" + SiteHTML.escape(localization.yearTitle) + "</h1>\n"
        html += heatmap(year: year, from: page)
        html += "<div class=\"months\">\n"
        for month in 1...12 {
            html += monthTable(year: year, month: month, marks: calendar.anniversaryMarks, from: page, small: true)
        }
        html += "</div>\n"
        return SitePage(path: page, title: localization.yearTitle, content: html)
    }

    /// A year's heatmap as an inline SVG: one column per week, one row per weekday (first
    /// weekday on top), each day a square of level 0 to 4 by ``Heatmap`` (count of entries,
    /// fixed thresholds, the stats day of `day-end`), as `vault heatmap YEAR` shades it.
    func heatmap(year: Int, from page: String) -> String {
        guard let first = CivilDate(year: year, month: 1, day: 1), let last = CivilDate(year: year, month: 12, day: 31) else { return "" }
        // The entries of the year and of the next (an entry before the day end of January 1
        // counts on December 31): the same map as from all entries, without looking at each.
        let map = Heatmap(entries: (entriesByYear[year + 1] ?? []) + (entriesByYear[year] ?? []), from: first, to: last, measure: .count,
                          dayEnd: options.dayEnd)
        let lead = (first.weekday - firstWeekday + 7) % 7
        let weeks = (lead + last.daysSinceEpoch - first.daysSinceEpoch + 1 + 6) / 7
        let cell = 12
        var svg = "<svg class=\"heatmap\" role=\"img\" viewBox=\"0 0 " + String(weeks * cell) + " " + String(7 * cell)
            + "\">"
        var date = first
        while date <= last {
            let slot = lead + date.daysSinceEpoch - first.daysSinceEpoch
            let day = map.days[date]
            let level = map.level(of: day)
            svg += "<rect class=\"l" + String(level) + "\" x=\"" + String(slot / 7 * cell) + "\" y=\"" + String(slot % 7 * cell)
                + "\" width=\"10\" height=\"10\" rx=\"2\" data-date=\"" + date.description + "\"><title>" + date.description + ": "
                + SiteHTML.escape(words(.countEntries, count: day?.entryCount ?? 0)) + "</title></rect>"
            date = date.adding(days: 1)
        }
        return svg + "</svg>\n"
    }
}
