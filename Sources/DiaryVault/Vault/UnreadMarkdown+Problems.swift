#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnreadMarkdown {
    /// What `vault check --fix` would do with the unread files, from its plan (``VaultFixer``
    /// `+Unread`, which reads them), so that a hint promises no move that `--fix` refuses.
    public struct MoveOutlook: Hashable, Sendable {
        /// The vault-relative paths of the files `--fix` moves.
        public var moves: Set<String> = []
        /// The vault-relative paths of the files `--fix` refuses to move, each with the reason
        /// (one sentence, without a leading "not moved").
        public var refusals: [String: String] = [:]
    }

    /// The unread files whose vault-relative paths are in a scope, in groups as before (empty
    /// groups dropped), for a check of part of the vault.
    ///
    /// - Parameters:
    ///   - inScope: Whether a vault-relative path is in the scope.
    ///   - keepingFolders: Whether the unreadable folders in the scope are kept (not for the
    ///     files named one by one, whose folders are reported with the rest).
    func restricted(to inScope: (String) -> Bool, keepingFolders: Bool = true) -> UnreadMarkdown {
        var restricted = self
        restricted.unreadableFolders = keepingFolders ? unreadableFolders.filter { inScope($0.path) } : []
        restricted.groups = groups.compactMap { group in
            var kept = group
            kept.files = group.files.filter { inScope(group.folder.isEmpty ? $0 : group.folder + "/" + $0) }
            return kept.files.isEmpty ? nil : kept
        }
        return restricted
    }

    /// Why a markdown file's name that looks like a date gives no date (``VaultPath/fileNameDate(ofFileName:)``),
    /// for the hints: `.markdown`, `.MD` and `2024-02-30.md` are counted, and each is explained.
    enum NameMiss: Hashable, Sendable {
        /// Named by date but for its extension (`.markdown`, `.MD`): vault reads only `.md`, lowercase.
        case extensionNotRead
        /// Named by a day that does not exist (`2024-02-30`), as written.
        case noSuchDay(String)
        /// The name is not valid UTF-8 (``Group/invalidNames``).
        case invalidName
    }

    /// The `unread-markdown` warnings: one per group, naming the first files and what to do, and
    /// one for a root that is a Day One or jrnl export with no markdown in it.
    ///
    /// The hint names the import command of the folder's layout (each command once, on the first group it applies to), and says which files
    /// `vault check --fix` moves into their month folder, which it cannot move and why (one
    /// reason shown; for more, `--dry-run` lists them), which it leaves to the tool that owns them
    /// (``Group/owners``), and why a name that looks like a date gives none (``NameMiss``).
    /// Without an outlook (`vault index`, which does not read these files) the moves are
    /// estimated from the names: every file named by date that is not another tool's, not under
    /// ``foreignFolderNames`` and named in UTF-8. A warning is fixable when `--fix` moves every
    /// file of its group, and never for a check of part of the vault, whose `--fix` moves nothing
    /// outside the month folders (as the help says).
    ///
    /// - Parameters:
    ///   - vault: The vault, for the paths in hints.
    ///   - outlook: What `--fix` would do, when `vault check` planned it.
    ///   - partOfVault: Whether a check of some files or folders asked (`vault check notes`).
    public func problems(vault: Vault, outlook: MoveOutlook? = nil, partOfVault: Bool = false) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        let rootShown = vault.displayRoot.isEmpty ? "." : vault.displayRoot
        // Each import command is named once, on the first group it is said for (not again under
        // each of an Obsidian vault's ., Daily/, People/ and Templates/).
        var importsSaid: Set<String> = []
        for group in groups {
            let full: (String) -> String = { group.folder.isEmpty ? $0 : group.folder + "/" + $0 }
            let count = group.files.count == 1 ? "1 markdown file" : "\(group.files.count) markdown files"
            let place = group.folder.isEmpty ? "at the vault root" : "in \(group.folder)/"
            var hints: [String] = []
            let groupShown = group.folder.isEmpty ? rootShown : vault.displayPath(group.folder)
            if let (source, path) = group.source.map({ ($0, groupShown) }) ?? rootSource.map({ ($0, rootShown) }) {
                let command = "vault import \(source.rawValue) \(path.shellWord)"
                if importsSaid.insert(command).inserted {
                    hints.append("this looks like \(source.label): bring its entries in with '\(command)'")
                }
            } else if let owner = group.files.lazy.compactMap({ group.owners[$0] }).first {
                let path = owner.folder.isEmpty ? rootShown : vault.displayPath(owner.folder)
                let command = "vault import \(owner.source.rawValue) \(path.shellWord)"
                if importsSaid.insert(command).inserted {
                    hints.append("\(owner.folder)/ looks like \(owner.source.label): bring its entries in with '\(command)'")
                }
            }
            let isNamedByDate: (String) -> Bool = { VaultPath.fileNameDate(ofFileName: Self.fileName($0)) != nil }
            // Another tool's, or under node_modules/ (the path from the vault root: the group's own
            // folder may be `node_modules`).
            let isLeft: (String) -> Bool = { group.owners[$0] != nil || Self.isUnderForeignFolder(full($0)) }
            let moved = group.files.filter { file in
                outlook.map { $0.moves.contains(full(file)) }
                    ?? (isNamedByDate(file) && !isLeft(file) && !group.invalidNames.contains(file))
            }
            let refused = group.files.compactMap { file in outlook?.refusals[full(file)].map { (file, $0) } }
            if !moved.isEmpty {
                hints.append(Self.moveHint(moved.count, of: group.files.count, allNamedByDate: moved.allSatisfy(isNamedByDate),
                                           partOfVault: partOfVault))
            }
            if let (file, reason) = refused.first {
                hints.append(refused.count == 1
                    ? "\(file) cannot be moved by --fix: \(reason)"
                    : "\(refused.count == group.files.count ? "they" : "\(refused.count) of them") cannot be moved by --fix (vault check --fix --dry-run says why)")
            }
            // `.markdown` named by date counts too (Jekyll's 2026-11-22-salt-orchard.markdown).
            let owned = group.files.filter { file in
                group.owners[file] != nil && (isNamedByDate(file) || Self.nameMiss(Self.fileName(file)) == .extensionNotRead)
            }
            if let tool = owned.first.flatMap({ group.owners[$0]?.source.possessive }) {
                hints.append("\(Self.subject(owned.count, of: group.files.count)) named by date but \(tool), so --fix leaves \(owned.count == 1 ? "it" : "them")")
            }
            let settled = Set(moved).union(refused.map(\.0))
            let misses = group.files.filter { !settled.contains($0) && !isLeft($0) }.compactMap { file in
                Self.nameMiss(Self.fileName(file), isValid: !group.invalidNames.contains(file)).map { (file, $0) }
            }
            hints += Self.missHints(misses)
            if hints.isEmpty { hints.append("notes outside YYYY/MM/ are fine; an entry belongs in the YYYY/MM/ folder of its date") }
            problems.append(VaultProblem(
                .unreadMarkdown, path: group.folder.isEmpty ? "." : group.folder,
                message: "\(count) \(place) \(group.files.count == 1 ? "is" : "are") outside the YYYY/MM/ folders, so vault does not read \(group.files.count == 1 ? "it" : "them"): \(Self.listed(group.files))",
                hint: hints.joined(separator: "; "), isFixable: !partOfVault && moved.count == group.files.count))
        }
        problems += unreadableFolders.map { Self.unreadableFolderProblem($0, vault: vault) }
        if !partOfVault, groups.isEmpty, let source = rootSource, !source.keepsMarkdownInPlace {
            problems.append(VaultProblem(
                .unreadMarkdown, path: ".",
                message: "the vault root holds \(source.label), which vault does not read as it is",
                hint: "bring its entries in with 'vault import \(source.rawValue) \(rootShown.shellWord)'"))
        }
        return problems
    }

    /// The `unreadable-folder` warning of a folder that could not be listed. The hint says how
    /// to allow reading it when the user owns it, else who owns it (`chmod u+rx` of a folder of root's
    /// would not help: the user cannot change it).
    ///
    /// - Parameters:
    ///   - folder: The folder and why it could not be listed.
    ///   - vault: The vault, for the path in the hint.
    static func unreadableFolderProblem(_ folder: UnreadableFolder, vault: Vault) -> VaultProblem {
        let shown = vault.displayPath(folder.path)
        let allow = FileSystem.status(vault.absolutePath(folder.path), follow: true).map { status in
            status.owner == geteuid() ? "allow reading it (chmod u+rx \(shown.shellWord))"
                : "ask its owner (user \(status.owner)) to allow reading it"
        } ?? "allow reading it (chmod u+rx \(shown.shellWord))"
        return VaultProblem(
            .unreadableFolder, severity: .warning, path: folder.path,
            message: "cannot read the folder: \(folder.reason), so vault cannot tell whether it holds markdown",
            hint: "if it holds notes or entries, \(allow); if not, ignore this")
    }

    /// The hint of the files `--fix` moves: `2 of them are named by date: vault check --fix moves
    /// them to their YYYY/MM/ folder (try --dry-run)`; for a check of part of the vault, that only
    /// a check of the whole vault moves them.
    private static func moveHint(_ count: Int, of total: Int, allNamedByDate: Bool, partOfVault: Bool) -> String {
        let what = allNamedByDate ? "named by date" : "dated (by their name, or by a uuid and a date)"
        let (them, their) = count == 1 ? ("it", "its") : ("them", "their")
        let action = partOfVault
            ? "only 'vault check --fix' of the whole vault moves \(them) to \(their) YYYY/MM/ folder (try 'vault check --fix --dry-run')"
            : "vault check --fix moves \(them) to \(their) YYYY/MM/ folder (try --dry-run)"
        return "\(subject(count, of: total)) \(what): \(action)"
    }

    /// The hints of the names that look like a date but give none, one per kind of miss, in the
    /// order of ``NameMiss``.
    private static func missHints(_ misses: [(String, NameMiss)]) -> [String] {
        var hints: [String] = []
        let extensions = misses.filter { $0.1 == .extensionNotRead }.map(\.0)
        if !extensions.isEmpty {
            let one = extensions.count == 1
            hints.append("\(listed(extensions)) \(one ? "is" : "are") named by date, but vault reads only names ending in .md (lowercase): "
                + "rename \(one ? "it" : "them"), and vault check --fix moves \(one ? "it" : "them")")
        }
        let days = misses.compactMap { file, miss -> (String, String)? in
            if case .noSuchDay(let day) = miss { return (file, day) }
            return nil
        }
        if let (file, day) = days.first {
            hints.append(days.count == 1
                ? "\(file) is named by a day that does not exist (\(day)), so vault takes no date from its name"
                : "\(listed(days.map(\.0))) are named by days that do not exist, so vault takes no date from their names")
        }
        let invalid = misses.filter { $0.1 == .invalidName }.map(\.0)
        if !invalid.isEmpty {
            let one = invalid.count == 1
            hints.append("\(one ? "the name" : "the names") of \(listed(invalid)) \(one ? "is" : "are") not valid UTF-8 (bad bytes shown as \\xXX), "
                + "so vault cannot name \(one ? "it" : "them") in a path safely: rename \(one ? "it" : "them") to UTF-8, for example with convmv -f latin1 -t utf-8")
        }
        return hints
    }

    /// Why a markdown file name that looks like a date gives none, or `nil` when it gives one or
    /// does not look like one.
    ///
    /// - Parameters:
    ///   - name: The file name, without its folder.
    ///   - isValid: Whether the name is valid UTF-8.
    static func nameMiss(_ name: String, isValid: Bool = true) -> NameMiss? {
        guard isValid else { return .invalidName }
        guard VaultPath.fileNameDate(ofFileName: name) == nil else { return nil }
        let lower = name.lowercased()
        guard let suffix = lower.hasSuffix(".markdown") ? 9 : lower.hasSuffix(".md") ? 3 : nil else { return nil }
        let asMD = Array(name.utf8.dropLast(suffix)) + Array(".md".utf8)
        if VaultPath.fileNameDate(ofFileName: String(decoding: asMD, as: UTF8.self)) != nil { return .extensionNotRead }
        return hasDateShape(asMD) ? .noSuchDay(String(decoding: asMD[..<10], as: UTF8.self)) : nil
    }

    /// Whether a name ending in `.md` has the shape of the names ``VaultPath/fileNameDate(ofFileName:)``
    /// reads (`YYYY-MM-DD.md`, `YYYY_MM_DD.md`, `YYYY-MM-DD-<title>.md`), whatever the digits.
    private static func hasDateShape(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 13 else { return false }
        let separator = bytes[4]
        guard separator == UInt8(ascii: "-") || separator == UInt8(ascii: "_"), bytes[7] == separator else { return false }
        let rest = bytes[10...]
        let tail = rest.elementsEqual(".md".utf8)
            || (separator == UInt8(ascii: "-") && rest.first == UInt8(ascii: "-") && rest.count > 4)
        return tail && bytes[..<10].enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || (0x30...0x39).contains($0.element) }
    }

    /// The first ``namesShown`` names, then `and N more`.
    static func listed(_ names: [String]) -> String {
        names.prefix(namesShown).joined(separator: ", ")
            + (names.count > namesShown ? ", and \(names.count - namesShown) more" : "")
    }

    /// The last component of a path relative to a group's folder.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// The subject of a hint about `count` of a group's `total` files: `it is`, `they are`,
    /// `2 of them are`.
    static func subject(_ count: Int, of total: Int) -> String {
        count == total ? (count == 1 ? "it is" : "they are") : "\(count) of them \(count == 1 ? "is" : "are")"
    }
}
