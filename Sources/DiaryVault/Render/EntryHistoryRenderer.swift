/// The text and JSON of `vault log`: an entry's commits, newest first (``EntryRevision``).
public enum EntryHistoryRenderer {
    /// One block per commit: `DATE HASH SUBJECT`, then an indented line saying what changed:
    /// `created`, `moved from PATH`, the keys (`mood changed, tags added`), `body changed`,
    /// joined by `; ` (or `no change to the front matter or body`).
    ///
    /// - Parameter revisions: The commits, newest first.
    /// - Returns: The text, each line ending with a line feed.
    public static func render(_ revisions: [EntryRevision]) -> String {
        var text = ""
        for revision in revisions {
            text += "\(TerminalText.safe(revision.date)) \(revision.commit.prefix(7)) \(TerminalText.safe(revision.subject))\n"
            var parts: [String] = []
            if revision.isCreation { parts.append("created") }
            if let from = revision.movedFrom { parts.append("moved from " + TerminalText.safe(from)) }
            if !revision.keys.isEmpty {
                parts.append(revision.keys.map { TerminalText.safe($0.key) + " " + $0.change.rawValue }.joined(separator: ", "))
            }
            if revision.bodyChanged { parts.append("body changed") }
            text += "  " + (parts.isEmpty ? "no change to the front matter or body" : parts.joined(separator: "; ")) + "\n"
        }
        return text
    }

    /// `{"path", "commits": [{"commit", "date", "author", "subject", "path", "movedFrom",
    /// "created", "keys": [{"key", "change"}], "bodyChanged"}], "count", "problems"}`, the
    /// listing shape of ``JSONEnvelope``.
    ///
    /// - Parameters:
    ///   - revisions: The commits, newest first.
    ///   - path: The entry's path now, relative to the vault root.
    /// - Returns: The JSON text, ending with a line feed.
    public static func renderJSON(_ revisions: [EntryRevision], path: String) -> String {
        JSONEnvelope.listing("commits", revisions, problems: [], request: { $0.field("path", path) }) { revision, json in
            json.beginObject()
            json.field("commit", revision.commit)
            json.field("date", revision.date)
            json.field("author", revision.author)
            json.field("subject", revision.subject)
            json.field("path", revision.path)
            json.field("movedFrom", revision.movedFrom)
            json.field("created", revision.isCreation)
            json.key("keys")
            json.beginArray()
            for (key, change) in revision.keys {
                json.beginObject()
                json.field("key", key)
                json.field("change", change.rawValue)
                json.endObject()
            }
            json.endArray()
            json.field("bodyChanged", revision.bodyChanged)
            json.endObject()
        }
    }
}
