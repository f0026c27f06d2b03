/// The byte path of ``EntryLineRenderer``: a line written straight into a byte buffer, for the
/// views that print one line per entry of a large vault (`vault index`, `vault list`).
///
/// The parts every line shares (weekday names, the star, each mood's padded and coloured name,
/// `(untitled)`) are UTF-8 bytes made once in ``Parts``, in one block (``Parts/table``). A line
/// is written in one piece by ``LineWriter`` when its texts print as they are (``scan(_:)``: no
/// escaping) and its mood is known or absent; with a width, its title must be measured on bytes
/// (printable ASCII, Latin letters, Hangul syllables) or fit whole by ``Swift/String/displayWidth``.
/// Every other line (a tab or escape in the title, an emoji title cut to a terminal, a mood vault
/// cannot read) goes through the text path,
/// ``EntryLineRenderer/textLine(_:dayText:indent:showsTags:)``; both give the same bytes.
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
        /// Every part above in one block of bytes, for ``LineWriter``: the seven weekdays, the
        /// five moods (by level), the star, `(untitled)`, the dim open and close codes, and the
        /// mood column's blanks, one after another.
        let table: [UInt8]
        /// Where each part lies in ``table``: its start and its count, two numbers a part, in the
        /// order of ``Slot``; then the five moods' widths.
        let numbers: [Int]
        /// The most bytes the shared parts of one line take (without the day and the texts).
        let lineBound: Int

        /// The parts' places in ``numbers``.
        enum Slot {
            /// The first weekday, Sunday; Saturday is 6.
            static let weekday = 0
            /// The first mood, level 1; level 5 is 11.
            static let mood = 7
            /// The star.
            static let star = 12
            /// `(untitled)`.
            static let untitled = 13
            /// The dim colour's opening codes.
            static let dimOpen = 14
            /// The dim colour's closing codes.
            static let dimClose = 15
            /// The blanks of a line without a mood.
            static let noMood = 16
            /// How many parts there are; the mood widths follow them in ``numbers``.
            static let count = 17
        }

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
            let blanks = [UInt8](repeating: 0x20, count: moodWidth)
            var table: [UInt8] = []
            var numbers: [Int] = []
            for part in weekdays + moods + [star, untitled, dim.open, dim.close, blanks] {
                numbers += [table.count, part.count]
                table += part
            }
            numbers += moodWidths
            self.table = table
            self.numbers = numbers
            lineBound = (weekdays.map(\.count).max() ?? 0) + star.count + max(moods.map(\.count).max() ?? 0, moodWidth)
                + untitled.count + dim.open.count + dim.close.count + 32
        }
    }

}
