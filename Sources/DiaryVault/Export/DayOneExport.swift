import Foundation

/// Builds `vault export dayone`: a zip archive in the shape of Day One's "JSON (.zip)" export,
/// which Day One's importer reads (docs/EXPORT.md states each field).
///
/// ```
/// Journal.json          {"metadata": {"version": "1.0"}, "entries": [ENTRY, ...]}
/// photos/<md5>.jpeg     the files the entries link from attachments/
/// ```
/// One JSON file per journal: an entry's `journal` key names its journal (`Journal` without
/// one), as `vault import dayone` writes it. Each ENTRY holds `uuid` (32 upper-case hex digits,
/// no dashes), `creationDate` and, from a `modified` key, `modifiedDate` (UTC, `yyyy-MM-ddTHH:mm:ssZ`), `timeZone`
/// (``moment(of:zoneKey:fallback:)``), `isAllDay`, `starred`, `isPinned`, `tags`, `text` (the
/// title as a first `# ` line when the title is a `title` key, links to attachments as
/// `dayone-moment:` links), and `location`, `weather` and the media arrays when there are any:
/// the keys `vault import dayone` writes, turned back (a `location`/`weather` map is written as
/// the same object, member for member; a plain-text `location`/`weather` with `latitude`,
/// `longitude`, `temperature` as `placeName`, `conditionsDescription`, `temperatureCelsius`).
///
/// Add entries with ``append(_:load:)``, then write the archive with ``write(modified:to:)``: it
/// streams, so a diary of any size with media of any size costs about its deflated journals in
/// memory.
struct DayOneExport {
    /// The front-matter keys read back into Day One's fields (besides the semantic keys).
    static let mappedKeys: Set<String> = [
        "journal", "timezone", "modified", "location", "latitude", "longitude", "weather", "temperature", "pinned",
        SemanticKey.private.name,
    ]

    /// The zone of local times written without an offset or a `timezone` key (the machine's).
    var fallbackZone: TimeZone
    /// Each journal's JSON, deflated as its entries come, with how many entries it holds, in the
    /// order journals first appear.
    private var journals: [(name: String, json: ZipDeflater, count: Int)] = []
    /// The archive's media members by path, with the file each is copied from, in the order
    /// first linked (a file linked twice is stored once).
    private(set) var media: [(path: String, source: String)] = []
    private var mediaPaths: Set<String> = []
    /// Keys with no Day One field, with how many exported entries had each, in the order first seen.
    private(set) var droppedKeys: [(key: String, count: Int)] = []
    /// Links to files that do not exist, as `path: target`, kept as written.
    private(set) var missingLinks: [String] = []
    /// Linked files of the vault of a kind Day One does not hold (`.webm`, `.zip`), as
    /// `path: target`: not in the archive, the link kept as written.
    private(set) var uncarriedLinks: [String] = []

    /// An empty export.
    ///
    /// - Parameter fallbackZone: The zone of local times without an offset (see ``moment(of:zoneKey:fallback:)``).
    init(fallbackZone: TimeZone) {
        self.fallbackZone = fallbackZone
    }

