extension HeatmapRenderer {
    /// The heatmap as JSON for `vault heatmap --json`: one line, a listing of every day of the
    /// range, oldest first, by the rule of ``JSONEnvelope`` (keys in this order).
    ///
    /// ```json
    /// {"by":"count","from":"2026-01-01","to":"2026-12-31","thresholds":[1,2,3,4],
    ///  "days":[{"date":"2026-01-01","entryCount":0,"words":0,"mood":null,"level":0},...],
    ///  "count":365,"problems":[]}
    /// ```
    /// `by` is `count`, `words` or `mood`; `thresholds` are the lower bounds of the levels: by
    /// count of levels 1 to 4 (`[1,2,3,4]` entries), by words of levels 2 and up (the
    /// `heatmap-words` steps; level 1 is a day with entries below the first), by mood `[]` (the
    /// level is the mood, 1 bad to 5 great); a day's `level` is
    /// ``Heatmap/level(of:)``, its `mood` the latest entry's known mood or `null`.
    ///
    /// - Parameters:
    ///   - heatmap: The days.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text, ending with a line feed.
    static func renderJSON(_ heatmap: Heatmap, problems: [VaultProblem] = []) -> String {
        let (by, thresholds): (String, [Int]) = switch heatmap.measure {
        case .count: ("count", Heatmap.countThresholds)
        case .words(let steps): ("words", steps)
        case .mood: ("mood", [])
        }
        let days = (heatmap.from.daysSinceEpoch...heatmap.to.daysSinceEpoch).map(CivilDate.init(daysSinceEpoch:))
        return JSONEnvelope.listing("days", days, problems: problems, request: { json in
            json.field("by", by)
            json.field("from", heatmap.from.description)
            json.field("to", heatmap.to.description)
            json.key("thresholds")
            json.beginArray()
            for threshold in thresholds { json.value(threshold) }
            json.endArray()
        }) { date, json in
            let day = heatmap.days[date]
            json.beginObject()
            json.field("date", date.description)
            json.field("entryCount", day?.entryCount ?? 0)
            json.field("words", day?.words ?? 0)
            json.field("mood", day?.mood?.rawValue)
            json.field("level", heatmap.level(of: day))
            json.endObject()
        }
    }
}
