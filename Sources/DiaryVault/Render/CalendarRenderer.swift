/// Draws month and year calendars with a mark on each day that has entries, like `cal` and `cal -y`.
///
/// Pure functions of their inputs: the days, the locale, today's date and the colour mode all
/// come in through ``CalendarOptions``; nothing reads the clock, the environment or the terminal.
///
/// Layout, in terminal columns (measured by display width, so Hangul and Han line up):
/// - A day cell is its number right-aligned in 2 columns, then 1 column for its mark, then 1 blank
///   column: `12* 13  14+`, in the month view and the year view alike, so a mark never touches the
///   next number (the year view puts fewer months across instead, see ``renderYear(year:days:options:)``).
/// - The title is centred over the span of the day numbers; the header puts each weekday name (1 or
///   2 columns) over the day numbers of its column.
/// - A month shows only its own weeks, 4 to 6 rows. Lines end without trailing spaces.
///
/// Marks, all ASCII so that they are 1 column in every terminal and visible without colour:
/// - Default view: `*` for a day with a starred entry, `+` for a day with entries and none starred,
///   nothing for a day without entries. `*` is the star; `+` is "something was written".
/// - Mood view (``CalendarOptions/showMood``): the letter of the day's mood (``DaySummary/mood``,
///   its latest entry's): `b` bad, `n` not great, `o` okay, `g` good, `G` great; `?` for a day
///   whose entries have no known mood. Letters, not the digits 1 to 5, because a digit after a
///   day number reads as part of it (` 13` for day 1 with mood 3).
///
/// Colour only adds emphasis: today's number in reverse video, `*` in bold yellow, mood letters in
/// red, magenta, yellow, cyan, green from bad to great.
public enum CalendarRenderer {
    /// The columns of a day number.
    static let numberWidth = 2

    /// The widths of a view's grid, in terminal columns.
    struct Layout: Hashable, Sendable {
        /// The columns of a day cell: the number, its 1-column mark, and any blank columns after.
        let cellWidth: Int

        /// The month view: cells of 4 columns.
        static let month = Layout(cellWidth: 4)
        /// The year view: the month view's cells of 4 columns (`cal -y`'s 3 ran marks into numbers).
        static let year = Layout(cellWidth: 4)

        /// The columns of a week of cells, trailing blank columns included.
        var weekWidth: Int { 7 * cellWidth }
        /// The columns the day numbers of a week span, from the first column's number to the last
        /// column's: 26. Titles centre over these.
        var numbersWidth: Int { 6 * cellWidth + numberWidth }
        /// The blank columns after a cell's mark.
        var gap: String { String(repeating: " ", count: cellWidth - 3) }
    }

    /// The weeks of a month as rows of seven days, with `nil` before the 1st and after the last day.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - firstWeekday: The weekday of the first column, 1 (Sunday) to 7 (Saturday).
    /// - Returns: 4 to 6 weeks of exactly 7 elements; February 2026 (starting on a Sunday) has 4 weeks
    ///   with Sunday first and 5 with Monday first.
    public static func monthGrid(year: Int, month: Int, firstWeekday: Int) -> [[CivilDate?]] {
        precondition((1...7).contains(firstWeekday), "firstWeekday \(firstWeekday) is outside 1...7")
        guard let first = CivilDate(year: year, month: month, day: 1) else {
            preconditionFailure("no month \(month) in year \(year): month is 1...12, year 0...9999")
        }
        let leading = (first.weekday - firstWeekday + 7) % 7
        let count = CivilDate.daysIn(month: month, year: year)
        var days: [CivilDate?] = Array(repeating: nil, count: leading)
        days += (0..<count).map { Optional(first.adding(days: $0)) }
        days += Array(repeating: nil, count: (7 - days.count % 7) % 7)
        return stride(from: 0, to: days.count, by: 7).map { Array(days[$0..<$0 + 7]) }
    }

    /// Draws one month: title, weekday header, weeks, a blank line and the ``legend(options:)``.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - days: The summaries of days with entries, by date; days of other months are ignored.
    ///   - options: Locale, first weekday, mood view, today and colour.
    /// - Returns: Lines separated by `"\n"`, without a final newline; at most 27 columns wide
    ///   (wider only if the locale's title or the legend is).
    public static func renderMonth(
        year: Int, month: Int, days: [CivilDate: DaySummary], options: CalendarOptions
    ) -> String {
        let localization = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
        let firstWeekday = resolvedFirstWeekday(options, localization)
        let layout = Layout.month
        let title = localization.monthTitle(month: month)
        var lines = [title.padded(toWidth: layout.numbersWidth, alignment: .center)]
        lines.append(header(localization, firstWeekday: firstWeekday, layout: layout))
        for week in monthGrid(year: year, month: month, firstWeekday: firstWeekday) {
            lines.append(row(week, days: days, options: options, layout: layout))
        }
        lines += [""] + anniversaryNames(options: options) + [legend(options: options)]
        return lines.map(\.trimmingTrailingSpaces).joined(separator: "\n")
    }

