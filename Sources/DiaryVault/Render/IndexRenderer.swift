import Foundation

/// Draws a ``VaultIndex`` for people: favorites first, then each month newest first, one line per
/// entry.
///
/// Pure: locale, colour and width come in as ``RenderSettings``. Titles are escaped so that no control
/// character or escape sequence from a file reaches the terminal.
public enum IndexRenderer {
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
    ///   - settings: Locale, colour and width.
    /// - Returns: The text.
    public static func render(_ index: VaultIndex, settings: RenderSettings) -> String {
        var text: [UInt8] = []
        render(index, settings: settings) { text += $0 }
        return String(decoding: text, as: UTF8.self)
    }

    /// The same text as ``render(_:settings:)``, in chunks of UTF-8 bytes (at most a few hundred
    /// KiB each), in order: written into byte buffers, each line in one piece, through
    /// ``EntryLineRenderer/appendLines(_:day:indent:showsTags:to:)``, with the month titles
    /// formatted once per month (``MonthTitleFormatter``). The favorites' lines (2,048 a part),
    /// then the months (32 parts of about equal size, ``partition(_:into:)``), are drawn on all
    /// cores and handed on in order, four parts at a time, so the whole text is never held at once.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - settings: Locale, colour and width.
    ///   - output: Called with each chunk, in order; not called for an empty index.
    public static func render(_ index: VaultIndex, settings: RenderSettings, into output: ([UInt8]) -> Void) {
        guard !index.entries.isEmpty else { return }
        let style = settings.style
        let lines = EntryLineRenderer(localeIdentifier: settings.localeIdentifier, style: style, width: settings.width)
        if let note = lines.narrowNote(dayWidth: index.favorites.isEmpty ? 2 : 10, indent: 2) {
            output(Array((note + "\n").utf8))
            return
        }
        if !index.favorites.isEmpty {
            // The heading, then the lines in parts on all cores (a fifth of the entries in the
            // benchmark's vault are favorites).
            output(Array((style.apply(lines.words[.favorites], .bold) + " (\(index.favorites.count))\n").utf8))
            let parts = stride(from: 0, to: index.favorites.count, by: 2_048).map {
                index.favorites[$0..<min($0 + 2_048, index.favorites.count)]
            }
            for batch in stride(from: 0, to: parts.count, by: 4) {
                let rendered = parallelMap(Array(parts[batch..<min(batch + 4, parts.count)]), chunkSize: 1) { part -> [UInt8] in
                    var bytes: [UInt8] = []
                    bytes.reserveCapacity(part.count * 72 + 1_024)
                    lines.appendLines(part, day: .date, indent: 2, showsTags: false, to: &bytes)
                    return bytes
                }
                for bytes in rendered { output(bytes) }
                // The texts written are let go (a large mapped cache's: ``EntrySummary/releasePages(of:)``).
                for part in parts[batch..<min(batch + 4, parts.count)] { EntrySummary.releasePages(of: part) }
            }
        }
        // The titles first, on this thread (the formatter is not shared between threads).
        let titles = MonthTitleFormatter(localeIdentifier: settings.localeIdentifier)
        let headings = index.months.map { titles.title(year: $0.year, month: $0.month) }
        let startsText = index.favorites.isEmpty
        let parts = partition(index.months, into: 32)
        for batch in stride(from: 0, to: parts.count, by: 4) {
            let rendered = parallelMap(Array(parts[batch..<min(batch + 4, parts.count)]), chunkSize: 1) { part -> [UInt8] in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(part.reduce(0) { $0 + $1.entries.count } * 64 + 1_024)
                for month in part.indices {
                    appendGroup(headings[month], part[month].entries, day: .dayOfMonth, isFirst: startsText && month == 0,
                                lines: lines, style: style, to: &bytes)
                }
                return bytes
            }
            for bytes in rendered where !bytes.isEmpty { output(bytes) }
            for part in parts[batch..<min(batch + 4, parts.count)] {
                for group in part { EntrySummary.releasePages(of: group.entries) }
            }
        }
    }

    /// Appends one month of the text view: a blank line unless it opens the text, the heading
    /// in bold with the count, then a line per entry.
    ///
    /// - Parameters:
    ///   - heading: The month's title.
    ///   - entries: Its entries, in order.
    ///   - day: What stands for the day on each line.
    ///   - isFirst: Whether the group opens the text (no blank line before it).
    ///   - lines: The line renderer.
    ///   - style: Colour on or off.
    ///   - bytes: The buffer to append to.
    private static func appendGroup(_ heading: String, _ entries: ArraySlice<EntrySummary>, day: EntryLineRenderer.DayText,
                                    isFirst: Bool, lines: EntryLineRenderer, style: TextStyle, to bytes: inout [UInt8]) {
        if !isFirst { bytes.append(0x0A) }
        bytes += style.apply(heading, .bold).utf8
        bytes += " (\(entries.count))\n".utf8
        lines.appendLines(entries, day: day, indent: 2, showsTags: false, to: &bytes)
    }

    /// The bytes of text ``render(_:settings:into:)`` collects before handing them on: 256 KiB.
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
