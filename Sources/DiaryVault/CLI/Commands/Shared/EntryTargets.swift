import Foundation

/// The entries a command names: references as typed (uuids, paths, days), `--day`, the
/// selection options (an ``EntryQuery``), and the vault they are looked up in.
///
/// Made in two steps so that nothing is changed before every reference is known: ``init(_:day:query:arguments:context:)``
/// reads the references and finds the vault (a typo is a usage error at once), then
/// ``resolve(refused:)`` finds each entry: the references', then the day's, then the query's.
struct EntryTargets: Sendable {
    /// The references, in command-line order.
    var references: [EntryReference]
    /// The day of `--day`, if given: every entry of that day is a target too.
    var day: CivilDate?
    /// The query of the selection options, if any was given: every entry it selects (in its
    /// order, within its limit) is a target too.
    var query: EntryQuery?
    /// The vault the references are looked up in; `nil` when every reference is a path outside
    /// any vault.
    var vault: Vault?
    /// The working directory, against which relative paths are read.
    var currentDirectory: String

    /// Reads the references and finds their vault.
    ///
    /// - Parameters:
    ///   - texts: The references as typed.
    ///   - day: The day of `--day` (``day(in:today:)``), if given.
    ///   - query: The selection options' query (``query(in:context:)``), if any was given.
    ///   - arguments: The parsed command line, for `--vault`.
    ///   - context: The environment, working directory and file system view.
    /// - Throws: ``CLIError/missingArgument(_:)`` when there is no reference, day or query; the
    ///   errors of ``references(_:context:)`` and ``vault(for:day:query:arguments:context:)``.
    init(_ texts: [String], day: CivilDate?, query: EntryQuery? = nil, arguments: ParsedArguments, context: CLIContext) throws {
        guard !texts.isEmpty || day != nil || query != nil else { throw CLIError.missingArgument("<ref>") }
        references = try EntryTargets.references(texts, context: context)
        self.day = day
        self.query = query
        vault = try EntryTargets.vault(for: references, day: day, query: query, arguments: arguments, context: context)
        currentDirectory = context.currentDirectory.path
    }

    /// The value of `--day`, if given: a day `YYYY-MM-DD` or one named relative to today
    /// (``RelativeDay``: `yesterday`, `3 days ago`, `어제`).
    ///
    /// - Parameters:
    ///   - arguments: A parsed command line that declares ``OptionSpec/day``.
    ///   - today: Today in the local time zone, for relative days.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` when it is neither; a day that is not
    ///   in the calendar (`2026-02-30`) gets the message of `--on` (``DateArgument/expectation(for:forms:)``).
    static func day(in arguments: ParsedArguments, today: CivilDate) throws(CLIError) -> CivilDate? {
        guard let text = arguments.value(OptionSpec.dayName) else { return nil }
        if let day = RelativeDay.parse(text, today: today) { return day }
        guard text.utf8.count == 10, let date = EntryDate(parsing: text) else {
            throw .invalidValue(text, for: arguments.spec.option(named: OptionSpec.dayName)?.synopsis ?? "--day",
                                expected: DateArgument.expectation(for: text, forms: dayForms))
        }
        return date.day
    }

    /// What `--day` and a day given as a reference may be, for messages.
    static let dayForms = "a day YYYY-MM-DD, such as 2026-11-29, or " + RelativeDay.forms

    /// The vault for a command about the given references: the one ``Vault/discover(_:context:)``
    /// finds; when it finds none and every reference is a path (and there is no day or query),
    /// the vault that holds the first path's folder (`vault star ~/Diary/2026/11/walk.md` works
    /// from anywhere), else `nil`.
    ///
    /// - Throws: The errors of ``Vault/discover(_:context:)`` when a uuid, a day or a query needs
    ///   a vault and none is found.
    static func vault(for references: [EntryReference], day: CivilDate?, query: EntryQuery? = nil,
                      arguments: ParsedArguments, context: CLIContext) throws -> Vault? {
        let paths = references.compactMap { if case .path(let path) = $0 { path } else { nil } }
        guard day == nil, query == nil, paths.count == references.count else { return try Vault.discover(arguments, context: context) }
        if let vault = try? Vault.discover(arguments, context: context) { return vault }
        guard let first = paths.first else { return nil }
        let cwd = context.currentDirectory.path
        let absolute = Vault.normalize(first.hasPrefix("/") ? first : Vault.join(cwd, first))
        return EntryReference.vault(holding: absolute, currentDirectory: cwd)
    }

