/// The few git commands vault runs: is this folder in a repository, `git init`, and committing
/// exactly the files a command changed.
///
/// Every command runs as `git --literal-pathspecs -C <folder> ...` with an argument array (see
/// ``ExternalProgram``), so file names are never read as pathspec magic or shell syntax, and the
/// vault may be the repository's root or any folder inside it.
struct Git: Sendable {
    /// The absolute path of the `git` program.
    var executable: String
    /// The environment git runs with.
    var environment: [String: String]

    /// Finds `git` on the environment's `PATH`.
    ///
    /// - Parameters:
    ///   - environment: The environment to search and to run git with.
    ///   - currentDirectory: The folder relative `PATH` entries start from.
    /// - Returns: A runner, or `nil` when git is not installed.
    init?(environment: [String: String], currentDirectory: String) {
        guard let path = ExternalProgram.find("git", environment: environment, currentDirectory: currentDirectory) else { return nil }
        executable = path
        self.environment = environment
    }

    /// Runs `git -C folder <arguments>` and returns what it printed.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after `-C folder`.
    ///   - folder: The folder git runs in.
    /// - Returns: The status and output.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` when git cannot be started.
    func run(_ arguments: [String], in folder: String) throws -> ExternalProgram.Output {
        do {
            return try ExternalProgram.run(executable, ["--literal-pathspecs", "-C", folder] + arguments, in: folder,
                                           environment: environment, capture: true)
        } catch {
            throw VaultError.gitFailed(command: "git " + arguments.joined(separator: " "), message: "\(error)")
        }
    }

    /// Runs a git command that must succeed.
    ///
    /// - Throws: ``VaultError/gitFailed(command:message:)`` with git's standard error when the
    ///   status is not 0.
    @discardableResult
    func check(_ arguments: [String], in folder: String) throws -> String {
        let output = try run(arguments, in: folder)
        guard output.status == 0 else {
            let message = output.standardError.isEmpty ? "exit status \(output.status)" : output.standardError
            throw VaultError.gitFailed(command: "git " + arguments.joined(separator: " "), message: message)
        }
        return output.standardOutput
    }

    /// Whether a folder is inside the work tree of a git repository.
    ///
    /// - Parameter folder: An existing folder.
    func isInsideRepository(_ folder: String) -> Bool {
        guard let output = try? run(["rev-parse", "--is-inside-work-tree"], in: folder) else { return false }
        return output.status == 0 && output.standardOutput.hasPrefix("true")
    }

    /// Commits the given files and nothing else, with a message.
    ///
    /// New and changed files are added and deleted ones removed from the index; then
    /// `git commit -- <paths>` records exactly those paths, leaving anything else the user had
    /// staged staged and uncommitted. Paths that are gone and were never tracked are skipped.
    ///
    /// - Parameters:
    ///   - paths: The files, relative to `folder`.
    ///   - message: The commit message: a subject line, optionally a blank line and a body.
    ///   - folder: A folder inside the repository (the vault root).
    ///   - exists: Whether a path still exists on disk.
    /// - Returns: The new commit's abbreviated hash, or `nil` when there was nothing to commit.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` when a git command fails (no
    ///   identity configured, a hook that refuses).
    func commit(_ paths: [String], message: String, in folder: String, exists: (String) -> Bool) throws -> String? {
        guard !paths.isEmpty else { return nil }
        let tracked = Set(try check(["ls-files", "-z", "--"] + paths, in: folder).split(separator: "\0").map(String.init))
        let present = paths.filter(exists)
        let removed = paths.filter { !exists($0) && tracked.contains($0) }
        if !present.isEmpty { try check(["add", "--"] + present, in: folder) }
        if !removed.isEmpty { try check(["rm", "--cached", "--quiet", "--"] + removed, in: folder) }
        let committed = present + removed
        guard !committed.isEmpty else { return nil }
        let staged = try run(["diff", "--cached", "--quiet", "--"] + committed, in: folder)
        guard staged.status == 1 else { return nil }
        try check(["commit", "--quiet", "--no-edit", "-m", message, "--"] + committed, in: folder)
        let hash = try check(["rev-parse", "--short", "HEAD"], in: folder)
        return String(hash.prefix { !$0.isNewline })
    }
}

extension Git {
    /// The git operation left unfinished in the repository holding `folder` (`"merge"`,
    /// `"rebase"` or `"cherry-pick"`), read from the files git keeps while one is under way
    /// (`MERGE_HEAD`, `rebase-merge/`, `rebase-apply/`, `CHERRY_PICK_HEAD`; gitrepository-layout(5)),
    /// without running git; `nil` when there is none or no repository.
    ///
    /// - Parameter folder: An absolute folder (the vault root).
    static func unfinishedOperation(above folder: String) -> String? {
        guard let gitFolder = repositoryFolder(above: folder) else { return nil }
        if FileSystem.status(Vault.join(gitFolder, "rebase-merge")) != nil
            || FileSystem.status(Vault.join(gitFolder, "rebase-apply")) != nil { return "rebase" }
        if FileSystem.status(Vault.join(gitFolder, "MERGE_HEAD")) != nil { return "merge" }
        if FileSystem.status(Vault.join(gitFolder, "CHERRY_PICK_HEAD")) != nil { return "cherry-pick" }
        return nil
    }

    /// The git folder of the repository holding `folder`: the nearest `.git` above it (a
    /// linked work tree's `.git` file followed to its `gitdir:`), found without running git;
    /// `nil` when there is none.
    ///
    /// - Parameter folder: An absolute folder (the vault root).
    static func repositoryFolder(above folder: String) -> String? {
        var current = folder
        while true {
            let dotGit = Vault.join(current, ".git")
            if let status = FileSystem.status(dotGit, follow: true) {
                // A linked work tree's `.git` is a file: `gitdir: <path>`.
                guard status.kind == .regular else { return dotGit }
                guard let bytes = try? FileSystem.read(dotGit, limit: 4096) else { return nil }
                let text = String(decoding: bytes, as: UTF8.self)
                guard text.hasPrefix("gitdir: ") else { return nil }
                let path = String(text.dropFirst("gitdir: ".count).prefix { !$0.isNewline })
                return path.hasPrefix("/") ? path : Vault.join(current, path)
            }
            guard let slash = current.lastIndex(of: "/"), current != "/" else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }
}
