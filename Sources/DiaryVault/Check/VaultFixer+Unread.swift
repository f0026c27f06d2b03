import Foundation

extension VaultFixer {
    /// Plans moving the dated markdown outside the month folders into the month folder of its
    /// date, unchanged, so that it becomes an entry (`vault check --fix`, docs/FORMAT.md,
    /// "Markdown outside the month folders").
    ///
    /// A file is moved when it is not another tool's (``UnreadMarkdown/Group/owners``: Obsidian,
    /// Logseq, Jekyll and Hugo find their files by their place), not under a hidden or
    /// ``UnreadMarkdown/foreignFolderNames`` folder, named in UTF-8, still there, a regular file
    /// (never a symbolic link), parses as an entry, has a date (its front matter's, else its file
    /// name's, ``VaultPath/fileNameDate(ofFileName:)``), and the user may write the folder it
    /// leaves and the one it enters (``EntryMover/permissionRefusal(moving:to:)``). A file without
    /// a date in its name is moved only when its front matter holds both a uuid and a valid date
    /// (an entry of vault's that left its folder; a note with only a `date:` stays a note). A file
    /// named by date that cannot be moved is reported as a failure with the reason, which says
    /// what stops it. Nor is a copy moved (a byte-identical copy of `2026/11/2026-11-29.md`
    /// at the root would become `2026-11-29-2.md`, an entry listed twice):
    /// a file whose uuid an entry of the vault (or a file moved before it) has, or whose bytes are
    /// those of the file at its destination name, is reported. Nor is the target of a symbolic
    /// link in the folders searched (``UnreadMarkdown/links``), which the move would break. The new name is the one ``EntryMover`` gives (the same name, composed to
    /// NFC; a leading date that is not the entry's day becomes it; `-2`, `-3` for a taken name).
    ///
    /// - Parameters:
    ///   - unread: The unread markdown the check found.
    ///   - mover: The mover, with the destinations already promised to this run's other moves.
    ///   - entryUUIDs: The uuids of the vault's entries, each with the path of one entry that has it.
    /// - Returns: The plans (each a move only: ``FilePlan/fixed`` is ``FilePlan/original``) and
    ///   the failures, in the order of ``UnreadMarkdown/groups``.
    func planUnreadMoves(_ unread: UnreadMarkdown, mover: inout EntryMover,
                         entryUUIDs: [EntryID: String] = [:]) -> ([FilePlan], [Failure]) {
        var plans: [FilePlan] = []
        var failures: [Failure] = []
        var known = entryUUIDs
        // Resolved once: the real paths the links lead to, each with the first link.
        var linked: [String: String] = [:]
        for link in unread.links {
            if let target = FileSystem.realPath(vault.absolutePath(link)), linked[target] == nil { linked[target] = link }
        }
        for group in unread.groups {
            for file in group.files where group.owners[file] == nil {
                let path = group.folder.isEmpty ? file : group.folder + "/" + file
                switch planUnreadMove(path, hasValidName: !group.invalidNames.contains(file), mover: &mover,
                                      known: &known, entries: entryUUIDs, linked: linked) {
                case .move(let plan): plans.append(plan)
                case .refused(let reason): failures.append(Failure(path: path, reason: reason))
                case .notAnEntry: continue
                }
            }
        }
        return (plans, failures)
    }

    /// What `--fix` would do with the unread markdown, for the hints of a plain check
    /// (``UnreadMarkdown/problems(vault:outlook:partOfVault:)``): the plan of
    /// ``planUnreadMoves(_:mover:entryUUIDs:)``, its refusals without their leading "not moved: ".
    ///
    /// - Parameters:
    ///   - unread: The unread markdown the check found.
    ///   - entryUUIDs: The uuids of the vault's entries, as for ``planUnreadMoves(_:mover:entryUUIDs:)``.
    func unreadOutlook(_ unread: UnreadMarkdown, entryUUIDs: [EntryID: String] = [:]) -> UnreadMarkdown.MoveOutlook {
        var mover = EntryMover(vault: vault)
        let (plans, failures) = planUnreadMoves(unread, mover: &mover, entryUUIDs: entryUUIDs)
        let prefix = Self.notMoved
        return UnreadMarkdown.MoveOutlook(
            moves: Set(plans.map(\.path)),
            refusals: Dictionary(failures.map { ($0.path, $0.reason.hasPrefix(prefix) ? String($0.reason.dropFirst(prefix.count)) : $0.reason) }) { first, _ in first })
    }

