/// Reads the entries of a vault into summaries for the index, collecting a problem for each bad
/// file and going on: one broken entry never stops the rest from being read.
///
/// Files are read and parsed on all cores (Dispatch `concurrentPerform`); results are put back in
/// path order, so the output never depends on scheduling.
public struct VaultReader: Sendable {
    /// What reading a scope of the vault found.
    public struct Scan: Sendable {
        /// The entries that have a valid date, in path order.
        public var entries: [EntrySummary] = []
        /// The problems, sorted by path then line.
        public var problems: [VaultProblem] = []
        /// How many entry files were read.
        public var filesRead = 0
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
    /// - Parameter scope: The whole vault, a year or a month.
    /// - Returns: The summaries and problems.
    public func scan(_ scope: VaultWalker.Scope = .all) -> Scan {
        let listing = VaultWalker(vault: vault).list(scope)
        let files = listing.entryFiles
        let reader = self
        let results = parallelMap(files) { reader.read($0) }
        var scan = Scan()
        scan.problems = listing.problems
        scan.filesRead = files.count
        for result in results {
            if let summary = result.summary { scan.entries.append(summary) }
            scan.problems += result.problems
        }
        scan.problems += Self.duplicateUUIDs(in: scan.entries)
        scan.problems.sort { ($0.path, $0.location?.line ?? 0) < ($1.path, $1.location?.line ?? 0) }
        return scan
    }

    /// The outcome of reading one file.
    struct FileResult: Sendable {
        var summary: EntrySummary?
        var problems: [VaultProblem] = []
    }

    /// Reads, parses and checks one file.
    func read(_ file: VaultWalker.File) -> FileResult {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(vault.absolutePath(file.path))
        } catch let error as VaultError {
            guard case .readFailed(_, let reason) = error else { return FileResult() }
            return FileResult(problems: [VaultProblem(kind: "unreadable-file", path: file.path, message: "cannot read: \(reason)")])
        } catch {
            return FileResult()
        }
        let entry: Entry
        do {
            entry = try Entry(parsing: bytes, path: file.path)
        } catch let error as FrontMatterError {
            return FileResult(problems: [VaultProblem(error, path: file.path)])
        } catch {
            return FileResult()
        }
        return Self.summarize(entry, file: file)
    }

    /// The summary of a parsed entry and the problems that keep it from its place in the index.
    static func summarize(_ entry: Entry, file: VaultWalker.File) -> FileResult {
        guard let summary = EntrySummary(entry, path: file.path) else {
            let key = entry.storedKey(for: "date") ?? "date"
            if let written = entry.document[key] {
                let line = entry.document.frontMatter?.line(ofKey: key)
                return FileResult(problems: [VaultProblem(
                    kind: "invalid-date", path: file.path,
                    location: line.map { SourceLocation(line: $0, column: key.utf8.count + 3) },
                    message: "'\(written.stringValue ?? "")' is not a date",
                    hint: "expected: YYYY-MM-DD, optionally with a time such as 2026-11-29T21:14:00+09:00")])
            }
            return FileResult(problems: [VaultProblem(
                kind: "missing-date", path: file.path, message: "the entry has no date, so it has no place in the index",
                hint: "add a line such as 'date: \(CivilDate.pad(file.year, 4))-\(CivilDate.pad(file.month, 2))-01' to its front matter")])
        }
        var result = FileResult(summary: summary)
        let day = summary.date.day
        if day.year != file.year || day.month != file.month {
            result.problems.append(VaultProblem(
                kind: "misplaced-entry", path: file.path,
                message: "the entry is dated \(summary.date.text) but is in the folder \(CivilDate.pad(file.year, 4))/\(CivilDate.pad(file.month, 2))",
                hint: "move it to \(day.monthDescription.replacing("-", with: "/"))/ (vault check --fix does this)",
                isFixable: true))
        }
        return result
    }

    /// A problem for each entry whose uuid an earlier entry (in vault order) already has.
    static func duplicateUUIDs(in entries: [EntrySummary]) -> [VaultProblem] {
        var firstPath: [EntryID: String] = [:]
        var problems: [VaultProblem] = []
        for entry in entries.sorted(by: EntrySummary.chronological) {
            guard let uuid = entry.uuid else { continue }
            if let first = firstPath[uuid] {
                problems.append(VaultProblem(
                    kind: "duplicate-uuid", path: entry.path,
                    message: "uuid \(uuid) is also the uuid of \(first)",
                    hint: "give this copy a new uuid (vault check --fix gives the newer entry one)",
                    isFixable: true))
            } else {
                firstPath[uuid] = entry.path
            }
        }
        return problems
    }
}
