extension HeatmapRenderer {
    /// The line under the legend of a range that starts after today, whose days are all blank
    /// (days after today are never drawn): it says why the grid is empty.
    ///
    /// - Parameters:
    ///   - today: Today, `YYYY-MM-DD` in the note.
    ///   - labels: The language.
    /// - Returns: The line, without a newline.
    static func futureNote(today: CivilDate, labels: StatsLabels) -> String {
        labels.words(.heatmapFutureRange, ["today": today.description])
    }
}
