import Foundation

/// One Obsidian daily note mapped to an ``ImportedEntry``.
///
/// The rules (`../shared/import-samples/README.md`, docs/IMPORT.md "Obsidian"):
/// - the date is the day of the note's name; a `created` (or `date`) property with a time on that
///   day becomes the date, written with seconds (and its offset when it has one); one on another
///   day is kept as a property (`created` as written, after the samples; `date` as `obsidian-date`);
/// - every property is kept, except `tags` and `mood`, which become vault's tags and mood; a
///   `uuid` property that is a uuid becomes the entry's uuid (another is kept as `obsidian-uuid`), and
///   a `starred`/`favorite` property of `true` or `false` the entry's starred, a `title` the
///   entry's title; other names vault gives a meaning (`id`, `isStar`) are kept as
///   `obsidian-<name>` (``ExtraFields/writtenKey(_:source:)``);
/// - tags are the `tags` property (a list, or one string split on commas), then the body's
///   inline tags (``InlineTags``), without `#`, without repeats;
/// - embeds `![[file.png]]` of files in the vault are copied and become `![](attachments/file.png)`
///   (`[file.pdf](attachments/file.pdf)` for files that are not images); markdown image links to
///   vault files are copied too, keeping their alt text; embeds of notes and wiki links stay text.
struct ObsidianNote {
    /// The entry.
    var entry: ImportedEntry
    /// What happened to the note's fields.
    var fidelity = ImportFidelity()
    /// Embeds that name no file in the vault.
    var warnings: [String] = []

    /// The extensions of Obsidian's own note files (markdown notes, canvases, bases): embeds of
    /// them stay `![[...]]` links and are never copied as attachments.
    static let noteExtensions: Set<String> = ["md", "canvas", "base"]
    /// The extensions written as images (`![](...)`) when embedded; other copied files are linked
    /// `[name](...)`.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "bmp", "svg", "avif", "heic", "tif", "tiff"]

