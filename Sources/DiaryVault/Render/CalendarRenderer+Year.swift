extension CalendarRenderer {
    /// The most months in a row of the year view.
    static let monthsAcross = 3
    /// The blank columns between two months of the year view, after a month's last cell (which
    /// ends in a blank of its own).
    static let monthGutter = "  "

    /// How many months fit side by side in a width: 3 from 87 columns, 2 from 57, else 1.
    ///
    /// A row of `n` months is `n` blocks of ``Layout/weekWidth`` (28) columns with
    /// ``monthGutter`` between them, less the blank that ends the last block.
    ///
    /// - Parameter width: The terminal's width in columns.
    /// - Returns: 1, 2 or 3.
    static func monthsAcross(width: Int) -> Int {
        let layout = Layout.year
        return (1...monthsAcross).last { $0 * layout.weekWidth + ($0 - 1) * monthGutter.count - 1 <= width } ?? 1
    }

    /// Draws a year like `cal -y`: the year centred, then the twelve months three, two or one across.
    ///
    /// Each month has its stand-alone name centred over its weeks, the weekday header and its
    /// weeks in the month view's 4-column cells (number, mark, blank: `11+ 12  13`, see
    /// ``CalendarRenderer``), so a mark never touches the next number. Three months go across when
    /// ``CalendarOptions/width`` holds them (87 columns), else two (57), else one; a row of months
    /// is as tall as its longest month. A blank line separates rows of months, and the
    /// ``legend(options:)`` follows the last one after a blank line.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - days: The summaries of days with entries, by date; days of other years are ignored.
    ///   - options: Locale, first weekday, mood view, today, colour and width (80 columns when `nil`).
    /// - Returns: Lines separated by `"\n"`, without a final newline; at most 87, 57 or 27 columns
    ///   wide (wider only if the legend or the locale's year title is).
    public static func renderYear(
        year: Int, days: [CivilDate: DaySummary], options: CalendarOptions
    ) -> String {
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
        let firstWeekday = resolvedFirstWeekday(options, localization)
        let layout = Layout.year
        let across = monthsAcross(width: options.width ?? 80)
        let blockWidth = layout.weekWidth
        let totalWidth = across * blockWidth + (across - 1) * monthGutter.count
        // Centred over the span of the day numbers, from the first month's first to the last month's last.
        var lines = [localization.yearTitle.padded(toWidth: totalWidth - 2, alignment: .center)]
        for firstMonth in stride(from: 1, through: 12, by: across) {
            let blocks = (firstMonth..<min(firstMonth + across, 13)).map { month in
                monthBlock(year: year, month: month, days: days, options: options, localization: localization,
                           firstWeekday: firstWeekday, layout: layout)
            }
            let height = blocks.map(\.count).max() ?? 0
            let blank = String(repeating: " ", count: blockWidth)
            lines.append("")
            for index in 0..<height {
                let parts = blocks.map { index < $0.count ? $0[index] : blank }
                lines.append(parts.joined(separator: monthGutter))
            }
        }
        lines += [""] + anniversaryNames(options: options) + [legend(options: options)]
        return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// One month of the year view as lines of exactly `layout.weekWidth` visible columns.
    ///
    /// - Returns: The month's name, the weekday header and one line per week.
    static func monthBlock(
        year: Int, month: Int, days: [CivilDate: DaySummary], options: CalendarOptions,
        localization: CalendarLocalization, firstWeekday: Int, layout: Layout
    ) -> [String] {
        // Cut a name too long for the block, so that the months to its right stay in their columns.
        let title = localization.monthName(month: month)
            .truncated(toWidth: layout.weekWidth)
            .padded(toWidth: layout.numbersWidth, alignment: .center)
            .padded(toWidth: layout.weekWidth)
        var lines = [title, header(localization, firstWeekday: firstWeekday, layout: layout)]
        for week in monthGrid(year: year, month: month, firstWeekday: firstWeekday) {
            lines.append(row(week, days: days, options: options, layout: layout))
        }
        return lines
    }
}
