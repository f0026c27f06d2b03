/// How the day felt, on the five-level scale of the mood diary: bad, not great, okay, good, great.
///
/// Entries write it as `mood: <rawValue>`. On read, ``init(parsing:)`` also accepts the spellings
/// older apps used (`notGreat`, `not_great`, `not great`) and the numbers `1` to `5`.
public enum Mood: String, CaseIterable, Hashable, Sendable, Comparable {
    /// The worst level, 1.
    case bad
    /// Level 2.
    case notGreat = "not-great"
    /// Level 3, the middle.
    case okay
    /// Level 4.
    case good
    /// The best level, 5.
    case great

    /// The level from 1 (bad) to 5 (great).
    public var level: Int {
        switch self {
        case .bad: 1
        case .notGreat: 2
        case .okay: 3
        case .good: 4
        case .great: 5
        }
    }

    /// Creates a mood from its level, 1 (bad) to 5 (great); `nil` outside that range.
    ///
    /// - Parameter level: The level, 1 to 5.
    public init?(level: Int) {
        guard let mood = Mood.allCases.first(where: { $0.level == level }) else { return nil }
        self = mood
    }

    /// Reads a mood as written in front matter, accepting every known spelling.
    ///
    /// Accepted, ignoring ASCII case and surrounding spaces: the raw values (`bad`, `not-great`,
    /// `okay`, `good`, `great`), `notGreat`, `not_great`, `not great`, `ok`, and the levels `1`
    /// to `5`. Anything else gives `nil`; callers keep the text and report it as an unknown mood.
    ///
    /// - Parameter text: The value as written.
    public init?(parsing text: String) {
        if let exact = Mood(rawValue: text) {
            self = exact
            return
        }
        let folded = String(text.trimmingASCIISpaces.lowercased().map { $0 == "_" || $0 == " " ? "-" : $0 })
        switch folded {
        case "bad", "1": self = .bad
        case "not-great", "notgreat", "2": self = .notGreat
        case "okay", "ok", "3": self = .okay
        case "good", "4": self = .good
        case "great", "5": self = .great
        default: return nil
        }
    }

    /// Orders moods from bad to great.
    public static func < (lhs: Mood, rhs: Mood) -> Bool { lhs.level < rhs.level }
}

extension String {
    /// The string without leading and trailing ASCII spaces and tabs.
    var trimmingASCIISpaces: Substring {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return slice
    }
}
