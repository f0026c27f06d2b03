import Foundation

/// One entry as an import source gives it, mapped to vault's terms but not yet written.
///
/// A source (``ImportSource``) turns its files into these; the import command
/// (``ImportPlan``) decides which are new, already present or in conflict, and writes the new ones.
/// The mapping rules every source follows are in docs/IMPORT.md (after
/// `../shared/import-samples/README.md`):
/// - ``date`` is the local date-time on the writer's clock, with its offset when the source knows
///   the zone, without one when it has a time but no zone, and a date only when it has a day only.
/// - ``title`` is set only when the source has a separate title field; it is then written as a
///   `title:` front-matter key and ``body`` is the source's body alone. When `nil`, the title is
///   vault's rule applied to the body.
/// - ``attachments`` are copied to `YYYY/MM/attachments/<name>` beside the entry; the source has
///   already rewritten the body's links to `attachments/<name>` (spaces as `%20`).
struct ImportedEntry: Sendable {
    /// The source's own id for the entry (a Day One uuid, an app's UUID), or `nil` when it has none.
    var sourceID: String?
    /// The file in the input that holds the entry, relative to the input (`Journal.json`,
    /// `Daily/2026-11-29.md`).
    var sourceFile: String
    /// The entry's uuid: the source's when it is an RFC 4122 UUID, else a name-based one
    /// (``ImportedEntry/nameBasedID(source:key:)``), so importing again finds the same entry.
    var uuid: EntryID
    /// The uuid an earlier rule of the source gave this entry, when the rule changed (jrnl before
    /// its uuids took the title in): an entry of the vault with that uuid and the bytes this
    /// import would write under it is the same entry, found present rather than written again.
    var formerUUID: EntryID?
    /// When the source last changed the entry (Day One's `modifiedDate`, a note file's
    /// modification time), or `nil` when it does not say: of two different entries of one input
    /// with one uuid, the one changed last keeps it (``ImportPlan``).
    var modified: Date?
    /// The entry's date, as vault writes it (see the type's rules).
    var date: EntryDate
    /// The source's separate title, or `nil` (see the type's rules).
    var title: String?
    /// The markdown body, after the source's conversions, with leading blank lines removed.
    var body: String
    /// The mood, when the source has one of the five levels.
    var mood: Mood?
    /// The source's mood as written, when it is not one of the five levels (`content`, `7`, an
    /// emoji): written as `mood:` unchanged, never dropped (``ImportedMood``).
    var moodAsWritten: FrontMatterValue?
    /// Whether the source marks the entry as starred (never a Day One pin).
    var starred: Bool
    /// The tags, in source order, case and spaces kept, no duplicates.
    var tags: [String]
    /// Other front-matter keys, in the order they are written after the canonical keys.
    var extra: [ImportedField]
    /// The files to copy beside the entry.
    var attachments: [ImportedAttachment]
    /// The file exactly as the source holds it, for vault's own export (`vault export json`):
    /// then the entry is written as ``ImportedVerbatim/head`` followed by ``body`` unchanged, and
    /// the other fields only describe it. `nil` for every other source.
    var verbatim: ImportedVerbatim?
    /// For each link of the body to one of its attachments, the link an import without that
    /// file writes instead (Day One: `dayone-moment://<id>` for `attachments/<md5>.jpeg`), so that
    /// an entry imported while a photo was missing is the same entry to a later import
    /// (``ImportPlan``). Empty for sources that keep a link as written either way.
    var missingForms: [ImportedLinkForm] = []

    /// Creates an imported entry; the lists default to empty.
    init(sourceID: String?, sourceFile: String, uuid: EntryID, date: EntryDate, title: String? = nil,
         body: String, mood: Mood? = nil, moodAsWritten: FrontMatterValue? = nil, starred: Bool = false,
         tags: [String] = [], extra: [ImportedField] = [], attachments: [ImportedAttachment] = []) {
        self.sourceID = sourceID
        self.sourceFile = sourceFile
        self.uuid = uuid
        self.date = date
        self.title = title
        self.body = body
        self.mood = mood
        self.moodAsWritten = moodAsWritten
        self.starred = starred
        self.tags = tags
        self.extra = extra
        self.attachments = attachments
        self.verbatim = nil
    }

    /// The namespace of the uuids derived for imported entries that have none (itself a random
    /// version 4 UUID, fixed forever: changing it would duplicate every such entry on re-import).
    static let importNamespace: [UInt8] = [
        0x8E, 0x21, 0x5F, 0xC4, 0x0B, 0x7A, 0x4D, 0x93, 0xB6, 0x2F, 0x51, 0xE8, 0x0C, 0x9D, 0x44, 0x7B,
    ]

