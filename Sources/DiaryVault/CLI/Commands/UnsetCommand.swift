extension Command {
    /// `vault unset <ref> key...`: removes front-matter keys from an entry.
    static let unset = Command(
        name: "unset",
        summary: "Remove front-matter keys from an entry.",
        usage: "vault unset (<ref> | --day <date> | <selection>) <key> ... [--yes] [--commit | --no-commit]",
        discussion: """
            Removes each key with all its lines (a list or a block scalar included); comments and \
            blank lines around it stay, and so does every other byte of the file. A key that is \
            not there is skipped. The first argument is the entry; with --day YYYY-MM-DD every \
            argument is a key and every entry of that day is changed. With any selection option \
            (as for 'vault list': --tag, --where, --in, -n/--limit, --sort...) every argument is \
            a key too, and every entry the selection selects is changed; more than one entry is \
            listed with the question 'Remove KEY from these N entries? [y/N]' (--yes skips it; \
            without a terminal and without --yes nothing is changed, exit 1), as for 'vault set'.

            'starred' removes the key the file uses for it (starred, or isStar or favorite in \
            files from older apps); an entry without it is not starred. 'uuid' and 'date' are \
            refused: the uuid is the entry's identity, and an entry needs a date to have a place \
            in the diary (change it with 'vault set <ref> date=...').

            Writing is safe as for 'vault star'. Output is one line per entry: 'updated PATH \
            "TITLE": removed key, ...' or 'unchanged PATH "TITLE"'. --commit commits the change, \
            such as 'vault: unset weather 2026-11-29 "Evening walk"'.

            Examples:
              vault unset 2026-11-29 weather
              vault unset 6F1C location tags
              vault unset --day 2026-11-14 draft --commit
              vault unset --where has:draft draft --yes --commit
            """,
        options: [.day] + SelectionOptions.specs + [Confirmation.option(help: "Change several selected entries without asking."), .commit, .noCommit],
        arguments: [
            .optional("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday); with --day or a selection option: the first key."),
            .variadic("key", help: "A front-matter key to remove."),
        ],
        work: UnsetCommand.init
    )
}

/// The work of `vault unset`: the edit runner with one removal per key.
struct UnsetCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the keys (with `--day` or a selection option, every argument is one), then removes
    /// them from each entry.
    ///
    /// - Throws: ``CLIError`` for no key, an empty key, or `uuid` or `date` in any case
    ///   (``SemanticKey/protected(_:stored:)``); the errors of
    ///   ``EditRunner/run(references:edits:action:confirmation:describe:)``.
    func run() throws -> ExitCode {
        // With --day or a selection option, the first argument is not an entry but a key too; a
        // day or a path there is an entry given with them, and refused.
        let (references, keys) = try EntryTargets.splitReference(arguments, rest: "key", placeholder: "<key>", looksLikeReference: { text in
            switch EntryReference.parse(text, fileExists: { _ in false }) {
            case .day, .invalidDay: true
            case .path(let path): path.hasSuffix(".md") || path.contains("/")
            case .uuidPrefix: false
            }
        }, today: context.today)
        for key in keys {
            if key.isEmpty || SemanticKey.protected(key) != nil {
                throw CLIError.invalidValue(key, for: "<key>", expected: "a key other than uuid and date")
            }
        }
        return try EditRunner(arguments: arguments, context: context)
            .run(references: references, edits: keys.map { .unset(key: $0) },
                 action: "unset " + keys.joined(separator: " "),
                 confirmation: Confirmation(verb: "Remove " + TerminalText.safe(keys.joined(separator: " ")) + " from", done: "changed")) { path, update in
                guard update.changed else { return "unchanged " + EntryLabel.text(path, title: update.after.title) }
                let removed = update.changes.map { "removed " + TerminalText.safe($0.key) }
                return "updated " + EntryLabel.text(path, title: update.after.title) + ": " + removed.joined(separator: ", ")
            }
    }
}
