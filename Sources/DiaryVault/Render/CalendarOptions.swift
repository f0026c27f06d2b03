/// How ``CalendarRenderer`` draws a calendar: locale, week start, marks, today and colour.
///
/// Everything a renderer would otherwise read from the clock or the environment comes in here; the
/// CLI fills it from `--locale`, `LC_ALL`/`LC_TIME`/`LANG`, the clock and `--color`.
public struct CalendarOptions: Hashable, Sendable {
    /// The locale for the month and weekday names and the default first weekday, such as `en_US`,
    /// `de_DE`, `ko_KR` or `ko_KR.UTF-8`; `C` and `POSIX` mean `en_US`.
    public var localeIdentifier: String
    /// The weekday of the first column, 1 (Sunday) to 7 (Saturday), as Foundation numbers them; `nil`
    /// takes the locale's (Sunday for en_US and ko_KR, Monday for de_DE).
    public var firstWeekday: Int?
    /// Whether the mark of a day is its mood (``DaySummary/mood``) instead of entries and stars.
    public var showMood: Bool
    /// Today's date in the viewer's time zone, highlighted when colour is on; `nil` for none.
    public var today: CivilDate?
    /// Colour on or off; off writes no escape sequences at all.
    public var style: TextStyle
    /// The days of the shown period that anniversaries mark (``AnniversaryMark``): `^` on the
    /// day and a name under the grid; none by default, and then neither appears.
    var anniversaryMarks: [AnniversaryMark] = []
    /// The terminal's width in columns, for how many months the year view puts side by side;
    /// `nil` draws it for 80 columns.
    public var width: Int?

    /// Creates options.
    ///
    /// - Parameters:
    ///   - localeIdentifier: The locale identifier; `en_US` by default.
    ///   - firstWeekday: The first column's weekday, 1 (Sunday) to 7, or `nil` for the locale's.
    ///   - showMood: Whether marks show moods.
    ///   - today: Today's date, or `nil`.
    ///   - style: The text style; plain by default.
    ///   - width: The terminal width for the year view, or `nil` for 80 columns.
    public init(
        localeIdentifier: String = "en_US",
        firstWeekday: Int? = nil,
        showMood: Bool = false,
        today: CivilDate? = nil,
        style: TextStyle = .plain,
        width: Int? = nil
    ) {
        self.localeIdentifier = localeIdentifier
        self.firstWeekday = firstWeekday
        self.showMood = showMood
        self.today = today
        self.style = style
        self.width = width
    }
}
