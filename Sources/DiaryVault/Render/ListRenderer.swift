/// Draws the entries of `vault list`: one line per entry as text, one JSON object, or the paths.
///
/// Pure: the entries come in already selected and ordered (``EntryQuery``), and the locale,
/// colour and width with the ``EntryLineRenderer``.
enum ListRenderer {
    /// The entries as text, one line each (``EntryLineRenderer``, with the full date and the
    /// tags), each ending with a line feed; empty text for no entries; on a terminal too narrow for
    /// the lines, one note instead (``EntryLineRenderer/narrowNote(dayWidth:indent:)``).
    ///
    /// ```
    /// 2026-11-29 Sun 21:14 * good      Evening walk by the river  #walk #han-river
    /// ```
    ///
    /// - Parameters:
    ///   - entries: The entries, in the order to print.
    ///   - lines: The line renderer, made for the locale, style and width.
    /// - Returns: The text.
    static func render(_ entries: [EntrySummary], lines: EntryLineRenderer) -> String {
        var text = ""
        render(entries, lines: lines) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The same text (see ``render(_:lines:)``) in chunks of UTF-8 bytes, in order: the lines
    /// are made on all cores, a few thousand at a time, so a long list is neither drawn on one
    /// core nor held whole in memory.
    ///
    /// - Parameters:
    ///   - entries: The entries, in the order to print.
    ///   - lines: The line renderer, made for the locale, style and width.
    ///   - output: Called with each chunk, in order.
    static func render(_ entries: [EntrySummary], lines: EntryLineRenderer, into output: ([UInt8]) -> Void) {
        if !entries.isEmpty, let note = lines.narrowNote(dayWidth: 10, indent: 0) {
            output(Array((note + "\n").utf8))
            return
        }
        let partSize = 512
        let parts = stride(from: 0, to: entries.count, by: partSize).map { entries[$0..<min($0 + partSize, entries.count)] }
        for batch in stride(from: 0, to: parts.count, by: 16) {
            let rendered = parallelMap(Array(parts[batch..<min(batch + 16, parts.count)]), chunkSize: 1) { part -> [UInt8] in
                var bytes: [UInt8] = []
                bytes.reserveCapacity(part.count * 80)
                for entry in part {
                    // The date written in place: the bytes of `line(entry, dayText: day.description, ...)`.
                    lines.appendLine(entry, day: .date, indent: 0, showsTags: true, to: &bytes)
                    bytes.append(0x0A)
                }
                return bytes
            }
            for bytes in rendered { output(bytes) }
            // The texts written are let go (a large mapped cache's: ``EntrySummary/releasePages(of:)``).
            for part in parts[batch..<min(batch + 16, parts.count)] { EntrySummary.releasePages(of: part) }
        }
    }

    /// The entries as one JSON object, in chunks of about 256 KiB.
    ///
    /// ```
    /// {"entries": [ENTRY, ...], "count": 2, "problems": [PROBLEM, ...]}
    /// ```
    /// ENTRY is the shape of ``EntryJSON`` (written by ``IndexRenderer/writeEntry(_:to:)``, which
    /// `EntryJSONTests` checks against it), in the list's order; PROBLEM is the shape of
    /// `vault index --json`'s problems (``IndexRenderer/writeProblems(_:to:)``).
    ///
    /// - Parameters:
    ///   - entries: The entries, in the order to print.
    ///   - problems: The problems met while reading the vault.
    ///   - output: Called with each chunk of UTF-8 bytes, in order; the last ends with a line feed.
    static func renderJSON(_ entries: [EntrySummary], problems: [VaultProblem], into output: ([UInt8]) -> Void) {
        var envelope = JSONEnvelope(collection: "entries")
        var written = 0
        for (number, entry) in entries.enumerated() {
            IndexRenderer.writeEntry(entry, to: &envelope.json)
            if envelope.json.bytes.count >= 1 << 18 {
                output(envelope.json.takeBytes())
                // The texts written are let go (a large mapped cache's: ``EntrySummary/releasePages(of:)``).
                EntrySummary.releasePages(of: entries[written...number])
                written = number + 1
            }
        }
        output(envelope.finish(count: entries.count, problems: problems))
    }

    /// The paths of the entries, relative to the vault root, each followed by `terminator`.
    ///
    /// - Parameters:
    ///   - entries: The entries, in the order to print.
    ///   - terminator: A line feed (`0x0A`), or NUL (`0`) for `-0`.
    /// - Returns: The bytes.
    static func renderPaths(_ entries: [EntrySummary], terminator: UInt8) -> [UInt8] {
        var bytes: [UInt8] = []
        for entry in entries {
            bytes += entry.path.utf8
            bytes.append(terminator)
        }
        return bytes
    }
}
