/// Reads the entries of a vault into summaries for the index, collecting a problem for each bad
/// file and going on: one broken entry never stops the rest from being read.
///
/// Files are read and parsed by a pool of threads larger than the core count (``ReaderPool``), one
/// month folder per task; results are put back in path order, so the output never depends on
/// scheduling.
public struct VaultReader: Sendable {
    /// What reading a scope of the vault found.
    public struct Scan: Sendable {
        /// The entries that have a valid date, in vault order (oldest first).
        public var entries: [EntrySummary] = []
        /// The problems, sorted by path then line.
        public var problems: [VaultProblem] = []
        /// How many entry files the scope holds.
        public var fileCount = 0
        /// Each entry's file status as the walk took it, in the order of ``entries``, when the
        /// scan took them (with the cache, the whole vault); else empty.
        var entryStatuses: [FileSystem.Status?] = []
        /// The markdown files outside the month folders (whole vault only), which `vault index`
        /// reports (``UnreadMarkdown/problems(vault:)``); other commands keep quiet about them.
        public var unreadMarkdown = UnreadMarkdown()
        /// How many of them were read from disk (the rest came from the cache).
        public var filesRead = 0
        /// How long each step took: walking the folders, loading the cache, reading and parsing
        /// the files, writing the cache (for `VAULT_STATS=1` and the benchmark).
        public var timings: [(step: String, duration: Duration)] = []
    }

    /// The vault to read.
    public let vault: Vault

    /// Creates a reader.
    ///
    /// - Parameter vault: The vault.
    public init(vault: Vault) {
        self.vault = vault
    }

    /// Reads the entries of a scope.
    ///
    /// Problems reported: files that cannot be read or parsed, entries with a missing or invalid
    /// date, entries in a month folder that does not match their date, and uuids shared by more
    /// than one entry (each copy after the first in vault order is reported).
    ///
    /// Words and characters (``EntrySummary/wordCount``) cost a pass over every body. A scan that
    /// uses the cache always counts them (every cached summary has its counts, for `vault stats`
    /// and `vault heatmap`); one without it may leave them out (`countsText: false`, as
    /// `index --no-cache` and the calendar do), and its summaries then have counts of 0.
    ///
    /// - Parameters:
    ///   - scope: The whole vault, a year or a month.
    ///   - useCache: Whether to read and update `.vault/cache/`.
    ///   - countsText: Whether to count words and characters when the cache is not used.
    /// - Returns: The summaries and problems.
    public func scan(_ scope: VaultWalker.Scope = .all, useCache: Bool = false, countsText: Bool = true) -> Scan {
        scan(scope, useCache: useCache, countsText: countsText, keepsStatuses: true)
    }

