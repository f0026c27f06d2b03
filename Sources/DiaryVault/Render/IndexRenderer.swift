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

    /// The mark of a starred entry; the same as the calendar's (``EntryLineRenderer/starMark``).
    static let starMark = EntryLineRenderer.starMark

    /// Renders the index as text, ending with a newline (empty text for an empty index).
    ///
    /// Each entry line is `day weekday time star mood title`, such as
    /// `  29 Su 21:14 * good      Evening walk`; favorites show the full date instead of the day.
    /// Headings and moods are in the locale's words (``Catalogue``); on a terminal too narrow for
    /// the lines, one note instead (``EntryLineRenderer/narrowNote(dayWidth:indent:)``).
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
        let lines = EntryLineRenderer(localeIdentifier: options.localeIdentifier, style: style, width: options.width)
        if let note = lines.narrowNote(dayWidth: index.favorites.isEmpty ? 2 : 10, indent: 2) { return note + "\n" }
        var output: [String] = []
        if !index.favorites.isEmpty {
            output.append(style.apply(lines.words[.favorites], .bold) + " (\(index.favorites.count))")
            for entry in index.favorites {
                output.append(lines.line(entry, dayText: entry.day.description))
            }
            output.append("")
        }
        for group in index.months {
            let title = localization(group.year).monthTitle(month: group.month)
            output.append(style.apply(title, .bold) + " (\(group.entries.count))")
            for entry in group.entries {
                output.append(lines.line(entry, dayText: CivilDate.pad(entry.day.day, 2)))
            }
            output.append("")
        }
        output.removeLast()
        return output.joined(separator: "\n") + "\n"
    }

    /// The locale's abbreviated weekday names, Sunday first, padded to one width
    /// (``EntryLineRenderer/shortWeekdays(localeIdentifier:)``).
    static func shortWeekdays(localeIdentifier: String) -> [String] {
        EntryLineRenderer.shortWeekdays(localeIdentifier: localeIdentifier)
    }

    /// The colour of a mood (``EntryLineRenderer/moodColor(_:)``).
    static func moodColor(_ mood: Mood) -> TextStyle.Attribute {
        EntryLineRenderer.moodColor(mood)
    }
}
