import Foundation

/// Draws a ``VaultIndex`` for people: favorites first, then each month newest first, one line per
/// entry.
///
/// Pure: locale, colour and width come in as inputs. Titles are escaped so that no control
/// character or escape sequence from a file reaches the terminal.
public enum IndexRenderer {
    /// How to draw the index.
    public struct Options: Hashable, Sendable {
        /// The locale for month titles and weekday names, such as `en_US` or `ko_KR`.
        public var localeIdentifier: String
        /// Colour on or off.
        public var style: TextStyle
        /// The terminal width in columns to cut long titles to, or `nil` to never cut (pipes).
        public var width: Int?

        /// Creates options.
        ///
        /// - Parameters:
        ///   - localeIdentifier: The locale, default `en_US`.
        ///   - style: Colour, default off.
        ///   - width: The width to cut lines to, default none.
        public init(localeIdentifier: String = "en_US", style: TextStyle = .plain, width: Int? = nil) {
            self.localeIdentifier = localeIdentifier
            self.style = style
            self.width = width
        }
    }

    /// The mark of a starred entry; the same as the calendar's.
    static let starMark = "*"

    /// Renders the index as text, ending with a newline (empty text for an empty index).
    ///
    /// Each entry line is `day weekday time star mood title`, such as
    /// `  29 Su 21:14 * good      Evening walk`; favorites show the full date instead of the day.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - options: Locale, colour and width.
    /// - Returns: The text.
    public static func render(_ index: VaultIndex, options: Options) -> String {
        guard !index.entries.isEmpty else { return "" }
        var localizations: [Int: CalendarLocalization] = [:]
        func localization(_ year: Int) -> CalendarLocalization {
            if let cached = localizations[year] { return cached }
            let made = CalendarLocalization(localeIdentifier: options.localeIdentifier, year: year)
            localizations[year] = made
            return made
        }
        let style = options.style
        let weekdays = shortWeekdays(localeIdentifier: options.localeIdentifier)
        func weekday(_ day: CivilDate) -> String { weekdays[day.weekday - 1] }
        var lines: [String] = []
        if !index.favorites.isEmpty {
            lines.append(style.apply("Favorites", .bold) + " (\(index.favorites.count))")
            for entry in index.favorites {
                let day = entry.day
                lines.append(line(entry, dayText: day.description, weekday: weekday(day), options: options))
            }
            lines.append("")
        }
        for group in index.months {
            let title = localization(group.year).monthTitle(month: group.month)
            lines.append(style.apply(title, .bold) + " (\(group.entries.count))")
            for entry in group.entries {
                let day = entry.day
                lines.append(line(entry, dayText: CivilDate.pad(day.day, 2), weekday: weekday(day), options: options))
            }
            lines.append("")
        }
        lines.removeLast()
        return lines.joined(separator: "\n") + "\n"
    }

    /// The locale's abbreviated weekday names, Sunday first, padded to one width: `Sun`, `일`,
    /// `So.` (CLDR format `EEE`), formatted once per render.
    static func shortWeekdays(localeIdentifier: String) -> [String] {
        let locale = Locale(identifier: localeIdentifier)
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = .gmt
        formatter.dateFormat = "EEE"
        // 2023-01-01 was a Sunday.
        let names = (0..<7).map { formatter.string(from: Date(timeIntervalSince1970: TimeInterval(19_358 + $0) * 86_400 + 43_200)) }
        let width = names.map(\.displayWidth).max() ?? 3
        return names.map { $0.padded(toWidth: width) }
    }

    /// One entry line.
    static func line(_ entry: EntrySummary, dayText: String, weekday: String, options: Options) -> String {
        let style = options.style
        let time = entry.date.time.map { CivilDate.pad($0.hour, 2) + ":" + CivilDate.pad($0.minute, 2) } ?? "     "
        let star = entry.isStarred ? style.apply(starMark, .bold, .yellow) : " "
        let moodWord = (entry.mood?.rawValue ?? entry.moodText.map(TerminalText.safe) ?? "").padded(toWidth: 9)
        let mood = entry.mood.map { style.apply(moodWord, moodColor($0)) } ?? moodWord
        let prefix = "  \(dayText) \(weekday) \(time) \(star) \(mood) "
        var title = TerminalText.safe(entry.title.isEmpty ? "(untitled)" : entry.title)
        if let width = options.width {
            let prefixWidth = prefix.replacing(/\u{1B}\[[0-9;]*m/, with: "").displayWidth
            let room = max(10, width - prefixWidth)
            if title.displayWidth > room { title = title.truncated(toWidth: room - 3) + "..." }
        }
        return (prefix + title).trimmingTrailingSpaces
    }

    /// The colour of a mood, from red (bad) to green (great); the same as the calendar's.
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
