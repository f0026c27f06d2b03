extension EntrySummary {
    /// What reading one file for the index gives: a summary, or why there is none.
    enum Reading {
        /// The entry's summary.
        case summary(EntrySummary)
        /// The file parses but has no valid date; the date value as written, if any.
        case noDate(written: FrontMatterValue?, key: String)
        /// The file does not parse.
        case failed(FrontMatterError)
    }

    /// Reads an entry file's bytes into a summary without building its document: the reader of
    /// `vault index`. The same keys and title rule as ``Entry`` (``EntrySemantics``).
    ///
    /// A file whose front matter is of the simple subset (``SimpleFrontMatter``) is read
    /// straight from its bytes (``readSimple(_:path:countsText:)``); any other goes through the
    /// full parser (``readFull(_:path:countsText:)``), which defines the result of both.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The vault-relative path, named in errors and stored in the summary.
    ///   - countsText: Whether to count the body's words and characters (``TextCounts``), which
    ///     costs a pass over the body; without it the summary's counts are 0.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, countsText: Bool = true) -> Reading {
        if let summary = readSimple(bytes, path: path, countsText: countsText) { return .summary(summary) }
        return readFull(bytes, path: path, countsText: countsText)
    }

    /// Reads a file through ``FrontMatterParser/parseValues(_:path:)`` and ``EntrySemantics``:
    /// the definition of what ``read(_:path:countsText:)`` gives (see its parameters).
    static func readFull(_ bytes: UnsafeBufferPointer<UInt8>, path: String, countsText: Bool = true) -> Reading {
        let frontMatter: FrontMatter?
        let bodyStart: Int
        do {
            (frontMatter, bodyStart) = try FrontMatterParser.parseValues(bytes, path: path)
        } catch let error as FrontMatterError {
            return .failed(error)
        } catch {
            preconditionFailure("FrontMatterParser threw \(error), which is not a FrontMatterError")
        }
        let semantics = EntrySemantics(frontMatter)
        let key = EntrySemantics.storedKey(for: .date, in: frontMatter) ?? SemanticKey.date.name
        // Without a date in the front matter, the file name's (`2026-11-29.md`) is the date.
        let misplaced = frontMatter == nil && EntrySemantics.startsLikeFrontMatter(UnsafeBufferPointer(rebasing: bytes[bodyStart...]).prefix(4096))
        guard let date = semantics.date ?? (misplaced ? nil : fileNameDate(path: path, written: frontMatter?[key])) else {
            return .noDate(written: frontMatter?[key], key: key)
        }
        let body = UnsafeBufferPointer(rebasing: bytes[bodyStart...])
        let title = semantics.title ?? EntryTitle.extract(fromUTF8: body)
        return .summary(EntrySummary(path: path, uuid: semantics.uuid, date: date, mood: semantics.mood,
                                     moodText: semantics.moodText, isStarred: semantics.isStarred,
                                     title: title, tags: semantics.tags, isAnniversary: semantics.isAnniversary,
                                     counts: countsText ? TextCounts(countingUTF8: body) : TextCounts()))
    }

    /// The date a file name gives an entry whose front matter has no date (the key absent, null
    /// or blank; an invalid date stays invalid): ``VaultPath/fileNameDate(ofFileName:)``.
    ///
    /// - Parameters:
    ///   - path: The vault-relative path.
    ///   - written: The date key's value, if any.
    static func fileNameDate(path: String, written: FrontMatterValue?) -> EntryDate? {
        guard EntrySemantics.isBlank(written) else { return nil }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        return VaultPath.fileNameDate(ofFileName: name).flatMap { EntryDate(parsing: $0.description) }
    }
}
