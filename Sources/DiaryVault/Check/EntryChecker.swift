/// Checks one entry file's bytes: parse errors, the semantic keys, the text and the file's place.
///
/// Pure: it gets the bytes and where the file sits, and returns problems; reading files and the
/// checks across files (duplicate uuids) belong to ``VaultChecker``.
struct EntryChecker: Sendable {
    /// Where a checked file sits in the vault.
    struct Target: Hashable, Sendable {
        /// The path relative to the vault root, with `/` separators.
        var path: String
        /// The year of its `YYYY/MM/` folder, or `nil` when it is not in a month folder.
        var folderYear: Int?
        /// The month (1-12) of its `YYYY/MM/` folder, or `nil`.
        var folderMonth: Int?

        /// The file name, after the last `/`.
        var fileName: String {
            // The text after the last `/` Character, as `split(separator: "/")` has it, without
            // its array; in ASCII (every name vault makes) each byte is a Character.
            if path.utf8.allSatisfy({ $0 < 0x80 }) {
                guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
                return String(path[path.utf8.index(after: slash)...])
            }
            guard let slash = path.lastIndex(of: "/") else { return path }
            return String(path[path.index(after: slash)...])
        }
    }

    /// What checking one file found: its problems, and what the checks across files need.
    struct Result: Sendable {
        /// The file.
        var target: Target
        /// The problems found in this file alone.
        var problems: [VaultProblem] = []
        /// The entry's uuid, when valid.
        var uuid: EntryID?
        /// The entry's date, when valid.
        var date: EntryDate?
        /// Where the uuid value is, and its source line, for duplicate reports.
        var uuidPosition: FieldPosition?
    }

    /// Checks a file.
    ///
    /// - Parameters:
    ///   - bytes: The file's contents.
    ///   - target: The file's place in the vault.
    /// - Returns: The problems and the entry's identity.
    func check(_ bytes: [UInt8], target: Target) -> Result {
        var result = Result(target: target)
        let fileName = target.fileName
        let text = TextScan(bytes)
        let conflicts = text.conflictMarkers(path: target.path)
        result.problems += conflicts
        result.problems += text.mixedLineEndings(path: target.path)
        let document: EntryDocument
        do {
            document = try EntryDocument(parsing: bytes, path: target.path)
        } catch let error as FrontMatterError {
            // Conflict markers in the front matter are the cause of its parse error: say only that.
            if conflicts.isEmpty { result.problems.append(VaultProblem(error, path: target.path)) }
            return result
        } catch {
            preconditionFailure("EntryDocument(parsing:) threw \(error), not a FrontMatterError")
        }
        if document.body.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            result.problems.append(VaultProblem(.emptyBody, path: target.path, message: "the entry has no body text",
                                                hint: "write something below the front matter, or delete the entry"))
        }
        guard let frontMatter = document.frontMatter else {
            if let day = Self.frontMatterToAdd(document, fileName: fileName) {
                result.problems.append(VaultProblem(
                    .missingFrontMatter, path: target.path,
                    message: "the file has no front matter, so the entry has no uuid; vault takes its date, \(day), from the file name",
                    hint: "vault check --fix adds a front matter with a new uuid and 'date: \(day)'", isFixable: true))
                if let date = EntryDate(parsing: day.description) {
                    result.date = date
                    result.problems += placementProblems(date: date, position: nil, target: target)
                }
                return result
            }
            result.problems.append(VaultProblem(
                .missingFrontMatter, path: target.path,
                message: "the file has no front matter, so the entry has no uuid and no date",
                hint: Self.missingFrontMatterHint(document.body)))
            return result
        }
        let entry = Entry(keysOf: document, fileName: fileName)
        let keys = KeyChecks(entry: entry, frontMatter: frontMatter, path: target.path)
        result.problems += keys.uuidProblems() + keys.dateProblems() + keys.moodProblems()
            + keys.starredProblems() + keys.legacyKeyProblems() + keys.miscasedKeyProblems()
            + keys.unreadableValueProblems() + keys.equivalentKeyProblems() + keys.unsupportedValueProblems()
        if frontMatter.format == .json {
            // Vault does not edit JSON front matter, so `--fix` can fix nothing in it.
            for index in result.problems.indices { result.problems[index].isFixable = false }
        }
        result.uuid = entry.uuid
        result.date = entry.date
        result.uuidPosition = entry.storedKey(for: .uuid).flatMap { FieldPosition(key: $0, in: frontMatter) }
        if let date = entry.date {
            result.problems += placementProblems(date: date, position: entry.storedKey(for: .date)
                .flatMap { FieldPosition(key: $0, in: frontMatter) }, target: target)
        }
        return result
    }

    /// `misplaced-entry` and `file-name-date-mismatch` for an entry with a valid date.
    func placementProblems(date: EntryDate, position: FieldPosition?, target: Target) -> [VaultProblem] {
        var problems: [VaultProblem] = []
        let day = date.day
        if let year = target.folderYear, let month = target.folderMonth, day.year != year || day.month != month {
            let folder = CivilDate.pad(year, 4) + "/" + CivilDate.pad(month, 2)
            let destination = CivilDate.pad(day.year, 4) + "/" + CivilDate.pad(day.month, 2)
            problems.append(VaultProblem(
                .misplacedEntry, path: target.path, location: position?.location, sourceLine: position?.sourceLine,
                message: "the entry is dated \(TerminalText.clipped(date.text)) but is in the folder \(folder)/",
                hint: "move it to \(destination)/ (vault check --fix does this)"))
        }
        if let named = Self.leadingDate(of: target.fileName), named != day {
            problems.append(VaultProblem(
                .fileNameDateMismatch, path: target.path,
                message: "the file name starts with \(named) but the entry is dated \(TerminalText.clipped(date.text))",
                hint: "rename the file to start with \(day), or correct the date"))
        }
        return problems
    }

    /// The `YYYY-MM-DD` a file name starts with, when it starts with a valid one.
    static func leadingDate(of name: String) -> CivilDate? {
        VaultPath.leadingDate(ofFileName: name)
    }
}

