extension HeatmapRenderer {
    /// The line under the legend of a range that starts after today, whose days are all blank
    /// (days after today are never drawn): it says why the grid is empty.
    ///
    /// - Parameters:
    ///   - today: Today, `YYYY-MM-DD` in the note.
    ///   - labels: The language.
    /// - Returns: The line, without a newline.
    static func futureNote(today: CivilDate, labels: StatsLabels) -> String {
        switch labels.language {
        case .english: "Every day of this range is after today (\(today)), so none is drawn yet."
        case .korean: "이 기간의 모든 날이 오늘(\(today)) 이후라서 아직 표시할 날이 없습니다."
        case .german: "Alle Tage dieses Zeitraums liegen nach heute (\(today)); noch ist keiner zu zeigen."
        }
    }
}
