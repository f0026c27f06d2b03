import Foundation

/// Runs the same edits on every entry a command names: the shared body of `star`, `unstar`, `set`
/// and `unset`.
///
/// Every reference is resolved before anything is written, so a typo changes nothing (see
/// ``EntryTargets``). Each entry is then edited through ``EntryStore/update(_:displayPath:edits:)``;
/// an entry that fails (it does not parse, it changed on disk) is reported on standard error and
/// the others are still done. One line per entry goes to standard output; an edit that moves the
/// date to another month adds the note of ``EditCommand/misfiledNote(_:date:folder:)`` on standard
/// error. With `--commit` (or `commit = true`) the changed files are committed together
/// (``CommitChoice``).
struct EditRunner {
    /// The parsed command line, declaring the options `--day`, `--commit` and `--no-commit`.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Resolves the references, edits each entry, reports and commits.
    ///
    /// - Parameters:
    ///   - texts: The references as typed.
    ///   - edits: The edits to make in each entry.
    ///   - action: The action for the commit subject, such as `star` or `set mood=good`.
    ///   - describe: The output line for an entry, from its display path and what the update did.
    /// - Returns: `.success`, or `.failure` when any entry failed or the commit failed.
    /// - Throws: ``CLIError`` for a bad `--day` or conflicting flags; the errors of
    ///   ``EntryTargets/init(_:day:arguments:context:)``, ``EntryTargets/resolve()`` and
    ///   ``VaultConfig/load(_:warnings:)``.
    func run(references texts: [String], edits: [EntryEdit], action: String,
             describe: (String, EntryStore.Update) -> String) throws -> ExitCode {
        let day = try EntryTargets.day(in: arguments)
        let targets = try EntryTargets(texts, day: day, arguments: arguments, context: context)
        let vault = targets.vault
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let commit = try CommitChoice(arguments, config: config)
        let matches = try targets.resolve()
        var status = ExitCode.success
        var changes = ChangeSet(action: action)
        for target in matches {
            do {
                let update = try EntryStore().update(target.absolutePath, displayPath: target.displayPath, edits: edits)
                context.standardOutput.write(describe(target.displayPath, update) + "\n")
                if update.changed, let date = update.after.date, date.day != update.before.date?.day,
                   let folder = EditCommand.misfiledFolder(target, date: date) {
                    // A new date in another month: say so, as `vault edit` does.
                    context.standardOutput.flush()
                    context.standardError.write(EditCommand.misfiledNote(target, date: date, folder: folder))
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
}
