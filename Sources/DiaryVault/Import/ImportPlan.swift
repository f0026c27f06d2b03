import Foundation

/// What an import will do with each entry a source read: create it, leave it (already present),
/// or refuse it (a conflict); and where each attachment goes.
///
/// Entries are matched against the vault by uuid (``ImportedEntry/uuid``; sources without ids
/// derive a stable one, ``ImportedEntry/nameBasedID(source:key:)``):
/// - no entry of the vault has the uuid: **new**;
/// - one has it and its file holds exactly the bytes this import would write: **present**;
/// - one has it with other bytes (edited since, or another entry): **conflict**, never
///   overwritten;
/// - an earlier entry of the same input has it with the same contents: **duplicate**, not
///   written (different contents under one uuid are separated first: ``separateSharedIDs(_:)``);
/// - one has it with the bytes an import without some of the entry's attachments wrote (a photo
///   missing from an earlier export, ``ImportedEntry/missingForms``), unchanged since:
///   **completed**, written again with them (the file holds exactly what vault wrote, so nothing
///   of the user's is lost); one with the attachments where this import lacks them: **present**;
/// - none has it, but one has the entry's former uuid (``ImportedEntry/formerUUID``, when a
///   source changed its rule) with exactly the bytes this import would write under that uuid:
///   **present** at that path.
///
/// Attachments go to `YYYY/MM/attachments/<name>` beside the entry: a file of that name with the
/// same bytes is reused; one with other bytes makes the import try `<stem>-2.<ext>`, `-3`, ...
/// (the first that is free or holds the same bytes), and the entry's links are rewritten to it,
/// in the body and in front-matter values that name it (``ImportedEntry/renameAttachment(from:to:)``).
/// Because names are resolved against the vault as it is, planning twice gives the same bytes,
/// which is what makes a second import find every entry present.
struct ImportPlan: Sendable {
    /// What happens to one entry.
    enum Action: Hashable, Sendable {
        /// Written as a new file at the predicted path.
        case new
        /// The vault already holds this entry, byte for byte, at this path.
        case present(path: String)
        /// The vault holds an entry with this uuid and other content, at this path.
        case conflict(path: String)
        /// An earlier entry of the input (by index in ``items``) has the same uuid.
        case duplicate(of: Int)
        /// The vault holds this entry at this path as an import without some of its attachments
        /// wrote it, unchanged since: written again, with them.
        case completed(path: String)
    }

    /// One attachment's destination.
    struct Attachment: Sendable {
        /// The source's attachment.
        var source: ImportedAttachment
        /// The vault-relative destination, `YYYY/MM/attachments/<name>`.
        var path: String
        /// Whether a file with these bytes is already there (nothing to write).
        var reused: Bool
    }

    /// One entry and what happens to it.
    struct Item: Sendable {
        /// The entry as the source read it.
        var entry: ImportedEntry
        /// What happens to it.
        var action: Action
        /// The file's bytes as the import writes them (links renamed where attachments were).
        var bytes: [UInt8]
        /// For a new entry, the path it is expected to get (`YYYY/MM/YYYY-MM-DD-slug.md`); the
        /// vault's path for a present or conflicting one.
        var path: String
        /// Where its attachments go.
        var attachments: [Attachment]
        /// For a completed entry, the file's bytes as the plan read them (the write checks that
        /// they are still there).
        var replacing: [UInt8]? = nil
    }

    /// The entries, in source order.
    var items: [Item] = []
    /// The uuids the input gave to several different entries, and what became of them
    /// (``separateSharedIDs(_:)``), one sentence each.
    var sharedIDs: [String] = []
    /// Whether new files end their name with the uuid's first 8 hex digits (`file-names =
    /// unique`, ``EntrySlug/make(title:uuid:unique:)``), as the writer names them.
    var uniqueNames = false

    /// How many entries have an action of each kind.
    var counts: (new: Int, present: Int, conflicts: Int, duplicates: Int, completed: Int) {
        items.reduce(into: (0, 0, 0, 0, 0)) { counts, item in
            switch item.action {
            case .new: counts.0 += 1
            case .present: counts.1 += 1
            case .conflict: counts.2 += 1
            case .duplicate: counts.3 += 1
            case .completed: counts.4 += 1
            }
        }
    }

