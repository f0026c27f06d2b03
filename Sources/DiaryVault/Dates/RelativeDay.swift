/// A day named relative to today, as people type it: `yesterday`, `3 days ago`, `last friday`,
/// `어제`, `그저께`, `vorgestern`.
///
/// The grammar is small and stated, with no guessing (docs/WRITING.md, "Dates you can type"):
/// letters are compared without case, words are separated by one or more spaces.
///
/// | Form | Day |
/// |---|---|
/// | `today`, `오늘`, `heute` | today |
/// | `yesterday`, `어제`, `gestern` | 1 day before today |
/// | `그제`, `그저께`, `vorgestern` | 2 days before today |
/// | `tomorrow`, `내일`, `morgen` | 1 day after today |
/// | `N day ago`, `N days ago`, `N일 전` | N days before today (N: 0 to 999999) |
/// | `N week ago`, `N weeks ago`, `N주 전` | 7 × N days before today |
/// | `friday`, `fri` (any weekday, English) | the latest such day on or before today |
/// | `last friday` | the latest such day before today |
/// | `next friday` | the first such day after today |
///
/// A diary looks back, so a bare weekday is the past one (today when today is that weekday),
/// unlike GNU `date -d friday`, which means the coming one.
enum RelativeDay {
    /// The forms, for help texts and error messages.
    static let forms = "today, yesterday, tomorrow, N days ago, N weeks ago, a weekday (friday, last friday, next friday), 오늘, 어제, 그제, 내일, N일 전"

    /// The English weekday names and their three-letter forms, Sunday first: index + 1 is the
    /// weekday number of ``CivilDate/weekday`` (1 Sunday ... 7 Saturday).
    static let weekdays: [[String]] = [
        ["sunday", "sun"], ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed"],
        ["thursday", "thu", "thur", "thurs"], ["friday", "fri"], ["saturday", "sat"],
    ]

    /// The day a text names, or `nil` when it is not one of the forms (or the day would fall
    /// outside years 0000-9999).
    ///
    /// - Parameters:
    ///   - text: The text as typed.
    ///   - today: Today's date in the local time zone.
    /// - Returns: The day.
    static func parse(_ text: String, today: CivilDate) -> CivilDate? {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard let offset = daysFromToday(words, today: today) else { return nil }
        let day = today.adding(days: offset)
        guard (0...9999).contains(day.year) else { return nil }
        return day
    }

    /// How many days from today the words name (negative: before today), or `nil`.
    private static func daysFromToday(_ words: [String], today: CivilDate) -> Int? {
        switch words.count {
        case 1:
            switch words[0] {
            case "today", "오늘", "heute": return 0
            case "yesterday", "어제", "gestern": return -1
            case "그제", "그저께", "vorgestern": return -2
            case "tomorrow", "내일", "morgen": return 1
            default: return weekday(words[0]).map { -((today.weekday - $0 + 7) % 7) }
            }
        case 2:
            if words[0] == "last" { return weekday(words[1]).map { -(((today.weekday - $0 + 6) % 7) + 1) } }
            if words[0] == "next" { return weekday(words[1]).map { (($0 - today.weekday + 6) % 7) + 1 } }
            guard words[1] == "전", let unit = words[0].last, let count = number(String(words[0].dropLast())) else { return nil }
            return unit == "일" ? -count : unit == "주" ? -7 * count : nil
        case 3:
            guard words[2] == "ago", let count = number(words[0]) else { return nil }
            return ["day", "days"].contains(words[1]) ? -count : ["week", "weeks"].contains(words[1]) ? -7 * count : nil
        default:
            return nil
        }
    }

    /// A count of 0 to 999999 written in ASCII digits, or `nil`.
    private static func number(_ text: String) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(text)
    }

    /// The weekday number (1 Sunday ... 7 Saturday) of an English weekday name, or `nil`.
    private static func weekday(_ name: String) -> Int? {
        weekdays.firstIndex { $0.contains(name) }.map { $0 + 1 }
    }
}