    /// The modification time of a file, or `nil` when it cannot be read.
    static func modificationTime(of path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// A name-based (version 5, RFC 4122 section 4.3, ``EntryID/nameBased(namespace:name:)``) uuid
    /// for an imported entry without one.
    ///
    /// - Parameters:
    ///   - source: The source's name, such as `jrnl` or `obsidian`.
    ///   - key: What identifies the entry within the source and stays the same between exports:
    ///     its id, or its path relative to the input (plus its date when one file holds several).
    /// - Returns: The same uuid for the same source and key, every time.
    static func nameBasedID(source: String, key: String) -> EntryID {
        EntryID.nameBased(namespace: importNamespace, name: Array(source.utf8) + [0] + Array(key.utf8))
    }
}

/// The exact text of an entry file that an import writes as it is (vault's own JSON export), and
/// where the file was.
struct ImportedVerbatim: Hashable, Sendable {
    /// The text before the body: a byte order mark if any, the front matter's delimiter lines and
    /// every line between them (comments and line endings kept); empty for a file without front
    /// matter.
    var head: String
    /// The file's vault-relative path in the vault it came from (`2026/11/2026-11-29-walk.md`),
    /// when it is a month folder's entry file name: the import writes the file there when that
    /// name is free. `nil` otherwise.
    var path: String?

    /// Creates the exact text's description.
    init(head: String, path: String?) {
        self.head = head
        self.path = path
    }

    /// A vault-relative path that names an entry file in a month folder: `YYYY/MM/NAME.md`, the
    /// name not hidden, no other separators (``VaultPath/isEntryFileName(_:)``); else `nil`.
    ///
    /// - Parameter path: A path as an export wrote it.
    static func entryPath(_ path: String?) -> String? {
        guard let path else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, VaultPath.year(fromFolderName: parts[0]) != nil, VaultPath.month(fromFolderName: parts[1]) != nil,
              VaultPath.isEntryFileName(parts[2]), !parts[2].contains("\\") else { return nil }
        return path
    }
}

/// One front-matter key an import writes besides the canonical ones (`weather: Clear`).
struct ImportedField: Hashable, Sendable {
    /// The key, as written.
    var key: String
    /// The value: a scalar or a sequence of scalars (nested values are flattened by the source).
    var value: FrontMatterValue

    /// Creates a field.
    init(_ key: String, _ value: FrontMatterValue) {
        self.key = key
        self.value = value
    }
}

/// One file an imported entry brings along.
struct ImportedAttachment: Hashable, Sendable {
    /// Where the bytes come from.
    enum Contents: Hashable, Sendable {
        /// A file on disk, by absolute path (an unpacked export, an Obsidian vault).
        case file(String)
        /// Bytes already read (a member of a zip).
        case bytes([UInt8])
    }

    /// The file name it gets in `attachments/`, as the body's link names it (not percent-encoded).
    var name: String
    /// Its path in the input, relative to the input, for the report.
    var sourcePath: String
    /// Its bytes.
    var contents: Contents
    /// The vault-relative folder it is restored in at its own name (`2026/10/attachments/sub`),
    /// for vault's own `export json`, whose files come back at the paths they had; `nil` for the
    /// entry's `attachments/` folder, as every other source copies them. A name taken by other
    /// bytes gives it `<stem>-2.<ext>` in that folder and the entry's links are rewritten to it
    /// (``ImportPlan``).
    var folder: String? = nil

    /// The name a file called `base` gets among an entry's `attachments`: `base` itself when no
    /// other attachment has it, else ` 2`, ` 3`... before the extension (`photo 2.jpg`), as
    /// Obsidian names a second file of one name.
    ///
    /// - Parameters:
    ///   - base: The file's own name (`photo.jpg`).
    ///   - attachments: The entry's attachments so far.
    static func uniqueName(_ base: String, among attachments: [ImportedAttachment]) -> String {
        var name = base
        var number = 1
        while attachments.contains(where: { $0.name == name }) {
            number += 1
            let stem = (base as NSString).deletingPathExtension
            let fileExtension = (base as NSString).pathExtension
            name = stem + " \(number)" + (fileExtension.isEmpty ? "" : "." + fileExtension)
        }
        return name
    }
}

/// A link target as an import writes it when the attachment's file is in the input, and as it
/// writes it when the file is missing.
struct ImportedLinkForm: Hashable, Sendable {
    /// The target with the file copied: `attachments/<md5>.jpeg`.
    var linked: String
    /// The target without it: `dayone-moment://<id>`.
    var missing: String
}

/// What happened to one source field across an import, for the fidelity report.
struct ImportFieldOutcome: Hashable, Sendable {
    /// How a value fared.
    enum Fate: String, Hashable, Sendable, CaseIterable {
        /// Written as it was.
        case kept
        /// Written in another form (a UTC instant written in its zone, a nested object flattened).
        case converted
        /// Not written.
        case dropped
    }

