import Foundation

/// Finds every problem of a vault, or of some of its files and folders (`vault check`).
///
/// Lists the month folders with ``VaultWalker``, checks each entry file with ``EntryChecker`` on
/// all cores, then looks across files: uuids used twice, stray files, names not in NFC, markdown
/// files in folders that look like month folders but are not (``MisfiledEntryFinder``). A check
/// of part of the vault still compares uuids with every other entry (through ``VaultReader``), so
/// a copied file is caught whichever copy is named.
struct VaultChecker: Sendable {
    /// What a check found.
    struct Report: Sendable {
        /// The problems, sorted by path, line, column and kind.
        var problems: [VaultProblem] = []
        /// How many entry files were checked.
        var filesChecked = 0
        /// For each entry whose uuid is a duplicate, the path of the older entry that keeps it.
        var duplicateOf: [String: String] = [:]
        /// For each duplicate that is the same entry as the older one apart from its date and
        /// path (``isSameEntryApartFromDate(_:_:)``), the older entry's path: `--fix` removes the copy.
        var sameEntryAs: [String: String] = [:]
        /// The markdown outside the month folders, when the check covers the vault root (the
        /// fixer moves the dated files into their month folders: ``VaultFixer`` `+Unread`).
        var unreadMarkdown = UnreadMarkdown()
        /// The uuids of the vault's entries, each with the path of one entry that has it, when
        /// unread markdown is in scope (the fixer moves no copy of an entry).
        var entryUUIDs: [EntryID: String] = [:]
    }

    /// The vault.
    let vault: Vault
    /// Whether the vault keeps one entry a day (`one-entry-a-day = true`): a second entry on a
    /// day is then a `same-day-entries` warning (``sameDayProblems(_:)``).
    var oneEntryADay = false

    /// Checks the vault, or the parts of it named by `scope`.
    ///
    /// - Parameter scope: Vault-relative paths of files or folders (`""` is the root); empty for
    ///   the whole vault. A named file outside the month folders is reported as unread markdown
    ///   (and moved by --fix by the rule of the whole vault's check) when it is markdown the
    ///   search counts, as misfiled (``MisfiledEntryFinder``) when it is markdown in a folder
    ///   meant as a month folder, else checked as an entry whose problems --fix leaves alone. A
    ///   named folder that cannot be listed is reported (`unreadable-folder`).
    /// - Returns: The problems of the files in scope.
    func check(scope: [String] = []) -> Report {
        let listing = VaultWalker(vault: vault).list(.all)
        let inScope: @Sendable (String) -> Bool = { path in
            scope.isEmpty || scope.contains { $0.isEmpty || path == $0 || path.hasPrefix($0 + "/") }
        }
        var targets = listing.entryFiles.filter { inScope($0.path) }.map {
            EntryChecker.Target(path: $0.path, folderYear: $0.year, folderMonth: $0.month)
        }
        var report = Report()
        // A folder that cannot be read around a named path (`check 2025/05` when `2025` cannot be
        // listed) hides it: its problem is in scope too.
        let hidesScope: @Sendable (VaultProblem) -> Bool = { problem in
            problem.kind == .unreadableFolder && scope.contains { $0.hasPrefix(problem.path + "/") }
        }
        report.problems = listing.problems.filter { inScope($0.path) || hidesScope($0) }.map(Self.withCheckSeverity)
        let unreadPaths = listing.unreadMarkdown.paths
        var explicit = Set<String>()
        for path in scope where !listing.entryFiles.contains(where: { $0.path == path }) {
            switch FileSystem.status(vault.absolutePath(path), follow: true)?.kind {
            case .regular?:
                // Unread markdown is reported as such below, as a check of the whole vault reports
                // it, never checked as an entry (`check --fix journals/2026_11_23.md` must not add a
                // front matter to Logseq's journal).
                guard !unreadPaths.contains(path) else { continue }
                // Markdown in a folder meant as a month folder is reported by the finder, one
                // warning per file as in a check of the whole vault (`check --fix
                // 2026/11/sub/2026-11-06.md` neither checks it as an entry nor promises fixes).
                guard !Self.isMisfiled(path, nearMissFolders: listing.nearMissFolders) else { continue }
                if !listing.otherFiles.contains(where: { $0.path == path }) {
                    targets.append(Self.explicitTarget(path))
                    explicit.insert(path)
                }
            case .directory?:
                continue
            case nil:
                report.problems.append(VaultProblem(.unreadableFile, path: path, message: "no such file or folder"))
            default:
                // One in a month folder is reported once, as a stray file.
                if !listing.otherFiles.contains(where: { $0.path == path }) {
                    report.problems.append(VaultProblem(.unreadableFile, path: path, message: "not a regular file or folder"))
                }
            }
        }
        let results = checkFiles(targets, explicit: explicit, into: &report.problems)
        report.filesChecked = targets.count
        for (problem, original) in duplicateUUIDs(results, wholeVault: scope.isEmpty, inScope: inScope) {
            // The same entry at two places (both devices moved it): the copy goes, not its uuid.
            if Self.isSameEntryApartFromDate(vault.absolutePath(problem.path), vault.absolutePath(original)) {
                report.problems.append(Self.movedTwiceProblem(problem, original: original))
                report.sameEntryAs[problem.path] = original
                continue
            }
            report.problems.append(problem)
            report.duplicateOf[problem.path] = original
        }
        if oneEntryADay { report.problems += Self.sameDayProblems(results).filter { inScope($0.path) } }
        report.problems += listing.otherFiles.filter { inScope($0.path) }.compactMap(Self.strayFileProblem)
        let nearMisses = listing.nearMissFolders.filter { folder in
            scope.isEmpty || scope.contains { $0.isEmpty || folder == $0 || folder.hasPrefix($0 + "/") || $0.hasPrefix(folder + "/") }
        }
        report.problems += MisfiledEntryFinder(vault: vault).problems(in: nearMisses).filter { inScope($0.path) }
        report.problems += (targets.map(\.path) + listing.otherFiles.map(\.path)).filter(inScope)
            .compactMap(Self.nonNFCNameProblem)
        let unreadInScope = listing.unreadMarkdown.paths.contains(where: inScope)
        if unreadInScope { report.entryUUIDs = entryUUIDs(results, wholeVault: scope.isEmpty) }
        let entryUUIDs = report.entryUUIDs
        if scope.isEmpty || scope.contains("") {
            var unread = listing.unreadMarkdown
            if unread.count > 0 { unread.links += monthFolderLinks(listing) }
            report.problems += unreadMarkdownProblems(unread, entryUUIDs: entryUUIDs)
            report.unreadMarkdown = unread
        } else {
            // A file named on the command line is reported, and moved by --fix, by the rule of a
            // check of the whole vault; the others in the folders named are reported as a
            // whole-vault check reports them, but not moved (so `vault check notes` on a folder
            // of dated markdown reports it).
            let named = Set(scope)
            let namedUnread = listing.unreadMarkdown.restricted(to: { named.contains($0) }, keepingFolders: false)
            if namedUnread.count > 0 {
                report.problems += unreadMarkdownProblems(namedUnread, entryUUIDs: entryUUIDs)
                report.unreadMarkdown = namedUnread
            }
            // A folder named that cannot be listed is reported as the whole vault's check reports
            // it (`vault check secret` at mode 000 reports the folder, not "no problems").
            var others = listing.unreadMarkdown.restricted(to: { inScope($0) && !named.contains($0) })
            others.unreadableFolders = listing.unreadMarkdown.unreadableFolders.filter { inScope($0.path) }
            report.problems += unreadMarkdownProblems(others, partOfVault: true, entryUUIDs: entryUUIDs)
        }
        if scope.isEmpty { report.problems += draftProblems() }
        report.problems.sort(by: Self.order)
        return report
    }