    /// Reads references as typed: existing files and `.md` paths are paths (`~` expanded),
    /// `YYYY-MM-DD` or a day named relative to today (``RelativeDay``: `yesterday`, `어제`) a day,
    /// hex digits a uuid prefix (see ``EntryReference/parse(_:fileExists:)``).
    ///
    /// - Parameters:
    ///   - texts: The arguments.
    ///   - context: The working directory and `HOME`, for paths.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` as ``reference(_:context:)`` does.
    static func references(_ texts: [String], context: CLIContext) throws(CLIError) -> [EntryReference] {
        try texts.map { (text) throws(CLIError) in try reference(text, context: context) }
    }

    /// Reads one reference as typed, as ``references(_:context:)`` does.
    ///
    /// - Parameters:
    ///   - text: The argument.
    ///   - context: The working directory and `HOME`, for paths.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for an empty text, a date that does not
    ///   exist (`2026-02-30`) or a uuid prefix of fewer than 4 hex digits that names no file.
    static func reference(_ text: String, context: CLIContext) throws(CLIError) -> EntryReference {
        // An empty argument (`vault show ""`, an unset shell variable) would name the current folder.
        guard !text.isEmpty else {
            throw .invalidValue(text, for: "<ref>", expected: "a uuid or its first 4 or more hex digits, a path to a .md file, or a date YYYY-MM-DD")
        }
        let exists = { (path: String) in FileSystem.status(context.fileURL(forPath: path).path, follow: true) != nil }
        // A day named relative to today (`yesterday`, `어제`), unless a file has that name.
        if let day = RelativeDay.parse(text, today: context.today), !exists(text) { return .day(day) }
        let reference = EntryReference.parse(text, fileExists: exists)
        // `2026-02-30` is shaped like a day but is none: a bad value, with the message of --day.
        if case .invalidDay = reference {
            throw .invalidValue(text, for: "<ref>", expected: DateArgument.expectation(for: text, forms: dayForms))
        }
        guard case .path(let path) = reference else { return reference }
        if EntryReference.isTooShortPrefix(text), !exists(text) {
            throw .invalidValue(text, for: "<ref>", expected: "a uuid prefix of at least \(EntryReference.minimumPrefixDigits) hex digits, a path to a .md file, or a date YYYY-MM-DD")
        }
        return path.hasPrefix("~") ? .path(context.fileURL(forPath: path).path) : reference
    }

    /// The entries to change: each reference resolved to exactly one entry, then every entry of
    /// ``day``, then the entries ``query`` selects (``selected(by:in:)``), each file once, in that
    /// order; each checked as a file a writing command may change (see
    /// ``EntryReference/Match/checkedForWriting(in:)``), with its real path.
    ///
    /// A reference or a day that names a file vault may not write stops the command before
    /// anything is changed. An entry the query selects that vault may not write (a symbolic link
    /// inside the vault, which the scan reads but vault never writes through) is left out and
    /// passed to `refused`, so that one such file does not stop a whole-vault selection.
    ///
    /// - Parameter refused: Called with the error of each selected entry left out.
    /// - Throws: ``VaultError/entryNotFound(reference:)``,
    ///   ``VaultError/ambiguousReference(reference:candidates:)``,
    ///   ``VaultError/notAnEntryFile(path:reason:hint:)`` and ``VaultError/linkOutsideVault(path:)``
    ///   before anything is changed.
    func resolve(refused: (any Error) -> Void = { _ in }) throws -> [EntryReference.Match] {
        let cwd = currentDirectory, vault = vault
        var matches = try references.map { try $0.resolveOne(in: vault, currentDirectory: cwd).checkedForWriting(in: vault) }
        if let day {
            matches += try EntryReference.day(day).resolve(in: vault, currentDirectory: cwd).map { try $0.checkedForWriting(in: vault) }
        }
        if let query, let vault {
            // Each selected file checked as `checkedForWriting(in:)` does, each folder resolved once.
            var writable = WritableSelection(vault: vault)
            for summary in EntryTargets.selected(by: query, in: vault) {
                let match = EntryReference.Match(absolutePath: vault.absolutePath(summary.path),
                                                 displayPath: vault.displayPath(summary.path), vaultPath: summary.path)
                do { matches.append(try writable.checked(match)) } catch { refused(error) }
            }
        }
        var seen: Set<String> = []
        return matches.filter { seen.insert($0.absolutePath).inserted }
    }

