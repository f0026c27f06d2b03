import Foundation

/// `vault sync`: one diary on two devices kept in step through a git remote (docs/GIT.md).
///
/// The steps, in order: write `INDEX.md` afresh and commit the vault's pending changes
/// (everything under the vault root git does not ignore, in one commit); pull from the branch's upstream, rebasing (the default) or
/// merging (`sync = merge` in `.vault/config`), with vault's drivers; write `INDEX.md` afresh and
/// commit it when it changed; push to the upstream. It never force-pushes and never discards a
/// change: a conflict stops it in git's normal conflicted state, a rejected push stops it with
/// the commits kept.
struct GitSync {
    /// How the upstream's commits are brought in: `git pull --rebase` or `git pull --no-rebase`.
    enum PullMode: String, CaseIterable, Hashable, Sendable {
        /// Replay this clone's commits on top of the upstream's (a straight history).
        case rebase
        /// Make a merge commit.
        case merge
    }

    /// One file changed between two commits, as the report shows it.
    struct Change: Hashable, Sendable {
        /// What happened to the file.
        enum Kind: String, Hashable, Sendable {
            /// A new file.
            case added
            /// A file whose contents changed.
            case changed
            /// A file moved (and maybe changed): git's rename detection.
            case renamed
            /// A removed file.
            case removed
        }

        /// What happened.
        var kind: Kind
        /// The path relative to the vault root (the new one for a rename).
        var path: String
        /// The old path of a rename.
        var oldPath: String?
        /// The entry it holds, read from the side that has it (the old one for a removal), or
        /// `nil` when the file is not an entry or does not parse.
        var entry: Entry?

        /// Whether the file is an entry file (a `.md` file under `YYYY/MM/`).
        var isEntry: Bool { GitSync.isEntryPath(path) }
    }

    /// What a sync did.
    struct Report: Hashable, Sendable {
        /// The upstream, such as `origin/main`.
        var upstream: String
        /// The commit of the pending changes (its abbreviated hash), if there were any.
        var commit: String?
        /// What that commit held.
        var committed: [Change] = []
        /// What came in from the upstream.
        var incoming: [Change] = []
        /// The commit that wrote `INDEX.md` afresh, if one was needed.
        var indexCommit: String?
        /// What went out to the upstream (empty when nothing was pushed).
        var outgoing: [Change] = []
        /// Whether commits were pushed.
        var pushed = false
    }

    /// Why a sync stopped.
    enum Failure: Error, Hashable, Sendable {
        /// The repository has no remote.
        case noRemote
        /// The branch has no upstream to pull from and push to.
        case noUpstream(branch: String, remote: String)
        /// `HEAD` is not on a branch.
        case detachedHead
        /// The repository has no commit yet.
        case noCommit
        /// A merge, rebase or cherry-pick is unfinished.
        case unfinished(operation: String)
        /// Git has not finished merging these files (relative to the vault root), though no
        /// merge or rebase is under way (a `git stash pop` that conflicted).
        case unmerged(files: [String])
        /// The pull stopped on conflicts in these files (relative to the vault root; entries
        /// with their entry when it parses), with git's operation left unfinished.
        case conflict(operation: String, files: [String], titles: [String: String])
        /// `git pull` failed for another reason (git's message).
        case pullFailed(message: String)
        /// `git push` was refused (git's message), such as when the upstream moved meanwhile.
        case pushFailed(message: String)
    }

    /// The git runner.
    var git: Git
    /// The vault root (absolute).
    var root: String
    /// Rebase or merge.
    var mode: PullMode

    /// Whether a path relative to the vault root is an entry file: `.md` under `YYYY/MM/`.
    static func isEntryPath(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        return parts.count == 3 && parts[0].count == 4 && parts[0].allSatisfy { $0.isASCII && $0.isNumber }
            && parts[1].count == 2 && parts[1].allSatisfy { $0.isASCII && $0.isNumber } && parts[2].hasSuffix(".md")
    }

