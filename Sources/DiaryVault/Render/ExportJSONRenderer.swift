/// Writes `vault export json`: every exported entry in the entry shape of `show --json`, as one
/// JSON document.
///
/// ```
/// {"version": 1, "entries": [ENTRY, ...], "count": N}
/// ```
/// Each ENTRY is ``EntryJSON``'s keys (`uuid`, `date`, `day`, `time`, `offset`, `title`, `mood`,
/// `moodText`, `starred`, `tags`, `path`), then `"frontMatter"` (every key in file order with its
/// YAML 1.2 value) and `"body"` (the markdown as in the file): everything the file says except its
/// YAML comments and formatting. `count` comes last because the entries are written as they are
/// read, a chunk at a time. `version` is the version of this document's shape (1).
///
/// Pure: it takes the entries as values and hands back bytes; the command writes them.
struct ExportJSONRenderer {
    /// The writer, holding what was written since the last ``takeBytes()``.
    private var json = JSONWriter()

    /// Starts the document: `{"version":1,"entries":[`.
    init() {
        json.beginObject()
        json.field("version", 1)
        json.key("entries")
        json.beginArray()
    }

    /// Writes one entry.
    ///
    /// - Parameter entry: The entry, with its vault-relative path.
    mutating func append(_ entry: ExportEntry) {
        EntryRenderer.writeJSON(entry.entry, path: entry.path, to: &json)
    }

    /// The bytes written since the last call, to write out before the next chunk.
    mutating func takeBytes() -> [UInt8] {
        json.takeBytes()
    }

    /// Ends the document with the number of entries and a newline.
    ///
    /// - Parameter count: How many entries were appended.
    /// - Returns: The last bytes.
    mutating func finish(count: Int) -> [UInt8] {
        json.endArray()
        json.field("count", count)
        json.endObject()
        return json.takeBytes() + [UInt8(ascii: "\n")]
    }
}
