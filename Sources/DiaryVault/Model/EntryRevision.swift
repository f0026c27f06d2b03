/// One commit in an entry's git history, as `vault log` shows it: when, by whom, the file's path
/// then, and what the commit changed in the entry (``EntryHistory`` reads it).
public struct EntryRevision: Hashable, Sendable {
    /// How a front-matter key changed in the commit.
    public enum KeyChange: String, Hashable, Sendable {
        /// The key appeared.
        case added
        /// Its value changed (compared as YAML 1.2 values: a requoting alone is no change).
        case changed
        /// The key went away.
        case removed
    }

    /// The commit's full hash.
    public var commit: String
    /// The author date as git writes it in strict ISO 8601 (an RFC 3339 date-time with offset).
    public var date: String
    /// The author's name.
    public var author: String
    /// The commit's subject line.
    public var subject: String
    /// The file's path in that commit, relative to the vault root.
    public var path: String
    /// The path before the commit, when the commit moved the file.
    public var movedFrom: String?
    /// Whether the commit created the file.
    public var isCreation: Bool
    /// The front-matter keys the commit changed, in the order of the newer front matter (removed
    /// keys after, in the older one's order).
    public var keys: [(key: String, change: KeyChange)]
    /// Whether the body (the text after the front matter) changed.
    public var bodyChanged: Bool

    /// Creates a revision.
    public init(commit: String, date: String, author: String, subject: String, path: String, movedFrom: String? = nil,
                isCreation: Bool = false, keys: [(key: String, change: KeyChange)] = [], bodyChanged: Bool = false) {
        self.commit = commit
        self.date = date
        self.author = author
        self.subject = subject
        self.path = path
        self.movedFrom = movedFrom
        self.isCreation = isCreation
        self.keys = keys
        self.bodyChanged = bodyChanged
    }

    /// Whether two revisions say the same: commit, date, author, subject, paths, and the same
    /// keys with the same kind of change (the values are not compared).
    public static func == (left: EntryRevision, right: EntryRevision) -> Bool {
        left.commit == right.commit && left.date == right.date && left.author == right.author && left.subject == right.subject
            && left.path == right.path && left.movedFrom == right.movedFrom && left.isCreation == right.isCreation
            && left.keys.map(\.key) == right.keys.map(\.key) && left.keys.map(\.change) == right.keys.map(\.change)
            && left.bodyChanged == right.bodyChanged
    }

    /// Hashes the commit and the path, which tell revisions apart (consistent with `==`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(commit)
        hasher.combine(path)
    }

    /// What the commit changed in the entry's front matter and body, from the file before and
    /// after (`nil` before: the file was created).
    ///
    /// A side that does not parse compares as its whole text: every key of the other side is
    /// then added or removed, and the body changed when the bytes differ.
    ///
    /// - Parameters:
    ///   - before: The file's bytes before the commit.
    ///   - after: The file's bytes in the commit.
    /// - Returns: The keys changed and whether the body changed.
    public static func difference(before: [UInt8]?, after: [UInt8]) -> (keys: [(key: String, change: KeyChange)], bodyChanged: Bool) {
        let new = try? EntryDocument(parsing: after)
        let old = before.flatMap { try? EntryDocument(parsing: $0) }
        let newFields = new?.frontMatter?.fields ?? [], oldFields = old?.frontMatter?.fields ?? []
        var keys: [(key: String, change: KeyChange)] = []
        for field in newFields where !keys.contains(where: { $0.key == field.key }) {
            if let previous = oldFields.first(where: { $0.key == field.key }) {
                if previous.value != field.value { keys.append((field.key, .changed)) }
            } else if before != nil {
                keys.append((field.key, .added))
            }
        }
        for field in oldFields where !newFields.contains(where: { $0.key == field.key }) && !keys.contains(where: { $0.key == field.key }) {
            keys.append((field.key, .removed))
        }
        let bodyChanged: Bool
        if let before {
            if let new, let old { bodyChanged = new.body != old.body } else { bodyChanged = before != after }
        } else {
            bodyChanged = false
        }
        return (keys, bodyChanged)
    }
}
