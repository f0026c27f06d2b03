import Foundation

/// Builds `vault site` into its folder: the whole site the first time, then only the pages of
/// the entries whose files changed (docs/SITE.md, "Incremental and deterministic").
///
/// The last build's manifest (``SiteManifest``) says what each page was made from. A build whose
/// options key (``SiteBuilder/optionsKey(_:)``, with the bytes of `.vault/config`) differs from
/// it, or that finds no manifest, an old one or the marker of a build that did not finish, is a
/// full build. Otherwise an entry whose file has the size and times recorded is not read: its
/// privacy, tags, day and attachments come from the manifest. From the entries read (changed,
/// added) and those gone, the pages to make again are: their own pages and those of their
/// previous and next entries, before and after; their months and years (and those of the day
/// before, which a day end can move them to), every month and year when one is or was an
/// anniversary; their tags, before and after; the search index's parts of their years; every
/// page whose body links other entries when the set of entries or titles changed; the home,
/// tags, stats and search pages. Each page made is written only when its bytes changed.
///
/// A full build reads the entries in chunks, newest first, on all cores
/// (``parallelMap(_:chunkSize:_:)``), and writes each chunk's pages before reading the next, so
/// memory holds one chunk and one year of the search index, whatever the vault's size.
struct SiteGenerator {
    /// What a build did.
    struct Result: Sendable {
        /// The files written, left alone and removed.
        var summary: SiteOutput.Summary
        /// How many entries the site shows.
        var shown = 0
        /// How many private entries were left out.
        var privateLeftOut = 0
        /// The entries whose files could not be read or parsed, in the selection's order.
        var unreadable: [String] = []
        /// Whether every page was made (no trusted manifest).
        var isFull = true
    }

    /// The vault.
    var vault: Vault
    /// The output folder.
    var output: SiteOutput
    /// The site's options (``SiteBuilder/Options/privateLeftOut`` is counted here).
    var options: SiteBuilder.Options
    /// Whether private entries are shown (`--include-private`).
    var includePrivate: Bool
    /// Files the caller adds (the default folder's `.gitignore`).
    var extraFiles: [SiteFile] = []
    /// Called, from any thread, with a warning for the user: a link to a file out of the vault.
    var warn: (@Sendable (String) -> Void)?
    /// How many entries a chunk of a full build reads at once.
    var chunkSize = 1024

    /// Creates a generator.
    init(vault: Vault, output: SiteOutput, options: SiteBuilder.Options, includePrivate: Bool, extraFiles: [SiteFile] = []) {
        self.vault = vault
        self.output = output
        self.options = options
        self.includePrivate = includePrivate
        self.extraFiles = extraFiles
    }

    /// One entry read from its file.
    struct Reading: Sendable {
        /// What the manifest records of it.
        var record: SiteManifest.Entry
        /// The parsed entry, when it is shown and was kept.
        var entry: SiteEntry?
    }

    /// Builds the site of the selected entries.
    ///
    /// - Parameters:
    ///   - selected: The selected entries' summaries (private ones included), any order.
    ///   - statuses: Each selected entry's file status as the vault's walk took it (the index
    ///     cache trusts the same ones), or `nil` to take them here.
    /// - Returns: What was done.
    /// - Throws: The errors of ``SiteOutput``.
    func build(_ selected: [EntrySummary], statuses: [FileSystem.Status?]? = nil) throws -> Result {
        let vault = vault
        let taken = statuses.flatMap { $0.count == selected.count ? $0 : nil }
            ?? parallelMap(selected, chunkSize: 1024) { FileSystem.status(vault.absolutePath($0.path)) }
        return try build(selected, statuses: taken, leftOut: [:])
    }