    /// The source field, as the source names it (`creationDate`, `location.placeName`, `richText`).
    var field: String
    /// What happened to it.
    var fate: Fate
    /// Why, for converted and dropped values ("written in the entry's time zone"); empty when kept.
    var reason: String
}

/// Counts of what happened to each source field, for the report printed at the end of an import.
struct ImportFidelity: Sendable {
    /// The count of values per outcome, in the order outcomes were first recorded.
    private(set) var counts: [(outcome: ImportFieldOutcome, count: Int)] = []
    private var positions: [ImportFieldOutcome: Int] = [:]

    /// Creates an empty report.
    init() {}

    /// Records `count` values of a field that fared one way.
    mutating func record(_ field: String, _ fate: ImportFieldOutcome.Fate, reason: String = "", count: Int = 1) {
        let outcome = ImportFieldOutcome(field: field, fate: fate, reason: reason)
        if let position = positions[outcome] {
            counts[position].count += count
        } else {
            positions[outcome] = counts.count
            counts.append((outcome, count))
        }
    }

    /// Adds another report's counts to this one.
    mutating func merge(_ other: ImportFidelity) {
        for (outcome, count) in other.counts {
            record(outcome.field, outcome.fate, reason: outcome.reason, count: count)
        }
    }
}

/// A file in the input that looks like a source file but makes no entry, and why.
struct ImportSkip: Hashable, Sendable {
    /// Its path, relative to the input.
    var path: String
    /// Why it was skipped ("not under the daily notes folder", "only an empty bullet").
    var reason: String
}

/// Everything a source read from its input.
struct ImportBatch: Sendable {
    /// The entries, in source order.
    var entries: [ImportedEntry] = []
    /// Files that looked like input but made no entry.
    var skipped: [ImportSkip] = []
    /// What happened to each source field.
    var fidelity = ImportFidelity()
    /// Things the user should know that are not errors (a link to a media item nothing lists).
    var warnings: [String] = []
}

/// What the import command tells a source about how to read its input.
struct ImportOptions: Sendable {
    /// The input path as given (for messages).
    var displayPath: String
    /// The input's absolute path: a file or a folder.
    var path: String
    /// `--time-zone`: the zone for sources whose instants carry none (the favorites diary's UTC
    /// dates); the machine's zone when not given.
    var timeZone: TimeZone
    /// Whether `--time-zone` was given: only then is a `Z` date text of a record without a zone
    /// of its own written in ``timeZone`` (docs/IMPORT.md, "Dates").
    var timeZoneGiven = false
    /// `--map key=field,...` for the `json` and `plist` sources, as given; empty for defaults.
    var fieldMap: [String: String] = [:]
    /// `--date-format PATTERN` (UTS #35 date pattern) for the `json` and `plist` sources.
    var dateFormat: String?
}

/// A format vault can import from: reads an input and maps it to ``ImportedEntry`` values.
///
/// A source never writes anything and never modifies its input. It throws ``ImportError`` for an
/// input it cannot read at all (a corrupt zip, a JSON of the wrong shape), naming the file and the
/// entry index or JSON path; it reports one unusable entry in ``ImportBatch/skipped`` and goes on.
protocol ImportSource: Sendable {
    /// The name on the command line (`dayone`, `jrnl`, `obsidian`, `logseq`, `posts`, `json`, `plist`).
    static var name: String { get }
    /// Reads the input.
    ///
    /// - Parameter options: Where the input is and how to read it.
    /// - Returns: The entries, skipped files, fidelity counts and warnings.
    /// - Throws: ``ImportError``.
    func read(_ options: ImportOptions) throws -> ImportBatch
}

/// Why an input could not be read; every case names the file, and where it can, the place in it.
struct ImportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file, as the user gave it or relative to the input.
    var path: String
    /// Where in the file: a JSON path (`$[3].date`), an entry index (`entry 4`), a zip member, or
    /// empty.
    var place: String
    /// What was expected and what was found ("expected an array of objects, found a string").
    var message: String

    /// Creates an error.
    init(path: String, place: String = "", _ message: String) {
        self.path = path
        self.place = place
        self.message = message
    }

    /// `path: place: message`, or `path: message` without a place.
    var description: String {
        place.isEmpty ? "\(path): \(message)" : "\(path): \(place): \(message)"
    }
}
