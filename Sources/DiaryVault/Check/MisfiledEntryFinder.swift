#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the markdown files vault does not read because they sit in a folder meant, but not
/// named, as a month folder (`2026/1/`, `2026/13/`, `202/11/`, `2026/11/sub/`), and the folders
/// in month folders named like entries (`2026/11/2026-11-12-walk.md/`).
///
/// It looks only into the folders ``VaultWalker`` noted while listing (see
/// ``VaultWalker/Listing/nearMissFolders``), so a vault without such folders costs nothing more,
/// and only `vault check` pays for the listing. Symbolic links are not followed; hidden files and
/// folders are skipped, as the walker skips them.
struct MisfiledEntryFinder: Sendable {
    /// The vault.
    let vault: Vault

    /// How many folder levels below a noted folder are looked into: links are never followed, so
    /// the search ends anyway; this bounds the cost of a deep tree copied in by mistake.
    static let maximumDepth = 8

    /// The problems of the noted folders: a `folder-named-like-entry` warning for a folder in a
    /// month folder whose name ends in `.md`, and an `entry-outside-month-folder` warning for
    /// each markdown file in or below a noted folder, and an `unreadable-folder` warning for each
    /// such folder that cannot be listed.
    ///
    /// - Parameter folders: Vault-relative folders, from ``VaultWalker/Listing/nearMissFolders``.
    /// - Returns: The problems, in the order found.
    func problems(in folders: [String]) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        for folder in folders {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if parts.count == 3, Self.hasMarkdownExtension(parts[2]) {
                problems.append(VaultProblem(
                    .folderNamedLikeEntry, path: folder,
                    message: "a folder named like an entry; vault reads entries only from files, so it does not read it",
                    hint: "rename the folder so its name does not end in .md; if an entry is inside, move the file up into \(parts[0])/\(parts[1])/"))
            }
            collect(folder, depth: 0, into: &problems)
        }
        return problems
    }

    /// Appends an `entry-outside-month-folder` problem for each markdown file in `folder` and the
    /// folders below it, down to ``maximumDepth``.
    private func collect(_ folder: String, depth: Int, into problems: inout [VaultProblem]) {
        guard depth <= Self.maximumDepth else { return }
        let (listed, code) = FileSystem.list(vault.absolutePath(folder))
        guard let entries = listed else {
            // Reported as a readable one's files would be (`2026/11/sub` at mode 000 or 311 is
            // not passed over in silence); gone since the walk, it holds nothing to report.
            if code != ENOENT, code != ENOTDIR {
                problems.append(UnreadMarkdown.unreadableFolderProblem(
                    UnreadMarkdown.UnreadableFolder(path: folder, reason: FileSystem.errorText(code)), vault: vault))
            }
            return
        }
        for entry in entries where entry.hasValidName && entry.name.utf8.first != UInt8(ascii: ".") {
            let relative = folder + "/" + entry.name
            switch entry.kind ?? FileSystem.status(vault.absolutePath(relative))?.kind {
            case .directory?:
                collect(relative, depth: depth + 1, into: &problems)
            case .regular? where Self.hasMarkdownExtension(entry.name):
                problems.append(VaultProblem(
                    .entryOutsideMonthFolder, path: relative,
                    message: "markdown file in '\(folder)', which is not a YYYY/MM folder; vault does not read it",
                    hint: Self.hint(folder: folder)))
            default:
                continue
            }
        }
    }

    /// The hint for a markdown file in `folder`: where to move it, naming the month folder when
    /// the path shows which one was meant (`2026/1` and `2026/11/sub` mean `2026/01`, `2026/11`).
    static func hint(folder: String) -> String {
        let parts = folder.split(separator: "/").map(String.init)
        guard parts.count >= 2, let year = VaultPath.year(fromFolderName: parts[0]),
              parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let month = Int(parts[1]), (1...12).contains(month)
        else {
            return "if it is an entry, move it into the YYYY/MM folder of its date (a four-digit year, a two-digit month 01-12)"
        }
        let meant = VaultPath.folder(year: year, month: month)
        return "if it is an entry, move it into \(meant)/, or the YYYY/MM folder of its date"
    }

    /// Whether a name ends in `.md` in any case: a markdown file, or a folder named like one.
    static func hasMarkdownExtension(_ name: String) -> Bool {
        name.utf8.count > 3 && name.lowercased().hasSuffix(".md")
    }
}
