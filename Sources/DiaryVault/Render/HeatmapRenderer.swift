/// Draws `vault heatmap`: seven rows of weekdays, one column per week, month names above, each
/// day a character for its level, and a legend with the fixed thresholds.
///
/// A cell is 2 columns: the day's character and a blank (`<` after today). Levels never scale to
/// the maximum, so two heatmaps compare: by count 0, 1, 2, 3, 4+; by words, no entry, then below the
/// first step, then each step reached; by mood, the day's mood letter (``DaySummary/mood``:
/// the latest entry's). Characters go from `·` (no entry) through `░ ▒ ▓` to `█` (the top
/// level); with colour they also get a 256-colour foreground. When the width is less than the
/// weeks need, the weeks are cut into equal blocks (two half-years at 80 columns), one under the
/// other, each with its month names.
enum HeatmapRenderer {
    /// The columns before the first week: a 2-column weekday name and a blank.
    static let labelWidth = 3

    /// The text, ending with a newline.
    ///
    /// - Parameters:
    ///   - heatmap: The days and their values.
    ///   - options: Locale, week start, today, colour and width.
    static func render(_ heatmap: Heatmap, options: HeatmapOptions) -> String {
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: min(max(heatmap.from.year, 0), 9999))
        let labels = StatsLabels(localeIdentifier: options.localeIdentifier)
        let firstWeekday = options.firstWeekday ?? localization.firstWeekday
        let start = heatmap.from.daysSinceEpoch - (heatmap.from.weekday - firstWeekday + 7) % 7
        let weeks = (heatmap.to.daysSinceEpoch - start) / 7 + 1
        var perBlock = weeks
        if let width = options.width {
            let fitting = max(1, (width - labelWidth) / 2)
            if weeks > fitting {
                let blocks = (weeks + fitting - 1) / fitting
                perBlock = (weeks + blocks - 1) / blocks
            }
        }
        let names = localization.weekdayHeader(firstWeekday: firstWeekday)
        var lines: [String] = []
        var blockStart = 0
        while blockStart < weeks {
            let blockWeeks = min(perBlock, weeks - blockStart)
            if blockStart > 0 { lines.append("") }
            lines.append(monthHeader(heatmap, firstDay: start + blockStart * 7, weeks: blockWeeks, labels: labels))
            for row in 0..<7 {
                var line = names[row].padded(toWidth: 2) + " "
                for week in blockStart..<blockStart + blockWeeks {
                    let day = start + week * 7 + row
                    line += cell(day, heatmap, options)
                }
                while line.last == " " { line.removeLast() }
                lines.append(line)
            }
            blockStart += blockWeeks
        }
        lines += ["", legend(heatmap, options: options, labels: labels)]
        if let today = options.today, heatmap.from > today { lines.append(futureNote(today: today, labels: labels)) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The month names over a block: each at the column of the first week that holds the 1st of
    /// its month (at the block's first column, the month of its first day unless that week holds
    /// a 1st), cut to leave a blank before the next name.
    private static func monthHeader(_ heatmap: Heatmap, firstDay: Int, weeks: Int, labels: StatsLabels) -> String {
        var marks: [(column: Int, month: Int)] = []
        for week in 0..<weeks {
            let days = (0..<7).map { firstDay + week * 7 + $0 }
                .filter { $0 >= heatmap.from.daysSinceEpoch && $0 <= heatmap.to.daysSinceEpoch }
            guard let first = days.first else { continue }
            let date = CivilDate(daysSinceEpoch: first)
            if marks.isEmpty { marks.append((week, date.month)) }
            if let firstOfMonth = days.map(CivilDate.init(daysSinceEpoch:)).first(where: { $0.day == 1 }) {
                if marks.last?.column == week { marks[marks.count - 1].month = firstOfMonth.month } else {
                    marks.append((week, firstOfMonth.month))
                }
            }
        }
        var line = String(repeating: " ", count: labelWidth)
        var used = 0
        for (index, mark) in marks.enumerated() {
            let position = mark.column * 2
            guard position >= used else { continue }
            let next = index + 1 < marks.count ? marks[index + 1].column * 2 : Int.max
            let room = next == Int.max ? Int.max : next - position - 1
            let name = labels.monthNames[mark.month - 1]
            let shown = name.displayWidth <= room ? name : (room >= 2 ? name.truncated(toWidth: room) : "")
            guard !shown.isEmpty else { continue }
            line += String(repeating: " ", count: position - used) + shown
            used = position + shown.displayWidth
        }
        return line
    }

    /// The 2 columns of one day: blank outside the range and after today.
    private static func cell(_ dayNumber: Int, _ heatmap: Heatmap, _ options: HeatmapOptions) -> String {
        guard dayNumber >= heatmap.from.daysSinceEpoch, dayNumber <= heatmap.to.daysSinceEpoch,
              options.today.map({ dayNumber <= $0.daysSinceEpoch }) ?? true else { return "  " }
        let date = CivilDate(daysSinceEpoch: dayNumber)
        let mark = Mark(heatmap.days[date], measure: heatmap.measure)
        let isToday = date == options.today
        return mark.styled(options.style, reversed: isToday) + (isToday ? "<" : " ")
    }

    /// The legend line: each character and what it means, then `<` for today.
    static func legend(_ heatmap: Heatmap, options: HeatmapOptions, labels: StatsLabels) -> String {
        var items: [(Mark, String)]
        switch heatmap.measure {
        case .count:
            let top = Heatmap.countThresholds.count
            items = [(.level(0, top), "0")] + Heatmap.countThresholds.enumerated().map { index, threshold in
                (.level(index + 1, top), index + 1 == top ? "\(threshold)+" : "\(threshold)")
            }
        case .words(let steps):
            let top = steps.count + 1
            items = [(.level(0, top), "0"), (.level(1, top), "<\(steps[0])")]
            items += steps.enumerated().map { (.level($0.offset + 2, top), "\($0.element)+") }
        case .mood:
            items = [(.level(0, 1), labels(.noEntries))] + Mood.allCases.map { (.mood($0), labels.words.mood($0)) } + [(.unknownMood, labels(.noMood))]
        }
        let title = switch heatmap.measure {
        case .count: labels(.columnEntries)
        case .words: labels(.columnWords)
        case .mood: labels(.labelMood)
        }
        var parts = items.map { "\($0.0.styled(options.style)) \($0.1)" }
        if let today = options.today, today >= heatmap.from, today <= heatmap.to { parts.append("< " + labels(.today)) }
        return title + ": " + parts.joined(separator: "  ")
    }
}
