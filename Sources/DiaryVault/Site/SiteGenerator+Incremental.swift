extension SiteGenerator {
    /// An incremental build: the pages that show what changed since `old`, as the type says.
    ///
    /// Works on positions (``SiteBuilder/summaries``), offsets in the selection and places in
    /// `old.entries`: no map by path is made, so a rebuild after one edit costs little beside
    /// the pages it makes.
    ///
    /// - Parameters:
    ///   - matching: What the selection found in `old`.
    ///   - placing: Where each shown entry is.
    ///   - records: The shown entries' records, by position; each page made notes whether its
    ///     body links other entries.
    /// - Returns: Each file made and whether it was written, and the paths of the entries of
    ///   `old` whose pages are gone (deleted, moved, unselected or now private).
    func writeChanged(_ builder: SiteBuilder, old: SiteManifest, selected: [EntrySummary], matching: Matching, placing: Placing,
                      records: inout [SiteManifest.Record]) throws -> (made: [(String, Bool)], gone: [String]) {
        // The entries that changed: their places in `old` (before) and offsets in the selection (after).
        var changed: [(before: Int?, after: Int?)] = []
        for offset in matching.toRead { changed.append((matching.oldPlace[offset] >= 0 ? matching.oldPlace[offset] : nil, offset)) }
        for place in old.entries.indices where matching.selectedOfOld[place] < 0 { changed.append((place, nil)) }
        let wasShown = { (entry: SiteManifest.Record) in !entry.isPrivate || self.includePrivate }
        let summaries = builder.summaries
        /// The position now of the entry at a place of `old`, when it is shown.
        func position(ofOld place: Int) -> Int? {
            let offset = matching.selectedOfOld[place]
            return offset >= 0 && placing.positionOf[offset] >= 0 ? placing.positionOf[offset] : nil
        }
        var gone: [String] = []
        var entryPages: Set<Int> = []
        var months: Set<Int> = [], years: Set<Int> = [], tags: Set<String> = []
        var everyCalendar = false
        func mark(_ day: CivilDate) {
            for date in [day, day.adding(days: -1)] {
                months.insert(date.year * 100 + date.month)
                years.insert(date.year)
            }
        }
        for (before, after) in changed {
            if let place = before {
                let entry = old.entries[place]
                mark(entry.day)
                tags.formUnion(entry.tags)
                if entry.isAnniversary { everyCalendar = true }
                if wasShown(entry) {
                    if after.map({ placing.positionOf[$0] < 0 }) ?? true { gone.append(entry.path) }
                    // The shown entries come first in the manifest, newest first: the old neighbours.
                    for neighbour in [place - 1, place + 1] where old.entries.indices.contains(neighbour) && wasShown(old.entries[neighbour]) {
                        if let position = position(ofOld: neighbour) { entryPages.insert(position) }
                    }
                }
            }
            if let offset = after {
                let summary = selected[offset]
                mark(summary.day)
                tags.formUnion(summary.tags)
                if summary.isAnniversary { everyCalendar = true }
                let position = placing.positionOf[offset]
                if position >= 0 {
                    for neighbour in position - 1...position + 1 where summaries.indices.contains(neighbour) { entryPages.insert(neighbour) }
                }
            }
        }
        if old.linksKey != builder.linksKey {
            for position in records.indices where records[position].linksEntries { entryPages.insert(position) }
        }
        let shardYears = years.filter { builder.entriesByYear[$0] != nil }.sorted()

        // The entries read, by position; then what is needed and not read yet: the pages'
        // entries, and for the search parts of their years the entries whose lines the parts on
        // disk do not have (a line depends on its entry alone, so an unchanged entry's line is
        // kept as it is).
        var parsed: [Int: SiteEntry] = [:]
        for (offset, entry) in matching.parsed where placing.positionOf[offset] >= 0 { parsed[placing.positionOf[offset]] = entry }
        var need = entryPages
        var oldRows: [Int: [String: String]] = [:]
        var yearPositions: [Int: [Int]] = [:]
        for position in summaries.indices where shardYears.contains(summaries[position].day.year) {
            yearPositions[summaries[position].day.year, default: []].append(position)
        }
        for year in shardYears {
            let rows = output.read(SitePaths.searchShard(year)).map(SiteBuilder.searchRows(in:)) ?? [:]
            oldRows[year] = rows
            for position in yearPositions[year] ?? [] where parsed[position] == nil {
                if rows[SiteBuilder.searchRowKey(page: SitePaths.entry(summaries[position].path))] == nil { need.insert(position) }
            }
        }
        var entries = parsed
        let missing = need.filter { entries[$0] == nil }.sorted()
        let generator = self
        let readings = parallelMap(missing, chunkSize: 16) { position -> SiteEntry? in
            let summary = summaries[position]
            guard let bytes = try? FileSystem.read(generator.vault.absolutePath(summary.path)),
                  let entry = try? Entry(parsing: bytes, path: summary.path) else { return nil }
            var scratch = SiteManifest.Entry(path: summary.path, size: 0, modified: 0, changed: 0, isPrivate: false, isAnniversary: false,
                                             linksEntries: false, hasMissingFile: false, day: summary.day, tags: [], attachments: [])
            return generator.siteEntry(summary, entry: entry, record: &scratch)
        }
        for (position, entry) in zip(missing, readings) { entries[position] = entry }

        var files = builder.fixedFiles()
        // The links between entries are made only if a body asks for them (``SiteLinks``).
        let linking = builder.withLinks()
        for position in entryPages.sorted() {
            guard let entry = entries[position] else { continue }
            let (page, linksEntries) = linking.entryPage(entry, at: position)
            records[position].linksEntries = linksEntries
            files.append(builder.render(page))
        }
        for year in shardYears {
            let kept = oldRows[year] ?? [:]
            let rows = (yearPositions[year] ?? []).compactMap { position -> String? in
                if parsed[position] == nil, let row = kept[SiteBuilder.searchRowKey(page: SitePaths.entry(summaries[position].path))] { return row }
                return entries[position].map(builder.searchRow)
            }
            files.append(SiteFile(path: SitePaths.searchShard(year), bytes: SiteBuilder.searchShard(rows: rows)))
        }
        var pages = [builder.homePage(), builder.tagsPage(), builder.statsPage(), builder.searchPage()]
        for group in builder.index.months where everyCalendar || months.contains(group.year * 100 + group.month) {
            pages.append(builder.monthPage(year: group.year, month: group.month))
        }
        for year in builder.years where everyCalendar || years.contains(year) { pages.append(builder.yearPage(year)) }
        for tag in tags.sorted() where builder.tagged[tag] != nil { pages.append(builder.tagPage(tag)) }
        files += pages.map(builder.render)
        try output.makeFolders(for: files.map(\.path))
        return (try files.map { ($0.path, try output.write($0)) }, gone)
    }
}
