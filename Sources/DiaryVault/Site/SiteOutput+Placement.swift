/// Where a site may be written: outside the vault, or under its `.vault/` folder (the default
/// `.vault/site`). Inside the vault's other folders (`-o 2026/12`, `-o site`) its pages would sit
/// among the entries, where `vault check` reports them as stray files and git commits them.
extension SiteOutput {
    /// Why `root` cannot hold the site of `vault`, or `nil` when it can.
    ///
    /// Both paths are compared with symbolic links resolved: the output's nearest existing folder
    /// through `realpath(3)`, the parts below it (made by the build) read as written, `.` and
    /// `..` taken lexically.
    ///
    /// - Parameters:
    ///   - root: The output folder, absolute.
    ///   - vault: The vault the site is made from.
    /// - Returns: A sentence for the user, or `nil`.
    static func placementRefusal(_ root: String, vault: Vault) -> String? {
        guard let vaultRoot = FileSystem.realPath(vault.path), let output = resolved(root) else { return nil }
        guard output == vaultRoot || output.hasPrefix(vaultRoot + "/") else { return nil }
        if output.hasPrefix(vaultRoot + "/.vault/") { return nil }
        return "a folder outside the vault, or under its .vault/ folder (the default is .vault/site): "
            + "inside the vault the site's pages would sit among the entries"
    }

    /// An absolute path with its existing part's symbolic links resolved, or `nil` when not even
    /// `/` can be resolved.
    private static func resolved(_ path: String) -> String? {
        var existing = path
        var below: [Substring] = []
        while FileSystem.realPath(existing) == nil {
            guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return nil }
            below.insert(existing[existing.index(after: slash)...], at: 0)
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        guard let real = FileSystem.realPath(existing) else { return nil }
        var parts = real.split(separator: "/")
        for part in below where !part.isEmpty && part != "." {
            if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }
}
