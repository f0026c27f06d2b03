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

    /// Writes `INDEX.md` afresh when the vault keeps one and it is out of date; problems of the
    /// read go to standard error as `vault index` reports them.
    ///
    /// - Parameters:
    ///   - arguments: The command line (for `--vault`, `--locale`).
    ///   - context: The outside world.
    /// - Returns: Whether the file changed.
    /// - Throws: The errors of ``ReadPipeline`` and of
    ///   ``AtomicWriter/write(_:to:expectedOriginal:displayPath:)``.
    static func refresh(_ arguments: ParsedArguments, context: CLIContext) throws -> Bool {
        let pipeline = try ReadPipeline(arguments: arguments, context: context)
        guard isKept(in: pipeline.vault) else { return false }
        var changed = false
        _ = try pipeline.run(try ReadOptions(arguments, context: context)) { reading in
            let markdown = Array(IndexRenderer.renderMarkdown(reading.index, localeIdentifier: reading.settings.localeIdentifier).utf8)
            let path = reading.vault.absolutePath(name)
            let current = try FileSystem.read(path)
            guard current != markdown else { return .success }
            try AtomicWriter.write(markdown, to: path, expectedOriginal: current, displayPath: reading.vault.displayPath(name))
            changed = true
            return .success
        }
        return changed
    }
}
