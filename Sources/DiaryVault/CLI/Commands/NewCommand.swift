import Foundation

extension Command {
    /// `vault new [TEXT...]`: writes a new entry.
    static let new = Command(
        name: "new",
        summary: "Write a new entry, from the arguments, standard input or your editor.",
        usage: "vault new [<text> ...] [--date <date>] [--mood <mood>] [--star] [--title <title>] [--tag <tag> ...] [--template <template> | --no-template] [--editor | --no-editor] [--commit | --no-commit]",
        discussion: """
            The text comes from the arguments (joined by spaces) and from standard input when \
            it is not a terminal (a pipe or a file): given both, the arguments are the first line \
            (the title) and the piped text is the body ('echo body | vault new Evening walk'; \
            over ssh, 'ssh -n' or '< /dev/null' sends none). With neither, the text comes from \
            your editor, on a draft in \
            .vault/drafts/ with a short template comment that is removed afterwards. The editor \
            is 'editor' in .vault/config, else $VISUAL, else $EDITOR, else vi. If the editor \
            cannot be started or exits with a non-zero status, the draft is kept and its path \
            printed: nothing you typed is lost. Text that is empty or only blank creates nothing, \
            says so, and exits 1.

            When standard input is not a terminal but is empty (an IDE task, 'ssh host vault \
            new') and the session has a terminal (/dev/tty), the editor opens on that terminal. \
            --editor always opens the editor (standard input is not read), also with no \
            terminal at all, as vault edit does: GUI editors such as 'code --wait' need none. \
            --no-editor never does: with no text from the arguments or standard input, nothing \
            is created, and the message says when standard input was read and empty.

            Text from standard input or the editor may start with front matter of its own \
            ('---' lines, as in an entry file; it must parse, else nothing is created): its \
            date, mood, starred, tags and title are used unless an option gives them, its uuid \
            is kept unless an entry of the vault has it, and its other keys are kept, in order, \
            after the canonical ones. The text after it is the body.

            --template NAME starts the entry from .vault/templates/NAME.md (the 'default-template' \
            of .vault/config when not given; --no-template starts from nothing). Its front matter \
            gives the entry's keys, under those of the text and the options (--mood, --tag win); \
            the text goes in place of its {{text}}, else after its first heading, else after its \
            body; without text, the editor opens on it (without its comment lines), and a draft \
            saved unchanged creates nothing. Placeholders: {{date}} (YYYY-MM-DD), {{time}} \
            (HH:mm), {{weekday}} (the day's name in the locale; a heading that is only \
            {{weekday}} also gets the date and time), {{title}} (--title), {{text}}, \
            {{date:FORMAT}} and {{time:FORMAT}} with Moment.js tokens as in Obsidian (YYYY MM DD \
            ddd dddd HH mm ss, [text] kept), and {{prompt:QUESTION}}: asked on the terminal when \
            standard input is one, the answer written in its place; else left empty, a line to \
            fill. Unknown placeholders are left as written, with a warning. See docs/WRITING.md.

            The first heading of the text, or else its first line, is the title. --title puts a \
            heading '# TITLE' first (or, when the text starts with a heading of its own, a \
            'title' key). --tag may be repeated, and splits at commas: '--tag walk,family' \
            gives two tags; empty tags are dropped. --date takes:
              today, yesterday, tomorrow, 3 days ago, 2 weeks ago,
              friday (the latest Friday, today included), last friday,
              next friday, 오늘, 어제, 그제, 내일, 3일 전
                                      that day, without a time
              YYYY-MM-DD              that day, without a time
              YYYY-MM-DDTHH:MM[:SS[.fraction]]
                                      that local time, written with the local offset
                                      (a space may replace the T)
              ...with Z or +HH:MM     that time with that offset
            Without --date the entry gets the current time with the local offset, such as \
            2026-11-29T21:14:00+09:00. --mood takes bad, not-great, okay, good or great (also \
            notGreat, not_great, ok, 1 to 5); without it the 'default-mood' of .vault/config is \
            used, if set.

            The entry is written in the canonical form: keys uuid (a new random UUID), date, \
            mood, starred, tags; LF line endings; a final newline. Its path is \
            YYYY/MM/YYYY-MM-DD-SLUG.md, where SLUG is the title lowercased, blanks turned into \
            '-', punctuation and symbols dropped, letters of every script (Hangul too) kept, at \
            most 60 bytes; the first 8 hex digits of the uuid when nothing is left; '-2', '-3' \
            added when the name is taken. An existing file is never overwritten. The path is \
            printed on standard output. --commit commits the new file, such as 'vault: new \
            2026-11-29 "Evening walk"'.

            Examples:
              vault new Evening walk by the river --mood good --tag walk
              echo "# Late thoughts" | vault new --date 2026-11-29T23:40
              git log -1 --format=%B | vault new Release day
              vault new --date yesterday --star
              vault new --template daily
            """,
        options: [
            .value("date", valueName: "date", help: "When the entry was written: today, yesterday, 3 days ago, last friday, YYYY-MM-DD or YYYY-MM-DDTHH:MM. Default: now."),
            .value("mood", valueName: "mood", help: "The mood: bad, not-great, okay, good or great."),
            .flag("star", help: "Star the new entry."),
            .value("title", valueName: "title", help: "The title, written as the first heading."),
            .value("tag", valueName: "tag", repeatable: true, help: "Tags, separated by commas; may be repeated."),
            .flag("editor", help: "Write the text in the editor, even when standard input is a pipe."),
            .flag("no-editor", help: "Never open the editor: the text comes from the arguments or standard input."),
            .value("template", valueName: "template", help: "Start from the template .vault/templates/NAME.md (front matter and body, with placeholders such as {{date}})."),
            .flag("no-template", help: "Do not start from the 'default-template' of .vault/config."),
            .commit, .noCommit,
        ],
        arguments: [.variadic("text", help: "The entry's text; default: standard input, else the editor.")],
        work: NewCommand.init
    )
}

