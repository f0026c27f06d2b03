/// A date that matters, named: `anniversary = 2021-05-04 We met` in `.vault/config`.
///
/// Every year it comes back on the same month and day (29 February by ``TimeRules/leapDay``), and
/// `vault dday` counts the days since or until it (``TimeRules/dayNumber(from:on:)``).
struct Anniversary: Hashable, Sendable {
    /// The date.
    var date: CivilDate
    /// The name, as written: `We met`.
    var name: String
    /// The entry that marks it (`anniversary: true`, named by its title), vault-relative; `nil`
    /// for a line of `.vault/config`.
    var path: String?
    /// Whether the entry's file holds unresolved git conflict markers (``EntrySummary/isConflicted``):
    /// `vault dday` marks it as every view marks such an entry.
    var isConflicted = false

    /// Reads `YYYY-MM-DD Name`: a valid date, one or more blanks, a name that is not empty.
    ///
    /// - Parameter text: The config value.
    /// - Returns: `nil` when the date is not a valid `YYYY-MM-DD` or the name is missing.
    init?(parsing text: String) {
        let dateText = text.prefix { $0 != " " && $0 != "\t" }
        let name = text.dropFirst(dateText.count).drop { $0 == " " || $0 == "\t" }
        let parts = dateText.split(separator: "-", omittingEmptySubsequences: false)
        guard !name.isEmpty, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              let date = CivilDate(year: year, month: month, day: day) else { return nil }
        self.init(date: date, name: String(name))
    }

    /// Creates an anniversary.
    ///
    /// - Parameters:
    ///   - date: The date.
    ///   - name: The name.
    ///   - path: The entry that marks it, or `nil` for a config line.
    init(date: CivilDate, name: String, path: String? = nil) {
        self.date = date
        self.name = name
        self.path = path
    }

    /// The anniversary an entry marks: its day, named by its title (`(untitled)` when empty).
    ///
    /// - Parameter entry: An entry with ``EntrySummary/isAnniversary``.
    init(_ entry: EntrySummary) {
        self.init(date: entry.day, name: entry.title.isEmpty ? "(untitled)" : entry.title, path: entry.path)
        isConflicted = entry.isConflicted
    }
}