    /// Runs the sync.
    ///
    /// The work tree's state (`git status`) and the upstream's commits (`git fetch`) are taken
    /// at once, on two threads: one reads the disk, the other the remote. The pull is then
    /// `git merge --ff-only` when only the upstream moved, nothing when only this clone did,
    /// and `git pull` (rebase or merge) when both did, so a fast-forward is not preceded by the
    /// rebase's own check of the whole work tree.
    ///
    /// - Parameters:
    ///   - message: The commit message of the pending changes, from what they are.
    ///   - refreshIndex: Writes `INDEX.md` afresh when the vault keeps one; returns whether it
    ///     changed. The sync calls it only when no file is unmerged (checked before the pull;
    ///     a pull that stops on a conflict stops the sync), so it need not ask git again.
    /// - Returns: What was committed, pulled and pushed.
    /// - Throws: ``Failure`` when the sync cannot start or stops; ``VaultError/gitFailed(command:message:)``
    ///   when a git command fails unexpectedly; what `refreshIndex` throws.
    func run(message: ([Change]) -> String, refreshIndex: () throws -> Bool) throws -> Report {
        if let operation = Git.unfinishedOperation(above: root) { throw Failure.unfinished(operation: operation) }
        let branchOutput = try git.run(["symbolic-ref", "--quiet", "--short", "HEAD"], in: root)
        guard branchOutput.status == 0 else { throw Failure.detachedHead }
        let branch = String(branchOutput.standardOutput.prefix { !$0.isNewline })
        // The remotes, the branch's upstream, and what could make a merge refuse to
        // fast-forward (`pull.ff`, `merge.ff`, the branch's `mergeOptions`), in one process.
        let settings = try git.run(["config", "-z", "--get-regexp",
                                    "^(remote\\..*\\.url|branch\\.\(Self.regexEscaped(branch))\\.(remote|merge|mergeoptions)|pull\\.ff|merge\\.ff)$"],
                                   in: root)
        var remotes: [String] = [], remote: String?, merge: String?, fastForwards = true
        for record in settings.standardOutput.split(separator: "\0") {
            let key = String(record.prefix { $0 != "\n" }), value = String(record.drop { $0 != "\n" }.dropFirst())
            if key == "branch.\(branch).remote" { remote = value } else if key == "branch.\(branch).merge" { merge = value }
            else if key == "branch.\(branch).mergeoptions" || ((key == "pull.ff" || key == "merge.ff") && value.lowercased() == "false") {
                fastForwards = mode == .rebase
            }
            else if key.hasPrefix("remote."), key.hasSuffix(".url") { remotes.append(String(key.dropFirst("remote.".count).dropLast(".url".count))) }
        }
        guard let firstRemote = remotes.first else { throw Failure.noRemote }
        guard let remote, let merge, merge.hasPrefix("refs/heads/") else {
            throw Failure.noUpstream(branch: branch, remote: remotes.contains("origin") ? "origin" : firstRemote)
        }
        // The work tree's state under the vault root in one pass (pending changes, and files
        // git has not finished merging without an operation under way: a `git stash pop`), and
        // the upstream's commits, at once. `normal` lists an untracked folder as one line
        // rather than each file in it: the same answer to "anything pending?" (a folder holding
        // only ignored files is not listed either way), without reading inside it.
        let status: String, fetch: ExternalProgram.Output
        do {
            let runner = git, folder = root
            let outputs = parallelMap([0, 1], chunkSize: 1) { step in
                Result { () throws -> ExternalProgram.Output in
                    try runner.run(step == 0 ? ["status", "--porcelain", "-z", "--untracked-files=normal", "--", "."]
                                   : ["fetch", "--quiet", remote, merge], in: folder)
                }
            }
            let statusOutput = try outputs[0].get()
            guard statusOutput.status == 0 else {
                throw VaultError.gitFailed(command: "git status", message: statusOutput.standardError)
            }
            status = statusOutput.standardOutput
            fetch = try outputs[1].get()
        }
        if Self.hasUnmerged(status: status) {
            throw Failure.unmerged(files: UnmergedFiles.read(root: root, git: git).paths)
        }
        let headOutput = try git.run(["rev-parse", "-q", "--verify", "HEAD"], in: root)
        guard headOutput.status == 0 else { throw Failure.noCommit }
        var before = String(headOutput.standardOutput.prefix { !$0.isNewline })
        let remoteBranch = String(merge.dropFirst("refs/heads/".count))
        var report = Report(upstream: remote == "." ? remoteBranch : remote + "/" + remoteBranch)

        // 1. The pending changes under the vault root, INDEX.md written afresh among them, in
        // one commit; nothing to read or run when there are none.
        if !status.isEmpty {
            _ = try refreshIndex()
            try git.check(["add", "-A", "--", "."], in: root)
            let pending = try changes(["diff", "--cached", "HEAD"], newSide: nil, oldSide: "HEAD")
            if !pending.isEmpty {
                try git.check(["commit", "--quiet", "--no-edit", "-m", message(pending), "--", "."], in: root)
                before = try head()
                report.commit = try git.shortHead(in: root)
                report.committed = pending
            }
        }

        // 2. The upstream's commits, through vault's drivers. vault's hooks leave INDEX.md to
        // step 3 (``syncEnvironment``), so the vault is read once after the pull, not twice.
        var pulling = git
        pulling.environment[Self.syncEnvironment] = "1"
        // What was fetched against HEAD: commits only this clone has, and only the upstream
        // has (`git rev-list --left-right --count`). A failed fetch is left to `git pull`,
        // which fails the same way and says why.
        var divergence: (ours: Int, theirs: Int)?
        if fetch.status == 0, let counts = try? git.run(["rev-list", "--left-right", "--count", "HEAD...FETCH_HEAD"], in: root),
           counts.status == 0 {
            let numbers = counts.standardOutput.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            if numbers.count == 2 { divergence = (numbers[0], numbers[1]) }
        }
        let pull: ExternalProgram.Output
        switch divergence {
        case let (_, theirs)? where theirs == 0:
            // Nothing came in.
            pull = ExternalProgram.Output(status: 0, standardOutput: "", standardError: "")
        case let (ours, _)? where ours == 0 && fastForwards:
            // Only the upstream moved: a fast-forward, as `git pull` makes it (a rebase always;
            // a merge unless `pull.ff`, `merge.ff` or the branch's options say otherwise).
            pull = try pulling.run(["merge", "--quiet", "--ff-only", "FETCH_HEAD"], in: root)
        default:
            pull = try pulling.run(["pull", "--quiet", "--no-edit", mode == .rebase ? "--rebase" : "--no-rebase", remote, merge], in: root)
        }
        if pull.status != 0 {
            if let operation = Git.unfinishedOperation(above: root) {
                let files = try git.check(["diff", "--name-only", "--relative", "-z", "--diff-filter=U"], in: root)
                    .split(separator: "\0").map(String.init)
                var titles: [String: String] = [:]
                // The title as the side being merged into has it: the work tree's file holds
                // the conflict.
                for file in files {
                    if let title = entry(file, at: "HEAD")?.title, !title.isEmpty { titles[file] = title }
                }
                throw Failure.conflict(operation: operation, files: files, titles: titles)
            }
            throw Failure.pullFailed(message: pull.standardError.isEmpty ? pull.standardOutput : pull.standardError)
        }
        let after = try head()
        // The work tree is HEAD's under the vault root now (everything there was committed), so
        // new files are read from disk: one read each, not one git process each.
        if after != before { report.incoming = try changes(["diff", before, after], newSide: nil, oldSide: before) }

        // 3. INDEX.md written afresh, as vault's hooks do: folded into the merge commit (or the
        // last rebased commit) the pull made, else committed on its own.
        if after != before || report.commit != nil {
            let hook = mode == .rebase ? "post-rewrite" : "post-merge"
            // INDEX.md has no change of its own: everything pending was committed in step 1.
            switch try GitHooks.afterOperation(hook: hook, argument: mode == .rebase ? "rebase" : "0", root: root, git: git,
                                               indexIsCommitted: true, refresh: refreshIndex) {
            case .amended(let hash), .committed(let hash): report.indexCommit = hash
            case .nothing, .skippedLocalChanges: break
            }
        } else if try refreshIndex() {
            try git.check(["commit", "--quiet", "--no-verify", "-m", "vault: regenerate INDEX.md", "--", "INDEX.md"], in: root)
            report.indexCommit = try git.shortHead(in: root)
        }

        // 4. What this clone has that the upstream has not, pushed without force.
        let ahead = try git.check(["rev-list", "--count", "@{upstream}..HEAD"], in: root)
        if ahead.prefix(while: { !$0.isNewline }) != "0" {
            report.outgoing = try changes(["diff", "@{upstream}", "HEAD"], newSide: nil, oldSide: "@{upstream}")
            let push = try git.run(["push", "--quiet", remote, "HEAD:" + merge], in: root)
            guard push.status == 0 else {
                throw Failure.pushFailed(message: push.standardError.isEmpty ? push.standardOutput : push.standardError)
            }
            // git updates the remote-tracking branch of a push to a configured remote itself.
            report.pushed = true
        }
        return report
    }

