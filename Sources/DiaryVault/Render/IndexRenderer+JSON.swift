extension IndexRenderer {
    /// Renders the index as one JSON object (shape documented in README.md, "vault index --json").
    ///
    /// ```
    /// {"entryCount": 51,
    ///  "months": [{"year": 2026, "month": 11, "count": 14, "entries": [ENTRY, ...]}, ...],
    ///  "favorites": [ENTRY, ...],
    ///  "problems": [PROBLEM, ...]}
    /// ENTRY:   {"uuid", "date" (as written), "day" (YYYY-MM-DD), "time" (HH:MM[:SS[.f]] or null),
    ///           "title", "mood" (one of the five or null), "moodText" (as written or null),
    ///           "starred", "tags", "path" (relative to the vault root)}
    /// PROBLEM: {"kind", "severity", "path", "line", "column" (null when not at one place),
    ///           "message", "hint", "fixable"}
    /// ```
    /// Months and entries are newest first, as in the text view. Keys keep this order.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - problems: The problems met while reading the vault.
    /// - Returns: The JSON text, ending with a newline.
    public static func renderJSON(_ index: VaultIndex, problems: [VaultProblem]) -> String {
        var bytes: [UInt8] = []
        renderJSON(index, problems: problems) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders the index as JSON (see ``renderJSON(_:problems:)``) in chunks of about 256 KiB,
    /// so that a large vault's output is written as it is made instead of held whole in memory.
    ///
    /// - Parameters:
    ///   - index: The index.
    ///   - problems: The problems met while reading the vault.
    ///   - output: Called with each chunk of UTF-8 bytes, in order.
    public static func renderJSON(_ index: VaultIndex, problems: [VaultProblem], into output: ([UInt8]) -> Void) {
        var json = JSONWriter()
        json.beginObject()
        json.field("entryCount", index.entries.count)
        json.key("months")
        json.beginArray()
        output(json.takeBytes())
        // Months are rendered on all cores in parts of about equal size and written in order, a
        // few parts at a time so that the whole output is never held in memory at once.
        let parts = partition(index.months, into: 32)
        var isFirst = true
        for batch in stride(from: 0, to: parts.count, by: 4) {
            let rendered = parallelMap(Array(parts[batch..<min(batch + 4, parts.count)]), chunkSize: 1) { part -> [UInt8] in
                var writer = JSONWriter()
                for group in part {
                    writer.beginObject()
                    writer.field("year", group.year)
                    writer.field("month", group.month)
                    writer.field("count", group.entries.count)
                    writer.key("entries")
                    writer.beginArray()
                    for entry in group.entries { writeEntry(entry, to: &writer) }
                    writer.endArray()
                    writer.endObject()
                }
                return writer.takeBytes()
            }
            for bytes in rendered where !bytes.isEmpty {
                if !isFirst { output([UInt8(ascii: ",")]) }
                output(bytes)
                isFirst = false
            }
        }
        json.endArray()
        json.key("favorites")
        json.beginArray()
        for entry in index.favorites {
            writeEntry(entry, to: &json)
            if json.bytes.count >= 1 << 18 { output(json.takeBytes()) }
        }
        json.endArray()
        json.key("problems")
        writeProblems(problems, to: &json)
        json.endObject()
        output(json.takeBytes() + [0x0A])
    }

    /// Splits month groups into at most `count` consecutive parts of about equal entry counts.
    static func partition(_ months: [VaultIndex.MonthGroup], into count: Int) -> [ArraySlice<VaultIndex.MonthGroup>] {
        let total = months.reduce(0) { $0 + $1.entries.count }
        let target = max(1, (total + count - 1) / count)
        var parts: [ArraySlice<VaultIndex.MonthGroup>] = []
        var start = 0
        var size = 0
        for (index, group) in months.enumerated() {
            size += group.entries.count
            if size >= target {
                parts.append(months[start...index])
                start = index + 1
                size = 0
            }
        }
        if start < months.count { parts.append(months[start...]) }
        return parts
    }

    /// Writes one entry object.
    static func writeEntry(_ entry: EntrySummary, to json: inout JSONWriter) {
        json.beginObject()
        json.key("uuid")
        if let uuid = entry.uuid { json.asciiString { uuid.appendCanonical(to: &$0) } } else { json.null() }
        json.field("date", entry.date.text)
        json.key("day")
        json.asciiString { entry.date.day.appendDescription(to: &$0) }
        json.field("time", entry.date.timeDescription)
        json.field("title", entry.title)
        json.field("mood", entry.mood?.rawValue)
        json.field("moodText", entry.moodText)
        json.field("starred", entry.isStarred)
        json.field("tags", entry.tags)
        json.field("path", entry.path)
        json.endObject()
    }

    /// Writes an array of problem objects.
    static func writeProblems(_ problems: [VaultProblem], to json: inout JSONWriter) {
        json.beginArray()
        for problem in problems {
            json.beginObject()
            json.field("kind", problem.kind)
            json.field("severity", problem.severity.rawValue)
            json.field("path", problem.path)
            json.field("line", problem.location?.line)
            json.field("column", problem.location?.column)
            json.field("message", problem.message)
            json.field("hint", problem.hint)
            json.field("fixable", problem.isFixable)
            json.endObject()
        }
        json.endArray()
    }
}
