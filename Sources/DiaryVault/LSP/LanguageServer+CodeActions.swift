extension LanguageServer {
    /// `textDocument/codeAction`: the safe fixes of `vault check --fix` for the entry (one action
    /// with all of them, as `--fix` makes them: ``EntryFixer``), and `vault star`, `vault unstar`
    /// and `vault set mood=...` (``EntryEdit``), each a workspace edit of only the lines it
    /// changes, titled in the user's language (``Catalogue``) with the command that does the same. Nothing when the front matter does not parse or cannot be edited (JSON).
    func codeActions(_ params: ImportValue) throws -> ImportValue {
        guard let uri = params["textDocument"]?["uri"]?.string, let document = documents[uri] else {
            throw Failure(code: .invalidParams, message: "the document is not open")
        }
        let (target, inVault) = checkTarget(uri: uri)
        guard let parsed = try? EntryDocument(parsing: document.bytes, path: target.path), parsed.frontMatter != nil,
              parsed.frontMatter?.format != .json else { return .array([]) }
        var actions: [ImportValue] = []
        func action(_ title: String, kind: String, _ edited: [UInt8]) {
            guard edited != document.bytes, let edit = Self.lineEdit(from: document, to: edited) else { return }
            actions.append(.object([
                ("title", .string(title)), ("kind", .string(kind)),
                ("edit", .object([("changes", .object([(uri, .array([edit]))]))])),
            ]))
        }
        let identity = EntryChecker().check(document.bytes, target: target)
        let duplicateOf = inVault ? identity.uuid.flatMap { olderHolder(of: $0, date: identity.date, path: target.path) } : nil
        let (fixed, fixes) = EntryFixer(path: target.path, contents: document.bytes, duplicateOf: duplicateOf).fix(parsed)
        let words = Catalogue(localeIdentifier: options.localeIdentifier)
        if !fixes.isEmpty {
            action(words(.lspActionFix, ["x": "vault check --fix", "y": fixes.map(\.description).joined(separator: "; ")]),
                   kind: "quickfix", fixed.serialized())
        }
        let entry = Entry(document: parsed, fileName: target.fileName)
        var edits: [(String, EntryEdit)] = [entry.isStarred
            ? (words(.lspActionUnstar, ["x": "vault unstar"]), .star(false))
            : (words(.lspActionStar, ["x": "vault star"]), .star(true))]
        for mood in Mood.allCases where entry.mood != mood {
            edits.append((words(.lspActionSetMood, ["x": "vault set mood=\(mood.rawValue)", "y": words.mood(mood)]),
                           .setText(key: "mood", text: mood.rawValue)))
        }
        for (title, edit) in edits {
            var copy = entry
            guard (try? edit.apply(to: &copy, path: target.path)) != nil else { continue }
            action(title, kind: "refactor.rewrite", copy.document.serialized())
        }
        return .array(actions)
    }

    /// The one `TextEdit` that turns a document's text into `edited`: the whole lines between
    /// the common first and last lines, or `nil` when they are the same.
    static func lineEdit(from document: TextDocument, to edited: [UInt8]) -> ImportValue? {
        let old = document.bytes
        guard old != edited else { return nil }
        var prefix = 0
        while prefix < old.count, prefix < edited.count, old[prefix] == edited[prefix] { prefix += 1 }
        while prefix > 0, old[prefix - 1] != 0x0A { prefix -= 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < edited.count - prefix,
              old[old.count - 1 - suffix] == edited[edited.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, old.count - suffix > prefix, old[old.count - suffix - 1] != 0x0A { suffix -= 1 }
        let start = document.position(ofByte: prefix), end = document.position(ofByte: old.count - suffix)
        return .object([
            ("range", json(start, end)),
            ("newText", .string(String(decoding: edited[prefix..<(edited.count - suffix)], as: UTF8.self))),
        ])
    }
}
