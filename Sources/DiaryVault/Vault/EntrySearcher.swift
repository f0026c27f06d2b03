/// Searches the entry files of a vault on all cores in one pass (`vault search`), newest month
/// folder first, a batch of folders at a time: memory holds one batch's results, never all bodies.
///
/// Each file is read once, into a scratch buffer reused by its task, and its raw bytes are
/// prefiltered (``TextSearch/mayMatch(_:)``); only a file that may match is summarized (date,
/// title: ``VaultReader/summarize(_:file:countsText:)``) and searched line by line. The index cache
/// is not read: a search reads the bodies anyway. With the search index (``SearchIndex``) only
/// its candidates are read (``candidates``), and each is searched the same way, so the answer is
/// the scan's; when only whether a file matches is asked, a file whose match the index proves
/// (``SearchIndex/proven(_:)``) and whose summary the index cache holds fresh is not read at
/// all (``proven``). A broken file is reported only when its bytes may match the pattern.
struct EntrySearcher: Sendable {
    /// The vault the entries are in.
    var vault: Vault
    /// The compiled pattern.
    var search: TextSearch
    /// Lines of context around each match.
    var contextLines: Int
    /// Whether only the first matching line of each file is needed (the output is paths or a
    /// count): each file's search then stops there.
    var firstLineOnly = false
    /// For each of the walk's files, whether it may hold a match (the search index's
    /// candidates, ``indexedCandidates(files:statuses:)``); `nil`: every file is read.
    var candidates: [Bool]?
    /// Whether matches may be taken as proven by the search index without reading the file:
    /// set only when the output needs no line (`--paths`, `--count`) and the selection only the
    /// summary's date, stars, mood and tags (``EntryQuery/predicates`` empty).
    var provesMatches = false
    /// For each of the walk's files, its summary when the search index proves its match and
    /// the index cache holds that summary fresh (the file is then not read); `nil`: none.
    var proven: [EntrySummary?]?

    /// What searching one file that may match found.
    struct Hit: Sendable {
        /// Its summary, when it has a valid date.
        var summary: EntrySummary?
        /// The problems that keep it from its place (unreadable, no date, misplaced).
        var problems: [VaultProblem]
        /// The matching and context lines; empty when the prefilter's hit was not a match, or
        /// when the match was proven by the index (``isProven``).
        var lines: [TextSearch.Line]
        /// Whether the file matches by the search index's proof, unread (``EntrySearcher/proven``).
        var isProven = false

