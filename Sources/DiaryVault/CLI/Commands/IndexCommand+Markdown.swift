import Foundation

/// `vault index --write` and `--check`: the index as a markdown file at the vault root.
extension IndexCommand {
    /// The vault-relative paths of the entry files with unresolved conflict markers, in path
    /// order: the conflicted summaries and the files whose front matter a marker keeps from
    /// parsing (a `git-conflict-marker` problem).
    ///
    /// - Parameter reading: The vault read.
    static func conflictedPaths(_ reading: ReadPipeline.Reading) -> [String] {
        let paths = reading.index.entries.filter(\.isConflicted).map(\.path)
            + reading.problems.filter { $0.kind == .gitConflictMarker }.map(\.path)
        return Array(Set(paths)).sorted()
    }

    /// Checks the `<file>` of `--write` or `--check` before the vault is read.
    ///
    /// - Parameter file: The path as typed, relative to the vault root.
    /// - Throws: ``CLIError/invalidValue(_:for:expected:)`` for an absolute path or one with
    ///   `..`, a path into a hidden folder, a file not ending in `.md`, and a path inside the
    ///   `YYYY/MM/` entry folders (the index would be read back as an entry).
    static func checkFile(_ file: String) throws(CLIError) {
        let parts = file.split(separator: "/", omittingEmptySubsequences: true)
        if file.hasPrefix("/") || parts.contains("..") {
            throw CLIError.invalidValue(file, for: "<file>", expected: "a path inside the vault, relative to its root, such as INDEX.md")
        }
        // Never into .vault/, .git/ or any hidden folder, and only a markdown file.
        if parts.isEmpty || parts.contains(where: { $0.hasPrefix(".") && $0 != "." }) || !file.hasSuffix(".md") {
            throw CLIError.invalidValue(file, for: "<file>", expected: "a markdown file ending in .md outside hidden folders, such as INDEX.md or notes/INDEX.md")
        }
        // Inside a YYYY/MM folder the index would be read back as an entry.
        if parts.count >= 3, VaultPath.year(fromFolderName: parts[0]) != nil, VaultPath.isTwoDigitName(parts[1]) {
            throw CLIError.invalidValue(file, for: "<file>", expected: "a path outside the YYYY/MM/ entry folders, such as INDEX.md")
        }
    }

    /// Writes the index as markdown to a file of the vault, or with `checkOnly` only compares it.
    ///
    /// The file is not rewritten when it already holds the index; it is replaced only when vault
    /// wrote it (``IndexRenderer/isWrittenIndex(_:)``), and never through a symbolic link or a
    /// folder that leads out of the vault.
    ///
    /// - Parameters:
    ///   - reading: The vault read, with its index and locale.
    ///   - relative: The file, relative to the vault root, already checked by ``checkFile(_:)``.
    ///   - checkOnly: `--check`: report, never write.
    /// - Returns: `.failure` when `--check` finds the file missing or out of date, else `.success`.
    /// - Throws: ``VaultError/outsideVault(path:)`` and ``VaultError/writeFailed(path:reason:)``,
    ///   and the errors of ``AtomicWriter/write(_:to:expectedOriginal:displayPath:)``.
    func writeMarkdown(_ reading: ReadPipeline.Reading, to relative: String, checkOnly checks: Bool) throws -> ExitCode {
        let vault = reading.vault, index = reading.index, locale = reading.settings.localeIdentifier
        // Links are relative to the file: one `../` per folder below the root.
        let depth = relative.split(separator: "/").dropLast().filter { $0 != "." }.count
        let markdown = Array(IndexRenderer.renderMarkdown(index, localeIdentifier: locale, folderDepth: depth).utf8)
        let path = vault.absolutePath(relative)
        let shown = vault.displayPath(relative)
        // A folder on the way may be a symbolic link out of the vault: write only inside it.
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if let realFolder = FileSystem.realPath(folder),
           !VaultWalker.isInside(realFolder, FileSystem.realPath(vault.path) ?? vault.path) {
            throw VaultError.outsideVault(path: shown)
        }
        let current = FileSystem.status(path, follow: true) == nil ? nil : try? FileSystem.read(path)
        // Entries with conflict markers: an index now would leave them out or show them half-merged.
        let conflicted = IndexCommand.conflictedPaths(reading)
        if !checks, !conflicted.isEmpty {
            throw VaultError.conflictedEntries(index: shown, paths: conflicted.map(vault.displayPath))
        }
        let indexConflicts = current.map { $0.withUnsafeBufferPointer { ConflictMarker.conflictLines(inUTF8: $0) } } ?? []
        if checks, !indexConflicts.isEmpty {
            context.standardOutput.write("\(shown) holds unresolved git conflict markers (line\(indexConflicts.count == 1 ? "" : "s") "
                                         + indexConflicts.map(String.init).joined(separator: ", ") + "); run 'vault index --write'"
                                         + (conflicted.isEmpty ? "" : " once its conflicted entries are resolved") + "\n")
            return .failure
        }
        if checks {
            if current == markdown {
                context.standardOutput.write("\(shown) is up to date (\(index.entries.count) entries)\n")
            } else {
                context.standardOutput.write("\(shown) is \(current == nil ? "missing" : "out of date"); run 'vault index --write'\n")
                return .failure
            }
        } else if current == markdown {
            context.standardOutput.write("\(shown) is up to date (\(index.entries.count) entries)\n")
        } else {
            // Replace only an index vault wrote: never a note that happens to have the name.
            if let current, !IndexRenderer.isWrittenIndex(current) {
                throw VaultError.writeFailed(path: shown, reason: "the file there was not written by vault, which replaces only an "
                                             + "index it wrote; move it away, or write the index elsewhere, such as 'vault index --write notes/INDEX.md'")
            }
            if FileSystem.status(path)?.kind == .symlink { throw VaultError.outsideVault(path: shown) }
            try AtomicWriter.write(markdown, to: path, expectedOriginal: current ?? [], displayPath: shown)
            context.standardOutput.write("wrote \(shown) (\(index.entries.count) entries)\n")
        }
        return .success
    }
}
