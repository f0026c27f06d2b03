import Foundation

/// `vault import dayone EXPORT`: a Day One "JSON" export, as the `.zip` Day One writes or the
/// folder it unpacks to, with one or several journals (`<Journal name>.json`, each an object whose
/// `entries` is an array) and their media in `photos/`, `videos/`, `audios/` and `pdfs/`, named
/// by `md5` (`photos/<md5>.<type>`); or a Day One Classic package (`Journal.dayone/`, its
/// `entries/*.doentry` property lists and `photos/`, or a `.zip` of it), read as the same
/// entries (``DayOneClassic``).
///
/// The mapping (docs/IMPORT.md, after the samples' README) is in ``DayOneEntryMapper``: the date
/// is `creationDate` (UTC) written in the entry's `timeZone` with its offset; `starred`, `tags`
/// as exported; `isPinned`/`pinned` as `pinned: true`; `location` and `weather` flattened to
/// simple keys; the text with Apple's markdown escapes undone (iOS, iPadOS, macOS only) and its
/// `dayone-moment:` links rewritten to the copied files.
struct DayOneSource: ImportSource {
    static let name = "dayone"

    /// The media lists of an entry and the export folder of each.
    static let mediaFolders: [(key: String, folder: String)] = [
        ("photos", "photos"), ("videos", "videos"), ("audios", "audios"), ("pdfAttachments", "pdfs"), ("pdfs", "pdfs"),
    ]

    /// Reads the export.
    ///
    /// - Throws: ``ImportError`` naming the input (and the journal and JSON path) for a zip vault
    ///   cannot read, a journal that is not JSON or not of Day One's shape, an entry without a
    ///   readable `creationDate`, or an export without any journal.
    func read(_ options: ImportOptions) throws -> ImportBatch {
        let archive = try DayOneArchive(options)
        var journals: [(file: String, entries: [ImportValue])] = []
        for name in archive.names where name.hasSuffix(".json") && !Self.mediaFolders.contains(where: { name.hasPrefix($0.folder + "/") }) {
            let bytes = try archive.read(name)
            let root: ImportValue
            do {
                root = try JSONReader.parse(bytes)
            } catch {
                throw ImportError(path: options.displayPath, place: "\(name), line \(error.location.line), column \(error.location.column)", "not valid JSON: \(error.message)")
            }
            guard let entries = root["entries"] else {
                // Another JSON file in the export (not a journal) is passed over.
                if root.members != nil { continue }
                throw ImportError(path: options.displayPath, place: "\(name), $", "expected a Day One journal (an object with 'entries'), found \(root.kind)")
            }
            guard let list = entries.array else {
                throw ImportError(path: options.displayPath, place: "\(name), $.entries", "expected an array of entries, found \(entries.kind)")
            }
            journals.append((name, list))
        }
        // Day One Classic: each `entries/<UUID>.doentry` is a journal of one entry, in the JSON
        // export's shape (DayOneClassic).
        var classic = ImportFidelity()
        var classicNames: [String: String] = [:]
        var skipped: [ImportSkip] = []
        let names = Set(archive.names)
        let jsonJournals = journals.count
        for file in DayOneClassic.entryFiles(archive.names) {
            switch DayOneClassic.entry(try archive.read(file, limit: ImportInput.maximumFileSize), file: file, names: names,
                                       fidelity: &classic, classicNames: &classicNames) {
            case .success(let entry): journals.append((file, [entry]))
            case .failure(let skip): skipped.append(skip)
            }
        }
        guard !journals.isEmpty || !skipped.isEmpty else {
            // A Classic package whose entries/ holds no entry (Day One makes one before the first
            // entry): zero entries, as jrnl reads it, not an error.
            if options.path.lowercased().hasSuffix(".dayone") || FileSystem.status(options.path + "/entries", follow: true)?.kind == .directory {
                var batch = ImportBatch()
                batch.warnings.append("\(options.displayPath): a Day One Classic package without entries (no entries/*.doentry file): nothing to import")
                return batch
            }
            throw ImportError(path: options.displayPath, "no Day One journal in it (a .json file with 'entries', or Day One Classic's entries/*.doentry)")
        }
        var mapper = DayOneEntryMapper(archive: archive, options: options)
        try mapper.indexMedia(journals)
        var batch = ImportBatch()
        for (file, entries) in journals {
            for (index, entry) in entries.enumerated() {
                batch.entries.append(try mapper.entry(entry, journal: file, index: index))
            }
        }
        // Classic entries alone: the report names their fields as Classic does.
        batch.fidelity = jsonJournals == 0 ? DayOneClassic.renamingFields(mapper.fidelity, classicNames) : mapper.fidelity
        batch.fidelity.merge(classic)
        batch.warnings = mapper.warnings
        batch.skipped = skipped
        return batch
    }
}