        /// Whether it is a match to print: a summary and a matching line, or a proof.
        var matches: Bool { summary != nil && (isProven || !lines.isEmpty) }
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
        var hits: [Hit] = []
        if let proven {
            for index in group { if let summary = proven[index] { hits.append(Hit(summary: summary, problems: [], lines: [], isProven: true)) } }
        }
        func reads(_ index: Int) -> Bool { (candidates?[index] ?? true) && proven?[index] == nil }
        guard group.contains(where: reads) else { return hits }
        let folder = FileSystem.openFolder(vault.absolutePath(files[group.lowerBound].folder))
        defer { folder.map(FileSystem.closeFolder) }
        for index in group where reads(index) {
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

    /// The candidates of the search index for the walk's files, bringing the index up to date
    /// first (``SearchIndex/refreshed(_:files:statuses:old:)``): a file whose record is fresh
    /// is a candidate when it holds every gram of the pattern, any other file always; `nil`
    /// when the index cannot narrow the search (a regex, a pattern of one character or two
    /// ASCII ones, grams every file holds) or cannot be written (no `.vault/` folder).
    ///
    /// - Parameters:
    ///   - files: The walk's entry files, in path order.
    ///   - statuses: Their statuses, as the walk took them.
    ///   - loading: The index's load, started before the walk (else it is loaded now).
    func indexedCandidates(files: [VaultWalker.File], statuses: [FileSystem.Status?], loading: SearchIndex.Loading? = nil) -> [Bool]? {
        guard canUseIndex,
              let (index, ids) = SearchIndex.refreshed(vault, files: files, statuses: statuses,
                                                       old: loading.map { $0.wait() } ?? SearchIndex.load(vault))
        else { return nil }
        return candidates(in: index, ids: ids)
    }

    /// Sets ``candidates`` from the search index (``indexedCandidates(files:statuses:loading:)``)
    /// and, with ``provesMatches``, ``proven`` from it and the index cache.
    ///
    /// - Parameters:
    ///   - files: The walk's entry files, in path order.
    ///   - statuses: Their statuses, as the walk took them.
    ///   - loading: The index's load, started before the walk (else it is loaded now).
    ///   - cache: The index cache's load, likewise (else it is loaded now when needed).
    mutating func useIndex(files: [VaultWalker.File], statuses: [FileSystem.Status?], loading: SearchIndex.Loading? = nil,
                           cache: VaultCache.Loading? = nil) {
        guard canUseIndex,
              let (index, ids) = SearchIndex.refreshed(vault, files: files, statuses: statuses,
                                                       old: loading.map { $0.wait() } ?? SearchIndex.load(vault))
        else { return }
        candidates = candidates(in: index, ids: ids)
        if provesMatches {
            proven = provenSummaries(in: index, ids: ids, files: files, statuses: statuses) {
                cache.map { $0.wait() } ?? VaultCache.load(vault)
            }
        }
    }

    /// For each of the walk's files, its summary when the index proves its match
    /// (``SearchIndex/proven(_:)``, for a fresh record) and the index cache holds the summary
    /// fresh, without a problem; `nil` when the pattern cannot be proven or nothing is.
    ///
    /// - Parameters:
    ///   - index: The search index.
    ///   - ids: For each of the walk's files, its fresh record's id or -1.
    ///   - files: The walk's entry files, in path order.
    ///   - statuses: Their statuses, as the walk took them.
    ///   - cache: Gives the index cache (asked only when some file is proven).
    func provenSummaries(in index: SearchIndex, ids: [Int32], files: [VaultWalker.File], statuses: [FileSystem.Status?],
                         cache: () -> VaultCache?) -> [EntrySummary?]? {
        guard search.regex == nil, !search.wholeWord,
              let proof = SearchGrams.proof(ofPattern: search.literalCharacters, ignoresCase: search.ignoresCase),
              let flags = index.proven(proof),
              ids.contains(where: { $0 >= 0 && flags[Int($0)] }), let summaries = cache() else { return nil }
        var cursor = 0
        var found = [EntrySummary?](repeating: nil, count: files.count)
        for (position, id) in ids.enumerated() where id >= 0 && flags[Int(id)] {
            guard let status = VaultReader.cacheable(statuses[position]),
                  let result = summaries.freshResult(for: files[position].path, status: status, cursor: &cursor),
                  result.problems.isEmpty, let summary = result.summary else { continue }
            found[position] = summary
        }
        return found
    }

    /// The candidates of an index that is up to date: a file whose record is fresh (`ids`) when
    /// it holds every gram of the pattern or its reading reports a problem, any other file
    /// always; `nil` when the index cannot narrow the search.
    ///
    /// - Parameters:
    ///   - index: The index (``SearchIndex/refreshed(_:files:statuses:old:)``).
    ///   - ids: For each of the walk's files, its fresh record's id or -1.
    func candidates(in index: SearchIndex, ids: [Int32]) -> [Bool]? {
        guard search.regex == nil, let grams = SearchGrams.grams(ofPattern: search.literalCharacters),
              let flags = index.candidates(grams) else { return nil }
        return ids.map { $0 < 0 || flags[Int($0)] }
    }

    /// Whether the search index can narrow this search: a literal pattern with grams
    /// (``SearchGrams/grams(ofPattern:)``).
    var canUseIndex: Bool {
        // A pattern of one character or two ASCII ones has no gram.
        search.regex == nil && SearchGrams.grams(ofPattern: search.literalCharacters) != nil
    }

    /// The hit of one file's bytes, or `nil` when the prefilter rules a match out.
    func searchBytes(_ bytes: UnsafeBufferPointer<UInt8>, file: VaultWalker.File) -> Hit? {
        guard search.mayMatch(bytes) else { return nil }
        let result = VaultReader.summarize(bytes, file: file, countsText: false)
        let lines = result.summary == nil ? [] : search.search(bytes, context: contextLines, firstOnly: firstLineOnly)
        guard !lines.isEmpty || !result.problems.isEmpty else { return nil }
        return Hit(summary: result.summary, problems: result.problems, lines: lines)
    }
}
