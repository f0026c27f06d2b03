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

    /// The vault order (DESIGN section 3): by local date and time as written, then uuid, then path.
    public static func chronological(_ lhs: EntrySummary, _ rhs: EntrySummary) -> Bool {
        if lhs.date.precedes(rhs.date) { return true }
        if rhs.date.precedes(lhs.date) { return false }
        switch (lhs.uuid, rhs.uuid) {
        case let (left?, right?) where left != right: return left < right
        case (nil, _?): return false
        case (_?, nil): return true
        default: return lhs.path < rhs.path
        }
    }
}
