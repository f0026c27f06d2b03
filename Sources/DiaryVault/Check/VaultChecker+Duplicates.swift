import Foundation

/// The checks across entries of ``VaultChecker``: uuids held by two entries, and the same entry
/// at two places.
extension VaultChecker {
    /// The uuids of the vault's entries, each with the first path (in byte order) that has it:
    /// from the entries checked when the whole vault is, else from ``VaultReader``.
    func entryUUIDs(_ checked: [EntryChecker.Result], wholeVault: Bool) -> [EntryID: String] {
        let pairs: [(EntryID, String)] = wholeVault
            ? checked.compactMap { result in result.uuid.map { ($0, result.target.path) } }
            : VaultReader(vault: vault).scan().entries.compactMap { summary in summary.uuid.map { ($0, summary.path) } }
        return Dictionary(pairs) { first, second in VaultWalker.bytesPrecede(second, first) ? second : first }
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
}
