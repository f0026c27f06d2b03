/// Searches the files of a list of entries on all cores, a batch at a time, handing each
/// matching entry on in the list's order: memory holds one batch's results, never all bodies.
struct EntrySearcher: Sendable {
    /// The vault the entries are in.
    var vault: Vault
    /// The compiled pattern.
    var search: TextSearch
    /// Lines of context around each match.
    var contextLines: Int

    /// How many entries one task handles: its files are read into one scratch buffer in turn.
    static let chunkSize = 64

    /// What searching one file found: its lines, or the problem that kept it from being read.
    enum Outcome: Sendable {
        /// The matching and context lines; empty when nothing matched.
        case lines([TextSearch.Line])
        /// The file could not be read (deleted or changed since the scan).
        case unreadable(VaultProblem)
    }

    /// Searches the entries' files in batches and calls `found` for each entry that matches,
    /// in the order of `entries`.
    ///
    /// - Parameters:
    ///   - entries: The entries, in the order to report them.
    ///   - batchSize: How many files one batch reads.
    ///   - found: Called with each matching entry and its lines.
    /// - Returns: A problem for each file that could not be read.
    func searchInBatches(_ entries: [EntrySummary], batchSize: Int,
                         _ found: (EntrySummary, [TextSearch.Line]) -> Void) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        var batchStart = 0
        while batchStart < entries.count {
            let batch = Array(entries[batchStart..<min(batchStart + batchSize, entries.count)])
            batchStart += batch.count
            let chunks = stride(from: 0, to: batch.count, by: Self.chunkSize).map { $0..<min($0 + Self.chunkSize, batch.count) }
            let searcher = self
            let results = parallelMap(chunks, chunkSize: 1) { chunk -> [Outcome] in
                let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 * 1024)
                defer { scratch.deallocate() }
                return chunk.map { searcher.searchFile(batch[$0].path, scratch: scratch) }
            }
            var index = 0
            for chunk in results {
                for outcome in chunk {
                    switch outcome {
                    case .lines(let lines) where !lines.isEmpty: found(batch[index], lines)
                    case .lines: break
                    case .unreadable(let problem): problems.append(problem)
                    }
                    index += 1
                }
            }
        }
        return problems
    }

    /// Reads and searches one file.
    ///
    /// - Parameters:
    ///   - path: The file's path relative to the vault root.
    ///   - scratch: A buffer for files that fit in it.
    func searchFile(_ path: String, scratch: UnsafeMutableBufferPointer<UInt8>) -> Outcome {
        let absolute = vault.absolutePath(path)
        do {
            if let count = try FileSystem.read(absolute, into: scratch) {
                return .lines(search.search(UnsafeBufferPointer(rebasing: scratch[..<count]), context: contextLines))
            }
            let bytes = try FileSystem.read(absolute)
            return .lines(bytes.withUnsafeBufferPointer { search.search($0, context: contextLines) })
        } catch let error as VaultError {
            guard case .readFailed(_, let reason) = error else { return .lines([]) }
            return .unreadable(VaultProblem(.unreadableFile, path: path, message: "cannot read: \(reason)"))
        } catch {
            return .unreadable(VaultProblem(.unreadableFile, path: path, message: "cannot read: \(error)"))
        }
    }
}
