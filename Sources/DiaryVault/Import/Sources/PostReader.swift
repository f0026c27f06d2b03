import Foundation

/// Turns one Jekyll or Hugo post into an ``ImportedEntry`` (see ``PostsSource`` for the rules).
struct PostReader {
    /// The site the post belongs to.
    var site: PostsSource.Site
    /// The file's absolute path.
    var file: String
    /// The file's path relative to the import's input, the entry's `sourceFile`.
    var relative: String

    /// Reads the post.
    ///
    /// - Parameters:
    ///   - fidelity: The batch's counts of kept, converted and dropped fields.
    ///   - warnings: The batch's warnings: links that name no file of the site are added.
    /// - Returns: The entry, or `nil` for a Hugo section page (`_index.md`, `_index.zh.md`), which
    ///   is no post.
    /// - Throws: ``ImportSkip`` for a file that makes no entry (it does not parse, or has no date).
    func read(fidelity: inout ImportFidelity, warnings: inout [String]) throws -> ImportedEntry? {
        let name = (file as NSString).lastPathComponent
        if Self.bundleName(name) == "_index" { return nil }
        guard let bytes = try? FileSystem.read(file, limit: ImportInput.maximumFileSize) else {
            throw ImportSkip(path: relative, reason: "the file cannot be read")
        }
        let document: EntryDocument
        do {
            document = try EntryDocument(parsing: bytes, path: relative)
        } catch let error as FrontMatterError {
            throw ImportSkip(path: relative, reason: "the front matter does not parse: \(error.message) (line \(error.location.line))")
        }
        let fields = document.frontMatter?.fields ?? []
        let value = { (key: String) in fields.first { $0.key.equalsIgnoringASCIICase(key) }?.value }
        // A `date` written but not readable is never replaced silently by the file name's day:
        // its text is kept as `posts-date` and the report says so.
        let writtenDate = value("date").flatMap(EntrySemantics.typedText).flatMap { $0.trimmingASCIISpaces.isEmpty ? nil : String($0) }
        let unreadable = writtenDate.map { Self.date(.string($0), fileName: "", isJekyll: false, zone: nil) == nil } ?? false
        guard let date = Self.date(unreadable ? nil : value("date"), fileName: name, isJekyll: site.isJekyll, zone: site.timeZone) else {
            throw ImportSkip(path: relative, reason: unreadable
                ? "the date '\(writtenDate ?? "")' is not a date vault reads (YYYY-MM-DD, with an optional time and offset)" + (site.isJekyll ? " and the file name has no YYYY-MM-DD-" : "")
                : "no date: no 'date' key" + (site.isJekyll ? " and no YYYY-MM-DD- in the file name" : ""))
        }
        let title = value("title").flatMap(EntrySemantics.typedText).flatMap { $0.isEmpty ? nil : $0 }
        var extra: [ImportedField] = []
        if unreadable, let writtenDate {
            extra.append(ImportedField(ExtraFields.writtenKey("date", source: PostsSource.name), .string(writtenDate)))
            fidelity.record("date", .converted, reason: "not a date vault reads: the file name's day is the date, the text kept as posts-date")
        }
        let input = String(file.dropLast(relative.count).reversed().drop { $0 == "/" }.reversed())
        var assets = PostAssets(site: (site.posts as NSString).deletingLastPathComponent, isJekyll: site.isJekyll, post: file, input: input)
        for field in fields where !["title", "date", "tags"].contains(where: field.key.equalsIgnoringASCIICase) {
            // A cover or thumbnail image named in the front matter (`image: /assets/c.png`,
            // `cover: {image: c.png}`) travels too, its path pointing to the copy.
            let withFiles = assets.rewriteImagePaths(in: field.value)
            if withFiles != field.value {
                let key = ExtraFields.writtenKey(field.key, source: PostsSource.name)
                extra.append(ImportedField(key, withFiles))
                fidelity.record(field.key, .converted, reason: "an image of the site: copied to attachments/, its path pointing to the copy")
                continue
            }
            switch field.value {
            case .raw, .unknown:
                // Text vault cannot read as a value (a YAML complex key, a TOML table that
                // repeats a key): not written, as it could not be written back faithfully.
                fidelity.record(field.key, .dropped, reason: "a value vault cannot represent (kept raw in the post)")
                continue
            case .string(let text) where site.isJekyll && field.key == "categories":
                extra.append(ImportedField(field.key, .sequence(Self.words(text).map { .string($0) })))
                fidelity.record(field.key, .converted, reason: "space-separated words written as a list")
            default:
                let key = ExtraFields.writtenKey(field.key, source: PostsSource.name)
                extra.append(ImportedField(key, field.value))
                fidelity.record(field.key, key == field.key ? .kept : .converted,
                                reason: key == field.key ? "" : "written as '\(key)': vault reads '\(field.key)' as one of its own keys")
            }
        }
        let tags: [String]
        switch value("tags") {
        case .sequence(let items)?: tags = items.compactMap(EntrySemantics.typedText)
        case .string(let text)?: tags = site.isJekyll ? Self.words(text) : [text]
        default: tags = []
        }
        if title != nil { fidelity.record("title", .kept) }
        if !unreadable {
            fidelity.record("date", value("date") == nil ? .converted : .kept,
                            reason: value("date") == nil ? "the day of the file name" : "")
        }
        if !tags.isEmpty { fidelity.record("tags", .kept) }
        var body = document.body
        if body.hasPrefix("\r\n") || body.hasPrefix("\n") { body = String(body.drop { $0 == "\n" || $0 == "\r\n" }) }
        body = assets.rewrite(body)
        if !site.isJekyll, Self.bundleName(name) == "index" { body = assets.addBundleResources(to: body) }
        if !assets.attachments.isEmpty {
            fidelity.record("linked files", .converted, reason: "copied to attachments/, links rewritten", count: assets.attachments.count)
        }
        if !assets.missing.isEmpty {
            fidelity.record("linked files", .kept, reason: "the link as written: no such file in the site (a warning names it)", count: assets.missing.count)
        }
        if !assets.shortcodes.isEmpty {
            fidelity.record("shortcodes", .kept, reason: "as written: Hugo's template text, which vault does not run", count: assets.shortcodes.count)
        }
        let uuid = value("uuid").flatMap(EntrySemantics.typedText).flatMap(EntryID.init(parsing:))
            ?? ImportedEntry.nameBasedID(source: PostsSource.name, key: identityKey)
        var entry = ImportedEntry(sourceID: nil, sourceFile: relative, uuid: uuid, date: date, title: title, body: body,
                                  tags: tags, extra: extra, attachments: assets.attachments)
        entry.modified = ImportedEntry.modificationTime(of: file)
        warnings += assets.missing.map { "\(relative): the link \($0) names no file of the site; kept as written" }
        return entry
    }

