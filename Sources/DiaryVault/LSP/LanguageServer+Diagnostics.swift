import Dispatch

extension LanguageServer {
    /// Where an open document sits: its vault-relative path and month folder, or its file name
    /// alone when it is outside the vault (then no check across files applies).
    func checkTarget(uri: String) -> (target: EntryChecker.Target, inVault: Bool) {
        let path = Self.path(ofURI: uri) ?? uri
        if let vault, path.hasPrefix(vault.path == "/" ? "/" : vault.path + "/") {
            let relative = String(path.dropFirst(vault.path == "/" ? 1 : vault.path.count + 1))
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false)
            var year: Int?, month: Int?
            if parts.count == 3, let y = VaultPath.year(fromFolderName: parts[0]), let m = VaultPath.month(fromFolderName: parts[1]) {
                year = y
                month = m
            }
            return (EntryChecker.Target(path: relative, folderYear: year, folderMonth: month), true)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return (EntryChecker.Target(path: name, folderYear: nil, folderMonth: nil), false)
    }

    /// Every problem `vault check` would report for the document's text if it were saved: the
    /// file's own (``EntryChecker``), and a uuid another, older entry of the vault holds (the
    /// rule of ``VaultChecker``: the earlier date keeps it; on the same date, the file modified
    /// first; an unsaved file is the newer).
    ///
    /// - Parameter acrossVault: Whether to look for the uuid in the other entries (which reads
    ///   the vault's index when it is not read yet).
    func problems(of document: TextDocument, acrossVault: Bool = true) -> [VaultProblem] {
        let (target, inVault) = checkTarget(uri: document.uri)
        let result = EntryChecker().check(document.bytes, target: target)
        var problems = result.problems
        if acrossVault, inVault, let uuid = result.uuid, let older = olderHolder(of: uuid, date: result.date, path: target.path) {
            problems.append(VaultChecker.duplicateUUIDProblem(uuid, path: target.path, position: result.uuidPosition, original: older))
        }
        return problems.sorted(by: VaultChecker.order)
    }

    /// The path of an older entry of the vault that holds `uuid`, by ``VaultChecker``'s rule,
    /// or `nil` when the entry at `path` keeps it.
    func olderHolder(of uuid: EntryID, date: EntryDate?, path: String) -> String? {
        guard let vault, let others = workspace?.otherHolders(of: uuid, excluding: path), !others.isEmpty else { return nil }
        let ownModified = FileSystem.status(vault.absolutePath(path))?.modified ?? .max
        return others.first { other in
            guard let date else { return true }
            if other.date.precedes(date) { return true }
            if date.precedes(other.date) { return false }
            let modified = FileSystem.status(vault.absolutePath(other.path))?.modified ?? .max
            return (modified, other.path) < (ownModified, path)
        }?.path
    }

    /// The document's problems as LSP diagnostics.
    func diagnostics(of document: TextDocument, acrossVault: Bool = true) -> [ImportValue] {
        problems(of: document, acrossVault: acrossVault).map { Self.diagnostic($0, in: document) }
    }

    /// Publishes an open document's problems (`textDocument/publishDiagnostics`).
    ///
    /// When the vault's index is not read yet (the first open; after files changed on disk),
    /// the file's own problems go out at once and all of them, with those across the vault,
    /// right after the index is read (on the server's queue, before the next message): reading
    /// a large vault's index takes longer than a person waits for the first marks.
    func publishDiagnostics(_ uri: String) {
        guard let document = documents[uri] else { return }
        let waitsForIndex = vault != nil && workspaceCache == nil
        notify("textDocument/publishDiagnostics", .object([
            ("uri", .string(uri)), ("version", .int(document.version)),
            ("diagnostics", .array(diagnostics(of: document, acrossVault: !waitsForIndex))),
        ]))
        guard waitsForIndex else { return }
        queue.async { [self] in
            _ = workspace
            guard let current = documents[uri], current.version == document.version else { return }
            let complete = diagnostics(of: current)
            guard complete != diagnostics(of: current, acrossVault: false) else { return }
            notify("textDocument/publishDiagnostics", .object([
                ("uri", .string(uri)), ("version", .int(current.version)), ("diagnostics", .array(complete)),
            ]))
        }
    }

    /// A problem as an LSP `Diagnostic`: from its column to the end of its line (the whole first
    /// line when it has no place), severity 1 for an error and 2 for a warning, its kind as the
    /// code, and the message with its notes (`hint: ...`) as `vault check` prints them, through
    /// the one renderer's parts (``VaultProblem/diagnostic(displayPath:showsKind:)``).
    static func diagnostic(_ problem: VaultProblem, in document: TextDocument) -> ImportValue {
        var line = 0, column = 0
        if let location = problem.location, location.line - 1 < document.lineCount {
            line = location.line - 1
            column = location.column - 1
            // Columns do not count a byte order mark (``SourceLocation``).
            if line == 0, document.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { column += 3 }
        }
        let lineRange = document.lineRange(line)
        let startByte = min(lineRange.lowerBound + column, lineRange.upperBound)
        let start = document.position(ofByte: startByte)
        let end = document.position(ofByte: lineRange.upperBound)
        let rendered = problem.diagnostic(displayPath: problem.path)
        let message = ([rendered.message] + rendered.notes).joined(separator: "\n")
        return .object([
            ("range", json(start, end)),
            ("severity", .int(problem.severity == .error ? 1 : 2)),
            ("code", .string(problem.kind.rawValue)),
            ("source", .string("vault")),
            ("message", .string(message)),
        ])
    }
}
