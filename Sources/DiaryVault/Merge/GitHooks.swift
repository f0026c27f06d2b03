import Foundation

/// The two git hooks `vault git setup` installs so that `INDEX.md` equals a fresh `vault index`
/// after every merge and rebase (githooks(5): `post-merge`, `post-rewrite`; docs/GIT.md).
///
/// Git runs merge drivers before it writes the merged entries, so the index driver cannot read
/// them (it merges `INDEX.md` as lines, keeping both sides, ``MergeDriver``). Once the merge or
/// rebase is done, these hooks run `vault git hook NAME ARG`, which writes `INDEX.md` afresh and
/// folds it into the commit the operation made (``afterOperation(hook:argument:root:git:refresh:)``).
///
/// A hook file that exists is never replaced: vault adds its block, between two comment lines of
/// its own, at the end of a shell script, and writing it again replaces only the block. A hook in
/// another language is left alone and reported (``Installation/notChained``).
public enum GitHooks {
    /// The hooks vault installs: after a merge (also `git pull`), after a rebase, and after a
    /// commit (for a merge that stopped on a conflict and was finished with `git commit`, which
    /// runs no `post-merge`).
    public static let names = ["post-merge", "post-rewrite", "post-commit"]

    /// The first line of vault's block in a hook.
    static let blockStart = "# vault: keep INDEX.md fresh after a merge or rebase (written by 'vault git setup')"
    /// The last line of vault's block.
    static let blockEnd = "# end of vault's lines"

    /// The lines of vault's block for one hook.
    ///
    /// - Parameters:
    ///   - hook: `post-merge`, `post-rewrite` or `post-commit`.
    ///   - prefix: The vault's folder relative to the top of the work tree (git's
    ///     `--show-prefix`, `""` or `diary/`), where hooks run.
    ///   - program: The program to run: an absolute path (``GitSetup/program(invokedAs:environment:currentDirectory:)``),
    ///     or `vault`, found on `PATH` when git runs the hook.
    static func blockLines(hook: String, prefix: String, program: String = "vault") -> [String] {
        let folder = prefix.isEmpty ? "." : prefix
        // Single quotes keep every byte of the folder's name but a quote, written '\''.
        let quoted = "'" + folder.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let word = program.shellWord
        // Inside double quotes, `"`, `$`, `` ` `` and `\` are escaped.
        let shown = program.reduce(into: "") { text, character in
            if "\"$`\\".contains(character) { text.append("\\") }
            text.append(character)
        }
        let missing = program.contains("/") ? "'\(shown)' does not exist, so INDEX.md was not refreshed; run 'vault git setup' again"
            : "'\(shown)' is not on PATH, so INDEX.md was not refreshed"
        let run = [
            "if command -v \(word) >/dev/null 2>&1; then",
            // Git may set GIT_DIR (relative) for hooks; vault finds the repository from the folder.
            "  (unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE; cd \(quoted) && \(word) git hook \(hook) \"$1\" </dev/null) || true",
            "else",
            "  echo \"vault: \(missing)\" >&2",
            "fi",
        ]
        guard hook == "post-commit" else { return [blockStart] + run + [blockEnd] }
        // Every commit runs post-commit: vault starts only for a merge commit (HEAD has a second parent).
        return [blockStart, "if git rev-parse -q --verify 'HEAD^2' >/dev/null 2>&1; then"] + run.map { "  " + $0 } + ["fi", blockEnd]
    }

    /// The text of a hook with vault's block added or brought up to date.
    ///
    /// - Parameters:
    ///   - existing: The hook's text, or `nil` when there is none.
    ///   - hook: The hook's name.
    ///   - prefix: The vault's folder relative to the top of the work tree.
    ///   - program: The program the block runs (``blockLines(hook:prefix:program:)``).
    /// - Returns: The new text (equal to `existing` when the block is already as written), or
    ///   `nil` when the hook is not a shell script vault can add lines to.
    public static func script(updating existing: String?, hook: String, prefix: String, program: String = "vault") -> String? {
        let block = blockLines(hook: hook, prefix: prefix, program: program)
        guard let existing, !existing.isEmpty else { return (["#!/bin/sh"] + block).joined(separator: "\n") + "\n" }
        var lines = existing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let start = lines.firstIndex(of: blockStart), let end = lines[start...].firstIndex(of: blockEnd) {
            lines.replaceSubrange(start...end, with: block)
            return lines.joined(separator: "\n")
        }
        guard isShellScript(existing) else { return nil }
        var text = existing
        if text.last != "\n" { text += "\n" }
        return text + block.joined(separator: "\n") + "\n"
    }