    /// The place of the manifest entry at a summary's path within ``nearbyWindow`` places of a cursor, or
    /// `nil`: an entry whose tie with its neighbours is broken otherwise than in the manifest
    /// is found without a map of every path.
    private func nearby(_ summary: EntrySummary, in entries: [SiteManifest.Record], cursors: [(next: Int, end: Int)]) -> Int? {
        for cursor in cursors {
            let window = max(0, cursor.next - Self.nearbyWindow)..<min(entries.count, cursor.next + Self.nearbyWindow)
            if let place = window.first(where: { entries[$0].hasPath(of: summary) }) { return place }
        }
        return nil
    }

    /// How far from a cursor ``nearby(_:in:cursors:)`` looks, either way.
    static let nearbyWindow = 16

    /// The running program's size and modification time, nanoseconds (empty when it cannot be
    /// found): the options key holds it, so that a site made by another vault binary (an
    /// upgrade that draws some page otherwise, which the sample page of
    /// ``SiteBuilder/optionsKey(_:)`` may not show) is made again whole, never left half old.
    static let executableIdentity: [UInt8] = {
        guard let path = Bundle.main.executablePath, let status = FileSystem.status(path, follow: true) else { return [] }
        return Array("\(status.size) \(status.modified)".utf8)
    }()

