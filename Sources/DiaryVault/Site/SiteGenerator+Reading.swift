extension SiteGenerator {
    /// Reads and parses one entry: its record, and the entry itself unless it is private and
    /// left out; `nil` when the file cannot be read or parsed.
    func read(_ summary: EntrySummary, status: FileSystem.Status?) -> Reading? {
        guard let bytes = try? FileSystem.read(vault.absolutePath(summary.path)),
              let entry = try? Entry(parsing: bytes, path: summary.path) else { return nil }
        var record = record(summary, status: status, isPrivate: entry.isPrivate)
        if record.isPrivate && !includePrivate { return Reading(record: record, entry: nil) }
        let item = siteEntry(summary, entry: entry, record: &record)
        return Reading(record: record, entry: item)
    }

    /// What the manifest records of an entry before its body is read: its file's status, its
    /// privacy, and its summary's day, tags and anniversary.
    func record(_ summary: EntrySummary, status: FileSystem.Status?, isPrivate: Bool) -> SiteManifest.Entry {
        SiteManifest.Entry(path: summary.path, size: status?.size ?? -1, modified: status?.modified ?? 0, changed: status?.changed ?? 0,
                           isPrivate: isPrivate, isAnniversary: summary.isAnniversary, linksEntries: false, hasMissingFile: false,
                           day: summary.day, tags: summary.tags, attachments: [])
    }

    /// The site entry of a parsed file, with the files its body links; notes them and any link
    /// to a missing file in the record.
    func siteEntry(_ summary: EntrySummary, entry: Entry, record: inout SiteManifest.Entry) -> SiteEntry {
        let reader = ExportReader(vault: vault, includePrivate: includePrivate)
        let item = ExportEntry(entry: entry, path: summary.path, date: entry.date ?? summary.date)
        var links: [String] = []
        var missing = false
        for link in item.fileLinks {
            guard let file = reader.linkedFile(link, of: item) else {
                missing = true
                if let leaving = reader.linkLeavingVault(link, of: item) { warn?("\(summary.path): \(leaving) is a symbolic link that leads out of the vault; not on the site") }
                continue
            }
            // No file of a hidden folder (`.vault/`, `.git/`) goes on the site, even when a body links it.
            guard !file.relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }), !links.contains(file.relative) else { continue }
            links.append(file.relative)
        }
        record.attachments = links
        record.hasMissingFile = missing
        return SiteEntry(summary: summary, entry: entry, attachments: links)
    }
}