    /// The environment variable `vault sync` sets for its `git pull`: `vault git hook` then
    /// leaves INDEX.md to the sync, which writes it once after the pull.
    static let syncEnvironment = "VAULT_SYNC_PULL"

    /// Whether `git status --porcelain -z` output lists a file git has not finished merging
    /// (git-status(1), "Short Format": `DD`, `AU`, `UD`, `UA`, `DU`, `AA`, `UU`).
    static func hasUnmerged(status: String) -> Bool {
        var fields = status.split(separator: "\0", omittingEmptySubsequences: false)[...]
        while let field = fields.popFirst(), field.count >= 3 {
            let code = field.prefix(2)
            if code.contains("U") || code == "DD" || code == "AA" { return true }
            // A rename or copy is followed by its source path.
            if code.first == "R" || code.first == "C" { _ = fields.popFirst() }
        }
        return false
    }

    /// A branch name with the characters of an extended regular expression escaped.
    static func regexEscaped(_ text: String) -> String {
        text.reduce(into: "") { result, character in
            if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
            result.append(character)
        }
    }

    /// A configuration value, or `nil` when it is not set.
    private func config(_ key: String) throws -> String? {
        let output = try git.run(["config", "--get", key], in: root)
        guard output.status == 0 else { return nil }
        return String(output.standardOutput.prefix { !$0.isNewline })
    }