    /// Adds an entry.
    ///
    /// - Parameters:
    ///   - exported: The entry.
    ///   - load: The file the body links, relative to the entry's folder, or `nil`.
    mutating func append(_ exported: ExportEntry, load: (String) -> MediaFile?) {
        let entry = exported.entry
        let document = entry.document
        func text(_ key: String) -> String? { document[key]?.stringValue.flatMap { $0.isEmpty ? nil : $0 } }
        func number(_ key: String) -> Double? {
            switch document[key] {
            case .integer(let value)?: Double(value)
            case .float(let value)?: value.isFinite ? value : nil
            default: nil
            }
        }
        let uuid = (entry.uuid ?? ImportedEntry.nameBasedID(source: "vault-export", key: exported.path)).canonical
            .replacingOccurrences(of: "-", with: "")
        let moment = Self.moment(of: exported.date, zoneKey: text("timezone"), fallback: fallbackZone)
        let modified = text("modified").flatMap(EntryDate.init(parsing:)).map {
            Self.moment(of: $0, zoneKey: text("timezone"), fallback: fallbackZone).seconds
        }
        var rewritten = Self.rewritingLinks(Self.text(of: entry), key: uuid, load: load)
        for index in rewritten.media.indices {
            rewritten.media[index].vaultPath = VaultPath.resolving(rewritten.media[index].link, from: exported.folder)
        }
        let links = exported.fileLinks
        rewritten.media += Self.galleryMedia(links, folder: exported.folder, after: rewritten.media, key: uuid, load: load)
        for link in links where MediaKind(fileExtension: (link as NSString).pathExtension) == nil && load(link) != nil {
            uncarriedLinks.append(exported.path + ": " + link)
        }
        missingLinks += rewritten.missing.map { exported.path + ": " + $0 }
        var json = JSONWriter()
        json.beginObject()
        json.field("uuid", uuid)
        json.field("creationDate", Self.utcText(moment.seconds))
        if let modified { json.field("modifiedDate", Self.utcText(modified)) }
        json.field("timeZone", moment.zoneName)
        json.field("isAllDay", moment.isAllDay)
        json.field("starred", entry.isStarred)
        json.field("isPinned", document["pinned"].map { Starred.interpret($0).isStarred } ?? false)
        json.field("tags", entry.tags)
        json.field("text", rewritten.text)
        let latitude = number("latitude"), longitude = number("longitude")
        if case .mapping(let pairs)? = document["location"] {
            // A nested map (what `vault import dayone` writes): the same object back.
            json.key("location")
            json.value(.mapping(pairs))
        } else if text("location") != nil || (latitude != nil && longitude != nil) {
            json.key("location")
            json.beginObject()
            if let place = text("location") { json.field("placeName", place) }
            if let latitude, let longitude {
                json.key("latitude")
                json.value(latitude)
                json.key("longitude")
                json.value(longitude)
            }
            json.endObject()
        }
        let temperature = number("temperature")
        if case .mapping(let pairs)? = document["weather"] {
            json.key("weather")
            json.value(.mapping(pairs))
        } else if text("weather") != nil || temperature != nil {
            json.key("weather")
            json.beginObject()
            if let conditions = text("weather") { json.field("conditionsDescription", conditions) }
            if let temperature {
                json.key("temperatureCelsius")
                json.value(temperature)
            }
            json.endObject()
        }
        writeMedia(rewritten.media, to: &json)
        // The file itself, so that `vault import dayone` of this archive writes it back byte for
        // byte (DayOneEntryMapper.vaultFileEntry); Day One ignores members it does not know.
        json.key("vaultFile")
        json.beginObject()
        json.field("path", exported.path)
        json.field("frontMatterSource", (document.hasByteOrderMark ? "\u{FEFF}" : "") + (document.frontMatter?.source ?? ""))
        json.field("body", document.body)
        json.endObject()
        json.endObject()
        add(json.takeBytes(), toJournal: text("journal") ?? "Journal")
        countDroppedKeys(of: entry)
    }

    /// The text Day One gets: the body without leading blank lines, line breaks as `\n`, after a
    /// `# Title` line when the title is a `title` key that the body does not already start with
    /// as a heading.
    static func text(of entry: Entry) -> String {
        var body = entry.body.trimmingLeadingBlankLines
        if body.utf8.contains(0x0D) { body = body.replacingOccurrences(of: "\r\n", with: "\n") }
        guard entry.storedKey(for: .title) != nil, !entry.title.isEmpty,
              EntryRenderer.bodyWithoutTitleHeading(entry) == entry.body.trimmingLeadingBlankLines else { return body }
        return "# " + JrnlRenderer.titleLine(entry.title) + (body.isEmpty ? "" : "\n\n" + body)
    }

