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
    /// A folder given by `--vault` or `$VAULT_DIR` must hold `.vault/`: a folder inside a vault
    /// (`--vault SampleVault/2026`) would otherwise read as an empty vault, and writing commands
    /// would change files there.
    ///
    /// - Throws: ``VaultError/noVault(searchedFrom:)`` when none is found,
    ///   ``VaultError/notADirectory(path:)`` when the given folder does not exist,
    ///   ``VaultError/notAVault(path:source:insideVault:)`` when it has no `.vault/`.
    public static func discover(explicit: String?, environment: [String: String], currentDirectory: String) throws -> Vault {
        if let explicit, !explicit.isEmpty {
            return try marked(Vault(root: explicit, currentDirectory: currentDirectory), source: "--vault", currentDirectory: currentDirectory)
        }
        if let fromEnvironment = environment["VAULT_DIR"], !fromEnvironment.isEmpty {
            return try marked(Vault(root: fromEnvironment, currentDirectory: currentDirectory), source: "VAULT_DIR",
                              currentDirectory: currentDirectory)
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

    /// The vault itself when its root holds `.vault/`.
    ///
    /// - Parameters:
    ///   - vault: The folder as opened.
    ///   - source: Where it was given: `--vault` or `VAULT_DIR`.
    ///   - currentDirectory: The absolute working directory, to name an enclosing vault.
    /// - Throws: ``VaultError/notAVault(path:source:insideVault:)``, naming the vault the folder
    ///   lies in, if any.
    static func marked(_ vault: Vault, source: String, currentDirectory: String) throws -> Vault {
        guard FileSystem.status(join(vault.path, ".vault"), follow: true)?.kind != .directory else { return vault }
        let outer = EntryReference.vault(holding: vault.path, currentDirectory: currentDirectory)
        // The enclosing vault relative to the working directory when it is there or below, else absolute.
        let here = normalize(currentDirectory)
        let outerShown = outer.map { outer in
            outer.path == here ? "." : outer.path.hasPrefix(here == "/" ? "/" : here + "/")
                ? String(outer.path.dropFirst(here == "/" ? 1 : here.count + 1)) : outer.path
        }
        throw VaultError.notAVault(path: vault.displayRoot.isEmpty ? "." : vault.displayRoot, source: source,
                                   insideVault: outerShown)
    }

    /// The absolute path of a vault-relative path.
    ///
    /// - Parameter relative: A path relative to the root, with `/` separators.
    public func absolutePath(_ relative: String) -> String {
        relative.isEmpty ? path : Vault.join(path, relative)
    }

    /// A vault-relative path as the user should see it (prefixed by the root as given).
    ///
    /// - Parameter relative: A path relative to the root; `.` is the root itself.
    public func displayPath(_ relative: String) -> String {
        if relative == "." { return displayRoot.isEmpty ? "." : displayRoot }
        return displayRoot.isEmpty ? relative : Vault.join(displayRoot, relative)
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
