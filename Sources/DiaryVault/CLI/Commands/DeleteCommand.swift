import Foundation

extension Command {
    /// `vault delete <ref>...`: removes entries, after asking.
    static let delete = Command(
        name: "delete",
        summary: "Delete entries, after asking.",
        usage: "vault delete [<ref> ...] [--day <date>] [<selection>] [--yes] [--commit | --no-commit]",
        discussion: """
            Lists the entries first. On a terminal it then asks 'Delete N entries? [y/N]' and \
            deletes only on 'y' or 'yes'; --yes skips the question. When standard input is not a \
            terminal (a script), nothing is deleted without --yes. <ref> is a uuid or its first 4 \
            or more hex digits, a path to an entry (a .md file in a YYYY/MM/ folder of the \
            vault; anything else, and any symbolic link, is refused), or a date YYYY-MM-DD when \
            that day has one entry; --day YYYY-MM-DD adds every entry of that day. Every reference is looked up \
            before anything is deleted, so a typo deletes nothing.

            The selection options (as for 'vault list': --tag, --where, --starred, --from, \
            --in, -n/--limit, --sort...) add every entry they select, each entry once, and are \
            confirmed the same way. A selection that targets no entry deletes nothing, says 'no \
            entry matches the selection' and exits 1 (as grep does).

            A file is deleted only if it still holds what vault read when it listed it: if it \
            changed on disk in between, it is kept and reported. Output is one line per entry: \
            'deleted PATH "TITLE"'. With --commit (or 'commit = true' in .vault/config) the \
            deletion is committed, such as 'vault: delete 2026-11-29 "Evening walk"', so git \
            keeps the text; without git a deleted entry is gone.

            Examples:
              vault delete 2026-11-29
              vault delete 6F1C 2026/11/2026-11-26-first-snow.md --yes
              vault delete --day 2026-11-14 --commit
              vault delete --tag draft --in 2025 --commit
              vault delete --where '!has:title' --to 2025-12-31 --yes
            """,
        options: [.day] + SelectionOptions.specs + [Confirmation.option(help: "Delete without asking."), .commit, .noCommit],
        arguments: [.variadic("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday, 3 days ago).")],
        work: DeleteCommand.init
    )
}

/// The work of `vault delete`: list the entries named, ask, delete, commit.
struct DeleteCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// One file to delete, as read when listed.
    private struct Doomed {
        /// Where the file is.
        var match: EntryReference.Match
        /// Its bytes when listed: it is deleted only if it still holds them.
        var bytes: [UInt8]
        /// The entry, for its title and date; `nil` when the file does not parse.
        var entry: Entry?
    }

    /// Lists, asks (``Confirmation``, even for one entry), deletes and commits.
    ///
    /// - Throws: ``CLIError`` for bad options or a bad selection; ``VaultError`` when a reference does not resolve or
    ///   a file cannot be read.
    func run() throws -> ExitCode {
        let day = try EntryTargets.day(in: arguments, today: context.today)
        let query = try EntryTargets.query(in: arguments, context: context)
        let targets = try EntryTargets(arguments.positionals("ref"), day: day, query: query, arguments: arguments, context: context)
        let vault = targets.vault
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let commit = try CommitChoice(arguments, config: config)
        var status = ExitCode.success
        let doomed = try targets.resolve { error in
            context.standardError.write(CLI.failureReport(error))
            status = .failure
        }.map { match in
            let bytes = try FileSystem.read(match.absolutePath)
            return Doomed(match: match, bytes: bytes, entry: try? Entry(parsing: bytes, path: match.displayPath))
        }
        let confirmation = Confirmation(verb: "Delete", done: "deleted")
        guard !doomed.isEmpty else {
            // Only a selection can target nothing: a reference or a day that names nothing throws.
            confirmation.reportNothingSelected(context)
            return .failure
        }
        let listed = { doomed.map { (path: $0.match.displayPath, title: $0.entry?.title ?? "") } }
        guard confirmation.ask(about: listed, arguments: arguments, context: context) else { return .failure }
        var changes = ChangeSet(action: "delete")
        for item in doomed {
            do {
                try EntryStore().delete(item.match.absolutePath, expectedOriginal: item.bytes, displayPath: item.match.displayPath)
                context.standardOutput.write("deleted " + EntryLabel.text(item.match.displayPath, title: item.entry?.title ?? "") + "\n")
                changes.record(item.entry, fallback: item.match.vaultPath ?? item.match.displayPath, paths: [item.match.vaultPath])
            } catch {
                context.standardOutput.flush()
                context.standardError.write(CLI.failureReport(error))
                status = .failure
            }
        }
        return commit.commit(changes, in: vault, context: context) == .failure ? .failure : status
    }
}
