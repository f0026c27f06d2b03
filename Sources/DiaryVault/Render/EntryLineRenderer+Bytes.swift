/// The byte path of ``EntryLineRenderer``: a line written straight into a byte buffer, for the
/// views that print one line per entry of a large vault (`vault index`, `vault list`).
///
/// The parts every line shares (weekday names, the star, each mood's padded and coloured name,
/// `(untitled)`) are UTF-8 bytes made once in ``Parts``. A line whose own texts are printable
/// ASCII (0x20 to 0x7E: its title, its tags, its day text) and whose mood is known or absent is
/// written byte by byte: such a text needs no escaping (``TerminalText/safe(_:)`` changes nothing),
/// its display width is its byte count, and cutting it at a column is cutting it at a byte. Every
/// other line (a title with Hangul or a tab, a mood vault cannot read) goes through the text
/// path, ``EntryLineRenderer/textLine(_:dayText:indent:showsTags:)``; both give the same bytes.
extension EntryLineRenderer {
    /// What stands for the day at the start of a line.
    enum DayText {
        /// The day of the month in two digits, `29` (the months of the index).
        case dayOfMonth
        /// The full date, `2026-11-29` (favorites, lists).
        case date
        /// Any text, such as a date already written out.
        case text(String)
    }

    /// The parts of a line that are the same for every entry, as UTF-8 bytes, made once.
    ///
    /// A class, so that handing the parts to a line costs one reference, not one per array.
    final class Parts: Sendable {
        /// The padded weekday names, Sunday first.
        let weekdays: [[UInt8]]
        /// The display width of each padded weekday name.
        let weekdayWidth: Int
        /// The star of a starred entry, coloured when colour is on.
        let star: [UInt8]
        /// Each mood's name padded to the mood column and coloured, by ``Mood/level`` - 1.
        let moods: [[UInt8]]
        /// The display width of each padded mood name, by ``Mood/level`` - 1.
        let moodWidths: [Int]
        /// `(untitled)` in the locale's words, escaped.
        let untitled: [UInt8]
        /// The display width of ``untitled``.
        let untitledWidth: Int
        /// What comes before the tags and after them: the dim colour's codes, or nothing.
        let dim: (open: [UInt8], close: [UInt8])
        /// Whether the shared parts join their neighbours without changing the text's characters
        /// (none begins with a combining mark or ends with a prefix character), so that widths add up;
        /// when not, every line takes the text path.
        let isExact: Bool

        /// Whether a text, without its trailing blanks, keeps its characters between blanks:
        /// it neither begins with a combining mark nor ends with a prefix character (Unicode
        /// UAX #29 rules GB9 and GB9b), so that `" " + text + " "` is its characters and two more.
        static func keepsCharacters(_ text: String) -> Bool {
            var name = Substring(text)
            while name.last == " " { name.removeLast() }
            return ("a " + name + " a").count == name.count + 4
        }

        /// Makes the parts for a renderer's words, weekday names, mood width and style.
        init(weekdays names: [String], words: Catalogue, moodWidth: Int, style: TextStyle) {
            weekdays = names.map { Array($0.utf8) }
            let nameWidth = names.first?.displayWidth ?? 3
            weekdayWidth = nameWidth
            star = Array(style.apply(EntryLineRenderer.starMark, .bold, .yellow).utf8)
            let levels = Mood.allCases.sorted { $0.level < $1.level }
            let moodNames = levels.map { words.mood($0).padded(toWidth: moodWidth) }
            moods = zip(levels, moodNames).map { Array(style.apply($1, EntryLineRenderer.moodColor($0)).utf8) }
            moodWidths = moodNames.map(\.displayWidth)
            let untitledText = TerminalText.safe(words[.untitled])
            untitled = Array(untitledText.utf8)
            untitledWidth = untitledText.displayWidth
            let marker = style.apply("\u{0}", .dim).utf8
            let split = marker.split(separator: 0, omittingEmptySubsequences: false)
            dim = split.count == 2 ? (Array(split[0]), Array(split[1])) : ([], [])
            // Each part between blanks must stay its own characters, so that the widths add up.
            isExact = names.allSatisfy { $0.displayWidth == nameWidth }
                && (names + moodNames + [untitledText]).allSatisfy(Self.keepsCharacters)
        }
    }

    /// Appends one entry's line, without a line feed and without trailing blanks, the same bytes as
    /// ``line(_:dayText:indent:showsTags:)``.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - day: What stands for the day.
    ///   - indent: The blanks before the day: 2 in the index, 0 in a list.
    ///   - showsTags: Whether the tags follow the title, each as `#tag`, two blanks after it.
    ///   - output: The buffer to append to.
    func appendLine(_ entry: EntrySummary, day: DayText, indent: Int, showsTags: Bool, to output: inout [UInt8]) {
        let start = output.count
        if parts.isExact, appendPlainLine(entry, day: day, indent: indent, showsTags: showsTags, to: &output) { return }
        output.removeSubrange(start...)
        let dayText: String = switch day {
        case .dayOfMonth: CivilDate.pad(entry.day.day, 2)
        case .date: entry.day.description
        case .text(let text): text
        }
        output += textLine(entry, dayText: dayText, indent: String(repeating: " ", count: indent), showsTags: showsTags).utf8
    }