    /// The `unread-markdown` warnings, their hints from the fixer's own plan, which reads the
    /// unread files that are not another tool's: each names the files `--fix` moves and those it
    /// refuses (a file named by date that does not parse, a folder without write permission), and
    /// is fixable exactly when `--fix` would move every file of its folder (after a refused move,
    /// the hint does not say "--fix moves them").
    ///
    /// - Parameters:
    ///   - unread: The unread markdown in scope.
    ///   - partOfVault: Whether only some folders are checked (then `--fix` moves nothing).
    ///   - entryUUIDs: The uuids of the vault's entries (``Report/entryUUIDs``).
    func unreadMarkdownProblems(_ unread: UnreadMarkdown, partOfVault: Bool = false,
                                entryUUIDs: [EntryID: String] = [:]) -> [VaultProblem] {
        unread.problems(vault: vault, outlook: VaultFixer(vault: vault).unreadOutlook(unread, entryUUIDs: entryUUIDs),
                        partOfVault: partOfVault)
    }

    /// The symbolic links in the month folders, which `--fix` must not break by moving their
    /// targets (`2026/11/2026-11-23.md -> ../../2026-11-29.md` would break if `--fix` moved the
    /// root file): the links to markdown the walker reported as
    /// `symlink-in-vault`, and the other files that are links. Links in hidden folders are not
    /// searched (no command lists those folders).
    func monthFolderLinks(_ listing: VaultWalker.Listing) -> [String] {
        listing.problems.filter { $0.kind == .symlinkInVault }.map(\.path)
            + listing.otherFiles.map(\.path).filter { FileSystem.status(vault.absolutePath($0), follow: false)?.kind == .symlink }
    }

    /// Whether a file named on the command line is one ``MisfiledEntryFinder`` reports: markdown
    /// below a folder the walker noted as a near miss (`2026/1/`, `2026/11/sub/`, `202/11/`),
    /// through no hidden folder, and no deeper than the finder looks.
    static func isMisfiled(_ path: String, nearMissFolders: [String]) -> Bool {
        guard MisfiledEntryFinder.hasMarkdownExtension(UnreadMarkdown.fileName(path)) else { return false }
        return nearMissFolders.contains { folder in
            guard path.hasPrefix(folder + "/") else { return false }
            let below = path.dropFirst(folder.count + 1).split(separator: "/")
            return below.count <= MisfiledEntryFinder.maximumDepth + 1 && !below.contains { $0.hasPrefix(".") }
        }
    }

    /// The target of a file named on the command line: in a month folder when its parent is one.
    static func explicitTarget(_ path: String) -> EntryChecker.Target {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count >= 3,
              let year = VaultPath.year(fromFolderName: parts[parts.count - 3]),
              let month = VaultPath.month(fromFolderName: parts[parts.count - 2])
        else { return EntryChecker.Target(path: path) }
        return EntryChecker.Target(path: path, folderYear: year, folderMonth: month)
    }

    /// A walker problem with the severity of its check kind (an `invalid-file-name` keeps the
    /// walker's: an error for an entry, a warning for any other file).
    static func withCheckSeverity(_ problem: VaultProblem) -> VaultProblem {
        var problem = problem
        if problem.kind != .invalidFileName { problem.severity = problem.kind.severity }
        return problem
    }

    /// Orders problems by path, line, column, then kind; problems at no place come first.
    static func order(_ lhs: VaultProblem, _ rhs: VaultProblem) -> Bool {
        (lhs.path, lhs.location?.line ?? 0, lhs.location?.column ?? 0, lhs.kind.rawValue)
            < (rhs.path, rhs.location?.line ?? 0, rhs.location?.column ?? 0, rhs.kind.rawValue)
    }
}