    /// Whether the command line gives any of the selection options (``SelectionOptions/specs``):
    /// then `set` and `unset` read every positional argument as an assignment or a key.
    ///
    /// - Parameter arguments: The parsed command line; a command without the selection options
    ///   gives none.
    static func selects(_ arguments: ParsedArguments) -> Bool {
        givenSelection(arguments) != nil
    }

    /// The synopsis of the first selection option given (`--tag <tag>`), or `nil` when none is.
    static func givenSelection(_ arguments: ParsedArguments) -> String? {
        SelectionOptions.specs.first { spec in
            switch spec.kind {
            case .flag: arguments.flagCounts[spec.name] != nil
            case .value: arguments.optionValues[spec.name] != nil
            }
        }.map(\.synopsis)
    }

    /// Splits the arguments of `set` and `unset` into references and the rest (key=values, or
    /// keys): with `--day` or a selection option every argument is one of the rest, else the
    /// first is the entry's reference.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line, with an optional `ref` and a variadic `rest`.
    ///   - rest: The name of the variadic argument (`assignment`, `key`).
    ///   - placeholder: How it is written in messages (`<key>=<value>`, `<key>`).
    ///   - looksLikeReference: Whether an argument can only be a reference (for `set`: it has
    ///     no `=`), so that a reference given with a selection is named as such.
    ///   - today: Today, for a relative `--day`.
    /// - Returns: The references (none with a day or a selection) and the rest, not empty.
    /// - Throws: ``CLIError/missingArgument(_:)`` for no reference (without a day or a selection)
    ///   or nothing to change; ``CLIError/invalidValue(_:for:expected:)`` for a reference given
    ///   with `--day` or a selection option (the entries are theirs; a reference would be read as
    ///   a key).
    static func splitReference(_ arguments: ParsedArguments, rest: String, placeholder: String,
                               looksLikeReference: (String) -> Bool, today: CivilDate) throws(CLIError) -> (references: [String], rest: [String]) {
        var texts = arguments.positionals(rest)
        let reference = arguments.positional("ref")
        let targeting = try day(in: arguments, today: today) != nil ? arguments.spec.option(named: OptionSpec.dayName)?.synopsis : givenSelection(arguments)
        guard let targeting else {
            guard let reference else { throw .missingArgument("<ref>") }
            guard !texts.isEmpty else { throw .missingArgument(placeholder) }
            return ([reference], texts)
        }
        if let reference {
            if looksLikeReference(reference) {
                throw .invalidValue(reference, for: placeholder, expected: "a \(placeholder): with \(targeting) the entries are the ones it "
                    + "selects and every argument is a \(placeholder); give either an entry (<ref>) or --day and selection options, not both")
            }
            texts.insert(reference, at: 0)
        }
        guard !texts.isEmpty else { throw .missingArgument(placeholder) }
        return ([], texts)
    }

    /// The query of the selection options when any is given (``selects(_:)``), else `nil`.
    ///
    /// `--sort random` without `--seed` shuffles with a fresh random seed.
    ///
    /// - Parameters:
    ///   - arguments: The parsed command line.
    ///   - context: The clock and time zone, for `today` and `yesterday`.
    /// - Throws: The errors of ``SelectionOptions/query(from:period:now:timeZone:randomSeed:)``
    ///   (usage errors, exit 64, with a caret for `--where` and `--mood`).
    static func query(in arguments: ParsedArguments, context: CLIContext) throws(CLIError) -> EntryQuery? {
        guard selects(arguments) else { return nil }
        return try SelectionOptions.query(from: arguments, now: context.now, timeZone: context.timeZone,
                                          randomSeed: UInt64.random(in: 0...UInt64.max))
    }

    /// The entries of a vault that a query selects, in its order and within its limit: the scan's
    /// summaries (read through `.vault/cache/` when the vault has one, as `vault index` reads it:
    /// a file whose size or time changed is read again, and each selected file is read afresh
    /// when it is edited; a vault without a cache does not get one from a writing command), with
    /// the front matter of each candidate read only when the query needs it (as
    /// `ReadPipeline.select(_:by:)` does; a file that cannot be read or parsed by then has no
    /// front matter). Files that do not parse as entries are not scanned as entries, so they are
    /// never selected.
    ///
    /// - Parameters:
    ///   - query: The query.
    ///   - vault: The vault to scan.
    static func selected(by query: EntryQuery, in vault: Vault) -> [EntrySummary] {
        let hasCache = FileSystem.status(vault.absolutePath(VaultCache.relativePath)) != nil
        let entries = VaultReader(vault: vault).scan(useCache: hasCache).entries
        return ReadPipeline.select(entries, by: query, in: vault)
    }
}
