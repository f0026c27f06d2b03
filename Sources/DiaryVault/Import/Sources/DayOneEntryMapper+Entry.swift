import Foundation

extension DayOneEntryMapper {
    /// Maps one entry of a journal.
    ///
    /// - Parameters:
    ///   - entry: The entry object.
    ///   - journal: The journal's file name in the export.
    ///   - index: Its index in the journal's `entries`.
    /// - Throws: ``ImportError`` for a date that cannot be read, a value of the wrong type
    ///   (`text`, `tags`, `uuid`), or a media file that cannot be read.
    mutating func entry(_ entry: ImportValue, journal: String, index: Int) throws -> ImportedEntry {
        var (date, zone) = try self.date(entry, journal: journal, index: index)
        if let verbatim = try vaultFileEntry(entry, journal: journal, index: index) { return verbatim }
        func place(_ key: String) -> String { "\(journal), $.entries[\(index)].\(key) (entry \(index + 1))" }
        func wrongType(_ key: String, _ expected: String) -> ImportError {
            ImportError(path: options.displayPath, place: place(key), "expected \(expected), found \(entry[key]!.kind)")
        }
        let journalName = journal.lowercased().hasSuffix(".doentry") ? DayOneClassic.journalName(of: journal, input: options.path)
            : String(ImportInput.fileName(journal).dropLast(5))
        var extra = [ImportedField("journal", .string(journalName))]
        var sourceID: String?
        var uuid: EntryID?
        var text = ""
        var starred = false
        var tags: [String] = []
        var pinned = false
        var location: ImportedField?
        var weather: ImportedField?
        var modified: ImportedField?
        var modifiedInstant: Date?
        var mediaKeys: [String] = []
        var richText: String?
        var allDay = false
        for (key, value) in entry.members ?? [] {
            switch key {
            case "uuid":
                guard let id = value.string else { throw wrongType(key, "a string") }
                sourceID = id
                uuid = EntryID(parsing: id)
                fidelity.record(key, uuid == nil ? .converted : .kept, reason: uuid == nil ? "not a UUID: a name-based uuid is derived from it" : "")
            case "creationDate":
                fidelity.record(key, .converted, reason: zone == nil ? "no time zone: written in UTC (give --time-zone for the writer's zone)"
                                    : namesItsZone(entry) ? "written in the entry's time zone, with its offset" : "no time zone: written in --time-zone's, with its offset")
            case "modifiedDate":
                if let text = value.string, let instant = ImportDates.instant(text),
                   let local = ImportDates.local(instant, in: zone ?? TimeZone(identifier: "UTC")!, utcAsZ: zone == nil) {
                    modified = ImportedField("modified", .string(local))
                    modifiedInstant = instant
                    fidelity.record(key, .converted, reason: "written as modified, in the entry's time zone")
                } else {
                    fidelity.record(key, .dropped, reason: "not a date")
                }
            case "timeZone":
                if let name = value.string, TimeZone(identifier: name) != nil {
                    fidelity.record(key, .kept, reason: "as timezone")
                } else {
                    fidelity.record(key, .dropped, reason: "not a time zone name")
                }
            case "text":
                guard value != .null else { continue }
                guard let string = value.string else { throw wrongType(key, "a string") }
                text = string
            case "richText":
                richText = value.string
            case "isAllDay":
                allDay = value.bool == true
                fidelity.record(key, allDay ? .converted : .kept, reason: allDay ? "written as a date without a time" : "")
            case "starred":
                guard let flag = value.bool else { throw wrongType(key, "a boolean") }
                starred = flag
                fidelity.record(key, .kept)
            case "isPinned", "pinned":
                guard let flag = value.bool else { throw wrongType(key, "a boolean") }
                pinned = pinned || flag
                fidelity.record(key, flag ? .kept : .dropped, reason: flag ? "as pinned" : "false: no key written")
            case "tags":
                guard let items = value.array else { throw wrongType(key, "a list of strings") }
                for item in items {
                    guard let tag = item.string else { throw wrongType(key, "a list of strings") }
                    if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
                }
                fidelity.record(key, .kept)
            case "location", "weather":
                let field = nestedMap(key, value)
                if key == "location" { location = field } else { weather = field }
            case _ where DayOneSource.mediaFolders.contains { $0.key == key }:
                mediaKeys.append(key)
            case _ where Self.deviceKeys.contains(key):
                fidelity.record(key, .dropped, reason: "device and activity metadata are not kept as front matter")
            default:
                fidelity.record(key, .dropped, reason: "not a field the Day One importer knows")
            }
        }
        if allDay, let day = EntryDate(parsing: date.day.description) { date = day }
        if let zone, namesItsZone(entry) { extra.append(ImportedField("timezone", .string(zone.identifier))) }
        if let modified { extra.append(modified) }
        if let location { extra.append(location) }
        if let weather { extra.append(weather) }
        if pinned { extra.append(ImportedField("pinned", .bool(true))) }

        let owner = "\(journal)#\(index)"
        let id = uuid ?? ImportedEntry.nameBasedID(source: DayOneSource.name, key: sourceID ?? owner + "#" + date.text)
        var textFromRichText = false
        if text.allSatisfy(\.isWhitespace), let richText, !richText.allSatisfy(\.isWhitespace) {
            let (markdown, fromJSON) = DayOneRichText.markdown(richText)
            text = markdown
            textFromRichText = true
            fidelity.record("richText", .converted, reason: fromJSON
                ? "text is empty: the text is taken from richText (headings, lists, media; inline styles are not kept)"
                : "text is empty: richText, plain text here, is the text")
        } else if entry["richText"] != nil {
            fidelity.record("richText", .dropped, reason: "the same text as text, in Day One's rich-text JSON")
        }
        var attachments: [ImportedAttachment] = []
        var owned: [(identifier: String, key: String, name: String)] = []
        for key in mediaKeys {
            for item in entry[key]?.array ?? [] {
                guard let identifier = item["identifier"]?.string, let found = media[identifier] else {
                    let identifier = item["identifier"]?.string ?? "?"
                    reportedMissing.insert(identifier)
                    warnings.append("\(sourceID ?? owner): \(key) item \(identifier): \(missingFile(item, key: key)); its links are kept as they are")
                    fidelity.record(key, .dropped, reason: "the file is not in the export")
                    continue
                }
                guard found.owner == owner else { continue }
                let name = ImportInput.fileName(found.file)
                owned.append((identifier, key, name))
                if attachments.contains(where: { $0.name == name }) { continue }
                attachments.append(ImportedAttachment(name: name, sourcePath: found.file, contents: try archive.contents(found.file)))
            }
        }
        var body = text
        var converted = false
        if !textFromRichText, DayOneText.escapingSystems.contains(entry["creationOSName"]?.string ?? "") {
            let (unescaped, changed) = DayOneText.unescape(body)
            body = unescaped
            converted = changed
        }
        let (linked, rewritten, forms) = rewriteLinks(body, folder: VaultPath.folder(for: date.day), entry: sourceID ?? owner)
        body = linked
        // Media the text links nowhere (Day One shows them in the entry's gallery) are linked at the
        // end of the body, so that they stay with the entry and `export dayone` keeps them.
        let linkedIdentifiers = Set(DayOneText.momentLinks(in: text).map(\.identifier))
        var unlinked: [String] = []
        for item in owned {
            if linkedIdentifiers.contains(item.identifier) || unlinked.contains(item.name) {
                fidelity.record(item.key, .converted, reason: "copied to attachments/; photo metadata is not kept")
                continue
            }
            unlinked.append(item.name)
            fidelity.record(item.key, .converted, reason: "copied to attachments/ and linked at the end of the body: the text links it nowhere")
        }
        if !unlinked.isEmpty {
            while body.hasSuffix("\n") { body.removeLast() }
            let links = unlinked.map { "![](attachments/\(ImportPlan.linkForm($0)))" }.joined(separator: "\n")
            body += (body.isEmpty ? "" : "\n\n") + links
        }
        if entry["text"] != nil, !textFromRichText {
            fidelity.record("text", converted || rewritten ? .converted : .kept,
                            reason: converted || rewritten ? "Apple's markdown escapes undone, dayone-moment links rewritten to attachments/" : "")
        }
        var imported = ImportedEntry(sourceID: sourceID, sourceFile: journal, uuid: id, date: date, body: body,
                                     starred: starred, tags: tags, extra: extra, attachments: attachments)
        imported.modified = modifiedInstant
        imported.missingForms = forms
        return imported
    }