/// Where a key's value is in a front matter: the 1-based line and byte column of the value (of
/// the key, when the value starts on a later line), and the key's source line.
struct FieldPosition: Hashable, Sendable {
    /// The value's line and column.
    var location: SourceLocation
    /// The key's line, without its line ending.
    var sourceLine: String

    /// A position as found.
    ///
    /// - Parameters:
    ///   - location: The value's line and column.
    ///   - sourceLine: The key's line, without its line ending.
    init(location: SourceLocation, sourceLine: String) {
        self.location = location
        self.sourceLine = sourceLine
    }

    /// Finds a key, or returns `nil` when it is absent.
    ///
    /// - Parameters:
    ///   - key: The key, compared exactly.
    ///   - frontMatter: The front matter.
    init?(key: String, in frontMatter: FrontMatter) {
        guard let line = frontMatter.line(ofKey: key), let field = frontMatter.field(key) else { return nil }
        let layout = field.layout
        let column = layout.isMultiline ? 1 : layout.keyText.utf8.count + layout.gap.utf8.count + 1
        location = SourceLocation(line: line, column: column)
        let firstLine = field.source.utf8.prefix { $0 != 0x0A && $0 != 0x0D }
        sourceLine = String(decoding: firstLine, as: UTF8.self)
    }
}

extension EntryChecker {
    /// What to do about a file without front matter, naming the two near misses that look like
    /// front matter in an editor: a `---` line that is not the first line, and old Mac line
    /// endings (CR alone), which are one long line to a YAML reader (YAML 1.2 section 5.4).
    static func missingFrontMatterHint(_ text: String) -> String {
        misplacedFrontMatterHint(text) ?? defaultMissingFrontMatterHint
    }

    /// The hint for a file whose front matter is only misplaced (see
    /// ``missingFrontMatterHint(_:)``), or `nil` when nothing looks like front matter.
    ///
    /// - Parameter text: The file's text after any byte order mark (its body, as it parsed).
    static func misplacedFrontMatterHint(_ text: String) -> String? {
        let bytes = Array(text.utf8.prefix(4096))
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if bytes[start...].starts(with: Array("---\r".utf8)), !bytes.contains(0x0A) {
            return "the file uses CR alone as its line ending (old Mac OS), so its '---' is not a line of its own; convert it to LF or CRLF line endings"
        }
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        if index > start, bytes[index...].starts(with: Array("---".utf8)) {
            return bytes[start..<index].contains { $0 == 0x0A || $0 == 0x0D }
                ? "the '---' must be the very first line; remove the blank lines above it"
                : "the '---' must start the first line; remove the spaces before it"
        }
        return nil
    }

    /// The day of the front matter `vault check --fix` may add to a file without one: the file
    /// name's date (``VaultPath/fileNameDate(ofFileName:)``), unless something in the file looks
    /// like a front matter vault does not read (a misplaced `---`, CR line endings, Hugo's `+++`
    /// or a JSON `{`), which a new block above would bury.
    ///
    /// - Parameters:
    ///   - document: The parsed file, without front matter.
    ///   - fileName: Its name.
    static func frontMatterToAdd(_ document: EntryDocument, fileName: String) -> CivilDate? {
        guard document.frontMatter == nil, let day = VaultPath.fileNameDate(ofFileName: fileName),
              misplacedFrontMatterHint(document.body) == nil else { return nil }
        let start = document.body.utf8.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard !start.starts(with: "+++".utf8), start.first != UInt8(ascii: "{") else { return nil }
        return day
    }

    /// The hint for a file without front matter that shows no sign of a misplaced one.
    static let defaultMissingFrontMatterHint = "start the file with a '---' line, 'uuid:' and 'date:' lines, and another '---' line"
}
