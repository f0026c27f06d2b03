/// Writes `vault export json`: every exported entry in the entry shape of `show --json`, as one
/// JSON document.
///
/// ```
/// {"version": 1, "entries": [ENTRY, ...], "count": N}
/// ```
/// Each ENTRY is ``EntryJSON``'s keys (`uuid`, `date`, `day`, `time`, `offset`, `title`, `mood`,
/// `moodText`, `starred`, `tags`, `path`), `dateSource`, then `"frontMatter"` (every key in file
/// order with its YAML 1.2 value), `"body"` (the markdown as in the file), `"frontMatterSource"`
/// (the exact text before the body) and `"attachments"`: the file is `frontMatterSource` + `body`,
/// byte for byte, which is what `vault import json` writes back (``VaultJSONExport``). `count` comes last because the entries are written as they are
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

    /// Writes one entry: the members of `show --json`, then `frontMatterSource` (the exact text
    /// before the body: a byte order mark, the delimiter lines and every line of the front matter
    /// with its comments and line endings; `""` for a file without front matter), so that the
    /// file is `frontMatterSource` + `body` byte for byte, then `attachments` (the vault-relative
    /// paths of the files the body links from `attachments/`).
    ///
    /// - Parameters:
    ///   - entry: The entry, with its vault-relative path.
    ///   - attachments: The linked files that exist, vault-relative (``ExportEntry/attachmentLinks``
    ///     under the entry's folder).
    mutating func append(_ entry: ExportEntry, attachments: [String] = []) {
        json.beginObject()
        EntryRenderer.writeJSONFields(entry.entry, path: entry.path, to: &json)
        let document = entry.entry.document
        json.field("frontMatterSource", (document.hasByteOrderMark ? "\u{FEFF}" : "") + (document.frontMatter?.source ?? ""))
        json.field("attachments", attachments)
        json.endObject()
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
