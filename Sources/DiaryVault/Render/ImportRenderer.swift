/// The text and JSON that `vault import` prints: the plan (one line per entry), the totals, and
/// the fidelity report (per source field: how many values were kept, converted or dropped, and why).
///
/// Pure: it takes the report as values, with paths already in the form the user sees.
enum ImportRenderer {
    /// One entry of the report.
    struct Row: Sendable {
        /// `new`, `present`, `conflict` or `duplicate`.
        var action: String
        /// The entry file's path as shown (relative to the working directory), or the source
        /// file for a duplicate.
        var path: String
        /// The entry's uuid, canonical form.
        var uuid: String
        /// The source's id, if any.
        var sourceID: String?
        /// The file of the input that holds it.
        var sourceFile: String
        /// The date as written.
        var date: String
        /// The title vault shows, or `nil`.
        var title: String?
        /// The attachments' paths as shown.
        var attachments: [String]
    }

    /// Everything the report shows.
    struct Report: Sendable {
        /// The source's name.
        var source: String
        /// The input as given.
        var input: String
        /// Whether nothing was written (`--dry-run`).
        var dryRun: Bool
        /// The entries, in source order.
        var rows: [Row]
        /// Files of the input that made no entry.
        var skipped: [ImportSkip]
        /// Notes for the user (a link to a media item nothing lists).
        var warnings: [String]
        /// Attachments copied (or, in a dry run, to copy).
        var attachmentsCopied: Int
        /// What happened to each source field.
        var fidelity: ImportFidelity
    }

    /// The report as text: a line per entry (`new`, `present`, `conflict`, `duplicate`,
    /// `completed`, `skipped`),
    /// the totals, then `fidelity:` with a line per source field.
    ///
    /// - Parameter report: The report.
    /// - Returns: Lines ending in newlines; terminal controls in data are made safe.
    static func text(_ report: Report) -> String {
        var text = ""
        for row in report.rows {
            let label = pad(row.action, 9)
            var line = label + " " + TerminalText.safe(row.path)
            switch row.action {
            case "conflict": line += " (uuid \(row.uuid): the vault's entry differs; left as it is)"
            case "duplicate": line += " (uuid \(row.uuid) appears twice in the input; the first is imported)"
            case "completed": line += " (an earlier import lacked its attachments; written again with them)"
            default: break
            }
            text += line + "\n"
        }
        for skip in report.skipped {
            text += "skipped   " + TerminalText.safe(skip.path) + ": " + TerminalText.safe(skip.reason) + "\n"
        }
        let counts = Dictionary(grouping: report.rows, by: \.action).mapValues(\.count)
        let verb = report.dryRun ? "to copy" : "copied"
        text += "\(counts["new", default: 0]) new, \(counts["present", default: 0]) already present, "
            + "\(counts["conflict", default: 0]) conflict\(counts["conflict", default: 0] == 1 ? "" : "s")"
            + (counts["duplicate"].map { ", \($0) duplicate\($0 == 1 ? "" : "s")" } ?? "")
            + (counts["completed"].map { ", \($0) completed" } ?? "")
            + "; \(report.attachmentsCopied) attachment\(report.attachmentsCopied == 1 ? "" : "s") \(verb)"
            + (report.dryRun ? " (dry run: nothing was written)" : "") + "\n"
        let fields = fieldLines(report.fidelity)
        if !fields.isEmpty {
            text += "\nfidelity (per source field):\n"
            let width = min(fields.map { $0.field.count }.max() ?? 0, 32)
            for (field, summary) in fields {
                text += "  " + pad(TerminalText.safe(field), width)
                    + "  " + TerminalText.safe(summary) + "\n"
            }
        }
        return text
    }

    /// The text followed by spaces up to `width` characters (nothing added when it is longer).
    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    /// The fidelity counts grouped by field: the fields with a value kept or converted first,
    /// then the fields only dropped, each group sorted by name; a field's outcomes in the order
    /// recorded: `("creationDate", "13 converted (written in the entry's time zone)")`.
    static func fieldLines(_ fidelity: ImportFidelity) -> [(field: String, summary: String)] {
        var order: [String] = []
        var parts: [String: [String]] = [:]
        for (outcome, count) in fidelity.counts {
            if parts[outcome.field] == nil { order.append(outcome.field) }
            let part = "\(count) \(outcome.fate.rawValue)" + (outcome.reason.isEmpty ? "" : " (\(outcome.reason))")
            parts[outcome.field, default: []].append(part)
        }
        // Fields that reached the entries first, then those only dropped; each group by name.
        let dropped = Set(fidelity.counts.filter { $0.outcome.fate != .dropped }.map(\.outcome.field))
        let sorted = order.sorted { lhs, rhs in
            let (a, b) = (dropped.contains(lhs), dropped.contains(rhs))
            return a != b ? a : lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
        }
        return sorted.map { ($0, parts[$0]!.joined(separator: ", ")) }
    }

    /// The report as one JSON object:
    ///
    /// ```
    /// {"source":"dayone","input":"DayOne-export.zip","dryRun":false,
    ///  "counts":{"new":13,"present":0,"conflicts":0,"duplicates":0,"skipped":0,"attachments":5},
    ///  "entries":[{"action":"new","path":"2026/11/2026-11-29-강변-야경.md","uuid":"…","sourceId":"…",
    ///              "sourceFile":"Journal.json","date":"2026-11-29T23:50:00+09:00","title":"강변 야경",
    ///              "attachments":["2026/11/attachments/<md5>.jpeg"]}],
    ///  "skipped":[{"path":"…","reason":"…"}],
    ///  "warnings":["…"],
    ///  "fidelity":[{"field":"creationDate","fate":"converted","count":13,"reason":"…"}]}
    /// ```
    ///
    /// - Parameter report: The report.
    /// - Returns: The JSON text and a newline.
    static func json(_ report: Report) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("source", report.source)
        writer.field("input", report.input)
        writer.field("dryRun", report.dryRun)
        let counts = Dictionary(grouping: report.rows, by: \.action).mapValues(\.count)
        writer.key("counts")
        writer.beginObject()
        writer.field("new", counts["new", default: 0])
        writer.field("present", counts["present", default: 0])
        writer.field("conflicts", counts["conflict", default: 0])
        writer.field("duplicates", counts["duplicate", default: 0])
        if let completed = counts["completed"] { writer.field("completed", completed) }
        writer.field("skipped", report.skipped.count)
        writer.field("attachments", report.attachmentsCopied)
        writer.endObject()
        writer.key("entries")
        writer.beginArray()
        for row in report.rows {
            writer.beginObject()
            writer.field("action", row.action)
            writer.field("path", row.path)
            writer.field("uuid", row.uuid)
            writer.field("sourceId", row.sourceID)
            writer.field("sourceFile", row.sourceFile)
            writer.field("date", row.date)
            writer.field("title", row.title)
            writer.field("attachments", row.attachments)
            writer.endObject()
        }
        writer.endArray()
        writer.key("skipped")
        writer.beginArray()
        for skip in report.skipped {
            writer.beginObject()
            writer.field("path", skip.path)
            writer.field("reason", skip.reason)
            writer.endObject()
        }
        writer.endArray()
        writer.field("warnings", report.warnings)
        writer.key("fidelity")
        writer.beginArray()
        for (outcome, count) in report.fidelity.counts {
            writer.beginObject()
            writer.field("field", outcome.field)
            writer.field("fate", outcome.fate.rawValue)
            writer.field("count", count)
            writer.field("reason", outcome.reason)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }
}
