extension SemanticKey {
    /// Whether two readings of an entry agree on this key's value: the meaning check of an edit
    /// (`EntryEdit.checkMeaning`) refuses one that changes a value it did not aim at.
    ///
    /// Values compare as read: the uuid as a UUID, the date as written, the starred, anniversary
    /// and private states, the mood as written (an unknown mood included), the tags in order, the title (from the body
    /// when the key has none).
    ///
    /// - Parameters:
    ///   - a: One reading, such as the entry before an edit.
    ///   - b: The other, such as the entry after it.
    /// - Returns: Whether the value is the same in both.
    public func sameReading(_ a: Entry, _ b: Entry) -> Bool {
        switch self {
        case .uuid: a.uuid == b.uuid
        case .date: a.date?.text == b.date?.text
        case .starred: a.isStarred == b.isStarred
        case .mood: a.moodText == b.moodText
        case .tags: a.tags == b.tags
        case .title: a.title == b.title
        case .anniversary: a.isAnniversary == b.isAnniversary
        case .private: a.isPrivate == b.isPrivate
        }
    }
}

extension Entry {
    /// The key that holds a semantic value in this file: the name when present, else the first
    /// alias present, else the first key that is the name in another ASCII case (`UUID`), else the
    /// first that is an alias in another case (`IsStar`); `nil` when none is there.
    ///
    /// - Parameter key: The semantic key.
    /// - Returns: The key as written in the file.
    public func storedKey(for key: SemanticKey) -> String? {
        EntrySemantics.storedKey(for: key, in: document.frontMatter)
    }
}