    /// ``build(_:)``, with the entries that an earlier attempt of this full build found
    /// unreadable (`false`) or private (`true`) although their summaries said otherwise (a file
    /// changed since the index read it): they are left out, and every page made again.
    private func build(_ selected: [EntrySummary], statuses: [FileSystem.Status?], leftOut: [String: Bool]) throws -> Result {
        let vault = vault
        let last = try output.lastBuild()
        var key = SiteBuilder.optionsKey(options)
        key = SiteManifest.hash((try? FileSystem.read(vault.absolutePath(VaultConfig.relativePath))) ?? [], into: key)
        key = SiteManifest.hash([includePrivate ? 1 : 0], into: key)
        key = SiteManifest.hash(Self.executableIdentity, into: key)
        let trusted = last?.optionsKey == key ? last : nil
        // Each entry of the last build by path: its place in the manifest (shown ones first,
        // newest first, then the ones left out), made only when needed: the selection, newest
        // first, usually meets the manifest's entries in their order (two cursors, one for the
        // shown and one for those left out), so most places are found without it.
        var oldPlaces: [String: Int]?
        func places(_ manifest: SiteManifest) -> [String: Int] {
            if let oldPlaces { return oldPlaces }
            var made: [String: Int] = [:]
            made.reserveCapacity(manifest.entries.count)
            for (offset, entry) in manifest.entries.enumerated() { made[entry.path] = offset }
            oldPlaces = made
            return made
        }
        var cursors: [(next: Int, end: Int)] = []
        if let trusted {
            let hidden = trusted.entries.firstIndex { $0.isPrivate && !includePrivate } ?? trusted.entries.count
            cursors = [(0, hidden), (hidden, trusted.entries.count)]
        }

        // What is known of each selected entry: the manifest's record when its file is as it
        // was, else what reading it says.
        var records = [SiteManifest.Record?](repeating: nil, count: selected.count)
        var matching = Matching(selected: selected.count, old: trusted?.entries.count ?? 0)
        var toRead: [Int] = []
        var selectedOld = 0
        // The manifest is newest first; `vault site` selects oldest first: the selection is met
        // from its end then, so that the cursors meet the manifest's entries in their order.
        let fromOldest = selected.count > 1 && selected[0].orderKey < selected[selected.count - 1].orderKey
        for offset in fromOldest ? Array(selected.indices.reversed()) : Array(selected.indices) {
            let summary = selected[offset]
            guard let trusted else {
                toRead.append(offset)
                continue
            }
            var found: Int?
            for cursor in cursors.indices where cursors[cursor].next < cursors[cursor].end && trusted.entries[cursors[cursor].next].hasPath(of: summary) {
                found = cursors[cursor].next
                cursors[cursor].next += 1
                break
            }
            // Entries of one instant may come in another order than the manifest's (the
            // selection's ties are broken otherwise): looked for near the cursors first.
            let byCursor = found != nil
            if found == nil { found = nearby(summary, in: trusted.entries, cursors: cursors) }
            guard let place = found ?? places(trusted)[summary.path] else {
                toRead.append(offset)
                continue
            }
            // After an entry added or gone, the cursor goes on from the place found.
            if !byCursor {
                for cursor in cursors.indices where cursors[cursor].next <= place && place < cursors[cursor].end { cursors[cursor].next = place + 1 }
            }
            selectedOld += 1
            matching.oldPlace[offset] = place
            matching.selectedOfOld[place] = offset
            let known = trusted.entries[place]
            if known.isAsBuilt(summary, status: statuses[offset]) {
                records[offset] = known
            } else {
                toRead.append(offset)
            }
        }
        if fromOldest { toRead.sort() }
        let isFull = trusted == nil
        var result = Result(summary: SiteOutput.Summary(), isFull: isFull)
        var parsed: [Int: SiteEntry] = [:]
        if isFull {
            // A full build reads each entry once, when it makes its page: which entries are
            // private comes from their summaries. A file with conflict markers (whose summary
            // may not have read its front matter) is read now, as are the ones an earlier
            // attempt found otherwise than their summaries said.
            let reading = toRead
            toRead = []
            for offset in reading {
                let summary = selected[offset]
                if let isPrivate = leftOut[summary.path] {
                    if isPrivate { records[offset] = SiteManifest.Record(record(summary, status: statuses[offset], isPrivate: true)) }
                } else if summary.isConflicted {
                    toRead.append(offset)
                } else {
                    records[offset] = SiteManifest.Record(record(summary, status: statuses[offset], isPrivate: summary.isPrivate))
                }
            }
        }
        // The entries to read before the pages: an incremental build's changed ones, which it keeps.
        for chunk in stride(from: 0, to: toRead.count, by: chunkSize) {
            let offsets = Array(toRead[chunk..<min(chunk + chunkSize, toRead.count)])
            let generator = self
            let readings = parallelMap(offsets, chunkSize: 16) { offset in
                generator.read(selected[offset], status: statuses[offset])
            }
            for (offset, reading) in zip(offsets, readings) {
                guard let reading else { continue }
                records[offset] = SiteManifest.Record(reading.record)
                if let entry = reading.entry { parsed[offset] = entry }
            }
        }
        for offset in selected.indices where records[offset] == nil { result.unreadable.append(selected[offset].path) }
        // Nothing read and nothing gone since a build of the same day: every page would be made
        // with the bytes it has (the home and stats pages follow the build date), so none is.
        if let trusted, toRead.isEmpty, selectedOld == trusted.entries.count, trusted.today == options.today {
            return try unchanged(trusted, records: records.compactMap { $0 })
        }
        matching.toRead = toRead
        matching.parsed = parsed
        // The shown entries oldest first (the site's order, reversed) and the others, by offset in `selected`.
        let (oldestFirst, hidden) = order(selected, records: records)
        result.privateLeftOut = hidden.count
        var siteOptions = options
        siteOptions.privateLeftOut = result.privateLeftOut
        let builder = SiteBuilder(summaries: oldestFirst.map { selected[$0] }, options: siteOptions)
        let placing = Placing(builder, oldestFirst: oldestFirst, selected: selected)
        // The records by position on the site, then the others'; no map by path is made.
        var shownRecords = placing.offsetAt.compactMap { records[$0] }
        let hiddenRecords = hidden.compactMap { records[$0] }
        records = []
        result.shown = builder.summaries.count

        // The files that are not entry pages (a few per month, year and tag); the entry pages
        // are known from the manifest's entries.
        var files = builder.nonEntryPaths() + extraFiles.map(\.path)
        var summary = SiteOutput.Summary()
        let made: [(String, Bool)]
        var gone: [String] = []
        if isFull {
            // An entry's page is in its file's folder.
            try output.makeFolders(for: files)
            try output.makeFolders(for: builder.summaries.lazy.map(\.path))
            let (all, pagesWritten, surprises) = try writeAll(builder, records: &shownRecords)
            if !surprises.isEmpty { return try build(selected, statuses: statuses, leftOut: leftOut.merging(surprises) { $1 }) }
            made = all
            summary.writtenPages = pagesWritten
        } else if let trusted {
            let changed = try writeChanged(builder, old: trusted, selected: selected, matching: matching, placing: placing, records: &shownRecords)
            made = changed.made
            gone = changed.gone
        } else {
            made = []
        }
        summary.written = made.filter { $0.1 }.map { $0.0 }
        for file in extraFiles {
            if try output.write(file) { summary.written.append(file.path) }
        }
        // The attachments, known once the entries' pages are made (a full build learns them then).
        var attachments: [(source: String, path: String)] = []
        var seen = Set(files)
        for record in shownRecords where !record.attachments.isEmpty {
            for path in record.attachments where seen.insert(path).inserted {
                attachments.append((vault.absolutePath(path), path))
                files.append(path)
            }
        }
        try output.makeFolders(for: attachments.map(\.path))
        summary.written += try output.link(attachments).written
        // Every other file, made again with the same bytes or not made at all, is left alone.
        summary.unchanged = files.count + builder.summaries.count - summary.writtenCount
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        // What the last build made and this one does not: its other files, and its entries' pages.
        var leftovers = (last?.files ?? []).filter { !seen.contains($0) }
        if isFull { leftovers += (last?.entries ?? []).map { SitePaths.entry($0.path) } }
        leftovers += gone.map(SitePaths.entry)
        if !leftovers.isEmpty {
            // A page of an entry shown now stays, whatever the last build said.
            let pages = Set(builder.summaries.map { SitePaths.entry($0.path) })
            leftovers = leftovers.filter { !pages.contains($0) && !seen.contains($0) }
        }
        summary.removed = try output.remove(leftovers, keeping: seen).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        summary.written.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        // With nothing read, gone or linked anew, the manifest would be written with the same bytes.
        let sameManifest = trusted != nil && toRead.isEmpty && selectedOld == trusted?.entries.count && trusted?.linksKey == builder.linksKey
            && trusted?.files == files && trusted?.today == options.today
            && trusted?.homeKey == builder.homeKey
        if sameManifest {
            output.unmark()
        } else {
            // The shown entries newest first (the next build finds their old neighbours here), then the others.
            shownRecords += hiddenRecords
            let manifest = SiteManifest(optionsKey: key, linksKey: builder.linksKey, today: options.today, homeKey: builder.homeKey,
                                        records: shownRecords, files: files)
            shownRecords = []
            try output.finish(manifest, replacing: trusted)
        }
        result.summary = summary
        return result
    }

    /// A rebuild that finds every selected entry as the last build of the same day recorded
    /// it: no page is made; the extra files are written and the attachments linked as on
    /// every build (a photo may have changed), and the counts come from the manifest.
    private func unchanged(_ last: SiteManifest, records: [SiteManifest.Record]) throws -> Result {
        var result = Result(summary: SiteOutput.Summary(), isFull: false)
        var attachments: [(source: String, path: String)] = []
        var linked = Set<String>()
        for record in records {
            if record.isPrivate && !includePrivate {
                result.privateLeftOut += 1
                continue
            }
            result.shown += 1
            for path in record.attachments where linked.insert(path).inserted { attachments.append((vault.absolutePath(path), path)) }
        }
        var summary = SiteOutput.Summary()
        for file in extraFiles where try output.write(file) { summary.written.append(file.path) }
        try output.makeFolders(for: attachments.map(\.path))
        summary.written += try output.link(attachments).written
        summary.written.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        summary.unchanged = last.files.count + result.shown - summary.written.count
        output.unmark()
        result.summary = summary
        return result
    }
}