    /// One line per day an anniversary marks, in the locale's words: `Dec 5: Dubu's birthday,
    /// 1500 days`, `Feb 28: Moved to Mangwon, 3 years`, `Oct 27: Dubu's birthday` (its own date);
    /// none without anniversary marks. Names are escaped for the terminal.
    static func anniversaryNames(options: CalendarOptions) -> [String] {
        let words = TimeWords(localeIdentifier: options.localeIdentifier)
        return options.anniversaryMarks.map { mark in
            let name = "\(AnniversaryMark.symbol) \(words.shortMonthDay(mark.date)): \(TerminalText.safe(mark.anniversary.name))"
            switch mark.kind {
            case .days(let days)?: return name + ", " + words.days(days)
            case .years(let years)?: return name + ", " + words.years(years)
            case nil: return name
            }
        }
    }

    /// The line that explains the marks, in the locale's words (``Catalogue``): `+ entries  * starred`
    /// (`+ 쓴 날  * 즐겨찾기`), or with ``CalendarOptions/showMood`` `b bad  n not-great  o okay  g good
    /// G great  ? no mood`; `^ anniversary` after them when an anniversary marks a day shown.
    ///
    /// - Parameter options: Whether marks show moods, and the colour of the marks.
    /// - Returns: One line, styled as the marks are.
    public static func legend(options: CalendarOptions) -> String {
        let words = Catalogue(localeIdentifier: options.localeIdentifier)
        let marks: [(Mark, String)] = options.showMood
            ? Mood.allCases.map { (.mood($0), words.mood($0)) } + [(.unknownMood, words[.noMood])]
            : [(.entries, words[.legendEntries]), (.starred, words[.starred])]
        let anniversary = options.anniversaryMarks.isEmpty ? [] : [(Mark.anniversary, words[.legendAnniversary])]
        return (marks + anniversary).map { "\($0.styled(options.style)) \($1)" }.joined(separator: "  ")
    }

    /// The first weekday from the options, else from the locale.
    static func resolvedFirstWeekday(
        _ options: CalendarOptions, _ localization: CalendarLocalization
    ) -> Int {
        options.firstWeekday ?? localization.firstWeekday
    }

    /// The weekday names over the day numbers, exactly `layout.weekWidth` columns.
    static func header(_ localization: CalendarLocalization, firstWeekday: Int, layout: Layout) -> String {
        localization.weekdayHeader(firstWeekday: firstWeekday)
            .map { $0.padded(toWidth: numberWidth, alignment: .right) + " " + layout.gap }
            .joined()
    }

    /// One week of day cells, exactly `layout.weekWidth` visible columns.
    static func row(
        _ week: [CivilDate?], days: [CivilDate: DaySummary], options: CalendarOptions, layout: Layout
    ) -> String {
        week.map { date in
            guard let date else { return String(repeating: " ", count: layout.cellWidth) }
            var number = String(date.day).padded(toWidth: numberWidth, alignment: .right)
            if date == options.today { number = options.style.apply(number, .reverse) }
            // An anniversary's mark wins over the day's other mark (its name is under the grid).
            let isAnniversary = options.anniversaryMarks.contains { $0.date == date }
            let mark = isAnniversary ? .anniversary : Mark(summary: days[date], showMood: options.showMood)
            return number + (mark?.styled(options.style) ?? " ") + layout.gap
        }.joined()
    }
}

extension CalendarRenderer {
    /// The 1-column ASCII mark after a day number.
    enum Mark: Hashable, Sendable {
        /// The day has entries, none starred: `+`.
        case entries
        /// At least one entry of the day is starred: `*`.
        case starred
        /// The day's mood: `b`, `n`, `o`, `g`, `G` from bad to great.
        case mood(Mood)
        /// The day has entries but none with a known mood: `?`.
        case unknownMood
        /// An anniversary, or one of its milestones, falls on the day: `^`.
        case anniversary

        /// The mark for a day, or `nil` for a day without entries.
        ///
        /// - Parameters:
        ///   - summary: The day's summary, `nil` when it has no entries.
        ///   - showMood: Whether to mark the mood instead of entries and stars.
        init?(summary: DaySummary?, showMood: Bool) {
            guard let summary, summary.entryCount > 0 else { return nil }
            if showMood {
                self = summary.mood.map(Mark.mood) ?? .unknownMood
            } else {
                self = summary.isStarred ? .starred : .entries
            }
        }

        /// The mark's character.
        var symbol: String {
            switch self {
            case .entries: "+"
            case .starred: "*"
            case .unknownMood: "?"
            case .anniversary: AnniversaryMark.symbol
            case .mood(.bad): "b"
            case .mood(.notGreat): "n"
            case .mood(.okay): "o"
            case .mood(.good): "g"
            case .mood(.great): "G"
            }
        }

        /// The mark's character in its colour; the bare character when colour is off.
        func styled(_ style: TextStyle) -> String {
            switch self {
            case .entries, .unknownMood: symbol
            case .anniversary: style.apply(symbol, .bold, .magenta)
            case .starred: style.apply(symbol, .bold, .yellow)
            case .mood(.bad): style.apply(symbol, .red)
            case .mood(.notGreat): style.apply(symbol, .magenta)
            case .mood(.okay): style.apply(symbol, .yellow)
            case .mood(.good): style.apply(symbol, .cyan)
            case .mood(.great): style.apply(symbol, .green)
            }
        }
    }
}
