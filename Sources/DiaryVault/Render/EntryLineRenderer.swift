import Foundation

/// The one-line view of an entry that `vault index` and `vault list` share:
/// `DAY WEEKDAY TIME STAR MOOD TITLE [#TAGS]`.
///
/// ```
///   29 Sun 21:14 * good      Evening walk by the river                 (index, in a month)
/// 2026-11-29 Sun 21:14 * good      Evening walk by the river  #walk #han-river   (list)
/// ```
///
/// Pure: the locale, colour and width come in as values. The weekday is the locale's
/// abbreviated name (CLDR format `EEE`: `Sun`, `일`, `So.`), padded to the widest of the seven;
/// the time is `HH:MM` or five blanks for a date alone; the star is ``starMark`` or a blank; the
/// mood is its name in the locale's words (``Catalogue/mood(_:)``: `good`, `좋음`, `gut`), or the
/// text as written for a mood vault cannot read, padded to the widest name (9 columns in English).
/// Titles and tags are escaped (``TerminalText/safe(_:)``) so that nothing from a file reaches
/// the terminal as a control sequence. With a width, a line that does not fit loses its tags
/// first, then its title is cut (with `...`) so that the line fits, measured in terminal columns
/// (``Swift/String/displayWidth``: Hangul is 2 columns), but never to fewer than 10 columns:
/// below the ``minimumWidth(dayWidth:indent:)`` that needs, a view prints the one line
/// ``narrowNote(dayWidth:indent:)`` instead of lines that break.
struct EntryLineRenderer: Sendable {
    /// The mark of a starred entry; the same as the calendar's.
    static let starMark = "*"

    /// The locale identifier for weekday names, such as `en_US` or `ko_KR`.
    let localeIdentifier: String
    /// Colour on or off.
    let style: TextStyle
    /// The width in columns to cut lines to, or `nil` to never cut (pipes).
    let width: Int?
    /// The weekday names, Sunday first, padded to one width (``shortWeekdays(localeIdentifier:)``).
    let weekdays: [String]
    /// The words of the locale: mood names, `(untitled)`, the narrow-terminal note.
    let words: Catalogue
    /// The columns of the mood, the widest mood name's (``Catalogue/moodWidth``).
    let moodWidth: Int
    /// The fewest columns a title is cut to.
    static let minimumTitleWidth = 10
    /// The shared parts of every line as bytes, for ``appendLine(_:day:indent:showsTags:to:)``.
    let parts: Parts

    /// Creates a renderer, formatting the weekday names once.
    ///
    /// - Parameters:
    ///   - localeIdentifier: The locale, normalised (``RenderSettings/localeIdentifier``).
    ///   - style: Colour on or off.
    ///   - width: The width to cut lines to, or `nil`.
    init(localeIdentifier: String, style: TextStyle, width: Int?) {
        self.localeIdentifier = localeIdentifier
        self.style = style
        self.width = width
        weekdays = Self.shortWeekdays(localeIdentifier: localeIdentifier)
        words = Catalogue(localeIdentifier: localeIdentifier)
        moodWidth = words.moodWidth
        parts = Parts(weekdays: weekdays, words: words, moodWidth: moodWidth, style: style)
    }

    /// The columns a line needs to show its columns and ``minimumTitleWidth`` columns of title:
    /// 43 for a list in English (`2026-11-29 Sun 21:14 * not-great ` and 10), 37 in Korean.
    ///
    /// - Parameters:
    ///   - dayWidth: The columns of the day text: 2 for `29`, 10 for `2026-11-29`.
    ///   - indent: The columns before the day.
    func minimumWidth(dayWidth: Int, indent: Int) -> Int {
        indent + dayWidth + 1 + (weekdays.first?.displayWidth ?? 3) + 1 + 5 + 1 + 1 + 1 + moodWidth + 1 + Self.minimumTitleWidth
    }

    /// The one line a view prints instead of its entry lines when the width is below
    /// ``minimumWidth(dayWidth:indent:)`` (``Catalogue/Key/narrowTerminal``); `nil` when they fit
    /// or without a width (a pipe).
    func narrowNote(dayWidth: Int, indent: Int) -> String? {
        let needed = minimumWidth(dayWidth: dayWidth, indent: indent)
        guard let width, width < needed else { return nil }
        return words(.narrowTerminal, count: width, ["m": String(needed)])
    }

