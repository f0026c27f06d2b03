extension Command {
    /// `vault set <ref> key=value...`: sets front-matter keys of an entry.
    static let set = Command(
        name: "set",
        summary: "Set front-matter keys of an entry: mood, date, tags, or any other.",
        usage: "vault set (<ref> | --day <date> | <selection>) <key>=<value> ... [--yes] [--commit | --no-commit]",
        discussion: """
            Each key=value rewrites that key's lines and nothing else (a new key goes after the \
            last one); the other keys, comments, quoting, line endings and the body keep every \
            byte. The first argument is the entry; with --day YYYY-MM-DD every argument is a \
            key=value and every entry of that day is changed.

            With any selection option (as for 'vault list': --tag, --where, --starred, --from, \
            --in, -n/--limit, --sort...) every argument is a key=value too, and every entry the \
            selection selects is changed (with those of --day, each entry once). When more than \
            one entry is targeted, vault lists them and asks 'Set KEY=VALUE in these N entries? \
            [y/N]' on a terminal; --yes (-y) skips the question, and without a terminal and \
            without --yes nothing is changed (exit 1). A selection that targets no entry \
            changes nothing and exits 1, as for 'vault star'.

            How values are written:
              mood=M      bad, not-great, okay, good or great (also notGreat,
                          not_great, ok, or 1 to 5), written as the first five
              date=D      YYYY-MM-DD, with an optional time and offset such as
                          2026-11-29T21:14:00+09:00 (RFC 3339), written as given
              starred=B   true or false, written as a YAML boolean
              tags=a,b    a list, split at commas ('tags=' is the empty list)
              uuid=...    refused: the uuid is the entry's identity (so is id or
                          uuidString in a file that keeps its uuid there)
              other=text  the kind of value the key holds: a number when it
                          holds a number and the text reads as one under the
                          YAML 1.2 core schema ('count: 0x1F' and 'count=32'
                          give 'count: 32'), a boolean when it holds true or
                          false and the text is one; else a string, quoted
                          when YAML would read it as something else: a new
                          'rating=4' is written "4", 'went=no' as "no"

            date, starred, mood and tags go to the key the file already uses for them (created, \
            isStar or favorite in files from older apps, or the key in another case such as \
            MOOD), and are recognised in any case as typed (Mood=great). An edit that would \
            make another key the one vault reads (set id=x beside UUID:, unset starred beside \
            ISSTAR:) is refused, exit 1. An existing value keeps its quoting style where \
            the new value allows it. Setting a key to the value it already has changes nothing. \
            Moving a date to another month leaves the file where it is and prints a note \
            saying so on standard error; 'vault edit <ref> --move' or 'vault check --fix' moves \
            it.

            Writing is safe as for 'vault star': atomic, refused when the file changed on disk \
            since it was read, checked by reading the result back before it replaces the file. \
            Output is one line per entry: 'updated PATH "TITLE": key=value, ...' or 'unchanged \
            PATH "TITLE"'. --commit commits the change, such as 'vault: set mood=good \
            2026-11-29 "Evening walk"'.

            Examples:
              vault set 2026-11-29 mood=great weather="light rain"
              vault set 6F1C tags=walk,family
              vault set --day 2026-11-14 location=Seoul --commit
              vault set --tag trip --in 2026-11 location=Busan --yes
              vault set --where '!has:mood' -n 3 --sort oldest mood=okay
            """,
        options: [.day] + SelectionOptions.specs + [Confirmation.option(help: "Change several selected entries without asking."), .commit, .noCommit],
        arguments: [
            .optional("ref", help: "A uuid or uuid prefix, a path, or a day (YYYY-MM-DD, yesterday); with --day or a selection option: the first key=value."),
            .variadic("assignment", help: "A key=value to set; see below for how values are read."),
        ],
        work: SetCommand.init
    )
}

/// The work of `vault set`: the edit runner with the edits of the `key=value` arguments.
struct SetCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Reads the assignments (with `--day` or a selection option, every argument is one), then
    /// makes them in each entry.
    ///
    /// - Throws: ``CLIError`` for no assignment or a bad one (``KeyAssignment/init(_:)``); the
    ///   errors of ``EditRunner/run(references:edits:action:confirmation:describe:)``.
    func run() throws -> ExitCode {
        // With --day or a selection option, the first argument is not an entry but a key=value too.
        let (references, texts) = try EntryTargets.splitReference(arguments, rest: "assignment", placeholder: "<key>=<value>",
                                                                   looksLikeReference: { !$0.contains("=") }, today: context.today)
        let assignments = try texts.map { (text) throws(CLIError) in try KeyAssignment(text) }
        let action = "set " + assignments.map(\.text).joined(separator: " ")
        return try EditRunner(arguments: arguments, context: context)
            .run(references: references, edits: assignments.map(\.edit), action: action,
                 confirmation: Confirmation(verb: "Set " + TerminalText.safe(assignments.map(\.text).joined(separator: " ")) + " in", done: "changed")) { path, update in
                guard update.changed else { return "unchanged " + EntryLabel.text(path, title: update.after.title) }
                let written = update.changes.map { TerminalText.safe($0.key) + "=" + KeyAssignment.display($0.value) }
                return "updated " + EntryLabel.text(path, title: update.after.title) + ": " + written.joined(separator: ", ")
            }
    }
}

/// One `key=value` argument of `vault set`, read into the edit it makes.
struct KeyAssignment: Hashable, Sendable {
    /// The argument as typed.
    var text: String
    /// The edit it makes.
    var edit: EntryEdit

    /// Reads `key=value` by the rules in `vault help set`.
    ///
    /// - Parameter text: The argument.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for a missing `=` or key, a uuid key
    ///   (``SemanticKey/protected(_:stored:)``), and a value that does not read as its key's kind
    ///   (``SemanticKey/readAssignment(_:)``: a mood, date or boolean that is not valid).
    init(_ text: String) throws(CLIError) {
        guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
            throw .invalidValue(text, for: "<key>=<value>", expected: "an assignment key=value, such as mood=good")
        }
        let key = String(text[..<equals])
        let value = String(text[text.index(after: equals)...])
        guard !key.contains(where: { $0.isNewline }), key.first != " ", key.last != " " else {
            throw .invalidValue(key, for: "<key>=<value>", expected: "a key without line breaks or surrounding spaces")
        }
        self.text = text
        // Keys vault reads are recognised in any case (`Mood`, `isstar`), as the reader reads them,
        // and each is read by its kind; the protection is the one every edit asks.
        if SemanticKey.protected(key)?.protection == .identity {
            throw .invalidValue(text, for: "<key>=<value>", expected: "a key other than uuid: the uuid is the entry's identity and never changes")
        }
        guard let meaning = SemanticKey(naming: key) else {
            edit = .setText(key: key, text: value)
            return
        }
        do {
            switch try meaning.readAssignment(value) {
            case .value(let written): edit = .set(key: key, value: written)
            case .text(let typed): edit = .setText(key: key, text: typed)
            }
        } catch {
            throw .invalidValue(error.value, for: key, expected: error.expected)
        }
    }

    /// A value as the output line shows it: strings as they are, lists as `a,b`, control and bidi
    /// characters escaped.
    ///
    /// - Parameter value: The value written, or `nil` for a removed key.
    static func display(_ value: FrontMatterValue?) -> String {
        switch value {
        case .sequence(let items)?: TerminalText.safe(items.compactMap(\.stringValue).joined(separator: ","))
        case let value?: TerminalText.safe(value.stringValue ?? "")
        case nil: ""
        }
    }
}
