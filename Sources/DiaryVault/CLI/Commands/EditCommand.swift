import Foundation

extension Command {
    /// `vault edit <ref>`: opens an entry in the editor, then checks it.
    static let edit = Command(
        name: "edit",
        summary: "Open an entry in your editor, then check what you saved.",
        usage: "vault edit <ref> [--move] [--commit | --no-commit]",
        discussion: """
            Opens the entry's file itself in your editor: 'editor' in .vault/config, else \
            $VISUAL, else $EDITOR, else vi (a command with arguments such as 'code --wait' is \
            split at blanks; quotes group words; a quote never closed is an error, not a reason \
            to run another editor). When the editor exits, vault reads the file \
            again and reports what is wrong with it, as path:line:column: error: ...; it never \
            undoes your edit. A file that no longer parses, or has no valid date, exits 1. Only \
            entries are opened: .md files in a YYYY/MM/ folder of the vault, never through a \
            symbolic link.

            If the date now belongs to another month than the folder the file is in, vault says \
            so; with --move it moves the file to YYYY/MM/ of the new date (a name starting with \
            the old date gets the new one, and '-2', '-3' are added rather than overwrite \
            anything). Without --move, run 'vault edit <ref> --move' again or 'vault check --fix'.

            Output: 'edited PATH "TITLE"' or 'unchanged PATH "TITLE"', and 'moved OLD -> NEW'. \
            With --commit (or 'commit = true' in .vault/config) the edit is committed, such as \
            'vault: edit 2026-11-29 "Evening walk"'; nothing is committed when the editor failed \
            or the file has errors.

            Examples:
              vault edit 2026-11-29
              vault edit 6F1C --move
              EDITOR="code --wait" vault edit 2026/11/2026-11-29-evening-walk.md --commit
            """,
        options: [
            .flag("move", help: "Move the file to the month folder of its date if the date changed month."),
            .commit, .noCommit,
        ],
        arguments: [.required("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday, 3 days ago).")],
        work: EditCommand.init
    )
}

/// The work of `vault edit`: open the entry in the editor, check it, move and commit as asked.
struct EditCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Opens the editor, re-reads the file, reports problems, moves and commits as asked.
    ///
    /// - Throws: ``VaultError`` when the entry cannot be found, read or moved.
    func run() throws -> ExitCode {
        let text = arguments.positional("ref") ?? ""
        let targets = try EntryTargets([text], day: nil, arguments: arguments, context: context)
        let vault = targets.vault
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let commit = try CommitChoice(arguments, config: config)
        guard let match = try targets.resolve().first else {
            throw VaultError.entryNotFound(reference: text)
        }
        let editor = try Editor.choose(configured: config.editor, environment: context.environment)
        let before = try FileSystem.read(match.absolutePath)
        var editorFailed = false
        do {
            context.standardOutput.flush()
            try editor.edit(match.absolutePath, environment: context.environment, currentDirectory: context.currentDirectory.path)
        } catch {
            context.standardError.write(CLI.failureReport(error))
            editorFailed = true
        }
        let after = try FileSystem.read(match.absolutePath)
        // An editor that saves in place changes no folder's time, which is all the calendar's
        // anniversary file checks: it is dropped so the next calendar reads the whole vault.
        if after != before, let vault { AnniversaryCache.invalidate(vault) }
        // Markers left in: the edit stays, but nothing reads a side of the conflict as the entry.
        let conflicts = after.withUnsafeBufferPointer { ConflictMarker.conflictLines(inUTF8: $0) }
        if !conflicts.isEmpty {
            context.standardError.write(VaultProblem.conflictedReport(path: match.displayPath, lines: conflicts,
                                                                      reference: match.editReference))
            return .failure
        }
        var entry: Entry
        do {
            entry = try Entry(parsing: after, path: match.displayPath)
            entry.readDate(fromFileName: match.absolutePath)
        } catch let error as FrontMatterError {
            context.standardError.write(VaultProblem(error, path: match.displayPath).rendered(displayPath: match.displayPath) + "\n"
                                        + "hint: your edit is kept; run 'vault edit \(match.editReference)' to fix it\n")
            return .failure
        }
        let label = EntryLabel.text(match.displayPath, title: entry.title)
        context.standardOutput.write((after == before ? "unchanged " : "edited ") + label + "\n")
        guard let date = entry.date else {
            context.standardError.write(EditCommand.dateReport(entry, match: match, today: context.today))
            return .failure
        }
        var paths = [match.vaultPath]
        if let vault, let folder = match.misfiledFolder(date: date) {
            let target = EntrySlug.folder(for: date.day)
            if arguments.flag("move"), !editorFailed {
                let moved = try EntryStore().move(match.absolutePath, expectedOriginal: after,
                                                  toFolder: vault.absolutePath(target), day: date.day)
                let newRelative = EntryReference.relative(moved, to: vault) ?? moved
                context.standardOutput.write("moved \(TerminalText.safe(match.displayPath)) -> "
                                             + TerminalText.safe(vault.displayPath(newRelative)) + "\n")
                paths.append(newRelative)
            } else {
                context.standardError.write(match.misfiledNote(date: date, folder: folder))
            }
        }
        guard !editorFailed else { return .failure }
        guard paths.count > 1 || after != before else { return .success }
        var changes = ChangeSet(action: "edit")
        changes.record(entry, fallback: match.vaultPath ?? match.displayPath, paths: paths)
        return commit.commit(changes, in: vault, context: context)
    }

    /// The report on an edited entry without a valid date, as `vault check` gives it: the
    /// `invalid-date` or `missing-date` problem at the date's line and column, with its source
    /// line and caret (a missing front matter is said so), then that the edit is kept.
    ///
    /// - Parameters:
    ///   - entry: The entry as saved.
    ///   - match: The file.
    ///   - today: Today, for the example line.
    static func dateReport(_ entry: Entry, match: EntryReference.Match, today: CivilDate) -> String {
        let path = match.displayPath
        let problems: [VaultProblem]
        if let frontMatter = entry.document.frontMatter {
            problems = KeyChecks(entry: entry, frontMatter: frontMatter, path: path).dateProblems().map { problem in
                var problem = problem
                if problem.kind == .missingDate { problem.hint = "add a line such as 'date: \(today)' to its front matter" }
                return problem
            }
        } else {
            problems = [VaultProblem(.missingFrontMatter, path: path, message: "the file has no front matter, so the entry has no date",
                                     hint: "start the file with '---', a line such as 'date: \(today)', and another '---'")]
        }
        return problems.map { $0.rendered(displayPath: path) + "\n" }.joined()
            + "hint: your edit is kept; run 'vault edit \(match.editReference)' to fix it\n"
    }
}
