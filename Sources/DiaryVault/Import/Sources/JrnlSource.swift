import Foundation

/// `vault import jrnl PATH`: a `jrnl --format json` export, jrnl's plain-text journal file, or a
/// jrnl folder journal (`YYYY/MM/DD.txt`).
///
/// Both files give the same entries (the rules are in docs/IMPORT.md, "jrnl"):
/// - the date is jrnl's naive local date-time, written `YYYY-MM-DDTHH:MM:SS` with no offset;
/// - the title is jrnl's title, written as `title:`; the body is jrnl's body;
/// - tags lose their sigil (`@mina` becomes `mina`); jrnl has already lowercased them;
/// - starred is jrnl's `starred` (a ` *` after the title in the text file);
/// - the uuid is jrnl's `uuid` when it has one (entries that came from Day One), else a name-based
///   uuid from the date-time and the title (with `#2`, `#3` for later entries of the same
///   date-time and title), so that the JSON export and the text file of one journal give the same
///   uuids, two journals with entries in the same minute give different ones, and editing an
///   entry's body in jrnl makes a conflict on re-import rather than a duplicate. Entries imported
///   before this rule (uuid from the date-time alone) are found by that uuid
///   (``ImportedEntry/formerUUID``).
struct JrnlSource: ImportSource {
    static let name = "jrnl"

    /// Creates the source.
    init() {}

    func read(_ options: ImportOptions) throws -> ImportBatch {
        var batch = ImportBatch()
        if TextImportFiles.isFolder(options.path) {
            try readFolder(options, into: &batch)
        } else {
            let name = (options.path as NSString).lastPathComponent
            try Self.refuseEncrypted(options.path, display: options.displayPath)
            let text = try TextImportFiles.readText(options.path, display: options.displayPath)
            try read(text, file: name, display: options.displayPath, into: &batch)
        }
        Self.assignIDs(&batch)
        return batch
    }

