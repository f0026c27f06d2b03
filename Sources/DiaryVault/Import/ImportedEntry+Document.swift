extension ImportedEntry {
    /// The title vault shows for the entry: the source's title when it has one, else vault's rule
    /// on the body (``EntryTitle``); `nil` when that is empty.
    var shownTitle: String? {
        if let title, !title.isEmpty { return title }
        let derived = EntryTitle.extract(fromBody: body)
        return derived.isEmpty ? nil : derived
    }

    /// The month folder the entry goes to, vault-relative: the verbatim file's own folder when the
    /// source gives one (``ImportedVerbatim/path``), else the folder of the entry's day.
    var folder: String {
        if let path = verbatim?.path, let slash = path.lastIndex(of: "/") { return String(path[..<slash]) }
        return VaultPath.folder(for: date.day)
    }

    /// The body the import starts from: ``body`` unchanged for a verbatim file, else ``writtenBody``.
    var startingBody: String {
        verbatim == nil ? writtenBody : body
    }

    /// The file's bytes as the import writes them: the verbatim head and the body unchanged, else
    /// ``document(body:)`` serialized.
    ///
    /// - Parameter body: The body to write (links renamed where attachments were).
    func fileBytes(body: String) -> [UInt8] {
        if let verbatim { return Array((verbatim.head + body).utf8) }
        return document(body: body).serialized()
    }

    /// The body as written: LF line endings, leading blank lines removed, one final newline
    /// (none for an empty body).
    var writtenBody: String {
        var text = body.contains("\r\n") ? body.replacing("\r\n", with: "\n") : body
        while let newline = text.firstIndex(of: "\n"), text[..<newline].allSatisfy({ $0 == " " || $0 == "\t" }) {
            text.removeSubrange(...newline)
        }
        if text.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) { return "" }
        while text.hasSuffix("\n") { text.removeLast() }
        return text + "\n"
    }

    /// The entry as vault writes it: the canonical keys `uuid`, `date`, `mood` (or the mood as the
    /// source wrote it, ``moodAsWritten``), `starred`, `tags`
    /// (as ``Entry/canonical(uuid:date:mood:starred:tags:extra:title:text:)`` writes them), then
    /// `title` when the source has a separate title, then ``extra`` in order; the body alone.
    ///
    /// Unlike `vault new`, a source title is never turned into a heading: the body stays the
    /// source's body (docs/IMPORT.md, after the samples' README).
    ///
    /// - Parameter body: The body to write; ``writtenBody`` unless attachment links were renamed.
    func document(body: String? = nil) -> EntryDocument {
        var document = EntryDocument.canonical(uuid: uuid, date: date, mood: mood, starred: starred, tags: tags, moodAsWritten: mood == nil ? moodAsWritten : nil, body: body ?? writtenBody)
        if let title = title.map({ String($0.trimmingASCIISpaces) }), !title.isEmpty {
            document.setValue(.string(title.replacing("\n", with: " ")), forKey: SemanticKey.title.name)
        }
        // A key with a meaning is never written from `extra`, but for another tool's key that vault
        // only reads while `date` is missing (`created`, SemanticKey.sharedAliases), or one an
        // import keeps as written (`private`, SemanticKey.isKeptOnImport): it is kept.
        for field in extra where SemanticKey(naming: field.key).map(\.isKeptOnImport) ?? true || SemanticKey.isSharedAlias(field.key) {
            document.setValue(field.value, forKey: field.key)
        }
        return document
    }
}
