import Foundation

extension CalendarRenderer {
    /// A month as JSON for `vault cal --json`: its weeks of days with their counts and moods.
    ///
    /// One line, keys sorted, no whitespace, so the output is byte-for-byte stable:
    /// ```json
    /// {"firstWeekday":1,"month":11,"weeks":[[{"date":"2026-11-01","day":1,"entryCount":2,
    /// "mood":"okay","moods":["good","okay"],"starred":true,"starredCount":1},...],...,
    /// [...,{"date":"2026-11-30","day":30,...},null,null,null,null,null]],"year":2026}
    /// ```
    /// - `weeks`: the rows of ``monthGrid(year:month:firstWeekday:)``, 4 to 6 arrays of exactly 7,
    ///   `null` for the cells before the 1st and after the last day.
    /// - A day: `date` (`YYYY-MM-DD`), `day` (1 to 31), `entryCount`, `starredCount`, `starred`
    ///   (`starredCount > 0`), `moods` (the known moods of its entries in time order, as written in
    ///   front matter: `bad`, `not-great`, `okay`, `good`, `great`) and `mood` (the day's mood by the
    ///   rule of ``DaySummary/mood``, the latest, or `null`). Days without entries have zero counts.
    /// - `firstWeekday`: 1 (Sunday) to 7 (Saturday), from the options or else the locale.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - month: The month, 1 to 12.
    ///   - days: The summaries of days with entries, by date.
    ///   - options: The first weekday or the locale to take it from; other options are not used.
    /// - Returns: The JSON text, without a final newline.
    public static func renderMonthJSON(
        year: Int, month: Int, days: [CivilDate: DaySummary], entries: [CivilDate: [EntrySummary]] = [:],
        options: CalendarOptions
    ) -> String {
        let firstWeekday = jsonFirstWeekday(options)
        return encode(MonthJSON(year: year, month: month, firstWeekday: firstWeekday, days: days, entries: entries))
    }

    /// A year as JSON for `vault cal --year --json`: its twelve months.
    ///
    /// One line, keys sorted: `{"firstWeekday":1,"months":[...],"year":2026}`, where `months` holds
    /// twelve objects, January first, each exactly as ``renderMonthJSON(year:month:days:options:)``
    /// writes it.
    ///
    /// - Parameters:
    ///   - year: The year, 0 to 9999.
    ///   - days: The summaries of days with entries, by date.
    ///   - options: The first weekday or the locale to take it from; other options are not used.
    /// - Returns: The JSON text, without a final newline.
    public static func renderYearJSON(
        year: Int, days: [CivilDate: DaySummary], entries: [CivilDate: [EntrySummary]] = [:], options: CalendarOptions
    ) -> String {
        let firstWeekday = jsonFirstWeekday(options)
        let months = (1...12).map { MonthJSON(year: year, month: $0, firstWeekday: firstWeekday, days: days, entries: entries) }
        return encode(YearJSON(year: year, firstWeekday: firstWeekday, months: months))
    }

    /// The first weekday for JSON, reading the locale only when the options leave it open.
    private static func jsonFirstWeekday(_ options: CalendarOptions) -> Int {
        options.firstWeekday ?? CalendarLocalization.firstWeekday(localeIdentifier: options.localeIdentifier)
    }

    /// Encodes with sorted keys and unescaped slashes, on one line.
    private static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            // Only integers, booleans and strings: encoding cannot fail.
            preconditionFailure("calendar JSON failed to encode: \(error)")
        }
    }
}

/// The JSON shape of a year; see ``CalendarRenderer/renderYearJSON(year:days:options:)``.
private struct YearJSON: Encodable {
    let year: Int
    let firstWeekday: Int
    let months: [MonthJSON]
}

/// The JSON shape of a month; see ``CalendarRenderer/renderMonthJSON(year:month:days:options:)``.
private struct MonthJSON: Encodable {
    let year: Int
    let month: Int
    let firstWeekday: Int
    let weeks: [[DayJSON?]]

    init(year: Int, month: Int, firstWeekday: Int, days: [CivilDate: DaySummary], entries: [CivilDate: [EntrySummary]]) {
        self.year = year
        self.month = month
        self.firstWeekday = firstWeekday
        let grid = CalendarRenderer.monthGrid(year: year, month: month, firstWeekday: firstWeekday)
        self.weeks = grid.map { week in
            week.map { date in
                date.map { DayJSON(date: $0, summary: days[$0] ?? DaySummary(date: $0, entryCount: 0), entries: entries[$0] ?? []) }
            }
        }
    }
}

/// The JSON shape of a day in a month's weeks.
private struct DayJSON: Encodable {
    let date: String
    let day: Int
    let entryCount: Int
    let starredCount: Int
    let starred: Bool
    let moods: [String]
    let mood: String?
    let entries: [DayEntryJSON]

    init(date: CivilDate, summary: DaySummary, entries: [EntrySummary]) {
        self.date = date.description
        self.day = date.day
        self.entryCount = summary.entryCount
        self.starredCount = summary.starredCount
        self.starred = summary.isStarred
        self.moods = summary.moods.map(\.rawValue)
        self.mood = summary.mood?.rawValue
        self.entries = entries.map(DayEntryJSON.init)
    }

    private enum CodingKeys: String, CodingKey {
        case date, day, entryCount, starredCount, starred, moods, mood, entries
    }

    /// Writes every key, `mood` as `null` when the day has none, so the shape never varies.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(day, forKey: .day)
        try container.encode(entryCount, forKey: .entryCount)
        try container.encode(starredCount, forKey: .starredCount)
        try container.encode(starred, forKey: .starred)
        try container.encode(moods, forKey: .moods)
        try container.encode(mood, forKey: .mood)
        try container.encode(entries, forKey: .entries)
    }
}

/// One entry of a day in the calendar JSON: `{"mood", "path", "starred", "tags", "time",
/// "title", "uuid"}` (keys sorted; `mood`, `time` and `uuid` are `null` when absent).
private struct DayEntryJSON: Encodable {
    let uuid: String?
    let time: String?
    let title: String
    let mood: String?
    let starred: Bool
    let tags: [String]
    let path: String

    init(_ entry: EntrySummary) {
        uuid = entry.uuid?.canonical
        time = entry.date.timeDescription
        title = entry.title
        mood = entry.mood?.rawValue
        starred = entry.isStarred
        tags = entry.tags
        path = entry.path
    }

    private enum CodingKeys: String, CodingKey {
        case uuid, time, title, mood, starred, tags, path
    }

    /// Writes every key, absent values as `null`, so the shape never varies.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uuid, forKey: .uuid)
        try container.encode(time, forKey: .time)
        try container.encode(title, forKey: .title)
        try container.encode(mood, forKey: .mood)
        try container.encode(starred, forKey: .starred)
        try container.encode(tags, forKey: .tags)
        try container.encode(path, forKey: .path)
    }
}
