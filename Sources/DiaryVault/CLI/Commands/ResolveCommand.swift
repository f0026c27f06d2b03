import Foundation

extension Command {
    /// `vault resolve <ref> --ours|--theirs|--both|--edit`: finishes a conflicted entry.
    static let resolve = Command(
        name: "resolve",
        summary: "Finish an entry that a git merge left with conflicts.",
        usage: "vault resolve <ref> (--ours | --theirs | --both | --edit)",
        discussion: """
            Resolves every conflict in one entry file, as a merge or rebase left it (git's \
            markers, any size, with or without the base's lines), whether vault's merge driver \
            wrote it or git merged the file as lines.

            --ours keeps our side of each conflict, --theirs their side. For a front-matter key \
            that vault's driver found changed two ways (the block at the start of the body \
            naming the key), that side's value is set and the block removed. --both keeps our \
            lines then theirs for each conflict in the text; a key changed two ways has one \
            value, so --both refuses a file with such a block (choose --ours or --theirs). When \
            the two sides are two different entries (different uuids: both devices added a file \
            at one path), --both keeps both as two entry files: ours at the path, theirs under a \
            new name in the month folder of its date (inside a merge, each side as git holds \
            it). --edit opens the file in your editor and finishes only when no marker is left.

            The result must read as an entry (its front matter parses) and hold no marker, else \
            nothing is written and the exit status is 1. Files are written safely (a temporary \
            file, then a rename). Inside an unfinished git merge, rebase or cherry-pick, the \
            files are added to git's index ('git add'), and vault says how to finish.

            Output: 'resolved PATH "TITLE" (ours)', and 'wrote PATH "TITLE" (theirs, a second \
            entry)' for a split.

            Examples:
              vault resolve 2026-11-29 --theirs
              vault resolve 2026/11/2026-11-29-walk.md --both
              vault resolve 6F1C --edit
            """,
        options: [
            .flag("ours", help: "Keep our side of each conflict."),
            .flag("theirs", help: "Keep their side of each conflict."),
            .flag("both", help: "Keep both sides' lines; two different entries become two files."),
            .flag("edit", help: "Open the file in your editor; finish when no marker is left."),
        ],
        arguments: [.required("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday, 3 days ago).")],
        work: ResolveCommand.init
    )
}

