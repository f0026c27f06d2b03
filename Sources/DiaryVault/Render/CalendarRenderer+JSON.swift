extension CalendarRenderer {
    /// A month as JSON for `vault cal --json`: its weeks of days with their counts and moods,
    /// and the days its anniversaries mark; a view by the rule of ``JSONEnvelope``.
    ///
    /// One line, keys in this order (a day's sorted, an entry's in the order of ``EntryJSON``),
    /// no whitespace, so the output is byte-for-byte stable:
    /// ```json
    /// {"year":2026,"month":11,"firstWeekday":1,"weeks":[[{"date":"2026-11-01","day":1,"entries":[ENTRY,...],
    /// "entryCount":2,"mood":"okay","moods":["good","okay"],"starred":true,"starredCount":1},...],...,
    /// [...,{"date":"2026-11-30","day":30,...},null,null,null,null,null]],
    /// "anniversaries":[{"date":"2026-11-05","name":"We met","path":null,"kind":"years","count":5}],"problems":[]}
    /// ```
    /// - `weeks`: the rows of ``monthGrid(year:month:firstWeekday:)``, 4 to 6 arrays of exactly 7,
    ///   `null` for the cells before the 1st and after the last day.
    /// - A day: `date` (`YYYY-MM-DD`), `day` (1 to 31), `entries` (its entries in time order, each
    ///   in the shape of ``EntryJSON``), `entryCount`, `starredCount`, `starred`
    ///   (`starredCount > 0`), `moods` (the known moods of its entries in time order, as written in
    ///   front matter: `bad`, `not-great`, `okay`, `good`, `great`) and `mood` (the day's mood by the
    ///   rule of ``DaySummary/mood``, the latest, or `null`). Days without entries have zero counts.
    /// - `firstWeekday`: 1 (Sunday) to 7 (Saturday), from the options or else the locale.
    /// - `anniversaries`: the marks of ``CalendarOptions/anniversaryMarks`` in the month, by date:
    ///   `date`, `name`, `path` (the entry marked `anniversary: true`, or `null` for a line of
    ///   `.vault/config`), `kind` (`date` for the anniversary's own date, `days` for a 100th day,
    ///   `years` for a yearly return) and `count` (the days or years; 0 for `date`).
    /// - `problems`: as `vault index --json` writes them.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - days: The summaries of days with entries, by date.
    ///   - entries: The entries of each day, in time order.
    ///   - options: The first weekday or the locale to take it from, and the anniversary marks.
    ///   - problems: The problems met while reading the month.
    /// - Returns: The JSON text, without a final newline.
    public static func renderMonthJSON(
        year: Int, month: Int, days: [CivilDate: DaySummary], entries: [CivilDate: [EntrySummary]] = [:],
        options: CalendarOptions, problems: [VaultProblem] = []
    ) -> String {
        let firstWeekday = jsonFirstWeekday(options)
        var json = JSONWriter()
        json.beginObject()
        writeMonthFields(year: year, month: month, firstWeekday: firstWeekday, days: days, entries: entries,
                         marks: options.anniversaryMarks, to: &json)
        json.key("problems")
        JSONEnvelope.writeProblems(problems, to: &json)
        json.endObject()
        return json.text
    }

    /// A year as JSON for `vault cal --year --json`: its twelve months.
    ///
    /// One line, keys in this order: `{"year":2026,"firstWeekday":1,"months":[...],"problems":[]}`,
    /// where `months` holds twelve objects, January first, each as
    /// ``renderMonthJSON(year:month:days:entries:options:problems:)`` writes it without `problems`.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - days: The summaries of days with entries, by date.
    ///   - entries: The entries of each day, in time order.
    ///   - options: The first weekday or the locale to take it from, and the anniversary marks.
    ///   - problems: The problems met while reading the year.
    /// - Returns: The JSON text, without a final newline.
    public static func renderYearJSON(
        year: Int, days: [CivilDate: DaySummary], entries: [CivilDate: [EntrySummary]] = [:], options: CalendarOptions,
        problems: [VaultProblem] = []
    ) -> String {
        let firstWeekday = jsonFirstWeekday(options)
        var json = JSONWriter()
        json.beginObject()
        json.field("year", year)
        json.field("firstWeekday", firstWeekday)
        json.key("months")
        json.beginArray()
        for month in 1...12 {
            json.beginObject()
            writeMonthFields(year: year, month: month, firstWeekday: firstWeekday, days: days, entries: entries,
                             marks: options.anniversaryMarks, to: &json)
            json.endObject()
        }
        json.endArray()
        json.key("problems")
        JSONEnvelope.writeProblems(problems, to: &json)
        json.endObject()
        return json.text
    }

    /// The first weekday for JSON, reading the locale only when the options leave it open.
    private static func jsonFirstWeekday(_ options: CalendarOptions) -> Int {
        options.firstWeekday ?? CalendarLocalization.firstWeekday(localeIdentifier: options.localeIdentifier)
    }

    /// Writes the keys of one month into an open object, in order: `year`, `month`,
    /// `firstWeekday`, `weeks`, `anniversaries`.
    ///
    /// Strings go through ``JSONWriter``, which escapes control, C1 and bidi characters, so titles,
    /// tags and paths in the output cannot drive a terminal (the same escaping as `index --json`).
    private static func writeMonthFields(
        year: Int, month: Int, firstWeekday: Int, days: [CivilDate: DaySummary], entries: [CivilDate: [EntrySummary]],
        marks: [AnniversaryMark], to json: inout JSONWriter
    ) {
        json.field("year", year)
        json.field("month", month)
        json.field("firstWeekday", firstWeekday)
        json.key("weeks")
        json.beginArray()
        for week in monthGrid(year: year, month: month, firstWeekday: firstWeekday) {
            json.beginArray()
            for date in week {
                guard let date else {
                    json.null()
                    continue
                }
                writeDay(date, summary: days[date] ?? DaySummary(date: date, entryCount: 0), entries: entries[date] ?? [], to: &json)
            }
            json.endArray()
        }
        json.endArray()
        json.key("anniversaries")
        json.beginArray()
        for mark in marks where mark.date.year == year && mark.date.month == month {
            json.beginObject()
            json.field("date", mark.date.description)
            json.field("name", mark.anniversary.name)
            json.field("path", mark.anniversary.path)
            switch mark.kind {
            case nil: json.field("kind", "date"); json.field("count", 0)
            case .days(let days)?: json.field("kind", "days"); json.field("count", days)
            case .years(let years)?: json.field("kind", "years"); json.field("count", years)
            }
            json.endObject()
        }
        json.endArray()
    }

    /// Writes one day, keys sorted: `date`, `day`, `entries` (each in the shape of ``EntryJSON``,
    /// in time order), `entryCount`, `mood` (`null` when the day has none), `moods`, `starred`,
    /// `starredCount`; every key always, so the shape never varies.
    private static func writeDay(_ date: CivilDate, summary: DaySummary, entries: [EntrySummary], to json: inout JSONWriter) {
        json.beginObject()
        json.field("date", date.description)
        json.field("day", date.day)
        json.key("entries")
        json.beginArray()
        for entry in entries { EntryJSON(entry).write(to: &json) }
        json.endArray()
        json.field("entryCount", summary.entryCount)
        json.field("mood", summary.mood?.rawValue)
        json.key("moods")
        json.beginArray()
        for mood in summary.moods { json.value(mood.rawValue) }
        json.endArray()
        json.field("starred", summary.isStarred)
        json.field("starredCount", summary.starredCount)
        json.endObject()
    }
}