    /// Reads the entries of a scope as ``scan(_:useCache:countsText:)`` does; with the cache,
    /// the entries' statuses (``Scan/entryStatuses``) are kept only when `keepsStatuses` (a
    /// status per entry is about 56 bytes a warm read otherwise does without).
    ///
    /// - Parameters:
    ///   - scope: The whole vault, a year or a month.
    ///   - useCache: Whether to read and update `.vault/cache/`.
    ///   - countsText: Whether to count words and characters when the cache is not used.
    ///   - keepsStatuses: Whether to keep each entry's status when the cache is used.
    /// - Returns: The summaries and problems.
    func scan(_ scope: VaultWalker.Scope, useCache: Bool, countsText: Bool, keepsStatuses: Bool) -> Scan {
        let clock = ContinuousClock()
        var mark = clock.now
        var timings: [(step: String, duration: Duration)] = []
        func lap(_ step: String) {
            let now = clock.now
            timings.append((step, now - mark))
            mark = now
        }
        let start = AnniversaryCache.now()
        // The cache is used, and filled, for the whole vault only (a scope's statuses are not
        // taken). It is loaded on another thread while the walk lists the folders and takes each
        // file's status (it needs neither).
        let wantsStatus = useCache && scope == .all
        let loading = wantsStatus ? VaultCache.Loading(vault) : nil
        // Each month folder's task matches its files against the cache once it is loaded: a
        // fresh file is kept as its record number only (``VaultWalker/list(_:takesStatuses:matching:keepsStatuses:)``).
        var listing = VaultWalker(vault: vault).list(scope, takesStatuses: wantsStatus, matching: loading, keepsStatuses: keepsStatuses)
        lap("walk")
        let cache = loading?.wait()
        lap("load cache")
        var scan: Scan
        let changed: Bool
        let records: () -> [VaultCache.Record]
        if listing.isMatched, let cache {
            (scan, changed, records) = collectMatched(listing, cache: cache, lap: lap)
            listing = VaultWalker.Listing()
        } else {
            (scan, changed, records) = collect(&listing, scope: scope, cache: cache, useCache: useCache, countsText: countsText,
                                               wantsStatus: wantsStatus, lap: lap)
        }
        lap("collect and write cache")
        // Vault order once, for the duplicates and for the index (which then only reverses them).
        // Usually the walk's order already (paths begin with the date): then nothing is made.
        // Else the entries are put in that order in place (no second array of every summary).
        if !EntrySummary.isInVaultOrder(scan.entries) {
            var order = EntrySummary.chronologicalOrder(scan.entries)
            if !scan.entryStatuses.isEmpty { scan.entryStatuses = order.map { scan.entryStatuses[$0] } }
            scan.entries.permute(by: &order)
        }
        scan.problems += duplicateUUIDs(inVaultOrder: scan.entries)
        scan.problems.sort { ($0.path, $0.location?.line ?? 0) < ($1.path, $1.location?.line ?? 0) }
        lap("duplicates")
        if useCache, scope == .all {
            // What `vault calendar` needs of the whole vault, for the next calendar.
            // A file or folder that could not be read may hold one: then nothing is remembered.
            let isComplete = !scan.problems.contains { $0.kind == .unreadableFile || $0.kind == .unreadableFolder }
            // The summaries of each month and day, for `vault on-this-day`, from the same records.
            AnniversaryCache.refresh(vault, entries: scan.entries, foundProblems: !scan.problems.isEmpty, scanStart: start,
                                     isComplete: isComplete, changed: changed, records: records)
            lap("anniversaries")
        }
        scan.timings = timings
        return scan
    }

    /// The scan of a listing that was not matched against a cache (no cache, or a scope): every
    /// file read, or taken from the cache by ``readAll(_:statuses:cache:countsText:)``; writes
    /// the cache when it changed.
    ///
    /// - Returns: The scan so far, whether the cache changed, and its records (for the
    ///   anniversary file).
    private func collect(_ listing: inout VaultWalker.Listing, scope: VaultWalker.Scope, cache: VaultCache?, useCache: Bool,
                         countsText: Bool, wantsStatus: Bool, lap: (String) -> Void)
        -> (scan: Scan, changed: Bool, records: () -> [VaultCache.Record]) {
        // The statuses are kept here, once, for the records of a new cache.
        let statuses = listing.entryStatuses
        listing.entryStatuses = []
        let readings = readAll(listing.entryFiles, statuses: wantsStatus ? statuses : nil, cache: cache,
                               countsText: useCache || countsText)
        lap("read and parse")
        var scan = Scan()
        scan.problems = listing.problems
        scan.unreadMarkdown = listing.unreadMarkdown
        scan.fileCount = listing.entryFiles.count
        scan.entries.reserveCapacity(listing.entryFiles.count)
        let cachedCount = statuses.reduce(0) { $0 + (Self.cacheable($1) == nil ? 0 : 1) }
        let keepsStatuses = statuses.count == listing.entryFiles.count
        if keepsStatuses { scan.entryStatuses.reserveCapacity(statuses.count) }
        var fileIndex = 0
        for group in readings {
            // Read the fields in place: copying each reading would count references twice over.
            group.withUnsafeBufferPointer { buffer in
                for index in buffer.indices {
                    if let summary = buffer[index].result.summary {
                        scan.entries.append(summary)
                        if keepsStatuses { scan.entryStatuses.append(statuses[fileIndex]) }
                    }
                    if !buffer[index].result.problems.isEmpty { scan.problems += buffer[index].result.problems }
                    if !buffer[index].fromCache { scan.filesRead += 1 }
                    fileIndex += 1
                }
            }
        }
        let files = listing.entryFiles
        func records() -> [VaultCache.Record] {
            var records: [VaultCache.Record] = []
            records.reserveCapacity(cachedCount)
            var fileIndex = 0
            for group in readings {
                for reading in group {
                    let file = files[fileIndex]
                    fileIndex += 1
                    guard let status = Self.cacheable(statuses[fileIndex - 1]) else { continue }
                    records.append(VaultCache.Record(path: file.path, size: status.size, modified: status.modified,
                                                     changed: status.changed, result: reading.result))
                }
            }
            return records
        }
        let changed = scan.filesRead > 0 || cache?.count != cachedCount
        var written: [VaultCache.Record]?
        if useCache, scope == .all, changed {
            written = records()
            VaultCache.save(written ?? [], to: vault)
            // The search index, when `vault search` made one, follows the same changes.
            SearchIndex.refreshIfPresent(vault, files: listing.entryFiles, statuses: statuses)
        }
        return (scan, changed, { [written] in written ?? records() })
    }

