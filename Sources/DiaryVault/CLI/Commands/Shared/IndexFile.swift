import Foundation

/// `INDEX.md` written afresh by the commands that keep it in step with git (`vault git hook`
/// after a merge or rebase, `vault sync`, a writing command with `--commit`): the bytes
/// `vault index --write` writes, only when the vault keeps an index vault wrote.
enum IndexFile {
    /// The index's path relative to the vault root.
    static let name = "INDEX.md"

    /// Whether the vault keeps an `INDEX.md` that vault wrote (``IndexRenderer/isWrittenIndex(_:)``).
    ///
    /// - Parameter vault: The vault.
    static func isKept(in vault: Vault) -> Bool {
        let path = vault.absolutePath(name)
        guard FileSystem.status(path)?.kind == .regular, let bytes = try? FileSystem.read(path, limit: 4096) else { return false }
        return IndexRenderer.isWrittenIndex(bytes)
    }

    /// Writes `INDEX.md` afresh when the vault keeps one and it is out of date, with the bytes
    /// `vault index --write` writes (the whole vault through the cache, the locale of the command
    /// line and the config). The read's problems are not reported: the command that called it
    /// is about something else (`vault index` and `vault check` report them).
    ///
    /// - Parameters:
    ///   - arguments: The command line (for `--vault`, `--locale`).
    ///   - context: The outside world.
    ///   - checksUnmerged: Whether to ask git for files it has not finished merging (one
    ///     `git ls-files -u`); `false` for a caller that has just made sure there are none
    ///     (`vault sync`).
    /// - Returns: Whether the file changed (never while an entry holds conflict markers: the
    ///   index is then left as it is, as `vault index --write` refuses to write it).
    /// - Throws: The errors of ``Vault/discover(_:context:)``, ``VaultConfig/load(_:)`` and
    ///   ``AtomicWriter/write(_:to:expectedOriginal:displayPath:)``.
    static func refresh(_ arguments: ParsedArguments, context: CLIContext, checksUnmerged: Bool = true) throws -> Bool {
        try refresh(in: try Vault.discover(arguments, context: context), arguments, context: context, checksUnmerged: checksUnmerged)
    }

    /// ``refresh(_:context:checksUnmerged:)`` in a vault already found.
    static func refresh(in vault: Vault, _ arguments: ParsedArguments, context: CLIContext, checksUnmerged: Bool = true) throws -> Bool {
        guard isKept(in: vault) else { return false }
        let config = try VaultConfig.load(vault)
        let settings = RenderSettings(arguments: arguments, context: context, config: config)
        let scan = VaultReader(vault: vault).scan(.all, useCache: true, countsText: false)
        // Entries with conflict markers: left as it is, as `vault index --write` refuses then.
        if scan.entries.contains(where: \.isConflicted) || scan.problems.contains(where: { $0.kind == .gitConflictMarker }) {
            return false
        }
        // Files git has not finished merging, markers or not: the same.
        if checksUnmerged, !UnmergedFiles.read(root: vault.path, environment: context.environment,
                               currentDirectory: context.currentDirectory.path).isEmpty { return false }
        let markdown = Array(IndexRenderer.renderMarkdown(VaultIndex(entries: scan.entries), localeIdentifier: settings.localeIdentifier).utf8)
        let path = vault.absolutePath(name)
        let current = try FileSystem.read(path)
        guard current != markdown else { return false }
        try AtomicWriter.write(markdown, to: path, expectedOriginal: current, displayPath: vault.displayPath(name))
        return true
    }
}
