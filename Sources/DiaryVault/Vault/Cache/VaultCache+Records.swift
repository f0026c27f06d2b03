extension VaultCache {
    /// Writes one file's reading: a summary flag and summary, then its problems.
    static func encode(_ result: VaultReader.FileResult, into writer: inout BinaryWriter) {
        if let summary = result.summary {
            writer.write(UInt8(1))
            writer.write(UInt8(summary.uuid == nil ? 0 : 1))
            writer.write(summary.uuid?.high ?? 0)
            writer.write(summary.uuid?.low ?? 0)
            writer.write(UInt8(summary.mood?.level ?? 0))
            // Flags: bit 0 starred, bit 1 anniversary (format 8).
            writer.write(UInt8(summary.isStarred ? 1 : 0) | UInt8(summary.isAnniversary ? 2 : 0))
            writer.write(summary.orderKey)
            writer.write(UInt32(bitPattern: summary.dayNumber))
            // Format 8, issue 12 (stats): the body's words and characters.
            writer.write(summary.wordCount)
            writer.write(summary.characterCount)
            // The summary's texts, packed as it keeps them.
            writer.write(UInt32(summary.storage.count))
            writer.append(summary.storage)
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

    /// Reads one file's reading, or returns `nil` when the data is damaged.
    static func decodeResult(_ reader: inout BinaryReader, path: String) -> VaultReader.FileResult? {
        var result = VaultReader.FileResult()
        guard let hasSummary = reader.readUInt8() else { return nil }
        if hasSummary == 1 {
            guard let hasUUID = reader.readUInt8(), let high = reader.readUInt64(), let low = reader.readUInt64(),
                  let level = reader.readUInt8(), let starred = reader.readUInt8(), let orderKey = reader.readInt64(),
                  let dayNumber = reader.readUInt32(),
                  // Format 8, issue 12 (stats): the body's words and characters.
                  let words = reader.readUInt32(), let characters = reader.readUInt32(),
                  let length = reader.readUInt32(),
                  let storage = reader.readRawBytes(Int(length)), EntrySummary.isValidStorage(storage) else { return nil }
            result.summary = EntrySummary(
                storage: storage, uuid: hasUUID == 1 ? EntryID(high: high, low: low) : nil,
                mood: level == 0 ? nil : Mood(level: Int(level)), isStarred: starred & 1 == 1,
                orderKey: orderKey, dayNumber: Int32(bitPattern: dayNumber), isAnniversary: starred & 2 == 2,
                counts: TextCounts(words: Int(words), characters: Int(characters)))
        } else if hasSummary != 0 {
            return nil
        }
        guard let problemCount = reader.readUInt32() else { return nil }
        for _ in 0..<problemCount {
            guard let kind = reader.readString().flatMap(ProblemKind.init(rawValue:)), let severity = reader.readUInt8(),
                  let line = reader.readInt64(), let column = reader.readInt64(),
                  let sourceLine = reader.readOptionalString(), let message = reader.readString(),
                  let hint = reader.readOptionalString(), let fixable = reader.readUInt8() else { return nil }
            let location = line >= 1 && column >= 1 ? SourceLocation(line: Int(line), column: Int(column)) : nil
            result.problems.append(VaultProblem(
                kind, severity: severity == 0 ? .error : .warning, path: path, location: location,
                sourceLine: sourceLine, message: message, hint: hint, isFixable: fixable == 1))
        }
        return result
    }
}