/// The work of `vault resolve`.
struct ResolveCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Resolves the entry's conflicts as asked, writes it, and adds it to git's index inside a merge.
    ///
    /// - Returns: `.success` when resolved (or nothing was conflicted), `.failure` when markers remain.
    /// - Throws: ``CLIError`` for no side or two; ``VaultError`` when the entry cannot be found,
    ///   read or written, or cannot be resolved as asked.
    func run() throws -> ExitCode {
        let chosen = ["ours", "theirs", "both", "edit"].filter { arguments.flag($0) }
        guard let choice = chosen.first else {
            throw CLIError.missingArgument("--ours | --theirs | --both | --edit")
        }
        if chosen.count > 1 { throw CLIError.conflictingOptions("--" + chosen[0], "--" + chosen[1]) }
        let text = arguments.positional("ref") ?? ""
        let targets = try EntryTargets([text], day: nil, arguments: arguments, context: context)
        guard let match = try targets.resolve().first else { throw VaultError.entryNotFound(reference: text) }
        let original = try FileSystem.read(match.absolutePath)
        // The words of what it did in the locale of the command line and the config (en, ko, de, ja, zh).
        let words = Catalogue(localeIdentifier: RenderSettings.localeIdentifier(
            option: arguments.globals.locale, configured: targets.vault.flatMap { try? VaultConfig.load($0) }?.locale,
            environment: context.environment))
        var bytes = original
        var written = [match.absolutePath]
        if !bytes.withUnsafeBufferPointer(ConflictMarker.hasConflict(inUTF8:)) {
            // Git has not finished merging a file without markers when the driver did not run:
            // merge git's sides now, as the driver would have.
            guard let vault = targets.vault, let relative = match.vaultPath,
                  let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path),
                  UnmergedFiles.read(root: vault.path, environment: context.environment,
                                     currentDirectory: context.currentDirectory.path).contains(relative)
            else {
                context.standardOutput.write(words(.resolveNothing, ["x": TerminalText.safe(match.displayPath)]) + "\n")
                return .success
            }
            let merged = try Self.mergeAgain(relative, git: git, vault: vault, displayPath: match.displayPath,
                                             reference: match.editReference)
            if merged.conflicts == 0 || choice == "edit" {
                try AtomicWriter.write(merged.bytes, to: match.absolutePath, expectedOriginal: original, displayPath: match.displayPath)
            }
            if merged.conflicts == 0 {
                report(match.displayPath, bytes: merged.bytes, how: words[.resolveHowMerged], words: words)
                AnniversaryCache.invalidate(vault)
                stage(written, vault: vault, words: words)
                return .success
            }
            bytes = merged.bytes
        }
        if choice == "edit" {
            let config = try targets.vault.map { try VaultConfig.load($0, warnings: context.standardError) }
            let editor = try Editor.choose(configured: config?.editor, environment: context.environment)
            context.standardOutput.flush()
            try editor.edit(match.absolutePath, environment: context.environment, currentDirectory: context.currentDirectory.path)
            let after = try FileSystem.read(match.absolutePath)
            let left = after.withUnsafeBufferPointer { ConflictMarker.conflictLines(inUTF8: $0) }
            guard left.isEmpty else {
                context.standardError.write(VaultProblem.conflictedReport(path: match.displayPath, lines: left,
                                                                          reference: match.editReference))
                return .failure
            }
            report(match.displayPath, bytes: after, how: words[.resolveHowEdited], words: words)
        } else {
            let side = ConflictResolution.Side(rawValue: choice) ?? .ours
            if side == .both, let vault = targets.vault, let pair = Self.twoEntries(bytes, match: match, vault: vault, context: context) {
                try AtomicWriter.write(pair.ours, to: match.absolutePath, expectedOriginal: original, displayPath: match.displayPath)
                report(match.displayPath, bytes: pair.ours, how: words[.resolveHowOurs], words: words)
                let second = try Entry(parsing: pair.theirs)
                let config = try VaultConfig.load(vault, warnings: context.standardError)
                let relative = try EntryStore().create(second, in: vault, uniqueName: config.uniqueFileNames)
                context.standardOutput.write(words(.resolveSecondEntry, ["x": EntryLabel.text(vault.displayPath(relative), title: second.title)]) + "\n")
                written.append(vault.absolutePath(relative))
            } else {
                // One side of two different entries would drop the other entry.
                if side != .both, ConflictResolution.sides(bytes) != nil {
                    throw VaultError.unresolvable(path: match.displayPath, reason: "the two sides are two different entries "
                                                  + "(different uuids), and --\(choice) would drop the other one; keep both with "
                                                  + "'vault resolve \(match.editReference) --both'", reference: match.editReference)
                }
                let resolved: [UInt8]
                do {
                    resolved = try ConflictResolution.resolve(bytes, side: side)
                } catch {
                    throw VaultError.unresolvable(path: match.displayPath, reason: error.reason, reference: match.editReference)
                }
                try AtomicWriter.write(resolved, to: match.absolutePath, expectedOriginal: original, displayPath: match.displayPath)
                report(match.displayPath, bytes: resolved, how: words[side == .ours ? .resolveHowOurs : side == .theirs ? .resolveHowTheirs : .resolveHowBoth],
                       words: words)
            }
        }
        if let vault = targets.vault { AnniversaryCache.invalidate(vault) }
        stage(written, vault: targets.vault, words: words)
        return .success
    }

    /// The entry merged again from git's stages of an unmerged file (1 the common ancestor,
    /// none for a file both sides added; 2 ours; 3 theirs), as `vault merge-driver` merges it.
    ///
    /// - Throws: ``VaultError/unresolvable(path:reason:reference:)`` when one side removed the
    ///   file (git has no stage 2 or 3): keeping or removing it is for `git add` or `git rm`.
    static func mergeAgain(_ relative: String, git: Git, vault: Vault, displayPath: String,
                           reference: String) throws -> EntryMerge.Result {
        func stage(_ number: Int) -> [UInt8]? {
            guard let output = try? git.run(["show", ":\(number):./" + relative], in: vault.path), output.status == 0 else { return nil }
            return Array(output.standardOutput.utf8)
        }
        guard let ours = stage(2), let theirs = stage(3) else {
            let word = TerminalText.safe(relative.shellWord)
            throw VaultError.unresolvable(path: displayPath, reason: "one side removed the file and the other changed it; "
                                          + "keep it with 'git add \(word)' or remove it with 'git rm \(word)'", reference: reference)
        }
        return EntryMerge.merge(base: stage(1) ?? [], ours: ours, theirs: theirs, markerSize: 7)
    }

    /// Writes `resolved PATH "TITLE" (how)` in the catalogue's words.
    private func report(_ path: String, bytes: [UInt8], how: String, words: Catalogue) {
        let title = (try? Entry(parsing: bytes))?.title ?? ""
        context.standardOutput.write(words(.resolveResolved, ["x": EntryLabel.text(path, title: title), "y": how]) + "\n")
    }

    /// The two entries of an add/add conflict: git's stages 2 and 3 of the path inside a merge
    /// (each side's file as it was committed), else each side of the conflicted file; `nil`
    /// when they are one entry (the same uuid, or one side without one).
    static func twoEntries(_ bytes: [UInt8], match: EntryReference.Match, vault: Vault,
                           context: CLIContext) -> (ours: [UInt8], theirs: [UInt8])? {
        if Git.unfinishedOperation(above: vault.path) != nil, let relative = match.vaultPath,
           let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path),
           let ours = try? git.run(["show", ":2:./" + relative], in: vault.path), ours.status == 0,
           let theirs = try? git.run(["show", ":3:./" + relative], in: vault.path), theirs.status == 0 {
            let one = Array(ours.standardOutput.utf8), other = Array(theirs.standardOutput.utf8)
            if ConflictResolution.areDifferentEntries(one, other) { return (one, other) }
        }
        return ConflictResolution.sides(bytes)
    }

    /// Inside an unfinished merge, rebase or cherry-pick, or for a file git has not finished
    /// merging without one (a `git stash pop` that conflicted): `git add` the files and say how
    /// to finish.
    private func stage(_ paths: [String], vault: Vault?, words: Catalogue) {
        guard let vault, let git = Git(environment: context.environment, currentDirectory: context.currentDirectory.path) else { return }
        let operation = Git.unfinishedOperation(above: vault.path)
        if operation == nil {
            let unmerged = UnmergedFiles.read(root: vault.path, git: git)
            guard paths.contains(where: { unmerged.contains(Self.relative($0, to: vault.path)) }) else { return }
        }
        do {
            try git.check(["add", "--"] + paths, in: vault.path)
        } catch {
            context.standardError.write(CLI.failureReport(error))
            return
        }
        guard let operation else {
            context.standardOutput.write(words[.resolveStaged] + "\n")
            return
        }
        let next = operation == "rebase" ? "git rebase --continue" : operation == "cherry-pick" ? "git cherry-pick --continue" : "git commit"
        context.standardOutput.write(words(.resolveStagedInOperation, ["x": operation, "y": next]) + "\n")
        refreshIndex(vault: vault, git: git, words: words)
    }

    /// When the last conflict is resolved, `INDEX.md` written afresh (when the vault keeps one)
    /// and added, so the commit that finishes the operation holds the index of its entries
    /// (finishing a merge with `git commit` runs no `post-merge` hook).
    private func refreshIndex(vault: Vault, git: Git, words: Catalogue) {
        guard UnmergedFiles.read(root: vault.path, git: git).isEmpty else { return }
        do {
            guard try IndexFile.refresh(in: vault, arguments, context: context) else { return }
            try git.check(["add", "--", IndexFile.name], in: vault.path)
            context.standardOutput.write(words(.resolveIndexAdded, ["x": vault.displayPath(IndexFile.name)]) + "\n")
        } catch {
            context.standardError.write(CLI.failureReport(error))
        }
    }

    /// An absolute path relative to the vault root.
    private static func relative(_ path: String, to root: String) -> String {
        path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
}
