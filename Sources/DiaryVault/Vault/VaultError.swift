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
    /// A file could not be read; `reason` is the system's.
    case readFailed(path: String, reason: String)
    /// A file could not be written; `reason` is the system's. The original is untouched.
    case writeFailed(path: String, reason: String)
    /// The file changed on disk after vault read it; nothing was written.
    case changedOnDisk(path: String)
    /// A path that would lead outside the vault (`..`, an absolute path, a symbolic link out).
    case outsideVault(path: String)
    /// A date argument that names no day, such as `2026-02-30`.
    case invalidDate(String)
    /// No entry matches a reference (a uuid prefix, a path or a date).
    case entryNotFound(reference: String)
    /// Several entries match a reference; `candidates` are their display paths and titles.
    case ambiguousReference(reference: String, candidates: [String])

    /// The error as one or two lines for the terminal.
    public var errorDescription: String? {
        switch self {
        case .noVault(let directory):
            return "error: no vault found in \(directory) or its parents\n"
                + "hint: pass --vault DIR, set VAULT_DIR, or create one with 'vault init DIR'"
        case .notADirectory(let path):
            return "error: \(path): not a directory\nhint: pass an existing vault folder to --vault, or create one with 'vault init \(path)'"
        case .readFailed(let path, let reason):
            return "\(path): error: cannot read: \(reason)"
        case .writeFailed(let path, let reason):
            return "\(path): error: cannot write: \(reason); the file was not changed"
        case .changedOnDisk(let path):
            return "\(path): error: the file changed on disk since vault read it; nothing was written\n"
                + "hint: run the command again to apply it to the new version"
        case .outsideVault(let path):
            return "\(path): error: path leads outside the vault"
        case .invalidDate(let text):
            return "error: '\(TerminalText.safe(text))' is not a valid date\nhint: expected YYYY-MM-DD, such as 2026-11-29"
        case .entryNotFound(let reference):
            return "error: no entry matches '\(TerminalText.safe(reference))'\n"
                + "hint: give a uuid (or its first 4+ hex digits), a path to a .md file, or a date YYYY-MM-DD"
        case .ambiguousReference(let reference, let candidates):
            return "error: '\(TerminalText.safe(reference))' matches \(candidates.count) entries:\n"
                + candidates.map { "  " + TerminalText.safe($0) }.joined(separator: "\n")
                + "\nhint: give a longer uuid prefix or the path"
        }
    }
}
