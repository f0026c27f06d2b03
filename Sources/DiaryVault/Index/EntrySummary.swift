/// What the index knows about one entry: enough to list, group and mark it, without its body.
///
/// An index holds one per entry and copies them while sorting and grouping, so the texts (path,
/// date as written, title, mood as written, tags) live together in one block of bytes: one
/// reference to count per copy. A summary read from a file owns its block (one allocation); one
/// from the index cache points into the cache file's bytes, mapped and read in place (no
/// allocation). The numbers that order and group entries (the date's order key and day) are
/// kept apart so that sorting never reads the texts.
public struct EntrySummary: Hashable, Sendable {
    /// The bytes that hold the texts: the summary's own, or the whole index cache file (a
    /// summary is copied often: a reference and two 32-bit numbers are half an `ArraySlice`).
    private let buffer: SharedBytes
    /// Where the texts start in ``buffer``.
    private let textStart: UInt32
    /// How many bytes the texts take in ``buffer``.
    private let textCount: UInt32
    /// The identity, or `nil` when missing or invalid.
    public let uuid: EntryID?
    /// The mood, or `nil` when missing or unknown.
    public let mood: Mood?
    /// Whether the entry is starred.
    public let isStarred: Bool
    /// Whether the entry marks an anniversary (`anniversary: true`), named by its title.
    public let isAnniversary: Bool
    /// Whether the entry is private (`private: true`): `vault site` leaves it out unless asked
    /// (queries on `private` still read the front matter: ``SemanticKey/isInSummary``).
    public let isPrivate: Bool
    /// Whether the file holds unresolved git conflict markers (``ConflictMarker/hasConflict(inUTF8:)``),
    /// or git has not finished merging it (set after the read by the commands that ask git):
    /// the views mark it, and writing commands refuse it until `vault resolve` finishes it.
    public internal(set) var isConflicted: Bool
    /// The local date and time as one number for ordering (``EntryDate/orderKey``).
    let orderKey: Int64
    /// The day as days since 1970-01-01.
    let dayNumber: Int32
    /// The body's words (``TextCounts``), for `vault stats` and `vault heatmap`.
    let wordCount: UInt32
    /// The body's characters other than whitespace (``TextCounts``).
    let characterCount: UInt32

    /// Creates a summary.
    ///
    /// - Parameters:
    ///   - path: The vault-relative path.
    ///   - uuid: The identity, if valid.
    ///   - date: The date.
    ///   - mood: The known mood, if any.
    ///   - moodText: The mood as written, if any.
    ///   - isStarred: Whether starred.
    ///   - title: The title.
    ///   - tags: The tags.
    ///   - isAnniversary: Whether it marks an anniversary.
    ///   - counts: The body's words and characters; none by default.
    ///   - isConflicted: Whether the file holds unresolved conflict markers.
    ///   - isPrivate: Whether it is private (`private: true`).
    public init(path: String, uuid: EntryID?, date: EntryDate, mood: Mood?, moodText: String?,
                isStarred: Bool, title: String, tags: [String], isAnniversary: Bool = false, counts: TextCounts = TextCounts(),
                isConflicted: Bool = false, isPrivate: Bool = false) {
        var storage: [UInt8] = []
        storage.reserveCapacity(path.utf8.count + date.text.utf8.count + title.utf8.count + 20 + 4 * tags.count)
        func append(_ text: String) {
            withUnsafeBytes(of: UInt32(text.utf8.count).littleEndian) { storage.append(contentsOf: $0) }
            storage.append(contentsOf: text.utf8)
        }
        append(path)
        append(date.text)
        append(title)
        if let moodText { append(moodText) } else {
            withUnsafeBytes(of: UInt32.max.littleEndian) { storage.append(contentsOf: $0) }
        }
        withUnsafeBytes(of: UInt32(tags.count).littleEndian) { storage.append(contentsOf: $0) }
        for tag in tags { append(tag) }
        self.init(buffer: SharedBytes.copying(storage), texts: storage.indices, uuid: uuid, mood: mood, isStarred: isStarred, orderKey: date.orderKey,
                  dayNumber: Int32(date.day.daysSinceEpoch), isAnniversary: isAnniversary, counts: counts,
                  isConflicted: isConflicted, isPrivate: isPrivate)
    }

