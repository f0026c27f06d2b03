extension HeatmapRenderer {
    /// The heatmap as JSON for `vault heatmap --json`: one line, keys sorted, every day of the
    /// range, oldest first.
    ///
    /// ```json
    /// {"by":"count","days":[{"date":"2026-01-01","entries":0,"level":0,"mood":null,"words":0},...],
    ///  "from":"2026-01-01","thresholds":[1,2,3],"to":"2026-12-31"}
    /// ```
    /// `by` is `count`, `words` or `mood`; `thresholds` the lower bounds of levels 1 and up
    /// (count `[1,2,3]`, words the `heatmap-words` steps, mood `[]`); a day's `level` is
    /// ``Heatmap/level(of:)``, its `mood` the latest entry's known mood or `null`.
    ///
    /// - Parameter heatmap: The days.
    /// - Returns: The JSON text, without a final newline.
    static func renderJSON(_ heatmap: Heatmap) -> String {
        var json = JSONWriter()
        json.beginObject()
        let (by, thresholds): (String, [Int]) = switch heatmap.measure {
        case .count: ("count", [1, 2, 3])
        case .words(let steps): ("words", steps)
        case .mood: ("mood", [])
        }
        json.field("by", by)
        json.key("days")
        json.beginArray()
        for number in heatmap.from.daysSinceEpoch...heatmap.to.daysSinceEpoch {
            let date = CivilDate(daysSinceEpoch: number)
            let day = heatmap.days[date]
            json.beginObject()
            json.field("date", date.description)
            json.field("entries", day?.entryCount ?? 0)
            json.field("level", heatmap.level(of: day))
            json.field("mood", day?.mood?.rawValue)
            json.field("words", day?.words ?? 0)
            json.endObject()
        }
        json.endArray()
        json.field("from", heatmap.from.description)
        json.key("thresholds")
        json.beginArray()
        for threshold in thresholds { json.value(threshold) }
        json.endArray()
        json.field("to", heatmap.to.description)
        json.endObject()
        return json.text
    }
}
