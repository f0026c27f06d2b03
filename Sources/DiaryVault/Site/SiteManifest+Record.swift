extension SiteManifest {
    /// One entry of a manifest: a line of the manifest read, whose numbers and flags are parsed
    /// and whose texts (path, tags, attachments) are decoded only when asked, or an entry made by
    /// this build.
    ///
    /// A rebuild that finds 100,000 entries as the last build left them makes no string of any
    /// of them: it compares the line's bytes with the summary's (``isAsBuilt(_:status:)``), and
    /// writes the line back as it was read (``append(to:)``).
    struct Record: Hashable, Sendable {
        /// A line of a manifest read, as offsets into its bytes.
        fileprivate struct Line: Sendable {
            /// The whole manifest read (shared by every line of it).
            var bytes: [UInt8]
            /// Where the line starts (its `e`).
            var start: Int32
            /// Where its path field ends (it starts 2 bytes after ``start``).
            var pathEnd: Int32
            /// Its tags field.
            var tagsStart: Int32, tagsEnd: Int32
            /// Where the line ends, before its line feed (its last byte is the tab after the attachments).
            var end: Int32
            /// The size, modification and status-change times of the entry's file.
            var size: Int, modified: Int64, changed: Int64
            /// The summary's day, as days since 1970-01-01.
            var day: Int32
            /// ``Flag`` bits.
            var flags: UInt8

            /// The bytes of a field.
            func field(_ range: Range<Int32>) -> ArraySlice<UInt8> { bytes[Int(range.lowerBound)..<Int(range.upperBound)] }
            /// The path field.
            var pathField: ArraySlice<UInt8> { field(start + 2..<pathEnd) }
            /// The tags field.
            var tagsField: ArraySlice<UInt8> { field(tagsStart..<tagsEnd) }
            /// The attachments field.
            var attachmentsField: ArraySlice<UInt8> { field(tagsEnd + 1..<end - 1) }
            /// The text of an escaped field.
            static func text(_ field: ArraySlice<UInt8>) -> String { SiteManifest.unescaped(Substring(String(decoding: field, as: UTF8.self))) }
            /// A list field's items.
            static func list(_ field: ArraySlice<UInt8>) -> [String] {
                field.isEmpty ? [] : SiteManifest.list(Substring(String(decoding: field, as: UTF8.self)))
            }

            /// The entry the line records.
            var entry: Entry {
                Entry(path: Self.text(pathField), size: size, modified: modified, changed: changed, isPrivate: flags & Flag.isPrivate != 0,
                      isAnniversary: flags & Flag.isAnniversary != 0, linksEntries: flags & Flag.linksEntries != 0,
                      hasMissingFile: flags & Flag.hasMissingFile != 0, day: CivilDate(daysSinceEpoch: Int(day)),
                      tags: Self.list(tagsField), attachments: Self.list(attachmentsField))
            }
        }

        /// The flag bits of a line (`p`, `a`, `l`, `u`).
        fileprivate enum Flag {
            static let isPrivate: UInt8 = 1, isAnniversary: UInt8 = 2, linksEntries: UInt8 = 4, hasMissingFile: UInt8 = 8
        }

        fileprivate enum Storage: Sendable {
            case line(Line)
            case made(Entry)
        }

        fileprivate var storage: Storage

        /// A record of an entry made by this build.
        init(_ entry: Entry) { storage = .made(entry) }

        /// A record of a manifest line.
        fileprivate init(line: Line) { storage = .line(line) }

        /// The entry recorded (its texts decoded from a line).
        var entry: Entry {
            switch storage {
            case .made(let entry): entry
            case .line(let line): line.entry
            }
        }

        /// The vault path.
        var path: String {
            switch storage {
            case .made(let entry): entry.path
            case .line(let line): Line.text(line.pathField)
            }
        }

        /// Whether the entry is `private: true`.
        var isPrivate: Bool {
            switch storage {
            case .made(let entry): entry.isPrivate
            case .line(let line): line.flags & Flag.isPrivate != 0
            }
        }

        /// Whether the entry is marked `anniversary: true`.
        var isAnniversary: Bool {
            switch storage {
            case .made(let entry): entry.isAnniversary
            case .line(let line): line.flags & Flag.isAnniversary != 0
            }
        }

        /// Whether its body links other entries; set to a new value, the record is made anew.
        var linksEntries: Bool {
            get {
                switch storage {
                case .made(let entry): entry.linksEntries
                case .line(let line): line.flags & Flag.linksEntries != 0
                }
            }
            set {
                guard newValue != linksEntries else { return }
                var entry = entry
                entry.linksEntries = newValue
                storage = .made(entry)
            }
        }

        /// The day of its summary.
        var day: CivilDate {
            switch storage {
            case .made(let entry): entry.day
            case .line(let line): CivilDate(daysSinceEpoch: Int(line.day))
            }
        }

        /// Its tags.
        var tags: [String] {
            switch storage {
            case .made(let entry): entry.tags
            case .line(let line): Line.list(line.tagsField)
            }
        }

        /// The files of the vault its page shows (none decoded for a line without any).
        var attachments: [String] {
            switch storage {
            case .made(let entry): entry.attachments
            case .line(let line): Line.list(line.attachmentsField)
            }
        }

        /// Whether the record is of the entry at a summary's path: its bytes, or (for a path
        /// with non-ASCII or escaped bytes) the same string, as `String` compares them.
        func hasPath(of summary: EntrySummary) -> Bool {
            guard case .line(let line) = storage else { return path == summary.path }
            let field = line.pathField
            let same = summary.withTexts { texts in field.elementsEqual(texts.path) }
            if same { return true }
            // Strings equal only by canonical equivalence (or an escaped field) need the texts.
            guard field.contains(where: { $0 >= 0x80 || $0 == 0x25 }) else { return false }
            return Line.text(field) == summary.path
        }

        /// Whether the entry is as this record says: its file has the size and times recorded,
        /// no link of its body named a missing file, and its summary has the day, tags and
        /// anniversary mark recorded. For a line, the tags are compared by their bytes first.
        func isAsBuilt(_ summary: EntrySummary, status: FileSystem.Status?) -> Bool {
            guard let status else { return false }
            switch storage {
            case .made(let entry):
                return entry.matches(status) && !entry.hasMissingFile && entry.day == summary.day && entry.isAnniversary == summary.isAnniversary
                    && entry.tags == summary.tags
            case .line(let line):
                guard status.size == line.size, status.modified == line.modified, status.changed == line.changed,
                      line.flags & Flag.hasMissingFile == 0, line.day == summary.dayNumber,
                      (line.flags & Flag.isAnniversary != 0) == summary.isAnniversary else { return false }
                return Self.tagsField(line.tagsField, holds: summary) || Line.list(line.tagsField) == summary.tags
            }
        }

        /// Whether a tags field holds a summary's tags byte for byte, joined by U+001F (a
        /// single empty tag, which a field cannot tell from none, never does).
        private static func tagsField(_ field: ArraySlice<UInt8>, holds summary: EntrySummary) -> Bool {
            summary.withTexts { texts in
                var rest = field
                var count = 0
                for tag in texts.tags {
                    if count > 0 {
                        guard rest.first == 0x1F else { return false }
                        rest = rest.dropFirst()
                    }
                    count += 1
                    guard rest.count >= tag.count, rest.prefix(tag.count).elementsEqual(tag) else { return false }
                    rest = rest.dropFirst(tag.count)
                }
                return rest.isEmpty && !(count == 1 && field.isEmpty)
            }
        }

        /// Appends the record's line, line feed included: a line read is written back as it was.
        func append(to out: inout [UInt8]) {
            switch storage {
            case .line(let line):
                out.append(contentsOf: line.bytes[Int(line.start)..<Int(line.end)])
                out.append(0x0A)
            case .made(let entry):
                SiteManifest.append(entry, to: &out)
            }
        }

        /// Whether two records record the same entry.
        static func == (lhs: Record, rhs: Record) -> Bool { lhs.entry == rhs.entry }

        /// Hashes the entry recorded.
        func hash(into hasher: inout Hasher) { hasher.combine(entry) }
    }

    /// Parses an entry line's fields (`e`, the path, the three numbers, the flags, the day, the
    /// tags, the attachments, and the empty field after the last tab), or `nil` when they are
    /// not those of an entry line.
    static func record(_ buffer: UnsafeBufferPointer<UInt8>, bytes: [UInt8], line: Range<Int>, fields: [Range<Int>]) -> Record? {
        guard fields.count == 10, fields[9].isEmpty else { return nil }
        func number(_ range: Range<Int>) -> Int64? {
            var value: Int64 = 0
            var negative = false
            var index = range.lowerBound
            if index < range.upperBound, buffer[index] == 0x2D { negative = true; index += 1 }
            guard index < range.upperBound, range.upperBound - index <= 19 else { return nil }
            while index < range.upperBound {
                let digit = buffer[index] &- 0x30
                guard digit < 10 else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(Int64(digit))
                guard !overflow, !carry else { return nil }
                value = sum
                index += 1
            }
            return negative ? -value : value
        }
        guard let size = number(fields[2]), let modified = number(fields[3]), let changed = number(fields[4]),
              let days = number(fields[6]), let day = Int32(exactly: days), let end = Int32(exactly: line.upperBound) else { return nil }
        var flags: UInt8 = 0
        for index in fields[5] {
            switch buffer[index] {
            case UInt8(ascii: "p"): flags |= Record.Flag.isPrivate
            case UInt8(ascii: "a"): flags |= Record.Flag.isAnniversary
            case UInt8(ascii: "l"): flags |= Record.Flag.linksEntries
            case UInt8(ascii: "u"): flags |= Record.Flag.hasMissingFile
            default: break
            }
        }
        return Record(line: Record.Line(bytes: bytes, start: Int32(line.lowerBound), pathEnd: Int32(fields[1].upperBound),
                                        tagsStart: Int32(fields[7].lowerBound), tagsEnd: Int32(fields[7].upperBound), end: end,
                                        size: Int(size), modified: modified, changed: changed, day: day, flags: flags))
    }
}

