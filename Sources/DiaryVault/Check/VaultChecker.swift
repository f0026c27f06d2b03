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

    /// File name extensions of attachments that may sit beside entries (compared in lowercase).
    static let attachmentExtensions: Set<String> = [
        "png", "jpg", "jpeg", "gif", "webp", "heic", "heif", "avif", "svg", "bmp", "tif", "tiff",
        "m4a", "mp3", "wav", "aac", "ogg", "flac", "opus", "mp4", "mov", "m4v", "webm", "pdf",
    ]

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

    /// How many files one round of ``checkFiles(_:explicit:into:)`` checks on all cores before
    /// their problems are taken out: the results of one round are all that is held at once.
    static let checkRound = 4096

    /// Reads and checks each target on all cores, a round of ``checkRound`` files at a time,
    /// appending each file's problems (then the problem of a file that cannot be read) in target
    /// order.
    ///
    /// - Parameters:
    ///   - targets: The files to check.
    ///   - explicit: The paths named on the command line outside the walk (README.md, a hidden
    ///     or a .txt file): checked, but --fix never edits them, since they may be another
    ///     tool's, so their problems are not fixable.
    ///   - problems: The report's problems.
    /// - Returns: Each target's result, in target order, without its problems (they are in
    ///   `problems`): what the checks across files need.
    func checkFiles(_ targets: [EntryChecker.Target], explicit: Set<String>, into problems: inout [VaultProblem]) -> [EntryChecker.Result] {
        let checker = EntryChecker()
        let vault = self.vault
        var kept: [EntryChecker.Result] = []
        kept.reserveCapacity(targets.count)
        for start in stride(from: 0, to: targets.count, by: Self.checkRound) {
            let round = Array(targets[start..<min(start + Self.checkRound, targets.count)])
            let results = parallelMap(round) { target -> (EntryChecker.Result, VaultProblem?) in
                do {
                    let bytes = try FileSystem.read(vault.absolutePath(target.path))
                    return (checker.check(bytes, target: target), nil)
                } catch let error as VaultError {
                    guard case .readFailed(_, let reason) = error else { return (EntryChecker.Result(target: target), nil) }
                    return (EntryChecker.Result(target: target),
                            VaultProblem(.unreadableFile, path: target.path, message: "cannot read: \(reason)"))
                } catch {
                    return (EntryChecker.Result(target: target), nil)
                }
            }
            for (result, readProblem) in results {
                problems += explicit.contains(result.target.path)
                    ? result.problems.map { var problem = $0; problem.isFixable = false; return problem } : result.problems
                if let readProblem { problems.append(readProblem) }
                var identity = result
                identity.problems = []
                kept.append(identity)
            }
        }
        return kept
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

    /// The uuids of the vault's entries, each with the first path (in byte order) that has it:
    /// from the entries checked when the whole vault is, else from ``VaultReader``.
    func entryUUIDs(_ checked: [EntryChecker.Result], wholeVault: Bool) -> [EntryID: String] {
        let pairs: [(EntryID, String)] = wholeVault
            ? checked.compactMap { result in result.uuid.map { ($0, result.target.path) } }
            : VaultReader(vault: vault).scan().entries.compactMap { summary in summary.uuid.map { ($0, summary.path) } }
        return Dictionary(pairs) { first, second in VaultWalker.bytesPrecede(second, first) ? second : first }
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

    /// A `duplicate-uuid` problem, with the older entry's path, for every entry whose uuid an older
    /// entry also has: older means
    /// an earlier date (as written), then an earlier path; entries without a valid date count as
    /// newest. When only part of the vault is checked, the rest comes from ``VaultReader``.
    func duplicateUUIDs(_ checked: [EntryChecker.Result], wholeVault: Bool,
                        inScope: (String) -> Bool) -> [(VaultProblem, older: String)] {
        struct Holder {
            var path: String
            var date: EntryDate?
            var position: FieldPosition?
        }
        // The index of the first holder of each uuid alone, and a list only for a uuid held
        // twice or more: 100,000 entries with their own uuids make no 100,000 one-holder lists.
        var firsts: [EntryID: Int] = [:]
        var holders: [EntryID: [Holder]] = [:]
        func holder(_ index: Int) -> Holder {
            Holder(path: checked[index].target.path, date: checked[index].date, position: checked[index].uuidPosition)
        }
        var seen = Set<String>()
        for index in checked.indices {
            guard let uuid = checked[index].uuid else { continue }
            if let first = firsts[uuid] {
                holders[uuid, default: [holder(first)]].append(holder(index))
            } else {
                firsts[uuid] = index
            }
            if !wholeVault { seen.insert(checked[index].target.path) }
        }
        if !wholeVault, !firsts.isEmpty {
            for summary in VaultReader(vault: vault).scan().entries where !seen.contains(summary.path) {
                guard let uuid = summary.uuid, let first = firsts[uuid] else { continue }
                holders[uuid, default: [holder(first)]].append(Holder(path: summary.path, date: summary.date))
            }
        }
        var problems: [(VaultProblem, older: String)] = []
        for (uuid, group) in holders where group.count > 1 {
            // The original is the entry with the earlier date; on the same date, the file that
            // was modified first (a copy is newer than its source: `cp` gives it a new time),
            // then path order. Only duplicates pay for the file status.
            let modified = Dictionary(group.map { ($0.path, FileSystem.status(vault.absolutePath($0.path))?.modified ?? .max) },
                                      uniquingKeysWith: { first, _ in first })
            let ordered = group.sorted { lhs, rhs in
                switch (lhs.date, rhs.date) {
                case let (left?, right?) where left.precedes(right) || right.precedes(left): left.precedes(right)
                case (_?, nil): true
                case (nil, _?): false
                default: (modified[lhs.path] ?? .max, lhs.path) < (modified[rhs.path] ?? .max, rhs.path)
                }
            }
            let original = ordered[0]
            for copy in ordered.dropFirst() where inScope(copy.path) {
                problems.append((Self.duplicateUUIDProblem(uuid, path: copy.path, position: copy.position,
                                                           original: original.path), original.path))
            }
        }
        return problems
    }

    /// The `duplicate-uuid` error of the newer of two entries that share a uuid (also what
    /// `vault lsp` publishes while the newer one is edited).
    ///
    /// - Parameters:
    ///   - uuid: The shared uuid.
    ///   - path: The newer entry's vault-relative path.
    ///   - position: Where its uuid is, if known.
    ///   - original: The older entry's vault-relative path.
    static func duplicateUUIDProblem(_ uuid: EntryID, path: String, position: FieldPosition?, original: String) -> VaultProblem {
        VaultProblem(.duplicateUUID, path: path, location: position?.location, sourceLine: position?.sourceLine,
                     message: "uuid \(uuid) is also the uuid of \(original), an older entry",
                     hint: "vault check --fix gives this entry a new uuid")
    }

    /// Whether two entry files are one entry written twice: the same front matter, item for item
    /// and byte for byte, apart from the line of the date key (`date`, or the alias the file
    /// uses), and the same body; the result of both devices moving one entry (each changed its
    /// date and git kept both files). A file with conflict markers is never the same.
    ///
    /// - Parameters:
    ///   - path: One file's absolute path.
    ///   - other: The other's.
    static func isSameEntryApartFromDate(_ path: String, _ other: String) -> Bool {
        guard let one = try? FileSystem.read(path), let two = try? FileSystem.read(other),
              !one.withUnsafeBufferPointer(ConflictMarker.hasConflict(inUTF8:)),
              !two.withUnsafeBufferPointer(ConflictMarker.hasConflict(inUTF8:)),
              let first = try? Entry(parsing: one), let second = try? Entry(parsing: two),
              first.uuid != nil, first.uuid == second.uuid, first.body == second.body,
              first.document.hasByteOrderMark == second.document.hasByteOrderMark,
              let front = first.document.frontMatter, let otherFront = second.document.frontMatter else { return false }
        func withoutDate(_ entry: Entry, _ front: FrontMatter) -> [String] {
            let key = entry.storedKey(for: .date)
            return front.items.compactMap { item in
                if case .field(let field) = item, let key, field.key.isSameKey(key) { return nil }
                return item.source
            }
        }
        return withoutDate(first, front) == withoutDate(second, otherFront)
            && front.opening == otherFront.opening && front.closing == otherFront.closing
    }

    /// The `duplicate-uuid` error of a copy that is the same entry as the older one apart from
    /// its date: `--fix` removes the copy and keeps the older entry.
    static func movedTwiceProblem(_ problem: VaultProblem, original: String) -> VaultProblem {
        var problem = problem
        problem.message += "; the two files are the same entry apart from the date (both devices moved it)"
        problem.hint = "vault check --fix keeps \(original) (the older) and removes this copy"
        return problem
    }

    /// A `same-day-entries` warning for each entry after the first (in path order) of a day that
    /// has several, for a vault that keeps one entry a day: the day's entry written on two
    /// devices is the usual cause, and only a person can merge the two texts.
    ///
    /// - Parameter checked: The checked files, with their dates.
    static func sameDayProblems(_ checked: [EntryChecker.Result]) -> [VaultProblem] {
        var byDay: [CivilDate: [String]] = [:]
        for result in checked { if let day = result.date?.day { byDay[day, default: []].append(result.target.path) } }
        var problems: [VaultProblem] = []
        for (day, paths) in byDay where paths.count > 1 {
            let sorted = paths.sorted()
            for path in sorted.dropFirst() {
                problems.append(VaultProblem(
                    .sameDayEntries, path: path,
                    message: "another entry of \(day) is \(sorted[0]), and the vault keeps one entry a day (one-entry-a-day in .vault/config)",
                    hint: "if both devices wrote the day's entry, move this text into \(sorted[0]) and delete this file ('vault delete')"))
            }
        }
        return problems
    }

    /// A `stray-file` warning for a file in a month folder that is not an attachment.
    ///
    /// The walker lists a name ending in `.md` among the other files only when it is not a
    /// regular file (a named pipe, a socket, a device), so such a name is told it is not one,
    /// not asked to end in `.md`.
    static func strayFileProblem(_ file: VaultWalker.File) -> VaultProblem? {
        let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
        if VaultWalker.isMarkdownName(name) {
            return VaultProblem(.strayFile, path: file.path,
                                message: "'\(name)' is not a regular file (a named pipe, a socket or a device), so vault does not read it",
                                hint: "an entry must be a regular file; remove this one if nothing needs it")
        }
        let dot = name.lastIndex(of: ".")
        let ext = dot.map { String(name[name.index(after: $0)...]).lowercased() } ?? ""
        guard !attachmentExtensions.contains(ext) else { return nil }
        let hint: String
        switch ext {
        case "md", "markdown", "txt", "text":
            hint = "if it is an entry, rename it to end in .md (lowercase); vault reads nothing else"
        case "bak", "orig", "rej", "swp", "tmp", "md~":
            hint = "it looks like a backup left by an editor or a merge; delete it if you do not need it"
        default:
            hint = "vault reads only .md entries; images, audio, video and PDF attachments are fine"
        }
        return VaultProblem(.strayFile, path: file.path,
                            message: "'\(name)' is not an entry, and no tool of the diary reads it", hint: hint)
    }

    /// A `non-nfc-file-name` warning when a path's file name is not in Normalization Form C.
    static func nonNFCNameProblem(_ path: String) -> VaultProblem? {
        // ASCII text is its own NFC form: only a name with other bytes asks Foundation.
        guard !path.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let composed = name.precomposedStringWithCanonicalMapping
        guard !name.utf8.elementsEqual(composed.utf8) else { return nil }
        return VaultProblem(.nonNFCFileName, path: path,
                            message: "the file name is not in Unicode NFC (composed) form, as macOS once wrote it",
                            hint: "rename it to the composed form, '\(composed)', so links and git see one name everywhere")
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
