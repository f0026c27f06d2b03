extension StatsRenderer {
    /// The figures as JSON for `vault stats --json`: one line, a view by the rule of
    /// ``JSONEnvelope`` (keys in this order, `problems` last).
    ///
    /// ```json
    /// {"dayEnd":"00:00","entryCount":10,"days":9,"words":1024,"characters":5210,
    ///  "streaks":{"everyDay":{"current":STREAK or null,"longest":STREAK or null},"weekdays":{...}},
    ///  "moods":{"bad":0,"not-great":1,"okay":2,"good":3,"great":3,"none":1},
    ///  "years":[{"year":2025,"entryCount":..,"days":..,"words":..,"characters":..},...],
    ///  "months":[{"month":"2025-11","entryCount":2,"days":2,"words":..,"characters":..,"moods":{...},"median":"good"},...],
    ///  "tags":[{"tag":"walk","count":3},...],"problems":[...]}
    /// ```
    /// A STREAK is `{"days":N,"start":"YYYY-MM-DD","end":"YYYY-MM-DD"}`; `moods` counts entries
    /// (`none`: without a known mood), in the order bad to great; years and months are oldest
    /// first and only those with entries; `median` is ``VaultStats/medianMood(of:)`` or `null`.
    ///
    /// - Parameters:
    ///   - stats: The figures.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text, ending with a line feed.
    static func renderJSON(_ stats: VaultStats, problems: [VaultProblem] = []) -> String {
        JSONEnvelope.view(problems: problems) { json in
            json.field("dayEnd", stats.dayEnd.description)
            writeTotals(stats.total, to: &json)
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
                        json.field("start", streak.start.description)
                        json.field("end", streak.end.description)
                        json.endObject()
                    } else {
                        json.null()
                    }
                }
                json.endObject()
            }
            json.endObject()
            json.key("moods")
            writeMoods(stats.moods, none: stats.withoutMood, to: &json)
            json.key("years")
            json.beginArray()
            for year in stats.years.keys.sorted() {
                json.beginObject()
                json.field("year", year)
                writeTotals(stats.years[year] ?? VaultStats.Totals(), to: &json)
                json.endObject()
            }
            json.endArray()
            json.key("months")
            json.beginArray()
            for month in stats.months.keys.sorted() {
                let totals = stats.months[month] ?? VaultStats.Totals()
                json.beginObject()
                json.field("month", String(month.year).leftPadded(4) + "-" + String(month.month).leftPadded(2))
                writeTotals(totals, to: &json)
                json.key("moods")
                let moods = stats.moodsByMonth[month] ?? [:]
                writeMoods(moods, none: totals.entries - moods.values.reduce(0, +), to: &json)
                json.field("median", stats.medianMood(of: month)?.rawValue)
                json.endObject()
            }
            json.endArray()
            json.key("tags")
            json.beginArray()
            for tag in stats.topTags {
                json.beginObject()
                json.field("tag", tag.tag)
                json.field("count", tag.count)
                json.endObject()
            }
            json.endArray()
        }
    }

    /// Writes `"entryCount","days","words","characters"` of some totals.
    private static func writeTotals(_ totals: VaultStats.Totals, to json: inout JSONWriter) {
        json.field("entryCount", totals.entries)
        json.field("days", totals.days)
        json.field("words", totals.words)
        json.field("characters", totals.characters)
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
