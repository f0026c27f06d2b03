import Foundation

extension Command {
    /// `vault delete <ref>...`: removes entries, after asking.
    static let delete = Command(
        name: "delete",
        summary: "Delete entries, after asking.",
        usage: "vault delete [<ref> ...] [--day <date>] [--yes] [--commit | --no-commit]",
        discussion: """
            Lists the entries first. On a terminal it then asks 'Delete N entries? [y/N]' and \
            deletes only on 'y' or 'yes'; --yes skips the question. When standard input is not a \
            terminal (a script), nothing is deleted without --yes. <ref> is a uuid or its first 4 \
            or more hex digits, a path to an entry (a .md file in a YYYY/MM/ folder of the \
            vault; anything else, and any symbolic link, is refused), or a date YYYY-MM-DD when \
            that day has one entry; --day YYYY-MM-DD adds every entry of that day. Every reference is looked up \
            before anything is deleted, so a typo deletes nothing.

            A file is deleted only if it still holds what vault read when it listed it: if it \
            changed on disk in between, it is kept and reported. Output is one line per entry: \
            'deleted PATH "TITLE"'. With --commit (or 'commit = true' in .vault/config) the \
            deletion is committed, such as 'vault: delete 2026-11-29 "Evening walk"', so git \
            keeps the text; without git a deleted entry is gone.

            Examples:
              vault delete 2026-11-29
              vault delete 6F1C 2026/11/2026-11-26-first-snow.md --yes
              vault delete --day 2026-11-14 --commit
            """,
        options: [.day, .flag("yes", short: "y", help: "Delete without asking."), .commit, .noCommit],
        arguments: [.variadic("ref", help: "A uuid or uuid prefix, a path, or a date YYYY-MM-DD.")],
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

    /// Lists, asks, deletes and commits.
    ///
    /// - Throws: ``CLIError`` for bad options; ``VaultError`` when a reference does not resolve or
    ///   a file cannot be read.
    func run() throws -> ExitCode {
        let day = try EntryTargets.day(in: arguments)
        let targets = try EntryTargets(arguments.positionals("ref"), day: day, arguments: arguments, context: context)
        let vault = targets.vault
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let commit = try CommitChoice(arguments, config: config)
        let doomed = try targets.resolve().map { match in
            let bytes = try FileSystem.read(match.absolutePath)
            return Doomed(match: match, bytes: bytes, entry: try? Entry(parsing: bytes, path: match.displayPath))
        }
        if !arguments.flag("yes") {
            guard context.standardInput.isTerminal else {
                context.standardError.write("error: nothing was deleted: confirm with --yes when standard input is not a terminal\n")
                return .failure
            }
            context.standardOutput.flush()
            for item in doomed {
                context.standardError.write("  " + EntryLabel.text(item.match.displayPath, title: item.entry?.title ?? "") + "\n")
            }
            let count = doomed.count == 1 ? "this entry" : "these \(doomed.count) entries"
            context.standardError.write("Delete \(count)? [y/N] ")
            let answer = context.standardInput.readLine()?.trimmingASCIISpaces.lowercased() ?? ""
            guard answer == "y" || answer == "yes" else {
                context.standardError.write("nothing was deleted\n")
                return .failure
            }
        }
        var status = ExitCode.success
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