    /// Whether a hook's first line runs it with a POSIX shell (`sh`, `bash`, `dash`, `ksh`,
    /// `zsh`), so that lines added at its end run after the user's own.
    static func isShellScript(_ text: String) -> Bool {
        guard text.hasPrefix("#!") else { return false }
        let first = text.prefix { $0 != "\n" }
        let words = first.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "/" })
        return words.contains { ["sh", "bash", "dash", "ksh", "zsh"].contains(String($0)) }
    }

    /// What installing one hook did.
    public enum Installation: Hashable, Sendable {
        /// The hook was written or its block added (the hook's path, relative to the vault).
        case written(String)
        /// The hook already held vault's block as written.
        case unchanged
        /// The hook exists and is not a shell script: vault did not touch it (its path, and
        /// the line to add).
        case notChained(path: String, line: String)
    }

    /// Installs vault's block in both hooks of the repository holding `root`, in the folder git
    /// reads hooks from (`git rev-parse --git-path hooks`, which follows `core.hooksPath`).
    ///
    /// - Parameters:
    ///   - root: The vault root, inside a git work tree.
    ///   - git: The git runner.
    ///   - program: The program the hooks run.
    /// - Returns: One installation per hook, in the order of ``names``.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` and the errors of
    ///   ``AtomicWriter/write(_:to:expectedOriginal:displayPath:)``.
    static func install(root: String, git: Git, program: String = "vault") throws -> [Installation] {
        let output = try git.check(["rev-parse", "--git-path", "hooks", "--show-prefix"], in: root)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let hooksFolder = lines.first ?? ".git/hooks", prefix = lines.count > 1 ? lines[1] : ""
        let folder = hooksFolder.hasPrefix("/") ? hooksFolder : Vault.join(root, hooksFolder)
        if FileSystem.status(folder, follow: true) == nil {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw VaultError.writeFailed(path: hooksFolder, reason: error.localizedDescription)
            }
        }
        var results: [Installation] = []
        for hook in names {
            let path = Vault.join(folder, hook), shown = Vault.join(hooksFolder, hook)
            let existing = FileSystem.status(path, follow: true) == nil ? nil : try FileSystem.read(path)
            guard let text = script(updating: existing.map { String(decoding: $0, as: UTF8.self) }, hook: hook, prefix: prefix, program: program) else {
                let line = blockLines(hook: hook, prefix: prefix, program: program).first { $0.contains(" git hook ") } ?? ""
                results.append(.notChained(path: shown, line: line.trimmingCharacters(in: .whitespaces)))
                continue
            }
            if Array(text.utf8) == existing {
                results.append(.unchanged)
                continue
            }
            try AtomicWriter.write(Array(text.utf8), to: path, expectedOriginal: existing ?? [], displayPath: shown)
            // A hook runs only when executable; a user's hook keeps its own bits, plus execute.
            let mode = (FileSystem.status(path, follow: true)?.permissions ?? 0o644) | 0o111
            try? FileManager.default.setAttributes([.posixPermissions: Int(mode & 0o7777)], ofItemAtPath: path)
            results.append(.written(shown))
        }
        return results
    }
}

extension GitHooks {
    /// What the hook did after a merge or rebase.
    public enum Refresh: Hashable, Sendable {
        /// Nothing to do: no `INDEX.md`, a squash merge, an amend, or the index was fresh.
        case nothing
        /// `INDEX.md` was written afresh and folded into the commit the operation made (its
        /// abbreviated hash).
        case amended(String)
        /// `INDEX.md` was written afresh and committed on its own (the operation made no commit
        /// of this clone's, as in a fast-forward).
        case committed(String)
        /// `INDEX.md` had changes of the user's that are not committed: left as it was.
        case skippedLocalChanges
    }

    /// Writes `INDEX.md` afresh after the operation a hook reports, and commits it.
    ///
    /// After a merge that made a merge commit, and after a rebase, `HEAD` is a commit only this
    /// clone has (not reachable from its upstream): the fresh index is folded into it
    /// (`git commit --amend`), so the merge or the last rebased commit holds it. Otherwise (a
    /// fast-forward brought a stale index) the index is committed on its own,
    /// `Regenerate INDEX.md`. A squash merge (`post-merge 1`) and a rewrite by `--amend` do
    /// nothing; nor does an `INDEX.md` with uncommitted changes.
    ///
    /// - Parameters:
    ///   - hook: `post-merge`, `post-rewrite` or `post-commit` (``afterCommit(root:indexPath:git:refresh:)``).
    ///   - argument: The hook's argument: `0`/`1` (squash) for `post-merge`, `rebase`/`amend`
    ///     for `post-rewrite`, none for `post-commit`.
    ///   - root: The vault root.
    ///   - indexPath: `INDEX.md`'s path relative to the vault root.
    ///   - git: The git runner.
    ///   - indexIsCommitted: Whether the caller knows `INDEX.md` has no uncommitted change
    ///     (`vault sync`, which committed everything first), so git need not be asked.
    ///   - refresh: Writes the index afresh when the vault keeps one; returns whether the file
    ///     changed.
    /// - Throws: ``VaultError/gitFailed(command:message:)`` and what `refresh` throws.
    static func afterOperation(hook: String, argument: String, root: String, indexPath: String = "INDEX.md",
                               git: Git, indexIsCommitted: Bool = false, refresh: () throws -> Bool) throws -> Refresh {
        switch (hook, argument) {
        case ("post-merge", "1"), ("post-rewrite", "amend"): return .nothing
        case ("post-commit", _): return try afterCommit(root: root, indexPath: indexPath, git: git, refresh: refresh)
        default: break
        }
        // Git runs these hooks while its own state files (MERGE_HEAD, rebase-merge/) are still
        // there, so an unfinished operation cannot be told from one ending here.
        guard FileSystem.status(Vault.join(root, indexPath), follow: true) != nil else { return .nothing }
        if !indexIsCommitted {
            let status = try git.check(["status", "--porcelain", "--", indexPath], in: root)
            guard status.isEmpty else { return .skippedLocalChanges }
        }
        guard try refresh() else { return .nothing }
        if try madeByOperation(hook: hook, root: root, git: git) {
            return .amended(try fold(indexPath, intoHeadIn: root, git: git))
        }
        try git.check(["commit", "--quiet", "--no-verify", "-m", "Regenerate INDEX.md", "--", indexPath], in: root)
        return .committed(try git.shortHead(in: root))
    }

