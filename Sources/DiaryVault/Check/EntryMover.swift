#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Moves misplaced entries to the month folder of their date, never replacing a file and never
/// leaving the vault.
///
/// The destination is `YYYY/MM/<the file name>`, where a name that starts with a date
/// (`YYYY-MM-DD-walk.md`, or exactly `YYYY-MM-DD.md`) gets the entry's day instead, as
/// `vault edit --move` names it; when that name is taken (or reserved by an earlier move of the
/// same run) it becomes `<name>-2.md`, `-3`... (DESIGN section 2). Before a
/// move the destination folders are checked: a year or month folder that is a symbolic link out
/// of the vault, or not a folder, stops the move. The move itself is one rename that fails
/// rather than replace a file that appeared meanwhile (``renameWithoutReplacing(_:to:)``); where
/// the system has none, `link(2)` then `unlink(2)`, which fails the same way; where hard links are
/// not supported either, an atomic copy that must not find a file there (only when the caller
/// allows it: the moves of unread markdown do not, ``VaultFixer`` `+Unread`).
struct EntryMover: Sendable {
    /// The vault.
    let vault: Vault
    /// Destinations already promised to earlier moves of this run.
    private var reserved: Set<String> = []

    /// Creates a mover.
    ///
    /// - Parameter vault: The vault.
    init(vault: Vault) {
        self.vault = vault
    }

