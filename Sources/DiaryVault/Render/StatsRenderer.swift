/// Draws the figures of `vault stats` as text: totals, streaks, a year by month table of
/// entries, a mood bar chart, the median mood per month and the top tags.
///
/// Labels are the ``Catalogue``'s (through ``StatsLabels``), month names the locale's; numbers
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
        guard stats.total.entries > 0 else { return labels(.noEntries) + "\n" }
        var lines: [String] = []
        let totals: [(String, String)] = [
            (labels(.statsEntries), String(stats.total.entries)),
            (labels(.statsDaysWritten), String(stats.total.days)),
            (labels(.statsWords), String(stats.total.words)),
            (labels(.statsCharacters), String(stats.total.characters)),
        ]
        lines += table(totals.map { [$0.0, $0.1] }, right: [false, true])
        if stats.dayEnd != .midnight { lines.append("(\(labels(.statsDayEndsAt)) \(stats.dayEnd))") }

        lines += ["", style.apply(labels(.statsStreaks), .bold)]
        func describe(_ streak: Streak?) -> [String] {
            guard let streak else { return [labels(.statsNone), ""] }
            return [labels.days(streak.length), "\(streak.start) – \(streak.end)"]
        }
        let streakRows = [["", labels(.statsCurrent), "", labels(.statsLongest), ""],
                          [labels(.statsEveryDay)] + describe(stats.everyDay.current) + describe(stats.everyDay.longest),
                          [labels(.statsWeekdays)] + describe(stats.weekdays.current) + describe(stats.weekdays.longest)]
        lines += table(streakRows, right: [false, true, false, true, false]).map { "  " + $0 }

        lines += ["", style.apply(labels(.statsPerMonth), .bold)]
        let years = stats.years.keys.sorted()
        var monthRows = [[""] + labels.monthNames + [labels(.columnEntries), labels(.columnDays), labels(.columnWords)]]
        for year in years {
            let cells = (1...12).map { month in stats.months[.init(year: year, month: month)].map { String($0.entries) } ?? "-" }
            let totals = stats.years[year] ?? VaultStats.Totals()
            monthRows.append([String(year)] + cells + [String(totals.entries), String(totals.days), String(totals.words)])
        }
        lines += table(monthRows, right: [false] + Array(repeating: true, count: 15))

        lines += ["", style.apply(labels(.statsMoods), .bold)]
        let moodRows: [(String, Int)] = Mood.allCases.reversed().map { (labels.words.mood($0), stats.moods[$0] ?? 0) }
            + [(labels(.noMood), stats.withoutMood)]
        let most = max(moodRows.map(\.1).max() ?? 0, 1)
        let nameWidth = moodRows.map { $0.0.displayWidth }.max() ?? 0
        for (name, count) in moodRows {
            let bar = String(repeating: "█", count: (count * barWidth + most - 1) / most)
            lines.append("  " + name.padded(toWidth: nameWidth) + " " + bar + (bar.isEmpty ? "" : " ") + String(count))
        }

        lines += ["", style.apply(labels(.statsMedianMood), .bold)]
        var medianRows = [[""] + labels.monthNames]
        for year in years {
            medianRows.append([String(year)] + (1...12).map { month in
                stats.medianMood(of: .init(year: year, month: month)).map(CalendarRenderer.Mark.mood)?.symbol ?? "-"
            })
        }
        lines += table(medianRows, right: [false] + Array(repeating: true, count: 12))
        lines.append("  " + Mood.allCases.map { "\(CalendarRenderer.Mark.mood($0).symbol) \(labels.words.mood($0))" }.joined(separator: "  "))

        if !stats.topTags.isEmpty {
            lines += ["", style.apply(labels(.statsTopTags), .bold)]
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