    /// Writes a line whose texts are printable ASCII byte by byte; returns `false` (leaving bytes
    /// behind that the caller removes) for a line that needs the text path.
    private func appendPlainLine(_ entry: EntrySummary, day: DayText, indent: Int, showsTags: Bool, to output: inout [UInt8]) -> Bool {
        guard entry.mood != nil || entry.withTexts({ $0.mood == nil }) else { return false }
        let date = entry.day
        guard (0...9999).contains(date.year) else { return false }
        output.append(contentsOf: repeatElement(0x20, count: indent))
        var dayWidth = 2
        switch day {
        case .dayOfMonth:
            output.append(UInt8(48 + date.day / 10))
            output.append(UInt8(48 + date.day % 10))
        case .date:
            date.appendDescription(to: &output)
            dayWidth = 10
        case .text(let text):
            guard Self.isPrintableASCII(text.utf8) else { return false }
            output += text.utf8
            dayWidth = text.utf8.count
        }
        output.append(0x20)
        output += parts.weekdays[date.weekday - 1]
        output.append(0x20)
        // The time of day from the order key: microseconds since the day's start, plus one (0: no time).
        let microseconds = entry.orderKey - Int64(entry.dayNumber) * 86_400_000_000
        if microseconds > 0 {
            let minutes = Int((microseconds - 1) / 60_000_000)
            let (hour, minute) = (minutes / 60, minutes % 60)
            output += [UInt8(48 + hour / 10), UInt8(48 + hour % 10), 0x3A, UInt8(48 + minute / 10), UInt8(48 + minute % 10)]
        } else {
            output.append(contentsOf: repeatElement(0x20, count: 5))
        }
        output.append(0x20)
        if entry.isStarred { output += parts.star } else { output.append(0x20) }
        output.append(0x20)
        let moodWidth: Int
        if let mood = entry.mood {
            output += parts.moods[mood.level - 1]
            moodWidth = parts.moodWidths[mood.level - 1]
        } else {
            output.append(contentsOf: repeatElement(0x20, count: self.moodWidth))
            moodWidth = self.moodWidth
        }
        output.append(0x20)
        let prefixWidth = indent + dayWidth + 1 + parts.weekdayWidth + 1 + 5 + 1 + 1 + 1 + moodWidth + 1
        let (parts, width) = (parts, width)
        return entry.withTexts { texts in
            Self.appendTitleAndTags(texts, parts: parts, width: width, prefixWidth: prefixWidth, showsTags: showsTags, to: &output)
        }
    }

    /// Writes the title (cut to the width) and the tags after a line's prefix, then removes
    /// trailing blanks; `false` for texts that are not printable ASCII or a line that is blank
    /// from its title on.
    private static func appendTitleAndTags(_ texts: EntrySummary.Texts, parts: Parts, width: Int?, prefixWidth: Int, showsTags: Bool,
                                           to output: inout [UInt8]) -> Bool {
        let isUntitled = texts.title.isEmpty
        guard isUntitled || Self.isPrintableASCII(texts.title) else { return false }
        var tagCount = 0
        var tagsWidth = 0
        if showsTags {
            for tag in texts.tags {
                guard Self.isPrintableASCII(tag) else { return false }
                tagsWidth += (tagCount == 0 ? 0 : 1) + 1 + tag.count
                tagCount += 1
            }
        }
        var suffixWidth = tagCount == 0 ? 0 : 2 + tagsWidth
        let titleStart = output.count
        let titleWidth = isUntitled ? parts.untitledWidth : texts.title.count
        var cut: Int?
        if let width {
            // Too wide: the tags go first, then the title is cut.
            if prefixWidth + titleWidth + suffixWidth > width { (tagCount, suffixWidth) = (0, 0) }
            let room = max(Self.minimumTitleWidth, width - prefixWidth - suffixWidth)
            if titleWidth > room {
                guard !isUntitled else { return false }
                cut = room - 3
            }
        }
        if isUntitled {
            output += parts.untitled
        } else if let cut {
            output += UnsafeBufferPointer(rebasing: texts.title[0..<cut])
            output += [0x2E, 0x2E, 0x2E]
        } else {
            output += texts.title
        }
        if tagCount > 0 {
            output += [0x20, 0x20]
            output += parts.dim.open
            for (index, tag) in texts.tags.enumerated() {
                if index > 0 { output.append(0x20) }
                output.append(0x23)
                output += tag
            }
            output += parts.dim.close
        }
        while output.count > titleStart, output[output.count - 1] == 0x20 { output.removeLast() }
        return output.count > titleStart
    }

    /// Whether every byte is printable ASCII, 0x20 to 0x7E: text that needs no escaping and is one
    /// column per byte.
    static func isPrintableASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
