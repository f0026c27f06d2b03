/// How ``HeatmapRenderer`` draws: locale, week start, today, colour and width.
struct HeatmapOptions: Hashable, Sendable {
    /// The locale for weekday and month names and the default first weekday.
    var localeIdentifier: String
    /// The first row's weekday, 1 (Sunday) to 7, or `nil` for the locale's.
    var firstWeekday: Int?
    /// Today in the viewer's time zone: marked `<`; later days are blank. `nil` for none.
    var today: CivilDate?
    /// Colour on or off.
    var style: TextStyle
    /// The columns to fit, or `nil` for no limit (a pipe).
    var width: Int?
}