    /// Picks and reserves the free destination for an entry of `day` now at `path`, with the day
    /// in its name when the name starts with a date (see ``renamed(_:for:)``).
    ///
    /// - Parameters:
    ///   - path: The entry's vault-relative path.
    ///   - day: The entry's day; its month names the folder.
    ///   - composingName: Whether the new name is in Unicode NFC (composed) form, as `check`
    ///     wants every name (the moves of unread markdown, which rename anyway).
    /// - Returns: The vault-relative destination path.
    /// - Throws: ``VaultError/outsideVault(path:)`` when the file name or the destination folder
    ///   would lead outside the vault.
    mutating func reserveDestination(for path: String, day: CivilDate, composingName: Bool = false) throws -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        guard Self.isPlainName(name) else { throw VaultError.outsideVault(path: path) }
        let folder = VaultPath.folder(for: day)
        try checkFolder(folder)
        let renamed = Self.renamed(name, for: day)
        let newName = composingName ? renamed.precomposedStringWithCanonicalMapping : renamed
        guard Self.isPlainName(newName) else { throw VaultError.outsideVault(path: path) }
        let (stem, suffix) = Self.split(newName)
        var candidate = folder + "/" + newName
        var number = 2
        while reserved.contains(candidate) || FileSystem.status(vault.absolutePath(candidate)) != nil {
            candidate = folder + "/" + stem + "-\(number)" + suffix
            number += 1
        }
        guard isInside(candidate) else { throw VaultError.outsideVault(path: candidate) }
        reserved.insert(candidate)
        return candidate
    }

    /// Gives back a destination from ``reserveDestination(for:day:composingName:)`` whose move
    /// will not be made.
    mutating func release(_ destination: String) {
        reserved.remove(destination)
    }

    /// Moves a file that must hold `expected` to `destination`, creating the month folder.
    ///
    /// The file must be a regular file (a symbolic link is never moved nor followed) in a folder
    /// whose real path is inside the vault.
    ///
    /// - Parameters:
    ///   - path: The file's vault-relative path.
    ///   - destination: Its new vault-relative path, from ``reserveDestination(for:day:)``.
    ///   - expected: The bytes it must hold.
    ///   - allowsCopy: Whether a file system without an atomic rename that refuses to replace, and
    ///     without hard links, may get a copy then a removal instead.
    /// - Throws: ``VaultError/fileNotFound(path:)`` when the file is gone;
    ///   ``VaultError/changedOnDisk(path:)`` when the file no longer holds `expected` or is
    ///   no longer a regular file; ``VaultError/outsideVault(path:)`` when the file or the
    ///   destination would leave the vault; ``VaultError/writeFailed(path:reason:)`` when a file is
    ///   already at the destination or the system refuses (naming the folder without write
    ///   permission, ``permissionRefusal(moving:to:)``).
    func move(_ path: String, to destination: String, expected: [UInt8], allowsCopy: Bool = true) throws {
        let folder = String(destination[..<(destination.lastIndex(of: "/") ?? destination.startIndex)])
        try checkFolder(folder)
        guard isInside(destination) else { throw VaultError.outsideVault(path: destination) }
        let shown = vault.displayPath(destination)
        var created = ""
        for part in folder.split(separator: "/") {
            created += (created.isEmpty ? "" : "/") + part
            if FileSystem.status(vault.absolutePath(created)) == nil, mkdir(vault.absolutePath(created), 0o755) != 0, errno != EEXIST {
                throw VaultError.writeFailed(path: vault.displayPath(created), reason: FileSystem.errorText(errno))
            }
        }
        try checkFolder(folder)
        let source = vault.absolutePath(path)
        let target = vault.absolutePath(destination)
        let sourceFolder = String(source[..<(source.lastIndex(of: "/") ?? source.startIndex)])
        guard let realFolder = FileSystem.realPath(sourceFolder),
              VaultWalker.isInside(realFolder, FileSystem.realPath(vault.path) ?? vault.path)
        else { throw VaultError.outsideVault(path: vault.displayPath(path)) }
        guard let status = FileSystem.status(source) else { throw VaultError.fileNotFound(path: vault.displayPath(path)) }
        guard status.kind == .regular, (try? FileSystem.read(source)) == expected else {
            throw VaultError.changedOnDisk(path: vault.displayPath(path))
        }
        switch Self.renameWithoutReplacing(source, to: target) {
        case .moved:
            AtomicWriter.syncFolder(sourceFolder)
            AtomicWriter.syncFolder(vault.absolutePath(folder))
            return
        case .failed(let code) where code == ENOENT && FileSystem.status(source, follow: false) == nil:
            // Gone between the check above and the rename.
            throw VaultError.fileNotFound(path: vault.displayPath(path))
        case .failed(let code) where code == EACCES || code == EPERM || code == EROFS:
            throw VaultError.writeFailed(path: shown, reason: permissionRefusal(moving: path, to: destination) ?? FileSystem.errorText(code))
        case .failed(let code) where code != EXDEV:
            throw VaultError.writeFailed(path: shown, reason: FileSystem.errorText(code))
        case .failed, .unsupported:
            break  // across mount points (EXDEV), or no such rename here: try a link, as before
        }
        if link(source, target) == 0 {
            guard unlink(source) == 0 else {
                let reason = FileSystem.errorText(errno)
                unlink(target)
                throw VaultError.writeFailed(path: vault.displayPath(path), reason: reason)
            }
        } else {
            let code = errno
            if code == ENOENT, FileSystem.status(source, follow: false) == nil {
                throw VaultError.fileNotFound(path: vault.displayPath(path))
            }
            guard [EXDEV, EPERM, EMLINK, ENOTSUP, EOPNOTSUPP].contains(code) else {
                throw VaultError.writeFailed(path: shown, reason: FileSystem.errorText(code))
            }
            guard allowsCopy else {
                throw VaultError.writeFailed(path: shown, reason: "this file system can neither rename without replacing nor link (\(FileSystem.errorText(code))); move it yourself")
            }
            // No hard links here: copy atomically (refusing an existing file), then remove the original.
            try AtomicWriter.write(expected, to: target, expectedOriginal: [], displayPath: shown)
            guard unlink(source) == 0 else {
                throw VaultError.writeFailed(path: vault.displayPath(path), reason: FileSystem.errorText(errno))
            }
        }
        AtomicWriter.syncFolder(String(source[..<(source.lastIndex(of: "/") ?? source.startIndex)]))
        AtomicWriter.syncFolder(vault.absolutePath(folder))
    }

    /// Throws ``VaultError/outsideVault(path:)`` when a vault-relative folder or its parent leads
    /// out of the vault, ``VaultError/writeFailed(path:reason:)`` when one exists but is not a folder.
    private func checkFolder(_ folder: String) throws {
        let realRoot = FileSystem.realPath(vault.path) ?? vault.path
        var partial = ""
        for part in folder.split(separator: "/") {
            partial += (partial.isEmpty ? "" : "/") + part
            let absolute = vault.absolutePath(partial)
            guard FileSystem.status(absolute) != nil else { return }
            guard let real = FileSystem.realPath(absolute), VaultWalker.isInside(real, realRoot) else {
                throw VaultError.outsideVault(path: vault.displayPath(partial))
            }
            guard FileSystem.status(real)?.kind == .directory else {
                throw VaultError.writeFailed(path: vault.displayPath(partial), reason: "\(vault.displayPath(partial)) is not a folder")
            }
        }
    }

    /// Whether a vault-relative path stays inside the vault once `.` and `..` are resolved.
    private func isInside(_ relative: String) -> Bool {
        Vault.normalize(vault.absolutePath(relative)).hasPrefix(Vault.normalize(vault.path) + "/")
    }

    /// Whether a file name is one name: not empty, not `.` or `..`, without `/` or NUL.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/")) && !name.utf8.contains(0)
    }

    /// A file name with the date it starts with replaced by `day`: `2026-11-28-walk.md` becomes
    /// `2026-10-05-walk.md`, `2026-11-28.md` becomes `2026-10-05.md`. A name that does not start
    /// with a valid `YYYY-MM-DD` followed by `-`, or that is not exactly `YYYY-MM-DD.md`, is kept.
    ///
    /// - Parameters:
    ///   - name: The file name.
    ///   - day: The entry's day.
    /// - Returns: The name to move the file to (before any `-2` for a taken name).
    static func renamed(_ name: String, for day: CivilDate) -> String {
        let bytes = Array(name.utf8)
        guard bytes.count > 10, VaultPath.leadingDate(ofFileName: name) != nil else { return name }
        let rest = bytes[10...]
        guard rest.first == UInt8(ascii: "-") || rest.elementsEqual(".md".utf8) else { return name }
        return day.description + String(decoding: rest, as: UTF8.self)
    }

    /// A file name split before its extension: `("2026-11-29-walk", ".md")`.
    static func split(_ name: String) -> (String, String) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return (name, "") }
        return (String(name[..<dot]), String(name[dot...]))
    }
}
