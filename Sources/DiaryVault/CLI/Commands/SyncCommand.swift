import Foundation

extension Command {
    /// `vault sync`: commit, pull through vault's drivers, write INDEX.md afresh, push.
    static let sync = Command(
        name: "sync",
        summary: "Sync the diary with its git remote: commit, pull, refresh INDEX.md, push.",
        usage: "vault sync",
        discussion: """
            Keeps one diary on several devices in step through the branch's upstream (such as \
            origin/main), in four steps:

            1. Commits the vault's pending changes: everything under the vault root that git does \
            not ignore, in one commit, named as --commit names its commits ('vault: sync \
            2026-11-29 "Evening walk"', or 'vault: sync 3 entries' with one line per entry).
            2. Pulls: 'git pull --rebase' by default, or a merge with 'sync = merge' in \
            .vault/config; git merges entries through vault's drivers ('vault git setup').
            3. Writes INDEX.md afresh, when the vault keeps one, and commits it if it changed.
            4. Pushes to the upstream, never with force.

            It then says what came in and what went out: each entry added, changed, moved or \
            removed, by day and title. A conflict stops it with exit status 1, the entries named, \
            and the repository left in git's normal conflicted state: resolve as docs/GIT.md says, \
            finish the rebase or merge, and run 'vault sync' again. A refused push (the remote \
            moved meanwhile) stops it too, with your commits kept. It warns when this clone has \
            not registered vault's merge drivers. No git, no repository, no remote or no upstream \
            is an error that says what to run.

            Examples:
              vault sync
              git push -u origin main && vault sync
            """,
        work: SyncCommand.init)
}

/// The work of `vault sync`: the steps in ``GitSync``, the report here.
struct SyncCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Syncs and reports.
    ///
    /// - Throws: ``GitSync/Failure`` when the sync cannot start or stops;
    ///   ``VaultError/gitFailed(command:message:)`` without git or a repository; the errors of
    ///   ``Vault/discover(_:context:)`` and ``VaultConfig/load(_:warnings:)``.
    func run() throws -> ExitCode {
        let vault = try Vault.discover(arguments, context: context)
        guard let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else {
            throw VaultError.gitFailed(command: "git", message: "git was not found on PATH")
        }
        guard git.isInsideRepository(vault.path) else {
            throw VaultError.gitFailed(command: "git rev-parse", message: "the vault is not in a git repository; run 'vault init --git' or 'git init' first")
        }
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        for warning in GitSetup.driverWarnings(root: vault.path, git: git, environment: context.environment,
                                               currentDirectory: context.currentDirectory.path) {
            context.standardError.write("warning: \(warning)\n")
        }
        let sync = GitSync(git: git, root: vault.path, mode: config.sync)
        let report = try sync.run(message: { changes in
            // Entries by day and title; other files (INDEX.md, the config) only when no entry changed.
            var set = ChangeSet(action: "sync")
            let entries = changes.filter(\.isEntry)
            for change in entries.isEmpty ? changes : entries { set.record(change.entry, fallback: change.path, paths: [change.path]) }
            return set.message
        }, refreshIndex: { try IndexFile.refresh(in: vault, arguments, context: context, checksUnmerged: false) })
        // The report's words in the locale of the command line and the config (en, ko, de, ja, zh).
        let words = Catalogue(localeIdentifier: RenderSettings.localeIdentifier(
            option: arguments.globals.locale, configured: config.locale, environment: context.environment))
        var text = ""
        if let commit = report.commit {
            text += words(.syncCommitted, ["x": commit, "y": SyncCommand.count(report.committed, words: words)]) + "\n"
        }
        let upstream = TerminalText.safe(report.upstream)
        text += report.incoming.isEmpty ? words(.syncNothingCameIn, ["x": upstream]) + "\n"
            : words(.syncPulled, ["x": upstream, "y": config.sync.rawValue, "z": SyncCommand.count(report.incoming, words: words)]) + "\n"
        text += SyncCommand.lines(report.incoming, words: words)
        if let commit = report.indexCommit { text += words(.syncWroteIndex, ["x": IndexFile.name, "y": commit]) + "\n" }
        text += report.pushed ? words(.syncPushed, ["x": upstream, "z": SyncCommand.count(report.outgoing, words: words)]) + "\n"
            : words[.syncNothingToPush] + "\n"
        text += SyncCommand.lines(report.outgoing, words: words)
        context.standardOutput.write(text)
        return .success
    }

    /// `2 entries`, `1 entry and 1 other file`, in the catalogue's words.
    static func count(_ changes: [GitSync.Change], words: Catalogue = Catalogue(language: .en)) -> String {
        let entries = changes.filter(\.isEntry).count, others = changes.count - entries
        let text = words(.countEntries, count: entries)
        guard others > 0 else { return text }
        return words(.syncBoth, ["x": text, "y": words(.syncOtherFiles, count: others)])
    }

    /// One line per change: what happened, then the entry's day and title, or the file's path.
    static func lines(_ changes: [GitSync.Change], words: Catalogue = Catalogue(language: .en)) -> String {
        changes.map { change in
            var label = TerminalText.safe(change.path)
            if change.isEntry, let entry = change.entry {
                label = TerminalText.safe(entry.date?.day.description ?? change.path)
                if !entry.title.isEmpty { label += " \"" + ChangeSet.shownTitle(entry.title) + "\"" }
            }
            let kind = switch change.kind {
            case .added: words[.syncAdded]
            case .changed: words[.syncChanged]
            case .renamed: words[.syncMoved]
            case .removed: words[.syncRemoved]
            }
            let from = change.oldPath.map { " " + words(.syncFrom, ["x": TerminalText.safe($0)]) } ?? ""
            // The kind in a column of 8 (display width: Korean and Japanese words are wide).
            return "  " + kind + String(repeating: " ", count: max(1, 8 - kind.displayWidth)) + label + from + "\n"
        }.joined()
    }
}