/// The work of `vault new`: gather the text, build the entry (``NewEntry``), write and commit it.
struct NewCommand: RunnableCommand {
    /// The parsed command line.
    var arguments: ParsedArguments
    /// The outside world.
    var context: CLIContext

    /// Gathers the text, builds the entry, writes it and commits it.
    ///
    /// - Throws: ``CLIError`` for bad options; ``VaultError`` when there is no vault or writing
    ///   fails; ``FrontMatterError`` when standard input is not UTF-8 or starts with front matter
    ///   that does not parse (nothing is created then).
    func run() throws -> ExitCode {
        let date = try arguments.value("date").map { (text) throws(CLIError) -> EntryDate in
            guard let date = DateArgument.parse(text, now: context.now, timeZone: context.timeZone) else {
                throw .invalidValue(text, for: "--date <date>", expected: DateArgument.expectation(for: text))
            }
            return date
        }
        let mood = try arguments.value("mood", expected: CLIError.oneOf(Mood.allCases.map(\.rawValue))) { Mood(parsing: $0) }
        let vault = try Vault.discover(arguments, context: context)
        // During a merge or rebase the new file would be staged into its commit.
        if let operation = Git.unfinishedOperation(above: vault.path) { throw VaultError.unfinishedGitOperation(operation: operation) }
        let config = try VaultConfig.load(vault, warnings: context.standardError)
        let commit = try CommitChoice(arguments, config: config)
        let template = try template(in: vault, config: config)
        let expansion = try template.map { try expand($0, date: date, in: vault, config: config) }
        let templateText = try template.map { template in
            try GivenText(bytes: Array((expansion?.text ?? "").utf8),
                          source: vault.displayPath(EntryTemplate.relativePath(of: template.name)))
        }

        var draft: String?
        var given: GivenText?
        // Whether the text came from standard input, read and empty: the message then names it.
        var readEmptyInput = false
        let words = arguments.positionals("text")
        let (forcesEditor, refusesEditor) = (arguments.flag("editor"), arguments.flag("no-editor"))
        if forcesEditor && refusesEditor { throw CLIError.conflictingOptions("--editor", "--no-editor") }
        if forcesEditor, !words.isEmpty { throw CLIError.conflictingOptions("--editor", "<text>") }
        // The editor's terminal when standard input is not one: the session's /dev/tty.
        let terminal = context.standardInput.isTerminal ? nil : context.controllingTerminal
        if !words.isEmpty {
            given = GivenText(plain: words.joined(separator: " "))
            // Text piped in as well (`echo body | vault new Evening walk`): the arguments are its
            // first line, the title, and the piped text its body, never dropped.
            if !context.standardInput.isTerminal {
                do {
                    let bytes = [UInt8](try context.standardInput.readAll())
                    if !Draft.isBlank(String(decoding: bytes, as: UTF8.self)) {
                        var piped = try GivenText(bytes: bytes, source: GivenText.standardInput)
                        piped.body = words.joined(separator: " ") + "\n\n" + piped.body
                        given = piped
                    }
                } catch {
                    context.standardError.write(CLI.failureReport(error) + "nothing was created\n")
                    return .failure
                }
            }
        } else if !context.standardInput.isTerminal, !forcesEditor {
            do {
                let bytes = [UInt8](try context.standardInput.readAll())
                // Empty input with a person at a terminal: open the editor there instead.
                if !bytes.isEmpty || refusesEditor || terminal == nil {
                    given = try GivenText(bytes: bytes, source: GivenText.standardInput)
                    readEmptyInput = bytes.isEmpty
                }
            } catch {
                context.standardError.write(CLI.failureReport(error) + "nothing was created\n")
                return .failure
            }
        } else if refusesEditor {
            throw CLIError.missingArgument("<text>")
        }
        // Empty or blank text stays empty: a template alone is no entry (as a draft saved unchanged).
        if let templateText, let text = given, text.frontMatter != nil || !Draft.isBlank(text.body) {
            given = text.over(templateText)
        }
        if given == nil {
            // Without any terminal (an IDE task, a GUI launcher) the editor still runs, sharing
            // vault's standard input, as `vault edit` runs it: GUI editors (`code --wait`,
            // `subl -w`, `gvim -f`, `zed --wait`) need none.
            let editor = try Editor.choose(configured: config.editor, environment: context.environment)
            let draftText = expansion?.draftText ?? ""
            let relative = try Draft.create(in: vault, text: draftText)
            draft = relative
            do {
                context.standardOutput.flush()
                try editor.edit(vault.absolutePath(relative), environment: context.environment,
                                currentDirectory: context.currentDirectory.path, terminal: terminal)
                let bytes = try FileSystem.read(vault.absolutePath(relative))
                // A template's draft saved as it was is nothing written.
                given = template != nil && Array((Draft.template + draftText).utf8) == bytes
                    ? GivenText(plain: "") : try GivenText(bytes: bytes, source: vault.displayPath(relative))
            } catch {
                context.standardError.write(CLI.failureReport(error) + NewCommand.keptDraft(relative, in: vault, arguments, date: date, templated: template != nil))
                return .failure
            }
        }
        guard let given, !Draft.isBlank(given.body) else {
            if let draft { try? FileManager.default.removeItem(atPath: vault.absolutePath(draft)) }
            let words = Catalogue(localeIdentifier: LocaleResolver.identifier(option: arguments.globals.locale, environment: context.environment))
            context.standardError.write(words(readEmptyInput ? .newEmptyStandardInput : .newEmpty) + "\n")
            return .failure
        }

        let entry: Entry
        let relative: String
        do {
            var options = NewEntry.Options(date: date, now: DateArgument.current(context.now, timeZone: context.timeZone),
                                  mood: mood, defaultMood: config.defaultMood, arguments: arguments)
            // `{{title}}` placed the title already.
            if expansion?.usesTitle == true { options.title = nil }
            let built = try NewEntry.build(given, options: options) { uuid in
                VaultReader(vault: vault).scan().entries.contains { $0.uuid == uuid }
            }
            for note in built.notes { context.standardError.write("note: " + TerminalText.safe(note) + "\n") }
            entry = built.entry
            relative = try EntryStore().create(entry, in: vault, uniqueName: config.uniqueFileNames)
        } catch {
            context.standardOutput.flush()
            context.standardError.write(CLI.failureReport(error) + (draft.map { NewCommand.keptDraft($0, in: vault, arguments, date: date, templated: template != nil) } ?? ""))
            return .failure
        }
        if let draft { try? FileManager.default.removeItem(atPath: vault.absolutePath(draft)) }
        context.standardOutput.write(TerminalText.safe(vault.displayPath(relative)) + "\n")
        var changes = ChangeSet(action: "new")
        changes.record(entry, fallback: relative, paths: [relative])
        return commit.commit(changes, in: vault, context: context)
    }

