extension IndexRenderer {
    /// Renders the index as one JSON object (shape documented in README.md, "vault index --json"),
    /// a listing of months by the rule of ``JSONEnvelope``.
    ///
    /// ```
    /// {"months": [{"year": 2026, "month": 11, "entries": [ENTRY, ...], "count": 14}, ...],
    ///  "count": 12, "favorites": [ENTRY, ...], "entryCount": 51,
    ///  "problems": [PROBLEM, ...]}
    /// ENTRY:   the shape of ``EntryJSON``: {"uuid", "date", "day", "time", "offset", "title",
    ///           "mood", "moodText", "starred", "tags", "path"}
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
        var envelope = JSONEnvelope(collection: "months")
        output(envelope.json.takeBytes())
        // Months are rendered on all cores in parts of about equal size and written in order, a
        // few parts at a time so that the whole output is never held in memory at once: 32
        // parts, or parts of about 8,192 entries (about 3 MB of JSON) in a larger vault.
        let parts = partition(index.months, into: max(32, index.entries.count / 8_192))
        var isFirst = true
        for batch in stride(from: 0, to: parts.count, by: 4) {
            let rendered = parallelMap(Array(parts[batch..<min(batch + 4, parts.count)]), chunkSize: 1) { part -> [UInt8] in
                var writer = JSONWriter()
                // About 350 bytes an entry: room for the part at once, rather than five doublings
                // of the buffer, each a copy and fresh pages.
                writer.bytes.reserveCapacity(part.reduce(0) { $0 + $1.entries.count } * 384 + 1_024)
                for group in part {
                    writer.beginObject()
                    writer.field("year", group.year)
                    writer.field("month", group.month)
                    writer.key("entries")
                    writer.beginArray()
                    for entry in group.entries { writeEntry(entry, to: &writer) }
                    writer.endArray()
                    writer.field("count", group.entries.count)
                    writer.endObject()
                }
                return writer.takeBytes()
            }
            for bytes in rendered where !bytes.isEmpty {
                if !isFirst { output([UInt8(ascii: ",")]) }
                output(bytes)
                isFirst = false
            }
            // The texts written are let go (a large mapped cache's: ``EntrySummary/releasePages(of:)``).
            for part in parts[batch..<min(batch + 4, parts.count)] {
                for group in part { EntrySummary.releasePages(of: group.entries) }
            }
        }
        // The favorites are the index's second collection (a fifth of the entries in the benchmark's
        // vault), rendered on all cores the same way, then the number of entries.
        output(envelope.finish(count: index.months.count, problems: problems) { json in
            json.key("favorites")
            json.beginArray()
            output(json.takeBytes())
            let favorites = stride(from: 0, to: index.favorites.count, by: 2_048).map {
                index.favorites[$0..<min($0 + 2_048, index.favorites.count)]
            }
            for batch in stride(from: 0, to: favorites.count, by: 4) {
                let rendered = parallelMap(Array(favorites[batch..<min(batch + 4, favorites.count)]), chunkSize: 1) { part -> [UInt8] in
                    var writer = JSONWriter()
                    writer.bytes.reserveCapacity(part.count * 384 + 1_024)
                    for entry in part { writeEntry(entry, to: &writer) }
                    return writer.takeBytes()
                }
                for (offset, bytes) in rendered.enumerated() {
                    if batch + offset > 0 { output([UInt8(ascii: ",")]) }
                    output(bytes)
                }
                for part in favorites[batch..<min(batch + 4, favorites.count)] { EntrySummary.releasePages(of: part) }
            }
            json.endArray()
            json.field("entryCount", index.entries.count)
        })
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