    /// Rewrites `dayone-moment:` links to the copied files: `attachments/<name>` for a media item
    /// of an entry in the same month folder, `../../YYYY/MM/attachments/<name>` for one in another;
    /// a link to an identifier nothing lists is kept as it is and reported (once for a media item
    /// the entry lists, whose missing file is reported already).
    ///
    /// - Returns: The text, whether it changed, and each link's two forms (``ImportedLinkForm``):
    ///   the file's target and the `dayone-moment:` link an import without the file keeps; a
    ///   missing file's target is its name beside the entry (`attachments/<md5>.<type>`).
    private mutating func rewriteLinks(_ text: String, folder: String, entry: String) -> (String, Bool, [ImportedLinkForm]) {
        let links = DayOneText.momentLinks(in: text)
        guard !links.isEmpty else { return (text, false, []) }
        var result = text
        var changed = false
        var forms: [ImportedLinkForm] = []
        for link in links.reversed() {
            guard let item = media[link.identifier] else {
                if let name = unfoundNames[link.identifier] {
                    forms.append(ImportedLinkForm(linked: "attachments/" + ImportPlan.linkForm(name), missing: String(text[link.range])))
                }
                if reportedMissing.contains(link.identifier) {
                    fidelity.record("text (dayone-moment links)", .kept, reason: "no media item has the identifier: the link is kept as it is")
                    continue
                }
                let why = unfound[link.identifier].map { "its media item lists a file the export does not hold (\($0)); the link" }
                    ?? "which no media item of the export lists,"
                warnings.append("\(entry): a dayone-moment link to \(link.identifier), \(why) is kept as it is")
                fidelity.record("text (dayone-moment links)", .kept, reason: "no media item has the identifier: the link is kept as it is")
                continue
            }
            let name = ImportPlan.linkForm(ImportInput.fileName(item.file))
            let target = item.folder == folder ? "attachments/" + name : "../../" + item.folder + "/attachments/" + name
            forms.append(ImportedLinkForm(linked: target, missing: String(text[link.range])))
            result.replaceSubrange(link.range, with: target)
            changed = true
        }
        return (result, changed, forms)
    }

