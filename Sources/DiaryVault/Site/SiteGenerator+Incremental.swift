extension SiteGenerator {
    /// An incremental build: the pages that show what changed since `old`, as the type says.
    ///
    /// - Parameters:
    ///   - oldPlaces: Each entry of `old` by path: its place in `old.entries`.
    /// - Returns: Each file made and whether it was written, and the paths of the entries of
    ///   `old` whose pages are gone (deleted, moved, unselected or now private).
    func writeChanged(_ builder: SiteBuilder, old: SiteManifest, oldPlaces: [String: Int], selected: [EntrySummary], toRead: [Int],
                      parsed: [String: SiteEntry], records: inout [String: SiteManifest.Entry]) throws -> (made: [(String, Bool)], gone: [String]) {
        // The entries that changed, with what they were and are.
        var changed: [(before: SiteManifest.Entry?, after: EntrySummary?)] = []
        for offset in toRead { changed.append((oldPlaces[selected[offset].path].map { old.entries[$0] }, selected[offset])) }
        if oldPlaces.count > selected.count - toRead.count {
            for entry in old.entries where records[entry.path] == nil { changed.append((entry, nil)) }
        }
        let wasShown = { (entry: SiteManifest.Entry) in !entry.isPrivate || self.includePrivate }
        let gone = changed.compactMap { $0.before }.filter { wasShown($0) && builder.position[$0.path] == nil }.map(\.path)

        var entryPages: Set<String> = []
        var months: Set<Int> = [], years: Set<Int> = [], tags: Set<String> = []
        var everyCalendar = false
        func mark(_ day: CivilDate) {
            for date in [day, day.adding(days: -1)] {
                months.insert(date.year * 100 + date.month)
                years.insert(date.year)
            }
        }
        for (before, after) in changed {
            if let before {
                mark(before.day)
                tags.formUnion(before.tags)
                if before.isAnniversary { everyCalendar = true }
                // The shown entries come first in the manifest, newest first: the old neighbours.
                if wasShown(before), let place = oldPlaces[before.path] {
                    for neighbour in [place - 1, place + 1] where old.entries.indices.contains(neighbour) && wasShown(old.entries[neighbour]) {
                        entryPages.insert(old.entries[neighbour].path)
                    }
                }
            }
            if let after {
                mark(after.day)
                tags.formUnion(after.tags)
                if after.isAnniversary { everyCalendar = true }
                if builder.position[after.path] != nil {
                    entryPages.insert(after.path)
                    if let position = builder.position[after.path] {
                        for neighbour in [position - 1, position + 1] where builder.summaries.indices.contains(neighbour) {
                            entryPages.insert(builder.summaries[neighbour].path)
                        }
                    }
                }
            }
        }
        if old.linksKey != builder.linksKey {
            for (path, record) in records where record.linksEntries { entryPages.insert(path) }
        }
        entryPages = entryPages.filter { builder.position[$0] != nil }
        let shardYears = years.filter { builder.entriesByYear[$0] != nil }

        // Read what is needed and not read yet: the pages' entries, and for the search parts of
        // their years the entries whose lines the parts on disk do not have (a line depends on
        // its entry alone, so an unchanged entry's line is kept as it is).
        var need = Set(entryPages)
        var oldRows: [Int: [String: String]] = [:]
        for year in shardYears {
            let rows = output.read(SitePaths.searchShard(year)).map(SiteBuilder.searchRows(in:)) ?? [:]
            oldRows[year] = rows
            for summary in builder.entriesByYear[year] ?? [] where parsed[summary.path] == nil {
                if rows[SiteBuilder.searchRowKey(page: SitePaths.entry(summary.path))] == nil { need.insert(summary.path) }
            }
        }
        var entries = parsed
        let missing = builder.summaries.filter { need.contains($0.path) && entries[$0.path] == nil }
        let generator = self
        let readings = parallelMap(missing, chunkSize: 16) { summary -> SiteEntry? in
            guard let bytes = try? FileSystem.read(generator.vault.absolutePath(summary.path)),
                  let entry = try? Entry(parsing: bytes, path: summary.path) else { return nil }
            var scratch = SiteManifest.Entry(path: summary.path, size: 0, modified: 0, changed: 0, isPrivate: false, isAnniversary: false,
                                             linksEntries: false, hasMissingFile: false, day: summary.day, tags: [], attachments: [])
            return generator.siteEntry(summary, entry: entry, record: &scratch)
        }
        for case let entry? in readings { entries[entry.summary.path] = entry }

        var files = builder.fixedFiles()
        let linking = entryPages.isEmpty ? builder : builder.withLinks()
        for path in entryPages.sorted() {
            guard let entry = entries[path] else { continue }
            let (page, linksEntries) = linking.entryPage(entry)
            records[path]?.linksEntries = linksEntries
            files.append(builder.render(page))
        }
        for year in shardYears.sorted() {
            let kept = oldRows[year] ?? [:]
            let rows = (builder.entriesByYear[year] ?? []).compactMap { summary -> String? in
                if parsed[summary.path] == nil, let row = kept[SiteBuilder.searchRowKey(page: SitePaths.entry(summary.path))] { return row }
                return entries[summary.path].map(builder.searchRow)
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
