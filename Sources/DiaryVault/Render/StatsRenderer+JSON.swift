extension StatsRenderer {
    /// The figures as JSON for `vault stats --json`: one line, keys sorted, no whitespace.
    ///
    /// ```json
    /// {"characters":5210,"dayEnd":"00:00","days":9,"entries":10,
    ///  "moods":{"bad":0,"not-great":1,"okay":2,"good":3,"great":3,"none":1},
    ///  "months":[{"characters":..,"days":2,"entries":2,"median":"good","moods":{...},"month":"2025-11","words":..},...],
    ///  "streaks":{"everyDay":{"current":STREAK or null,"longest":STREAK or null},"weekdays":{...}},
    ///  "tags":[{"count":3,"tag":"walk"},...],"words":1024,
    ///  "years":[{"characters":..,"days":..,"entries":..,"words":..,"year":2025},...]}
    /// ```
    /// A STREAK is `{"days":N,"end":"YYYY-MM-DD","start":"YYYY-MM-DD"}`; `moods` counts entries
    /// (`none`: without a known mood), in the order bad to great; months and years are oldest
    /// first and only those with entries; `median` is ``VaultStats/medianMood(of:)`` or `null`.
    ///
    /// - Parameter stats: The figures.
    /// - Returns: The JSON text, without a final newline.
    static func renderJSON(_ stats: VaultStats) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.field("characters", stats.total.characters)
        json.field("dayEnd", stats.dayEnd.description)
        json.field("days", stats.total.days)
        json.field("entries", stats.total.entries)
        json.key("moods")
        writeMoods(stats.moods, none: stats.withoutMood, to: &json)
        json.key("months")
        json.beginArray()
        for month in stats.months.keys.sorted() {
            let totals = stats.months[month] ?? VaultStats.Totals()
            json.beginObject()
            json.field("characters", totals.characters)
            json.field("days", totals.days)
            json.field("entries", totals.entries)
            json.field("median", stats.medianMood(of: month)?.rawValue)
            json.key("moods")
            let moods = stats.moodsByMonth[month] ?? [:]
            writeMoods(moods, none: totals.entries - moods.values.reduce(0, +), to: &json)
            json.field("month", String(month.year).leftPadded(4) + "-" + String(month.month).leftPadded(2))
            json.field("words", totals.words)
            json.endObject()
        }
        json.endArray()
        json.key("streaks")
        json.beginObject()
        for (name, summary) in [("everyDay", stats.everyDay), ("weekdays", stats.weekdays)] {
            json.key(name)
            json.beginObject()
            for (key, streak) in [("current", summary.current), ("longest", summary.longest)] {
                json.key(key)
                if let streak {
                    json.beginObject()
                    json.field("days", streak.length)
                    json.field("end", streak.end.description)
                    json.field("start", streak.start.description)
                    json.endObject()
                } else {
                    json.null()
                }
            }
            json.endObject()
        }
        json.endObject()
        json.key("tags")
        json.beginArray()
        for tag in stats.topTags {
            json.beginObject()
            json.field("count", tag.count)
            json.field("tag", tag.tag)
            json.endObject()
        }
        json.endArray()
        json.field("words", stats.total.words)
        json.key("years")
        json.beginArray()
        for year in stats.years.keys.sorted() {
            let totals = stats.years[year] ?? VaultStats.Totals()
            json.beginObject()
            json.field("characters", totals.characters)
            json.field("days", totals.days)
            json.field("entries", totals.entries)
            json.field("words", totals.words)
            json.field("year", year)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.text
    }

    /// Writes `{"bad":N,...,"great":N,"none":N}`.
    private static func writeMoods(_ moods: [Mood: Int], none: Int, to json: inout JSONWriter) {
        json.beginObject()
        for mood in Mood.allCases { json.field(mood.rawValue, moods[mood] ?? 0) }
        json.field("none", none)
        json.endObject()
    }
}

extension String {
    /// The text with `0`s in front up to `width` characters.
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
