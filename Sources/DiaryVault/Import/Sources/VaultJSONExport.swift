import Foundation

/// vault's own `vault export json` document read back by `vault import json`: the import's native
/// shape, whose files come back byte for byte (docs/EXPORT.md, "`json`").
///
/// ```
/// {"version": 1, "entries": [{..., "frontMatter": {...}, "body": "...",
///                             "frontMatterSource": "---\n...\n---\n", "attachments": ["2026/11/attachments/a.jpg"]}], "count": N}
/// ```
/// - An entry file is `frontMatterSource` followed by `body`, exactly. Without
///   `frontMatterSource` (a document written by hand, or by an older vault), the front matter is
///   written from `frontMatter`, one key per member in order (scalars and lists of scalars; other
///   values are reported dropped), and the body follows unchanged.
/// - `path` names the file: the import writes it at that vault-relative path when it is a month
///   folder's entry file (`YYYY/MM/NAME.md`) and the name is free, else under the usual name.
/// - Every other member (`uuid`, `date`, `day`, `time`, `offset`, `title`, `mood`, `moodText`,
///   `starred`, `tags`, `dateSource`, `count`...) is derived from the file by the export and read
///   again from it here: none is written as a key of its own.
/// - `attachments`: paths relative to the document's folder (or the zip's root) that are also
///   the files' paths in the vault they came from. Each is restored at that path
///   (``ImportedAttachment/folder``; subfolders, another month's folder): a file already there
///   with the same bytes is reused, one with other bytes keeps its place and the restored file
///   takes `<stem>-2.<ext>` with the entry's links rewritten to it (``ImportPlan``). A path vault
///   does not restore (``restorableFolder(_:)``) or a file the export lacks is a warning.
enum VaultJSONExport {
    /// The name of the document in an export folder or zip (`vault export json -o DIR`).
    static let documentName = "entries.json"

    /// Whether a JSON document is vault's export: an object with a number `version` and an array
    /// `entries` whose items (none, for an empty export) are objects with a string `body` and an
    /// object `frontMatter`.
    ///
    /// - Parameter root: The document.
    static func isExport(_ root: ImportValue) -> Bool {
        guard root.members != nil, root["version"]?.number != nil, let entries = root["entries"]?.array else { return false }
        return entries.allSatisfy { $0["body"]?.string != nil && $0["frontMatter"]?.members != nil }
    }

    /// The entries of an export.
    ///
    /// - Parameters:
    ///   - root: The document (``isExport(_:)`` holds).
    ///   - file: The document's name, for the entries' source file.
    ///   - displayPath: The input as the user named it, for errors.
    ///   - attachment: How to reach a file the document lists, by its relative path, or `nil`
    ///     when the export does not hold it.
    /// - Returns: The entries, in order, with warnings and the fidelity counts.
    /// - Throws: ``ImportError`` naming the entry when its text is not a readable entry file.
    static func read(_ root: ImportValue, file: String, displayPath: String,
                     attachment: (String) throws -> ImportedAttachment.Contents?) throws -> ImportBatch {
        var batch = ImportBatch()
        for (index, record) in (root["entries"]?.array ?? []).enumerated() {
            let place = "$.entries[\(index)]"
            let body = record["body"]?.string ?? ""
            let path = ImportedVerbatim.entryPath(record["path"]?.string)
            let head: String
            if let source = record["frontMatterSource"]?.string {
                head = source
                batch.fidelity.record("frontMatterSource", .kept)
            } else {
                head = Self.frontMatter(from: record["frontMatter"]?.members ?? [], fidelity: &batch.fidelity)
            }
            var entry: Entry
            do {
                entry = try Entry(parsing: Array((head + body).utf8), path: path)
            } catch {
                throw ImportError(path: displayPath, place: place, "its front matter and body do not make an entry file: \(error)")
            }
            if let path { entry.readDate(fromFileName: path) }
            guard let date = entry.date else {
                batch.skipped.append(ImportSkip(path: path ?? place, reason: "no date in its front matter or its file name"))
                continue
            }
            batch.fidelity.record("body", .kept)
            let uuid = entry.uuid ?? ImportedEntry.nameBasedID(source: "json", key: path ?? head + body)
            var imported = ImportedEntry(sourceID: entry.uuid?.canonical, sourceFile: file, uuid: uuid, date: date,
                                         body: body, mood: entry.mood, starred: entry.isStarred, tags: entry.tags)
            imported.verbatim = ImportedVerbatim(head: head, path: path)
            for item in record["attachments"]?.array ?? [] {
                guard let relative = item.string else { continue }
                guard let folder = Self.restorableFolder(relative) else {
                    batch.warnings.append("\(displayPath): \(place): \(relative) is not a file vault restores (a path inside the vault, no part hidden, not markdown); its link is kept, the file is not copied")
                    batch.fidelity.record("attachments", .dropped, reason: "not a path vault restores")
                    continue
                }
                guard let contents = try attachment(relative) else {
                    batch.warnings.append("\(displayPath): \(place): \(relative) is not in the export; its link is kept")
                    batch.fidelity.record("attachments", .dropped, reason: "not in the export")
                    continue
                }
                let name = relative.split(separator: "/").last.map(String.init) ?? relative
                imported.attachments.append(ImportedAttachment(name: name, sourcePath: relative, contents: contents, folder: folder))
                batch.fidelity.record("attachments", .kept)
            }
            batch.entries.append(imported)
        }
        return batch
    }

    /// The vault-relative folder of a file the document lists, when vault restores it at that
    /// path (`2026/10/attachments` for `2026/10/attachments/y.png`, `""` at the vault's root):
    /// relative, no empty, `.` or `..` part, no part hidden (`.vault/`, `.git/`), no `\`, and not
    /// markdown (a `.md` or `.markdown` file would be an entry or a note, never a linked file);
    /// else `nil`.
    ///
    /// - Parameter relative: The path as the document lists it.
    static func restorableFolder(_ relative: String) -> String? {
        let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
        let fileExtension = (relative as NSString).pathExtension.lowercased()
        guard !relative.contains("\\"), !parts.contains(where: { $0.isEmpty || $0.hasPrefix(".") }),
              fileExtension != "md", fileExtension != "markdown" else { return nil }
        return parts.dropLast().joined(separator: "/")
    }

    /// The front matter written from an export's `frontMatter` object, for a document without
    /// `frontMatterSource`: `---`, one line per member in order, `---`; empty for no members.
    private static func frontMatter(from members: [(key: String, value: ImportValue)], fidelity: inout ImportFidelity) -> String {
        guard !members.isEmpty else { return "" }
        var document = EntryDocument(frontMatter: FrontMatter(opening: "---\n", items: [], closing: "---\n"), body: "")
        for (key, value) in members {
            guard let converted = Self.value(value) else {
                fidelity.record("frontMatter." + key, .dropped, reason: "a nested value without frontMatterSource")
                continue
            }
            document.setValue(converted, forKey: key)
            fidelity.record("frontMatter", .converted, reason: "written from its values: frontMatterSource was missing")
        }
        return document.serializedText()
    }

    /// A JSON value as a front-matter value: scalars and lists of scalars; `nil` for the rest.
    private static func value(_ value: ImportValue) -> FrontMatterValue? {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let number, let text):
            if let integer = Int(text) { return .integer(integer) }
            return .float(number)
        case .string(let text): return .string(text)
        case .array(let items):
            let converted = items.compactMap { item -> FrontMatterValue? in
                if case .array = item { return nil }
                return Self.value(item)
            }
            return converted.count == items.count ? .sequence(converted) : nil
        case .date, .data, .object: return nil
        }
    }
}
