import Foundation

/// The mapping of the `json` and `plist` sources: an array of objects (records), each one entry.
///
/// Which member holds each part comes from `--map key=field` (a field may be a dotted path,
/// `meta.created`), else from the first of these names that any record has:
///
/// | part | names tried |
/// |---|---|
/// | uuid | `uuid`, `uuidString`, `id`, `identifier` |
/// | date | `date`, `createdAt`, `created`, `creationDate`, `timestamp`, `time` |
/// | title | `title`, `subject`, `heading` |
/// | body | `text`, `body`, `content`, `contents`, `note`, `entry` |
/// | mood | `mood`, `feeling` |
/// | starred | `starred`, `isStar`, `isStarred`, `star`, `favorite`, `isFavorite`, `favourite` |
/// | tags | `tags`, `labels`, `keywords` |
///
/// Every other member becomes a front-matter key of its own (``ImportedField``): scalars and
/// lists of scalars as they are, nested objects flattened with dotted keys (`place.city`); a key
/// vault gives a meaning to (`favorite`, `created`) gets the source's name before it
/// (`json-favorite`) so it cannot change the entry's meaning. Dates: ``RecordDates``.
struct RecordMapping {
    /// The parts an entry is made of, in the order `--map` documents them.
    enum Part: String, CaseIterable {
        case title, body, date, mood, starred, uuid, tags
    }

    /// The names tried for each part when `--map` does not name one.
    static let defaults: [Part: [String]] = [
        .uuid: ["uuid", "uuidString", "id", "identifier"],
        .date: ["date", "createdAt", "created", "creationDate", "timestamp", "time"],
        .title: ["title", "subject", "heading"],
        .body: ["text", "body", "content", "contents", "note", "entry"],
        .mood: ["mood", "feeling"],
        .starred: ["starred", "isStar", "isStarred", "star", "favorite", "isFavorite", "favourite"],
        .tags: ["tags", "labels", "keywords"],
    ]

    /// The source's name (`json`, `plist`), for uuids, renamed keys and messages.
    var source: String
    /// The input file's name, as entries and errors name it.
    var file: String
    /// The options of the import.
    var options: ImportOptions

    /// Maps records to entries.
    ///
    /// - Parameters:
    ///   - records: The array's elements.
    ///   - arrayPath: The JSON path of the array (`$`, `$.diaryList`), for errors.
    /// - Returns: The entries in order, with the fidelity counts; none, with a warning, for an
    ///   empty array.
    /// - Throws: ``ImportError`` naming the file and the record's path (`$[3].date (entry 4)`) for
    ///   an element that is not an object, a value of the wrong type, or a date that cannot be read.
    func map(_ records: [ImportValue], arrayPath: String) throws -> ImportBatch {
        // An app with no entries yet exports an empty array: nothing to import, and no field to look for.
        guard !records.isEmpty else {
            var batch = ImportBatch()
            batch.warnings.append("\(file): the array \(arrayPath) holds no entries: nothing to import")
            return batch
        }
        var objects: [[(key: String, value: ImportValue)]] = []
        for (index, record) in records.enumerated() {
            guard let members = record.members else {
                throw ImportError(path: file, place: "\(arrayPath)[\(index)] (entry \(index + 1))",
                                  "expected an object, found \(record.kind)")
            }
            objects.append(members)
        }
        var fields: [Part: String] = [:]
        for part in Part.allCases {
            if let given = options.fieldMap[part.rawValue] {
                // A field no record has is a typo, not an empty value (`--map body=nosuch`
                // must not write every entry with an empty body).
                guard records.contains(where: { Self.value(at: given, in: $0) != nil }) else {
                    throw ImportError(path: file, place: arrayPath,
                                      "--map \(part.rawValue)=\(given): no entry has the field '\(given)'")
                }
                fields[part] = given
            } else if let found = Self.defaults[part]!.first(where: { name in objects.contains { $0.contains { $0.key == name } } }) {
                fields[part] = found
            }
        }
        guard let dateField = fields[.date] else {
            throw ImportError(path: file, place: arrayPath, "no date field (looked for \(Self.defaults[.date]!.joined(separator: ", "))); name it with --map date=FIELD")
        }
        let dates = try RecordDates(records: objects, field: dateField, file: file, arrayPath: arrayPath, options: options)
        var batch = ImportBatch()
        for (index, members) in objects.enumerated() {
            var entry = try entry(members, index: index, fields: fields, dates: dates, arrayPath: arrayPath, fidelity: &batch.fidelity)
            entry.sourceFile = file
            batch.entries.append(entry)
        }
        return batch
    }