    /// Writes one entry object in the shape of ``EntryJSON``, byte for byte what
    /// ``EntryJSON/write(to:)`` writes for the same summary (`EntryJSONTests` checks it).
    static func writeEntry(_ entry: EntrySummary, to json: inout JSONWriter) {
        // A conflicted entry (rare) has one more key: the one shape writes it.
        if entry.isConflicted { return EntryJSON(entry).write(to: &json) }
        // The index writes one of these per entry: written into memory on the stack sized for it
        // (``ByteCursor``), texts straight from the summary's buffer, then appended at once.
        entry.withTexts { texts in
            json.beginRawValue()
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: entryBound(texts)) { scratch in
                var out = ByteCursor(pointer: scratch.baseAddress!)
                putEntry(entry, texts: texts, to: &out)
                json.bytes.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress, count: out.pointer - scratch.baseAddress!))
            }
            json.endRawValue()
        }
    }

    /// Writes one entry object (``writeEntry(_:to:)``) at a cursor with room for it
    /// (``entryBound(_:)``).
    private static func putEntry(_ entry: EntrySummary, texts: EntrySummary.Texts, to out: inout ByteCursor) {
        out.put(EntryKeys.uuid)
        if let uuid = entry.uuid {
            out.putQuotedUUID(uuid)
        } else {
            out.put(EntryKeys.null)
        }
        let date = texts.date
        out.put(EntryKeys.date)
        out.putString(date)
        out.put(EntryKeys.day)
        out.putDay(entry.day)
        out.put(EntryKeys.time)
        // The time as written: what follows `YYYY-MM-DD` and its separator, up to the offset.
        if date.count > 11 {
            var end = 11
            while end < date.count, date[end] == UInt8(ascii: ":") || date[end] == UInt8(ascii: ".") || (date[end] >= 0x30 && date[end] <= 0x39) { end += 1 }
            out.putString(UnsafeBufferPointer(rebasing: date[11..<end]))
            out.put(EntryKeys.offset)
            putOffset(date, from: end, to: &out)
        } else {
            out.put(EntryKeys.null)
            out.put(EntryKeys.offset)
            out.put(EntryKeys.null)
        }
        out.put(EntryKeys.title)
        out.putString(texts.title)
        out.put(EntryKeys.mood)
        switch entry.mood {
        case .bad?: out.put(#""bad""#)
        case .notGreat?: out.put(#""not-great""#)
        case .okay?: out.put(#""okay""#)
        case .good?: out.put(#""good""#)
        case .great?: out.put(#""great""#)
        case nil: out.put(EntryKeys.null)
        }
        out.put(EntryKeys.moodText)
        if let mood = texts.mood { out.putString(mood) } else { out.put(EntryKeys.null) }
        out.put(entry.isStarred ? EntryKeys.starredTrue : EntryKeys.starredFalse)
        for (number, tag) in texts.tags.enumerated() {
            if number > 0 { out.put(UInt8(ascii: ",")) }
            out.putString(tag)
        }
        out.put(EntryKeys.path)
        out.putString(texts.path)
        out.put(EntryKeys.end)
    }

    /// Appends a uuid in its canonical form (``EntryID/canonical``: uppercase, hyphens at 8, 12,
    /// 16 and 20), in quotes (``ByteCursor/putQuotedUUID(_:)``): the 38 bytes made on the stack
    /// and appended at once.
    static func appendQuotedUUID(_ uuid: EntryID, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 38) { text in
            var out = ByteCursor(pointer: text.baseAddress!)
            out.putQuotedUUID(uuid)
            bytes.append(contentsOf: UnsafeBufferPointer(text))
        }
    }

    /// Writes the UTF-8 offset that follows a time in a valid date (from `start`, after any
    /// spaces) in the form of ``EntryDate/offsetDescription``: `"Z"`, `"+09:00"` (`+0900` and
    /// `+09` as `+09:00`, `-00:00` as `+00:00`), or `null` when none is written.
    ///
    /// - Parameters:
    ///   - date: The date as written; it parsed, so what follows the time is an offset or nothing.
    ///   - start: The index just after the time.
    ///   - out: Where to write (at most 8 bytes).
    static func putOffset(_ date: UnsafeBufferPointer<UInt8>, from start: Int, to out: inout ByteCursor) {
        var index = start
        while index < date.count, date[index] == 0x20 { index += 1 }
        guard index < date.count else {
            out.put(EntryKeys.null)
            return
        }
        let quote = UInt8(ascii: "\"")
        let sign = date[index]
        guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), index + 2 < date.count else {
            out.put(#""Z""#)  // Z or z
            return
        }
        let hours = (date[index + 1], date[index + 2])
        var minutes = (UInt8(ascii: "0"), UInt8(ascii: "0"))
        var next = index + 3
        if next < date.count, date[next] == UInt8(ascii: ":") { next += 1 }
        if next + 1 < date.count { minutes = (date[next], date[next + 1]) }
        let isZero = hours == (0x30, 0x30) && minutes == (0x30, 0x30)
        out.put(quote)
        out.put(isZero ? UInt8(ascii: "+") : sign)
        out.put(hours.0)
        out.put(hours.1)
        out.put(UInt8(ascii: ":"))
        out.put(minutes.0)
        out.put(minutes.1)
        out.put(quote)
    }

    /// The fixed parts of an entry object: `{"uuid":`, `,"date":`, ... (static strings, so that
    /// writing them counts no references: entries are written on several threads at once).
    private enum EntryKeys {
        static let uuid: StaticString = #"{"uuid":"#
        static let date: StaticString = #","date":"#
        static let day: StaticString = #","day":""#
        static let time: StaticString = #"","time":"#
        static let offset: StaticString = #","offset":"#
        static let title: StaticString = #","title":"#
        static let mood: StaticString = #","mood":"#
        static let moodText: StaticString = #","moodText":"#
        static let starredTrue: StaticString = #","starred":true,"tags":["#
        static let starredFalse: StaticString = #","starred":false,"tags":["#
        static let path: StaticString = #"],"path":"#
        static let end: StaticString = "}"
        static let null: StaticString = "null"
    }

    /// Writes an array of problem objects (``JSONEnvelope/writeProblems(_:to:)``).
    static func writeProblems(_ problems: [VaultProblem], to json: inout JSONWriter) {
        JSONEnvelope.writeProblems(problems, to: &json)
    }
}
