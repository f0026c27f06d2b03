/// The one-piece line writer of the text views: each line written into memory
/// on the stack sized for it (``IndexRenderer/ByteCursor``, as the JSON view's entries are), from
/// the summary's bytes and the shared parts' block, then appended to the output at once; no
/// `String`, no `Character`, no reference counted per line.
extension EntryLineRenderer {
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
        withWriter { writer in
            appendLine(entry, writer: writer, day: day, indent: indent, showsTags: showsTags, to: &output)
        }
    }

    /// Appends a line per entry, each ending with a line feed (``appendLine(_:day:indent:showsTags:to:)``),
    /// with the shared parts opened once.
    ///
    /// - Parameters:
    ///   - entries: The entries, in order.
    ///   - day: What stands for the day.
    ///   - indent: The blanks before the day.
    ///   - showsTags: Whether the tags follow the title.
    ///   - output: The buffer to append to.
    func appendLines(_ entries: ArraySlice<EntrySummary>, day: DayText, indent: Int, showsTags: Bool, to output: inout [UInt8]) {
        withWriter { writer in
            entries.withUnsafeBufferPointer { entries in
                for index in entries.indices {
                    appendLine(entries[index], writer: writer, day: day, indent: indent, showsTags: showsTags, to: &output)
                    output.append(0x0A)
                }
            }
        }
    }

    /// One line through the writer, else through the text path.
    @inline(__always)
    private func appendLine(_ entry: EntrySummary, writer: LineWriter, day: DayText, indent: Int, showsTags: Bool,
                            to output: inout [UInt8]) {
        // A conflicted entry's mark is a word of the locale: the text path writes it.
        if parts.isExact, !entry.isConflicted, writer.append(entry, day: day, indent: indent, showsTags: showsTags, to: &output) { return }
        let dayText: String = switch day {
        case .dayOfMonth: CivilDate.pad(entry.day.day, 2)
        case .date: entry.day.description
        case .text(let text): text
        }
        output += textLine(entry, dayText: dayText, indent: String(repeating: " ", count: indent), showsTags: showsTags).utf8
    }

    /// Calls `body` with a writer over the shared parts' block, valid only inside it.
    func withWriter<Result>(_ body: (LineWriter) -> Result) -> Result {
        let parts = parts
        return parts.table.withUnsafeBufferPointer { table in
            parts.numbers.withUnsafeBufferPointer { numbers in
                body(LineWriter(table: table.baseAddress!, numbers: numbers.baseAddress!, columns: width, moodWidth: moodWidth,
                                weekdayWidth: parts.weekdayWidth, untitledWidth: parts.untitledWidth, lineBound: parts.lineBound))
            }
        }
    }

    /// Writes lines whose texts print as they are, from raw pointers to the shared parts.
    struct LineWriter {
        /// The shared parts' bytes (``Parts/table``).
        let table: UnsafePointer<UInt8>
        /// Where each part lies, then the moods' widths (``Parts/numbers``).
        let numbers: UnsafePointer<Int>
        /// The width to cut lines to, or `nil`.
        let columns: Int?
        /// The columns of the mood column.
        let moodWidth: Int
        /// The columns of a weekday name.
        let weekdayWidth: Int
        /// The columns of `(untitled)`.
        let untitledWidth: Int
        /// The most bytes of a line's shared parts (``Parts/lineBound``).
        let lineBound: Int

        /// The bytes of a shared part.
        @inline(__always)
        func part(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: table + numbers[2 * slot], count: numbers[2 * slot + 1])
        }

        /// Appends one line (without a line feed); `false`, appending nothing, for a line the text
        /// path must write: a mood vault cannot read, a year outside 0-9999, a text that needs
        /// escaping, a day text that is not printable ASCII, a title to cut or measure that is not
        /// simple (``EntryLineRenderer/scan(_:)``), or blanks to trim after a text that is not ASCII.
        func append(_ entry: EntrySummary, day: DayText, indent: Int, showsTags: Bool, to output: inout [UInt8]) -> Bool {
            let hasMood = entry.mood != nil
            return entry.withTexts { texts in
                guard hasMood || texts.mood == nil else { return false }
                var dayBytes = 10
                if case .text(let text) = day {
                    guard EntryLineRenderer.isPrintableASCII(text.utf8) else { return false }
                    dayBytes = text.utf8.count
                }
                var bound = lineBound + indent + dayBytes + texts.title.count
                if showsTags {
                    for tag in texts.tags { bound += tag.count + 2 }
                }
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bound) { scratch in
                    var out = IndexRenderer.ByteCursor(pointer: scratch.baseAddress!)
                    guard put(entry, texts: texts, day: day, indent: indent, showsTags: showsTags, to: &out) else { return false }
                    output.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress, count: out.pointer - scratch.baseAddress!))
                    return true
                }
            }
        }

        /// Writes the line at a cursor with room for it; `false` when the text path must write it.
        private func put(_ entry: EntrySummary, texts: EntrySummary.Texts, day: DayText, indent: Int, showsTags: Bool,
                         to out: inout IndexRenderer.ByteCursor) -> Bool {
            let date = CivilDate(daysSinceEpoch: Int(entry.dayNumber))
            guard (0...9999).contains(date.year) else { return false }
            for _ in 0..<indent { out.put(0x20) }
            var dayWidth = 2
            switch day {
            case .dayOfMonth:
                out.put(UInt8(48 + date.day / 10))
                out.put(UInt8(48 + date.day % 10))
            case .date:
                out.putDay(date)
                dayWidth = 10
            case .text(let text):
                for byte in text.utf8 { out.put(byte) }
                dayWidth = text.utf8.count
            }
            out.put(0x20)
            // Days since 1970-01-01, a Thursday (weekday 5 of 1 Sunday ... 7 Saturday).
            let days = Int(entry.dayNumber)
            out.put(part(Parts.Slot.weekday + ((days % 7 + 7) % 7 + 4) % 7))
            out.put(0x20)
            // The time of day from the order key: microseconds since the day's start, plus one (0: no time).
            let microseconds = entry.orderKey - Int64(entry.dayNumber) * 86_400_000_000
            if microseconds > 0 {
                let minutes = Int((microseconds - 1) / 60_000_000)
                let (hour, minute) = (minutes / 60, minutes % 60)
                out.put(UInt8(48 + hour / 10))
                out.put(UInt8(48 + hour % 10))
                out.put(0x3A)
                out.put(UInt8(48 + minute / 10))
                out.put(UInt8(48 + minute % 10))
            } else {
                for _ in 0..<5 { out.put(0x20) }
            }
            out.put(0x20)
            if entry.isStarred { out.put(part(Parts.Slot.star)) } else { out.put(0x20) }
            out.put(0x20)
            let moodColumns: Int
            if let mood = entry.mood {
                out.put(part(Parts.Slot.mood + mood.level - 1))
                moodColumns = numbers[2 * Parts.Slot.count + mood.level - 1]
            } else {
                out.put(part(Parts.Slot.noMood))
                moodColumns = moodWidth
            }
            out.put(0x20)
            let prefixWidth = indent + dayWidth + 1 + weekdayWidth + 1 + 5 + 1 + 1 + 1 + moodColumns + 1
            return putTitleAndTags(texts, prefixWidth: prefixWidth, showsTags: showsTags, to: &out)
        }

        /// Writes the title (cut to the width) and the tags after a line's prefix, then removes
        /// trailing blanks; `false` when the text path must write the line.
        private func putTitleAndTags(_ texts: EntrySummary.Texts, prefixWidth: Int, showsTags: Bool,
                                     to out: inout IndexRenderer.ByteCursor) -> Bool {
            let isUntitled = texts.title.isEmpty
            guard let title = EntryLineRenderer.scan(texts.title) else { return false }
            var isASCII = title.isASCII
            var tagCount = 0
            var tagsWidth = 0
            if showsTags {
                for tag in texts.tags {
                    guard let scan = EntryLineRenderer.scan(tag) else { return false }
                    isASCII = isASCII && scan.isASCII
                    // The tags are measured as one text: only simple ones add up without a width.
                    guard let width = scan.width ?? (columns == nil ? 0 : nil) else { return false }
                    tagsWidth += (tagCount == 0 ? 0 : 1) + 1 + width
                    tagCount += 1
                }
            }
            var cut: Int?
            if let columns {
                var suffixWidth = tagCount == 0 ? 0 : 2 + tagsWidth
                let titleWidth = isUntitled ? untitledWidth
                    : title.width ?? String(decoding: texts.title, as: UTF8.self).displayWidth
                // Too wide: the tags go first, then the title is cut.
                if prefixWidth + titleWidth + suffixWidth > columns { (tagCount, suffixWidth) = (0, 0) }
                let room = max(EntryLineRenderer.minimumTitleWidth, columns - prefixWidth - suffixWidth)
                if titleWidth > room {
                    guard !isUntitled, title.width != nil else { return false }
                    cut = EntryLineRenderer.prefixLength(texts.title, columns: room - 3)
                }
            }
            let titleStart = out.pointer
            if isUntitled {
                out.put(part(Parts.Slot.untitled))
            } else if let cut {
                out.put(UnsafeBufferPointer(rebasing: texts.title[0..<cut]))
                out.put("...")
            } else {
                out.put(texts.title)
            }
            if tagCount > 0 {
                out.put("  ")
                out.put(part(Parts.Slot.dimOpen))
                for (index, tag) in texts.tags.enumerated() {
                    if index > 0 { out.put(0x20) }
                    out.put(0x23)
                    out.put(tag)
                }
                out.put(part(Parts.Slot.dimClose))
            }
            guard out.pointer[-1] == 0x20 else { return true }
            // Blanks to trim: byte by byte only after ASCII (a blank may end a character of
            // another script), and never back into the prefix.
            guard isASCII else { return false }
            while out.pointer > titleStart, out.pointer[-1] == 0x20 { out.pointer -= 1 }
            return out.pointer > titleStart
        }
    }

    /// Whether every byte is printable ASCII, 0x20 to 0x7E: text that needs no escaping and is one
    /// column per byte.
    static func isPrintableASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }
}
