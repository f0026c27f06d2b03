import Foundation

/// Plans and carries out the safe fixes of a check (`vault check --fix`).
///
/// Planning reads each file with a fixable problem again, applies ``EntryFixer`` and, for a
/// misplaced entry, picks a free name in its month folder. Carrying out writes each changed file
/// with ``AtomicWriter`` (refusing a file that changed since it was read) and moves files without
/// ever replacing one (see ``EntryMover``); markdown named by date outside the month folders is
/// moved into its month folder unchanged (``planUnreadMoves(_:mover:entryUUIDs:)``). A file that cannot be
/// fixed is reported and the others are still fixed.
struct VaultFixer: Sendable {
    /// The vault.
    let vault: Vault

    /// A fix that could not be made, for the output.
    struct Failure: Hashable, Sendable {
        /// The file's vault-relative path.
        var path: String
        /// Why, in one sentence.
        var reason: String
    }

    /// The plans for every file with a fixable problem in a report, in path order.
    ///
    /// - Parameter report: What ``VaultChecker`` found.
    /// - Returns: The plans, and the files that could not be planned (no longer readable).
    func plan(_ report: VaultChecker.Report) -> ([FilePlan], [Failure]) {
        var fixable: [String: [VaultProblem]] = [:]
        // An unread-markdown warning names a folder; its files are planned below, one by one.
        for problem in report.problems where problem.isFixable && problem.kind != .unreadMarkdown {
            fixable[problem.path, default: []].append(problem)
        }
        var plans: [FilePlan] = []
        var failures: [Failure] = []
        var mover = EntryMover(vault: vault)
        for path in fixable.keys.sorted() {
            let problems = fixable[path] ?? []
            if problems.contains(where: { $0.kind == .leftoverTemporaryFile }) {
                plans.append(FilePlan(path: path, original: [], fixed: [], fixes: [EntryFixer.Fix(
                    kind: .leftoverTemporaryFile, description: "removed the temporary file left by an interrupted vault write")],
                    removesFile: true))
                continue
            }
            let bytes: [UInt8]
            let document: EntryDocument
            do {
                bytes = try FileSystem.read(vault.absolutePath(path))
                document = try EntryDocument(parsing: bytes, path: path)
            } catch {
                failures.append(Failure(path: path, reason: "cannot read it again: \(error)"))
                continue
            }
            if let kept = report.sameEntryAs[path] {
                plans.append(FilePlan(path: path, original: bytes, fixed: [], fixes: [EntryFixer.Fix(
                    kind: .duplicateUUID, description: "removed: the same entry as \(kept) apart from its date (kept \(kept), the older)")],
                    removesFile: true, keeps: kept))
                continue
            }
            let duplicateOf = report.duplicateOf[path]
            let fixer = EntryFixer(path: path, contents: bytes, duplicateOf: duplicateOf)
            let (fixed, fixes) = fixer.fix(document)
            var plan = FilePlan(path: path, original: bytes, fixed: fixed.serialized(), fixes: fixes)
            if problems.contains(where: { $0.kind == .misplacedEntry }),
               let day = Entry(keysOf: fixed).date?.day {
                do {
                    let destination = try mover.reserveDestination(for: path, day: day)
                    plan.destination = destination
                    plan.fixes.append(EntryFixer.Fix(kind: .misplacedEntry, description: "moved to \(destination)"))
                } catch {
                    failures.append(Failure(path: path, reason: Self.describe(error)))
                }
            }
            if !plan.fixes.isEmpty { plans.append(plan) }
        }
        let (moves, moveFailures) = planUnreadMoves(report.unreadMarkdown, mover: &mover, entryUUIDs: report.entryUUIDs)
        return (plans + moves, failures + moveFailures)
    }

    /// Carries out plans: writes the fixed bytes, then moves.
    ///
    /// - Parameter plans: The plans from ``plan(_:)``.
    /// - Returns: The plans carried out, and the ones that failed with the reason.
    func apply(_ plans: [FilePlan]) -> ([FilePlan], [Failure]) {
        var done: [FilePlan] = []
        var failures: [Failure] = []
        let mover = EntryMover(vault: vault)
        for plan in plans {
            do {
                if plan.removesFile, plan.keeps != nil {
                    // Only while it still holds the bytes compared (AtomicWriter.remove checks them).
                    try AtomicWriter.remove(vault.absolutePath(plan.path), expectedOriginal: plan.original,
                                            displayPath: vault.displayPath(plan.path))
                    done.append(plan)
                    continue
                }
                if plan.removesFile {
                    try Self.removeTemporaryFile(vault.absolutePath(plan.path), displayPath: vault.displayPath(plan.path))
                    done.append(plan)
                    continue
                }
                if plan.fixed != plan.original {
                    try AtomicWriter.write(plan.fixed, to: vault.absolutePath(plan.path), expectedOriginal: plan.original,
                                           displayPath: vault.displayPath(plan.path))
                }
                if let destination = plan.destination {
                    // Another tool's file outside the month folders is only ever renamed, never copied.
                    try mover.move(plan.path, to: destination, expected: plan.fixed,
                                   allowsCopy: !plan.fixes.contains { $0.kind == .unreadMarkdown })
                }
                done.append(plan)
            } catch {
                // A file removed meanwhile is said to be gone, whichever step found it (not
                // "cannot write: No such file or directory").
                let gone = !plan.removesFile && FileSystem.status(vault.absolutePath(plan.path), follow: false) == nil
                failures.append(Failure(path: plan.path, reason: Self.describe(gone ? VaultError.fileNotFound(path: plan.path) : error)))
            }
        }
        return (done, failures)
    }

    /// Removes one of vault's temporary files after checking once more that it is one (its name)
    /// and that no write in progress may own it (older than ``TemporaryFiles/staleAge``).
    ///
    /// - Throws: ``VaultError/writeFailed(path:reason:)`` when it is not such a file or cannot
    ///   be removed.
    static func removeTemporaryFile(_ path: String, displayPath: String) throws {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard TemporaryFiles.isTemporaryName(name), let status = FileSystem.status(path), status.kind == .regular,
              Int64(Date().timeIntervalSince1970 * 1_000_000_000) - status.modified > TemporaryFiles.staleAge else {
            throw VaultError.writeFailed(path: displayPath, reason: "it is no longer a temporary file older than a minute")
        }
        guard unlink(path) == 0 else {
            throw VaultError.writeFailed(path: displayPath, reason: FileSystem.errorText(errno))
        }
    }

    /// An error as one line for the output.
    static func describe(_ error: any Error) -> String {
        switch error as? VaultError {
        case .changedOnDisk?: "the file changed on disk since vault read it; nothing was written"
        case .fileNotFound?: "the file is gone: it was removed or renamed since vault read it; nothing was moved"
        case .readOnlyFile?: "the file is read-only (no write permission for you); it was not changed"
        case .writeFailed(_, let reason)?: "cannot write: \(reason); the file was not changed"
        case .readFailed(_, let reason)?: "cannot read: \(reason)"
        case .outsideVault(let path)?: "\(path) leads outside the vault; the file was not moved"
        default: (error as? FrontMatterError)?.message ?? "\(error)"
        }
    }
}
