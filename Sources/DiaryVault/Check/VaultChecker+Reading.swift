/// The reading of ``VaultChecker``: every file in scope read once, into one buffer, and checked
/// on that reading.
extension VaultChecker {
    /// How many files one round of ``checkFiles(_:explicit:into:)`` checks before their problems
    /// are taken out: the results of one round are all that is held at once.
    static let checkRound = 4096

    /// Reads and checks each target, a round of ``checkRound`` files at a time, appending each
    /// file's problems (then the problem of a file that cannot be read) in target order.
    ///
    /// Files are read as the no-cache index reads them (``VaultReader``): each run of targets in
    /// one folder is a task of the reader pool (``ReaderPool``: more readers than cores, so a
    /// file not in the page cache does not hold a core), which opens the folder once, reads each
    /// file relative to it into a scratch buffer of the task's, and checks the bytes there
    /// (``EntryChecker/check(_:target:)``, in place); a file larger than the
    /// buffer is read whole by its path.
    ///
    /// - Parameters:
    ///   - targets: The files to check.
    ///   - explicit: The paths named on the command line outside the walk (README.md, a hidden
    ///     or a .txt file): checked, but --fix never edits them, since they may be another
    ///     tool's, so their problems are not fixable.
    ///   - problems: The report's problems.
    /// - Returns: Each target's result, in target order, without its problems (they are in
    ///   `problems`): what the checks across files need.
    func checkFiles(_ targets: [EntryChecker.Target], explicit: Set<String>, into problems: inout [VaultProblem]) -> [EntryChecker.Result] {
        let vault = self.vault
        var kept: [EntryChecker.Result] = []
        kept.reserveCapacity(targets.count)
        for start in stride(from: 0, to: targets.count, by: Self.checkRound) {
            let round = Array(targets[start..<min(start + Self.checkRound, targets.count)])
            let runs = Self.folderRuns(round)
            let results = ReaderPool().map(runs.count) { task, _ -> [(EntryChecker.Result, VaultProblem?)] in
                let run = runs[task]
                let scratch = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 64 * 1024)
                defer { scratch.deallocate() }
                let folder = FileSystem.openFolder(vault.absolutePath(String(Self.folder(of: round[run.lowerBound].path))))
                defer { folder.map(FileSystem.closeFolder) }
                return run.map { Self.checkFile(round[$0], vault: vault, folder: folder, scratch: scratch) }
            }
            for (result, readProblem) in results.joined() {
                problems += !explicit.isEmpty && explicit.contains(result.target.path)
                    ? result.problems.map { var problem = $0; problem.isFixable = false; return problem } : result.problems
                if let readProblem { problems.append(readProblem) }
                var identity = result
                identity.problems = []
                kept.append(identity)
            }
        }
        return kept
    }

    /// The runs of consecutive targets in one folder (the walk lists a folder's files together).
    static func folderRuns(_ targets: [EntryChecker.Target]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        while start < targets.count {
            let folder = Self.folder(of: targets[start].path)
            var end = start + 1
            while end < targets.count, Self.folder(of: targets[end].path) == folder { end += 1 }
            runs.append(start..<end)
            start = end
        }
        return runs
    }

    /// The folder part of a vault-relative path (before its last `/`; `""` for the root).
    static func folder(of path: String) -> Substring {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return path[..<slash]
    }

    /// Reads and checks one file: relative to its open folder into `scratch` when it fits, else
    /// whole by its path; a file that cannot be read gives an empty result and its
    /// `unreadable-file` problem.
    ///
    /// - Parameters:
    ///   - target: The file.
    ///   - vault: The vault.
    ///   - folder: Its folder, opened, or `nil` to open the file by its full path.
    ///   - scratch: A buffer for files that fit in it.
    static func checkFile(_ target: EntryChecker.Target, vault: Vault, folder: Int32?,
                          scratch: UnsafeMutableBufferPointer<UInt8>) -> (EntryChecker.Result, VaultProblem?) {
        let checker = EntryChecker()
        do {
            let fits = try FileSystem.read(lastComponentOf: target.path, in: folder,
                                           orFullPath: vault.absolutePath(target.path), into: scratch)
            if let count = fits {
                return (checker.check(UnsafeBufferPointer(rebasing: scratch[..<count]), target: target), nil)
            }
            let bytes = try FileSystem.read(vault.absolutePath(target.path))
            let simple = bytes.withUnsafeBufferPointer { checker.checkSimple($0, target: target) }
            return (simple ?? checker.check(bytes, target: target), nil)
        } catch let error as VaultError {
            guard case .readFailed(_, let reason) = error else { return (EntryChecker.Result(target: target), nil) }
            return (EntryChecker.Result(target: target),
                    VaultProblem(.unreadableFile, path: target.path, message: "cannot read: \(reason)"))
        } catch {
            return (EntryChecker.Result(target: target), nil)
        }
    }
}
