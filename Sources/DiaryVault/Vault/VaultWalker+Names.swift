#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names and paths the walk judges: byte order, near-miss folders, what is inside the vault,
/// markdown names, and the problems of temporary files and links.
extension VaultWalker {
    /// Orders names by their UTF-8 bytes: exact (Swift's `<` treats canonically equivalent
    /// spellings as equal, and file names in NFC and NFD are different files) and what the
    /// index cache's lookup relies on.
    static func bytesPrecede(_ lhs: String, _ rhs: String) -> Bool {
        FileSystem.compareBytes(lhs, rhs) < 0
    }

    /// Whether a root or year folder entry is a near miss (see ``Listing/nearMissFolders``): a
    /// folder, or of unknown kind, whose digit-only name is not a year (at the root) or a
    /// two-digit month 01-12 (in a year folder). A symbolic link is not one: it is not followed.
    static func isNearMiss(_ entry: FileSystem.DirectoryEntry, inYearFolder: Bool) -> Bool {
        guard entry.kind == .directory || entry.kind == nil,
              !entry.name.isEmpty, entry.name.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        guard inYearFolder else { return entry.name.utf8.count != 4 }
        return VaultPath.month(fromFolderName: entry.name) == nil
    }

    /// Whether a resolved path is the root or inside it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Whether a resolved path inside the root is the root itself or lies under a four-digit
    /// folder at the root: a place whose entries the walk lists anyway.
    static func isUnderYearFolder(_ path: String, _ root: String) -> Bool {
        guard path != root else { return true }
        let relative = path.utf8.dropFirst(root.hasSuffix("/") ? root.utf8.count : root.utf8.count + 1)
        let first = relative.prefix { $0 != UInt8(ascii: "/") }
        return first.count == 4 && first.allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
    }

    /// Whether a file name ends in `.md` (lowercase, as vault names entries).
    static func isMarkdownName(_ name: String) -> Bool {
        name.utf8.reversed().starts(with: "dm.".utf8)
    }

    /// Whether a file name's bytes end in `.md` (``isMarkdownName(_:)-(String)``).
    static func isMarkdownName(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count >= 3 && name[name.count - 3] == UInt8(ascii: ".") && name[name.count - 2] == UInt8(ascii: "m")
            && name[name.count - 1] == UInt8(ascii: "d")
    }

    /// The `leftover-temporary-file` warning for one of vault's temporary files: fixable (removed
    /// by `vault check --fix`) once it is older than ``TemporaryFiles/staleAge``, since a write
    /// in progress in another process may still own a younger one.
    static func temporaryFileProblem(_ relative: String, vault: Vault) -> VaultProblem {
        let modified = FileSystem.status(vault.absolutePath(relative))?.modified ?? .max
        let now = Int64(time(nil)) * 1_000_000_000
        let isStale = modified != .max && now - modified > TemporaryFiles.staleAge
        return VaultProblem(.leftoverTemporaryFile, path: relative,
                            message: "a temporary file left by an interrupted vault write; the entry itself is whole",
                            hint: isStale ? "vault check --fix removes it (or rm \(relative.shellWord)); look inside first if a write of yours was cut off"
                                : "a write may still be in progress; vault check --fix removes it once it is a minute old",
                            isFixable: isStale)
    }

    /// The `symlink-in-vault` warning for a link to a file, or a folder, the walk reads anyway.
    static func insideLink(_ relative: String, isFolder: Bool) -> VaultProblem {
        guard isFolder else {
            return VaultProblem(.symlinkInVault, path: relative,
                                message: "symbolic link to another file of the vault; not read, so the entry is read once",
                                hint: "remove the link: vault reads the file where it is")
        }
        return VaultProblem(.symlinkInVault, path: relative,
                            message: "symbolic link to another folder of the vault; not followed, so its entries are read once",
                            hint: "remove the link: vault reads the folder where it is")
    }

    static func outsideLink(_ relative: String, resolves: Bool) -> VaultProblem {
        guard resolves else {
            return VaultProblem(.brokenSymlink, severity: .warning, path: relative,
                                message: "symbolic link is broken or loops; not followed",
                                hint: "remove the link, or point it at a file inside the vault")
        }
        return VaultProblem(.symlinkOutsideVault, path: relative,
                     message: "symbolic link leads outside the vault; not followed",
                     hint: "move the file into the vault, or remove the link")
    }
}
