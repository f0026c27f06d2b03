/// The one JSON shape of an entry, written by `index --json`, `calendar --json` (each day's
/// entries), `show --json` and every later command that prints entries.
///
/// ```
/// {"uuid", "date", "day", "time", "offset", "title", "mood", "moodText", "starred", "tags", "path"}
/// ```
/// - `uuid`: the canonical form (``EntryID/canonical``: upper-case hex with hyphens), or `null`.
/// - `date`: as written in the front matter, or `null`; `day`: `YYYY-MM-DD`, or `null` when the
///   date is missing or invalid.
/// - `time`: the time of day as written, `HH:MM[:SS[.f]]`, or `null` for a date alone.
/// - `offset`: the UTC offset in RFC 3339 form, `Z` or `+09:00` (`+0900` is written `+09:00`), or
///   `null` when none is written.
/// - `title`: the title (from the `title` key or the first heading or line of the body).
/// - `mood`: one of `bad`, `not-great`, `okay`, `good`, `great`, or `null`; `moodText`: the
///   value as written, or `null` (a mood vault cannot read keeps its text here).
/// - `starred`: `true` or `false`; `tags`: an array of strings.
/// - `path`: relative to the vault root (for `show` of a file outside the vault, as given).
/// - `conflicted`: `true`, after `path`, only for an entry whose file holds unresolved git
///   conflict markers (`vault resolve` finishes it); absent otherwise, so the shape of every
///   other entry is the one above.
///
/// `show` adds `"frontMatter"` (every key in file order with its YAML 1.2 value) and `"body"`
/// after `path`. ``Key`` holds the names and the order; ``write(to:)`` is the writer over
/// ``JSONWriter``. The index's byte-level writer (``IndexRenderer/writeEntry(_:to:)``) writes the
/// same bytes from prepared key text, and `EntryJSONTests` checks the two against each other.
struct EntryJSON: Hashable, Sendable {
    /// The keys of the shape, in the order they are written.
    enum Key: String, CaseIterable, Sendable {
        case uuid, date, day, time, offset, title, mood, moodText, starred, tags, path
    }

    /// The shape as the help texts state it: `{"uuid", "date", ..., "path"}`, each key from
    /// ``Key``, followed by its note in parentheses when `notes` has one
    /// (`"path" (relative to the vault)`).
    ///
    /// - Parameter notes: A few words about some keys.
    static func shape(notes: [Key: String] = [:]) -> String {
        "{" + Key.allCases.map { key in "\"\(key.rawValue)\"" + (notes[key].map { " (\($0))" } ?? "") }.joined(separator: ", ") + "}"
    }

    /// The canonical uuid, or `nil`.
    var uuid: String?
    /// The date as written, or `nil`.
    var date: String?
    /// The day, `YYYY-MM-DD`, or `nil`.
    var day: String?
    /// The time of day as written, or `nil`.
    var time: String?
    /// The UTC offset, `Z` or `+HH:MM`, or `nil`.
    var offset: String?
    /// The title.
    var title: String
    /// The mood, or `nil`.
    var mood: Mood?
    /// The mood as written, or `nil`.
    var moodText: String?
    /// Whether the entry is starred.
    var isStarred: Bool
    /// The tags.
    var tags: [String]
    /// The path to print.
    var path: String
    /// Whether the file holds unresolved conflict markers (written as `"conflicted": true` when so).
    var isConflicted = false

    /// The shape of an indexed entry (`index`, `calendar`).
    ///
    /// - Parameter summary: The entry's summary.
    init(_ summary: EntrySummary) {
        let date = summary.date
        self.init(uuid: summary.uuid?.canonical, date: date.text, day: date.day.description, time: date.timeDescription,
                  offset: date.offsetDescription, title: summary.title, mood: summary.mood, moodText: summary.moodText,
                  isStarred: summary.isStarred, tags: summary.tags, path: summary.path)
        isConflicted = summary.isConflicted
    }

    /// The shape of a parsed entry (`show`): an invalid date keeps its text in `date`, read from
    /// the key that holds the date (`date`, else `created`, else either in another case).
    ///
    /// - Parameters:
    ///   - entry: The entry.
    ///   - path: The path to print.
    init(_ entry: Entry, path: String) {
        self.init(uuid: entry.uuid?.canonical, date: entry.date?.text ?? entry.storedKey(for: .date).flatMap { entry.document[$0]?.stringValue },
                  day: entry.date?.day.description, time: entry.date?.timeDescription,
                  offset: entry.date?.offsetDescription, title: entry.title, mood: entry.mood,
                  moodText: entry.moodText, isStarred: entry.isStarred, tags: entry.tags, path: path)
        isConflicted = entry.isConflicted
    }

    /// Creates the shape from its values.
    init(uuid: String?, date: String?, day: String?, time: String?, offset: String?, title: String, mood: Mood?,
         moodText: String?, isStarred: Bool, tags: [String], path: String) {
        self.uuid = uuid
        self.date = date
        self.day = day
        self.time = time
        self.offset = offset
        self.title = title
        self.mood = mood
        self.moodText = moodText
        self.isStarred = isStarred
        self.tags = tags
        self.path = path
    }

    /// Writes the entry as one object.
    ///
    /// - Parameter json: The writer, where a value may come.
    func write(to json: inout JSONWriter) {
        json.beginObject()
        writeFields(to: &json)
        json.endObject()
    }

    /// Writes the keys and values into an object the caller opened (and may add keys to).
    ///
    /// - Parameter json: The writer, inside an object.
    func writeFields(to json: inout JSONWriter) {
        for key in Key.allCases {
            switch key {
            case .uuid: json.field(key.rawValue, uuid)
            case .date: json.field(key.rawValue, date)
            case .day: json.field(key.rawValue, day)
            case .time: json.field(key.rawValue, time)
            case .offset: json.field(key.rawValue, offset)
            case .title: json.field(key.rawValue, title)
            case .mood: json.field(key.rawValue, mood?.rawValue)
            case .moodText: json.field(key.rawValue, moodText)
            case .starred: json.field(key.rawValue, isStarred)
            case .tags: json.field(key.rawValue, tags)
            case .path: json.field(key.rawValue, path)
            }
        }
        if isConflicted { json.field("conflicted", true) }
    }
}