    /// One record's entry.
    private func entry(_ members: [(key: String, value: ImportValue)], index: Int, fields: [Part: String],
                       dates: RecordDates, arrayPath: String, fidelity: inout ImportFidelity) throws -> ImportedEntry {
        let record = ImportValue.object(members)
        func place(_ field: String) -> String { "\(arrayPath)[\(index)].\(field) (entry \(index + 1))" }
        func wrongType(_ field: String, _ value: ImportValue, _ expected: String) -> ImportError {
            ImportError(path: file, place: place(field), "expected \(expected), found \(value.kind)")
        }
        func lookup(_ part: Part) -> (String, ImportValue)? {
            guard let field = fields[part], let value = Self.value(at: field, in: record), value != .null else { return nil }
            return (field, value)
        }
        let (date, dateExtra) = try dates.date(of: index, fidelity: &fidelity)
        var body = ""
        if let (field, value) = lookup(.body) {
            guard let text = value.string else { throw wrongType(field, value, "a string") }
            body = text
            fidelity.record(field, .kept)
        }
        var title: String?
        if let (field, value) = lookup(.title) {
            guard let text = value.string else { throw wrongType(field, value, "a string") }
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                fidelity.record(field, .dropped, reason: "empty: the title is taken from the body")
            } else {
                title = trimmed
                fidelity.record(field, .kept, reason: "")
            }
        }
        var mood: Mood?
        var moodAsWritten: FrontMatterValue?
        if let (field, value) = lookup(.mood) {
            switch value {
            case .string, .number, .bool: break
            default: throw wrongType(field, value, "a string or a number")
            }
            let written = ExtraFields.frontMatterValue(value, timeZone: options.timeZone) ?? .null
            (mood, moodAsWritten) = ImportedMood.read(written, field: field, fidelity: &fidelity)
        }
        var starred = false
        if let (field, value) = lookup(.starred) {
            switch value {
            case .bool(let flag): starred = flag
            case .number(let number, _) where number == 0 || number == 1: starred = number == 1
            default: throw wrongType(field, value, "a boolean")
            }
            fidelity.record(field, .kept)
        }
        var tags: [String] = []
        if let (field, value) = lookup(.tags) {
            switch value {
            case .string(let text): tags = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            case .array(let items):
                for item in items {
                    guard let tag = item.string else { throw wrongType(field, item, "a list of strings") }
                    if !tag.isEmpty, !tags.contains(tag) { tags.append(tag) }
                }
            default: throw wrongType(field, value, "a list of strings")
            }
            fidelity.record(field, .kept)
        }
        var sourceID: String?
        var uuid: EntryID?
        if let (field, value) = lookup(.uuid) {
            switch value {
            case .string(let text): sourceID = text
            case .number(_, let text): sourceID = text
            default: throw wrongType(field, value, "a string")
            }
            uuid = sourceID.flatMap(EntryID.init(parsing:))
            fidelity.record(field, uuid == nil ? .converted : .kept, reason: uuid == nil ? "not a UUID: a name-based uuid is derived from it" : "")
        }
        let used = Set(fields.values.map { String($0.prefix { $0 != "." }) })
        var extra = dateExtra
        for (key, value) in members where !used.contains(key) {
            ExtraFields.add(key, value, source: source, timeZone: options.timeZone, to: &extra, fidelity: &fidelity)
        }
        let id = uuid ?? ImportedEntry.nameBasedID(source: source, key: sourceID.map { file + "#" + $0 } ?? file + "\n" + date.text + "\n" + (title ?? "") + "\n" + body)
        return ImportedEntry(sourceID: sourceID, sourceFile: file, uuid: id, date: date, title: title, body: body,
                             mood: mood, moodAsWritten: moodAsWritten, starred: starred, tags: tags, extra: extra)
    }

    /// The value at a dotted path (`meta.created`) in an object, or `nil`.
    static func value(at path: String, in record: ImportValue) -> ImportValue? {
        if let direct = record[path] { return direct }
        var current = record
        for component in path.split(separator: ".") {
            guard let next = current[String(component)] else { return nil }
            current = next
        }
        return current
    }
}

extension ImportValue {
    /// The kind in words with an article, for errors: `a string`, `an object`, `null`.
    var kind: String { kindName }
}

extension ImportOptions {
    /// The keys `--map` accepts: the entry's parts (``RecordMapping/Part``), and `entries` for
    /// the member holding the array.
    static let mapKeys = RecordMapping.Part.allCases.map(\.rawValue) + ["entries"]
}
