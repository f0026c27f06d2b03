/// The files of the vault that git has not finished merging: its index holds a file's sides as
/// stages (1 the common ancestor, 2 ours, 3 theirs; git-ls-files(1) `--unmerged`,
/// gitrepository-layout(5)) until `git add` or `git rm` settles it.
///
/// Markers in a file are not enough to find every such file: when a merge driver's command fails
/// (the registered `vault` no longer exists, or is not on `PATH`), git keeps our side in the work
/// tree *without markers* and marks the file unmerged; a file removed on one side and changed on
/// the other is left the same way. Reading git's index is what finds them: `vault check`, `vault
/// sync`, the read commands' `(conflicted)` mark and the writing commands' refusal all ask here.
///
/// Reading runs one git process (`git ls-files -u -z`), only when a `.git` is found above the
/// vault root (without running git) and git is installed.
struct UnmergedFiles: Hashable, Sendable {
    /// The stages git holds for each unmerged file, by path relative to the vault root.
    var stages: [String: Set<Int>] = [:]

    /// Whether no file is unmerged.
    var isEmpty: Bool { stages.isEmpty }

    /// Whether a file (relative to the vault root) is unmerged.
    func contains(_ path: String) -> Bool { stages[path] != nil }

    /// The unmerged paths, sorted.
    var paths: [String] { stages.keys.sorted() }

    /// Reads git's unmerged files under the vault root.
    ///
    /// - Parameters:
    ///   - root: The vault root (absolute).
    ///   - environment: The environment git is found on and runs with.
    ///   - currentDirectory: The folder relative `PATH` entries start from.
    /// - Returns: The unmerged files; none outside a git work tree, without git, or when git fails.
    static func read(root: String, environment: [String: String], currentDirectory: String) -> UnmergedFiles {
        guard Git.repositoryFolder(above: root) != nil,
              let git = Git(environment: environment, currentDirectory: currentDirectory) else { return UnmergedFiles() }
        return read(root: root, git: git)
    }

    /// Reads git's unmerged files under the vault root with a git runner.
    static func read(root: String, git: Git) -> UnmergedFiles {
        // Run in the vault root, ls-files lists the files under it, by paths relative to it.
        guard let output = try? git.run(["ls-files", "--unmerged", "-z"], in: root), output.status == 0 else { return UnmergedFiles() }
        return UnmergedFiles(listing: output.standardOutput)
    }

    /// Parses `git ls-files --unmerged -z` output: `MODE OBJECT STAGE<TAB>PATH`, each ended by NUL.
    init(listing: String) {
        for record in listing.split(separator: "\0") {
            guard let tab = record.firstIndex(of: "\t") else { continue }
            let fields = record[..<tab].split(separator: " ")
            guard fields.count == 3, let stage = Int(fields[2]) else { continue }
            stages[String(record[record.index(after: tab)...]), default: []].insert(stage)
        }
    }

    /// Creates an empty set.
    init() {}

    /// A `git-unmerged` problem for each unmerged file not already reported with markers.
    ///
    /// - Parameter reported: The paths that already have a `git-conflict-marker` problem (their
    ///   lines say more).
    /// - Returns: The problems, by path.
    func problems(excluding reported: Set<String>) -> [VaultProblem] {
        paths.filter { !reported.contains($0) }.map(problem)
    }

    /// The `git-unmerged` problem of one unmerged file, with how to finish it.
    func problem(_ path: String) -> VaultProblem {
        let sides = stages[path] ?? []
        let word = path.shellWord
        if !sides.contains(2) || !sides.contains(3) {
            return VaultProblem(.gitUnmerged, path: path,
                                message: "git has not finished merging this file: one side \(sides.contains(2) ? "(theirs)" : "(ours)") removed it and the other changed it",
                                hint: "keep it with 'git add \(word)' or remove it with 'git rm \(word)', then finish the merge")
        }
        return VaultProblem(.gitUnmerged, path: path,
                            message: "git has not finished merging this file, though it holds no conflict markers (the merge driver did not run or failed: is 'vault git setup' done in this clone, with vault where it was?)",
                            hint: "merge it again with 'vault resolve \(word) --ours' (or --theirs, --both, --edit): vault merges both sides by meaning, then keeps the side you chose for what still conflicts")
    }

    /// The problems with a `git-unmerged` problem added for each unmerged file in the scope that
    /// has no `git-conflict-marker` problem, sorted by path (a file's own problems keep their order).
    ///
    /// - Parameters:
    ///   - found: The problems found, sorted by path.
    ///   - scope: The files and folders checked (relative to the vault root, `""` the root);
    ///     empty for the whole vault.
    func adding(to found: [VaultProblem], scope: [String] = []) -> [VaultProblem] {
        guard !isEmpty else { return found }
        let marked = Set(found.filter { $0.kind == .gitConflictMarker }.map(\.path))
        let added = problems(excluding: marked).filter { problem in
            scope.isEmpty || scope.contains { $0.isEmpty || problem.path == $0 || problem.path.hasPrefix($0 + "/") }
        }
        guard !added.isEmpty else { return found }
        return (found + added).enumerated().sorted { ($0.element.path, $0.offset) < ($1.element.path, $1.offset) }.map(\.element)
    }
}
