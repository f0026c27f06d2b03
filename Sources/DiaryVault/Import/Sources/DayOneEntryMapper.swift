import Foundation

/// Maps the entries of a Day One export to ``ImportedEntry`` values, counting what happens to
/// every field for the fidelity report.
///
/// The rules (docs/IMPORT.md):
/// - `date`: `creationDate` (UTC) in the entry's `timeZone` (else `location.timeZoneName`, else
///   UTC, written `Z`), with its offset; `modified`: `modifiedDate` likewise.
/// - Keys, in this order: `journal` (the journal file's name without `.json`), `timezone`,
///   `modified`, `location` and `weather` (Day One's objects as nested maps, Day One's member
///   names and values kept, `null` members left out), `pinned: true` (only when
///   `isPinned`/`pinned` is true; never folded into `starred`).
/// - Media are found by `md5` in their folder; a link to another entry's media item points to
///   that entry's copy; a link to an identifier nothing lists is kept and reported.
struct DayOneEntryMapper {
    /// One media item of the export, by identifier.
    struct Media {
        /// The export's file (`photos/<md5>.jpeg`).
        var file: String
        /// The entry that lists it, as `journal#index`.
        var owner: String
        /// The owner's month folder (`2026/11`).
        var folder: String
    }

    let archive: DayOneArchive
    let options: ImportOptions
    /// Media by identifier.
    var media: [String: Media] = [:]
    /// Media items listed by an entry whose file the export does not hold, by identifier: what was
    /// looked for (`photos/<md5>.jpeg`).
    var unfound: [String: String] = [:]
    /// The file name a media item the export lacks would have had (`<md5>.<type>`), by identifier.
    var unfoundNames: [String: String] = [:]
    /// The media items already reported missing, by identifier: each is reported once.
    var reportedMissing: Set<String> = []
    /// The export's files by lowercased name without extension (`<md5>`), for media files outside
    /// their usual folder or with another extension than their `type`.
    private var filesByStem: [String: [String]] = [:]
    /// The counts so far.
    var fidelity = ImportFidelity()
    /// Notes for the user.
    var warnings: [String] = []

    /// The entry keys dropped as device and activity metadata.
    static let deviceKeys: Set<String> = [
        "creationDevice", "creationDeviceType", "creationDeviceModel", "creationOSName", "creationOSVersion",
        "editingTime", "duration", "userActivity", "sourceString",
    ]

    init(archive: DayOneArchive, options: ImportOptions) {
        self.archive = archive
        self.options = options
    }

    /// Finds the file of every media item listed by every entry, before any entry is mapped (a
    /// link may name another entry's item).
    ///
    /// - Throws: ``ImportError`` for an entry whose date cannot be read.
    mutating func indexMedia(_ journals: [(file: String, entries: [ImportValue])]) throws {
        for name in archive.names {
            let file = ImportInput.fileName(name)
            let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
            filesByStem[stem.lowercased(), default: []].append(name)
        }
        for (file, entries) in journals {
            // A Classic entry's media are in its package's `photos/` (DayOneClassic).
            let base = file.lowercased().hasSuffix(".doentry") ? DayOneClassic.packageFolder(of: file) : Self.folder(of: file)
            for (index, entry) in entries.enumerated() {
                let (date, _) = try self.date(entry, journal: file, index: index)
                for (key, folder) in DayOneSource.mediaFolders {
                    for item in entry[key]?.array ?? [] {
                        guard let identifier = item["identifier"]?.string, media[identifier] == nil else { continue }
                        guard let found = findFile(item, folder: base + folder) else {
                            unfound[identifier] = missingFile(item, key: key)
                            if let md5 = item["md5"]?.string, !md5.isEmpty, let type = item["type"]?.string, !type.isEmpty {
                                unfoundNames[identifier] = "\(md5).\(type)"
                            }
                            continue
                        }
                        unfound[identifier] = nil
                        media[identifier] = Media(file: found, owner: "\(file)#\(index)", folder: VaultPath.folder(for: date.day))
                    }
                }
            }
        }
    }