    /// Day One's `location` or `weather` object as a nested map under the same key, with Day One's
    /// member names and values (`location: {placeName: …, latitude: 37.5, …}`): nested objects
    /// as maps, lists as lists; `null` members are left out. `export dayone` writes the map back as
    /// the same object. A value that is not an object is a plain-text key, as written.
    private mutating func nestedMap(_ key: String, _ value: ImportValue) -> ImportedField? {
        guard let members = value.members else {
            if let text = value.string, !text.isEmpty {
                fidelity.record(key, .kept, reason: "not an object: kept as text")
                return ImportedField(key, .string(text))
            }
            fidelity.record(key, .dropped, reason: "expected an object, found \(value.kindName)")
            return nil
        }
        var pairs: [FrontMatterPair] = []
        for (name, member) in members {
            guard let converted = Self.nestedValue(member) else {
                fidelity.record(key + "." + name, .dropped, reason: "null or data: not kept in the \(key) map")
                continue
            }
            pairs.append(FrontMatterPair(key: name, value: converted))
            fidelity.record(key + "." + name, .kept, reason: "in the \(key) map")
        }
        return pairs.isEmpty ? nil : ImportedField(key, .mapping(pairs))
    }

    /// A member of `location`/`weather` as front matter: objects as maps, arrays as lists, a
    /// number written without `.` or an exponent as an integer; `nil` for `null` and data.
    static func nestedValue(_ value: ImportValue) -> FrontMatterValue? {
        switch value {
        case .null, .data: return nil
        case .bool(let flag): return .bool(flag)
        case .number(let number, let text):
            if !text.contains("."), !text.contains("e"), !text.contains("E"), let integer = Int(text) { return .integer(integer) }
            return .float(number)
        case .string(let text): return .string(text)
        case .date(let date): return .string(ImportDates.local(date, in: TimeZone(identifier: "UTC")!) ?? "\(date)")
        case .array(let items): return .sequence(items.compactMap(nestedValue))
        case .object(let members):
            return .mapping(members.compactMap { name, member in nestedValue(member).map { FrontMatterPair(key: name, value: $0) } })
        }
    }
}
