import Foundation

/// How `vault new` starts from a template (`--template NAME`, `default-template`): which one,
/// its placeholders filled in, and the text given on top of it (docs/WRITING.md).
extension NewCommand {
    /// The template to start from: `--template`, else the config's `default-template` unless
    /// `--no-template`; `nil` for none.
    ///
    /// - Parameters:
    ///   - vault: The vault.
    ///   - config: Its settings.
    /// - Throws: ``CLIError/conflictingOptions(_:_:)`` for `--template` with `--no-template`;
    ///   ``CLIError/invalidValue(_:for:expected:)`` for a name that names no template; the other
    ///   errors of ``EntryTemplate/load(_:in:)``.
    func template(in vault: Vault, config: VaultConfig) throws -> EntryTemplate? {
        let named = arguments.value("template")
        if arguments.flag("no-template") {
            if named != nil { throw CLIError.conflictingOptions("--template", "--no-template") }
            return nil
        }
        if let named { return try Self.loadTemplate(named, in: vault, option: "--template <template>") }
        return try config.defaultTemplate.map { try Self.loadTemplate($0, in: vault, option: "default-template in .vault/config") }
    }

    /// ``EntryTemplate/load(_:in:)``, with a missing template reported as a bad value of what
    /// named it (exit 64).
    ///
    /// - Parameters:
    ///   - name: The name as typed or configured.
    ///   - vault: The vault.
    ///   - option: What named it: `--template <template>` or `default-template in .vault/config`.
    private static func loadTemplate(_ name: String, in vault: Vault, option: String) throws -> EntryTemplate {
        do {
            return try EntryTemplate.load(name, in: vault)
        } catch let missing as EntryTemplate.NotFound {
            throw CLIError.invalidValue(missing.name, for: option, expected: missing.expected)
        }
    }

    /// The template with its placeholders filled in for the new entry; unknown placeholders are
    /// warned about on standard error. Prompts are asked on standard error and answered on
    /// standard input when it is a terminal; otherwise they are left empty, as lines to fill.
    ///
    /// - Parameters:
    ///   - template: The template.
    ///   - date: `--date`, if given: its day, and its time when it has one (else the time now).
    ///   - vault: The vault, for the path in the warning.
    ///   - config: Its settings, for the locale.
    /// - Throws: ``FrontMatterEditRefusal`` when the filled-in template holds a uuid that cannot
    ///   be removed (``EntryTemplate/droppingUUIDs(from:path:)``).
    func expand(_ template: EntryTemplate, date: EntryDate?, in vault: Vault, config: VaultConfig) throws -> EntryTemplate.Expansion {
        let now = DateArgument.current(context.now, timeZone: context.timeZone)
        let entryDate = date ?? now
        let time = entryDate.time ?? now.time
        let offset = entryDate.offsetMinutes ?? context.timeZone.secondsFromGMT(for: context.now) / 60
        let moment = MomentFormatter.Moment(day: entryDate.day, hour: time?.hour ?? 0, minute: time?.minute ?? 0,
                                         second: time?.second ?? 0, offsetMinutes: offset)
        let locale = RenderSettings.localeIdentifier(option: arguments.globals.locale, configured: config.locale,
                                                     environment: context.environment)
        let values = TemplateValues(moment: moment, title: arguments.value("title"), localeIdentifier: locale)
        let input = context.standardInput
        let errors = context.standardError
        var expansion = template.expand(values) { question in
            guard input.isTerminal else { return nil }
            errors.write(TerminalText.safe(question) + " ")
            return input.readLine()
        }
        let path = vault.displayPath(EntryTemplate.relativePath(of: template.name))
        let withoutUUID = try EntryTemplate.droppingUUIDs(from: expansion.text, path: path)
        expansion.text = withoutUUID.text
        if withoutUUID.dropped { errors.write(EntryTemplate.droppedUUIDWarning(path: TerminalText.safe(path))) }
        if !expansion.unknown.isEmpty {
            errors.write(TerminalText.safe(EntryTemplate.unknownWarning(expansion.unknown, path: path)) + "\n")
        }
        return expansion
    }
}
