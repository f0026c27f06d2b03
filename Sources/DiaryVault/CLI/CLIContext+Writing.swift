import Foundation

/// What the commands that change files share: the options `--day`, `--commit` and `--no-commit`,
/// finding the entries to change, reading `.vault/config`, and committing with git.
extension OptionSpec {
    /// `--day YYYY-MM-DD`: every entry of that day.
    static let day = OptionSpec.value(
        "day", valueName: "date",
        help: "Act on every entry of this day, YYYY-MM-DD.")
    /// `--commit`: commit the change with git.
    static let commit = OptionSpec.flag(
        "commit", help: "Commit the change with git. Default: the 'commit' setting of .vault/config, else no.")
    /// `--no-commit`: do not commit, whatever `.vault/config` says.
    static let noCommit = OptionSpec.flag("no-commit", help: "Do not commit, even when .vault/config says 'commit = true'.")
}

extension CLIContext {
    /// The value of `--day`, if given.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` when it is not a date `YYYY-MM-DD`.
    func dayOption(_ arguments: ParsedArguments) throws(CLIError) -> CivilDate? {
        try arguments.value("day", expected: "a date YYYY-MM-DD, such as 2026-11-29") { text in
            guard text.utf8.count == 10, let date = EntryDate(parsing: text) else { return nil }
            return date.day
        }
    }

    /// The vault for a command about the given references: the one ``openVault(_:)`` finds; when
    /// it finds none and every reference is a path, the vault that holds the first path's folder
    /// (`vault star ~/Diary/2026/11/walk.md` works from anywhere), else `nil`.
    ///
    /// - Throws: The errors of ``openVault(_:)`` when a uuid or a day needs a vault and none is found.
    func vaultForReferences(_ references: [EntryReference], day: CivilDate?, _ arguments: ParsedArguments) throws -> Vault? {
        let paths = references.compactMap { if case .path(let path) = $0 { path } else { nil } }
        guard day == nil, paths.count == references.count else { return try openVault(arguments) }
        if let vault = try? openVault(arguments) { return vault }
        guard let first = paths.first else { return nil }
        let absolute = Vault.normalize(first.hasPrefix("/") ? first : Vault.join(currentDirectory.path, first))
        return EntryReference.vault(holding: absolute, currentDirectory: currentDirectory.path)
    }

    /// Reads references as typed: existing files and `.md` paths are paths (`~` expanded),
    /// `YYYY-MM-DD` a day, hex digits a uuid prefix (see ``EntryReference/parse(_:fileExists:)``).
    ///
    /// - Parameter texts: The arguments.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for 1 to 3 hex digits that name no
    ///   file, such as `b0`: too short for a uuid prefix.
    func references(_ texts: [String]) throws(CLIError) -> [EntryReference] {
        try texts.map { (text) throws(CLIError) in try reference(text) }
    }

    /// Reads one reference as typed, as ``references(_:)`` does.
    ///
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for an empty text, a date that does not
    ///   exist (`2026-02-30`) or a uuid prefix of fewer than 4 hex digits.
    func reference(_ text: String) throws(CLIError) -> EntryReference {
        // An empty argument (`vault show ""`, an unset shell variable) would name the current folder.
        guard !text.isEmpty else {
            throw .invalidValue(text, for: "<ref>", expected: "a uuid or its first 4 or more hex digits, a path to a .md file, or a date YYYY-MM-DD")
        }
        let exists = { (path: String) in FileSystem.status(self.fileURL(forPath: path).path, follow: true) != nil }
        let reference = EntryReference.parse(text, fileExists: exists)
        // `2026-02-30` is shaped like a day but is none: a bad value, as for --day.
        if case .invalidDay = reference {
            throw .invalidValue(text, for: "<ref>", expected: "a valid date YYYY-MM-DD, such as 2026-11-29")
        }
        guard case .path(let path) = reference else { return reference }
        if EntryReference.isTooShortPrefix(text), !exists(text) {
            throw .invalidValue(text, for: "<ref>", expected: "a uuid prefix of at least \(EntryReference.minimumPrefixDigits) hex digits, a path to a .md file, or a date YYYY-MM-DD")
        }
        return path.hasPrefix("~") ? .path(fileURL(forPath: path).path) : reference
    }

    /// The entries a command changes: each reference resolved to exactly one entry, then every
    /// entry of `day`, each file once, in that order; each checked as a file a writing command
    /// may change (see ``EntryReference/Match/checkedForWriting(in:)``), with its real path.
    ///
    /// - Throws: ``VaultError/entryNotFound(reference:)``,
    ///   ``VaultError/ambiguousReference(reference:candidates:)``,
    ///   ``VaultError/notAnEntryFile(path:reason:hint:)`` and ``VaultError/linkOutsideVault(path:)``
    ///   before anything is changed.
    func targets(_ references: [EntryReference], day: CivilDate?, vault: Vault?) throws -> [EntryReference.Match] {
        let cwd = currentDirectory.path
        var matches = try references.map { try $0.resolveOne(in: vault, currentDirectory: cwd).checkedForWriting(in: vault) }
        if let day {
            matches += try EntryReference.day(day).resolve(in: vault, currentDirectory: cwd).map { try $0.checkedForWriting(in: vault) }
        }
        var seen: Set<String> = []
        return matches.filter { seen.insert($0.absolutePath).inserted }
    }

    /// The settings of `.vault/config` (the defaults without a vault); warnings go to standard error.
    ///
    /// - Throws: The errors of ``VaultConfig/load(_:)``.
    func config(of vault: Vault?) throws -> VaultConfig {
        guard let vault else { return VaultConfig() }
        let config = try VaultConfig.load(vault)
        for warning in config.warnings { standardError.write(TerminalText.safe(warning) + "\n") }
        return config
    }

    /// Whether to commit: `--commit`, else not with `--no-commit`, else the config's `commit`.
    ///
    /// - Throws: ``CLIError/conflictingOptions(_:_:)`` when both flags are given.
    func wantsCommit(_ arguments: ParsedArguments, config: VaultConfig) throws(CLIError) -> Bool {
        if arguments.flag("commit") && arguments.flag("no-commit") {
            throw .conflictingOptions("--commit", "--no-commit")
        }
        return arguments.flag("commit") || (config.commit && !arguments.flag("no-commit"))
    }

    /// A line naming an entry for output: its path and, when it has one, its title in quotes (on
    /// one line, cut when long, made safe: see ``ChangeSet/shownTitle(_:)``).
    ///
    /// - Parameters:
    ///   - displayPath: The path as the user sees it.
    ///   - title: The entry's title, or empty.
    func entryLabel(_ displayPath: String, title: String) -> String {
        TerminalText.safe(displayPath) + (title.isEmpty ? "" : " \"" + ChangeSet.shownTitle(title) + "\"")
    }
}