    /// The attachments the import copies (new and completed entries' attachments not already in place).
    var attachmentsToCopy: Int {
        items.reduce(0) { count, item in
            guard item.action.writes else { return count }
            return count + item.attachments.filter { !$0.reused }.count
        }
    }

    /// Plans an import into a vault.
    ///
    /// - Parameters:
    ///   - batch: What the source read.
    ///   - vault: The vault to import into.
    ///   - existing: The vault's entries by uuid, with their vault-relative paths (from a scan).
    ///   - uniqueNames: `file-names = unique` in the vault's config.
    /// - Returns: The plan.
    /// - Throws: ``VaultError/readFailed(path:reason:)`` when an existing entry or attachment
    ///   cannot be read; ``ImportError`` when a source file of an attachment cannot be read.
    static func make(_ batch: ImportBatch, vault: Vault, existing: [EntryID: String], uniqueNames: Bool = false) throws -> ImportPlan {
        var batch = batch
        let sharedIDs = separateSharedIDs(&batch.entries)
        // In entry order, the steps that depend on the entries before: duplicates and the names
        // of attachments. The first error stops this pass; the entries before it still go on, so
        // that an error of theirs, which came first, is the one thrown.
        var planned = PlannedFiles(vault: vault, unique: uniqueNames)
        var drafts: [Draft] = []
        var seen: [EntryID: Int] = [:]
        var placementError: (any Error)?
        for var entry in batch.entries {
            let index = drafts.count
            if let first = seen[entry.uuid] {
                drafts.append(Draft(entry: entry, duplicateOf: first, existingPath: nil, samePath: nil, formerPath: nil, body: "", attachments: []))
                continue
            }
            seen[entry.uuid] = index
            let existingPath = existing[entry.uuid]
            // An entry the source's earlier rule gave another uuid (ImportedEntry.formerUUID).
            let formerPath = existingPath == nil ? entry.formerUUID.flatMap { $0 == entry.uuid ? nil : existing[$0] } : nil
            let folder = entry.folder
            var attachments: [Attachment] = []
            var body = entry.startingBody
            do {
                for attachment in entry.attachments {
                    let destination = attachment.folder ?? folder + "/attachments"
                    let (name, reused) = try planned.place(attachment, in: destination, reserve: existingPath == nil)
                    if name != attachment.name, attachment.folder != nil {
                        body = Self.retargetLinks(in: body, from: folder, naming: destination + "/" + attachment.name, to: name)
                    } else if name != attachment.name {
                        body = body.replacing("attachments/" + Self.linkForm(attachment.name), with: "attachments/" + Self.linkForm(name))
                        entry.renameAttachment(from: attachment.name, to: name)
                    }
                    attachments.append(Attachment(source: attachment, path: destination + "/" + name, reused: reused))
                }
            } catch {
                placementError = error
                break
            }
            // A verbatim file whose uuid the vault lacks (a file without one) is present when its
            // own path holds its bytes.
            let samePath = existingPath == nil ? entry.verbatim?.path.flatMap { FileSystem.status(vault.absolutePath($0)) != nil ? $0 : nil } : nil
            drafts.append(Draft(entry: entry, duplicateOf: nil, existingPath: existingPath, samePath: samePath, formerPath: formerPath, body: body, attachments: attachments))
        }
        // On all cores, what each entry alone decides: its bytes, and for one the vault has, the
        // comparison with its file.
        let made = parallelMap(drafts, chunkSize: 32) { draft -> Result<(bytes: [UInt8], matches: Bool?, completes: [UInt8]?), VaultError> in
            guard draft.duplicateOf == nil else { return .success(([], nil, nil)) }
            let bytes = draft.entry.fileBytes(body: draft.body)
            if let formerPath = draft.formerPath, let former = draft.entry.formerUUID {
                var earlier = draft.entry
                earlier.uuid = former
                let earlierBytes = earlier.fileBytes(body: draft.body)
                // Only the same bytes make it the same entry; anything else is another entry.
                return .success((bytes, (try? FileSystem.read(vault.absolutePath(formerPath))) == earlierBytes ? true : nil, nil))
            }
            guard let existingPath = draft.existingPath ?? draft.samePath else { return .success((bytes, nil, nil)) }
            do {
                let existing = try FileSystem.read(vault.absolutePath(existingPath))
                if existing == bytes { return .success((bytes, true, nil)) }
                switch Self.sameEntry(existing, bytes, forms: draft.entry.missingForms) {
                case .other: return .success((bytes, false, nil))
                case .present: return .success((bytes, true, nil))
                case .completes: return .success((bytes, false, existing))
                }
            } catch let error as VaultError {
                return .failure(error)
            } catch {
                // FileSystem.read throws only VaultError; were that to change, still no crash.
                return .failure(.readFailed(path: vault.absolutePath(existingPath), reason: "\(error)"))
            }
        }
        // In entry order again: the first error, and the paths of new entries.
        var plan = ImportPlan()
        plan.uniqueNames = uniqueNames
        plan.sharedIDs = sharedIDs
        for (draft, result) in zip(drafts, made) {
            let (bytes, matches, completes) = try result.get()
            if let first = draft.duplicateOf {
                plan.items.append(Item(entry: draft.entry, action: .duplicate(of: first), bytes: [], path: "", attachments: []))
            } else if let formerPath = draft.formerPath, matches == true {
                plan.items.append(Item(entry: draft.entry, action: .present(path: formerPath), bytes: bytes, path: formerPath, attachments: draft.attachments))
            } else if let existingPath = draft.existingPath, let completes {
                plan.items.append(Item(entry: draft.entry, action: .completed(path: existingPath), bytes: bytes, path: existingPath,
                                       attachments: draft.attachments, replacing: completes))
            } else if let existingPath = draft.existingPath {
                let action: Action = matches == true ? .present(path: existingPath) : .conflict(path: existingPath)
                plan.items.append(Item(entry: draft.entry, action: action, bytes: bytes, path: existingPath, attachments: draft.attachments))
            } else if let samePath = draft.samePath, matches == true {
                plan.items.append(Item(entry: draft.entry, action: .present(path: samePath), bytes: bytes, path: samePath, attachments: draft.attachments))
            } else {
                let path = planned.entryPath(for: draft.entry, in: VaultPath.folder(for: draft.entry.date.day))
                plan.items.append(Item(entry: draft.entry, action: .new, bytes: bytes, path: path, attachments: draft.attachments))
            }
        }
        if let placementError { throw placementError }
        return plan
    }