    /// The folder part of a member name, with its slash (`""` at the top).
    private static func folder(of name: String) -> String {
        guard let slash = name.lastIndex(of: "/") else { return "" }
        return String(name[...slash])
    }

    /// The export's file for a media item: `<folder>/<md5>.<type>`, else a file of that folder
    /// named `<md5>.*`, else a file named `<md5>.*` (in any case) anywhere in the export (an export
    /// zipped again inside a folder, a `.jpg` listed as `jpeg`), else one named by its identifier.
    private func findFile(_ item: ImportValue, folder: String) -> String? {
        if let md5 = item["md5"]?.string, !md5.isEmpty {
            if let type = item["type"]?.string, archive.contains("\(folder)/\(md5).\(type)") { return "\(folder)/\(md5).\(type)" }
            let candidates = filesByStem[md5.lowercased()] ?? []
            if let found = candidates.first(where: { $0.hasPrefix(folder + "/") }) ?? candidates.first { return found }
        }
        if let identifier = item["identifier"]?.string, let found = filesByStem[identifier.lowercased()]?.first { return found }
        return nil
    }

    /// What was looked for, for a media item whose file the export does not hold:
    /// `no file photos/<md5>.jpeg in the export`.
    func missingFile(_ item: ImportValue, key: String) -> String {
        let folder = DayOneSource.mediaFolders.first { $0.key == key }?.folder ?? key
        guard let md5 = item["md5"]?.string, !md5.isEmpty else { return "the item has no md5, which names its file" }
        return "no file \(folder)/\(md5).\(item["type"]?.string ?? "*") in the export"
    }

    /// The entry's date and zone: `creationDate` in its `timeZone`.
    func date(_ entry: ImportValue, journal: String, index: Int) throws -> (EntryDate, TimeZone?) {
        let place = "\(journal), $.entries[\(index)].creationDate (entry \(index + 1))"
        guard entry.members != nil else {
            throw ImportError(path: options.displayPath, place: "\(journal), $.entries[\(index)] (entry \(index + 1))", "expected an entry object, found \(entry.kind)")
        }
        guard let text = entry["creationDate"]?.string else {
            throw ImportError(path: options.displayPath, place: place, entry["creationDate"] == nil ? "no creationDate" : "expected a date string, found \(entry["creationDate"]!.kind)")
        }
        guard let instant = ImportDates.instant(text) else {
            throw ImportError(path: options.displayPath, place: place, "'\(text)' is not a date with a time and an offset (2026-11-29T14:50:00Z)")
        }
        let zone = zone(of: entry)
        // A zone the entry names (GMT too) gives a numeric offset, as every other zone does; `Z`
        // is left for an entry without a zone.
        guard let local = ImportDates.local(instant, in: zone ?? TimeZone(identifier: "UTC")!, utcAsZ: zone == nil),
              let date = EntryDate(parsing: local) else {
            throw ImportError(path: options.displayPath, place: place, "the date is outside the years 0000 to 9999")
        }
        return (date, zone)
    }

    /// The entry's zone: `timeZone`, else `location.timeZoneName`, else `--time-zone` when it was
    /// given; `nil` when none names one (the date is then written in UTC, `Z`).
    func zone(of entry: ImportValue) -> TimeZone? {
        for name in [entry["timeZone"]?.string, entry["location"]?["timeZoneName"]?.string] {
            if let name, let zone = TimeZone(identifier: name) { return zone }
        }
        return options.timeZoneGiven ? options.timeZone : nil
    }

    /// Whether the entry names its zone itself (`timeZone` or `location.timeZoneName`), rather
    /// than taking `--time-zone`'s.
    func namesItsZone(_ entry: ImportValue) -> Bool {
        [entry["timeZone"]?.string, entry["location"]?["timeZoneName"]?.string].contains { $0.flatMap(TimeZone.init(identifier:)) != nil }
    }
}