    /// The start of every refusal of ``planUnreadMoves(_:mover:entryUUIDs:)``.
    static let notMoved = "not moved: "

    /// What to do with one unread markdown file.
    private enum UnreadMove {
        /// Move it, by this plan.
        case move(FilePlan)
        /// It is named by date (or holds an entry) but cannot be moved, for this reason.
        case refused(String)
        /// It is a note, not an entry: leave it without a word (the unread-markdown warning
        /// counts it).
        case notAnEntry
    }

    /// The move of one unread markdown file (see ``planUnreadMoves(_:mover:entryUUIDs:)``).
    ///
    /// Each refusal says what really stops the move: a name not in UTF-8 and a file removed
    /// meanwhile each get their own reason (neither is "not a regular file"), and a folder
    /// without write permission is named.
    ///
    /// - Parameters:
    ///   - known: The uuids of the entries and of the files planned to move, with a path that has
    ///     each; this file's is added when it is moved.
    ///   - entries: The uuids of the vault's entries alone (without the files planned to move).
    ///   - linked: The real paths symbolic links lead to, each with the link's vault-relative path.
    private func planUnreadMove(_ path: String, hasValidName: Bool, mover: inout EntryMover,
                                known: inout [EntryID: String], entries: [EntryID: String],
                                linked: [String: String]) -> UnreadMove {
        guard let name = path.split(separator: "/").last.map(String.init), !UnreadMarkdown.isUnderForeignFolder(path) else {
            return .notAnEntry
        }
        let isNamedByDate = VaultPath.fileNameDate(ofFileName: name) != nil
        let refuse: (String) -> UnreadMove = { isNamedByDate ? .refused(Self.notMoved + $0) : .notAnEntry }
        guard hasValidName else {
            // The name shown (bad bytes as \xXX) is not the file's: opening it would open nothing, or another file.
            return refuse("its name is not valid UTF-8 (bad bytes shown as \\xXX), so vault cannot name it in a path safely; "
                + "rename it to UTF-8, for example with convmv -f latin1 -t utf-8, then run 'vault check --fix' again")
        }
        switch FileSystem.status(vault.absolutePath(path))?.kind {
        case .regular?:
            break
        case nil:
            return refuse("it is gone: it was removed or renamed after vault listed its folder")
        case .directory?, .symlink?, .other?:
            return refuse("it is not a regular file (a symbolic link is never moved or followed)")
        }
        let bytes: [UInt8]
        let document: EntryDocument
        do {
            bytes = try FileSystem.read(vault.absolutePath(path))
            document = try EntryDocument(parsing: bytes, path: path)
        } catch let error as FrontMatterError {
            return refuse("it does not parse as an entry (line \(error.location.line), column \(error.location.column): "
                + "\(TerminalText.clipped(error.message))); correct it, then run 'vault check --fix' again")
        } catch {
            return refuse(Self.describe(error))
        }
        var entry = Entry(keysOf: document)
        entry.readDate(fromFileName: name)
        if !isNamedByDate {
            guard entry.uuid != nil, entry.date != nil else { return .notAnEntry }
            guard VaultPath.isEntryFileName(name) else {
                return .refused(Self.notMoved + "it holds an entry, but vault reads only names ending in .md (lowercase); rename it, then run 'vault check --fix' again")
            }
        }
        guard let day = entry.date?.day else {
            return refuse("it is named by date, but vault reads no valid date from it (an invalid date in its front matter, "
                + "or a front matter that does not start the file); run 'vault check \(vault.displayPath(path).shellWord)' to see why")
        }
        if let copied = copiedEntry(path, name: name, bytes: bytes, uuid: entry.uuid, day: day, known: known, entries: entries) {
            return .refused(Self.notMoved + copied)
        }
        if let real = FileSystem.realPath(vault.absolutePath(path)), let link = linked[real] {
            return .refused(Self.notMoved + "the symbolic link \(vault.displayPath(link)) leads to it, and moving it would break the link; "
                + "move both yourself, or make it a file")
        }
        do {
            // The composed (NFC) name: a decomposed one would be moved, then reported again.
            let destination = try mover.reserveDestination(for: path, day: day, composingName: true)
            if let refusal = mover.permissionRefusal(moving: path, to: destination) {
                mover.release(destination)
                return .refused(Self.notMoved + refusal + ", then run 'vault check --fix' again")
            }
            if let uuid = entry.uuid { known[uuid] = path }
            return .move(FilePlan(path: path, original: bytes, fixed: bytes, destination: destination,
                                  fixes: [EntryFixer.Fix(kind: .unreadMarkdown, description: "moved to \(destination)")]))
        } catch {
            return refuse(Self.describe(error))
        }
    }