    /// Maps a note.
    ///
    /// - Parameters:
    ///   - text: The note's text.
    ///   - path: Its path relative to the vault.
    ///   - day: The day its name gives.
    ///   - vault: The vault's files, for embeds.
    /// - Throws: ``FrontMatterError`` when the front matter does not parse.
    init(text: String, path: String, day: CivilDate, vault: ObsidianVaultFiles) throws {
        let document = try EntryDocument(parsing: text, path: path)
        guard var date = EntryDate(parsing: day.description) else { preconditionFailure("not a date: \(day)") }
        var fidelity = ImportFidelity()
        fidelity.record("file name", .converted, reason: "the day of the name, as the entry's date")
        var uuid = ImportedEntry.nameBasedID(source: ObsidianSource.name, key: path)
        var sourceID: String?
        var mood: Mood?
        var moodAsWritten: FrontMatterValue?
        var tags: [String] = []
        var extra: [ImportedField] = []
        var dateTaken = false
        var starred = false
        var title: String?
        for field in document.frontMatter?.fields ?? [] {
            let key = field.key
            let value = field.value
            // Keys vault gives a meaning are named as SemanticKey names them (in any ASCII case).
            switch SemanticKey(naming: key) {
            case .tags?:
                InlineTags.merge(Self.tags(of: value), into: &tags)
                fidelity.record("tags", .kept)
            case nil where key.equalsIgnoringASCIICase("tag"):
                // Obsidian reads `tag` as `tags`; vault gives `tag` no meaning of its own.
                InlineTags.merge(Self.tags(of: value), into: &tags)
                fidelity.record("tags", .kept)
            case .mood?:
                (mood, moodAsWritten) = ImportedMood.read(value, field: "mood", fidelity: &fidelity)
            case .date?:
                if !dateTaken, let text = value.stringValue, let written = EntryDate(parsing: text), written.day == day {
                    if written.time != nil { date = Self.withSeconds(written) }
                    dateTaken = true
                    fidelity.record(key, .converted, reason: "the note's date, written with seconds")
                } else {
                    // The samples' README keeps `created` as written; `date` is vault's own key.
                    let name = key == "created" ? key : ExtraFields.writtenKey(key, source: ObsidianSource.name)
                    extra.append(ImportedField(name, value))
                    fidelity.record(key, name == key ? .kept : .converted, reason: name == key ? "not on the note's day: kept" : "not on the note's day: kept as \(name)")
                }
            case .uuid? where key.equalsIgnoringASCIICase(SemanticKey.uuid.name) && value.stringValue.flatMap(EntryID.init(parsing:)) != nil:
                uuid = value.stringValue.flatMap(EntryID.init(parsing:)) ?? uuid
                sourceID = value.stringValue
                fidelity.record("uuid", .kept)
            case .uuid? where key.equalsIgnoringASCIICase(SemanticKey.uuid.name):
                extra.append(ImportedField(ExtraFields.writtenKey(key, source: ObsidianSource.name), value))
                fidelity.record(key, .converted, reason: "not a uuid: kept as obsidian-\(key)")
            case .starred?:
                if case .bool(let flag) = value {
                    starred = flag
                    fidelity.record(key, .kept)
                } else {
                    // `starred: maybe` is not a flag: kept under a name vault does not read.
                    let name = ExtraFields.writtenKey(key, source: ObsidianSource.name)
                    extra.append(ImportedField(name, value))
                    fidelity.record(key, name == key ? .kept : .converted,
                                    reason: name == key ? "" : "not true or false: kept as \(name)")
                }
            case .title? where value.stringValue != nil:
                title = value.stringValue
                fidelity.record("title", .kept)
            default:
                // `id`, `uuidString`, `isStar`: vault would read them as its own keys (docs/IMPORT.md).
                let name = ExtraFields.writtenKey(key, source: ObsidianSource.name)
                extra.append(ImportedField(name, value))
                fidelity.record(key, name == key ? .kept : .converted,
                                reason: name == key ? "" : "written as '\(name)': vault reads '\(key)' as one of its own keys")
            }
        }
        var body = Substring(document.body)
        while let newline = body.firstIndex(of: "\n"), body[..<newline].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) {
            body = body[body.index(after: newline)...]
        }
        var embeds = ObsidianEmbeds(vault: vault, note: path)
        let rewritten = embeds.rewrite(String(body))
        let propertyTags = tags.count
        InlineTags.merge(InlineTags.find(in: rewritten, brackets: false), into: &tags)
        if tags.count > propertyTags {
            fidelity.record("inline #tags", .converted, reason: "written into tags (the text keeps them)", count: tags.count - propertyTags)
        }
        if !embeds.attachments.isEmpty {
            fidelity.record("embeds", .converted, reason: "copied to attachments/, links rewritten", count: embeds.attachments.count)
        }
        fidelity.record("body", .kept)
        entry = ImportedEntry(sourceID: sourceID, sourceFile: path, uuid: uuid, date: date, title: title, body: rewritten,
                              mood: mood, moodAsWritten: moodAsWritten, starred: starred, tags: tags, extra: extra,
                              attachments: embeds.attachments)
        entry.modified = ImportedEntry.modificationTime(of: vault.root + "/" + path)
        self.fidelity = fidelity
        warnings = embeds.missing.map { "\(path): the embed ![[\($0)]] names no file in the vault; kept as text" }
    }

    /// The tags of a `tags` property: a list, or one string split on commas; `#` removed.
    static func tags(of value: FrontMatterValue) -> [String] {
        let texts: [String]
        switch value {
        case .sequence(let items): texts = items.compactMap(\.stringValue)
        case .null, .mapping, .raw, .unknown: texts = []
        case .bool, .integer, .float, .string: texts = (value.stringValue ?? "").split(separator: ",").map(String.init)
        }
        return texts.map { String($0.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }) }.filter { !$0.isEmpty }
    }

    /// A date with a time written with seconds (`2026-11-01T08:10` becomes `2026-11-01T08:10:00`),
    /// its fraction and offset kept.
    static func withSeconds(_ date: EntryDate) -> EntryDate {
        guard let time = date.time else { return date }
        var text = date.day.description + "T" + CivilDate.pad(time.hour, 2) + ":" + CivilDate.pad(time.minute, 2)
            + ":" + CivilDate.pad(time.second ?? 0, 2)
        if let fraction = time.fraction { text += "." + fraction }
        text += date.offsetDescription ?? ""
        return EntryDate(parsing: text) ?? date
    }
}
