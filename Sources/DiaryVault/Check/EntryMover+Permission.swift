#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension EntryMover {
    /// Why the system would refuse a move for lack of permission, naming the folder, or `nil`.
    ///
    /// A rename needs write (and search) permission on the folder the file leaves, to remove its
    /// name, and on the folder it enters, or on the nearest existing folder above it, which vault
    /// creates the month folder in, so that a refusal names the folder without write permission.
    /// Asked with `access(2)`, so for the real user; a read-only file system is named as
    /// such. In a sticky folder (mode `t`, as `/tmp`), only the owner of the file or of the folder
    /// (or root) may move a file out (sticky(7) of Linux, chmod(2) of macOS), so the plan refuses the
    /// move rather than promise it and fail at the rename with "Operation not permitted". The
    /// answer may change before the move; the move itself still fails safely.
    ///
    /// - Parameters:
    ///   - path: The file's vault-relative path.
    ///   - destination: Its vault-relative destination.
    /// - Returns: One clause, such as `the folder notes/ has no write permission for you (mode
    ///   r-xr-xr-x), and moving the file out of it needs one; allow it with 'chmod u+w notes'`.
    func permissionRefusal(moving path: String, to destination: String) -> String? {
        if let refusal = folderRefusal(Self.parent(of: path), verb: "out of") { return refusal }
        if let refusal = stickyRefusal(path) { return refusal }
        var folder = Self.parent(of: destination)
        while !folder.isEmpty, FileSystem.status(vault.absolutePath(folder), follow: true) == nil {
            folder = Self.parent(of: folder)
        }
        return folderRefusal(folder, verb: "into")
    }

    /// The refusal of one folder (see ``permissionRefusal(moving:to:)``), or `nil` when it allows writing.
    private func folderRefusal(_ folder: String, verb: String) -> String? {
        let absolute = vault.absolutePath(folder)
        guard access(absolute, W_OK | X_OK) != 0 else { return nil }
        let code = errno
        let shown = folder.isEmpty ? (vault.displayRoot.isEmpty ? "." : vault.displayRoot) : vault.displayPath(folder)
        let named = folder.isEmpty ? "the vault folder \(shown)" : "the folder \(shown)/"
        let moving = "moving the file \(verb) it needs one"
        if code == EROFS { return "\(named) is on a read-only file system, and \(moving)" }
        guard code == EACCES || code == EPERM, let status = FileSystem.status(absolute, follow: true) else {
            return "\(named) cannot be written (\(FileSystem.errorText(code))), and \(moving)"
        }
        let mode = Self.modeText(status.permissions)
        guard status.owner == geteuid() else {
            return "\(named) has no write permission for you (mode \(mode), owned by user \(status.owner)), and \(moving); its owner can allow it"
        }
        return "\(named) has no write permission for you (mode \(mode)), and \(moving); allow it with 'chmod u+w \(shown.shellWord)'"
    }

    /// The refusal of a sticky folder for a file neither the user nor the folder's owner owns
    /// (see ``permissionRefusal(moving:to:)``), or `nil`.
    private func stickyRefusal(_ path: String) -> String? {
        let folder = Self.parent(of: path)
        let user = geteuid()
        guard user != 0, let status = FileSystem.status(vault.absolutePath(folder), follow: true),
              status.permissions & 0o1000 != 0, status.owner != user,
              let file = FileSystem.status(vault.absolutePath(path), follow: false), file.owner != user
        else { return nil }
        let shown = folder.isEmpty ? (vault.displayRoot.isEmpty ? "." : vault.displayRoot) : vault.displayPath(folder)
        let named = folder.isEmpty ? "the vault folder \(shown)" : "the folder \(shown)/"
        return "\(named) is sticky (mode \(Self.modeText(status.permissions))) and the file is owned by user \(file.owner), "
            + "so only that user or the folder's owner may move it out; ask one of them to move it"
    }

    /// The permission bits as `ls -l` shows them: `r-xr-xr-x`, with `t` (or `T`, without search
    /// permission for others) for the sticky bit.
    static func modeText(_ permissions: UInt32) -> String {
        let letters: [Character] = ["r", "w", "x"]
        var text = (0..<9).map { bit in permissions & (0o400 >> UInt32(bit)) != 0 ? letters[bit % 3] : "-" }
        if permissions & 0o1000 != 0 { text[8] = permissions & 0o1 != 0 ? "t" : "T" }
        return String(text)
    }

    /// The vault-relative folder of a vault-relative path (`""` for the root).
    static func parent(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }
}