    /// The full hash of `HEAD`.
    private func head() throws -> String {
        String(try git.check(["rev-parse", "HEAD"], in: root).prefix { !$0.isNewline })
    }

    /// The files a `git diff` lists under the vault root, with renames found, and the entries
    /// they hold.
    ///
    /// - Parameters:
    ///   - arguments: `diff` and its commits (or `--cached HEAD`).
    ///   - newSide: The commit to read new files from, or `nil` for the work tree.
    ///   - oldSide: The commit to read removed files from.
    func changes(_ arguments: [String], newSide: String?, oldSide: String) throws -> [Change] {
        let output = try git.check(arguments + ["--name-status", "-z", "-M", "--relative", "--", "."], in: root)
        var fields = output.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)[...]
        var result: [Change] = []
        while let status = fields.popFirst(), !status.isEmpty {
            guard let path = fields.popFirst() else { break }
            switch status.first {
            case "A": result.append(Change(kind: .added, path: path, entry: entry(path, at: newSide)))
            case "D": result.append(Change(kind: .removed, path: path, entry: entry(path, at: oldSide)))
            case "R", "C":
                guard let newPath = fields.popFirst() else { break }
                result.append(Change(kind: status.first == "C" ? .added : .renamed, path: newPath, oldPath: path,
                                     entry: entry(newPath, at: newSide)))
            default: result.append(Change(kind: .changed, path: path, entry: entry(path, at: newSide)))
            }
        }
        return result
    }

    /// The entry a file holds in a commit (or the work tree), `nil` when it is not an entry
    /// file or does not parse.
    private func entry(_ path: String, at commit: String?) -> Entry? {
        guard GitSync.isEntryPath(path) else { return nil }
        let bytes: [UInt8]?
        if let commit {
            // `./` makes the path relative to the vault root rather than the repository's.
            guard let output = try? git.run(["cat-file", "blob", "\(commit):./\(path)"], in: root), output.status == 0 else { return nil }
            bytes = Array(output.standardOutput.utf8)
        } else {
            bytes = try? FileSystem.read(Vault.join(root, path))
        }
        return bytes.flatMap { try? Entry(parsing: $0, path: path) }
    }
}

