import Foundation

/// Writes `vault export markdown`: the selected entries as one markdown file, a book for
/// printing or reading elsewhere.
///
/// ```
/// # SampleVault
///
/// ## November 2026
///
/// ### Evening walk by the river
///
/// *Sunday, November 29, 2026 · 21:14 · ★ · #walk #family*
///
/// Mom and Dad came up to Seoul...
/// ```
/// - The book's title is a level-1 heading; a level-2 heading starts each month, in the
///   locale's words (CLDR skeleton `yMMMM`: "November 2026", "2026년 11월", "November 2026"),
///   whenever the month differs from the previous entry's.
/// - Each entry is a level-3 heading with its title (the long date when it has none), then a
///   line in italics: the locale's long date (as `vault show` writes it), the time as written
///   to the minute, `★` when starred, the tags as `#tag`.
/// - The body follows without the line the title came from (``ExportEntry/bodyAfterTitle``),
///   its ATX headings demoted by three levels (capped at `######`) so that they nest under the
///   entry's heading; lines in fenced code blocks are left alone.
///
/// Pure: the locale comes in as a value; it returns text.
struct MarkdownBookRenderer {
    /// The locale for month titles and dates, normalised (``LocaleResolver``).
    let localeIdentifier: String
    /// The month of the last entry written, as year * 100 + month.
    private var lastMonth: Int?
    /// Month titles by year, formatted once per year.
    private var localizations: [Int: CalendarLocalization] = [:]
    /// The long-date formatter, made once per book (making one per entry cost most of the time).
    private let dateFormatter: ProlepticDateFormatter
    /// The locale's long-date pattern (CLDR skeleton `yMMMMEEEEd`, as `vault show` uses).
    private let longDatePattern: String

    /// A renderer for one book.
    ///
    /// - Parameter localeIdentifier: The locale, such as `en_US`, `ko_KR` or `de_DE`.
    init(localeIdentifier: String) {
        self.localeIdentifier = localeIdentifier
        let locale = Locale(identifier: localeIdentifier)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        calendar.timeZone = .gmt
        dateFormatter = ProlepticDateFormatter(locale: locale, calendar: calendar)
        longDatePattern = DateFormatter.dateFormat(fromTemplate: "yMMMMEEEEd", options: 0, locale: locale) ?? "yyyy-MM-dd"
    }

    /// The book's first line and a blank line.
    ///
    /// - Parameter title: The book's title.
    func header(title: String) -> String {
        "# " + JrnlRenderer.titleLine(title) + "\n"
    }

    /// One entry, with the month heading before it when its month is new; it starts with a
    /// blank line.
    ///
    /// - Parameter entry: The entry.
    mutating func render(_ entry: ExportEntry) -> String {
        let day = entry.date.day
        var text = ""
        if (0...9999).contains(day.year), lastMonth != day.year * 100 + day.month {
            lastMonth = day.year * 100 + day.month
            if localizations[day.year] == nil {
                localizations[day.year] = CalendarLocalization(localeIdentifier: localeIdentifier, year: day.year)
            }
            text += "\n## " + (localizations[day.year]?.monthTitle(month: day.month) ?? day.description) + "\n"
        }
        let longDate = dateFormatter.string(longDatePattern, year: day.year, month: day.month, day: day.day)
        let title = JrnlRenderer.titleLine(entry.entry.title)
        text += "\n### " + (title.isEmpty ? longDate : title) + "\n\n"
        var facts = [longDate]
        if let time = entry.date.time { facts.append(CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2)) }
        if entry.entry.isStarred { facts.append("★") }
        if !entry.entry.tags.isEmpty { facts.append(entry.entry.tags.map { "#" + $0 }.joined(separator: " ")) }
        text += "*" + facts.joined(separator: " · ") + "*\n"
        let body = Self.demotingHeadings(entry.bodyAfterTitle)
        if !body.isEmpty { text += "\n" + body + "\n" }
        return text
    }

    /// The body with its ATX headings three levels deeper (at most six `#`), outside fenced code
    /// blocks (CommonMark sections 4.2 and 4.5), line breaks as `\n`, and trailing blank lines removed.
    static func demotingHeadings(_ body: String) -> String {
        var fence: (character: Character, length: Int)?
        var lines: [String] = []
        for rawLine in JrnlRenderer.lines(of: body) {
            var line = String(rawLine)
            guard line.utf8.contains(where: { $0 == 0x23 || $0 == 0x60 || $0 == 0x7E }) else {
                lines.append(line)  // no heading or fence mark: nothing to change
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            let marker = rest.first.flatMap { $0 == "`" || $0 == "~" ? $0 : nil }
            let run = marker.map { mark in rest.prefix { $0 == mark }.count } ?? 0
            if let open = fence {
                if indent < 4, marker == open.character, run >= open.length, rest.dropFirst(run).allSatisfy({ $0 == " " }) { fence = nil }
            } else if indent < 4, let marker, run >= 3 {
                fence = (marker, run)
            } else if indent < 4, rest.hasPrefix("#") {
                let level = rest.prefix { $0 == "#" }.count
                let after = rest.dropFirst(level)
                if level <= 6, after.isEmpty || after.first == " " || after.first == "\t" {
                    line = String(repeating: "#", count: min(level + 3, 6)) + after
                }
            }
            lines.append(line)
        }
        while let last = lines.last, last.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
