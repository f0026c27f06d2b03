extension VaultFixer {
    /// Plans moving the dated markdown outside the month folders into the month folder of its
    /// date, unchanged, so that it becomes an entry (`vault check --fix`, docs/FORMAT.md,
    /// "Markdown outside the month folders").
    ///
    /// A file is moved when it is not another tool's (``UnreadMarkdown/Group/owners``: Obsidian,
    /// Logseq, Jekyll and Hugo find their files by their place), not under a hidden or
    /// ``UnreadMarkdown/foreignFolderNames`` folder, a regular file (never a symbolic link), parses as an entry,
    /// and has a date: its front matter's, else its file name's
    /// (``VaultPath/fileNameDate(ofFileName:)``). A file without a date in its name is moved only
    /// when its front matter holds both a uuid and a valid date (an entry of vault's that left its
    /// folder; a note with only a `date:` stays a note). A file named by date that cannot be
    /// moved is reported as a failure with the reason. The new name is the one ``EntryMover``
    /// gives (the same name; a leading date that is not the entry's day becomes it; `-2`, `-3`
    /// for a taken name).
    ///
    /// - Parameters:
    ///   - unread: The unread markdown the check found.
    ///   - mover: The mover, with the destinations already promised to this run's other moves.
    /// - Returns: The plans (each a move only: ``FilePlan/fixed`` is ``FilePlan/original``) and
    ///   the failures, in the order of ``UnreadMarkdown/groups``.
    func planUnreadMoves(_ unread: UnreadMarkdown, mover: inout EntryMover) -> ([FilePlan], [Failure]) {
        var plans: [FilePlan] = []
        var failures: [Failure] = []
        for group in unread.groups {
            for file in group.files where group.owners[file] == nil {
                let path = group.folder.isEmpty ? file : group.folder + "/" + file
                switch planUnreadMove(path, mover: &mover) {
                case .move(let plan): plans.append(plan)
                case .refused(let reason): failures.append(Failure(path: path, reason: reason))
                case .notAnEntry: continue
                }
            }
        }
        return (plans, failures)
    }

    /// What to do with one unread markdown file.
    private enum UnreadMove {
        /// Move it, by this plan.
        case move(FilePlan)
        /// It is named by date but cannot be moved, for this reason.
        case refused(String)
        /// It is a note, not an entry: leave it without a word (the unread-markdown warning
        /// counts it).
        case notAnEntry
    }

    /// The move of one unread markdown file (see ``planUnreadMoves(_:mover:)``).
    private func planUnreadMove(_ path: String, mover: inout EntryMover) -> UnreadMove {
        guard let name = path.split(separator: "/").last.map(String.init), !UnreadMarkdown.isUnderForeignFolder(path) else {
            return .notAnEntry
        }
        let isNamedByDate = VaultPath.fileNameDate(ofFileName: name) != nil
        let refuse: (String) -> UnreadMove = { isNamedByDate ? .refused("not moved: " + $0) : .notAnEntry }
        guard FileSystem.status(vault.absolutePath(path))?.kind == .regular else {
            return refuse("it is not a regular file (a symbolic link is never moved or followed)")
        }
        let bytes: [UInt8]
        let document: EntryDocument
        do {
            bytes = try FileSystem.read(vault.absolutePath(path))
            document = try EntryDocument(parsing: bytes, path: path)
        } catch let error as FrontMatterError {
            return refuse("it does not parse as an entry (line \(error.location.line), column \(error.location.column): "
                + "\(error.message)); correct it, then run 'vault check --fix' again")
        } catch {
            return refuse(Self.describe(error))
        }
        var entry = Entry(keysOf: document)
        entry.readDate(fromFileName: name)
        if !isNamedByDate {
            guard entry.uuid != nil, entry.date != nil else { return .notAnEntry }
            guard VaultPath.isEntryFileName(name) else {
                return .refused("not moved: it holds an entry, but vault reads only names ending in .md; rename it, then run 'vault check --fix' again")
            }
        }
        guard let day = entry.date?.day else {
            return refuse("it is named by date, but vault reads no valid date from it (an invalid date in its front matter, "
                + "or a front matter that does not start the file); run 'vault check \(vault.displayPath(path).shellWord)' to see why")
        }
        do {
            let destination = try mover.reserveDestination(for: path, day: day)
            return .move(FilePlan(path: path, original: bytes, fixed: bytes, destination: destination,
                                  fixes: [EntryFixer.Fix(kind: .unreadMarkdown, description: "moved to \(destination)")]))
        } catch {
            return refuse(Self.describe(error))
        }
    }
}
