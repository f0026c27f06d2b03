extension EntrySummary {
    /// What reading one file for the index gives: a summary, or why there is none.
    enum Reading {
        /// The entry's summary.
        case summary(EntrySummary)
        /// The file parses but has no valid date; the date value as written, if any.
        case noDate(written: FrontMatterValue?, key: String)
        /// The file does not parse.
        case failed(FrontMatterError)
        /// The file holds unresolved conflict markers (``ConflictMarker/hasConflict(inUTF8:)``):
        /// its summary, marked, and the parse error of its front matter when the markers are
        /// there (see ``readConflicted(_:path:countsText:)``).
        case conflicted(EntrySummary, FrontMatterError?)
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
        if let offset = ConflictMarker.firstConflictOffset(inUTF8: bytes) {
            return readConflicted(bytes, path: path, countsText: countsText, firstMarker: offset)
        }
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
                                     counts: countsText ? TextCounts(countingUTF8: body) : TextCounts(), isPrivate: semantics.isPrivate))
    }

    /// Reads a file that holds unresolved conflict markers, never taking a marker line or one
    /// side of a conflict as data:
    ///
    /// - markers only in the body (as `vault merge-driver` writes a front-matter key's conflict,
    ///   or git's line merge a body's): the front matter is read as usual, the title and the
    ///   counts come from the body without its conflicts (``ConflictMarker/withoutConflicts(_:)``);
    /// - markers in the front matter (git's line merge without vault's driver): nothing of the
    ///   front matter is read; the date is the file name's (`2026-11-29-walk.md`), the title the
    ///   body's without its conflicts, no uuid, mood, star or tags, and the parse error stays a
    ///   problem. A file whose name gives no date has no summary (``Reading/failed(_:)``).
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - path: The vault-relative path.
    ///   - countsText: Whether to count the body's words and characters.
    ///   - firstMarker: The offset of the first marker line.
    static func readConflicted(_ bytes: UnsafeBufferPointer<UInt8>, path: String, countsText: Bool = true,
                               firstMarker: Int) -> Reading {
        var parseError: FrontMatterError?
        do {
            let (frontMatter, bodyStart) = try FrontMatterParser.parseValues(bytes, path: path)
            if firstMarker >= bodyStart, frontMatter != nil {
                let semantics = EntrySemantics(frontMatter)
                let key = EntrySemantics.storedKey(for: .date, in: frontMatter) ?? SemanticKey.date.name
                guard let date = semantics.date ?? fileNameDate(path: path, written: frontMatter?[key]) else {
                    return .noDate(written: frontMatter?[key], key: key)
                }
                let body = ConflictMarker.withoutConflicts(UnsafeBufferPointer(rebasing: bytes[bodyStart...]))
                let (title, counts) = body.withUnsafeBufferPointer { body in
                    (semantics.title ?? EntryTitle.extract(fromUTF8: body), countsText ? TextCounts(countingUTF8: body) : TextCounts())
                }
                return .conflicted(EntrySummary(path: path, uuid: semantics.uuid, date: date, mood: semantics.mood,
                                                moodText: semantics.moodText, isStarred: semantics.isStarred,
                                                title: title, tags: semantics.tags, isAnniversary: semantics.isAnniversary,
                                                counts: counts, isConflicted: true, isPrivate: semantics.isPrivate), nil)
            }
        } catch let error as FrontMatterError {
            parseError = error
        } catch {
            preconditionFailure("FrontMatterParser threw \(error), which is not a FrontMatterError")
        }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard let day = VaultPath.fileNameDate(ofFileName: name) ?? VaultPath.leadingDate(ofFileName: name),
              let date = EntryDate(parsing: day.description) else {
            if let parseError { return .failed(parseError) }
            return .noDate(written: nil, key: SemanticKey.date.name)
        }
        // The rest once both sides of each conflict are out: its body gives the title.
        let kept = ConflictMarker.withoutConflicts(bytes)
        let (title, counts) = kept.withUnsafeBufferPointer { kept -> (String, TextCounts) in
            guard let (_, bodyStart) = try? FrontMatterParser.parseValues(kept, path: path) else { return ("", TextCounts()) }
            let body = UnsafeBufferPointer(rebasing: kept[bodyStart...])
            return (EntryTitle.extract(fromUTF8: body), countsText ? TextCounts(countingUTF8: body) : TextCounts())
        }
        return .conflicted(EntrySummary(path: path, uuid: nil, date: date, mood: nil, moodText: nil, isStarred: false,
                                        title: title, tags: [], counts: counts, isConflicted: true), parseError)
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
