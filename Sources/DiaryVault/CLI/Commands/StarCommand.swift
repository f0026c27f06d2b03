extension Command {
    /// `vault star <ref>... [selection]`: marks entries as favorites.
    static let star = Command.starring(true)

    /// `vault unstar <ref>...`: removes the favorite mark.
    static let unstar = Command.starring(false)

    /// The `star` or `unstar` command: one format-preserving edit of the `starred` key.
    ///
    /// - Parameter starred: `true` for `star`, `false` for `unstar`.
    private static func starring(_ starred: Bool) -> Command {
        let name = starred ? "star" : "unstar"
        let done = starred ? "starred" : "unstarred"
        let already = starred ? "already starred" : "not starred"
        let example = starred ? "vault star 2026-11-29" : "vault unstar 6F1C"
        return Command(
            name: name,
            summary: starred ? "Star entries: mark them as favorites." : "Unstar entries: remove the favorite mark.",
            usage: "vault \(name) [<ref> ...] [--day <date>] [<selection>] [--yes] [--commit | --no-commit]",
            discussion: """
                \(starred ? "Sets 'starred: true'" : "Sets 'starred: false'") in each entry's front \
                matter, changing that one line and nothing else: the other keys, comments, quoting, \
                line endings (CRLF stays CRLF) and the body keep every byte. An entry without the \
                key gets one line 'starred: \(starred)' after its last key; a file with no front \
                matter gets one holding just that key (three lines). A file that uses an older app's key (isStar, favorite) has that key \
                changed instead. An entry that already reads as \(done) is left alone and listed as \
                '\(already)'.\(starred ? "" : " Unstarring an entry that has no 'starred' key changes nothing.")

                <ref> is a uuid or its first 4 or more hex digits, a path to an entry (a .md file \
                in a YYYY/MM/ folder of the vault; anything else, and any symbolic link, is \
                refused), or a date YYYY-MM-DD when that day has one entry. --day YYYY-MM-DD adds every entry of that \
                day to the <ref>s given (if any). Every reference is looked up before anything is written, so a typo changes \
                nothing.

                The selection options (as for 'vault list': --tag, --where, --starred, --from, \
                --in, -n/--limit, --sort...) add every entry they select to the <ref>s and --day \
                (each entry once), in the --sort order, at most --limit of them. When a selection \
                targets more than one entry, vault lists them on standard error and asks \
                '\(starred ? "Star" : "Unstar") these N entries? [y/N]'; only 'y' or 'yes' goes on. --yes \
                (-y) skips the question; without a terminal (a script) and without --yes nothing \
                is changed and the exit status is 1. A selection that targets no entry changes \
                nothing, says 'no entry matches the selection' and exits 1 (as grep does). A bad \
                selection is a usage error (exit 64) before anything is read.

                Each file is written safely: to a temporary file in the same folder, synced, then \
                renamed over the original, with its permissions kept. If the file changed on disk \
                after vault read it (an editor saved it meanwhile), it is not written, and the \
                error says to run the command again. Several vault commands at once take turns.

                One line per entry goes to standard output: '\(done) PATH "TITLE"' or \
                '\(already) PATH "TITLE"'. The exit status is 1 if any entry could not be changed.

                With --commit (or 'commit = true' in .vault/config) the changed files are \
                committed with git in one commit, such as 'vault: \(name) 2026-11-29 "Evening \
                walk"'; only those files are committed, whatever else is staged. Outside a git \
                repository vault warns and writes anyway.

                Examples:
                  \(example)
                  vault \(name) 2026/11/2026-11-29-evening-walk.md 0B9D
                  vault \(name) --day 2026-11-14 --commit
                  vault \(name) --tag trip --yes
                  vault \(name) --tag trip -n 3 --sort oldest
                  vault \(name) --in 2026-11 --where 'mood>=good' --yes --commit
                """,
            options: [.day] + SelectionOptions.specs
                + [Confirmation.option(help: starred ? "Star without asking." : "Unstar without asking."), .commit, .noCommit],
            arguments: [.variadic("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday, 3 days ago).")],
            work: { StarCommand(arguments: $0, context: $1, starred: starred) }
        )
    }
}

/// The work of `vault star` and `vault unstar`: the edit runner with one edit of `starred`.
struct StarCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext
    /// `true` for `star`, `false` for `unstar`.
    var starred: Bool

    /// Stars or unstars every entry named, one line each.
    ///
    /// - Throws: The errors of ``EditRunner/run(references:edits:action:confirmation:describe:)``.
    func run() throws -> ExitCode {
        let done = starred ? "starred" : "unstarred"
        let already = starred ? "already starred" : "not starred"
        return try EditRunner(arguments: arguments, context: context)
            .run(references: arguments.positionals("ref"), edits: [.star(starred)], action: starred ? "star" : "unstar",
                 confirmation: Confirmation(verb: starred ? "Star" : "Unstar", done: done)) { path, update in
                (update.changed ? done : already) + " " + EntryLabel.text(path, title: update.after.title)
            }
    }
}
