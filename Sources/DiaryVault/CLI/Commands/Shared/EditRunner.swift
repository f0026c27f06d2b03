import Foundation

/// Runs the same edits on every entry a command names: the shared body of `star`, `unstar`, `set`
/// and `unset`.
///
/// Every reference is resolved before anything is written, so a typo changes nothing (see
/// ``EntryTargets``). Each entry is then edited through ``EntryStore/update(_:displayPath:edits:)``;
/// an entry that fails (it does not parse, it changed on disk) is reported on standard error and
/// the others are still done. With the selection options (``EntryTargets/query(in:context:)``)
/// the entries they select are targets too; when a selection is given and more than one entry is
/// targeted, ``Confirmation`` asks first (`--yes` skips it), and a selection that targets nothing
/// changes nothing and exits 1. References and `--day` alone never ask, as before. One line per entry goes to standard output; an edit that moves the
/// date to another month adds the note of ``EntryReference/Match/misfiledNote(date:folder:)`` on standard
/// error. With `--commit` (or `commit = true`) the changed files are committed together
/// (``CommitChoice``).
struct EditRunner {
    /// The parsed command line, declaring the options `--day`, `--commit` and `--no-commit`, and
    /// optionally the selection options with `--yes`.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Resolves the references, edits each entry, reports and commits.
    ///
    /// - Parameters:
    ///   - texts: The references as typed.
    ///   - edits: The edits to make in each entry.
    ///   - action: The action for the commit subject, such as `star` or `set mood=good`.
    ///   - confirmation: The question asked before changing several selected entries.
    ///   - describe: The output line for an entry, from its display path and what the update did.
    /// - Returns: `.success`, or `.failure` when any entry failed, the commit failed, the
    ///   question was refused or the selection selected nothing.
    /// - Throws: ``CLIError`` for a bad `--day`, a bad selection or conflicting flags; the errors of
    ///   ``EntryTargets/query(in:context:)``, ``EntryTargets/init(_:day:query:arguments:context:)``, ``EntryTargets/resolve(refused:)`` and
    ///   ``VaultConfig/load(_:warnings:)``.
    func run(references texts: [String], edits: [EntryEdit], action: String, confirmation: Confirmation,
             describe: (String, EntryStore.Update) -> String) throws -> ExitCode {
        let day = try EntryTargets.day(in: arguments, today: context.today)
        let query = try EntryTargets.query(in: arguments, context: context)
        let targets = try EntryTargets(texts, day: day, query: query, arguments: arguments, context: context)
        let vault = targets.vault
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let commit = try CommitChoice(arguments, config: config)
        var status = ExitCode.success
        let matches = try targets.resolve { error in
            context.standardError.write(CLI.failureReport(error))
            status = .failure
        }
        if query != nil {
            guard !matches.isEmpty else {
                confirmation.reportNothingSelected(context)
                return .failure
            }
            if matches.count > 1 {
                let entries = { matches.map { (path: $0.displayPath, title: EditRunner.title(of: $0)) } }
                guard confirmation.ask(about: entries, arguments: arguments, context: context) else { return .failure }
            }
        }
        var changes = ChangeSet(action: action)
        // A file git has not finished merging may hold no marker (a failed driver): refused too.
        let unmerged = vault.map { UnmergedFiles.read(root: $0.path, environment: context.environment,
                                                      currentDirectory: context.currentDirectory.path) } ?? UnmergedFiles()
        for target in matches {
            do {
                if let relative = target.vaultPath, unmerged.contains(relative) {
                    // The driver's conflict block is usually in it: name its lines (none: the driver did not run).
                    let lines = (try? FileSystem.read(target.absolutePath)).map { bytes in
                        bytes.withUnsafeBufferPointer { ConflictMarker.conflictLines(inUTF8: $0) }
                    } ?? []
                    throw VaultError.conflictedEntry(path: target.displayPath, lines: lines)
                }
                let update = try EntryStore().update(target.absolutePath, displayPath: target.displayPath, edits: edits)
                context.standardOutput.write(describe(target.displayPath, update) + "\n")
                if update.changed, let date = update.after.date, date.day != update.before.date?.day,
                   let folder = target.misfiledFolder(date: date) {
                    // A new date in another month: say so, as `vault edit` does.
                    context.standardOutput.flush()
                    context.standardError.write(target.misfiledNote(date: date, folder: folder))
                }
                if update.changed {
                    changes.record(update.after, fallback: target.vaultPath ?? target.displayPath, paths: [target.vaultPath])
                }
            } catch {
                context.standardOutput.flush()
                context.standardError.write(CLI.failureReport(error))
                status = .failure
            }
        }
        return commit.commit(changes, in: vault, context: context) == .failure ? .failure : status
    }

    /// The title of an entry for the confirmation's list, or empty when its file does not read or
    /// parse (the edit reports that later).
    static func title(of match: EntryReference.Match) -> String {
        guard let bytes = try? FileSystem.read(match.absolutePath) else { return "" }
        return (try? Entry(parsing: bytes, path: match.displayPath))?.title ?? ""
    }
}
