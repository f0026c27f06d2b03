/// What the index knows about one entry: enough to list, group and mark it, without its body.
public struct EntrySummary: Hashable, Sendable {
    /// The file's path relative to the vault root, with `/` separators.
    public var path: String
    /// The identity, or `nil` when missing or invalid.
    public var uuid: EntryID?
    /// The date as written.
    public var date: EntryDate
    /// The mood, or `nil` when missing or unknown.
    public var mood: Mood?
    /// The mood as written, even when unknown.
    public var moodText: String?
    /// Whether the entry is starred.
    public var isStarred: Bool
    /// The title.
    public var title: String
    /// The tags.
    public var tags: [String]

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
    public init(path: String, uuid: EntryID?, date: EntryDate, mood: Mood?, moodText: String?,
                isStarred: Bool, title: String, tags: [String]) {
        self.path = path
        self.uuid = uuid
        self.date = date
        self.mood = mood
        self.moodText = moodText
        self.isStarred = isStarred
        self.title = title
        self.tags = tags
    }

    /// The summary of an entry with a valid date, or `nil` when it has none.
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: Its vault-relative path.
    public init?(_ entry: Entry, path: String) {
        guard let date = entry.date else { return nil }
        self.init(path: path, uuid: entry.uuid, date: date, mood: entry.mood, moodText: entry.moodText,
                  isStarred: entry.isStarred, title: entry.title, tags: entry.tags)
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
    /// or compared except to break exact ties.
    ///
    /// - Parameter entries: The entries, in any order.
    /// - Returns: A permutation of `entries.indices`, oldest first.
    public static func chronologicalOrder(_ entries: [EntrySummary]) -> [Int] {
        let keys = entries.map(OrderKey.init)
        return entries.indices.sorted { a, b in
            keys[a] == keys[b] ? pathPrecedes(entries[a].path, entries[b].path) : keys[a] < keys[b]
        }
    }

    /// The integer part of the vault order.
    struct OrderKey: Hashable, Comparable {
        var date: Int64
        var missingUUID: Bool
        var high: UInt64
        var low: UInt64

        init(_ entry: EntrySummary) {
            date = entry.date.orderKey
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
