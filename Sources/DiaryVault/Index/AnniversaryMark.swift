/// A day of a period that an anniversary marks: the date itself, a 100th day or a yearly return
/// (docs/TIME.md), for the calendar's `^` and the names under its grid.
struct AnniversaryMark: Hashable, Sendable {
    /// The day marked.
    var date: CivilDate
    /// The anniversary.
    var anniversary: Anniversary
    /// The milestone, or `nil` for the anniversary's own date.
    var kind: DDay.Kind?

    /// The calendar's mark of such a day: `^`, visible without colour.
    static let symbol = "^"

    /// Every day from `first` through `last` that one of `anniversaries` marks, by date, then in
    /// the anniversaries' order.
    ///
    /// - Parameters:
    ///   - anniversaries: The anniversaries.
    ///   - first: The period's first day.
    ///   - last: Its last day, not before `first`.
    ///   - rules: The counting (100th days) and leap-day (yearly returns) rules.
    static func marks(of anniversaries: [Anniversary], from first: CivilDate, through last: CivilDate,
                      rules: TimeRules) -> [AnniversaryMark] {
        var marks: [(order: Int, mark: AnniversaryMark)] = []
        for (order, anniversary) in anniversaries.enumerated() {
            let start = anniversary.date
            if (first...last).contains(start) { marks.append((order, AnniversaryMark(date: start, anniversary: anniversary, kind: nil))) }
            // The 100th days whose numbers fall in the period.
            let low = max(1, (rules.dayNumber(from: start, on: first) + 99) / 100)
            let high = rules.dayNumber(from: start, on: last) / 100
            if low <= high {
                for hundred in low...high {
                    let day = rules.day(numbered: hundred * 100, from: start)
                    marks.append((order, AnniversaryMark(date: day, anniversary: anniversary, kind: .days(hundred * 100))))
                }
            }
            // The yearly returns in the period (the period may span the turn of a year).
            for year in max(first.year, start.year + 1)...max(last.year, start.year + 1) where year <= last.year {
                let day = rules.occurrence(month: start.month, day: start.day, in: year)
                if (first...last).contains(day) {
                    marks.append((order, AnniversaryMark(date: day, anniversary: anniversary, kind: .years(year - start.year))))
                }
            }
        }
        return marks.sorted { ($0.mark.date, $0.order) < ($1.mark.date, $1.order) }.map(\.mark)
    }
}
