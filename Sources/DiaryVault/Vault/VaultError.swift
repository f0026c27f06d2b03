import Foundation

/// An error of the vault layer: finding the vault, reading and writing its files.
///
/// Conforms to `LocalizedError` so the CLI prints ``errorDescription`` (on Linux a plain `Error`
/// prints only "The operation could not be completed").
public enum VaultError: LocalizedError, Hashable, Sendable {
    /// No vault was found: no `--vault`, no `VAULT_DIR`, and no ancestor of the working
    /// directory holds `.vault/`.
    case noVault(searchedFrom: String)
    /// The vault path does not exist or is not a directory.
    case notADirectory(path: String)
    /// The folder given by `source` (`--vault` or `VAULT_DIR`) has no `.vault/` folder;
    /// `insideVault` is the vault it lies in, if any. A usage error (exit 64).
    case notAVault(path: String, source: String, insideVault: String?)
    /// A file could not be read; `reason` is the system's.
    case readFailed(path: String, reason: String)
    /// A file could not be written; `reason` is the system's. The original is untouched.
    case writeFailed(path: String, reason: String)
    /// The user has no write permission on the file (`chmod 444`): vault does not replace it,
    /// although the folder would allow that. Nothing was written.
    case readOnlyFile(path: String)
    /// An edit of an entry that has no date, neither in its front matter nor in its file name:
    /// it would still show nowhere, so nothing was written.
    case noDate(path: String)
    /// The file changed on disk after vault read it; nothing was written.
    case changedOnDisk(path: String)
    /// A path that would lead outside the vault (`..`, an absolute path, a symbolic link out).
    case outsideVault(path: String)
    /// A symbolic link in the vault that leads outside it: vault never follows it.
    case linkOutsideVault(path: String)
    /// A file a writing command refuses to change: it is not an entry of the vault (a `.md` file
    /// in a `YYYY/MM/` folder) or it is a symbolic link; `reason` says why, `hint` what to do.
    case notAnEntryFile(path: String, reason: String, hint: String)
    /// `vault init` cannot make a vault at a path (it is a file, or inside another vault);
    /// `reason` says why, `hint` what to do instead. Nothing was created.
    case cannotInitialize(path: String, reason: String, hint: String)
    /// A date argument that names no day, such as `2026-02-30`.
    case invalidDate(String)
    /// No entry matches a reference (a uuid prefix, a path or a date).
    case entryNotFound(reference: String)
    /// No entry vault could read matches a reference, and some entry files could not be read at
    /// all (`path: reason` each): the entry may be one of them.
    case entryNotFoundAmongReadable(reference: String, unreadable: [String])
    /// A reference written as a path (with a `/` or ending in `.md`) names no file, neither from
    /// the working directory nor from the vault root.
    case fileNotFound(path: String)
    /// Several entries match a reference; `candidates` are their display paths and titles.
    case ambiguousReference(reference: String, candidates: [String])
    /// A file vault was about to create or move to already exists; nothing was overwritten.
    case fileExists(path: String)
    /// An edit would change a key that must not change this way, such as the `uuid` (the entry's
    /// identity) or the key the entry's date is stored in; `reason` says why.
    case protectedKey(path: String, key: String, reason: String)
    /// An edit was refused because the file has front matter where YAML does not read it (a blank
    /// line or spaces above its `---`, CR line endings): adding one would bury the real one.
    /// `hint` says what to fix.
    case misplacedFrontMatter(path: String, hint: String)
    /// An edit did not read back as intended (the edited bytes did not parse, or a key or the body
    /// other than the edited ones changed); nothing was written. `detail` says what differed.
    case editNotVerified(path: String, detail: String)
    /// A line of `.vault/config` is not valid; `line` and `column` are 1-based, the column in bytes.
    case invalidConfig(path: String, line: Int, column: Int, message: String)
    /// The editor could not be found or started; `reason` says why.
    case editorNotStarted(command: String, reason: String)
    /// The editor exited with a status other than 0 (for a signal, 128 plus its number).
    case editorFailed(command: String, status: Int32)
    /// A `git` command failed; `message` is what git said on standard error.
    case gitFailed(command: String, message: String)
    /// The vault's repository is in the middle of a merge, rebase or cherry-pick (`operation`),
    /// and a new entry would be staged into its commit.
    case unfinishedGitOperation(operation: String)
    /// A writing command refused an entry whose file holds unresolved git conflict markers
    /// (``ConflictMarker``) at `lines` (1-based, each opening or closing marker): an edit would
    /// read one side, or a marker, as the entry. Nothing was written.
    /// No `lines` when git has not finished merging the file though it holds no marker
    /// (``UnmergedFiles``).
    case conflictedEntry(path: String, lines: [Int])
    /// `vault index --write` refused to write the index while entries hold unresolved conflict
    /// markers (`paths`, as shown): it would leave them out or show them half-merged.
    case conflictedEntries(index: String, paths: [String])
    /// `vault resolve` could not resolve a file as asked (`reason`); nothing was written.
    /// `reference` names the file for the `--edit` hint.
    case unresolvable(path: String, reason: String, reference: String)

