import Foundation

extension DayOneEntryMapper {
    /// The entry of vault's own Day One export (`vault export dayone`), read from its `vaultFile`
    /// member, or `nil` for any other entry (then the Day One fields are mapped as usual).
    ///
    /// `vaultFile` is `{"path", "frontMatterSource", "body"}`, the file the entry came from, as
    /// in `vault export json` (``VaultJSONExport``): the file is written back as
    /// `frontMatterSource` + `body`, byte for byte, at `path` when that name is free, and the
    /// Day One fields (`text`, `creationDate`, `tags`...) are only its translation. Day One
    /// itself keeps no member it does not know, so an archive that went through Day One has no
    /// `vaultFile` and is read as Day One's. The media items come back at their `vaultPath`, the
    /// path the file had in the vault (``ImportedAttachment/folder``), else under their
    /// `filename` in the entry's `attachments/`.
    ///
    /// - Throws: ``ImportError`` when a media file cannot be read from the archive.
    mutating func vaultFileEntry(_ entry: ImportValue, journal: String, index: Int) throws -> ImportedEntry? {
        guard let file = entry["vaultFile"], let head = file["frontMatterSource"]?.string, let body = file["body"]?.string else {
            return nil
        }
        let path = ImportedVerbatim.entryPath(file["path"]?.string)
        guard var parsed = try? Entry(parsing: Array((head + body).utf8), path: path) else { return nil }
        if parsed.date == nil, let path { parsed.readDate(fromFileName: path) }
        guard let date = parsed.date else { return nil }
        let dayOneID = entry["uuid"]?.string
        let uuid = parsed.uuid ?? dayOneID.flatMap(EntryID.init(parsing:))
            ?? ImportedEntry.nameBasedID(source: DayOneSource.name, key: path ?? head + body)
        var imported = ImportedEntry(sourceID: dayOneID, sourceFile: journal, uuid: uuid, date: date, body: body,
                                     mood: parsed.mood, starred: parsed.isStarred, tags: parsed.tags)
        imported.verbatim = ImportedVerbatim(head: head, path: path)
        fidelity.record("vaultFile", .kept)
        for (key, _) in DayOneSource.mediaFolders {
            for item in entry[key]?.array ?? [] {
                guard let identifier = item["identifier"]?.string, let found = media[identifier] else { continue }
                // At the path it had in the vault (`vaultPath`), else under its file name in the
                // entry's attachments/ (an archive of an older vault).
                if let vaultPath = item["vaultPath"]?.string, let folder = VaultJSONExport.restorableFolder(vaultPath) {
                    let name = String(vaultPath.split(separator: "/").last ?? "")
                    guard !imported.attachments.contains(where: { $0.folder == folder && $0.name == name }) else { continue }
                    imported.attachments.append(ImportedAttachment(name: name, sourcePath: found.file, contents: try archive.contents(found.file), folder: folder))
                    fidelity.record(key, .kept, reason: "at its path in the vault")
                    continue
                }
                guard let name = item["filename"]?.string, !name.isEmpty, name != ".", name != "..",
                      !name.contains("/"), !name.contains("\\"), !imported.attachments.contains(where: { $0.name == name }) else { continue }
                imported.attachments.append(ImportedAttachment(name: name, sourcePath: found.file, contents: try archive.contents(found.file)))
                fidelity.record(key, .kept, reason: "under its file name in the vault")
            }
        }
        return imported
    }
}
