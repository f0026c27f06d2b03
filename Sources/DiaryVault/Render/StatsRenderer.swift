/// Draws the figures of `vault stats` as text: totals, streaks, a year by month table of
/// entries, a mood bar chart, the median mood per month and the top tags.
///
/// Labels are English, Korean or German (``StatsLabels``), month names the locale's; numbers
/// are plain digits and dates `YYYY-MM-DD`, the same in every locale. Bars are `█`, one per
/// entry up to ``barWidth`` columns for the most common mood (a chart of proportions; the
/// numbers follow each bar).
enum StatsRenderer {
    /// The columns of the longest mood bar.
    static let barWidth = 30

    /// The text, ending with a newline.
    ///
    /// - Parameters:
    ///   - stats: The figures.
    ///   - localeIdentifier: The locale for labels and month names.
    ///   - style: Colour on or off (bold headings).
    static func render(_ stats: VaultStats, localeIdentifier: String, style: TextStyle) -> String {
        let labels = StatsLabels(localeIdentifier: localeIdentifier)
        guard stats.total.entries > 0 else { return labels("no entries") + "\n" }
        var lines: [String] = []
        let totals: [(String, String)] = [
            (labels("Entries"), String(stats.total.entries)),
            (labels("Days written"), String(stats.total.days)),
            (labels("Words"), String(stats.total.words)),
            (labels("Characters"), String(stats.total.characters)),
        ]
        lines += table(totals.map { [$0.0, $0.1] }, right: [false, true])
        if stats.dayEnd != .midnight { lines.append("(\(labels("day ends at")) \(stats.dayEnd))") }

        lines += ["", style.apply(labels("Streaks"), .bold)]
        func describe(_ streak: Streak?) -> [String] {
            guard let streak else { return [labels("none"), ""] }
            return [labels.days(streak.length), "\(streak.start) – \(streak.end)"]
        }
        let streakRows = [["", labels("current"), "", labels("longest"), ""],
                          [labels("every day")] + describe(stats.everyDay.current) + describe(stats.everyDay.longest),
                          [labels("weekdays")] + describe(stats.weekdays.current) + describe(stats.weekdays.longest)]
        lines += table(streakRows, right: [false, true, false, true, false]).map { "  " + $0 }

        lines += ["", style.apply(labels("Per month"), .bold)]
        let years = stats.years.keys.sorted()
        var monthRows = [[""] + labels.monthNames + [labels("entries"), labels("days"), labels("words")]]
        for year in years {
            let cells = (1...12).map { month in stats.months[.init(year: year, month: month)].map { String($0.entries) } ?? "-" }
            let totals = stats.years[year] ?? VaultStats.Totals()
            monthRows.append([String(year)] + cells + [String(totals.entries), String(totals.days), String(totals.words)])
        }
        lines += table(monthRows, right: [false] + Array(repeating: true, count: 15))

        lines += ["", style.apply(labels("Moods"), .bold)]
        let moodRows: [(String, Int)] = Mood.allCases.reversed().map { ($0.rawValue, stats.moods[$0] ?? 0) }
            + [(labels("no mood"), stats.withoutMood)]
        let most = max(moodRows.map(\.1).max() ?? 0, 1)
        let nameWidth = moodRows.map { $0.0.displayWidth }.max() ?? 0
        for (name, count) in moodRows {
            let bar = String(repeating: "█", count: (count * barWidth + most - 1) / most)
            lines.append("  " + name.padded(toWidth: nameWidth) + " " + bar + (bar.isEmpty ? "" : " ") + String(count))
        }

        lines += ["", style.apply(labels("Mood per month (median)"), .bold)]
        var medianRows = [[""] + labels.monthNames]
        for year in years {
            medianRows.append([String(year)] + (1...12).map { month in
                stats.medianMood(of: .init(year: year, month: month)).map(CalendarRenderer.Mark.mood)?.symbol ?? "-"
            })
        }
        lines += table(medianRows, right: [false] + Array(repeating: true, count: 12))
        lines.append("  " + Mood.allCases.map { "\(CalendarRenderer.Mark.mood($0).symbol) \($0.rawValue)" }.joined(separator: "  "))

        if !stats.topTags.isEmpty {
            lines += ["", style.apply(labels("Top tags"), .bold)]
            lines += table(stats.topTags.map { [$0.tag, String($0.count)] }, right: [false, true]).map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Rows of cells as aligned lines: each column as wide as its widest cell, two blanks after
    /// the first column and one between the others, no trailing blanks.
    ///
    /// - Parameters:
    ///   - rows: The cells; rows may be shorter than others.
    ///   - right: Per column, whether it is right-aligned (numbers).
    static func table(_ rows: [[String]], right: [Bool]) -> [String] {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].displayWidth : 0 }.max() ?? 0 }
        return rows.map { row in
            var line = ""
            for (column, cell) in row.enumerated() {
                if column > 0 { line += column == 1 ? "  " : " " }
                let alignment: ColumnAlignment = column < right.count && right[column] ? .right : .left
                line += cell.padded(toWidth: widths[column], alignment: alignment)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