    /// Whether the error is about the command line rather than the files (exit status 64, as a
    /// ``CLIError``): a `--vault` folder that does not exist or is not a vault.
    public var isUsageError: Bool {
        if case .notAVault = self { return true }
        if case .notADirectory = self { return true }
        return false
    }

    /// The error as one or two lines for the terminal.
    public var errorDescription: String? {
        switch self {
        case .noVault(let directory):
            return "error: no vault found in \(TerminalText.safe(directory)) or its parents\n"
                + "hint: pass --vault DIR, set VAULT_DIR, or create one with 'vault init DIR'"
        case .notADirectory(let path):
            return "error: \(TerminalText.safe(path)): no such folder, or not a folder\n"
                + "hint: give --vault (or VAULT_DIR) an existing vault folder; 'vault init DIR' creates one"
        case .notAVault(let path, let source, let outer):
            let shown = TerminalText.safe(path)
            return "error: \(shown) (from \(source)) is not a vault: it has no .vault/ folder\n"
                + (outer.map { "hint: it lies inside the vault \(TerminalText.safe($0)); give \(source) that folder\n" } ?? "")
                + "hint: to make \(shown) a vault, run 'vault init \(path.shellWord)'"
        case .readFailed(let path, let reason):
            return "\(TerminalText.safe(path)): error: cannot read: \(reason)"
        case .writeFailed(let path, let reason):
            return "\(TerminalText.safe(path)): error: cannot write: \(reason); the file was not changed"
        case .readOnlyFile(let path):
            return "\(TerminalText.safe(path)): error: the file is read-only (no write permission for you); it was not changed\n"
                + "hint: to change it, first allow writing, such as 'chmod u+w \(path.shellWord)'"
        case .noDate(let path):
            return "\(TerminalText.safe(path)): error: the entry has no date, so it has no place in the diary and the change would show nowhere; nothing was written\n"
                + "hint: give it a date first: 'vault set \(path.shellWord) date=YYYY-MM-DD' (or name the file YYYY-MM-DD.md)"
        case .changedOnDisk(let path):
            return "\(TerminalText.safe(path)): error: the file changed on disk since vault read it; nothing was written\n"
                + "hint: run the command again to apply it to the new version"
        case .outsideVault(let path):
            return "\(TerminalText.safe(path)): error: path leads outside the vault"
        case .linkOutsideVault(let path):
            return "\(TerminalText.safe(path)): error: symbolic link leads outside the vault; not followed\n"
                + "hint: move the file into the vault, or remove the link"
        case .notAnEntryFile(let path, let reason, let hint):
            return "\(TerminalText.safe(path)): error: refusing to change this file: \(TerminalText.safe(reason))\n"
                + "hint: \(TerminalText.safe(hint))"
        case .cannotInitialize(let path, let reason, let hint):
            return "error: cannot make a vault in \(TerminalText.safe(path)): \(TerminalText.safe(reason))\n"
                + "hint: \(TerminalText.safe(hint))"
        case .invalidDate(let text):
            return "error: '\(TerminalText.safe(text))' is not a valid date\nhint: expected YYYY-MM-DD, such as 2026-11-29"
        case .entryNotFound(let reference):
            return "error: no entry matches '\(TerminalText.safe(reference))'\n"
                + "hint: give a uuid (or its first 4+ hex digits), a path to a .md file, or a date YYYY-MM-DD"
        case .entryNotFoundAmongReadable(let reference, let unreadable):
            return "error: no entry that vault can read matches '\(TerminalText.safe(reference))'; "
                + (unreadable.count == 1 ? "1 file" : "\(unreadable.count) files") + " could not be read:\n"
                + unreadable.prefix(10).map { "  " + TerminalText.safe($0) }.joined(separator: "\n")
                + (unreadable.count > 10 ? "\n  and \(unreadable.count - 10) more" : "")
                + "\nhint: the entry may be one of them: let vault read them (such as 'chmod u+r FILE') and try again"
        case .fileNotFound(let path):
            return "\(TerminalText.safe(path)): error: no such file\n"
                + "hint: give the path of an existing .md file, a uuid (or its first 4+ hex digits), or a date YYYY-MM-DD"
        case .ambiguousReference(let reference, let candidates):
            let digits = reference.filter { $0 != "-" }
            let isFullUUID = digits.count == 32 && digits.allSatisfy(\.isHexDigit)
            return "error: '\(TerminalText.safe(reference))' matches \(candidates.count) entries:\n"
                + candidates.map { "  " + TerminalText.safe($0) }.joined(separator: "\n")
                + (isFullUUID
                    ? "\nhint: these files share one uuid: give the path instead; 'vault check --fix' gives the newer copy a new uuid"
                    : "\nhint: give a longer uuid prefix or the path")
        case .fileExists(let path):
            return "\(TerminalText.safe(path)): error: a file already exists there; nothing was overwritten"
        case .protectedKey(let path, let key, let reason):
            return "\(TerminalText.safe(path)): error: refusing to change '\(TerminalText.safe(key))': \(reason)"
        case .misplacedFrontMatter(let path, let hint):
            return "\(TerminalText.safe(path)): error: refusing to edit: the file's front matter is not where YAML reads it, "
                + "and a new one would bury it in the body\nhint: \(hint)"
        case .editNotVerified(let path, let detail):
            return "\(TerminalText.safe(path)): error: the edit did not read back as intended (\(TerminalText.safe(detail))); nothing was written\n"
                + "hint: please report this with a copy of the file"
        case .invalidConfig(let path, let line, let column, let message):
            return "\(TerminalText.safe(path)):\(line):\(column): error: \(TerminalText.safe(message))"
        case .editorNotStarted(let command, let reason):
            return "error: the editor '\(TerminalText.safe(command))' \(reason)\n"
                + "hint: set the editor with 'editor = ...' in .vault/config, or $VISUAL or $EDITOR"
        case .editorFailed(let command, let status):
            return "error: the editor '\(TerminalText.safe(command))' exited with status \(status)"
        case .gitFailed(let command, let message):
            return "error: '\(TerminalText.safe(command))' failed: \(TerminalText.safeMultiline(message))"
        case .unfinishedGitOperation(let operation):
            return "error: the vault's git repository is in the middle of a \(operation), and a new entry would be "
                + "committed with it\nhint: finish it first: resolve the conflicted files ('vault check' lists "
                + "the markers), 'git add' them and 'git \(operation == "rebase" ? "rebase --continue" : "commit")', "
                + "or undo it with 'git \(operation) --abort'"
        case .conflictedEntry(let path, let lines) where lines.isEmpty:
            let shown = TerminalText.safe(path)
            return "\(shown): error: refusing to edit: git has not finished merging the entry (it holds no conflict markers: "
                + "the merge driver did not run); nothing was written\n"
                + "hint: finish it first: 'vault resolve \(TerminalText.safe(path.shellWord)) --ours' (or --theirs, --both, --edit)"
        case .conflictedEntry(let path, let lines):
            let shown = TerminalText.safe(path)
            return "\(shown): error: refusing to edit: the entry holds unresolved git conflict markers "
                + "(line\(lines.count == 1 ? "" : "s") \(lines.map(String.init).joined(separator: ", "))); nothing was written\n"
                + "hint: finish it first: 'vault resolve \(TerminalText.safe(path.shellWord)) --ours' (or --theirs, --both, --edit)"
        case .conflictedEntries(let index, let paths):
            return "error: refusing to write \(TerminalText.safe(index)): \(paths.count) "
                + "entr\(paths.count == 1 ? "y holds" : "ies hold") unresolved git conflict markers, and the index would "
                + "leave \(paths.count == 1 ? "it" : "them") out or show \(paths.count == 1 ? "it" : "them") half-merged:\n"
                + paths.map { "  " + TerminalText.safe($0) + "\n" }.joined()
                + "hint: finish each with 'vault resolve <path> --ours' (or --theirs, --both, --edit), then run 'vault index --write' again"
        case .unresolvable(let path, let reason, let reference):
            return "\(TerminalText.safe(path)): error: cannot resolve: \(TerminalText.safe(reason)); nothing was written\n"
                + "hint: resolve it by hand: 'vault resolve \(reference) --edit'"
        }
    }
}