    /// Why a file is a copy of an entry, or `nil`: its bytes are those of the file at the name its
    /// move would take (before any `-2`), also once vault gave that entry a uuid
    /// (``isCopy(_:ofFixed:)``), or its uuid is an entry's (or a file's moved before it).
    ///
    /// - Returns: One clause for the refusal, naming the entry and what to do.
    private func copiedEntry(_ path: String, name: String, bytes: [UInt8], uuid: EntryID?, day: CivilDate,
                             known: [EntryID: String], entries: [EntryID: String]) -> String? {
        let plain = VaultPath.folder(for: day) + "/" + EntryMover.renamed(name, for: day).precomposedStringWithCanonicalMapping
        if FileSystem.status(vault.absolutePath(plain), follow: false)?.kind == .regular,
           let existing = try? FileSystem.read(vault.absolutePath(plain)) {
            if existing == bytes {
                return "it is a copy of \(vault.displayPath(plain)) (the same bytes); remove it if you do not need it"
            }
            if uuid == nil, Self.isCopy(bytes, ofFixed: existing) {
                return "it is a copy of \(vault.displayPath(plain)) (the same text, but for the uuid vault gave that entry); "
                    + "remove it if you do not need it"
            }
        }
        guard let uuid, let holder = known[uuid], holder != path else { return nil }
        guard entries[uuid] == holder else {
            return "it shares its uuid with \(vault.displayPath(holder)), which --fix moves first; if it is a copy, remove it; "
                + "if it is another entry, delete its uuid line, then run 'vault check --fix' again (it moves the file and gives it a uuid)"
        }
        return "it has the uuid of \(vault.displayPath(holder)), which is already an entry; if it is a copy, remove it; "
            + "if it is another entry, delete its uuid line, then run 'vault check --fix' again (it moves the file and gives it a uuid)"
    }

    /// Whether a file without a uuid is an entry's copy made before `vault check --fix` gave the
    /// entry one (else the copy, refused by the first `--fix`, would be moved by the second, an
    /// entry listed twice): its bytes are the entry's without the `uuid:` line of its
    /// front matter (``EntryFixer`` adds one there), or, for a file without a front matter, the
    /// entry's body under a front matter of only the `uuid:` and `date:` lines vault adds, in
    /// that order.
    /// Compared line by line, exactly.
    ///
    /// - Parameters:
    ///   - bytes: The file's bytes.
    ///   - fixed: The entry's bytes, at the name the file's move would take.
    static func isCopy(_ bytes: [UInt8], ofFixed fixed: [UInt8]) -> Bool {
        var lines: [ArraySlice<UInt8>] = []
        var start = fixed.startIndex
        for index in fixed.indices where fixed[index] == UInt8(ascii: "\n") {
            lines.append(fixed[start...index])
            start = index + 1
        }
        if start < fixed.endIndex { lines.append(fixed[start...]) }
        let delimiter = Array("---\n".utf8)
        guard lines.first.map(Array.init) == delimiter,
              let close = lines.indices.dropFirst().first(where: { Array(lines[$0]) == delimiter }) else { return false }
        let front = lines[1..<close]
        let isUUID: (ArraySlice<UInt8>) -> Bool = { $0.starts(with: "uuid:".utf8) }
        guard front.contains(where: isUUID) else { return false }
        let kept = front.filter { !isUUID($0) }
        let withoutUUID = ([lines[0]] + kept + lines[close...]).flatMap { $0 }
        if withoutUUID == bytes { return true }
        // What the fixer writes above a file without a front matter: the uuid, then the date.
        let added = front.count == 2 && isUUID(front[front.startIndex]) && front[front.startIndex + 1].starts(with: "date:".utf8)
        return added && !bytes.starts(with: "---".utf8) && lines[(close + 1)...].flatMap { $0 } == bytes
    }
}
