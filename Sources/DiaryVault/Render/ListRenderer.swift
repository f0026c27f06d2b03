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
        if !entries.isEmpty, let note = lines.narrowNote(dayWidth: 10, indent: 0) { return note + "\n" }
        var text = ""
        for entry in entries {
            text += lines.line(entry, dayText: entry.day.description, indent: "", showsTags: true)
            text += "\n"
        }
        return text
    }

    /// The entries as one JSON object, in chunks of about 256 KiB.
    ///
    /// ```
    /// {"count": 2, "entries": [ENTRY, ...], "problems": [PROBLEM, ...]}
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
        var json = JSONWriter()
        json.beginObject()
        json.field("count", entries.count)
        json.key("entries")
        json.beginArray()
        for entry in entries {
            IndexRenderer.writeEntry(entry, to: &json)
            if json.bytes.count >= 1 << 18 { output(json.takeBytes()) }
        }
        json.endArray()
        json.key("problems")
        IndexRenderer.writeProblems(problems, to: &json)
        json.endObject()
        output(json.takeBytes() + [0x0A])
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
