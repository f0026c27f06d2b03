extension CLIContext {
    /// Runs the same edits on every entry a command names: the shared body of `star`, `unstar`,
    /// `set` and `unset`.
    ///
    /// Every reference is resolved before anything is written, so a typo changes nothing. Each
    /// entry is then edited through ``EntryStore/update(_:displayPath:edits:)``; an entry that
    /// fails (it does not parse, it changed on disk) is reported on standard error and the others
    /// are still done. One line per entry goes to standard output; an edit that moves the date to
    /// another month adds the note of ``EditEntry/misfiledNote(_:date:folder:)`` on standard error. With `--commit` (or
    /// `commit = true`) the changed files are committed together.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line, with the options `--day`, `--commit`, `--no-commit`.
    ///   - texts: The references as typed.
    ///   - edits: The edits to make in each entry.
    ///   - action: The action for the commit subject, such as `star` or `set mood=good`.
    ///   - describe: The output line for an entry, from its display path and what the update did.
    /// - Returns: `.success`, or `.failure` when any entry failed or the commit failed.
    /// - Throws: ``CLIError`` for a bad `--day` or conflicting flags; the errors of
    ///   ``targets(_:day:vault:)``, ``vaultForReferences(_:day:_:)`` and ``config(of:)``.
    func runEdits(_ arguments: ParsedArguments, references texts: [String], edits: [EntryEdit], action: String,
                  describe: (String, EntryStore.Update) -> String) throws -> ExitCode {
        let day = try dayOption(arguments)
        guard !texts.isEmpty || day != nil else { throw CLIError.missingArgument("<ref>") }
        let references = try references(texts)
        let vault = try vaultForReferences(references, day: day, arguments)
        let config = try config(of: vault)
        let commits = try wantsCommit(arguments, config: config)
        let targets = try targets(references, day: day, vault: vault)
        var status = ExitCode.success
        var changes = ChangeSet(action: action)
        for target in targets {
            do {
                let update = try EntryStore().update(target.absolutePath, displayPath: target.displayPath, edits: edits)
                standardOutput.write(describe(target.displayPath, update) + "\n")
                if update.changed, let date = update.after.date, date.day != update.before.date?.day,
                   let folder = EditEntry.misfiledFolder(target, date: date) {
                    // A new date in another month: say so, as `vault edit` does.
                    standardOutput.flush()
                    standardError.write(EditEntry.misfiledNote(target, date: date, folder: folder))
                }
                if update.changed {
                    changes.record(update.after, fallback: target.vaultPath ?? target.displayPath, paths: [target.vaultPath])
                }
            } catch {
                standardOutput.flush()
                standardError.write(CLI.failureReport(error))
                status = .failure
            }
        }
        return commit(changes, in: vault, enabled: commits) == .failure ? .failure : status
    }
}