extension SiteManifest {
    /// The writes that turn `old`'s bytes (a manifest read, whose lines are where its records
    /// say) into this manifest's bytes, each an offset and the bytes to put there: the header
    /// and the entry lines that changed, when each has the length of the line it replaces; `nil`
    /// when the bytes are not so made (another count of entries or lengths, other files), and
    /// the manifest is written whole.
    ///
    /// The bytes these writes make are ``bytes`` (a test compares them byte for byte); an
    /// entry edited in place keeps its line's length as long as its numbers keep their digits.
    func changes(from old: SiteManifest) -> [(offset: Int, bytes: [UInt8])]? {
        guard entries.count == old.entries.count, files == old.files else { return nil }
        let header = Array(headerLine.utf8)
        guard header.count == Array(old.headerLine.utf8).count else { return nil }
        var changes: [(offset: Int, bytes: [UInt8])] = []
        if header != Array(old.headerLine.utf8) { changes.append((0, header)) }
        for (new, before) in zip(entries, old.entries) {
            guard let place = before.lineRange else { return nil }
            if new.lineRange == place { continue }
            var line: [UInt8] = []
            new.append(to: &line)
            guard line.count == place.count + 1 else { return nil }
            if before.lineBytes.elementsEqual(line.dropLast()) { continue }
            changes.append((place.lowerBound, line))
        }
        return changes
    }
}

extension SiteManifest {
    /// The size of the manifest read that the records' lines are in; `nil` when no record is a line.
    var byteCount: Int? {
        for entry in entries { if case .line(let line) = entry.storage { return line.bytes.count } }
        return nil
    }
}

extension SiteManifest.Record {
    /// Where a record read from a manifest was in its bytes (line feed left out), `nil` for one
    /// made by this build.
    var lineRange: Range<Int>? {
        guard case .line(let line) = storage else { return nil }
        return Int(line.start)..<Int(line.end)
    }

    /// The bytes of a record's line as read (empty for one made by this build).
    var lineBytes: ArraySlice<UInt8> {
        guard case .line(let line) = storage else { return [] }
        return line.bytes[Int(line.start)..<Int(line.end)]
    }
}