    /// What the name-based uuid of a post without one derives from: its path from the site's
    /// last `_posts/` or `content/` folder on (`_posts/2026-11-29-walk.md`), so the same post gets
    /// the same uuid whether the site, its posts folder or a folder of several sites was given
    /// (so importing one of them after another makes no post twice). A path with neither folder
    /// keeps the path relative to the input.
    var identityKey: String {
        let parts = file.split(separator: "/", omittingEmptySubsequences: true)
        guard let start = parts.lastIndex(where: { $0 == "_posts" || $0 == "content" }) else { return relative }
        return parts[start...].joined(separator: "/")
    }

    /// `index` or `_index` when a file name is a Hugo bundle's page (gohugo.io, "Page bundles"
    /// and "Multilingual": `index.md`, `index.en.md`, `_index.zh.markdown`), else `nil`.
    static func bundleName(_ fileName: String) -> String? {
        let parts = fileName.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts[0] == "index" || parts[0] == "_index",
              parts.last == "md" || parts.last == "markdown" else { return nil }
        return String(parts[0])
    }

    /// Space-separated words (Jekyll's `tags: a b c`).
    static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    /// The post's date: the front matter's `date` (a TOML or YAML date-time, Jekyll's
    /// `2026-11-05 19:30` and `2026-11-29 21:14:00 +0900` included), with the offset written, else
    /// the site's zone; else, for Jekyll, the `YYYY-MM-DD-` of the file name, as a date alone.
    static func date(_ value: FrontMatterValue?, fileName: String, isJekyll: Bool, zone: TimeZone?) -> EntryDate? {
        if let text = value.flatMap(EntrySemantics.typedText), let match = text.wholeMatch(of: dateForm) {
            let (_, day, hour, minute, second, fraction, offset) = match.output
            guard let hour, let minute else { return EntryDate(parsing: String(day)) }
            var written = "\(day)T" + CivilDate.pad(Int(hour) ?? 0, 2) + ":\(minute):" + (second.map(String.init) ?? "00")
            if let fraction { written += fraction }
            if let offset {
                written += offset == "Z" || offset == "z" ? "Z" : offset.count == 5 ? offset.prefix(3) + ":" + offset.suffix(2) : String(offset)
            } else if let zone, let local = EntryDate(parsing: written), let instant = localInstant(local, zone: zone) {
                written += ImportDates.offsetText(zone.secondsFromGMT(for: instant), zone: nil)
            }
            return EntryDate(parsing: written)
        }
        guard isJekyll, let match = fileName.prefixMatch(of: #/([0-9]{4}-[0-9]{2}-[0-9]{2})-/#) else { return nil }
        return EntryDate(parsing: String(match.output.1))
    }

    nonisolated(unsafe) private static let dateForm =
        #/([0-9]{4}-[0-9]{2}-[0-9]{2})(?:[Tt ]+([0-9]{1,2}):([0-9]{2})(?::([0-9]{2}))?(\.[0-9]+)?[ \t]*(Z|z|[+-][0-9]{2}:?[0-9]{2})?)?/#

    /// The instant a local date-time names in a zone.
    private static func localInstant(_ date: EntryDate, zone: TimeZone) -> Date? {
        guard let time = date.time else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: date.day.year, month: date.day.month, day: date.day.day,
                                                  hour: time.hour, minute: time.minute, second: time.second ?? 0))
    }
}

extension ImportSkip: Error {}
