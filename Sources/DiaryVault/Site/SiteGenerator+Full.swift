extension SiteGenerator {
    /// A full build: every page, the entries' a chunk at a time (newest first; each chunk
    /// read, rendered and written on all cores, each worker making the entry's page and its
    /// line of the search index), each year's search part once its entries are all made.
    ///
    /// - Returns: Each file made but the entry pages and whether it was written, how many entry
    ///   pages were written (no list of them is kept), and the entries whose files were found
    ///   unreadable (`false`) or private (`true`) against what their summaries said (a file
    ///   changed since the index read it): with any, the caller builds again without them.
    /// - Parameter records: The shown entries' records, by position (``SiteBuilder/summaries``):
    ///   what is known before the read, completed by it.
    func writeAll(_ summaryBuilder: SiteBuilder, records: inout [SiteManifest.Record]) throws
        -> (made: [(String, Bool)], pagesWritten: Int, surprises: [String: Bool]) {
        let builder = summaryBuilder.withLinks()
        var written: [(String, Bool)] = []
        var pagesWritten = 0
        for file in builder.fixedFiles() { written.append((file.path, try output.write(file))) }
        var surprises: [String: Bool] = [:]
        var rows: [String] = []
        var rowYear: Int?
        let summaries = builder.summaries
        let includePrivate = includePrivate
        /// What a worker made of one entry.
        enum Made: Sendable {
            case page(record: SiteManifest.Entry, row: String, outcome: Swift.Result<Bool, any Error>)
            case surprise(path: String, isPrivate: Bool)
        }
        for chunk in stride(from: 0, to: summaries.count, by: chunkSize) {
            let part = Array(chunk..<min(chunk + chunkSize, summaries.count))
            let known = records[chunk..<chunk + part.count].map(\.entry)
            let generator = self
            let made = parallelMap(part, chunkSize: 16) { position -> Made in
                let summary = summaries[position]
                var record = known[position - chunk]
                guard let bytes = try? FileSystem.read(generator.vault.absolutePath(summary.path)),
                      let entry = try? Entry(parsing: bytes, path: summary.path) else { return .surprise(path: summary.path, isPrivate: false) }
                if entry.isPrivate && !includePrivate { return .surprise(path: summary.path, isPrivate: true) }
                record.isPrivate = entry.isPrivate
                let item = generator.siteEntry(summary, entry: entry, record: &record)
                let (page, linksEntries) = builder.entryPage(item, at: position)
                record.linksEntries = linksEntries
                let outcome = Swift.Result { try generator.output.write(builder.render(page)) }
                return .page(record: record, row: builder.searchRow(item), outcome: outcome)
            }
            for (position, outcome) in zip(part, made) {
                let summary = summaries[position]
                switch outcome {
                case .surprise(let path, let isPrivate):
                    surprises[path] = isPrivate
                case .page(let record, let row, let outcome):
                    records[position] = SiteManifest.Record(record)
                    if try outcome.get() { pagesWritten += 1 }
                    let year = summary.day.year
                    if let rowYear, rowYear != year {
                        let file = SiteFile(path: SitePaths.searchShard(rowYear), bytes: SiteBuilder.searchShard(rows: rows))
                        written.append((file.path, try output.write(file)))
                        rows = []
                    }
                    rowYear = year
                    rows.append(row)
                }
            }
        }
        if !surprises.isEmpty { return (written, pagesWritten, surprises) }
        if let rowYear {
            let file = SiteFile(path: SitePaths.searchShard(rowYear), bytes: SiteBuilder.searchShard(rows: rows))
            written.append((file.path, try output.write(file)))
        }
        let pages = builder.summaryPages()
        let outcomes = parallelMap(pages, chunkSize: 8) { page in Swift.Result { try self.output.write(builder.render(page)) } }
        for (page, outcome) in zip(pages, outcomes) { written.append((page.path, try outcome.get())) }
        return (written, pagesWritten, [:])
    }
}
