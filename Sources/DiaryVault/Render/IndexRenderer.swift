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
        var text: [UInt8] = []
        render(index, options: options) { text += $0 }
        return String(decoding: text, as: UTF8.self)
    }

    /// The same text as ``render(_:options:)``, in chunks of UTF-8 bytes of about
    /// ``chunkSize``, in order: written into one byte buffer, line by line, through
    /// ``EntryLineRenderer/appendLine(_:day:indent:showsTags:to:)``, with the month titles
    /// formatted once per month (``MonthTitleFormatter``).
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - options: Locale, colour and width.
    ///   - output: Called with each chunk, in order; not called for an empty index.
    public static func render(_ index: VaultIndex, options: Options, into output: ([UInt8]) -> Void) {
        guard !index.entries.isEmpty else { return }
        let style = options.style
        let lines = EntryLineRenderer(localeIdentifier: options.localeIdentifier, style: style, width: options.width)
        if let note = lines.narrowNote(dayWidth: index.favorites.isEmpty ? 2 : 10, indent: 2) {
            output(Array((note + "\n").utf8))
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(chunkSize + 4096)
        var isFirstGroup = true
        func group(_ heading: String, _ entries: ArraySlice<EntrySummary>, day: EntryLineRenderer.DayText) {
            if !isFirstGroup { bytes.append(0x0A) }
            isFirstGroup = false
            bytes += style.apply(heading, .bold).utf8
            bytes += " (\(entries.count))\n".utf8
            for entry in entries {
                lines.appendLine(entry, day: day, indent: 2, showsTags: false, to: &bytes)
                bytes.append(0x0A)
                if bytes.count >= chunkSize {
                    output(bytes)
                    bytes.removeAll(keepingCapacity: true)
                }
            }
        }
        if !index.favorites.isEmpty {
            group(lines.words[.favorites], index.favorites[...], day: .date)
        }
        let titles = MonthTitleFormatter(localeIdentifier: options.localeIdentifier)
        for month in index.months {
            group(titles.title(year: month.year, month: month.month), month.entries, day: .dayOfMonth)
        }
        if !bytes.isEmpty { output(bytes) }
    }

    /// The bytes of text ``render(_:options:into:)`` collects before handing them on: 256 KiB.
    static let chunkSize = 256 * 1024

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