    /// After `git commit`: when it finished a merge that had stopped on a conflict (`HEAD` a
    /// merge commit, no merge, rebase or cherry-pick under way: a rebase commits its picks
    /// with its state still there), `INDEX.md` written afresh and committed on its own,
    /// `Regenerate INDEX.md`, never folded into the user's commit. Any other commit, and an
    /// `INDEX.md` already fresh, do nothing.
    static func afterCommit(root: String, indexPath: String, git: Git, refresh: () throws -> Bool) throws -> Refresh {
        guard Git.unfinishedOperation(above: root) == nil,
              FileSystem.status(Vault.join(root, indexPath), follow: true) != nil,
              try git.run(["rev-parse", "-q", "--verify", "HEAD^2"], in: root).status == 0 else { return .nothing }
        let status = try git.check(["status", "--porcelain", "--", indexPath], in: root)
        guard status.isEmpty else { return .skippedLocalChanges }
        guard try refresh() else { return .nothing }
        try git.check(["commit", "--quiet", "--no-verify", "-m", "Regenerate INDEX.md", "--", indexPath], in: root)
        return .committed(try git.shortHead(in: root))
    }

    /// Replaces `HEAD` by the same commit (parents, author, date, message) with the file's
    /// work-tree contents, as `git commit --amend` would; done with git's plumbing
    /// (`write-tree`, `commit-tree`, `update-ref`) because `post-merge` runs while `MERGE_HEAD`
    /// still exists, when `git commit --amend` refuses.
    ///
    /// - Returns: The new commit's abbreviated hash.
    /// - Throws: ``VaultError/gitFailed(command:message:)``.
    static func fold(_ path: String, intoHeadIn root: String, git: Git) throws -> String {
        try git.check(["add", "--", path], in: root)
        let tree = try git.check(["write-tree"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        let old = try git.check(["rev-parse", "HEAD"], in: root).trimmingCharacters(in: .whitespacesAndNewlines)
        let fields = try git.check(["log", "-1", "--format=%P%x00%an%x00%ae%x00%ad%x00%B", "--date=raw", "HEAD"], in: root)
            .split(separator: "\0", maxSplits: 4, omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 5 else { throw VaultError.gitFailed(command: "git log -1 HEAD", message: "unexpected output") }
        var author = git
        // The commit keeps its author and date, as `--amend` does (set for git, not read).
        author.environment.merge(["GIT_AUTHOR_NAME": fields[1], "GIT_AUTHOR_EMAIL": fields[2], "GIT_AUTHOR_DATE": fields[3]]) { $1 }
        var message = fields[4]
        while message.hasSuffix("\n") { message.removeLast() }
        let parents = fields[0].split(separator: " ").flatMap { ["-p", String($0)] }
        let commit = try author.check(["commit-tree", tree] + parents + ["-m", message], in: root)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try git.check(["update-ref", "-m", "vault: INDEX.md written afresh", "HEAD", commit, old], in: root)
        return try git.shortHead(in: root)
    }

    /// Whether `HEAD` is a commit the operation just made and only this clone has: after a
    /// rebase, any `HEAD` not reachable from the upstream; after a merge, a merge commit whose
    /// first parent is `ORIG_HEAD`, not reachable from the upstream either.
    static func madeByOperation(hook: String, root: String, git: Git) throws -> Bool {
        if hook == "post-merge" {
            let parents = try git.check(["rev-list", "--parents", "-n", "1", "HEAD"], in: root).split(separator: " ")
            guard parents.count >= 3 else { return false }
            let original = try git.run(["rev-parse", "-q", "--verify", "ORIG_HEAD"], in: root)
            guard original.status == 0, original.standardOutput.hasPrefix(String(parents[1])) else { return false }
        }
        let upstream = try git.run(["rev-parse", "-q", "--verify", "@{upstream}"], in: root)
        guard upstream.status == 0 else { return true }
        return try git.run(["merge-base", "--is-ancestor", "HEAD", "@{upstream}"], in: root).status != 0
    }
}

extension Git {
    /// The abbreviated hash of `HEAD`.
    ///
    /// - Throws: ``VaultError/gitFailed(command:message:)``.
    func shortHead(in folder: String) throws -> String {
        String(try check(["rev-parse", "--short", "HEAD"], in: folder).prefix { !$0.isNewline })
    }
}