    /// Reads one file, JSON when its first non-blank character is `{` or `[`, else jrnl's text.
    func read(_ text: String, file: String, display: String, into batch: inout ImportBatch) throws {
        // jrnl's text file starts with `[date]`; a JSON array starts with `[` and then `{` or `]`.
        let leading = text.unicodeScalars.drop { $0.properties.isWhitespace }
        let second = leading.dropFirst().first { !$0.properties.isWhitespace }
        let entries: [JrnlEntry]
        if leading.first == "{" || leading.first == "[" && (second == "{" || second == "]") {
            entries = try JrnlJSONExport.entries(text, path: display, batch: &batch)
            batch.fidelity.record("date+time", .converted, reason: "written as a local date-time without offset, seconds :00", count: entries.count)
        } else {
            if Self.isFernetToken(text) || Self.hasEncryptionHeader(text) {
                throw ImportError(path: display, Self.encryptedMessage)
            }
            // An empty journal (jrnl makes one on first use) has no entry, as jrnl says: zero
            // entries, not an error.
            if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                batch.warnings.append("\(display): the journal is empty: no entry to import")
                return
            }
            guard let journal = JrnlTextJournal(parsing: text) else {
                throw ImportError(path: display, "no entry found: jrnl's text file starts each entry with a line `[date time] title`")
            }
            if journal.hasPreamble {
                batch.warnings.append("\(display): text before the first `[date] title` line was not imported (jrnl ignores it too)")
            }
            entries = journal.entries
            batch.fidelity.record("header date", .converted, reason: "written as a local date-time without offset", count: entries.count)
        }
        for entry in entries {
            batch.entries.append(Self.imported(entry, file: file, fidelity: &batch.fidelity))
        }
    }

    /// Reads a folder journal: `YYYY/MM/DD.txt` files, each a text journal (jrnl's
    /// `FolderJournal`); other files are reported as skipped.
    func readFolder(_ options: ImportOptions, into batch: inout ImportBatch) throws {
        let files = TextImportFiles.files(under: options.path)
        let days = files.filter { Self.isFolderJournalFile($0) }
        guard !days.isEmpty else {
            let candidates = files.filter { !$0.contains("/") && ($0.hasSuffix(".json") || $0.hasSuffix(".txt") || $0.hasSuffix(".journal")) }
            let hint = candidates.isEmpty ? "" : " (found here: \(candidates.joined(separator: ", ")))"
            throw ImportError(path: options.displayPath, "not a jrnl folder journal (no YYYY/MM/DD.txt files): give the journal file or the JSON export\(hint)")
        }
        for file in files where !days.contains(file) && file.hasSuffix(".txt") {
            batch.skipped.append(ImportSkip(path: file, reason: "not named YYYY/MM/DD.txt (jrnl's folder journal ignores it)"))
        }
        for file in days {
            let text = try TextImportFiles.readText(TextImportFiles.join(options.path, file), display: file)
            if text.unicodeScalars.allSatisfy(\.properties.isWhitespace) {
                batch.skipped.append(ImportSkip(path: file, reason: "empty"))
                continue
            }
            try read(text, file: file, display: file, into: &batch)
        }
    }

    /// Whether a relative path is `YYYY/MM/DD.txt` (jrnl's folder journal layout).
    static func isFolderJournalFile(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasSuffix(".txt") else { return false }
        let digits = [parts[0], parts[1], parts[2].dropLast(4)]
        return zip(digits, [4, 2, 2]).allSatisfy { part, width in part.count == width && part.allSatisfy { $0.isASCII && $0.isNumber } }
    }

    /// An imported entry for a jrnl entry (its uuid set later by ``assignIDs(_:)``).
    static func imported(_ entry: JrnlEntry, file: String, fidelity: inout ImportFidelity) -> ImportedEntry {
        guard let date = EntryDate(parsing: entry.date) else { preconditionFailure("not a date: \(entry.date)") }
        let words = entry.tags.filter(isTagWord)
        let tags = words.reduce(into: [String]()) { tags, tag in
            let name = withoutSigil(tag)
            if !name.isEmpty, !tags.contains(name) { tags.append(name) }
        }
        fidelity.record("title", .kept)
        fidelity.record("body", .kept)
        fidelity.record("starred", .kept)
        if !words.isEmpty {
            fidelity.record("tags", .converted, reason: "the @ or # sigil removed", count: words.count)
        }
        if words.count < entry.tags.count {
            fidelity.record("tags", .dropped, reason: "no letter, digit or _ after the sigil (a heading's `##`, which jrnl's JSON lists as a tag)",
                            count: entry.tags.count - words.count)
        }
        let id = entry.uuid.flatMap(EntryID.init(parsing:))
        if entry.uuid != nil {
            fidelity.record("uuid", id == nil ? .dropped : .kept, reason: id == nil ? "not an RFC 4122 uuid" : "")
        }
        return ImportedEntry(sourceID: entry.uuid, sourceFile: file, uuid: id ?? ImportedEntry.nameBasedID(source: name, key: entry.date),
                             date: date, title: entry.title.isEmpty ? nil : entry.title, body: entry.body,
                             starred: entry.starred, tags: tags)
    }

    /// Whether a tag of jrnl's holds a letter, digit or `_` after its sigil, as the text file's
    /// tags do (``JrnlTextJournal/tags(in:)``). jrnl's own pattern (`[@#][-+*#/\w]+`) also takes
    /// a markdown heading's `##` or `###` as a tag, and its JSON export lists it: kept, it would
    /// become a tag `#` that `export jrnl` writes as `@#`, and the next round trip through jrnl
    /// would give a body with one more line (a conflict on re-import).
    static func isTagWord(_ tag: String) -> Bool {
        tag.unicodeScalars.dropFirst().contains { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }

    /// A tag without its leading sigil (any one character that is not a letter, digit or `_`).
    static func withoutSigil(_ tag: String) -> String {
        guard let first = tag.unicodeScalars.first,
              !(first.properties.isAlphabetic || first.properties.numericType != nil || first == "_") else { return tag }
        return String(tag.unicodeScalars.dropFirst())
    }

    /// Gives entries without a jrnl uuid the name-based uuid of their date-time, title and
    /// occurrence (`2026-11-29T21:14:00\nWalk.`, then `...#2`), and the uuid the rule before gave
    /// (date-time and occurrence alone) as ``ImportedEntry/formerUUID``.
    static func assignIDs(_ batch: inout ImportBatch) {
        var seen: [String: Int] = [:]
        var seenMinutes: [String: Int] = [:]
        for index in batch.entries.indices where batch.entries[index].sourceID.flatMap(EntryID.init(parsing:)) == nil {
            let date = batch.entries[index].date.text
            let key = date + "\n" + (batch.entries[index].title ?? "")
            let count = (seen[key] ?? 0) + 1
            seen[key] = count
            batch.entries[index].uuid = ImportedEntry.nameBasedID(source: name, key: count == 1 ? key : key + "#\(count)")
            let minuteCount = (seenMinutes[date] ?? 0) + 1
            seenMinutes[date] = minuteCount
            batch.entries[index].formerUUID = ImportedEntry.nameBasedID(source: name, key: minuteCount == 1 ? date : date + "#\(minuteCount)")
        }
    }

    /// What an encrypted journal is told.
    static let encryptedMessage = "encrypted: decrypt it with jrnl first (jrnl --decrypt), then import the journal or `jrnl --format json` of it"

    /// Whether a journal's text is one Fernet token (`gAAAAA...`, base64url), as jrnl 2 and later
    /// write an encrypted journal (`jrnl/encryption/Jrnlv2Encryption.py`).
    static func isFernetToken(_ text: String) -> Bool {
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return token.hasPrefix("gAAAAA") && token.count >= 60
            && token.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || "-_=".unicodeScalars.contains($0)) }
    }

    /// Whether a journal starts with jrnl's versioned encryption header: `JRNLv`, digits, then a
    /// NUL byte (`JRNLv3\0` and the key's salt, then the ciphertext; jrnl's own test journals
    /// `encrypted_v3.journal` and `encrypted_v3_legacy_header.journal`).
    static func hasEncryptionHeader(_ text: String) -> Bool {
        guard text.hasPrefix("JRNLv") else { return false }
        let rest = text.unicodeScalars.dropFirst(5)
        let digits = rest.prefix { $0.properties.numericType != nil }
        return !digits.isEmpty && rest.dropFirst(digits.count).first == "\u{0}"
    }

    /// Throws for a journal file that jrnl 1 encrypted: bytes that are not UTF-8 text, a multiple
    /// of 16 long (AES-CBC with a 16-byte IV, `jrnl/encryption/Jrnlv1Encryption.py`).
    static func refuseEncrypted(_ path: String, display: String) throws {
        guard let data = FileManager.default.contents(atPath: path), !data.isEmpty, data.count % 16 == 0,
              String(validating: [UInt8](data), as: UTF8.self) == nil else { return }
        throw ImportError(path: display, encryptedMessage)
    }
}
