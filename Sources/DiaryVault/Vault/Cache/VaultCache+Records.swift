extension VaultCache {
    /// Writes one file's reading after its texts block: a summary flag and the summary's numbers
    /// (its texts are the block), then its problems.
    static func encode(_ result: VaultReader.FileResult, into writer: inout BinaryWriter) {
        if let summary = result.summary {
            writer.write(UInt8(1))
            writer.write(UInt8(summary.uuid == nil ? 0 : 1))
            writer.write(summary.uuid?.high ?? 0)
            writer.write(summary.uuid?.low ?? 0)
            writer.write(UInt8(summary.mood?.level ?? 0))
            // Flags: bit 0 starred, bit 1 anniversary, bit 2 conflicted, bit 3 private.
            writer.write(UInt8(summary.isStarred ? 1 : 0) | UInt8(summary.isAnniversary ? 2 : 0) | UInt8(summary.isConflicted ? 4 : 0)
                | UInt8(summary.isPrivate ? 8 : 0))
            writer.write(summary.orderKey)
            writer.write(UInt32(bitPattern: summary.dayNumber))
            // The body's words and characters (for stats).
            writer.write(summary.wordCount)
            writer.write(summary.characterCount)
        } else {
            writer.write(UInt8(0))
        }
        writer.write(UInt32(result.problems.count))
        for problem in result.problems {
            writer.write(problem.kind.rawValue)
            writer.write(UInt8(problem.severity == .error ? 0 : 1))
            writer.write(Int64(problem.location?.line ?? -1))
            writer.write(Int64(problem.location?.column ?? -1))
            writer.write(optional: problem.sourceLine)
            writer.write(problem.message)
            writer.write(optional: problem.hint)
            writer.write(UInt8(problem.isFixable ? 1 : 0))
        }
    }

    /// Where the parts of one record are in the cache's bytes, and its numbers.
    ///
    /// A record (format 15): the texts block's length (32 bits) and the block, whose first text
    /// is the path (a 32-bit length and its UTF-8 bytes): a summary's packed texts
    /// (``EntrySummary/withStorage(_:)``), so its path is stored once, or the path alone for a
    /// file without a summary; then size, modification and status-change times (64 bits each),
    /// the summary flag (0 or 1) and the summary's numbers, and the problems.
    struct RecordLayout {
        /// The path's UTF-8 bytes (inside the texts block).
        var path: Range<Int>
        /// The file's size when it was read.
        var size: Int
        /// Its modification time then, in nanoseconds since 1970.
        var modified: Int64
        /// Its status change time then, in nanoseconds since 1970.
        var changed: Int64
        /// The summary's numbers, if the file gave one.
        var summary: SummaryLayout?
        /// The offset of the problem count.
        var problems: Int
    }

    /// The numbers of a cached summary and where its texts are.
    struct SummaryLayout {
        /// The identity, or `nil` when the entry had none.
        var uuid: EntryID?
        /// The mood's level, 1 to 5, or 0 for none.
        var moodLevel: UInt8
        /// Bit 0 starred, bit 1 anniversary, bit 2 conflicted.
        var flags: UInt8
        /// The date's order key (``EntryDate/orderKey``).
        var orderKey: Int64
        /// The day, as days since 1970-01-01.
        var dayNumber: Int32
        /// The body's words.
        var words: UInt32
        /// The body's characters other than whitespace.
        var characters: UInt32
        /// The packed texts (``EntrySummary/withStorage(_:)``): the record's texts block.
        var storage: Range<Int>
    }

    /// The offset of record `index`, from the offset table (in range of `bytes` or `Int.max`).
    static func recordOffset(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> Int {
        let at = tableOffset + 8 * index
        guard at + 8 <= bytes.count else { return .max }
        let value = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + at).loadUnaligned(as: UInt64.self))
        return value < UInt64(bytes.count) ? Int(value) : .max
    }

    /// Reads the layout of the record at `offset`, or `nil` when it runs past the bytes.
    static func layout(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> RecordLayout? {
        guard offset < bytes.count else { return nil }
        var reader = BinaryReader(bytes, offset: offset)
        guard let textsLength = reader.readUInt32().map(Int.init), textsLength >= 4, textsLength <= bytes.count - reader.offset,
              let pathLength = reader.readUInt32().map(Int.init), pathLength <= textsLength - 4 else { return nil }
        let texts = offset + 4..<offset + 4 + textsLength
        let path = reader.offset..<reader.offset + pathLength
        reader = BinaryReader(bytes, offset: texts.upperBound)
        guard let size = reader.readInt64(), let modified = reader.readInt64(), let changed = reader.readInt64(),
              let hasSummary = reader.readUInt8() else { return nil }
        var summary: SummaryLayout?
        if hasSummary == 1 {
            guard let hasUUID = reader.readUInt8(), let high = reader.readUInt64(), let low = reader.readUInt64(),
                  let level = reader.readUInt8(), let flags = reader.readUInt8(), let orderKey = reader.readInt64(),
                  let dayNumber = reader.readUInt32(), let words = reader.readUInt32(), let characters = reader.readUInt32() else { return nil }
            summary = SummaryLayout(
                uuid: hasUUID == 1 ? EntryID(high: high, low: low) : nil, moodLevel: level, flags: flags,
                orderKey: orderKey, dayNumber: Int32(bitPattern: dayNumber), words: words, characters: characters,
                storage: texts)
        } else if hasSummary != 0 || textsLength != 4 + pathLength {
            // Without a summary the block is the path alone.
            return nil
        }
        return RecordLayout(path: path, size: Int(size), modified: modified, changed: changed, summary: summary,
                            problems: reader.offset)
    }

    /// Whether the record from `start` to `end` is whole and sound: every length in range, the
    /// path and every text UTF-8, every problem readable, nothing left over.
    static func isValidRecord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard start < end, end <= bytes.count else { return false }
        let record = UnsafeBufferPointer(rebasing: bytes[..<end])
        guard let layout = layout(record, at: start),
              UTF8Validation.firstInvalidOffset(in: UnsafeBufferPointer(rebasing: record[layout.path])) == nil else { return false }
        if let summary = layout.summary {
            guard EntrySummary.isValidStorage(UnsafeBufferPointer(rebasing: record[summary.storage])) else { return false }
        }
        var reader = BinaryReader(record, offset: layout.problems)
        guard decodeProblems(&reader, path: "") != nil else { return false }
        return reader.isAtEnd
    }

    /// The reading a record holds: its summary (whose texts stay in ``bytes``, shared, not
    /// copied) and its problems.
    ///
    /// - Parameters:
    ///   - record: The record's layout, from a checked cache.
    ///   - path: The file's path, for the problems.
    func result(_ record: RecordLayout, path: String) -> VaultReader.FileResult {
        bytes.withBytes { result(record, path: path, in: $0) }
    }

    /// ``result(_:path:)`` with the cache's bytes already held: `buffer` must be ``bytes``.
    func result(_ record: RecordLayout, path: String, in buffer: UnsafeBufferPointer<UInt8>) -> VaultReader.FileResult {
        var result = VaultReader.FileResult()
        if let summary = record.summary {
            result.summary = EntrySummary(
                buffer: bytes, texts: summary.storage, uuid: summary.uuid,
                mood: summary.moodLevel == 0 ? nil : Mood(level: Int(summary.moodLevel)), isStarred: summary.flags & 1 == 1,
                orderKey: summary.orderKey, dayNumber: summary.dayNumber, isAnniversary: summary.flags & 2 == 2,
                counts: TextCounts(words: Int(summary.words), characters: Int(summary.characters)),
                isConflicted: summary.flags & 4 == 4, isPrivate: summary.flags & 8 == 8)
        }
        // Most records have no problem: a count of 0 is read without building anything.
        var reader = BinaryReader(buffer, offset: record.problems)
        guard reader.readUInt32() != 0 else { return result }
        reader = BinaryReader(buffer, offset: record.problems)
        result.problems = Self.decodeProblems(&reader, path: path) ?? []
        return result
    }

    /// Reads a problem count and the problems, or returns `nil` when the data is damaged.
    static func decodeProblems(_ reader: inout BinaryReader, path: String) -> [VaultProblem]? {
        guard let problemCount = reader.readUInt32() else { return nil }
        var problems: [VaultProblem] = []
        for _ in 0..<problemCount {
            guard let kind = reader.readString().flatMap(ProblemKind.init(rawValue:)), let severity = reader.readUInt8(),
                  let line = reader.readInt64(), let column = reader.readInt64(),
                  let sourceLine = reader.readOptionalString(), let message = reader.readString(),
                  let hint = reader.readOptionalString(), let fixable = reader.readUInt8() else { return nil }
            let location = line >= 1 && column >= 1 ? SourceLocation(line: Int(line), column: Int(column)) : nil
            problems.append(VaultProblem(
                kind, severity: severity == 0 ? .error : .warning, path: path, location: location,
                sourceLine: sourceLine, message: message, hint: hint, isFixable: fixable == 1))
        }
        return problems
    }
}