extension GitSync.Failure: LocalizedError {
    /// The message `vault sync` prints, with what to do next.
    var errorDescription: String? {
        switch self {
        case .noRemote:
            return "the vault's git repository has no remote to sync with\n"
                + "hint: add one and push once: git remote add origin URL && git push -u origin HEAD"
        case .noUpstream(let branch, let remote):
            return "the branch '\(branch)' has no upstream to pull from and push to\n"
                + "hint: push it once with its upstream: git push -u \(remote) \(branch)"
        case .detachedHead:
            return "HEAD is not on a branch, so there is nothing to sync\nhint: check out the diary's branch: git switch BRANCH ('git branch' lists them)"
        case .noCommit:
            return "the vault's git repository has no commit yet\nhint: commit the vault once (vault init --git does), then push it with git push -u"
        case .unfinished(let operation):
            return "the vault's git repository is in the middle of a \(operation)\n"
                + "hint: finish it (resolve, git add, then \(operation == "merge" ? "git commit" : "git \(operation) --continue")) "
                + "or undo it (git \(operation) --abort), then run 'vault sync' again"
        case .unmerged(let files):
            return "git has not finished merging \(files.count) file\(files.count == 1 ? "" : "s") of the vault:\n"
                + files.map { "  " + TerminalText.safe($0) + "\n" }.joined()
                + "hint: finish each with 'vault resolve <path> --ours' (or --theirs, --both, --edit), or keep it with git add, "
                + "then run 'vault sync' again"
        case .conflict(let operation, let files, let titles):
            let listed = files.map { file in "  " + TerminalText.safe(file) + (titles[file].map { " \"" + TerminalText.safe($0) + "\"" } ?? "") }
            return "the \(operation == "rebase" ? "rebase" : "merge") stopped on a conflict in \(files.count) file\(files.count == 1 ? "" : "s"):\n"
                + listed.joined(separator: "\n") + "\n"
                + "hint: resolve each file (docs/GIT.md: set the key you want, remove the marked block), git add it, then "
                + (operation == "rebase" ? "git rebase --continue" : "git commit") + " and run 'vault sync' again; "
                + "or undo the pull with git \(operation) --abort"
        case .pullFailed(let message):
            return "git pull failed: " + message.trimmingCharacters(in: .whitespacesAndNewlines)
                + "\nhint: nothing was lost: your changes are committed locally; fix the cause and run 'vault sync' again"
        case .pushFailed(let message):
            return "git push was refused: " + message.trimmingCharacters(in: .whitespacesAndNewlines)
                + "\nhint: the remote may have changed meanwhile; run 'vault sync' again (vault never force-pushes)"
        }
    }
}