    /// The message about a draft that was kept, with the command that makes the entry from it:
    /// `vault new` with the options given (`--date` as the date it stood for, so `yesterday`
    /// stays that day) and the draft as standard input, each word quoted for the shell.
    ///
    /// - Parameters:
    ///   - relative: The draft's path relative to the vault root.
    ///   - vault: The vault.
    ///   - arguments: The command line of `vault new`.
    ///   - date: The `--date` given, read.
    ///   - templated: Whether the draft started from a template (which it then already holds:
    ///     the command says `--no-template`).
    static func keptDraft(_ relative: String, in vault: Vault, _ arguments: ParsedArguments, date: EntryDate?,
                          templated: Bool = false) -> String {
        var command = "vault new"
        // A value starting with '-' is attached with '=', so it is not read as an option.
        let option = { (name: String, value: String) in
            command += " --" + name + (value.hasPrefix("-") ? "=" : " ") + value.shellWord
        }
        if let date { option("date", date.text) }
        if let mood = arguments.value("mood") { option("mood", Mood(parsing: mood)?.rawValue ?? mood) }
        if arguments.flag("star") { command += " --star" }
        if let title = arguments.value("title") { option("title", title) }
        for tag in arguments.values("tag") { option("tag", tag) }
        if templated { command += " --no-template" }
        for flag in ["commit", "no-commit"] where arguments.flag(flag) { command += " --" + flag }
        command += " < " + vault.displayPath(relative).shellWord
        return "hint: your draft is kept at \(TerminalText.safe(vault.displayPath(relative))); "
            + "create the entry from it with: \(TerminalText.safe(command))\n"
    }
}
