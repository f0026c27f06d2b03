/// Searches the entry files of a vault on all cores in one pass (`vault search`), newest month
/// folder first, a batch of folders at a time: memory holds one batch's results, never all bodies.
///
/// Each file is read once, into a scratch buffer reused by its task, and its raw bytes are
/// prefiltered (``TextSearch/mayMatch(_:)``); only a file that may match is summarized (date,
/// title: ``VaultReader/summarize(_:file:countsText:)``) and searched line by line. So the index cache is
/// not needed (nor read): a search reads the bodies anyway. A broken file is reported only when
/// its bytes may match the pattern.
struct EntrySearcher: Sendable {
    /// The vault the entries are in.
    var vault: Vault
    /// The compiled pattern.
    var search: TextSearch
    /// Lines of context around each match.
    var contextLines: Int

    /// What searching one file that may match found.
    struct Hit: Sendable {
        /// Its summary, when it has a valid date.
        var summary: EntrySummary?
        /// The problems that keep it from its place (unreadable, no date, misplaced).
        var problems: [VaultProblem]
        /// The matching and context lines; empty when the prefilter's hit was not a match.
        var lines: [TextSearch.Line]
    }

    /// The least number of files one batch reads (whole month folders).
    static let batchFiles = 2048

    /// Searches the files, newest month folder first, and calls `batch` with the hits of each
    /// batch of folders (in any order within the batch), until it returns `false`.
    ///
    /// - Parameters:
    ///   - files: The entry files, in path order (``VaultWalker/list(_:)``).
    ///   - batch: Called with each batch's hits; returns whether to go on (`false` once
    ///     `--limit` entries were printed).
    func searchInBatches(_ files: [VaultWalker.File], _ batch: ([Hit]) -> Bool) {
        let groups = Array(VaultWalker.monthFolders(files).reversed())
        var next = 0
        let searcher = self
        while next < groups.count {
            var end = next, count = 0
            while end < groups.count, count < Self.batchFiles {
                count += groups[end].count
                end += 1
            }
            let results = parallelMap(Array(groups[next..<end]), chunkSize: 1) { group in
                searcher.searchFolder(files, group)
            }
            next = end
            guard batch(results.flatMap { $0 }) else { return }
        }
    }

    /// The hits a query selects, in its order, each entry with its lines; the front matter of
    /// each candidate is read again only when the query needs it (``EntryQuery/needsFrontMatter``),
    /// and a file that cannot be read or parsed by then has none.
    ///
    /// - Parameters:
    ///   - hits: Hits of ``searchInBatches(_:_:)``, each with a summary and lines.
    ///   - query: The selection, without its limit (the printer keeps that).
    /// - Returns: The selected entries and their matching and context lines.
    func select(_ hits: [Hit], by query: EntryQuery) -> [(EntrySummary, [TextSearch.Line])] {
        var linesByPath: [String: [TextSearch.Line]] = [:]
        for hit in hits { if let summary = hit.summary { linesByPath[summary.path] = hit.lines } }
        let selected = query.apply(to: hits.compactMap(\.summary)) { summary in
            let bytes = try? FileSystem.read(vault.absolutePath(summary.path))
            return bytes.flatMap { try? EntryDocument(parsing: $0) }?.frontMatter
        }
        return selected.map { ($0, linesByPath[$0.path] ?? []) }
    }

    /// Searches the files of one month folder.
    func searchFolder(_ files: [VaultWalker.File], _ group: Range<Int>) -> [Hit] {
        let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 * 1024)
        defer { scratch.deallocate() }
        let folder = FileSystem.openFolder(vault.absolutePath(files[group.lowerBound].folder))
        defer { folder.map(FileSystem.closeFolder) }
        var hits: [Hit] = []
        for index in group {
            let file = files[index]
            do {
                let name = folder == nil ? vault.absolutePath(file.path) : file.name
                if let count = try FileSystem.read(name, relativeTo: folder, into: scratch) {
                    if let hit = searchBytes(UnsafeBufferPointer(rebasing: scratch[..<count]), file: file) { hits.append(hit) }
                } else {
                    let bytes = try FileSystem.read(vault.absolutePath(file.path))
                    if let hit = bytes.withUnsafeBufferPointer({ searchBytes($0, file: file) }) { hits.append(hit) }
                }
            } catch let error as VaultError {
                guard case .readFailed(_, let reason) = error else { continue }
                hits.append(Hit(problems: [VaultProblem(.unreadableFile, path: file.path, message: "cannot read: \(reason)")], lines: []))
            } catch {
                hits.append(Hit(problems: [VaultProblem(.unreadableFile, path: file.path, message: "cannot read: \(error)")], lines: []))
            }
        }
        return hits
    }

    /// The hit of one file's bytes, or `nil` when the prefilter rules a match out.
    func searchBytes(_ bytes: UnsafeBufferPointer<UInt8>, file: VaultWalker.File) -> Hit? {
        guard search.mayMatch(bytes) else { return nil }
        let result = VaultReader.summarize(bytes, file: file, countsText: false)
        let lines = result.summary == nil ? [] : search.search(bytes, context: contextLines)
        guard !lines.isEmpty || !result.problems.isEmpty else { return nil }
        return Hit(summary: result.summary, problems: result.problems, lines: lines)
    }
}