    /// Writes the media arrays of an entry and keeps their files for the archive.
    private mutating func writeMedia(_ items: [Media], to json: inout JSONWriter) {
        for kind in MediaKind.allCases {
            let ofKind = items.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            json.key(kind.arrayKey)
            json.beginArray()
            for (order, item) in ofKind.enumerated() {
                json.beginObject()
                json.field("identifier", item.identifier)
                json.field("md5", item.md5)
                json.field("type", item.type)
                json.field("orderInEntry", order)
                json.field("fileSize", item.size)
                json.field("filename", item.filename)
                if let vaultPath = item.vaultPath { json.field("vaultPath", vaultPath) }
                json.endObject()
                if mediaPaths.insert(item.archivePath).inserted { media.append((item.archivePath, item.source)) }
            }
            json.endArray()
        }
    }

    /// Files an entry's JSON under its journal.
    private mutating func add(_ entry: [UInt8], toJournal name: String) {
        let index = journals.firstIndex(where: { $0.name == name }) ?? {
            journals.append((name, Self.startJournal(), 0))
            return journals.count - 1
        }()
        if journals[index].count > 0 { journals[index].json.append([UInt8(ascii: ",")]) }
        journals[index].json.append(entry)
        journals[index].count += 1
    }

    /// A journal's JSON up to its first entry: `{"metadata":{"version":"1.0"},"entries":[`.
    private static func startJournal() -> ZipDeflater {
        let json = ZipDeflater()
        json.append(Array(#"{"metadata":{"version":"1.0"},"entries":["#.utf8))
        return json
    }

    /// Counts the entry's front-matter keys that no Day One field holds.
    private mutating func countDroppedKeys(of entry: Entry) {
        let semantic = Set([SemanticKey.uuid, .date, .starred, .tags, .title].compactMap { entry.storedKey(for: $0) })
        for field in entry.document.frontMatter?.fields ?? [] where !semantic.contains(field.key) && !Self.mappedKeys.contains(field.key) {
            if let index = droppedKeys.firstIndex(where: { $0.key == field.key }) {
                droppedKeys[index].count += 1
            } else {
                droppedKeys.append((field.key, 1))
            }
        }
    }

    /// Writes the archive through `output` as it goes (``ZipStreamWriter``): each journal's JSON
    /// (`<journal>.json`, deflated entry by entry as they were added), then the media files,
    /// stored (they are compressed already), each copied from its file a piece at a time. Memory
    /// holds the deflated journals and the central directory, never a whole media file.
    ///
    /// - Parameters:
    ///   - modified: The timestamp of every member.
    ///   - output: Receives the archive's bytes in order.
    /// - Throws: ``ZipWriteError`` when the archive passes zip's limits; ``VaultError`` when a
    ///   media file can no longer be read or changed meanwhile; what `output` throws.
    mutating func write(modified: ZipWriter.Timestamp, to output: ([UInt8]) throws -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            var zip = ZipStreamWriter(modified: modified, output: output)
            if journals.isEmpty { journals.append(("Journal", Self.startJournal(), 0)) }
            for journal in journals {
                journal.json.append(Array("]}\n".utf8))
                try zip.add(Self.fileName(journal: journal.name), deflated: journal.json)
            }
            journals = []  // the JSON is in the archive now
            for (path, source) in media {
                try zip.addFile(path, path: source)
            }
            try zip.finish()
        }
    }

    /// A journal's file name: `<name>.json`, with `/`, `\`, control characters and a leading
    /// `.` replaced by `_`.
    static func fileName(journal name: String) -> String {
        var safe = String(name.map { $0 == "/" || $0 == "\\" || $0.isNewline || ($0.asciiValue.map { $0 < 0x20 } ?? false) ? "_" : $0 })
        if safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        return (safe.isEmpty ? "Journal" : safe) + ".json"
    }
}