    /// The outcome of reading one file.
    struct FileResult: Sendable {
        var summary: EntrySummary?
        var problems: [VaultProblem] = []
    }

    /// One file's reading and where it came from (the file's status, taken before it was read,
    /// is in the walk's ``VaultWalker/Listing/entryStatuses``).
    struct Reading: Sendable {
        var result: FileResult
        var fromCache: Bool
    }

    /// Reads files, one month folder per task, each file checked against the cache first.
    ///
    /// With a cache and statuses, every folder is first checked on all cores without waiting on
    /// the disk: a folder whose files all have a fresh record (see ``VaultCache``) is done. The
    /// other folders go to the reader pool (more readers than cores: a file not in the page cache
    /// waits on the disk), where each task opens its folder once, takes the fresh records again,
    /// reads the other files relative to the folder, and reuses one scratch buffer for the small
    /// files.
    ///
    /// - Parameters:
    ///   - files: The entry files, in the walk's order.
    ///   - statuses: Each file's status, taken by the walk (``VaultWalker/Listing/entryStatuses``),
    ///     when there is a cache to use or fill; `nil` reads every file and keeps no status.
    ///   - cache: The loaded cache, if any.
    ///   - countsText: Whether to count words and characters.
    /// - Returns: The readings, one array per month folder, in the order of `files`.
    func readAll(_ files: [VaultWalker.File], statuses: [FileSystem.Status?]?, cache: VaultCache?,
                 countsText: Bool = true) -> [[Reading]] {
        let groups = VaultWalker.monthFolders(files)
        var results: [[Reading]?]
        if let cache, let statuses {
            results = parallelMap(groups, chunkSize: 16) { group in
                Self.cachedReadings(group, files: files, statuses: statuses, cache: cache)
            }
        } else {
            results = [[Reading]?](repeating: nil, count: groups.count)
        }
        let pending = results.indices.filter { results[$0] == nil }
        let reader = self
        let read = ReaderPool().map(pending.count) { [groups] task, _ -> [Reading] in
            let group = groups[pending[task]]
            let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 * 1024)
            defer { scratch.deallocate() }
            let folder = FileSystem.openFolder(reader.vault.absolutePath(files[group.lowerBound].folder))
            defer { folder.map(FileSystem.closeFolder) }
            // Files and cache records are both sorted by path: walk them side by side.
            var recordIndex = cache?.firstIndex(notBefore: files[group.lowerBound].path) ?? 0
            return group.map { index in
                let file = files[index]
                let status = statuses.flatMap { Self.cacheable($0[index]) }
                if let cache, let status, let cached = cache.freshResult(for: file.path, status: status, cursor: &recordIndex) {
                    return Reading(result: cached, fromCache: true)
                }
                return Reading(result: reader.read(file, folder: folder, scratch: scratch, countsText: countsText),
                               fromCache: false)
            }
        }
        for (task, readings) in read.enumerated() { results[pending[task]] = readings }
        return results.map { $0 ?? [] }
    }

    /// The readings of one month folder's files when every one has a fresh cache record, else
    /// `nil` (the folder is then read on the reader pool).
    private static func cachedReadings(_ group: Range<Int>, files: [VaultWalker.File], statuses: [FileSystem.Status?],
                                       cache: VaultCache) -> [Reading]? {
        cache.freshReadings(group, files: files, statuses: statuses)
    }

    /// A status the cache may use: a regular file's. Symbolic links are not cached: their own
    /// time does not change with their target's.
    static func cacheable(_ status: FileSystem.Status?) -> FileSystem.Status? {
        status.flatMap { $0.kind == .regular ? $0 : nil }
    }

    /// Reads, parses and checks one file.
    ///
    /// - Parameters:
    ///   - file: The file.
    ///   - folder: Its folder, opened, or `nil` to open the file by its full path.
    ///   - scratch: A buffer for files that fit in it.
    ///   - countsText: Whether to count words and characters (see ``scan(_:useCache:countsText:)``).
    func read(_ file: VaultWalker.File, folder: Int32?, scratch: UnsafeMutableBufferPointer<UInt8>, countsText: Bool = true) -> FileResult {
        do {
            // The full path only when the folder is not open or the file is large (a string
            // built per file is a heap allocation per file).
            let fits = try FileSystem.read(lastComponentOf: file.path, in: folder,
                                           orFullPath: vault.absolutePath(file.path), into: scratch)
            if let count = fits {
                return Self.summarize(UnsafeBufferPointer(rebasing: scratch[..<count]), file: file, countsText: countsText)
            }
            let bytes = try FileSystem.read(vault.absolutePath(file.path))
            return bytes.withUnsafeBufferPointer { Self.summarize($0, file: file, countsText: countsText) }
        } catch let error as VaultError {
            guard case .readFailed(_, let reason) = error else { return FileResult() }
            return FileResult(problems: [VaultProblem(.unreadableFile, path: file.path, message: "cannot read: \(reason)")])
        } catch {
            return FileResult(problems: [VaultProblem(.unreadableFile, path: file.path, message: "cannot read: \(error)")])
        }
    }

    /// The summary of a file's bytes and the problems that keep it from its place in the index.
    static func summarize(_ bytes: UnsafeBufferPointer<UInt8>, file: VaultWalker.File, countsText: Bool = true) -> FileResult {
        let summary: EntrySummary
        var conflictProblem: VaultProblem?
        switch EntrySummary.read(bytes, path: file.path, countsText: countsText) {
        case .failed(let error):
            return FileResult(problems: [VaultProblem(error, path: file.path)])
        case .noDate(let written?, _):
            // Rare: parse fully to find the line and column of the bad date.
            let (location, sourceLine) = keyLocation(SemanticKey.date.name, in: bytes)
            return FileResult(problems: [VaultProblem(
                .invalidDate, path: file.path, location: location, sourceLine: sourceLine,
                message: "'\(TerminalText.clipped(written.stringValue ?? ""))' is not a date",
                hint: "expected: YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00")])
        case .noDate(nil, _):
            // Rare: parse fully to tell a file without front matter (and why) from one without a date.
            if let document = try? EntryDocument(parsing: Array(bytes)), document.frontMatter == nil {
                return FileResult(problems: [VaultProblem(
                    .missingFrontMatter, path: file.path,
                    message: "the file has no front matter, so the entry has no date and no place in the index",
                    hint: EntryChecker.missingFrontMatterHint(document.body))])
            }
            return FileResult(problems: [VaultProblem(
                .missingDate, path: file.path, message: "the entry has no date, so it has no place in the index",
                hint: "add a line such as 'date: \(CivilDate.pad(file.year, 4))-\(CivilDate.pad(file.month, 2))-01' to its front matter")])
        case .summary(let value):
            summary = value
        case .conflicted(let value, let error):
            summary = value
            conflictProblem = error.map { VaultProblem($0, path: file.path) }
        }
        var result = FileResult(summary: summary)
        if let conflictProblem { result.problems.append(conflictProblem) }
        let day = summary.day
        if day.year != file.year || day.month != file.month {
            let (location, sourceLine) = keyLocation(SemanticKey.date.name, in: bytes)
            result.problems.append(VaultProblem(
                .misplacedEntry, path: file.path, location: location, sourceLine: sourceLine,
                message: "the entry is dated \(summary.date.text) but is in the folder \(CivilDate.pad(file.year, 4))/\(CivilDate.pad(file.month, 2))",
                hint: "move it to \(day.monthDescription.replacing("-", with: "/"))/ (vault check --fix does this)",
                isFixable: true))
        }
        return result
    }
}
