import Foundation

extension LanguageServer {
    /// What the server offers, for `initialize` (LSP 3.17 `ServerCapabilities`).
    var capabilities: ImportValue {
        .object([
            ("positionEncoding", .string(encoding.rawValue)),
            // Open and close, incremental changes (2), saves without their text.
            ("textDocumentSync", .object([
                ("openClose", .bool(true)), ("change", .int(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("workspaceSymbolProvider", .bool(true)),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("documentLinkProvider", .object([("resolveProvider", .bool(false))])),
            ("renameProvider", .object([("prepareProvider", .bool(true))])),
            ("completionProvider", .object([
                ("triggerCharacters", .array([":", " ", "#", "[", "(", "-"].map { .string($0) })),
            ])),
        ])
    }

    /// The answer to a request of the server's features, or `nil` for a method it does not know.
    func featureRequest(_ method: String, params: ImportValue) throws -> ImportValue? {
        switch method {
        case "textDocument/completion": return try completion(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/references": return try references(params)
        case "workspace/symbol": return try workspaceSymbols(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/documentLink": return try documentLinks(params)
        case "textDocument/prepareRename": return try prepareRename(params)
        case "textDocument/rename": return try rename(params)
        default: return nil
        }
    }

    /// `textDocument/didOpen`: keeps the text and publishes its problems at once.
    func didOpen(_ params: ImportValue) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else { return }
        documents[uri] = TextDocument(uri: uri, version: item["version"]?.integer ?? 0, text: text, encoding: encoding)
        publishDiagnostics(uri)
    }

    /// `textDocument/didChange`: applies each change in order; the problems follow after
    /// ``diagnosticsDelay`` without another change. A change that does not fit the text (a range
    /// outside it) is logged and the text kept as it was, since a notification has no answer.
    func didChange(_ params: ImportValue) {
        guard let uri = params["textDocument"]?["uri"]?.string, var document = documents[uri],
              let changes = params["contentChanges"]?.array else { return }
        for change in changes {
            guard let text = change["text"]?.string else { continue }
            var range: (start: TextDocument.Position, end: TextDocument.Position)?
            if let value = change["range"] {
                guard let start = Self.position(value["start"]), let end = Self.position(value["end"]) else {
                    log("didChange: a change's range is not a range; the change is ignored")
                    continue
                }
                range = (start, end)
            }
            do {
                try document.apply(range: range, text: text)
            } catch {
                log("didChange: \(error.message); the change is ignored")
            }
        }
        document.version = params["textDocument"]?["version"]?.integer ?? document.version
        documents[uri] = document
        let number = (changeNumbers[uri] ?? 0) + 1
        changeNumbers[uri] = number
        queue.asyncAfter(deadline: .now() + Self.diagnosticsDelay) { [self] in
            guard changeNumbers[uri] == number, documents[uri] != nil else { return }
            publishDiagnostics(uri)
        }
    }

    /// `textDocument/didClose`: forgets the text; the file's problems are those of the file
    /// on disk again, so they are published from it (none when it is gone).
    func didClose(_ params: ImportValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        documents[uri] = nil
        changeNumbers[uri] = nil
        if let path = Self.path(ofURI: uri), let bytes = try? FileSystem.read(path) {
            let document = TextDocument(uri: uri, version: 0, text: String(decoding: bytes, as: UTF8.self), encoding: encoding)
            notify("textDocument/publishDiagnostics", .object([
                ("uri", .string(uri)), ("diagnostics", .array(diagnostics(of: document))),
            ]))
        } else {
            notify("textDocument/publishDiagnostics", .object([("uri", .string(uri)), ("diagnostics", .array([]))]))
        }
    }

    /// `textDocument/didSave`: the saved file is read again into the vault's entries.
    func didSave(_ params: ImportValue) {
        guard let uri = params["textDocument"]?["uri"]?.string else { return }
        filesChanged([uri])
        guard documents[uri] != nil else { return }
        publishDiagnostics(uri)
    }

    /// `workspace/didChangeWatchedFiles`: the files named are read again, and every open
    /// document's problems published again (a uuid may now be held by another file).
    func didChangeWatchedFiles(_ params: ImportValue) {
        let uris = params["changes"]?.array?.compactMap { $0["uri"]?.string } ?? []
        filesChanged(uris)
        for uri in documents.keys { publishDiagnostics(uri) }
    }

    /// Brings the vault's entries up to date after files changed on disk: an entry file
    /// (`YYYY/MM/NAME.md` in the vault) is read again alone (``WorkspaceIndex/refresh(paths:reader:)``);
    /// a file of another kind outside `.vault/` (an attachment) changes nothing; anything else (a
    /// folder, a URI that is no file) makes the whole vault be read again when next needed.
    ///
    /// - Parameter uris: The URIs the client named.
    func filesChanged(_ uris: [String]) {
        guard let vault, workspaceCache != nil else { return }
        let root = vault.path == "/" ? "/" : vault.path + "/"
        var paths = Set<String>()
        for uri in uris {
            guard let path = Self.path(ofURI: uri) else { workspaceCache = nil; return }
            guard path.hasPrefix(root) else { continue }
            let relative = String(path.dropFirst(root.count))
            if relative.hasSuffix(".md"), VaultWalker.File(entryPath: relative) != nil {
                paths.insert(relative)
            } else if relative.hasPrefix(".vault/") || relative.split(separator: "/").last?.contains(".") == true {
                continue
            } else {
                workspaceCache = nil
                return
            }
        }
        workspaceCache?.refresh(paths: paths, reader: VaultReader(vault: vault))
    }

    /// A position of the parameters, or `nil` when it is not `{line, character}` with integers.
    static func position(_ value: ImportValue?) -> TextDocument.Position? {
        guard let line = value?["line"]?.integer, let character = value?["character"]?.integer else { return nil }
        return TextDocument.Position(line: line, character: character)
    }

    /// A position as JSON.
    static func json(_ position: TextDocument.Position) -> ImportValue {
        .object([("line", .int(position.line)), ("character", .int(position.character))])
    }

    /// A range as JSON.
    static func json(_ start: TextDocument.Position, _ end: TextDocument.Position) -> ImportValue {
        .object([("start", json(start)), ("end", json(end))])
    }

    /// The open document and byte offset a `TextDocumentPositionParams` names.
    ///
    /// - Throws: ``Failure`` (`-32602`) when the document is not open or the position is not in it.
    func target(_ params: ImportValue) throws -> (document: TextDocument, offset: Int) {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw Failure(code: .invalidParams, message: "textDocument.uri is missing")
        }
        guard let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "the document \(TerminalText.clipped(uri)) is not open")
        }
        guard let position = Self.position(params["position"]) else {
            throw Failure(code: .invalidParams, message: "position must be {line, character} with integers")
        }
        guard let offset = document.offset(of: position) else {
            throw Failure(code: .invalidParams, message: "position \(position.line):\(position.character) is outside the document (\(document.lineCount) lines)")
        }
        return (document, offset)
    }

    /// The vault's entries on disk, read when first needed.
    var workspace: WorkspaceIndex? {
        guard let vault else { return nil }
        if let workspaceCache { return workspaceCache }
        let index = WorkspaceIndex(vault: vault)
        workspaceCache = index
        return index
    }

    /// Sends a line to the client's log (`window/logMessage`, type 3: info).
    func log(_ message: String) {
        notify("window/logMessage", .object([("type", .int(3)), ("message", .string(message))]))
    }
}
