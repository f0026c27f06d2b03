/// Which files a command may read through a path, and which it may change.
///
/// `vault show` reads any `.md` file named by a path, but never follows a symbolic link that
/// sits in the vault and leads out of it. The writing commands (`star`, `unstar`, `set`,
/// `unset`, `edit`, `delete`) change only entries: `.md` files in a `YYYY/MM/` folder of the
/// vault, whose real path (every link resolved) is inside the vault's real root. They never
/// write through a symbolic link, even one that stays in the vault: the link is refused and the
/// error names the file it points to, so neither the link nor its target changes by surprise.
extension EntryReference {
    /// The vault that holds a path: the nearest folder above it that holds `.vault/`.
    ///
    /// - Parameters:
    ///   - absolutePath: An absolute path, normalized.
    ///   - currentDirectory: The absolute working directory, for the vault's display root.
    /// - Returns: The vault, or `nil` when no folder above the path is one.
    static func vault(holding absolutePath: String, currentDirectory: String) -> Vault? {
        var folder = Vault.normalize(absolutePath)
        while folder != "/", let slash = folder.lastIndex(of: "/") {
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            if FileSystem.status(Vault.join(folder, ".vault"), follow: true)?.kind == .directory {
                return try? Vault(root: folder, currentDirectory: currentDirectory)
            }
        }
        return nil
    }

    /// Throws when a path lies in `vault`, or in the vault its folders belong to, as written but
    /// resolves outside it through a symbolic link.
    ///
    /// - Parameters:
    ///   - absolutePath: The path, absolute and normalized.
    ///   - displayPath: The path as the user typed it.
    ///   - vault: The vault the command works on, if any.
    ///   - currentDirectory: The absolute working directory.
    /// - Throws: ``VaultError/linkOutsideVault(path:)``.
    static func refuseLinkOut(_ absolutePath: String, displayPath: String, vault: Vault?, currentDirectory: String) throws {
        if let vault { try refuseLinkOut(absolutePath, displayPath: displayPath, vault: vault) }
        if let holding = self.vault(holding: absolutePath, currentDirectory: currentDirectory), holding.path != vault?.path {
            try refuseLinkOut(absolutePath, displayPath: displayPath, vault: holding)
        }
    }

    /// Throws when a path lies in the vault as written but resolves outside it: a symbolic link
    /// (the file or one of its folders) leads out, and vault never follows it.
    ///
    /// - Parameters:
    ///   - absolutePath: The path, absolute and normalized.
    ///   - displayPath: The path as the user typed it.
    ///   - vault: The vault.
    /// - Throws: ``VaultError/linkOutsideVault(path:)``.
    static func refuseLinkOut(_ absolutePath: String, displayPath: String, vault: Vault) throws {
        let realRoot = FileSystem.realPath(vault.path) ?? vault.path
        guard let real = FileSystem.realPath(absolutePath),
              lexicalRelative(absolutePath, vault: vault, realRoot: realRoot) != nil,
              !VaultWalker.isInside(real, realRoot) else { return }
        throw VaultError.linkOutsideVault(path: displayPath)
    }

    /// The path relative to the vault root as written, when it is written inside the vault
    /// (under the root as given or under its real path).
    static func lexicalRelative(_ absolutePath: String, vault: Vault, realRoot: String) -> String? {
        for root in [vault.path, realRoot] {
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if absolutePath.hasPrefix(prefix) { return String(absolutePath.dropFirst(prefix.count)) }
        }
        return nil
    }

    /// Whether a vault-relative path names a file where entries live: `YYYY/MM/NAME.md` with a
    /// four-digit year, a month 01 to 12, and a name that is not hidden (as ``VaultWalker`` lists).
    static func isEntryLocation(_ relative: String) -> Bool {
        guard let path = VaultPath(parsing: relative) else { return false }
        return VaultPath.isEntryFileName(path.fileName)
    }
}

extension EntryReference.Match {
    /// What writing commands say when they refuse a file.
    static let writableHint = "writing commands change only entries: .md files in the YYYY/MM/ folders of the vault"

    /// The match checked as a file a writing command may change, with its real path.
    ///
    /// The file must be named `*.md`, not be a symbolic link itself, resolve (through any linked
    /// folders) to a regular file inside the vault's real root, and lie in a `YYYY/MM/` folder of
    /// the vault, as written or as resolved.
    ///
    /// - Parameter vault: The vault the command works on, or `nil` when there is none.
    /// - Returns: The match with ``absolutePath`` the real path of the file and ``vaultPath``
    ///   relative to the vault's real root; the display path is kept.
    /// - Throws: ``VaultError/linkOutsideVault(path:)`` for a link out of the vault;
    ///   ``VaultError/notAnEntryFile(path:reason:hint:)`` for anything else refused.
    func checkedForWriting(in vault: Vault?) throws -> EntryReference.Match {
        let name = absolutePath.split(separator: "/").last.map(String.init) ?? absolutePath
        guard name.hasSuffix(".md"), name.utf8.count > 3 else {
            throw VaultError.notAnEntryFile(path: displayPath, reason: "it is not a .md file", hint: Self.writableHint)
        }
        guard let vault else {
            throw VaultError.notAnEntryFile(path: displayPath, reason: "it is not in a vault",
                                            hint: Self.writableHint + "; pass --vault DIR, or create one with 'vault init DIR'")
        }
        try EntryReference.refuseLinkOut(absolutePath, displayPath: displayPath, vault: vault)
        let realRoot = FileSystem.realPath(vault.path) ?? vault.path
        let shownRoot = vault.displayRoot.isEmpty ? "the vault" : "the vault " + vault.displayRoot
        let rootPrefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        guard let real = FileSystem.realPath(absolutePath), real.hasPrefix(rootPrefix),
              FileSystem.status(real)?.kind == .regular else {
            throw VaultError.notAnEntryFile(path: displayPath, reason: "it is outside \(shownRoot)", hint: Self.writableHint)
        }
        let realRelative = String(real.dropFirst(rootPrefix.count))
        if FileSystem.status(absolutePath)?.kind == .symlink {
            let target = vault.displayPath(realRelative)
            throw VaultError.notAnEntryFile(
                path: displayPath, reason: "it is a symbolic link (to \(target)), and vault does not write through links",
                hint: "name the file it points to: '\(target)'")
        }
        let written = EntryReference.lexicalRelative(absolutePath, vault: vault, realRoot: realRoot)
        guard EntryReference.isEntryLocation(realRelative) || written.map(EntryReference.isEntryLocation) == true else {
            throw VaultError.notAnEntryFile(path: displayPath, reason: "it is not in a YYYY/MM/ folder of \(shownRoot)",
                                            hint: Self.writableHint)
        }
        return EntryReference.Match(absolutePath: real, displayPath: displayPath, vaultPath: realRelative)
    }
}