    /// Creates a summary from its packed texts, a range of shared bytes (the index cache stores
    /// them as they are and hands over its whole file, which the summary shares, not copies).
    init(buffer: SharedBytes, texts: Range<Int>, uuid: EntryID?, mood: Mood?, isStarred: Bool, orderKey: Int64, dayNumber: Int32,
         isAnniversary: Bool = false, counts: TextCounts = TextCounts(), isConflicted: Bool = false, isPrivate: Bool = false) {
        self.isConflicted = isConflicted
        self.isPrivate = isPrivate
        self.wordCount = UInt32(clamping: counts.words)
        self.characterCount = UInt32(clamping: counts.characters)
        if texts.upperBound <= Int(UInt32.max) {
            self.buffer = buffer
            self.textStart = UInt32(texts.lowerBound)
        } else {
            // Past 4 GiB of cache: the summary keeps a copy of its own texts.
            self.buffer = buffer.withBytes { SharedBytes.copying(UnsafeBufferPointer(rebasing: $0[texts])) }
            self.textStart = 0
        }
        self.textCount = UInt32(texts.count)
        self.uuid = uuid
        self.mood = mood
        self.isStarred = isStarred
        self.isAnniversary = isAnniversary
        self.orderKey = orderKey
        self.dayNumber = dayNumber
    }

