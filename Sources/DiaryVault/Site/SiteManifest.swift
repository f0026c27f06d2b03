/// What the last `vault site` built, and from what: the output folder's `.vault-site`
/// (docs/SITE.md, "Incremental and deterministic").
///
/// A text file, one record a line, fields separated by a tab (U+0009); a tab, line feed, `%` or
/// U+001F inside a field is written as `%09`, `%0A`, `%25`, `%1F`:
/// - `vault-site 2 OPTIONS LINKS DAY`: the format's version, then the hexadecimal FNV-1a hash of
///   everything every page depends on besides the entries (``SiteBuilder/optionsKey``: the
///   options, the locale's words, the style sheet, the search code and a sample page, so a new
///   template or a new vault binary that draws pages otherwise rebuilds everything) and that of
///   the entries' link names (``SiteBuilder/linksKey(of:)``: their paths and titles), and the
///   build date as days since 1970-01-01 (left out by earlier builds: then unknown);
/// - `e PATH SIZE MODIFIED CHANGED FLAGS DAY TAGS ATTACHMENTS`, one per entry of the selection,
///   the shown ones first, newest first (so the next build finds an entry's old neighbours), then
///   the private ones left out: its vault path, the size and modification and status-change
///   times (nanoseconds) of its file when it was read, its flags (`p` private, `a` anniversary,
///   `l` a body that links other entries, `u` a body with a file link that named no file), its day
///   (of the summary, as days since 1970-01-01) and its tags and attachments, each list joined by U+001F;
/// - `f PATH`, one per file of the site other than the shown entries' pages (which the `e`
///   lines give), sorted: with those pages, what the next build may remove.
///
/// A file of the first format (paths only, one a line) is read as its file list with no
/// entries, so the build after an upgrade is a full one that still removes the old files. A
/// manifest that does not parse is the same as none: a full build, never a wrong site.
struct SiteManifest: Hashable, Sendable {
    /// The format version this build writes and trusts.
    static let version = 2

    /// One entry of the selection as it was built.
    struct Entry: Hashable, Sendable {
        /// The vault path.
        var path: String
        /// The file's size in bytes when read.
        var size: Int
        /// The file's modification time in nanoseconds when read.
        var modified: Int64
        /// The file's status-change time in nanoseconds when read.
        var changed: Int64
        /// Whether the entry is `private: true` (left out unless `--include-private`).
        var isPrivate: Bool
        /// Whether the entry is marked `anniversary: true` (its mark is on month and year pages).
        var isAnniversary: Bool
        /// Whether its body links other entries (wikilinks, embeds, relative links): its page
        /// changes when an entry is added, removed or renamed.
        var linksEntries: Bool
        /// Whether its body links a file that was not there: read again on every build.
        var hasMissingFile: Bool
        /// The day of its summary.
        var day: CivilDate
        /// Its tags.
        var tags: [String]
        /// The files of the vault its page shows, vault-relative.
        var attachments: [String]

        /// Whether a file status is the one the entry was read at.
        func matches(_ status: FileSystem.Status) -> Bool {
            status.size == size && status.modified == modified && status.changed == changed
        }
    }

    /// ``SiteBuilder/optionsKey`` of the build; `nil` for a manifest of the first format.
    var optionsKey: UInt64?
    /// ``SiteBuilder/linksKey(of:)`` of the build.
    var linksKey: UInt64 = 0
    /// The build date (``SiteBuilder/Options/today``), which the home and stats pages follow;
    /// `nil` when unknown.
    var today: CivilDate?
    /// The entries of the selection, the shown ones first, newest first.
    var entries: [Record] = []
    /// The files of the site but the shown entries' pages, sorted.
    var files: [String] = []

    /// Creates a manifest.
    init(optionsKey: UInt64?, linksKey: UInt64 = 0, today: CivilDate? = nil, entries: [Entry] = [], files: [String] = []) {
        self.init(optionsKey: optionsKey, linksKey: linksKey, today: today, records: entries.map(Record.init), files: files)
    }

    /// Creates a manifest of records (lines of the last one kept as they were, entries made anew).
    init(optionsKey: UInt64?, linksKey: UInt64 = 0, today: CivilDate? = nil, records: [Record], files: [String] = []) {
        self.optionsKey = optionsKey
        self.linksKey = linksKey
        self.today = today
        self.entries = records
        self.files = files
    }