    /// One entry between the passes of ``make(_:vault:existing:)``: what the entries before it decided.
    private struct Draft: Sendable {
        /// The entry as the source read it.
        var entry: ImportedEntry
        /// The index of an earlier entry with the same uuid, for a duplicate.
        var duplicateOf: Int?
        /// The vault's path of the entry with its uuid, if any.
        var existingPath: String?
        /// For a verbatim file the vault has no uuid of: its own path, when a file is there (the
        /// entry is present if that file holds its bytes).
        var samePath: String?
        /// The vault's path of the entry with its former uuid (``ImportedEntry/formerUUID``),
        /// when none has its uuid.
        var formerPath: String?
        /// The body to write, links renamed where attachments were.
        var body: String
        /// Where its attachments go.
        var attachments: [Attachment]
    }

    /// What a file of the vault with other bytes than an import's is to that import.
    enum Sameness: Hashable, Sendable {
        /// Another entry, or this one edited since: a conflict.
        case other
        /// This entry with attachments this import lacks: present.
        case present
        /// This entry as an import without some attachments wrote it: completed.
        case completes
    }

    /// Whether a vault file is the entry an import writes, but for links to attachments one of
    /// them lacked (``ImportedEntry/missingForms``): the two are the same once every linked form
    /// is written as its missing form; then the file completes when the import links more.
    ///
    /// - Parameters:
    ///   - existing: The vault file's bytes.
    ///   - bytes: The bytes the import writes.
    ///   - forms: The entry's link forms.
    static func sameEntry(_ existing: [UInt8], _ bytes: [UInt8], forms: [ImportedLinkForm]) -> Sameness {
        guard !forms.isEmpty else { return .other }
        let old = String(decoding: existing, as: UTF8.self), new = String(decoding: bytes, as: UTF8.self)
        func unlinked(_ text: String) -> String {
            forms.reduce(text) { $0.replacing($1.linked, with: $1.missing) }
        }
        guard unlinked(old) == unlinked(new) else { return .other }
        let linkedCount = { (text: String) in forms.reduce(0) { $0 + text.ranges(of: $1.linked).count } }
        return linkedCount(new) > linkedCount(old) ? .completes : .present
    }