    /// Calls `body` with the packed texts: each as a 32-bit little-endian length then its UTF-8
    /// bytes, in this order: path, date, title, mood (length `UInt32.max` when absent), then the
    /// tag count and each tag.
    func withStorage<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        buffer.withBytes { body(UnsafeBufferPointer(rebasing: $0[Int(textStart)..<Int(textStart) + Int(textCount)])) }
    }

    /// The same summary for a file at another path: its texts packed again, the path first.
    ///
    /// - Parameter path: The vault-relative path.
    func moved(to path: String) -> EntrySummary {
        EntrySummary(path: path, uuid: uuid, date: date, mood: mood, moodText: moodText, isStarred: isStarred, title: title,
                     tags: tags, isAnniversary: isAnniversary, counts: counts, isConflicted: isConflicted, isPrivate: isPrivate)
    }

    /// Whether the texts are kept in `bytes` (a summary of the index cache shares its file's), and where.
    ///
    /// - Returns: The texts' range in `bytes`, or `nil` when they are kept elsewhere.
    func storageRange(in bytes: SharedBytes) -> Range<Int>? {
        buffer === bytes ? Int(textStart)..<Int(textStart) + Int(textCount) : nil
    }

    /// Lets the memory that holds the texts of `entries` go until they are read again, when
    /// they are in a large mapped index cache (``SharedBytes/releasePages(_:)``): called by a
    /// pass over many summaries behind itself (the renderers, part by part), so a million
    /// entries' texts are never all in memory at once. The range from the lowest to the highest
    /// text of the summaries that share the first mapped buffer is let go (a summary read from
    /// its file keeps its own bytes); reading any text again later is still right, and costs a
    /// page fault.
    ///
    /// - Parameter entries: Summaries just read.
    static func releasePages(of entries: some Sequence<EntrySummary>) {
        var mapped: SharedBytes?
        var lowest = Int.max, highest = 0
        for entry in entries {
            if mapped == nil, entry.buffer.releasesPages { mapped = entry.buffer }
            guard let mapped, entry.buffer === mapped else { continue }
            lowest = min(lowest, Int(entry.textStart))
            highest = max(highest, Int(entry.textStart) + Int(entry.textCount))
        }
        if let mapped, lowest < highest { mapped.releasePages(lowest..<highest) }
    }

    /// Where the summary's texts are kept in memory: the same for a summary and its copies, and
    /// different for two summaries alive at once (each owns its block, or its own range of the
    /// cache's); for matching a selection with the scan it came from without comparing paths.
    var textIdentity: Int {
        buffer.withBytes { Int(bitPattern: $0.baseAddress) } &+ Int(textStart)
    }

    /// Two summaries are equal when their texts and numbers are, wherever the texts are kept.
    public static func == (lhs: EntrySummary, rhs: EntrySummary) -> Bool {
        lhs.uuid == rhs.uuid && lhs.mood == rhs.mood && lhs.isStarred == rhs.isStarred
            && lhs.isAnniversary == rhs.isAnniversary && lhs.isConflicted == rhs.isConflicted && lhs.isPrivate == rhs.isPrivate && lhs.orderKey == rhs.orderKey && lhs.dayNumber == rhs.dayNumber
            && lhs.wordCount == rhs.wordCount && lhs.characterCount == rhs.characterCount
            && lhs.withStorage { left in rhs.withStorage { right in left.elementsEqual(right) } }
    }

    /// Hashes the texts and numbers that ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(uuid)
        hasher.combine(mood)
        hasher.combine(isStarred)
        hasher.combine(isAnniversary)
        hasher.combine(isConflicted)
        hasher.combine(isPrivate)
        hasher.combine(orderKey)
        hasher.combine(dayNumber)
        hasher.combine(wordCount)
        hasher.combine(characterCount)
        withStorage { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The file's path relative to the vault root, with `/` separators.
    public var path: String { text(0) ?? "" }
    /// The date as written.
    public var date: EntryDate {
        // The text was a valid date when the summary was made.
        EntryDate(parsing: text(1) ?? "") ?? EntryDate(parsing: CivilDate(daysSinceEpoch: Int(dayNumber)).description)!
    }
    /// The day the entry belongs to (without reading the date's text again).
    public var day: CivilDate { CivilDate(daysSinceEpoch: Int(dayNumber)) }
    /// The title.
    public var title: String { text(2) ?? "" }
    /// The body's words and characters (docs/STATS.md).
    public var counts: TextCounts { TextCounts(words: Int(wordCount), characters: Int(characterCount)) }
    /// The mood as written, even when unknown.
    public var moodText: String? { text(3) }
    /// The tags.
    public var tags: [String] {
        withTexts { texts in texts.tags.map { String(decoding: $0, as: UTF8.self) } }
    }

    /// Whether bytes are a well-formed packed storage: every length in range, every text UTF-8,
    /// nothing left over (a damaged cache must not crash the accessors).
    static func isValidStorage(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        do {
            var offset = 0
            func length() -> UInt32? {
                guard offset + 4 <= bytes.count else { return nil }
                defer { offset += 4 }
                return UInt32(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt32.self))
            }
            func text(optional: Bool) -> Bool {
                guard let count = length() else { return false }
                if optional, count == .max { return true }
                guard Int(count) <= bytes.count - offset else { return false }
                let slice = UnsafeBufferPointer(rebasing: bytes[offset..<offset + Int(count)])
                offset += Int(count)
                return UTF8Validation.firstInvalidOffset(in: slice) == nil
            }
            guard text(optional: false), text(optional: false), text(optional: false), text(optional: true),
                  let tagCount = length(),
                  Int(tagCount) <= (bytes.count - offset) / 4 else { return false }
            for _ in 0..<tagCount where !text(optional: false) { return false }
            return offset == bytes.count
        }
    }

    /// The text of field `index` (0 path, 1 date, 2 title, 3 mood), or `nil` for an absent mood.
    private func text(_ index: Int) -> String? {
        withTexts { texts in
            let field: UnsafeBufferPointer<UInt8>? = switch index {
            case 0: texts.path
            case 1: texts.date
            case 2: texts.title
            default: texts.mood
            }
            return field.map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The byte ranges of a summary's texts, valid inside ``withTexts(_:)``.
    struct Texts {
        /// The vault-relative path.
        var path: UnsafeBufferPointer<UInt8>
        /// The date as written.
        var date: UnsafeBufferPointer<UInt8>
        /// The title.
        var title: UnsafeBufferPointer<UInt8>
        /// The mood as written, or `nil`.
        var mood: UnsafeBufferPointer<UInt8>?
        /// The tags.
        var tags: Tags
    }

    /// The tags of ``Texts``, read one after another from the buffer.
    struct Tags: Sequence, IteratorProtocol {
        fileprivate var bytes: UnsafeBufferPointer<UInt8>
        fileprivate var offset: Int
        fileprivate var remaining: UInt32

        /// The next tag's bytes.
        mutating func next() -> UnsafeBufferPointer<UInt8>? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let count = Int(EntrySummary.length(in: bytes, at: offset))
            defer { offset += 4 + count }
            return UnsafeBufferPointer(rebasing: bytes[offset + 4..<offset + 4 + count])
        }
    }

    /// Calls `body` with the byte ranges of the texts, without copying them or allocating.
    func withTexts<Result>(_ body: (Texts) -> Result) -> Result {
        buffer.withBytes { whole in
            let bytes = UnsafeBufferPointer(rebasing: whole[Int(textStart)..<Int(textStart) + Int(textCount)])
            var offset = 0
            func next() -> UnsafeBufferPointer<UInt8>? {
                let count = EntrySummary.length(in: bytes, at: offset)
                offset += 4
                guard count != .max else { return nil }
                defer { offset += Int(count) }
                return UnsafeBufferPointer(rebasing: bytes[offset..<offset + Int(count)])
            }
            let empty = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
            let path = next() ?? empty, date = next() ?? empty, title = next() ?? empty, mood = next()
            let tagCount = EntrySummary.length(in: bytes, at: offset)
            let tags = Tags(bytes: bytes, offset: offset + 4, remaining: tagCount)
            return body(Texts(path: path, date: date, title: title, mood: mood, tags: tags))
        }
    }

    /// The little-endian 32-bit length at `offset`.
    fileprivate static func length(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
        UInt32(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt32.self))
    }

    /// The summary of an entry with a valid date, or `nil` when it has none.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: Its vault-relative path.
    public init?(_ entry: Entry, path: String) {
        guard let date = entry.date else { return nil }
        self.init(path: path, uuid: entry.uuid, date: date, mood: entry.mood, moodText: entry.moodText,
                  isStarred: entry.isStarred, title: entry.title, tags: entry.tags, isAnniversary: entry.isAnniversary,
                  counts: TextCounts(counting: entry.body), isPrivate: entry.isPrivate)
    }

    /// The vault order (DESIGN section 3): by local date and time as written, then uuid (entries
    /// without one last), then path: shorter first, so that of two copies with the same date and
    /// uuid, `walk.md` comes before `walk (conflicted copy).md` and `walk-2.md`.
    public static func chronological(_ lhs: EntrySummary, _ rhs: EntrySummary) -> Bool {
        let left = OrderKey(lhs), right = OrderKey(rhs)
        return left == right ? pathPrecedes(lhs.path, rhs.path) : left < right
    }

    /// Orders paths shorter first, then by text.
    static func pathPrecedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = lhs.utf8.count, right = rhs.utf8.count
        return left == right ? lhs < rhs : left < right
    }

    /// The positions of `entries` in vault order (see ``chronological(_:_:)``).
    ///
    /// Sorts plain integer keys rather than the summaries themselves, so no strings are copied
    /// or compared except to break exact ties; entries nearly in order are sorted by insertion
    /// (``vaultOrder(_:)``).
    ///
    /// - Parameter entries: The entries, in any order.
    /// - Returns: A permutation of `entries.indices`, oldest first.
    public static func chronologicalOrder(_ entries: [EntrySummary]) -> [Int] {
        // Integer keys, sorted by insertion while the list is nearly in order (the scan's):
        // EntrySummary+VaultOrder.swift.
        vaultOrder(entries)
    }

    /// The integer part of the vault order.
    struct OrderKey: Hashable, Comparable {
        var date: Int64
        var missingUUID: Bool
        var high: UInt64
        var low: UInt64

        init(_ entry: EntrySummary) {
            date = entry.orderKey
            missingUUID = entry.uuid == nil
            high = entry.uuid?.high ?? 0
            low = entry.uuid?.low ?? 0
        }

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            if lhs.date != rhs.date { return lhs.date < rhs.date }
            if lhs.missingUUID != rhs.missingUUID { return !lhs.missingUUID }
            return (lhs.high, lhs.low) < (rhs.high, rhs.low)
        }
    }
}