    /// One entry's line, without a line feed and without trailing blanks.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - dayText: What stands for the day: `29` in a month of the index, `2026-11-29` elsewhere.
    ///   - indent: Text before the day: two blanks in the index, none in a list.
    ///   - showsTags: Whether the tags follow the title, each as `#tag`, two blanks after it.
    /// - Returns: The line.
    func line(_ entry: EntrySummary, dayText: String, indent: String = "  ", showsTags: Bool = false) -> String {
        guard indent.utf8.allSatisfy({ $0 == 0x20 }) else {
            return textLine(entry, dayText: dayText, indent: indent, showsTags: showsTags)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        appendLine(entry, day: .text(dayText), indent: indent.utf8.count, showsTags: showsTags, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One entry's line built as text, character by character: the path of the lines the byte
    /// path does not take (``appendLine(_:day:indent:showsTags:to:)``), and the definition of
    /// what both write.
    ///
    /// - Parameters: As ``line(_:dayText:indent:showsTags:)``.
    /// - Returns: The line.
    func textLine(_ entry: EntrySummary, dayText: String, indent: String, showsTags: Bool) -> String {
        let time = entry.date.time.map { CivilDate.pad($0.hour, 2) + ":" + CivilDate.pad($0.minute, 2) } ?? "     "
        let star = entry.isStarred ? style.apply(Self.starMark, .bold, .yellow) : " "
        let moodWord = (entry.mood.map(words.mood) ?? entry.moodText.map(TerminalText.safe) ?? "").padded(toWidth: moodWidth)
        let mood = entry.mood.map { style.apply(moodWord, Self.moodColor($0)) } ?? moodWord
        let weekday = weekdays[entry.day.weekday - 1]
        let prefix = "\(indent)\(dayText) \(weekday) \(time) \(star) \(mood) "
        var title = TerminalText.safe(entry.title.isEmpty ? words[.untitled] : entry.title)
        // A conflicted entry: its mark, never cut, then the title (cut first when too wide).
        let mark = ConflictedMark.plainPrefix(entry.isConflicted, words)
        var tags = showsTags ? entry.tags.map { "#" + TerminalText.safe($0) }.joined(separator: " ") : ""
        var suffix = tags.isEmpty ? "" : "  " + tags
        if let width {
            let prefixWidth = prefix.replacing(/\u{1B}\[[0-9;]*m/, with: "").displayWidth + mark.displayWidth
            // Too wide: the tags go first, then the title is cut.
            if prefixWidth + title.displayWidth + suffix.displayWidth > width { (tags, suffix) = ("", "") }
            let room = max(Self.minimumTitleWidth, width - prefixWidth - suffix.displayWidth)
            if title.displayWidth > room { title = title.truncated(toWidth: room - 3) + "..." }
        }
        let styledSuffix = suffix.isEmpty ? "" : "  " + style.apply(tags, .dim)
        let styledMark = ConflictedMark.prefix(entry.isConflicted, words, style: style)
        return (prefix + styledMark + title + styledSuffix).trimmingTrailingSpaces
    }

    /// The locale's abbreviated weekday names, Sunday first, padded to one width: `Sun`, `일`,
    /// `So.` (CLDR format `EEE`): written out for the locales of ``CalendarNames``
    /// (``writtenWeekdays(localeIdentifier:)``, no ICU formatter to build), else from Foundation.
    ///
    /// - Parameters:
    ///   - localeIdentifier: The locale.
    ///   - writtenNames: Whether the written-out names serve their locales (the tests turn them off
    ///     to compare them with Foundation's).
    /// - Returns: Seven names.
    static func shortWeekdays(localeIdentifier: String, writtenNames: Bool = true) -> [String] {
        let names = (writtenNames ? writtenWeekdays(localeIdentifier: localeIdentifier) : nil)
            ?? foundationWeekdays(localeIdentifier: localeIdentifier)
        let width = names.map(\.displayWidth).max() ?? 3
        return names.map { $0.padded(toWidth: width) }
    }

    /// The abbreviated weekday names (CLDR format `EEE`, Sunday first) of the locales
    /// ``CalendarNames`` writes out, as Foundation gives them (CLDR 46), or `nil` for another
    /// locale. `EntryLineRendererScanTests` compares each with Foundation's.
    ///
    /// - Parameter localeIdentifier: A locale identifier normalised by ``LocaleResolver``.
    static func writtenWeekdays(localeIdentifier: String) -> [String]? {
        switch localeIdentifier {
        case "en_US", "en-US", "en": ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        case "ko_KR", "ko-KR", "ko": ["일", "월", "화", "수", "목", "금", "토"]
        case "de_DE", "de-DE", "de": ["So.", "Mo.", "Di.", "Mi.", "Do.", "Fr.", "Sa."]
        case "ja_JP", "ja-JP", "ja": ["日", "月", "火", "水", "木", "金", "土"]
        case "zh_CN", "zh-CN", "zh", "zh_Hans_CN", "zh-Hans-CN": ["周日", "周一", "周二", "周三", "周四", "周五", "周六"]
        default: nil
        }
    }

    /// The abbreviated weekday names from a Foundation date formatter (format `EEE`), Sunday first.
    ///
    /// - Parameter localeIdentifier: The locale.
    static func foundationWeekdays(localeIdentifier: String) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: localeIdentifier)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = .gmt
        formatter.dateFormat = "EEE"
        // 2023-01-01 was a Sunday.
        return (0..<7).map { formatter.string(from: Date(timeIntervalSince1970: TimeInterval(19_358 + $0) * 86_400 + 43_200)) }
    }

    /// The colour of a mood, from red (bad) to green (great); the same as the calendar's.
    ///
    /// - Parameter mood: The mood.
    static func moodColor(_ mood: Mood) -> TextStyle.Attribute {
        switch mood {
        case .bad: .red
        case .notGreat: .magenta
        case .okay: .yellow
        case .good: .cyan
        case .great: .green
        }
    }
}