    /// A file name as a link names it: spaces written `%20` (the samples' README).
    static func linkForm(_ name: String) -> String {
        name.replacing(" ", with: "%20")
    }
}

/// The files a plan will create, so that two entries of one import never get the same name.
private struct PlannedFiles {
    let vault: Vault
    /// Attachment paths taken by this import, with the bytes they get.
    var attachments: [String: [UInt8]] = [:]
    /// Entry paths this import will create.
    var entries: Set<String> = []

    /// Whether entry names end with the uuid's first 8 hex digits.
    var unique = false

    init(vault: Vault, unique: Bool) {
        self.vault = vault
        self.unique = unique
    }

    /// The name an attachment gets in `folder` and whether that file already holds its bytes.
    ///
    /// - Throws: ``ImportError`` when its bytes cannot be read; ``VaultError/fileExists(path:)``
    ///   when every name is taken; ``VaultError/writeFailed(path:reason:)`` when the folder, or
    ///   the nearest of its parents that exists, leads out of the vault (a symbolic link).
    mutating func place(_ attachment: ImportedAttachment, in folder: String, reserve: Bool) throws -> (String, Bool) {
        if attachment.folder != nil { try Self.checkInside(folder, of: vault) }
        let bytes = try Self.bytes(of: attachment)
        let (stem, suffix) = EntryMover.split(attachment.name)
        for clash in 1...EntryStore.maximumClashes {
            let name = clash == 1 ? attachment.name : stem + "-\(clash)" + suffix
            let path = folder + "/" + name
            if let taken = attachments[path] {
                if taken == bytes { return (name, true) }
                continue
            }
            if FileSystem.status(vault.absolutePath(path), follow: true) != nil {
                if try FileSystem.read(vault.absolutePath(path)) == bytes { return (name, true) }
                continue
            }
            if reserve { attachments[path] = bytes }
            return (name, false)
        }
        throw VaultError.fileExists(path: vault.displayPath(folder + "/" + attachment.name))
    }

    /// The path a new entry is expected to get: the name ``EntryStore/create(_:in:preferring:uniqueName:)``
    /// gives it (a verbatim file's own path when it is free).
    mutating func entryPath(for entry: ImportedEntry, in folder: String) -> String {
        if let path = entry.verbatim?.path, !entries.contains(path), FileSystem.status(vault.absolutePath(path)) == nil {
            entries.insert(path)
            return path
        }
        let slug = EntrySlug.make(title: entry.shownTitle ?? "", uuid: entry.uuid, unique: unique)
        for clash in 1...EntryStore.maximumClashes {
            let path = folder + "/" + VaultPath.fileName(day: entry.date.day, slug: slug, clash: clash)
            if entries.contains(path) || FileSystem.status(vault.absolutePath(path)) != nil { continue }
            entries.insert(path)
            return path
        }
        return folder + "/" + VaultPath.fileName(day: entry.date.day, slug: slug)
    }

    /// Refuses a vault-relative folder whose nearest existing part is not inside the vault once
    /// symbolic links are followed: an import never writes through a link out of the vault.
    static func checkInside(_ folder: String, of vault: Vault) throws {
        guard let root = FileSystem.realPath(vault.path) else { return }
        var existing = folder
        while !existing.isEmpty, FileSystem.status(vault.absolutePath(existing), follow: true) == nil {
            existing = existing.lastIndex(of: "/").map { String(existing[..<$0]) } ?? ""
        }
        guard !existing.isEmpty else { return }
        guard let real = FileSystem.realPath(vault.absolutePath(existing)), real.hasPrefix(root + "/"),
              FileSystem.status(real)?.kind == .directory else {
            throw VaultError.writeFailed(path: vault.displayPath(folder), reason: "it is not a folder inside the vault (a symbolic link or a file leads elsewhere)")
        }
    }

    /// An attachment's bytes.
    static func bytes(of attachment: ImportedAttachment) throws -> [UInt8] {
        switch attachment.contents {
        case .bytes(let bytes): return bytes
        case .file(let path):
            do { return try FileSystem.read(path) } catch {
                throw ImportError(path: attachment.sourcePath, "cannot read the attachment: \(error)")
            }
        }
    }
}

extension ImportPlan.Action {
    /// Whether the import writes the entry (and copies its attachments): new and completed ones.
    var writes: Bool {
        switch self {
        case .new, .completed: true
        case .present, .conflict, .duplicate: false
        }
    }
}