    /// Reads a manifest; `nil` when the bytes are neither format (a full build follows).
    ///
    /// Read from the bytes in one pass (a vault of 100,000 entries has a manifest of about
    /// 10 MB, read on every build): every line is checked, its numbers and flags parsed, and its
    /// texts left in the bytes until asked for (``Record``).
    init?(parsing bytes: [UInt8]) {
        let parsed: SiteManifest? = bytes.withUnsafeBufferPointer { buffer in
            var lines: [Range<Int>] = []
            lines.reserveCapacity(buffer.count / 64)
            var start = 0
            for index in 0..<buffer.count where buffer[index] == 0x0A {
                if index > start { lines.append(start..<index) }
                start = index + 1
            }
            if start < buffer.count { lines.append(start..<buffer.count) }
            guard let first = lines.first else { return nil }
            func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self) }
            let header = Array("vault-site ".utf8)
            guard first.count >= header.count, Array(buffer[first.lowerBound..<first.lowerBound + header.count]) == header else {
                // The first format: one path a line.
                if lines.contains(where: { range in range.contains { buffer[$0] == 0x09 } }) { return nil }
                return SiteManifest(optionsKey: nil, files: lines.map(text))
            }
            let words = text(first).split(separator: " ")
            guard words.count == 4 || words.count == 5, words[1] == Substring(String(Self.version)),
                  let options = UInt64(words[2], radix: 16), let links = UInt64(words[3], radix: 16) else { return nil }
            var today: CivilDate?
            if words.count == 5 {
                guard let days = Int(words[4]) else { return nil }
                today = CivilDate(daysSinceEpoch: days)
            }
            var manifest = SiteManifest(optionsKey: options, linksKey: links, today: today)
            manifest.entries.reserveCapacity(lines.count)
            var fields: [Range<Int>] = []
            for line in lines.dropFirst() {
                fields.removeAll(keepingCapacity: true)
                var fieldStart = line.lowerBound
                for index in line where buffer[index] == 0x09 {
                    fields.append(fieldStart..<index)
                    fieldStart = index + 1
                }
                fields.append(fieldStart..<line.upperBound)
                guard fields[0].count == 1 else { return nil }
                switch buffer[fields[0].lowerBound] {
                case UInt8(ascii: "f") where fields.count == 2:
                    manifest.files.append(Self.unescaped(Substring(text(fields[1]))))
                case UInt8(ascii: "e"):
                    guard let record = Self.record(buffer, bytes: bytes, line: line, fields: fields) else { return nil }
                    manifest.entries.append(record)
                default:
                    return nil
                }
            }
            return manifest
        }
        guard let parsed else { return nil }
        self = parsed
    }

    /// The manifest's bytes, appended to one array (a vault of 100,000 entries has a manifest of
    /// about 10 MB: no text of it is made on the way, and a line read is copied as it was).
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + entries.count * 112 + files.count * 32)
        out.append(contentsOf: headerLine.utf8)
        for entry in entries { entry.append(to: &out) }
        for file in files {
            out.append(contentsOf: [UInt8(ascii: "f"), 0x09])
            Self.appendEscaped(file, to: &out)
            out.append(0x0A)
        }
        return out
    }

    /// The first line, its line feed included.
    var headerLine: String {
        "vault-site \(Self.version) " + String(optionsKey ?? 0, radix: 16) + " " + String(linksKey, radix: 16)
            + (today.map { " " + String($0.daysSinceEpoch) } ?? "") + "\n"
    }

    /// Appends an escaped field.
    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        if text.utf8.contains(where: needsEscape) { out.append(contentsOf: escaped(text).utf8) } else { out.append(contentsOf: text.utf8) }
    }

    /// Appends an entry's line, line feed included.
    static func append(_ entry: Entry, to out: inout [UInt8]) {
        func appendList(_ items: [String]) {
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.append(0x1F) }
                appendEscaped(item, to: &out)
            }
        }
        out.append(contentsOf: [UInt8(ascii: "e"), 0x09])
        appendEscaped(entry.path, to: &out)
        out.append(0x09)
        out.append(contentsOf: String(entry.size).utf8)
        out.append(0x09)
        out.append(contentsOf: String(entry.modified).utf8)
        out.append(0x09)
        out.append(contentsOf: String(entry.changed).utf8)
        out.append(0x09)
        let flags = out.count
        if entry.isPrivate { out.append(UInt8(ascii: "p")) }
        if entry.isAnniversary { out.append(UInt8(ascii: "a")) }
        if entry.linksEntries { out.append(UInt8(ascii: "l")) }
        if entry.hasMissingFile { out.append(UInt8(ascii: "u")) }
        if out.count == flags { out.append(UInt8(ascii: "-")) }
        out.append(0x09)
        out.append(contentsOf: String(entry.day.daysSinceEpoch).utf8)
        out.append(0x09)
        appendList(entry.tags)
        out.append(0x09)
        appendList(entry.attachments)
        out.append(contentsOf: [0x09, 0x0A])
    }

    /// Whether a byte of a field is written escaped (``escaped(_:)``).
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte == 0x25 || byte == 0x09 || byte == 0x0A || byte == 0x1F || byte == 0x0D
    }

    /// A field with `%`, tab, line feed and U+001F as `%25`, `%09`, `%0A`, `%1F`.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\t": out += "%09"
            case "\n": out += "%0A"
            case "\r": out += "%0D"
            case "\u{1F}": out += "%1F"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The field ``escaped(_:)`` wrote.
    static func unescaped(_ field: Substring) -> String {
        guard field.utf8.contains(0x25) else { return String(field) }
        var bytes: [UInt8] = []
        var utf8 = field.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == 0x25, utf8.count >= 2 else { bytes.append(byte); continue }
            let code = String(decoding: utf8.prefix(2), as: UTF8.self)
            switch code {
            case "25": bytes.append(0x25)
            case "09": bytes.append(0x09)
            case "0A": bytes.append(0x0A)
            case "0D": bytes.append(0x0D)
            case "1F": bytes.append(0x1F)
            default: bytes.append(byte); continue
            }
            utf8.removeFirst(2)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A list field: items joined by U+001F, each escaped.
    static func list(_ field: Substring) -> [String] {
        field.isEmpty ? [] : field.split(separator: "\u{1F}", omittingEmptySubsequences: false).map(unescaped)
    }

    /// The 64-bit FNV-1a hash of bytes (the keys of the header), stable across runs and machines.
    static func hash(_ bytes: some Sequence<UInt8>, into seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
