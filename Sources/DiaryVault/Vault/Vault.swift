import Foundation

/// A vault: a folder of entries under `YYYY/MM/` folders, marked by a `.vault/` folder at its root
/// (DESIGN section 2).
public struct Vault: Hashable, Sendable {
    /// The root as an absolute path, for file operations.
    public let path: String
    /// The root as shown to the user: as given to `--vault`, or relative to the working directory
    /// when discovered (`""` when it is the working directory).
    public let displayRoot: String

    /// Opens a vault at a folder.
    ///
    /// - Parameters:
    ///   - root: The folder, absolute or relative to `currentDirectory`.
    ///   - currentDirectory: The absolute working directory.
    /// - Throws: ``VaultError/notADirectory(path:)`` when it is not an existing folder.
    public init(root: String, currentDirectory: String) throws {
        let absolute = root.hasPrefix("/") ? root : Vault.join(currentDirectory, root)
        guard FileSystem.status(absolute, follow: true)?.kind == .directory else {
            throw VaultError.notADirectory(path: root)
        }
        path = Vault.normalize(absolute)
        var shown = root
        while shown.count > 1, shown.hasSuffix("/") { shown.removeLast() }
        displayRoot = shown == "." ? "" : shown
    }

    /// Finds the vault the user means (DESIGN section 2): `explicit` (from `--vault`), else
    /// `$VAULT_DIR`, else the nearest ancestor of the working directory that holds `.vault/`.
    ///
    /// - Parameters:
    ///   - explicit: The `--vault` argument, if given.
    ///   - environment: The process environment.
    ///   - currentDirectory: The absolute working directory.
    /// - Throws: ``VaultError/noVault(searchedFrom:)`` when none is found,
    ///   ``VaultError/notADirectory(path:)`` when the given folder does not exist.
    public static func discover(explicit: String?, environment: [String: String], currentDirectory: String) throws -> Vault {
        if let explicit, !explicit.isEmpty {
            return try Vault(root: explicit, currentDirectory: currentDirectory)
        }
        if let fromEnvironment = environment["VAULT_DIR"], !fromEnvironment.isEmpty {
            return try Vault(root: fromEnvironment, currentDirectory: currentDirectory)
        }
        var candidate = normalize(currentDirectory)
        var hops = 0
        while true {
            if FileSystem.status(join(candidate, ".vault"), follow: true)?.kind == .directory {
                let shown = hops == 0 ? "." : Array(repeating: "..", count: hops).joined(separator: "/")
                return try Vault(root: shown, currentDirectory: currentDirectory)
            }
            guard candidate != "/", let slash = candidate.lastIndex(of: "/") else { break }
            candidate = slash == candidate.startIndex ? "/" : String(candidate[..<slash])
            hops += 1
        }
        throw VaultError.noVault(searchedFrom: currentDirectory)
    }

    /// The absolute path of a vault-relative path.
    ///
    /// - Parameter relative: A path relative to the root, with `/` separators.
    public func absolutePath(_ relative: String) -> String {
        relative.isEmpty ? path : Vault.join(path, relative)
    }

    /// A vault-relative path as the user should see it (prefixed by the root as given).
    ///
    /// - Parameter relative: A path relative to the root.
    public func displayPath(_ relative: String) -> String {
        displayRoot.isEmpty ? relative : Vault.join(displayRoot, relative)
    }

    /// Joins two path parts with one `/`.
    static func join(_ base: String, _ component: String) -> String {
        base.hasSuffix("/") ? base + component : base + "/" + component
    }

    /// Removes `.` components, resolves `..` lexically, and drops a trailing `/`.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}

// `VaultError` declares an `errorDescription` but not the conformance, so the CLI printed the raw
// enum (`error: ambiguousReference(reference: ...)`). The conformance belongs on the declaration
// in VaultError.swift; it lives here until that file's owner moves it.
